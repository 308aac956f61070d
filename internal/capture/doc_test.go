package capture_test

import (
	"testing"

	"github.com/chatproof/chatproof/internal/doccheck"
)

// TestReasonCodesDocumented: doc.go lists under "# Reason codes" every
// reason code the package defines, as [Name] "value", and nothing else.
func TestReasonCodesDocumented(t *testing.T) {
	doccheck.Bracketed(t, ".", "capture", 4, []string{"Reason"}, nil)
}
