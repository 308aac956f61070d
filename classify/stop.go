package classify

import (
	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/grammar"
)

// stopSignals returns the visible stop controls: every element with an
// exact stop test id anywhere in the document, and every button (a button
// element or role=button) inside a composer form whose accessible label
// names a generation stop (never dictation, voice, read-aloud and similar
// controls). scope is the current turn container (-1 for none). A stop
// control a capture annotates covered is not one (see unseenStop).
func (p *page) stopSignals(scope int) []found {
	var out []found
	a := attrs{m: p.m}
	for _, s := range p.stops {
		if !p.d.Visible(s) || p.unseenStop(s) {
			continue
		}
		a.read(p.d.Node(s))
		label := grammar.Normalize(p.d.ControlLabel(s, 60))
		out = append(out, found{s, signal(KindStop, StrengthStrong, p.stopScope(s, scope), p.describe(s, &a, "", quoted(label)))})
	}
	for _, f := range p.forms {
		if !p.d.Visible(f) {
			continue
		}
		for j, end := f+1, p.d.End(f); j < end; j++ {
			if !p.d.Visible(j) {
				j = p.d.End(j) - 1
				continue
			}
			n := p.d.Node(j)
			if n.DataAtom != atom.Button && len(n.Attr) == 0 {
				continue
			}
			a.read(n)
			if n.DataAtom != atom.Button && !a.roleIs("button") {
				continue
			}
			if a.in(listStop) {
				continue // counted above
			}
			label := p.d.ControlLabel(j, 80)
			if !p.m.w.stopLabel(label) || p.unseenStop(j) {
				continue
			}
			out = append(out, found{j, signal(KindStop, StrengthStrong, ScopeComposer, p.describe(j, &a, "", quoted(grammar.Normalize(label))))})
		}
	}
	return out
}

// stopScope names where a stop control sits: in the current turn, in the
// composer, in a verified panel, or elsewhere in the document.
func (p *page) stopScope(i, scope int) Scope {
	switch {
	case scope >= 0 && (i == scope || p.d.Contains(scope, i)):
		return ScopeTurn
	case p.inside(p.forms, i) || p.closestIn(p.bottoms, i) >= 0:
		// A composer marker may be the control itself (Gemini's send
		// button, which turns into the stop button).
		return ScopeComposer
	case p.inside(p.panels, i):
		return ScopePanel
	}
	return ScopeDocument
}

// isStopLabel is grammar.IsGenerationStopLabel under both readings of
// zero-width spaces (see spacedVariant): "Stop\u200bstreaming" is a stop
// control.
func isStopLabel(label string) bool {
	if grammar.IsGenerationStopLabel(label) {
		return true
	}
	v, ok := spacedVariant(label)
	return ok && grammar.IsGenerationStopLabel(v)
}
