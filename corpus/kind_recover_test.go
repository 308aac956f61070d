package corpus

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof/internal/doccheck"
	"github.com/chatproof/chatproof/recovery"
)

func TestRecoverCaseFlags(t *testing.T) {
	a := txtar.Parse([]byte("why\n-- state.json --\n{\"now_ms\": 1}\n-- flags --\n--check stale_view\n"))
	if _, err := RecoverCase(a, ""); err == nil {
		t.Fatal("a recovery case with flags was accepted")
	}
	a = txtar.Parse([]byte("why\n-- state.json --\n{\"now_ms\": 1}\n"))
	rep, err := RecoverCase(a, "x")
	if err != nil || rep.Source != "x" || rep.Action != "none" || rep.View.Known {
		t.Fatalf("%+v %v", rep, err)
	}
}

// recoverBlockers are the reason codes of blocking conditions: a block_
// fixture must show exactly one of them, as its primary reason, so that the
// condition alone is proven to block.
var recoverBlockers = map[string]bool{
	recovery.ReasonAutoOff: true, recovery.ReasonNotBound: true, recovery.ReasonWorkspaceWorking: true,
	recovery.ReasonComposerBusy: true, recovery.ReasonDraftPresent: true, recovery.ReasonStreaming: true,
	recovery.ReasonToolRunning: true, recovery.ReasonPermissionCard: true, recovery.ReasonDeliveryUncertain: true,
	recovery.ReasonHandoffInProgress: true, recovery.ReasonPendingMutation: true, recovery.ReasonNotQuiescent: true,
	recovery.ReasonRuntimeUnhealthy: true, recovery.ReasonReloadCooldown: true, recovery.ReasonRateLimitCooldown: true,
	recovery.ReasonViewUnknown: true, recovery.ReasonLastChangeUnknown: true, recovery.ReasonRolloverCooldown: true,
	recovery.ReasonThreadError: true, recovery.ReasonStreamInterrupted: true, recovery.ReasonQueueDeliveryUncertain: true,
	recovery.ReasonQueueFirst: true, recovery.ReasonBindingNotTarget: true, recovery.ReasonPageNotConversation: true,
	recovery.ReasonSiteUnsupported: true, recovery.ReasonPageUnknown: true, recovery.ReasonPageNotNamed: true,
}

// recoverUncovered are reason codes no recover fixture needs to show, each
// with the reason why.
var recoverUncovered = map[string]string{
	// The packet detail codes: every one has its case in the recovery
	// package's packet tests; the fixtures show the decision they lead to
	// (handoff_packet_invalid) with packet_missing, packet_missing_section
	// and packet_id_mismatch.
	recovery.ReasonPacketUnterminated:     "packet test",
	recovery.ReasonPacketAmbiguous:        "packet test",
	recovery.ReasonPacketTooLarge:         "packet test",
	recovery.ReasonPacketNotUTF8:          "packet test",
	recovery.ReasonPacketBadID:            "packet test",
	recovery.ReasonPacketDuplicateSection: "packet test",
	recovery.ReasonPacketEmptySection:     "packet test",
	recovery.ReasonPacketTooManySections:  "packet test",
	// With the default policy the candidate clock restarts at the level-one
	// reload and must persist CandidatePersist (30s) >= Level2Gap (30s), so
	// the gap wait needs a non-default policy, which a case cannot set.
	recovery.ReasonPageHealthLevel2Gap: "needs Level2Gap > CandidatePersist",
}

// TestRecoverFixturesCoverOutcomes: the recover fixtures reach every check,
// every action and every reason code (but the listed exceptions; AutoFor's
// codes count from the report's auto.reason), and each block_ fixture is
// blocked by exactly one condition, its primary reason.
func TestRecoverFixturesCoverOutcomes(t *testing.T) {
	fxs, err := Load(Default(), "recover")
	if err != nil {
		t.Fatal(err)
	}
	checks, actions, reasons := map[string]int{}, map[string]int{}, map[string]int{}
	for _, fx := range fxs {
		// The fixture's golden report: TestCorpus checks that Run writes
		// it, so the fixtures are not run a second time here.
		report, err := os.ReadFile(filepath.Join("testdata", "golden", "recover", fx.Name+".json"))
		if err != nil {
			t.Fatalf("%s: %v", fx.File, err)
		}
		var rep struct {
			Check, Action, Reason string
			Reasons               []string
			Auto                  struct{ Reason string }
		}
		if err := json.Unmarshal(report, &rep); err != nil {
			t.Fatalf("%s: %v", fx.File, err)
		}
		checks[rep.Check]++
		actions[rep.Action]++
		// AutoFor's reason is reported beside the decision.
		reasons[rep.Auto.Reason]++
		var blockers []string
		for _, r := range rep.Reasons {
			reasons[r]++
			if recoverBlockers[r] {
				blockers = append(blockers, r)
			}
		}
		if strings.HasPrefix(fx.Name, "block_") && (len(blockers) != 1 || blockers[0] != rep.Reason) {
			t.Errorf("%s: blocked by %v with primary reason %s, want exactly one blocking condition as the primary reason", fx.File, blockers, rep.Reason)
		}
	}
	for _, c := range recovery.Checks() {
		if checks[string(c)] == 0 {
			t.Errorf("no fixture is answered by check %s", c)
		}
	}
	for _, a := range recovery.Actions() {
		if actions[string(a)] == 0 {
			t.Errorf("no fixture decides action %s", a)
		}
	}
	codes := recoveryReasonCodes(t)
	for _, c := range codes {
		_, exempt := recoverUncovered[c]
		switch {
		case reasons[c] == 0 && !exempt:
			t.Errorf("no fixture shows reason %s", c)
		case reasons[c] > 0 && exempt:
			t.Errorf("reason %s is listed as uncovered but fixtures show it: drop the exception", c)
		}
	}
	if len(codes) < 90 {
		t.Fatalf("found only %d recovery reason codes", len(codes))
	}
}

// recoveryReasonCodes returns the values of the recovery package's Reason
// constants, read from its source.
func recoveryReasonCodes(t *testing.T) []string {
	t.Helper()
	codes, _, err := doccheck.Read(filepath.Join("..", "recovery"), "recovery", "Reason")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, c := range codes {
		out = append(out, c.Value)
	}
	sort.Strings(out)
	return out
}
