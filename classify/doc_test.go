package classify

import (
	"os"
	"strings"
	"testing"
)

// TestDocListsReasonCodes checks that the package documentation lists every
// reason code, in the order Result.Reasons uses.
func TestDocListsReasonCodes(t *testing.T) {
	src, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(src), "// # Reason codes")
	if !ok {
		t.Fatal("doc.go has no # Reason codes section")
	}
	last := -1
	for _, c := range reasonOrder {
		i := strings.Index(section, "//   - "+c+" (")
		if i < 0 {
			t.Errorf("reason code %q is not listed", c)
			continue
		}
		if i < last {
			t.Errorf("reason code %q is listed out of order", c)
		}
		last = i
	}
	if n := strings.Count(section, "//   - "); n != len(reasonOrder) {
		t.Errorf("%d codes listed, %d defined", n, len(reasonOrder))
	}
}
