package recovery

import (
	"os"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/internal/doccheck"
)

// TestReasonCodesDocumented: doc.go's "# Reason codes" names exactly the
// Reason constants of the package, and every code is snake_case.
func TestReasonCodesDocumented(t *testing.T) {
	doccheck.Check(t, doccheck.Spec{Dir: ".", Package: "recovery", Min: 50, Prefixes: []string{"Reason"}, Style: doccheck.Mentioned})
}

// TestDecisionsDocumented: doc.go's "# Decisions" names every check by its
// name and its Policy method, so that go doc lists every decision.
func TestDecisionsDocumented(t *testing.T) {
	src, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	text := string(src)
	start, end := strings.Index(text, "// # Decisions"), strings.Index(text, "// # Budgets")
	if start < 0 || end < start {
		t.Fatal("doc.go has no # Decisions section before # Budgets")
	}
	section := text[start:end]
	methods := map[Check]string{
		CheckStaleView: "StaleView", CheckSendTimeout: "SendTimeout", CheckInterrupted: "Interrupted",
		CheckRateLimit: "RateLimit", CheckPageHealth: "PageHealth", CheckContextPressure: "ContextPressure",
		CheckHandoff: "Handoff", CheckQueue: "QueueDelivery", CheckBinding: "ResolveBinding",
		CheckProgress: "WorkspaceProgress", CheckManual: "Manual", CheckEndOfTurn: "EndOfTurn",
	}
	for _, c := range checks {
		if c == CheckAuto {
			if !strings.Contains(section, "Decide") {
				t.Error("# Decisions does not name Decide")
			}
			continue
		}
		m, ok := methods[c]
		if !ok {
			t.Errorf("check %s has no method in this test's table", c)
			continue
		}
		if !strings.Contains(section, "//   - "+m+" ("+string(c)+")") {
			t.Errorf("# Decisions does not list %s (%s)", m, c)
		}
		if _, _, ok := (Policy{}).Run(c, Input{}); !ok {
			t.Errorf("Run does not know check %s", c)
		}
	}
}
