package recovery

import (
	"testing"

	"github.com/chatproof/chatproof/internal/doccheck"
)

// TestReasonCodesDocumented: doc.go's "# Reason codes" names exactly the
// Reason constants of the package, and every code is snake_case.
func TestReasonCodesDocumented(t *testing.T) {
	doccheck.Check(t, doccheck.Spec{Dir: ".", Package: "recovery", Min: 50, Prefixes: []string{"Reason"}, Style: doccheck.Mentioned})
}
