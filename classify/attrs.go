package classify

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// attrs holds the attributes the rules look at, read from an element in one
// loop over its attribute list.
type attrs struct {
	testid, role, class, id, ariaLabel, ariaBusy, dataType string
	value, max, valueNow, valueMax                         string
	turn, authorRole, convRole                             string
	messageID, turnID, turnKey                             string

	hasValue, hasMax, hasValueNow, hasValueMax bool
	hasTurn, hasAuthorRole, hasConvRole        bool
	hasBubble, hasMessageID, hasTurnID         bool
	hasTurnKey, hasContent                     bool

	// m is the compiled site profile the element is read with (the
	// ChatGPT profile when nil); bits the conditions of its markers the
	// element satisfies; slot the values of its role and identity
	// attributes (matcher.slots); tag and tagName its element name.
	m       *matcher
	bits    condBits
	slot    [maxSlots]string
	hasSlot [maxSlots]bool
	tag     atom.Atom
	tagName string
	// node is the element read; only, when not empty, the marker lists
	// its bits were read for (readScan): asking about another list reads
	// node again in full (ensure).
	node *html.Node
	only listSet
}

// read fills a from n's attributes (no namespace).
func (a *attrs) read(n *html.Node) { a.readWith(n, nil, 0) }

// readScan fills a from n's attributes for the lists of the pass over the
// page (scanLists) only, leaving out the tests no list of the pass needs.
func (a *attrs) readScan(n *html.Node) {
	m := a.matcher()
	if !m.scanPartial {
		a.read(n)
		return
	}
	a.readWith(n, m.scanByAttr, scanLists)
}

// ensure makes a's bits cover list l, reading its element again in full
// when they were read for other lists only.
func (a *attrs) ensure(l markerList) {
	if a.only != 0 && !a.only.has(l) {
		a.read(a.node)
	}
}

// matcher returns the compiled profile a is read with.
func (a *attrs) matcher() *matcher {
	if a.m == nil {
		return chatgptMatcher()
	}
	return a.m
}

// readWith fills a from n's attributes with the tests of byAttr (all of
// the profile's when nil), covering the lists of only (all when empty).
func (a *attrs) readWith(n *html.Node, byAttr map[string][]condTest, only listSet) {
	m := a.matcher()
	if byAttr == nil {
		byAttr = m.byAttr
	}
	*a = attrs{m: m, tag: n.DataAtom, tagName: n.Data, node: n, only: only}
	for k := range n.Attr {
		at := &n.Attr[k]
		if at.Namespace != "" {
			continue
		}
		m.readMarkers(a, at, byAttr)
		switch at.Key {
		case "class":
			a.class = at.Val
		case "id":
			a.id = at.Val
		case "role":
			a.role = at.Val
		case "data-testid":
			a.testid = at.Val
		case "aria-label":
			a.ariaLabel = at.Val
		case "aria-busy":
			a.ariaBusy = at.Val
		case "data-type":
			a.dataType = at.Val
		case "value":
			a.value, a.hasValue = at.Val, true
		case "max":
			a.max, a.hasMax = at.Val, true
		case "aria-valuenow":
			a.valueNow, a.hasValueNow = at.Val, true
		case "aria-valuemax":
			a.valueMax, a.hasValueMax = at.Val, true
		case "data-turn":
			a.turn, a.hasTurn = at.Val, true
		case "data-message-author-role":
			a.authorRole, a.hasAuthorRole = at.Val, true
		case "data-conversation-role":
			a.convRole, a.hasConvRole = at.Val, true
		case "data-user-message-bubble":
			a.hasBubble = true
		case "data-message-id":
			a.messageID, a.hasMessageID = at.Val, true
		case "data-turn-id":
			a.turnID, a.hasTurnID = at.Val, true
		case "data-turn-key":
			a.turnKey, a.hasTurnKey = at.Val, true
		case "data-message-content":
			a.hasContent = true
		}
	}
}

// isContent reports whether the element is a message content block: a
// .markdown element or one with data-message-content.
func (a *attrs) isContent() bool { return a.in(listContent) }

// roleIs reports whether the role attribute names the ARIA role r. The
// attribute is a list of tokens (a fallback list, "progressbar
// presentation"); any token counts, so that a role is never missed.
func (a *attrs) roleIs(r string) bool {
	for tok := range strings.FieldsSeq(a.role) {
		if strings.EqualFold(tok, r) {
			return true
		}
	}
	return false
}
