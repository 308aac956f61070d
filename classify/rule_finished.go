package classify

import "golang.org/x/net/html"

// finishedControl: response.finished is true when a visible finished-action
// control (copy, good or bad response, Share) is chrome of the current turn
// itself, outside message content and nested turns, and does not come
// before the response's newest message (isFinishedControl says which
// controls). A control the capture annotates covered (itself or inside a
// covered element: the browser paints it under an opaque cover) proves
// nothing; it is recorded so that the verdict names it (finished_covered).
//
// A profile that lists the reply's action row (site.Markers.FinishedRow)
// needs both: a finished control and a visible, uncovered control of the
// row, each under the same conditions (Gemini draws the footer's complete
// state and the action row as siblings; a footer without the row, or a row
// under a footer that is not complete, is not finished). scopeFacts'
// finished is then set by finishedFacts once the turn is read.
func (s *scopeScan) finishedControl(j int, n *html.Node, a *attrs) {
	row := len(s.p.m.lists[listFinishedRow]) > 0 && a.in(listFinishedRow)
	if !isFinishedControl(n, a) && !row || j < s.last {
		return
	}
	if s.p.d.Covered(j) {
		s.f.covered = true
		return
	}
	if row {
		s.f.row = true
	}
	if isFinishedControl(n, a) {
		s.f.marker = true
	}
	s.f.finished = s.f.marker && (s.f.row || len(s.p.m.lists[listFinishedRow]) == 0)
}

// finishedState: on a profile that lists the reply's action row, the
// Finished marker is the turn's finished state (Gemini's footer complete),
// not a control: the saved pages draw it empty (its sources list holds
// nothing), so a browser may give it no box, and a capture marks it not
// visible. On a capture (computed visibility), such a marker, not visible
// while its parent is shown, still counts as the state, outside message
// content, foreign turns and before the response's newest message as a
// control would; the action row it needs beside it must be visible. On a
// saved page its visibility is its markup's, so a footer the markup hides
// (hidden, display:none) proves nothing. j is an element the scan skips as
// not visible.
func (s *scopeScan) finishedState(j int, a *attrs) {
	d := s.p.d
	if !d.Annotated() || !s.turn || len(s.p.m.lists[listFinishedRow]) == 0 || j < s.last || j < s.contentEnd || j == s.root || !d.Visible(d.Parent(j)) {
		return
	}
	n := d.Node(j)
	if len(n.Attr) == 0 {
		return
	}
	a.read(n)
	if !isFinishedControl(n, a) || !s.ownChrome(j, false) {
		return
	}
	s.f.marker = true
	s.f.finished = s.f.row
}
