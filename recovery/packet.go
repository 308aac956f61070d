package recovery

import (
	"slices"

	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/chatproof/chatproof/internal/bound"
)

// Handoff packet markers. A packet is the text between BeginMarker (with
// its transfer id) and EndMarker; the seed submitted to the new
// conversation carries SeedMarker(id).
const (
	BeginMarker = "<<<HERDR_HANDOFF_V1"
	EndMarker   = "<<<END_HERDR_HANDOFF_V1>>>"
	// MaxPacketInput caps the text ParsePacket searches, in bytes.
	MaxPacketInput = 1 << 20
	// MaxPacketSections caps the sections of a packet.
	MaxPacketSections = 24
)

// The required sections of a packet, by their canonical names.
const (
	SectionObjective   = "objective"
	SectionCompleted   = "completed_work"
	SectionDecisions   = "decisions"
	SectionIncomplete  = "incomplete_work"
	SectionIdentifiers = "identifiers"
	SectionSafety      = "safety_constraints"
	SectionNextActions = "next_actions"
)

// RequiredSections returns the required sections in packet order: a new
// slice on each call.
func RequiredSections() []string { return slices.Clone(requiredSections) }

// requiredSections is what RequiredSections returns.
var requiredSections = []string{
	SectionObjective, SectionCompleted, SectionDecisions, SectionIncomplete,
	SectionIdentifiers, SectionSafety, SectionNextActions,
}

// sectionAliases maps a normalised heading to its canonical section.
var sectionAliases = map[string]string{
	"objective":                SectionObjective,
	"current objective":        SectionObjective,
	"completed work":           SectionCompleted,
	"completed":                SectionCompleted,
	"decisions":                SectionDecisions,
	"important decisions":      SectionDecisions,
	"key decisions":            SectionDecisions,
	"incomplete work":          SectionIncomplete,
	"remaining work":           SectionIncomplete,
	"identifiers":              SectionIdentifiers,
	"known identifiers":        SectionIdentifiers,
	"safety constraints":       SectionSafety,
	"constraints":              SectionSafety,
	"next actions":             SectionNextActions,
	"recommended next actions": SectionNextActions,
	"next steps":               SectionNextActions,
}

// Packet is a validated handoff packet.
type Packet struct {
	// TransferID is the id of the begin marker.
	TransferID string
	// Sections maps each required section (and any other section, by its
	// normalised heading) to its trimmed text.
	Sections map[string]string
	// Extra lists the headings of sections that are not required, in order.
	Extra []string
	// Chars is the packet's length in characters, markers included.
	Chars int
	// Text is the packet, from its begin marker to its end marker.
	Text string
}

// PacketError says why a packet is invalid. Reason is a reason code
// (packet_missing, packet_missing_section, …); Section names the section
// concerned, if any.
type PacketError struct {
	// Reason is the packet_* reason code of the first fault found; never
	// "".
	Reason string
	// Section is the normalised heading of the section concerned, set for
	// packet_missing_section, packet_empty_section and
	// packet_duplicate_section; "" for faults of the packet as a whole.
	Section string
}

func (e *PacketError) Error() string {
	if e.Section != "" {
		return fmt.Sprintf("recovery: handoff packet invalid: %s: %s", e.Reason, e.Section)
	}
	return "recovery: handoff packet invalid: " + e.Reason
}

var (
	transferIDRE = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$`)
	headingRE    = regexp.MustCompile(`^#{1,6}[ \t]*(.*?)[ \t#]*$`)
	labelRE      = regexp.MustCompile(`^(?:\*\*)?([A-Za-z][A-Za-z &/-]{0,40}?)[ \t]*:?(?:\*\*)?[ \t]*:?$`)
	seedMarkerRE = regexp.MustCompile(`\[HERDR_CONTINUITY_TRANSFER id=([^\]\s]{0,80})\]`)
)

// ParsePacket finds and validates the one handoff packet in text: exactly
// one begin and one end marker, in order; a transfer id of 1–64 letters,
// digits and ._:-; at most MaxChars characters (default 24,000) including
// the markers; valid UTF-8; and each required section (objective, completed
// work, decisions, incomplete work, identifiers, safety constraints, next
// actions) exactly once and not empty. Sections start at a markdown heading
// ("## Objective") or a label line ("Objective:"). Text around the packet
// is ignored. The error is always a *PacketError.
func ParsePacket(text []byte, maxChars int) (Packet, error) {
	if maxChars <= 0 {
		maxChars = Defaults().MaxPacketChars
	}
	fail := func(reason, section string) (Packet, error) {
		return Packet{}, &PacketError{Reason: reason, Section: section}
	}
	if len(text) > MaxPacketInput {
		return fail(ReasonPacketTooLarge, "")
	}
	if !utf8.Valid(text) {
		return fail(ReasonPacketNotUTF8, "")
	}
	s := string(text)
	switch n := strings.Count(s, BeginMarker); {
	case n == 0:
		return fail(ReasonPacketMissing, "")
	case n > 1:
		return fail(ReasonPacketAmbiguous, "")
	}
	switch n := strings.Count(s, EndMarker); {
	case n == 0:
		return fail(ReasonPacketUnterminated, "")
	case n > 1:
		return fail(ReasonPacketAmbiguous, "")
	}
	begin := strings.Index(s, BeginMarker)
	end := strings.Index(s, EndMarker)
	if end < begin {
		return fail(ReasonPacketUnterminated, "")
	}
	whole := s[begin : end+len(EndMarker)]
	chars := utf8.RuneCountInString(whole)
	if chars > maxChars {
		return fail(ReasonPacketTooLarge, "")
	}
	head, body, ok := strings.Cut(s[begin+len(BeginMarker):end], "\n")
	if !ok {
		return fail(ReasonPacketBadID, "")
	}
	head = strings.TrimRight(head, " \t\r")
	id, ok := strings.CutPrefix(head, " id=")
	if ok {
		id, ok = strings.CutSuffix(id, ">>>")
	}
	if !ok || !transferIDRE.MatchString(id) {
		return fail(ReasonPacketBadID, "")
	}
	pk := Packet{TransferID: id, Sections: map[string]string{}, Chars: chars, Text: whole}
	var cur string
	var buf []string
	count := 0
	flush := func() {
		if cur != "" {
			pk.Sections[cur] = strings.TrimSpace(strings.Join(buf, "\n"))
		}
		buf = buf[:0]
	}
	for _, line := range strings.Split(body, "\n") {
		line = strings.TrimRight(line, " \t\r")
		name, isHeading := sectionHeading(line)
		if !isHeading {
			buf = append(buf, line)
			continue
		}
		flush()
		count++
		if count > MaxPacketSections {
			return fail(ReasonPacketTooManySections, "")
		}
		if _, dup := pk.Sections[name]; dup {
			return fail(ReasonPacketDuplicateSection, name)
		}
		if _, required := sectionAliasesCanonical[name]; !required {
			pk.Extra = append(pk.Extra, name)
		}
		cur = name
		pk.Sections[cur] = ""
	}
	flush()
	for _, r := range requiredSections {
		text, ok := pk.Sections[r]
		if !ok {
			return fail(ReasonPacketMissingSection, r)
		}
		if text == "" {
			return fail(ReasonPacketEmptySection, r)
		}
	}
	return pk, nil
}

var sectionAliasesCanonical = func() map[string]bool {
	m := map[string]bool{}
	for _, v := range sectionAliases {
		m[v] = true
	}
	return m
}()

// sectionHeading reports whether line starts a section and returns the
// section's name: canonical for a known heading, otherwise the normalised
// heading. A label line ("Objective:") counts only for known headings, so
// that ordinary text ending in a colon stays text.
func sectionHeading(line string) (string, bool) {
	trimmed := strings.TrimSpace(line)
	if m := headingRE.FindStringSubmatch(trimmed); m != nil {
		h := normHeading(m[1])
		if h == "" {
			return "", false
		}
		if c, ok := sectionAliases[h]; ok {
			return c, true
		}
		return h, true
	}
	if m := labelRE.FindStringSubmatch(trimmed); m != nil && strings.Contains(trimmed, ":") {
		if c, ok := sectionAliases[normHeading(m[1])]; ok {
			return c, true
		}
	}
	return "", false
}

func normHeading(h string) string {
	h = strings.Trim(strings.TrimSpace(h), "*_:")
	h = strings.ToLower(strings.ReplaceAll(h, "&", "and"))
	h = strings.Join(strings.Fields(h), " ")
	if len(h) > 64 {
		h = bound.Bytes(h, 64)
	}
	return h
}

// SeedMarker is the marker the seed message to the new conversation must
// carry: [HERDR_CONTINUITY_TRANSFER id=ID].
func SeedMarker(id string) string { return "[HERDR_CONTINUITY_TRANSFER id=" + id + "]" }

// seedMarkerIDs returns the transfer ids of the seed markers in text, at
// most 8.
func seedMarkerIDs(text string) []string {
	var ids []string
	for _, m := range seedMarkerRE.FindAllStringSubmatch(text, 8) {
		ids = append(ids, m[1])
	}
	return ids
}
