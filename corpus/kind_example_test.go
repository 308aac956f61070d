package corpus_test

import (
	"fmt"

	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof/corpus"
)

// A sequence whose reply finishes at 400 ms and stays put: the gate needs
// three positive samples and 1200 ms, so it fires at 1600 ms.
func ExampleReplaySequence() {
	const done = `<div id="thread-bottom"><form><div id="prompt-textarea" contenteditable="true"></div><button data-testid="send-button">Send</button></form></div>`
	turn := func(text, bar string) string {
		return `<article data-testid="conversation-turn-1" data-turn="user"><div data-message-author-role="user" data-message-id="u1">Why?</div></article>` +
			`<article data-testid="conversation-turn-2" data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a1"><div class="markdown">` + text + `</div></div>` + bar + `</article>`
	}
	const bar = `<div><button data-testid="copy-turn-action-button" aria-label="Copy"></button></div>`
	streaming := turn("Because", "") + `<div id="thread-bottom"><form><div id="prompt-textarea" contenteditable="true"></div><button data-testid="stop-button" aria-label="Stop streaming"></button></form></div>`
	finished := turn("Because it is.", bar) + done
	src := "Example.\n-- snap/000000ms.html --\n" + streaming + "\n"
	for _, at := range []string{"000400", "000800", "001200", "001600", "002000"} {
		src += "-- snap/" + at + "ms.html --\n" + finished + "\n"
	}
	rep, err := corpus.ReplaySequence(txtar.Parse([]byte(src)))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range rep.Steps {
		fmt.Println(s.AtMS, s.Level, s.Finished, s.StableSamples, s.Decision)
	}
	fmt.Println("complete_at:", rep.CompleteAt)
	// Output:
	// 0 strong false 0 incomplete
	// 400 none true 1 pending
	// 800 none true 2 pending
	// 1200 none true 3 pending
	// 1600 none true 4 complete
	// 2000 none true 5 complete
	// complete_at: 1600
}

// A recovery case with only state.json: without a page snapshot the view
// is unknown, and nothing is allowed; a case that does not even name its
// page is not taken for a conversation.
func ExampleRecoverCase() {
	a := txtar.Parse([]byte("Example.\n-- state.json --\n" +
		`{"check": "stale_view", "now_ms": 1764725880000, "auto": true, "page_url": "https://chatgpt.com/c/c1", "state": {"last_submit_ms": 1764725700000}}` + "\n"))
	rep, err := corpus.RecoverCase(a, "case.txtar")
	fmt.Println(rep.Schema, rep.Check, rep.Action, rep.Reason, rep.View.Known, err)
	a = txtar.Parse([]byte("Example.\n-- state.json --\n" +
		`{"check": "stale_view", "now_ms": 1764725880000, "auto": true, "state": {"last_submit_ms": 1764725700000}}` + "\n"))
	rep, err = corpus.RecoverCase(a, "case.txtar")
	fmt.Println(rep.Action, rep.Reason, err)
	// Output:
	// chatproof.recover/v1 stale_view none view_unknown false <nil>
	// none page_not_named <nil>
}
