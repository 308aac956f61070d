package gate

import (
	"testing"

	"github.com/chatproof/chatproof/internal/doccheck"
)

// TestReasonCodesDocumented checks that doc.go lists every reason and stop
// code with its value, and mentions every decision.
func TestReasonCodesDocumented(t *testing.T) {
	doccheck.Check(t, doccheck.Spec{Dir: ".", Package: "gate", Min: 49,
		Prefixes: []string{"Reason", "Stop"}, Style: doccheck.Bracketed, Named: []string{"Decision"}})
}
