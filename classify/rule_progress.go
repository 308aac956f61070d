package classify

import (
	"golang.org/x/net/html"
)

// progress: a live progress element (a <progress>, or any element with an
// ARIA progress role) is strong activity.
func (s *scopeScan) progress(j int, n *html.Node, a *attrs) {
	if !isProgress(n, a) {
		return
	}
	if live, detail := liveProgress(n, a); live {
		s.f.add(j, KindProgress, StrengthStrong, s.scope, s.p.describe(j, a, "", detail))
	}
}
