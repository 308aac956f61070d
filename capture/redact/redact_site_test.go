package redact_test

import (
	"strings"
	"testing"

	"github.com/chatproof/chatproof/capture/redact"
	"github.com/chatproof/chatproof/site"
)

// Redaction reads the page's own site profile (Options.Profile): on a
// Gemini page, with Gemini's profile, the answer inside message-content
// and a response-content block is filler, the thoughts header stays, and
// the editor's draft (.ql-editor) is private; ChatGPT's profile, which
// knows none of that markup, leaves the answer and the draft as they are.
// Without a profile, ChatGPT's is read.
func TestRedactWithPageProfile(t *testing.T) {
	gemini, ok := site.ByName("gemini")
	if !ok {
		t.Fatal("no gemini profile")
	}
	page := []byte(`<html><body><model-response><button class="thoughts-header-button">Show thinking</button>` +
		`<message-content><p>Plainanswerwords here</p></message-content></model-response>` +
		`<rich-textarea><div class="ql-editor" contenteditable="true"><p>Mydraftprompt</p></div></rich-textarea></body></html>`)
	for _, c := range []struct {
		name    string
		profile *site.Profile
		filled  bool
	}{{"gemini", gemini, true}, {"chatgpt", site.ChatGPT(), false}, {"none", nil, false}} {
		out, _, err := redact.SanitizeHTML(page, redact.Options{RedactText: true, Profile: c.profile})
		if err != nil {
			t.Fatal(err)
		}
		s := string(out)
		for _, word := range []string{"Plainanswerwords", "Mydraftprompt"} {
			if strings.Contains(s, word) == c.filled {
				t.Errorf("%s profile: %q kept %t, want %t:\n%s", c.name, word, !c.filled, !c.filled, s)
			}
		}
		if !strings.Contains(s, "Show thinking") {
			t.Errorf("%s profile: the thoughts header, chrome, was filled:\n%s", c.name, s)
		}
	}
}
