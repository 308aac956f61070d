package grammar

import (
	"strings"
	"testing"
)

// Every UI language the grammar knows carries its new-chat calls to
// action, and each is recognised as written, in upper case and with
// spacing the page may add, never as the other kind.
func TestNewChatActionsInEveryLanguage(t *testing.T) {
	for _, tag := range Languages() {
		closed, cont, ok := NewChatActions(tag)
		if !ok || len(closed) == 0 || len(cont) == 0 {
			t.Errorf("%s: no new-chat wording", tag)
			continue
		}
		for _, w := range closed {
			for _, v := range []string{w.Text, strings.ToUpper(w.Text), "  " + w.Text + "\u00a0"} {
				if !IsClosedAction(v) || IsContinueAction(v) {
					t.Errorf("%s: %q is not read as a closed-chat action", tag, v)
				}
			}
			if w.Source == "" {
				t.Errorf("%s: %q says not where it comes from", tag, w.Text)
			}
		}
		for _, w := range cont {
			for _, v := range []string{w.Text, strings.ToUpper(w.Text), " " + w.Text + " "} {
				if !IsContinueAction(v) || IsClosedAction(v) {
					t.Errorf("%s: %q is not read as the continuation action", tag, v)
				}
			}
		}
	}
	for _, s := range []string{"Neuer Chat gestartet", "Nouveau", "新しい", "Continue", "Chat"} {
		if IsClosedAction(s) || IsContinueAction(s) {
			t.Errorf("%q is read as a new-chat action", s)
		}
	}
}
