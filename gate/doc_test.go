package gate

import (
	"testing"

	"github.com/chatproof/chatproof/internal/doccheck"
)

// TestReasonCodesDocumented: doc.go lists under "# Reason codes" every
// reason code the package defines, as [Name] "value", and nothing else.
func TestReasonCodesDocumented(t *testing.T) {
	doccheck.Bracketed(t, ".", "gate", 49, []string{"Reason", "Stop"}, []string{"Decision"})
}
