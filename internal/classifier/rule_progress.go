package classifier

import (
	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/classify"
)

// progress: a live progress element (a <progress>, or any element with an
// ARIA progress role) is strong activity.
func (s *scopeScan) progress(j int, n *html.Node, a *attrs) {
	if !isProgress(n, a) {
		return
	}
	if live, detail := liveProgress(n, a); live {
		s.f.add(j, classify.KindProgress, classify.StrengthStrong, s.scope, s.p.describe(j, a, "", detail))
	}
}
