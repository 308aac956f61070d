package recovery

import (
	"errors"
	"strings"
	"testing"
)

const goodPacket = `Here is the handoff packet.

<<<HERDR_HANDOFF_V1 id=tr-7f3a>>>
## Objective
Ship the recovery decisions.

## Completed work
- stale view, send timeout

## Decisions
- budgets live in the returned state

## Incomplete work
- fixtures for the queue

## Identifiers
- branch feat/recovery, workspace ws-12

## Safety constraints
- never resend the task

## Next actions
- re-inspect git status before any mutation
<<<END_HERDR_HANDOFF_V1>>>
`

func TestParsePacket(t *testing.T) {
	pk, err := ParsePacket([]byte(goodPacket), 0)
	if err != nil {
		t.Fatal(err)
	}
	if pk.TransferID != "tr-7f3a" || pk.Sections[SectionSafety] != "- never resend the task" || len(pk.Extra) != 0 {
		t.Fatalf("%+v", pk)
	}
	labels := strings.NewReplacer("## Objective", "Objective:", "## Next actions", "**Recommended next actions:**", "## Decisions", "### Key decisions")
	if _, err := ParsePacket([]byte(labels.Replace(goodPacket)), 0); err != nil {
		t.Fatalf("label and alias headings: %v", err)
	}
	for _, tc := range []struct {
		name, reason string
		text         string
		max          int
		want         string
		section      string
	}{
		{"missing", "no begin marker", "just text", 0, ReasonPacketMissing, ""},
		{"unterminated", "no end marker", strings.Replace(goodPacket, EndMarker, "", 1), 0, ReasonPacketUnterminated, ""},
		{"end_first", "end before begin", EndMarker + "\n" + strings.Replace(goodPacket, EndMarker, "", 1), 0, ReasonPacketUnterminated, ""},
		{"two_packets", "two packets are ambiguous", goodPacket + goodPacket, 0, ReasonPacketAmbiguous, ""},
		{"bad_id", "an id with spaces", strings.Replace(goodPacket, "id=tr-7f3a", "id=tr 7f3a", 1), 0, ReasonPacketBadID, ""},
		{"no_id", "no id at all", strings.Replace(goodPacket, " id=tr-7f3a", "", 1), 0, ReasonPacketBadID, ""},
		{"too_large", "over the character cap", goodPacket, 100, ReasonPacketTooLarge, ""},
		{"no_safety", "a required section missing", strings.Replace(goodPacket, "## Safety constraints\n- never resend the task\n", "", 1), 0, ReasonPacketMissingSection, SectionSafety},
		{"empty_decisions", "a required section empty", strings.Replace(goodPacket, "- budgets live in the returned state\n", "", 1), 0, ReasonPacketEmptySection, SectionDecisions},
		{"duplicate", "a section twice", strings.Replace(goodPacket, "## Next actions", "## Objective\nagain\n## Next actions", 1), 0, ReasonPacketDuplicateSection, SectionObjective},
		{"not_utf8", "invalid UTF-8", goodPacket + "\xff", 0, ReasonPacketNotUTF8, ""},
		{"many_distinct", "more than 24 distinct sections", strings.Replace(goodPacket, "## Objective", manyHeadings(30)+"## Objective", 1), 0, ReasonPacketTooManySections, ""},
	} {
		_, err := ParsePacket([]byte(tc.text), tc.max)
		var pe *PacketError
		if !errors.As(err, &pe) || pe.Reason != tc.want || pe.Section != tc.section {
			t.Errorf("%s (%s): got %v, want %s %s", tc.name, tc.reason, err, tc.want, tc.section)
		}
	}
}

func manyHeadings(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString("## Note " + string(rune('a'+i%26)) + string(rune('a'+i/26)) + "\nx\n")
	}
	return b.String()
}

func TestSeedMarker(t *testing.T) {
	text := "Continue from " + SeedMarker("tr-7f3a") + " please"
	if ids := seedMarkerIDs(text); len(ids) != 1 || ids[0] != "tr-7f3a" {
		t.Fatalf("%v", ids)
	}
}
