package capture

import (
	"encoding/json"
	"testing"

	"github.com/chatproof/chatproof/site"
)

// TestScopedReadersBounded: captures that are each given a profile of
// their own (a new pointer) keep at most maxScopedExprs readers built, and
// the reader built again for a dropped profile is the one built before.
func TestScopedReadersBounded(t *testing.T) {
	gemini, ok := site.ByName("gemini")
	if !ok {
		t.Fatal("no gemini profile")
	}
	src, err := json.Marshal(gemini)
	if err != nil {
		t.Fatal(err)
	}
	var first *site.Profile
	var firstExpr string
	for i := range 3 * maxScopedExprs {
		p, err := site.Load(src)
		if err != nil {
			t.Fatal(err)
		}
		e := scopedExprFor(p)
		if first == nil {
			first, firstExpr = p, e
		}
		if n := scopedExprs.Len(); n > maxScopedExprs {
			t.Fatalf("after %d profiles, %d readers are held; the cap is %d", i+1, n, maxScopedExprs)
		}
	}
	if scopedExprFor(first) != firstExpr {
		t.Error("the reader built again for a dropped profile differs")
	}
	if firstExpr == scopedExpr() {
		t.Error("the Gemini profile's reader is ChatGPT's: the test proves nothing")
	}
}
