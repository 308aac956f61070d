package classify

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// labels: the turn's reasoning state and "stopped thinking" come from the
// labels of its chrome: a thinking trace already read, or the label of a
// button, other thinking chrome, shimmer or a status node.
func (s *scopeScan) labels(j int, n *html.Node, a *attrs, chrome bool, tr trace) {
	isButton := n.DataAtom == atom.Button
	switch {
	case chrome && tr.read:
		s.f.noteTrace(tr)
		if tr.stopped.Rule != "" {
			s.f.prefer(tr.stopped.Kind, tr.stopped.Rule, tr.stoppedLine)
		}
	case isButton || chrome || isShimmer(a) || a.roleIs("status"):
		label := s.p.label(j, 160)
		s.f.noteReasoning(s.p.m.w, label)
		if isButton || chrome {
			s.p.matchStopped(label, s.f)
		}
	}
}
