package classify

import (
	"strings"

	"github.com/chatproof/chatproof/grammar"
)

// found is a signal with the element it was found on, for ordering.
type found struct {
	el  int
	sig Signal
}

// describe returns the evidence of a signal on element i: the tag, its test
// id (or role, or the class token that matched), then detail, normalised;
// the report is bounded to MaxEvidenceRunes runes, the digest is of the
// whole detail.
func (p *page) describe(i int, a *attrs, classTok, detail string) evidence {
	head := p.evidenceHead(i, a, classTok)
	whole := head
	shown := head
	if detail != "" {
		whole += " " + detail
		shown += " " + grammar.Truncate(detail, MaxEvidenceRunes)
	}
	return evidence{
		text:   grammar.Truncate(grammar.Normalize(shown), MaxEvidenceRunes),
		digest: digestOf(grammar.Normalize(whole)),
	}
}

// describeWhole is describe for evidence read from a container (thinking
// chrome, a verified panel) whose report shows some of its lines: the
// report is describe's, and the digest covers the report's whole detail
// and the container's whole text, so that any line added to the
// container, whatever it reads like, changes the digest even when the
// detail still shows only an earlier line.
func (p *page) describeWhole(i int, a *attrs, detail, whole string) evidence {
	ev := p.describe(i, a, "", detail)
	ev.digest = digestParts(ev.digest, whole)
	return ev
}

// evidence is a signal's bounded report and the digest of its whole.
type evidence struct{ text, digest string }

// evidenceHead names element i for evidence: its tag, then its test id (or
// role) and the class token that matched, each bounded.
func (p *page) evidenceHead(i int, a *attrs, classTok string) string {
	var b strings.Builder
	b.WriteString(grammar.Truncate(p.d.Node(i).Data, 16))
	switch {
	case a.testid != "":
		b.WriteString("[data-testid=")
		b.WriteString(grammar.Truncate(a.testid, 64))
		b.WriteString("]")
	case a.role != "":
		b.WriteString("[role=")
		b.WriteString(grammar.Truncate(strings.TrimSpace(a.role), 32))
		b.WriteString("]")
	}
	if classTok != "" {
		b.WriteString(".")
		b.WriteString(classTok)
	}
	return b.String()
}

// signal builds a signal from its evidence.
func signal(kind Kind, strength Strength, scope Scope, ev evidence) Signal {
	return Signal{Kind: kind, Strength: strength, Scope: scope, Evidence: ev.text, Digest: ev.digest}
}

// quoted returns a label in double quotes for evidence.
func quoted(label string) string {
	if label == "" {
		return ""
	}
	return `"` + label + `"`
}
