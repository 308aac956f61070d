package classify

import (
	"slices"
	"testing"

	"github.com/chatproof/chatproof/grammar"
)

// TestProviderTerminalVocabulary: every kind of terminal wording the
// grammar matches is a provider_terminal value of the verdict, and every
// value but ProviderNone is a kind the grammar matches: a kind added to the
// grammar without a verdict value, or a value no wording can produce,
// fails.
func TestProviderTerminalVocabulary(t *testing.T) {
	values := []ProviderTerminal{ProviderConversationExhausted, ProviderQuotaLimited,
		ProviderError, ProviderStoppedThinking, ProviderDeliveryTimeout}
	var kinds []ProviderTerminal
	for _, m := range grammar.Rules() {
		if !slices.Contains(kinds, m.Kind) {
			kinds = append(kinds, m.Kind)
		}
	}
	for _, k := range kinds {
		if !slices.Contains(values, k) {
			t.Errorf("the grammar matches kind %q, which is no provider_terminal value", k)
		}
	}
	for _, v := range values {
		if !slices.Contains(kinds, v) {
			t.Errorf("provider_terminal %q is no kind the grammar matches", v)
		}
	}
	if slices.Contains(kinds, ProviderNone) {
		t.Errorf("the grammar matches %q", ProviderNone)
	}
}
