package corpus_test

import (
	"testing"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/site"
)

// TestGenerateSites: the generated pages of the six sites after ChatGPT's
// and Gemini's, at odd and even sizes, are complete only when finished,
// and are read with their own profile without a site flag (siteVerdict).
func TestGenerateSites(t *testing.T) {
	want := map[string]chatproof.Terminal{corpus.GenFinished: chatproof.Complete, corpus.GenStreaming: chatproof.Incomplete, corpus.GenPending: chatproof.Incomplete}
	n := 0
	for _, name := range corpus.GenSites()[2:] {
		p, ok := site.ByName(name)
		if !ok {
			t.Fatalf("no profile %s", name)
		}
		for _, state := range corpus.GenStatesFor(name) {
			for _, turns := range []int{2, 3, 8, 41} {
				page := corpus.Generate(corpus.GenOptions{Site: name, State: state, Turns: turns, Seed: 1})
				v := siteVerdict(t, p, page)
				n++
				if v.Terminal != want[state] {
					t.Errorf("%s %s %d turns: %s, want %s", name, state, turns, briefVerdict(v), want[state])
				}
				if state == corpus.GenPending && v.Response.Present {
					t.Errorf("%s pending %d turns: a response is present", name, turns)
				}
			}
		}
	}
	t.Logf("%d generated pages", n)
}
