package recovery

import (
	"testing"

	"github.com/chatproof/chatproof/internal/doccheck"
)

// TestReasonCodesDocumented: doc.go's "# Reason codes" names exactly the
// Reason constants of the package, and every code is snake_case.
func TestReasonCodesDocumented(t *testing.T) {
	doccheck.Mentioned(t, ".", "recovery", 50, "Reason")
}
