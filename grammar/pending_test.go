package grammar

import "testing"

// TestIsPendingPhrase: each phrase in any case and with the typographic
// apostrophe, inside a longer text too; an answer is not one.
func TestIsPendingPhrase(t *testing.T) {
	for _, p := range pendingPhrases {
		for _, v := range []string{p, "  " + p + "…", "Okay. " + p + "!"} {
			if !IsPendingPhrase(v) {
				t.Errorf("IsPendingPhrase(%q) = false", v)
			}
		}
	}
	for text, want := range map[string]bool{
		"I’M ON IT": true, "GENERATING YOUR RESPONSE": true,
		"4.": false, "": false, "Check back": false, "I am on it": false,
	} {
		if got := IsPendingPhrase(text); got != want {
			t.Errorf("IsPendingPhrase(%q) = %v, want %v", text, got, want)
		}
	}
}
