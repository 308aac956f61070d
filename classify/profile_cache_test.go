package classify

import (
	"encoding/json"
	"testing"

	"github.com/chatproof/chatproof/site"
	"github.com/chatproof/chatproof/snapshot"
)

// TestCompiledProfilesBounded: a program that loads a profile per request
// (each a new pointer) holds at most maxCompiled of them compiled, and a
// profile compiled again after it was dropped judges as before.
func TestCompiledProfilesBounded(t *testing.T) {
	src, err := json.Marshal(site.ChatGPT())
	if err != nil {
		t.Fatal(err)
	}
	page := []byte(`<html><body><main>` +
		`<article data-testid="conversation-turn-1"><div data-message-author-role="user" data-message-id="u1">Hi</div></article>` +
		`<article data-testid="conversation-turn-2"><div data-message-author-role="assistant" data-message-id="a1"><div class="markdown"><p>Hello there.</p></div></div>` +
		`<div><button data-testid="copy-turn-action-button" aria-label="Copy">c</button></div></article>` +
		`</main><div id="thread-bottom"><form><div contenteditable="true" id="prompt-textarea"></div></form></div></body></html>`)
	doc, err := snapshot.Parse(page, snapshot.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	want, _ := Read(doc, Options{})
	var first *site.Profile
	for i := range 3 * maxCompiled {
		p, err := site.Load(src)
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = p
		}
		got, _ := Read(doc, Options{Site: p})
		if got.Terminal != want.Terminal || len(got.Reasons) != len(want.Reasons) {
			t.Fatalf("profile %d: %s %v, want %s %v", i, got.Terminal, got.Reasons, want.Terminal, want.Reasons)
		}
		if n := compiled.Len(); n > maxCompiled {
			t.Fatalf("after %d profiles, %d are held compiled; the cap is %d", i+1, n, maxCompiled)
		}
	}
	if got, _ := Read(doc, Options{Site: first}); got.Terminal != want.Terminal {
		t.Errorf("the first profile, compiled again: %s, want %s", got.Terminal, want.Terminal)
	}
	if want.Terminal != TerminalComplete {
		t.Errorf("the page judges %s %v: the test proves nothing of a profile's rules", want.Terminal, want.Reasons)
	}
}
