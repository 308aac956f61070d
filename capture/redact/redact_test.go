package redact

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestFiller(t *testing.T) {
	tests := []struct{ in, want, reason string }{
		{"Hello, world 42!", "xxxxx, xxxxx xx!", "letters and digits become x; spaces and punctuation stay"},
		{"Ça coûte 5 €", "xx xxxxx x €", "non-ASCII letters count once each; symbols stay"},
		{"e\u0301", "xx", "a combining mark is one rune of filler"},
		{"line1\n\tline2", "xxxxx\n\txxxxx", "white space keeps the layout"},
		{"", "", "empty"},
	}
	for _, tc := range tests {
		got := Filler(tc.in)
		if got != tc.want || utf8.RuneCountInString(got) != utf8.RuneCountInString(tc.in) {
			t.Errorf("Filler(%q) = %q, want %q (%s)", tc.in, got, tc.want, tc.reason)
		}
	}
}

const redactPage = `<html><head><title>Sourdough fix</title></head><body>
<nav aria-label="Chat history"><div id="history"><a href="/c/1"><span>Birthday gift ideas</span></a></div></nav>
<div data-testid="accounts-profile-button" role="button"><div>Sam Rivera</div></div>
<article data-testid="conversation-turn-1"><h5 class="sr-only">You said:</h5>
<div data-message-author-role="user" data-message-id="u1"><div class="whitespace-pre-wrap">My secret plan</div></div></article>
<article data-testid="conversation-turn-2"><h6 class="sr-only">ChatGPT said:</h6>
<button><span>Thought for 8s</span></button>
<div data-message-author-role="assistant" data-message-id="a1"><div class="markdown prose"><p>Private answer <a href="https://example.com/x" title="Example site">link</a></p>
<pre><div><button aria-label="Copy to clipboard">Copy code</button></div><code>print(1)</code></pre>
<p>Thinking</p>
<div role="status">Searching the web</div>
<div class="text-token-text-error">Something went wrong</div></div></div>
<div><button data-testid="copy-turn-action-button" aria-label="Copy">Copy</button></div></article>
<div data-message-author-role="assistant"><div class="whitespace-normal">Not a body</div></div>
<div class="markdown"><p>Wrapperless reply</p></div>
<div id="thread-bottom"><div>You've reached the maximum length for this conversation.</div>
<form><div contenteditable="true" id="prompt-textarea"><p>my draft</p></div><button data-testid="send-button">Send</button></form>
<div>ChatGPT can make mistakes. Verify what matters.</div></div>
</body></html>`

func TestRedactText(t *testing.T) {
	out, st, err := SanitizeHTML([]byte(redactPage), Options{RedactText: true})
	if err != nil {
		t.Fatal(err)
	}
	got := string(out)
	for _, c := range []struct{ text, reason string }{
		{"You said:", "sr-only turn labels are chrome"},
		{"Thought for 8s", "the reasoning summary is a button"},
		{"Copy code", "a button inside the markdown stays"},
		{`aria-label="Copy to clipboard"`, "and so do its attributes"},
		{"<p>Thinking</p>", "a placeholder label stays, or the capture would read as an answer"},
		{"Searching the web", "status nodes stay"},
		{"Something went wrong", "error containers stay"},
		{`aria-label="Copy">Copy<`, "the finished-action bar stays"},
		{"Not a body", "only message bodies are content"},
		{"reached the maximum length for this conversation.", "composer-surface banners stay"},
		{"ChatGPT can make mistakes.", "the disclaimer stays"},
		{`data-message-id="a1"`, "identity attributes stay"},
		{">Send<", "the send button stays"},
	} {
		if !strings.Contains(got, c.text) {
			t.Errorf("redacted output lacks %q (%s)", c.text, c.reason)
		}
	}
	for _, c := range []struct{ text, reason string }{
		{"My secret plan", "the user bubble is content"},
		{"Private answer", "the markdown body is content"},
		{"example.com", "a link target inside content"},
		{"Example site", "a tooltip inside content"},
		{"print(1)", "code inside markdown is content"},
		{"Wrapperless reply", "markdown without a message wrapper is content too"},
		{"Sourdough", "the page title names the conversation"},
		{"Birthday gift ideas", "chat history titles"},
		{"Sam Rivera", "the account name"},
		{"my draft", "the composer draft"},
	} {
		if strings.Contains(got, c.text) {
			t.Errorf("redacted output holds %q (%s)", c.text, c.reason)
		}
	}
	for _, w := range []string{"xx xxxxxx xxxx", "xxxxxxx xxxxxx <a", "xxxxx(x)"} {
		if !strings.Contains(got, w) {
			t.Errorf("redacted output lacks filler %q: same length, punctuation kept", w)
		}
	}
	if st.Redacted == 0 {
		t.Error("Stats.Redacted = 0")
	}
	plain, _, _ := SanitizeHTML([]byte(redactPage), Options{})
	if !strings.Contains(string(plain), "My secret plan") {
		t.Error("without RedactText message content must stay")
	}
}
