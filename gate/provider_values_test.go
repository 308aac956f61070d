package gate

import (
	"testing"

	"github.com/chatproof/chatproof/grammar"
)

// TestKnownProviderTerminals: the provider terminals the gate knows are
// exactly the kinds of terminal wording the grammar matches, the verdict's
// values, so that a value added there is never taken for an unknown one.
func TestKnownProviderTerminals(t *testing.T) {
	kinds := map[grammar.Kind]bool{}
	for _, m := range grammar.Rules() {
		kinds[m.Kind] = true
	}
	for k := range kinds {
		if !providerTerminals[k] {
			t.Errorf("the gate does not know provider terminal %q", k)
		}
	}
	for k := range providerTerminals {
		if !kinds[k] {
			t.Errorf("the gate knows provider terminal %q, which no wording produces", k)
		}
	}
}
