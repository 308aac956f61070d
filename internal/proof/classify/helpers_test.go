package classify_test

import (
	"testing"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/internal/testpage"
	"github.com/chatproof/chatproof/site"
	"github.com/chatproof/chatproof/snapshot"
)

// judgeSite classifies page under the site profile p, as judgeSite of
// classify's own tests (gemini_test.go there) does.
func judgeSite(t *testing.T, page []byte, p *site.Profile) classify.Result {
	t.Helper()
	d, err := snapshot.Parse(page, snapshot.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	return classify.Classify(d, classify.Options{Site: p})
}

// geminiPage, geminiFooter and geminiAnswer are the Gemini pages of
// package testpage, as classify's own tests name them.
var geminiPage = testpage.Gemini

const (
	geminiFooter = testpage.GeminiFooter
	geminiAnswer = testpage.GeminiAnswer
)
