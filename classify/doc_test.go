package classify

import (
	"testing"

	"github.com/chatproof/chatproof/internal/doccheck"
)

// TestDocListsReasonCodes checks that the package documentation lists every
// reason code, in the order Result.Reasons uses.
func TestDocListsReasonCodes(t *testing.T) {
	doccheck.Check(t, doccheck.Spec{Dir: ".", Package: "classify", Min: len(reasonOrder),
		Prefixes: []string{"Reason"}, Skip: []string{"Reasoning"}, Style: doccheck.Mentioned, Order: reasonOrder})
}
