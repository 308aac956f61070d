package corpus_test

import (
	"fmt"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
)

// A snapshot fixture is read into the page and the options its flags
// select; the verdict is ClassifyHTML's, as lint and classify give it.
func ExampleReadSnapshot() {
	data := []byte(`The reply was re-rendered under a new id: the expected id must be bound.
-- flags --
--expect-message-id a1
-- page.html --
<article data-testid="conversation-turn-1" data-turn="user"><div data-message-author-role="user" data-message-id="u1">Is 7 prime?</div></article>
<article data-testid="conversation-turn-2" data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a2"><div class="markdown"><p>Yes.</p></div></div>
<button data-testid="copy-turn-action-button" aria-label="Copy"></button></article>
-- want --
terminal: incomplete
`)
	page, opts, err := corpus.ReadSnapshot(data)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("expect message id:", opts.ExpectMessageID)
	v, err := chatproof.ClassifyHTML(page, opts)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(v.Terminal, v.Reasons)

	_, _, err = corpus.ReadSnapshot([]byte("why\n-- snap/000000ms.html --\n<p>\n"))
	fmt.Println(err)
	// Output:
	// expect message id: a1
	// incomplete [no_response message_id_mismatch thread_bottom_missing]
	// no page.html section
}
