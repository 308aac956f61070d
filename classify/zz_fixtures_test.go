package classify_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/dom"
)

type scratchVerdict struct {
	ProviderTerminal string            `json:"provider_terminal"`
	Activity         classify.Activity `json:"activity"`
	Response         classify.Response `json:"response"`
	Terminal         string            `json:"terminal"`
	Reasons          []string          `json:"reasons"`
}

func TestScratchFixtures(t *testing.T) {
	files, _ := filepath.Glob("../corpus/fixtures/snapshot/*.txtar")
	for _, f := range files {
		data, _ := os.ReadFile(f)
		fx, err := corpus.Parse(f, data)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		page, _ := fx.Archive.Lookup("page.html")
		opts := classify.Options{}
		for i := 0; i+1 < len(fx.Flags); i += 2 {
			switch fx.Flags[i] {
			case "--expect-message-id":
				opts.ExpectMessageID = fx.Flags[i+1]
			case "--min-turn":
				var n int
				for _, c := range fx.Flags[i+1] {
					n = n*10 + int(c-'0')
				}
				opts.MinTurn = n
			}
		}
		d, _ := dom.Parse(page, dom.Limits{})
		r := classify.Classify(d, opts)
		v := scratchVerdict{r.ProviderTerminal, r.Activity, r.Response, r.Terminal, r.Reasons}
		var want []corpus.Expectation
		for _, e := range fx.Want {
			if !strings.HasPrefix(e.Path, "surface") {
				want = append(want, e)
			}
		}
		fails, _ := corpus.Check(v, want)
		for _, fl := range fails {
			t.Errorf("%s: %s %s %s: got %s", filepath.Base(f), fl.Path, fl.Op, fl.Want, fl.Got)
		}
	}
}
