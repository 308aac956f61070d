package classify

import "golang.org/x/net/html"

// finishedControl: response.finished is true when a visible finished-action
// control (copy, good or bad response, Share) is chrome of the current turn
// itself, outside message content and nested turns, and does not come
// before the response's newest message (isFinishedControl says which
// controls). A control the capture annotates covered (itself or inside a
// covered element: the browser paints it under an opaque cover) proves
// nothing; it is recorded so that the verdict names it (finished_covered).
func (s *scopeScan) finishedControl(j int, n *html.Node, a *attrs) {
	if !isFinishedControl(n, a) || j < s.last {
		return
	}
	if s.p.d.Covered(j) {
		s.f.covered = true
		return
	}
	s.f.finished = true
}
