// Package testpage holds the small hand-written pages the tests of
// several packages judge, written once: the library packages' own tests
// and the test-only packages under internal/proof import it. It imports
// the standard library alone, so that a library package's tests cost its
// importers nothing.
package testpage

import (
	"fmt"
	"strings"
)

// Finished is a ChatGPT reply with its own action bar, the composer idle:
// complete.
const Finished = `<main>
<article data-testid="conversation-turn-1" data-turn="user"><div data-message-author-role="user" data-message-id="u1"><div class="whitespace-pre-wrap">Is 7 prime?</div></div></article>
<article data-testid="conversation-turn-2" data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a1"><div class="markdown prose"><p>Yes, 7 is prime.</p></div></div>
<div><button data-testid="copy-turn-action-button" aria-label="Copy"></button><button data-testid="good-response-turn-action-button" aria-label="Good response"></button></div></article>
</main>
<div id="thread-bottom"><form><div contenteditable="true" id="prompt-textarea"></div><button data-testid="send-button" aria-label="Send prompt"></button></form></div>`

// Gemini writes a Gemini conversation (user-query and model-response
// turns, message-content, .response-footer.complete, as the saved pages
// draw them) of older finished turns and a newest model turn, in English.
func Gemini(older int, newest string) []byte {
	return GeminiIn(`lang="en"`, older, newest)
}

// GeminiIn is Gemini with the document element's attributes attrs (its
// lang).
func GeminiIn(attrs string, older int, newest string) []byte {
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
	// GeminiFooter is the footer's complete state and, beside it, the
	// reply's action row, as the saved pages draw them.
	GeminiFooter = `<div class="response-footer complete"><sources-list></sources-list></div>` +
		`<div class="response-container-footer"><message-actions><copy-button><button data-test-id="copy-button" aria-label="Copy">c</button></copy-button></message-actions></div>`
	// GeminiAnswer is a model turn's answer.
	GeminiAnswer = `<message-content class="model-response-text"><div class="markdown"><p>The answer is 4.</p></div></message-content>`
)
