package classify_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/testflag"
	"github.com/chatproof/chatproof/site"
	"github.com/chatproof/chatproof/snapshot"
)

// TestSitePatchFollowsARenamedTestID: on generated finished pages whose
// finished controls were renamed (the day the site renames a test id, and
// its Share button is gone), the ChatGPT profile fails closed and a patch
// naming the new test ids makes the same pages complete again; the
// pages as generated stay complete with the patch too only through its
// new entries, and a patch the site package refuses reads nothing.
func TestSitePatchFollowsARenamedTestID(t *testing.T) {
	patch, err := site.Load([]byte(`{"schema": "chatproof.site/v1", "name": "chatgpt", "extends": "chatgpt", "markers": {"finished": [
	  {"id": "copy", "match": [{"attr": "data-testid", "op": "=", "value": "copy-reply"}], "source": "a renamed copy"},
	  {"id": "good-response", "match": [{"attr": "data-testid", "op": "=", "value": "good-reply"}], "source": "a renamed copy"},
	  {"id": "bad-response", "match": [{"attr": "data-testid", "op": "=", "value": "bad-reply"}], "source": "a renamed copy"}]}}`))
	if err != nil {
		t.Fatal(err)
	}
	invalid := *patch
	invalid.Schema = "chatproof.site/v0"
	for si, state := range []string{corpus.GenFinished, corpus.GenThought} {
		for ni, turns := range []int{2, 5, 40} {
			for seed := range 3 {
				// A plain go test reads each state at each size
				// with one seed of three, the seed moving from size to
				// size; CHATPROOF_EXHAUSTIVE=1, as CI runs, all three.
				if !testflag.Within(3*si+ni, seed, 3, 3) {
					continue
				}
				page := corpus.Generate(corpus.GenOptions{Turns: turns, State: state, Seed: int64(seed)})
				renamed := strings.NewReplacer(
					`data-testid="copy-turn-action-button"`, `data-testid="copy-reply"`,
					`data-testid="good-response-turn-action-button"`, `data-testid="good-reply"`,
					`data-testid="bad-response-turn-action-button"`, `data-testid="bad-reply"`,
					`aria-label="Share" aria-pressed`, `aria-label="Share reply" aria-pressed`,
				).Replace(string(page))
				name := fmt.Sprintf("%s/%d/%d", state, turns, seed)
				if got := finishedWith(t, page, nil); !got {
					t.Fatalf("%s: the page as generated is not finished", name)
				}
				if got := finishedWith(t, []byte(renamed), nil); got {
					t.Errorf("%s: renamed controls finished under the ChatGPT profile", name)
				}
				if got := finishedWith(t, []byte(renamed), patch); !got {
					t.Errorf("%s: renamed controls not finished under the patch", name)
				}
				if got := finishedWith(t, page, &invalid); got {
					t.Errorf("%s: finished under a profile the site package refuses", name)
				}
			}
		}
	}
}

func finishedWith(t *testing.T, page []byte, p *site.Profile) bool {
	t.Helper()
	d, err := snapshot.Parse(page, snapshot.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	r := classify.Classify(d, classify.Options{Site: p})
	return r.Response.Finished && r.Terminal == classify.TerminalComplete
}
