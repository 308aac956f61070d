package classify

import (
	"strings"

	"github.com/chatproof/chatproof/site"
)

// role is a set of message roles.
type role uint8

const (
	roleUser role = 1 << iota
	roleAssistant
	roleOther
)

// mark is an element carrying a turn or message marker.
type mark struct {
	el, end int
	// own is the role the element's own attributes state; in adds the
	// roles of every mark inside it.
	own, in role
	// container: a turn-container marker (conversation-turn test id,
	// data-turn, data-turn-id, data-turn-key). message: a message marker
	// (data-message-author-role, data-conversation-role,
	// data-user-message-bubble, data-message-id).
	container, message bool
	// n is the N of a conversation-turn-N test id, -1 without one.
	n             int
	msgID, turnID string
}

// turn is one conversation turn: an outermost mark that does not hold both
// user and assistant messages, with the marks inside it.
type turn struct {
	el, end int
	// lo and hi delimit the turn's marks in page.marks.
	lo, hi int
	roles  role
	// container reports a turn-container marker among the turn's marks.
	container bool
	// index is the turn index: N of conversation-turn-N on pages that have
	// it (-1 for a turn without one there), else the 1-based position.
	index  int
	turnID string
}

// isUser reports whether the turn holds a user message. A turn whose
// markers conflict (user and assistant on one element) counts as user: it
// can anchor but never be a response.
func (t *turn) isUser() bool { return t.roles&roleUser != 0 }

// unread reports whether the turn is a turn container whose role cannot be
// read: no user and no assistant marker (no role at all, or only another
// role such as "system"). It may be the user's next turn.
func (t *turn) unread() bool { return t.container && t.roles&(roleUser|roleAssistant) == 0 }

// isAssistant reports whether the turn holds assistant messages only.
func (t *turn) isAssistant() bool { return t.roles&roleAssistant != 0 && t.roles&roleUser == 0 }

// markOf returns the mark of element i, if its attributes carry one of
// the profile's turn or message markers. A turn marker makes it a
// container, with the role its role attribute states, the first turn id
// its identity attributes give and, for a numbered marker, its index; a
// message marker makes it a message, with its role and message id.
func markOf(i, end int, a *attrs) (mark, bool) {
	m := mark{el: i, end: end, n: -1}
	a.ensure(listTurn)
	a.ensure(listMessage)
	for k := range a.m.lists[listTurn] {
		e := &a.m.lists[listTurn][k]
		if !a.matches(e) {
			continue
		}
		if e.numbered != "" {
			n, ok := numberedTurn(a.valueOf(e), e.numbered)
			if !ok {
				continue
			}
			m.n = n
		}
		m.container = true
		m.own |= e.role | a.roleIn(e.roleSlot)
		if e.idSlot >= 0 && m.turnID == "" {
			m.turnID = a.slot[e.idSlot]
		}
	}
	for k := range a.m.lists[listMessage] {
		e := &a.m.lists[listMessage][k]
		if !a.matches(e) {
			continue
		}
		m.message = true
		m.own |= e.role | a.roleIn(e.roleSlot)
		if e.idSlot >= 0 && m.msgID == "" {
			m.msgID = a.slot[e.idSlot]
		}
	}
	return m, m.container || m.message
}

// roleIn returns the role the value of slot states (none for -1 or an
// absent attribute).
func (a *attrs) roleIn(slot int) role {
	if slot < 0 || !a.hasSlot[slot] {
		return 0
	}
	return a.m.roleOf(a.slot[slot])
}

// numberedTurn parses the value of a numbered turn marker (see
// site.Entry.Numbered): the prefix alone, or the prefix, "-" and a suffix,
// with N when the suffix is 1 to 9 digits (-1 otherwise).
func numberedTurn(s, prefix string) (n int, ok bool) {
	rest, found := strings.CutPrefix(s, prefix)
	if !found {
		return -1, false
	}
	if rest == "" {
		return -1, true
	}
	rest, found = strings.CutPrefix(rest, "-")
	if !found {
		return -1, false // "conversation-turns" and the like name lists, not turns
	}
	if rest == "" || len(rest) > 9 {
		return -1, true
	}
	for i := 0; i < len(rest); i++ {
		c := rest[i]
		if c < '0' || c > '9' {
			return -1, true
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// roleOf maps a role attribute value to a role by the profile's role
// values (trimmed, any case); 0 for an empty value.
func (m *matcher) roleOf(v string) role {
	v = strings.TrimSpace(v)
	switch {
	case v == "":
		return 0
	case site.IsRole(v, m.profile.Roles.User):
		return roleUser
	case site.IsRole(v, m.profile.Roles.Assistant):
		return roleAssistant
	}
	return roleOther
}

// buildTurns assembles p.turns from p.marks: nested marks belong to their
// outermost mark's turn (an article and its inner role div are one turn),
// except that a mark holding both user and assistant messages is a list of
// turns, not a turn, and its inner marks are assembled instead.
func (p *page) buildTurns() {
	marks := p.marks
	// Propagate roles outwards: in = own | roles of the marks inside.
	var stack []int
	pop := func() {
		k := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if len(stack) > 0 {
			marks[stack[len(stack)-1]].in |= marks[k].in
		}
	}
	for k := range marks {
		for len(stack) > 0 && marks[stack[len(stack)-1]].end <= marks[k].el {
			pop()
		}
		marks[k].in = marks[k].own
		stack = append(stack, k)
	}
	for len(stack) > 0 {
		pop()
	}

	hasN := false
	p.turns = make([]turn, 0, len(marks)) // a turn has at least one mark
	for k := 0; k < len(marks); {
		m := &marks[k]
		hasChild := k+1 < len(marks) && marks[k+1].el < m.end
		if hasChild && m.in&roleUser != 0 && m.in&roleAssistant != 0 {
			k++ // a list of turns: assemble its inner marks
			continue
		}
		hi := k + 1
		for hi < len(marks) && marks[hi].el < m.end {
			hi++
		}
		t := turn{el: m.el, end: m.end, lo: k, hi: hi, roles: m.in, index: -1}
		for _, x := range marks[k:hi] {
			t.container = t.container || x.container
			if t.index < 0 && x.n >= 0 {
				t.index = x.n
			}
			if t.turnID == "" {
				t.turnID = x.turnID
			}
		}
		if t.container && t.roles&(roleUser|roleAssistant) == 0 && p.m.unmarkedUser {
			// The site marks only its own turns: a turn container
			// stating no role is the user's (site.Roles.Unmarked).
			t.roles |= roleUser
		}
		hasN = hasN || t.index >= 0
		p.turns = append(p.turns, t)
		k = hi
	}
	p.numbered = hasN
	if !hasN {
		for i := range p.turns {
			p.turns[i].index = i + 1
		}
	}
}

// wrapped reports whether the page has turn wrappers: a turn-container
// marker, or an assistant message marker. Without them the wrapperless
// fallback applies.
func (p *page) wrapped() bool {
	for i := range p.marks {
		if p.marks[i].container {
			return true
		}
	}
	for i := range p.turns {
		if p.turns[i].isAssistant() {
			return true
		}
	}
	return false
}

// turnStarts returns the first element of every turn, in document order.
func (p *page) turnStarts() []int {
	out := make([]int, len(p.turns))
	for i, t := range p.turns {
		out[i] = t.el
	}
	return out
}

// foreignTurns returns the subtrees of other turns nested inside turn t: turn
// containers inside it whose conversation-turn-N or turn id differs from
// that of t's outermost mark (outermost ones only, in document order). A
// turn never holds another numbered turn; when one is nested, its action
// bar and messages belong to that turn, not to t.
func (p *page) foreignTurns(t *turn) []span {
	outer := p.marks[t.lo]
	var out []span
	for k := t.lo + 1; k < t.hi; k++ {
		m := p.marks[k]
		if !m.container || (len(out) > 0 && m.el < out[len(out)-1].end) {
			continue
		}
		if (m.n >= 0 && outer.n >= 0 && m.n != outer.n) ||
			(m.turnID != "" && outer.turnID != "" && m.turnID != outer.turnID) {
			out = append(out, span{m.el, m.end})
		}
	}
	return out
}

// numberedAfter reports whether, on a page that numbers its turns, another
// turn than cand is numbered at or after cand's number although cand is the
// newest assistant turn after the latest user turn in document order: the
// document order and the conversation-turn-N order disagree (or two turns
// share a number), so which turn is the newest is not proven.
func (p *page) numberedAfter(cand int) bool {
	index := p.turns[cand].index
	if !p.numbered || index < 0 {
		return false
	}
	for i := range p.turns {
		if i != cand && p.turns[i].index >= index {
			return true
		}
	}
	return false
}
