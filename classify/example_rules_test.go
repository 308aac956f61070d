package classify_test

import (
	"fmt"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/snapshot"
)

const examplePage = `<main>
<article data-testid="conversation-turn-1" data-turn="user">
  <div data-message-author-role="user" data-message-id="u1">What is 2+2?</div>
</article>
<article data-testid="conversation-turn-2" data-turn="assistant" data-turn-id="t2">
  <div data-message-author-role="assistant" data-message-id="a2">
    <div class="markdown prose"><p>4</p></div>
  </div>
  <div><button data-testid="copy-turn-action-button" aria-label="Copy"></button></div>
</article>
</main>
<div id="thread-bottom"><form><div id="prompt-textarea" contenteditable="true"></div>
<button data-testid="send-button" aria-label="Send prompt"></button></form></div>`

func ExampleClassify() {
	d, err := snapshot.Parse([]byte(examplePage), snapshot.Limits{})
	if err != nil {
		panic(err)
	}
	r := classify.Classify(d, classify.Options{MinTurn: 2})
	fmt.Println(r.Terminal, r.Reasons)
	fmt.Println(r.Response.TurnIndex, r.Response.MessageID, r.Response.TurnID, r.Response.Text)
	// Output:
	// complete []
	// 2 a2 t2 4
}

func ExampleClassify_streaming() {
	// The same page while the reply is written: the composer shows the stop
	// button and the turn has no action bar yet.
	d, err := snapshot.Parse([]byte(`<article data-testid="conversation-turn-1" data-turn="user">
  <div data-message-author-role="user">Write a poem</div></article>
<article data-testid="conversation-turn-2" data-turn="assistant">
  <div data-message-author-role="assistant" data-message-id="a2">
    <div class="markdown streaming-animation"><p>Roses are</p></div></div></article>
<div id="thread-bottom"><form><button data-testid="stop-button" aria-label="Stop streaming"></button></form></div>`), snapshot.Limits{})
	if err != nil {
		panic(err)
	}
	r := classify.Classify(d, classify.Options{})
	fmt.Println(r.Terminal, r.Reasons)
	for _, s := range r.Activity.Signals {
		fmt.Println(s.Kind, s.Strength, s.Scope, s.Evidence)
	}
	// Output:
	// incomplete [strong_activity not_finished]
	// shimmer strong turn div.streaming-animation
	// stop strong composer button[data-testid=stop-button] "Stop streaming"
}

func ExampleClassify_providerTerminal() {
	// The conversation-length wall as an error card inside the newest
	// assistant turn: chrome, not content, so the response is absent.
	d, err := snapshot.Parse([]byte(`<article data-turn="user"><div data-message-author-role="user">Next step?</div></article>
<article data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a9">
  <div class="text-token-text-error"><div>You've reached the maximum length for this conversation, but you can keep talking by starting a new chat.</div>
  <a href="/">Start new chat</a></div></div></article>`), snapshot.Limits{})
	if err != nil {
		panic(err)
	}
	r := classify.Classify(d, classify.Options{})
	fmt.Println(r.ProviderTerminal, r.ProviderRule)
	fmt.Println(r.Response.Present, r.Response.MessageID, r.Terminal, r.Reasons)
	// Output:
	// conversation_exhausted wall_2026_keep_talking
	// false a9 incomplete [no_response empty_response provider_terminal]
}
