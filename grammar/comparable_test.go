package grammar

import "testing"

// TestComparable: the rendered text and the markdown source of one reply
// agree on their comparable runes, in any script.
func TestComparable(t *testing.T) {
	for _, tc := range []struct {
		page, source string
		n            int
	}{
		{"A liveness probe: it checks", "**A liveness probe** — it _checks_", 22},
		{"Schritt 1. Öffnen", "## Schritt 1\n\n*Öffnen*", 14},
		{"连接 测试 2", "`连接`测试 **2**", 5},
		{"", "  **  ", 0},
	} {
		if a, b := ComparableLen(tc.page), ComparableLen(tc.source); a != tc.n || b != tc.n {
			t.Errorf("ComparableLen(%q) = %d, ComparableLen(%q) = %d, want %d", tc.page, a, tc.source, b, tc.n)
		}
		if a, b := ComparablePrefix(tc.page, tc.n), ComparablePrefix(tc.source, tc.n); a != b {
			t.Errorf("prefixes %q and %q differ", a, b)
		}
	}
	if got := ComparablePrefix("Hello, World", 7); got != "hellowo" {
		t.Errorf("ComparablePrefix = %q, want hellowo", got)
	}
}
