package chatproof_test

import (
	"fmt"

	"github.com/chatproof/chatproof"
)

// A reply with its own action bar, the composer idle: complete.
const finishedPage = `<main>
<article data-testid="conversation-turn-1" data-turn="user"><div data-message-author-role="user" data-message-id="u1"><div class="whitespace-pre-wrap">Is 7 prime?</div></div></article>
<article data-testid="conversation-turn-2" data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a1"><div class="markdown prose"><p>Yes, 7 is prime.</p></div></div>
<div><button data-testid="copy-turn-action-button" aria-label="Copy"></button><button data-testid="good-response-turn-action-button" aria-label="Good response"></button></div></article>
</main>
<div id="thread-bottom"><form><div contenteditable="true" id="prompt-textarea"></div><button data-testid="send-button" aria-label="Send prompt"></button></form></div>`

func ExampleClassifyHTML() {
	v, err := chatproof.ClassifyHTML([]byte(finishedPage), chatproof.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(v.Terminal, v.Response.MessageID, v.Response.TurnIndex, v.Response.Finished)
	fmt.Println(v.Response.Text)
	fmt.Println(v.Surface.State, v.Surface.ComposerUsable)
	// Output:
	// complete a1 2 true
	// Yes, 7 is prime.
	// open true
}

// The same reply while the model is still writing: the composer's submit
// button is the stop button and the bar has not appeared yet.
func ExampleClassifyHTML_streaming() {
	page := `<article data-testid="conversation-turn-1" data-turn="user"><div data-message-author-role="user" data-message-id="u1">Is 7 prime?</div></article>
<article data-testid="conversation-turn-2" data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a1"><div class="markdown"><p>Yes, 7</p></div></div></article>
<div id="thread-bottom"><form><div contenteditable="true" id="prompt-textarea"></div><button data-testid="stop-button" aria-label="Stop streaming"></button></form></div>`
	v, _ := chatproof.ClassifyHTML([]byte(page), chatproof.Options{})
	fmt.Println(v.Terminal, v.Activity.Level, v.Reasons)
	// Output:
	// incomplete strong [strong_activity not_finished surface_open]
}

// With a baseline taken before Send (--min-turn), an older finished reply
// is not the response being waited for.
func ExampleClassifyHTML_baseline() {
	v, _ := chatproof.ClassifyHTML([]byte(finishedPage), chatproof.Options{MinTurn: 3})
	fmt.Println(v.Terminal, v.Response.Present, v.Reasons)
	// Output:
	// incomplete false [no_response before_baseline surface_open]
}

// A verdict reads on one line (String) and as a short report (Summary,
// the view of chatproof classify --text).
func ExampleVerdict_Summary() {
	v, err := chatproof.ClassifyHTML([]byte(finishedPage), chatproof.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(v)
	fmt.Print(v.Summary())
	// Output:
	// complete (surface_open)
	// complete
	//   why: surface_open
	//   surface: open, composer usable: yes
	//   provider terminal: none
	//   activity: none
	//   response: turn 2, message a1, finished: yes, reasoning: none
	//     "Yes, 7 is prime."
}

// The completion rule over a response the caller holds: a present,
// finished reply with no strong activity and no provider terminal passes;
// the same reply still streaming, and a quota wall in its turn, fail the
// rule with their codes.
func ExampleCompletionReasons() {
	reply := chatproof.Response{Present: true, Finished: true, Text: "Yes, 7 is prime."}
	fmt.Println(chatproof.CompletionReasons(reply, chatproof.LevelNone, chatproof.ProviderNone))
	reply.Finished = false
	fmt.Println(chatproof.CompletionReasons(reply, chatproof.LevelStrong, chatproof.ProviderQuotaLimited))
	// Output:
	// []
	// [provider_terminal strong_activity not_finished]
}
