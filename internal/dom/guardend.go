package dom

import (
	"golang.org/x/net/html/atom"
)

// This file holds the tree model's end tag rules and the adoption agency.

func isSpecial(e *mElem) bool {
	switch e.ns {
	case nsMath:
		return isMathText(e) || e.name == nameID(atom.AnnotationXml)
	case nsSVG:
		return isSVGIntegration(e.name)
	}
	switch atom.Atom(e.name) {
	case atom.Address, atom.Applet, atom.Area, atom.Article, atom.Aside, atom.Base, atom.Basefont, atom.Bgsound, atom.Blockquote,
		atom.Body, atom.Br, atom.Button, atom.Caption, atom.Center, atom.Col, atom.Colgroup, atom.Dd, atom.Details, atom.Dir, atom.Div,
		atom.Dl, atom.Dt, atom.Embed, atom.Fieldset, atom.Figcaption, atom.Figure, atom.Footer, atom.Form, atom.Frame, atom.Frameset,
		atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6, atom.Head, atom.Header, atom.Hgroup, atom.Hr, atom.Html, atom.Iframe,
		atom.Img, atom.Input, atom.Keygen, atom.Li, atom.Link, atom.Listing, atom.Main, atom.Marquee, atom.Menu, atom.Meta, atom.Nav,
		atom.Noembed, atom.Noframes, atom.Noscript, atom.Object, atom.Ol, atom.P, atom.Param, atom.Plaintext, atom.Pre, atom.Script,
		atom.Search, atom.Section, atom.Select, atom.Source, atom.Style, atom.Summary, atom.Table, atom.Tbody, atom.Td, atom.Template,
		atom.Textarea, atom.Tfoot, atom.Th, atom.Thead, atom.Title, atom.Tr, atom.Track, atom.Ul, atom.Wbr, atom.Xmp:
		return true
	}
	return false
}

// endTag follows an end tag.
func (m *treeModel) endTag(name nameID) {
	m.ends++
	m.decideQuirks()
	if m.im == imText {
		m.popTo(len(m.oe) - 1)
		m.im = m.origIM
		return
	}
	if len(m.oe) > 0 && m.foreignFor(false, name) {
		if m.foreignEnd(name) {
			return
		}
	}
	m.htmlEnd(name)
}

// foreignEnd is the foreign content rule for an end tag; it reports
// whether the tag was handled there.
func (m *treeModel) foreignEnd(name nameID) bool {
	for i := len(m.oe) - 1; i >= 0; i-- {
		// The parser compares foreign names ignoring case, as the
		// model's lower-case names already do.
		if m.oe[i].name == name {
			m.popTo(i)
			return true
		}
		if i > 0 && m.oe[i-1].ns == nsHTML {
			return false
		}
	}
	return false
}

// htmlEnd follows an end tag by the HTML insertion modes.
func (m *treeModel) htmlEnd(name nameID) {
	a := atom.Atom(name)
	switch m.im {
	case imIgnore:
		return
	case imBeforeBody, imInHead:
		switch a {
		case atom.Head:
			if m.im == imInHead {
				m.popTo(1)
				m.im = imBeforeBody
			}
			return
		case atom.Body, atom.Html, atom.Br:
			if len(m.oe) == 0 {
				m.push(nameID(atom.Html), nsHTML, 0)
			}
			m.headDone = true
			m.ensureBody()
		case atom.Template:
			m.closeTemplate()
			return
		default:
			return
		}
	case imTemplate:
		if a == atom.Template {
			m.closeTemplate()
		}
		return
	case imCaption:
		switch a {
		case atom.Caption, atom.Table:
			if m.popUntil(scopeTable, atom.Caption) {
				m.clearToMarker()
				m.im = imTable
				if a == atom.Table {
					m.htmlEnd(name)
				}
			}
			return
		case atom.Body, atom.Col, atom.Colgroup, atom.Html, atom.Tbody, atom.Td, atom.Tfoot, atom.Th, atom.Thead, atom.Tr:
			return
		}
	case imColgroup:
		switch a {
		case atom.Colgroup:
			m.leaveColgroup()
		case atom.Col:
		case atom.Template:
			m.closeTemplate()
		default:
			if m.leaveColgroup() {
				m.htmlEnd(name)
			}
		}
		return
	case imTable, imTableBody, imRow:
		if m.tableEnd(a) {
			return
		}
	case imCell:
		switch a {
		case atom.Td, atom.Th:
			if m.popUntil(scopeTable, a) {
				m.clearToMarker()
				m.im = imRow
			}
			return
		case atom.Body, atom.Caption, atom.Col, atom.Colgroup, atom.Html:
			return
		case atom.Table, atom.Tbody, atom.Tfoot, atom.Thead, atom.Tr:
			if m.inScope(scopeTable, a) < 0 {
				return
			}
			if m.popUntil(scopeTable, atom.Td, atom.Th) {
				m.clearToMarker()
			}
			m.im = imRow
			m.htmlEnd(name)
			return
		}
	case imAfterBody:
		if a == atom.Html {
			return
		}
		m.im = imBody
	}
	m.bodyEnd(name)
}

// tableEnd follows an end tag in the table modes; it reports whether the
// tag was handled there.
func (m *treeModel) tableEnd(a atom.Atom) bool {
	switch m.im {
	case imRow:
		switch a {
		case atom.Tr, atom.Table, atom.Tbody, atom.Tfoot, atom.Thead:
			if a != atom.Tr && a != atom.Table && m.inScope(scopeTable, a) < 0 {
				return true
			}
			if m.inScope(scopeTable, atom.Tr) < 0 {
				return true
			}
			m.clearToContext(atom.Tr)
			m.popTo(len(m.oe) - 1)
			m.im = imTableBody
			if a != atom.Tr {
				m.htmlEnd(nameID(a))
			}
			return true
		case atom.Body, atom.Caption, atom.Col, atom.Colgroup, atom.Html, atom.Td, atom.Th:
			return true
		}
	case imTableBody:
		switch a {
		case atom.Tbody, atom.Tfoot, atom.Thead:
			if m.inScope(scopeTable, a) >= 0 {
				m.clearToContext(atom.Tbody, atom.Tfoot, atom.Thead)
				m.popTo(len(m.oe) - 1)
				m.im = imTable
			}
			return true
		case atom.Table:
			if m.popUntil(scopeTable, atom.Tbody, atom.Thead, atom.Tfoot) {
				m.im = imTable
				m.htmlEnd(nameID(a))
			}
			return true
		case atom.Body, atom.Caption, atom.Col, atom.Colgroup, atom.Html, atom.Td, atom.Th, atom.Tr:
			return true
		}
	}
	switch a {
	case atom.Table:
		if m.popUntil(scopeTable, atom.Table) {
			m.resetMode()
		}
		return true
	case atom.Body, atom.Caption, atom.Col, atom.Colgroup, atom.Html, atom.Tbody, atom.Td, atom.Tfoot, atom.Th, atom.Thead, atom.Tr:
		return true
	case atom.Template:
		m.closeTemplate()
		return true
	}
	return false
}

// bodyEnd is the body rule for an end tag.
func (m *treeModel) bodyEnd(name nameID) {
	a := atom.Atom(name)
	switch a {
	case atom.Body, atom.Html:
		if m.inScope(scopeDefault, atom.Body) >= 0 {
			m.im = imAfterBody
		}
	case atom.Address, atom.Article, atom.Aside, atom.Blockquote, atom.Button, atom.Center, atom.Details, atom.Dialog, atom.Dir,
		atom.Div, atom.Dl, atom.Fieldset, atom.Figcaption, atom.Figure, atom.Footer, atom.Header, atom.Hgroup, atom.Listing,
		atom.Main, atom.Menu, atom.Nav, atom.Ol, atom.Pre, atom.Search, atom.Section, atom.Select, atom.Summary, atom.Ul:
		if m.inScope(scopeDefault, a) < 0 {
			return
		}
		m.impliedEnd(0)
		m.popUntil(scopeDefault, a)
	case atom.Form:
		if m.contains(atom.Template) {
			i := m.inScope(scopeDefault, atom.Form)
			if i < 0 {
				return
			}
			m.impliedEnd(0)
			if i < len(m.oe) && m.oe[i].name == nameID(atom.Form) {
				m.popUntil(scopeDefault, atom.Form)
			}
			return
		}
		set := m.formSet
		m.formSet = false
		i := m.inScope(scopeDefault, atom.Form)
		if !set || i < 0 {
			return
		}
		m.impliedEnd(0)
		m.removeAt(m.inScope(scopeDefault, atom.Form))
	case atom.P:
		if m.inScope(scopeButton, atom.P) < 0 {
			m.impliedStart(atom.P) // the parser inserts an empty p
		}
		m.popUntil(scopeButton, atom.P)
	case atom.Li:
		m.popUntil(scopeListItem, atom.Li)
	case atom.Dd, atom.Dt:
		m.popUntil(scopeDefault, a)
	case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		m.popUntil(scopeDefault, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6)
	case atom.A, atom.B, atom.Big, atom.Code, atom.Em, atom.Font, atom.I, atom.Nobr, atom.S, atom.Small, atom.Strike, atom.Strong, atom.Tt, atom.U:
		m.adoption(name)
	case atom.Applet, atom.Marquee, atom.Object:
		if m.popUntil(scopeDefault, a) {
			m.clearToMarker()
		}
	case atom.Br:
		m.impliedStart(atom.Br)
	case atom.Template:
		m.closeTemplate()
	default:
		m.endOther(name)
	}
}

// endOther is the body rule for any other end tag: it closes the nearest
// open element of that name unless a special element comes first.
func (m *treeModel) endOther(name nameID) {
	for i := len(m.oe) - 1; i >= 0; i-- {
		e := &m.oe[i]
		if e.ns == nsHTML && e.name == name {
			m.popTo(i)
			return
		}
		if isSpecial(e) {
			return
		}
	}
}

// adoption is the parser's adoption agency algorithm for an end tag of a
// formatting element, on the model's stack and list.
func (m *treeModel) adoption(name nameID) {
	if t := m.top(); t != nil && t.name == name && (!t.fmt || m.activeIndex(t.id) < 0) {
		m.popTo(len(m.oe) - 1)
		return
	}
	for range 8 {
		fk := -1
		for k := len(m.afe) - 1; k >= 0 && m.afe[k].id != 0; k-- {
			if m.afe[k].name == name {
				fk = k
				break
			}
		}
		if fk < 0 {
			m.endOther(name)
			return
		}
		fe := m.afe[fk]
		feIndex := m.stackIndex(fe.id)
		if feIndex < 0 {
			m.removeActive(fk)
			return
		}
		if m.inScope(scopeDefault, atom.Atom(name)) < 0 {
			return
		}
		furthest := -1
		for i := feIndex; i < len(m.oe); i++ {
			if isSpecial(&m.oe[i]) {
				furthest = i
				break
			}
		}
		if furthest < 0 {
			m.popTo(feIndex)
			if k := m.activeIndex(fe.id); k >= 0 {
				m.removeActive(k)
			}
			return
		}
		furthestID := m.oe[furthest].id
		bookmark := fk
		lastID := furthestID
		x := furthest
		for j := 1; ; j++ {
			x--
			node := m.oe[x]
			if node.id == fe.id {
				break
			}
			ni := m.activeIndex(node.id)
			if j > 3 && ni >= 0 {
				m.removeActive(ni)
				if ni <= bookmark {
					bookmark--
				}
				continue
			}
			if ni < 0 {
				m.removeAt(x)
				continue
			}
			// The parser replaces node by a clone in both lists.
			m.clones++
			m.nextID++
			m.afe[ni].id = m.nextID
			m.oe[x].id = m.nextID
			if lastID == furthestID {
				bookmark = ni + 1
			}
			lastID = m.nextID
		}
		// A clone of the formatting element goes right below the furthest
		// block's children, and replaces it in both lists.
		m.clones++
		m.nextID++
		clone := mFmt{id: m.nextID, name: fe.name, attrs: fe.attrs, open: true}
		if old := m.activeIndex(fe.id); old >= 0 {
			if old < bookmark {
				bookmark--
			}
			m.removeActive(old)
		}
		bookmark = max(0, min(bookmark, len(m.afe)))
		m.afe = append(m.afe[:bookmark], append([]mFmt{clone}, m.afe[bookmark:]...)...)
		m.oe = append(m.oe[:feIndex], m.oe[feIndex+1:]...)
		fb := m.stackIndex(furthestID)
		m.oe = append(m.oe[:fb+1], append([]mElem{{id: clone.id, name: fe.name, ns: nsHTML, fmt: true, hasChild: true}}, m.oe[fb+1:]...)...)
	}
}
