//go:build gemini

// The Gemini cases whose wants need more than the reference note knows: a
// Deep Think pending phrase in another language under a complete footer
// (Oracle's English-only class). The note records the pending phrases in
// English only, and chatproof invents no wording, so these fail until the
// profile's pending wording covers those languages; they build only with
// the gemini tag:
//
//	go test -tags gemini -run 'GeminiOpen|GeminiForeign' ./corpus

package corpus_test

import (
	"testing"

	"github.com/chatproof/chatproof/corpus"
)

// TestGeminiOpenFixtures checks the open fixtures against their wants.
func TestGeminiOpenFixtures(t *testing.T) {
	geminiOptions(t)
	for _, res := range corpus.RunAll(geminiOpenFixtureFiles(t)) {
		if res.Err != nil {
			t.Errorf("%s: %v", res.Fixture.File, res.Err)
		}
		for _, f := range res.Failures {
			t.Errorf("%s:%d: %s: got %s", res.Fixture.File, f.Line, f.Expectation, f.Got)
		}
	}
}

// TestGeminiForeignPendingWithFooter checks the variants that need more
// than the note: a pending phrase in another language under a complete
// footer (Oracle's English-only class). They fail until the profile's
// pending wording covers those languages.
func TestGeminiForeignPendingWithFooter(t *testing.T) {
	opts := geminiOptions(t)
	for _, v := range geminiVariants(t) {
		if !v.open {
			continue
		}
		if got := classifyGemini(t, opts, v.name, v.page); got.Terminal != "incomplete" {
			t.Errorf("%s/%s: complete, want incomplete: the profile's pending phrases do not cover this language", v.family, v.name)
		}
	}
}
