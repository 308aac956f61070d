package classify

import (
	"slices"
)

// selectWrapperless finds the current answer on a page without turn
// wrappers: the last content block that follows the latest user node in
// document order, outside page chrome. Following every user node, it is
// never inside one: user echoes never count. A page without any user node
// has no anchor and no answer; an answer's turn index is unknown, so it
// never passes a MinTurn baseline.
func (p *page) selectWrapperless(opts Options) target {
	var users []int
	for _, m := range p.marks {
		if m.own&roleUser != 0 {
			users = append(users, m.el)
		}
	}
	if len(users) == 0 {
		return noTarget(ReasonNoUserMessage)
	}
	after := 0
	for _, u := range users {
		after = max(after, p.d.End(u))
	}
	blocks := p.blocksIn(after, p.d.Len())
	if len(blocks) == 0 {
		return noTarget()
	}
	cand := blocks[len(blocks)-1]
	if opts.MinTurn > 0 {
		return noTarget(ReasonBeforeBaseline)
	}
	tg := target{found: true, source: SourceWrapperless, scope: cand, index: -1, msgs: []int{cand}}
	if owner := p.d.Closest(cand, p.hasMessageID); owner >= 0 {
		tg.messageID = p.messageIDOf(owner)
	}
	if opts.ExpectMessageID != "" {
		if tg.messageID != opts.ExpectMessageID {
			return noTarget(ReasonMessageIDMismatch)
		}
	}
	if !p.d.Visible(cand) {
		return noTarget(ReasonResponseHidden)
	}
	// Blocks before the latest user node need no check: a group holding one
	// of them and the answer holds the user node too.
	tg.scope = p.widen(cand, users, blocks)
	return tg
}

// hasMessageID reports whether element j is a mark with a message id.
func (p *page) hasMessageID(j int) bool {
	return p.messageIDOf(j) != ""
}

// messageIDOf returns the message id of element j if it is a mark.
func (p *page) messageIDOf(j int) string {
	k, ok := slices.BinarySearchFunc(p.marks, j, func(m mark, j int) int { return m.el - j })
	if !ok {
		return ""
	}
	return p.marks[k].msgID
}
