package classify_test

import (
	"fmt"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/classify"
)

// The classify part of a verdict: the activity a page shows and the
// response it is judged for. A Stop button in the composer is strong
// activity, so the reply is not complete however finished it looks.
func Example() {
	page := []byte(`<article data-testid="conversation-turn-1" data-turn="user"><div data-message-author-role="user" data-message-id="u1">Is 7 prime?</div></article>
<article data-testid="conversation-turn-2" data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a1"><div class="markdown"><p>Yes, 7 is</p></div></div></article>
<div id="thread-bottom"><form><div contenteditable="true" id="prompt-textarea"></div><button data-testid="stop-button" aria-label="Stop streaming"></button></form></div>`)
	v, err := chatproof.ClassifyHTML(page, chatproof.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("activity:", v.Activity.Level == classify.LevelStrong, v.Activity.Signals[0].Kind, v.Activity.Signals[0].Scope)
	r := v.Response
	fmt.Println("response:", r.Present, r.MessageID, r.TurnIndex, r.Text, r.Finished)
	fmt.Println(v.Terminal, v.TerminalRule)
	// Output:
	// activity: true stop composer
	// response: true a1 2 Yes, 7 is false
	// incomplete strong_activity
}
