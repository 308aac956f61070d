package capture

import (
	"testing"

	"github.com/chatproof/chatproof/internal/doccheck"
)

// TestReasonCodesDocumented checks that doc.go lists every reason code with
// its value.
func TestReasonCodesDocumented(t *testing.T) {
	doccheck.Check(t, doccheck.Spec{Dir: ".", Package: "capture", Min: 4, Prefixes: []string{"Reason"}, Style: doccheck.Bracketed})
}
