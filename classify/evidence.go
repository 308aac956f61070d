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

// describe renders the evidence of a signal on element i: the tag, its test
// id (or role, or the class token that matched), then detail, normalised
// and bounded to MaxEvidenceRunes runes.
func (p *page) describe(i int, a *attrs, classTok, detail string) string {
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
	if detail != "" {
		b.WriteString(" ")
		b.WriteString(grammar.Truncate(detail, MaxEvidenceRunes))
	}
	return grammar.Truncate(grammar.Normalize(b.String()), MaxEvidenceRunes)
}

// quoted returns a label in double quotes for evidence.
func quoted(label string) string {
	if label == "" {
		return ""
	}
	return `"` + label + `"`
}
