package classify

import (
	"strings"

	"github.com/chatproof/chatproof/grammar"
)

// maxPanelLines is the number of lines of a panel's text read for a trace.
const maxPanelLines = 8

// panelSignals scans every visible verified thinking/reasoning/sidecar panel
// (an aside, complementary or dialog element whose test id, aria-label or
// class names thinking, reasoning or sidecar) outside the current turn
// container scope. Progress, shimmer, busy and active thinking chrome in a
// panel are strong. A panel with none of them whose visible text shows a
// live trace or an active label, and no completed summary, is a weak
// sidecar signal carrying that line, so that a changing trace can be told
// from a stale one.
func (p *page) panelSignals(scope int) []found {
	var out []found
	for _, pn := range p.panels {
		if !p.d.Visible(pn) || (scope >= 0 && (pn == scope || p.d.Contains(scope, pn))) {
			continue
		}
		skipLo, skipHi := -1, -1
		if scope >= 0 && p.d.Contains(pn, scope) {
			skipLo, skipHi = scope, p.d.End(scope)
		}
		var f scopeFacts
		p.scanScope(pn, ScopePanel, skipLo, skipHi, false, &f)
		out = append(out, f.signals...)
		if f.strong {
			continue
		}
		if line, ok := p.panelTrace(pn); ok {
			var a attrs
			a.read(p.d.Node(pn))
			out = append(out, found{pn, Signal{
				Kind:     KindSidecar,
				Strength: StrengthWeak,
				Scope:    ScopePanel,
				Evidence: p.describe(pn, &a, "", quoted(line)),
			}})
		}
	}
	return out
}

// panelTrace reads the first lines of a panel's visible text and returns
// the first live line, unless some line is a completed summary.
func (p *page) panelTrace(pn int) (string, bool) {
	if p.labels <= 0 {
		return "(text not read)", true // fail towards evidence, never completion
	}
	p.labels--
	text := p.d.Text(pn, 640)
	live := ""
	for k, line := range strings.Split(text, "\n") {
		if k == maxPanelLines {
			break
		}
		line = strings.TrimSpace(line)
		if grammar.IsCompletedSummary(line) {
			return "", false
		}
		if live == "" && isActiveLabel(line) {
			live = grammar.Normalize(line)
		}
	}
	return live, live != ""
}
