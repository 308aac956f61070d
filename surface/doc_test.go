package surface

import (
	"testing"

	"github.com/chatproof/chatproof/internal/doccheck"
)

// TestReasonCodesDocumented checks that doc.go lists every reason code with
// its value.
func TestReasonCodesDocumented(t *testing.T) {
	doccheck.Check(t, doccheck.Spec{Dir: ".", Package: "surface", Min: 12, Prefixes: []string{"Reason"}, Style: doccheck.Bracketed})
}
