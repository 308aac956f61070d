package grammar

import "testing"

// TestIsPendingPhrase: each phrase in any case, with the typographic
// apostrophe and its punctuation, alone or with the other phrases, is
// pending; an answer that holds one, or another language, is not.
func TestIsPendingPhrase(t *testing.T) {
	for _, p := range pendingPhrases {
		for _, v := range []string{p, "  " + p + "…", p + "!", p + ". " + p} {
			if !IsPendingPhrase(v) {
				t.Errorf("IsPendingPhrase(%q) = false", v)
			}
		}
		for _, v := range []string{"Okay. " + p + "!", p + ": first, check the probe's timeout"} {
			if IsPendingPhrase(v) {
				t.Errorf("IsPendingPhrase(%q) = true: an answer that holds a phrase is not pending", v)
			}
		}
	}
	for text, want := range map[string]bool{
		"I’M ON IT": true, "GENERATING YOUR RESPONSE": true, "i'm on it.": true,
		"Generating your response… Check back later.": true,
		"4.": false, "": false, "  ": false, "Check back": false, "I am on it": false,
		"Ich bin dran": false, "check back later today for the results": false,
	} {
		if got := IsPendingPhrase(text); got != want {
			t.Errorf("IsPendingPhrase(%q) = %v, want %v", text, got, want)
		}
	}
}
