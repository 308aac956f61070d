package classify

import (
	"github.com/chatproof/chatproof/site"
)

// drift reports, on a page of a known site, the profile's marker lists
// that match nothing although the page shows what they would mark, so
// that a wait caused by a renamed marker is told on the first page
// (ReasonSiteMarkersUnmatched, Result.Unmatched):
//
//   - turn (and message): no element of the page is a turn or message
//     marker, yet the page shows message content (a content block with
//     text) outside its page chrome;
//   - content: the page has two or more assistant turns, the current
//     response was read whole (no content block inside it), and no
//     element of the page is a content marker;
//   - finished (and finished_row, when listed): the page has two or more
//     assistant turns, the response is not finished, and no element of
//     the page matches an entry of the list, visible or not (an older
//     reply's row is drawn, often hidden until hovered, on every page saved
//     from the sites).
//
// It returns "list: id" for each entry of such a list, in the order of
// the profile's lists. It reads nothing when the site is unknown or the
// page is a scoped capture (chatproof:scope: older turns are written as
// shells, without their content or controls, so their absence proves
// nothing), and
// reads the whole page only for a response that is unfinished or read
// whole.
func (p *page) drift(tg *target, r *Result, known bool) []string {
	if !known || p.m.profile == nil || p.d.Meta("scope") != "" {
		return nil
	}
	mk := &p.m.profile.Markers
	var out []string
	add := func(name string, es []site.Entry) {
		for _, e := range es {
			out = append(out, name+": "+e.ID)
		}
	}
	if len(p.marks) == 0 {
		if p.showsContent() {
			add("turn", mk.Turn)
			add("message", mk.Message)
		}
		return out
	}
	assistants := 0
	for k := range p.turns {
		if p.turns[k].isAssistant() {
			assistants++
		}
	}
	whole := tg.found && len(tg.msgs) > 0 && !p.anyContent(tg)
	if assistants < 2 || !whole && r.Response.Finished {
		return nil
	}
	content, finished, row := false, false, len(mk.FinishedRow) == 0
	a := attrs{m: p.m}
	for j := 0; j < p.d.Len(); j++ {
		a.read(p.d.Node(j))
		content = content || a.isContent()
		finished = finished || a.in(listFinished)
		row = row || a.in(listFinishedRow)
	}
	if whole && !content {
		add("content", mk.Content)
	}
	if !r.Response.Finished {
		if !finished {
			add("finished", mk.Finished)
		}
		if !row {
			add("finished_row", mk.FinishedRow)
		}
	}
	return out
}

// anyContent reports whether a content block is inside one of the
// response's messages.
func (p *page) anyContent(tg *target) bool {
	for _, msg := range tg.msgs {
		if len(p.blocksIn(msg, p.d.End(msg))) > 0 {
			return true
		}
	}
	return false
}

// showsContent reports whether the page shows a message content block
// with text outside its page chrome (a page of the site whose turns the
// profile no longer finds; a page still loading its history shows none).
func (p *page) showsContent() bool {
	for _, b := range p.blocksIn(0, p.d.Len()) {
		if p.d.Visible(b) && hasLetters(p.d.Text(b, 64)) {
			return true
		}
	}
	return false
}

// hasLetters reports whether s holds a character other than white space.
func hasLetters(s string) bool {
	for _, r := range s {
		if r != ' ' && r != '\n' && r != '\t' && r != '\r' && r != '\f' {
			return true
		}
	}
	return false
}
