package dom

import (
	"golang.org/x/net/html/atom"
)

// The guard's tree model follows x/net/html's tree construction on the
// guard's tokens, keeping only what decides how many elements the parser
// builds that the input did not write: the stack of open elements (names
// and namespaces), the list of active formatting elements, the insertion
// mode, the form pointer and the quirks flag. It runs the parser's rules
// for reopening formatting elements ("reconstruct"), implied closes,
// scopes, table modes, foreign content and the adoption agency, and counts
// every element the parser clones.
//
// Where the model does not follow the parser (more than maxActive active
// formatting elements, a stack deeper than the parser accepts, a table in
// a paragraph under a doctype whose quirks mode it does not decide), it
// says why in unfollowed and the guard refuses the document: a count it
// cannot trust bounds nothing.

// nameID names an element: its atom, or a hash of an unknown lower-case
// name with the top bit set.
type nameID uint64

const (
	nsHTML = iota
	nsSVG
	nsMath
)

// insertion modes the model follows
const (
	imBeforeBody = iota // initial, before html, before head, after head
	imInHead
	imBody
	imText // raw text of an element the parser ends at its end tag
	imTable
	imTableBody
	imRow
	imCell
	imAfterBody
	imTemplate // a template's content before its first start tag
	imCaption
	imColgroup
	imIgnore // the parser ignores all but foreign content from here on
)

const (
	// maxModelDepth bounds the model's stack: the parser itself refuses a
	// stack deeper than MaxDepth, so a deeper model has lost track.
	maxModelDepth = 2 * MaxDepth
	// maxActive bounds the list of active formatting elements. More than
	// that many misnested formatting elements is refused: each would be
	// rebuilt before every later text.
	maxActive = 1024
)

type mElem struct {
	id       uint32
	name     nameID
	ns       uint8
	fmt      bool // entered the list of active formatting elements
	hasChild bool
	htmlIP   bool // a MathML annotation-xml that is an HTML integration point
}

// mFmt is an entry of the list of active formatting elements; id 0 is a
// marker.
type mFmt struct {
	id    uint32
	name  nameID
	attrs uint64
	open  bool
}

type treeModel struct {
	oe         []mElem
	afe        []mFmt
	nextID     uint32
	im         int
	origIM     int
	formSet    bool
	quirks     quirksMode
	unfollowed string // why the model stopped following the parser, or ""
	clones     int64
	starts     int // start tags
	ends       int // end tags
	tableTags  int // td, th, tr and col start tags, for which the parser may add up to two elements
	headDone   bool
	tmpl       []int // the template insertion modes, innermost last
	pOpen      int   // open HTML p elements, to skip most scope searches
	selOpen    int   // open HTML select elements
}

func isFormatting(n nameID) bool {
	switch atom.Atom(n) {
	case atom.A, atom.B, atom.Big, atom.Code, atom.Em, atom.Font, atom.I, atom.Nobr, atom.S, atom.Small, atom.Strike, atom.Strong, atom.Tt, atom.U:
		return true
	}
	return false
}

func (m *treeModel) top() *mElem {
	if len(m.oe) == 0 {
		return nil
	}
	return &m.oe[len(m.oe)-1]
}

func (m *treeModel) topIs(names ...atom.Atom) bool {
	t := m.top()
	if t == nil || t.ns != nsHTML {
		return false
	}
	for _, a := range names {
		if t.name == nameID(a) {
			return true
		}
	}
	return false
}

// child records that something was inserted into the current node.
func (m *treeModel) child() {
	if t := m.top(); t != nil {
		t.hasChild = true
	}
}

// loseTrack records markup the model does not follow; the guard refuses
// the document (see unfollowed).
func (m *treeModel) loseTrack(why string) {
	if m.unfollowed == "" {
		m.unfollowed = why
	}
}

// ensureBody makes the stack hold html and body, as the parser's modes
// before body do when content arrives.
func (m *treeModel) ensureBody() {
	if len(m.oe) == 0 {
		m.push(nameID(atom.Html), nsHTML, 0)
	}
	if m.im == imInHead {
		m.popTo(1)
	}
	if m.im == imInHead || m.im == imBeforeBody {
		m.push(nameID(atom.Body), nsHTML, 0)
		m.im = imBody
	}
}

// push opens an element; formatting elements enter the active list.
func (m *treeModel) push(name nameID, ns uint8, attrs uint64) {
	m.child()
	m.nextID++
	e := mElem{id: m.nextID, name: name, ns: ns}
	if ns == nsHTML && isFormatting(name) {
		e.fmt = true
		m.addActive(e.id, name, attrs)
	}
	m.oe = append(m.oe, e)
	m.tally(&e, 1)
	if len(m.oe) > maxModelDepth {
		m.loseTrack("elements nested deeper than the parser accepts")
		m.popTo(maxModelDepth)
	}
}

// tally keeps the counts of open p and select elements.
func (m *treeModel) tally(e *mElem, d int) {
	if e.ns != nsHTML {
		return
	}
	switch e.name {
	case nameID(atom.P):
		m.pOpen += d
	case nameID(atom.Select):
		m.selOpen += d
	}
}

// addActive appends a formatting element to the active list, with the
// parser's "three per family" rule.
func (m *treeModel) addActive(id uint32, name nameID, attrs uint64) {
	same := 0
	for i := len(m.afe) - 1; i >= 0; i-- {
		f := m.afe[i]
		if f.id == 0 {
			break
		}
		if f.name != name || f.attrs != attrs {
			continue
		}
		same++
		if same >= 3 {
			m.afe = append(m.afe[:i], m.afe[i+1:]...)
		}
	}
	m.afe = append(m.afe, mFmt{id: id, name: name, attrs: attrs, open: true})
	if len(m.afe) > maxActive {
		m.loseTrack("more than 1024 active formatting elements")
		m.afe = m.afe[:maxActive]
	}
}

// popTo pops the stack down to n elements.
func (m *treeModel) popTo(n int) {
	for i := len(m.oe) - 1; i >= n; i-- {
		m.tally(&m.oe[i], -1)
		if m.oe[i].fmt {
			if k := m.activeIndex(m.oe[i].id); k >= 0 {
				m.afe[k].open = false
			}
		}
	}
	m.oe = m.oe[:n]
}

func (m *treeModel) activeIndex(id uint32) int {
	for k := len(m.afe) - 1; k >= 0; k-- {
		if m.afe[k].id == id {
			return k
		}
	}
	return -1
}

func (m *treeModel) stackIndex(id uint32) int {
	for i := len(m.oe) - 1; i >= 0; i-- {
		if m.oe[i].id == id {
			return i
		}
	}
	return -1
}

// removeAt removes the element at stack position i, leaving those above.
func (m *treeModel) removeAt(i int) {
	m.tally(&m.oe[i], -1)
	if m.oe[i].fmt {
		if k := m.activeIndex(m.oe[i].id); k >= 0 {
			m.afe[k].open = false
		}
	}
	m.oe = append(m.oe[:i], m.oe[i+1:]...)
}

func (m *treeModel) removeActive(k int) {
	m.afe = append(m.afe[:k], m.afe[k+1:]...)
}

// reconstruct reopens the closed active formatting elements after the last
// open one or marker, as the parser does, counting the clones.
func (m *treeModel) reconstruct() {
	k := len(m.afe)
	for k > 0 && m.afe[k-1].id != 0 && !m.afe[k-1].open {
		k--
	}
	for ; k < len(m.afe); k++ {
		m.clones++
		m.child()
		m.nextID++
		f := &m.afe[k]
		f.id, f.open = m.nextID, true
		m.oe = append(m.oe, mElem{id: f.id, name: f.name, ns: nsHTML, fmt: true})
		if len(m.oe) > maxModelDepth {
			m.loseTrack("elements nested deeper than the parser accepts")
			m.popTo(maxModelDepth)
			return
		}
	}
}

// clearToMarker drops the active list back to and including its last
// marker.
func (m *treeModel) clearToMarker() {
	for len(m.afe) > 0 {
		f := m.afe[len(m.afe)-1]
		m.afe = m.afe[:len(m.afe)-1]
		if f.id == 0 {
			return
		}
	}
}

func (m *treeModel) marker() { m.afe = append(m.afe, mFmt{}) }

// quirksMode is what the model knows of the parser's quirks flag.
type quirksMode int8

const (
	quirksUndecided quirksMode = iota // no token yet but doctypes, comments and white space
	quirksOff                         // <!DOCTYPE html> came first
	quirksOn                          // something else came first
	quirksUnknown                     // another doctype came first
)

// scopes, as the parser's indexOfElementInScope has them
const (
	scopeDefault = iota
	scopeListItem
	scopeButton
	scopeTable
)

func isScopeStop(e *mElem) bool {
	switch e.ns {
	case nsHTML:
		switch atom.Atom(e.name) {
		case atom.Applet, atom.Caption, atom.Html, atom.Table, atom.Td, atom.Th, atom.Marquee, atom.Object, atom.Template, atom.Select:
			return true
		}
	case nsMath:
		switch atom.Atom(e.name) {
		case atom.AnnotationXml, atom.Mi, atom.Mn, atom.Mo, atom.Ms, atom.Mtext:
			return true
		}
	case nsSVG:
		return isSVGIntegration(e.name)
	}
	return false
}

// htmlIntegration reports whether the parser reads start tags and text in
// e by the HTML rules although e is foreign: an SVG desc, title or
// foreignObject, or a MathML annotation-xml with an HTML encoding.
func (e *mElem) htmlIntegration() bool {
	return e.htmlIP || e.ns == nsSVG && isSVGIntegration(e.name)
}

func isSVGIntegration(n nameID) bool {
	return n == nameID(atom.Desc) || n == nameID(atom.Title) || n == foreignObject
}

// foreignObject is the lower-case name foreignobject, which is no atom.
var foreignObject = (&tagToken{}).nameOf("foreignobject")

// inScope returns the stack index of the topmost HTML element named one
// of names within scope, or -1.
func (m *treeModel) inScope(s int, names ...atom.Atom) int {
	if len(names) == 1 && (names[0] == atom.P && m.pOpen == 0 || names[0] == atom.Select && m.selOpen == 0) {
		return -1
	}
	for i := len(m.oe) - 1; i >= 0; i-- {
		e := &m.oe[i]
		if e.ns == nsHTML {
			for _, a := range names {
				if e.name == nameID(a) {
					return i
				}
			}
			switch s {
			case scopeListItem:
				if e.name == nameID(atom.Ol) || e.name == nameID(atom.Ul) {
					return -1
				}
			case scopeButton:
				if e.name == nameID(atom.Button) {
					return -1
				}
			case scopeTable:
				if e.name == nameID(atom.Html) || e.name == nameID(atom.Table) || e.name == nameID(atom.Template) {
					return -1
				}
			}
		}
		if s != scopeTable && isScopeStop(e) {
			return -1
		}
	}
	return -1
}

func (m *treeModel) popUntil(s int, names ...atom.Atom) bool {
	if i := m.inScope(s, names...); i >= 0 {
		m.popTo(i)
		return true
	}
	return false
}

// impliedEnd pops elements with implied end tags, except one named except.
func (m *treeModel) impliedEnd(except atom.Atom) {
	for len(m.oe) > 0 {
		t := m.top()
		if t.ns != nsHTML || t.name == nameID(except) {
			return
		}
		switch atom.Atom(t.name) {
		case atom.Dd, atom.Dt, atom.Li, atom.Optgroup, atom.Option, atom.P, atom.Rb, atom.Rp, atom.Rt, atom.Rtc:
			m.popTo(len(m.oe) - 1)
			continue
		}
		return
	}
}

// clearToContext pops until the current node is one of names or html or
// template.
func (m *treeModel) clearToContext(names ...atom.Atom) {
	for i := len(m.oe) - 1; i >= 0; i-- {
		e := &m.oe[i]
		if e.name == nameID(atom.Html) || e.name == nameID(atom.Template) {
			m.popTo(i + 1)
			return
		}
		for _, a := range names {
			if e.name == nameID(a) {
				m.popTo(i + 1)
				return
			}
		}
	}
}

func (m *treeModel) contains(a atom.Atom) bool {
	for i := range m.oe {
		if m.oe[i].name == nameID(a) && m.oe[i].ns == nsHTML {
			return true
		}
	}
	return false
}

// resetMode is the parser's resetInsertionMode for the modes the model
// follows.
func (m *treeModel) resetMode() {
	for i := len(m.oe) - 1; i >= 0; i-- {
		e := &m.oe[i]
		switch atom.Atom(e.name) {
		case atom.Td, atom.Th:
			m.im = imCell
		case atom.Tr:
			m.im = imRow
		case atom.Tbody, atom.Thead, atom.Tfoot:
			m.im = imTableBody
		case atom.Table:
			m.im = imTable
		case atom.Body:
			m.im = imBody
		case atom.Template:
			if e.ns != nsHTML {
				continue
			}
			m.im = imBody
			if len(m.tmpl) > 0 {
				m.im = m.tmpl[len(m.tmpl)-1]
			}
		case atom.Head:
			m.im = imInHead
		case atom.Html:
			m.im = imBeforeBody
		case atom.Caption:
			m.im = imCaption
		case atom.Colgroup:
			m.im = imColgroup
		default:
			if i == 0 {
				m.im = imBody
				return
			}
			continue
		}
		return
	}
}
