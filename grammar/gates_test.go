package grammar

import "testing"

// TestSentenceRules: every wall and quota sentence rule is told apart from
// the token pairs and the other turn rules.
func TestSentenceRules(t *testing.T) {
	for _, m := range Rules() {
		wall, quota := IsWallSentenceRule(m.Rule), IsQuotaSentenceRule(m.Rule)
		switch {
		case m.Rule == ruleExhaustedTokenPair || m.Rule == ruleQuotaTokenPair:
			if wall || quota {
				t.Errorf("%s: a token pair is no sentence rule", m.Rule)
			}
		case wall && (m.Kind != KindWall || quota), quota && (m.Kind != KindQuota || wall):
			t.Errorf("%s (%s): wall %v, quota %v", m.Rule, m.Kind, wall, quota)
		}
	}
	if !IsWallSentenceRule("wall_2026_keep_talking") || !IsQuotaSentenceRule("quota_messages_per_hour") || IsWallSentenceRule("") {
		t.Error("a known sentence rule is not told")
	}
}

// TestHasStopWord: the word "stop" whatever else the label says, never a
// word that merely starts with it.
func TestHasStopWord(t *testing.T) {
	for label, want := range map[string]bool{
		"Stop": true, "Stop generating": true, "Stop dictation": true, "Stop reading aloud": true,
		"STOP": true, "Nonstop": false, "Stopwatch": false, "": false, "Send message": false,
	} {
		if got := HasStopWord(label); got != want {
			t.Errorf("HasStopWord(%q) = %v, want %v", label, got, want)
		}
	}
}

// TestEnglishActions: the English calls to action alone, a subset of
// IsClosedAction and IsContinueAction.
func TestEnglishActions(t *testing.T) {
	for label, want := range map[string][2]bool{
		"New chat": {true, false}, "Start a new chat": {true, false}, "Continue in a new chat": {false, true},
		"Neuer Chat": {false, false}, "In einem neuen Chat fortfahren": {false, false},
	} {
		got := [2]bool{IsEnglishClosedAction(label), IsEnglishContinueAction(label)}
		if got != want {
			t.Errorf("%q: closed, continue = %v, want %v", label, got, want)
		}
		if got[0] && !IsClosedAction(label) || got[1] && !IsContinueAction(label) {
			t.Errorf("%q: English but not an action", label)
		}
	}
	if !IsClosedAction("Neuer Chat") || !IsContinueAction("In einem neuen Chat fortfahren") {
		t.Error("the German calls to action are no longer actions")
	}
}
