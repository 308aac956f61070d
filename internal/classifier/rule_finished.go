package classifier

import "golang.org/x/net/html"

// finishedControl: response.finished is true when a visible finished-action
// control (copy, good or bad response, Share) is chrome of the current turn
// itself, outside message content and nested turns, and does not come
// before the response's newest message (isFinishedControl says which
// controls).
func (s *scopeScan) finishedControl(j int, n *html.Node, a *attrs) {
	if isFinishedControl(n, a) && j >= s.last {
		s.f.finished = true
	}
}
