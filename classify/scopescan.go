package classify

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// scopeScan is one linear pass over a scope: the subtree of root, except
// the subtree [skipLo, skipHi). The pass only dispatches: each rule is a
// method in a rule_*.go file of its own and keeps its own cursor (the end
// of the last element it took whole), so that nested matches are not
// counted twice.
type scopeScan struct {
	p     *page
	root  int
	scope Scope
	f     *scopeFacts
	// turn is set when root is the current turn container: then the rules
	// that read only the turn's own chrome (finished controls, error cards,
	// reasoning and stop labels) run too, outside message content and
	// outside other turns nested in the container.
	turn bool
	// last is the response's newest message: a finished control before it
	// belongs to an earlier message.
	last int
	// foreign are the other turns nested in the container, in order.
	foreign []span

	contentEnd, shimmerEnd, busyEnd, traceEnd, errorEnd, foreignEnd, reasoningEnd int
}

// scanScope scans the subtree of root, except the subtree [skipLo, skipHi),
// for activity signals of the given scope. With tg set (root is the current
// turn container) it also collects the finished controls, the reasoning
// state and the provider chrome, all outside message content and outside
// other turns nested in the container; a finished control counts only
// when it does not come before the response's newest message.
func (p *page) scanScope(root int, scope Scope, skipLo, skipHi int, tg *target, f *scopeFacts) {
	s := scopeScan{p: p, root: root, scope: scope, f: f, last: -1,
		contentEnd: -1, shimmerEnd: -1, busyEnd: -1, traceEnd: -1, errorEnd: -1, foreignEnd: -1, reasoningEnd: -1}
	if tg != nil {
		s.turn = true
		s.last, s.foreign = tg.last(), tg.foreign
	}
	d := p.d
	a := attrs{m: p.m}
	for j, end := root, d.End(root); j < end; j++ {
		if j == skipLo && skipHi > skipLo {
			j = skipHi - 1
			continue
		}
		if !d.Visible(j) {
			s.finishedState(j, &a)
			j = d.End(j) - 1
			continue
		}
		n := d.Node(j)
		if n.DataAtom == atom.Svg {
			// An SVG is an icon, unless it draws progress.
			p.scanSVGProgress(j, scope, f)
			j = d.End(j) - 1
			continue
		}
		if len(n.Attr) == 0 && n.DataAtom != atom.Button && n.DataAtom != atom.Progress {
			continue
		}
		a.read(n)
		s.element(j, n, &a)
	}
}

// element runs the rules on element j, in a fixed order: the activity
// rules everywhere in the scope, then, in the current turn's own chrome,
// the rules of the turn.
func (s *scopeScan) element(j int, n *html.Node, a *attrs) {
	inContent := s.content(j, a)
	s.progress(j, n, a)
	s.shimmer(j, a, inContent)
	s.busy(j, a)
	chrome, tr := s.thinking(j, a)
	s.thinkingText(j, a)
	if !s.ownChrome(j, inContent) {
		return
	}
	s.finishedControl(j, n, a)
	s.threadErrorButton(j, a)
	s.errorChrome(j, a)
	s.labels(j, n, a, chrome, tr)
}

// content reports whether element j is message content (inside .markdown
// or [data-message-content]): a reply's text is never chrome.
func (s *scopeScan) content(j int, a *attrs) bool {
	if j >= s.contentEnd && a.isContent() {
		s.contentEnd = s.p.d.End(j)
	}
	return j < s.contentEnd
}

// ownChrome reports whether element j is chrome of the current turn
// itself: the scope is that turn, j is not message content and not inside
// another turn nested in the container.
func (s *scopeScan) ownChrome(j int, inContent bool) bool {
	for len(s.foreign) > 0 && s.foreign[0].el <= j {
		s.foreignEnd = max(s.foreignEnd, s.foreign[0].end)
		s.foreign = s.foreign[1:]
	}
	return s.turn && !inContent && j >= s.foreignEnd
}
