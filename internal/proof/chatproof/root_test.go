package chatproof_test

import "path/filepath"

// fromRoot names a path relative to the module's root (these tests used to
// run there).
func fromRoot(parts ...string) string {
	return filepath.Join(append([]string{"..", "..", ".."}, parts...)...)
}

// finishedPage is the root package's example page (classify_example_test.go
// there): a reply with its own action bar, the composer idle: complete.
const finishedPage = `<main>
<article data-testid="conversation-turn-1" data-turn="user"><div data-message-author-role="user" data-message-id="u1"><div class="whitespace-pre-wrap">Is 7 prime?</div></div></article>
<article data-testid="conversation-turn-2" data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a1"><div class="markdown prose"><p>Yes, 7 is prime.</p></div></div>
<div><button data-testid="copy-turn-action-button" aria-label="Copy"></button><button data-testid="good-response-turn-action-button" aria-label="Good response"></button></div></article>
</main>
<div id="thread-bottom"><form><div contenteditable="true" id="prompt-textarea"></div><button data-testid="send-button" aria-label="Send prompt"></button></form></div>`
