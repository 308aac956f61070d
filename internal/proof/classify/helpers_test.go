package classify_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/classify"
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

// geminiPage, geminiPageIn, geminiFooter and geminiAnswer are those of
// classify's own tests (gemini_test.go there): a Gemini conversation of
// older finished turns and a newest model turn, in English.
func geminiPage(older int, newest string) []byte {
	return geminiPageIn(`lang="en"`, older, newest)
}

func geminiPageIn(attrs string, older int, newest string) []byte {
	var b strings.Builder
	b.WriteString(`<html ` + attrs + `><body><main><div class="conversation-container">`)
	for i := range older {
		fmt.Fprintf(&b, `<user-query><div class="query-text">Question %d?</div></user-query>`, i)
		fmt.Fprintf(&b, `<model-response><message-content class="model-response-text"><div class="markdown"><p>Answer %d.</p></div></message-content>`+
			`<div class="response-footer complete"></div><div class="response-container-footer"><message-actions class="hide-action-bar"><thumb-up-button><button aria-label="Good response">g</button></thumb-up-button></message-actions></div></model-response>`, i)
	}
	b.WriteString(`<user-query><div class="query-text">And now?</div></user-query>`)
	b.WriteString(newest)
	b.WriteString(`</div></main></body></html>`)
	return []byte(b.String())
}

const (
	geminiFooter = `<div class="response-footer complete"><sources-list></sources-list></div>` +
		`<div class="response-container-footer"><message-actions><copy-button><button data-test-id="copy-button" aria-label="Copy">c</button></copy-button></message-actions></div>`
	geminiAnswer = `<message-content class="model-response-text"><div class="markdown"><p>The answer is 4.</p></div></message-content>`
)
