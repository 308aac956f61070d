package dom

import (
	"bytes"

	"golang.org/x/net/html/atom"
)

// This file holds the tree model's token rules, each following the
// x/net/html insertion mode of the same name.

// cdataAllowed reports whether "<![CDATA[" starts a CDATA section: only in
// foreign content.
func (m *treeModel) cdataAllowed() bool {
	t := m.top()
	return t != nil && t.ns != nsHTML
}

// foreignFor reports whether the parser handles the next token by the
// rules for foreign content.
func (m *treeModel) foreignFor(start bool, name nameID) bool {
	t := m.top()
	if t == nil || t.ns == nsHTML {
		return false
	}
	if !start {
		return true
	}
	switch {
	case isMathText(t):
		return name == nameID(atom.Mglyph) || name == nameID(atom.Malignmark)
	case t.ns == nsMath && t.name == nameID(atom.AnnotationXml) && name == nameID(atom.Svg):
		return false
	}
	return !t.htmlIntegration()
}

// textIntegration reports whether text goes to the HTML rules although the
// current node is foreign.
func (m *treeModel) textIntegration() bool {
	t := m.top()
	return isMathText(t) || t.htmlIntegration()
}

// decideQuirks records a token other than a doctype, comment or white
// space: if it is the first, the parser is in quirks mode.
func (m *treeModel) decideQuirks() {
	if m.quirks == quirksUndecided {
		m.quirks = quirksOn
	}
}

// doctype records a doctype token; only a first token decides quirks. The
// parser leaves quirks mode for the name "html", compared with case, and
// no identifiers; the model decides no other doctype.
func (m *treeModel) doctype(data []byte, complete bool) {
	if m.quirks != quirksUndecided {
		return
	}
	m.quirks = quirksUnknown
	if complete && string(bytes.Trim(data, " \t\n\r\f")) == "html" {
		m.quirks = quirksOff
	}
}

// comment records a comment token.
func (m *treeModel) comment() {
	if m.im != imAfterBody {
		m.child()
	}
}

// text follows a text token.
func (m *treeModel) text(t *textRun) {
	if m.quirks == quirksUndecided && t.nonSpace {
		m.decideQuirks()
	}
	if len(m.oe) > 0 && m.top().ns != nsHTML && !m.textIntegration() {
		m.child() // foreign text: inserted as it is
		return
	}
	switch m.im {
	case imText, imIgnore:
		return
	case imBeforeBody, imInHead:
		if !t.nonSpace {
			return
		}
		m.ensureBody()
	case imTable, imTableBody, imRow:
		if m.topIs(atom.Table, atom.Tbody, atom.Tfoot, atom.Thead, atom.Tr) && !t.nonSpace {
			if t.nonNUL > 0 {
				m.child()
			}
			return
		}
		// Anything else is foster-parented by the body rules.
	case imColgroup:
		if !t.nonSpace {
			if t.nonNUL > 0 {
				m.child()
			}
			return
		}
		if m.leaveColgroup() {
			m.text(t)
		}
		return
	case imAfterBody, imTemplate:
		if m.im == imAfterBody {
			m.im = imBody
		}
	}
	m.bodyText(t)
}

// bodyText is the body rule for text.
func (m *treeModel) bodyText(t *textRun) {
	significant := t.nonNUL
	if top := m.top(); top != nil && top.ns == nsHTML && !top.hasChild && (top.name == nameID(atom.Pre) || top.name == nameID(atom.Listing)) {
		// A newline right after <pre> is dropped.
		switch {
		case t.n >= 2 && t.first[0] == '\r' && t.first[1] == '\n':
			significant -= 2
		case t.n >= 1 && (t.first[0] == '\n' || t.first[0] == '\r'):
			significant--
		}
	}
	if significant <= 0 {
		return
	}
	m.reconstruct()
	m.child()
}

// startTag follows a start tag and reports whether the parser inserted it
// as a foreign element (so that it does not start raw text).
func (m *treeModel) startTag(t *tagToken) bool {
	m.starts++
	name := t.name()
	switch atom.Atom(name) {
	case atom.Td, atom.Th, atom.Tr, atom.Col:
		m.tableTags++
	}
	m.decideQuirks()
	return m.processStart(t, name)
}

// impliedStart processes a start tag the parser makes up itself: the <p>
// of a stray </p>, the <br> of a </br>. Like a written one it leaves
// foreign content first.
func (m *treeModel) impliedStart(a atom.Atom) {
	m.processStart(&tagToken{id: nameID(a)}, nameID(a))
}

// processStart follows a start tag by the foreign content rules or the
// insertion mode's, and reports whether it was inserted as a foreign
// element.
func (m *treeModel) processStart(t *tagToken, name nameID) bool {
	if len(m.oe) > 0 && m.foreignFor(true, name) {
		if !m.breaksOut(t, name) {
			return m.foreignStart(t, name)
		}
		for i := len(m.oe) - 1; i >= 0; i-- {
			e := &m.oe[i]
			if e.ns == nsHTML || e.htmlIntegration() || isMathText(e) {
				m.popTo(i + 1)
				break
			}
		}
	}
	m.htmlStart(t, name)
	return false
}

func isMathText(e *mElem) bool {
	if e.ns != nsMath {
		return false
	}
	switch atom.Atom(e.name) {
	case atom.Mi, atom.Mo, atom.Mn, atom.Ms, atom.Mtext:
		return true
	}
	return false
}

// breaksOut reports whether a start tag in foreign content leaves it.
func (m *treeModel) breaksOut(t *tagToken, name nameID) bool {
	switch atom.Atom(name) {
	case atom.B, atom.Big, atom.Blockquote, atom.Body, atom.Br, atom.Center, atom.Code, atom.Dd, atom.Div, atom.Dl, atom.Dt, atom.Em, atom.Embed,
		atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6, atom.Head, atom.Hr, atom.I, atom.Img, atom.Li, atom.Listing, atom.Menu, atom.Meta,
		atom.Nobr, atom.Ol, atom.P, atom.Pre, atom.Ruby, atom.S, atom.Small, atom.Span, atom.Strong, atom.Strike, atom.Sub, atom.Sup,
		atom.Table, atom.Tt, atom.U, atom.Ul, atom.Var:
		return true
	case atom.Font:
		return t.fontAttr
	}
	return false
}

// foreignStart inserts a foreign element in the current node's namespace.
func (m *treeModel) foreignStart(t *tagToken, name nameID) bool {
	ns := m.top().ns
	m.push(name, ns, 0)
	if ns == nsMath && name == nameID(atom.AnnotationXml) && t.encodingML {
		m.top().htmlIP = true
	}
	if t.selfClosing {
		m.popTo(len(m.oe) - 1)
	}
	return true
}

// htmlStart follows a start tag by the HTML insertion modes.
func (m *treeModel) htmlStart(t *tagToken, name nameID) {
	a := atom.Atom(name)
	switch m.im {
	case imBeforeBody, imInHead:
		if m.headStart(t, a) {
			return
		}
		m.ensureBody()
	case imText:
		// Raw text ends only at its end tag: no start tag comes here.
		m.loseTrack("a start tag in raw text")
		return
	case imIgnore:
		return
	case imCaption:
		switch a {
		case atom.Caption, atom.Col, atom.Colgroup, atom.Tbody, atom.Td, atom.Tfoot, atom.Thead, atom.Tr:
			if m.popUntil(scopeTable, atom.Caption) {
				m.clearToMarker()
				m.im = imTable
				m.htmlStart(t, name)
			}
			return
		}
	case imColgroup:
		switch a {
		case atom.Html:
		case atom.Col:
			m.child()
			return
		case atom.Template:
			m.openTemplate()
			return
		default:
			if m.leaveColgroup() {
				m.htmlStart(t, name)
			}
			return
		}
	case imTable, imTableBody, imRow:
		if m.tableStart(t, a) {
			return
		}
	case imCell:
		switch a {
		case atom.Caption, atom.Col, atom.Colgroup, atom.Tbody, atom.Td, atom.Tfoot, atom.Th, atom.Thead, atom.Tr:
			if m.popUntil(scopeTable, atom.Td, atom.Th) {
				m.clearToMarker()
				m.im = imRow
				m.htmlStart(t, name)
			}
			return
		}
	case imAfterBody:
		if a != atom.Html {
			m.im = imBody
		}
	case imTemplate:
		if len(m.tmpl) > 0 && m.templateStart(t, a) {
			return
		}
	}
	m.bodyStart(t, name)
}

// headStart follows a start tag before body; it reports whether the tag
// was handled there.
func (m *treeModel) headStart(t *tagToken, a atom.Atom) bool {
	if len(m.oe) == 0 {
		m.push(nameID(atom.Html), nsHTML, 0)
		if a == atom.Html {
			return true
		}
	}
	switch a {
	case atom.Html:
		return true
	case atom.Head:
		if m.im == imBeforeBody && !m.headDone {
			m.push(nameID(atom.Head), nsHTML, 0)
			m.headDone = true
			m.im = imInHead
		}
		return true
	case atom.Body:
		if m.im == imInHead {
			m.popTo(1)
		}
		m.push(nameID(atom.Body), nsHTML, 0)
		m.im = imBody
		return true
	case atom.Base, atom.Basefont, atom.Bgsound, atom.Link, atom.Meta:
		m.headDone = true
		m.child()
		return true
	case atom.Noframes, atom.Script, atom.Style, atom.Title, atom.Noscript:
		if a == atom.Noscript && m.im != imInHead && m.headDone {
			return false
		}
		m.headDone = true
		m.rawElement(a)
		return true
	case atom.Template:
		m.headDone = true
		m.openTemplate()
		return true
	case atom.Frameset:
		// A frameset that takes over ignores all that follows: the model
		// going on as if it did not can only count high.
		return true
	}
	return false
}

// openTemplate opens a template: a marker in the active list and a
// template insertion mode.
func (m *treeModel) openTemplate() {
	for i := range m.oe {
		if m.oe[i].ns != nsHTML {
			// x/net/html does not mix templates and foreign content: it
			// ignores the rest of the document but for foreign content.
			m.im = imIgnore
			return
		}
	}
	m.push(nameID(atom.Template), nsHTML, 0)
	m.marker()
	m.im = imTemplate
	m.tmpl = append(m.tmpl, imTemplate)
	if len(m.tmpl) > maxModelDepth {
		m.loseTrack("templates nested deeper than the parser accepts")
		m.tmpl = m.tmpl[:maxModelDepth]
	}
}

// closeTemplate follows </template>.
func (m *treeModel) closeTemplate() {
	if !m.contains(atom.Template) {
		return
	}
	m.impliedEnd(0)
	for i := len(m.oe) - 1; i >= 0; i-- {
		if e := &m.oe[i]; e.ns == nsHTML && e.name == nameID(atom.Template) {
			m.popTo(i)
			break
		}
	}
	m.clearToMarker()
	if len(m.tmpl) > 0 {
		m.tmpl = m.tmpl[:len(m.tmpl)-1]
	}
	m.resetMode()
}

// templateStart follows a start tag in a template's content; it reports
// whether the tag was handled.
func (m *treeModel) templateStart(t *tagToken, a atom.Atom) bool {
	switch a {
	case atom.Base, atom.Basefont, atom.Bgsound, atom.Link, atom.Meta:
		m.child()
		return true
	case atom.Noframes, atom.Script, atom.Style, atom.Title:
		m.rawElement(a)
		return true
	case atom.Template:
		m.openTemplate()
		return true
	}
	mode := imBody
	switch a {
	case atom.Caption, atom.Colgroup, atom.Tbody, atom.Tfoot, atom.Thead:
		mode = imTable
	case atom.Col:
		mode = imColgroup
	case atom.Tr:
		mode = imTableBody
	case atom.Td, atom.Th:
		mode = imRow
	}
	m.tmpl[len(m.tmpl)-1] = mode
	m.im = mode
	m.htmlStart(t, nameID(a))
	return true
}

// leaveColgroup ends a column group for a token it does not take, as the
// parser does; it reports whether the token is to be processed again (a
// template as the current node makes the parser ignore it).
func (m *treeModel) leaveColgroup() bool {
	if !m.topIs(atom.Colgroup) {
		return false
	}
	m.popTo(len(m.oe) - 1)
	m.im = imTable
	return true
}

// rawElement opens an element whose content the tokenizer reads as raw
// text, up to its end tag.
func (m *treeModel) rawElement(a atom.Atom) {
	m.push(nameID(a), nsHTML, 0)
	m.origIM, m.im = m.im, imText
}

// tableStart follows a start tag in the table modes; it reports whether
// the tag was handled there (otherwise the body rules take it, with foster
// parenting, which leaves the stack as it would be in body).
func (m *treeModel) tableStart(t *tagToken, a atom.Atom) bool {
	switch m.im {
	case imTableBody:
		switch a {
		case atom.Tr:
			m.clearToContext(atom.Tbody, atom.Tfoot, atom.Thead)
			m.push(nameID(atom.Tr), nsHTML, 0)
			m.im = imRow
			return true
		case atom.Td, atom.Th:
			m.clearToContext(atom.Tbody, atom.Tfoot, atom.Thead)
			m.push(nameID(atom.Tr), nsHTML, 0)
			m.im = imRow
			return m.tableStart(t, a)
		case atom.Caption, atom.Col, atom.Colgroup, atom.Tbody, atom.Tfoot, atom.Thead:
			if m.popUntil(scopeTable, atom.Tbody, atom.Thead, atom.Tfoot) {
				m.im = imTable
				return m.tableStart(t, a)
			}
			return true
		}
	case imRow:
		switch a {
		case atom.Td, atom.Th:
			m.clearToContext(atom.Tr)
			m.push(nameID(a), nsHTML, 0)
			m.marker()
			m.im = imCell
			return true
		case atom.Caption, atom.Col, atom.Colgroup, atom.Tbody, atom.Tfoot, atom.Thead, atom.Tr:
			if m.inScope(scopeTable, atom.Tr) >= 0 {
				m.clearToContext(atom.Tr)
				m.popTo(len(m.oe) - 1)
				m.im = imTableBody
				return m.tableStart(t, a)
			}
			return true
		}
	}
	switch a {
	case atom.Caption:
		m.clearToContext(atom.Table)
		m.marker()
		m.push(nameID(a), nsHTML, 0)
		m.im = imCaption
		return true
	case atom.Colgroup, atom.Col:
		m.clearToContext(atom.Table)
		m.push(nameID(atom.Colgroup), nsHTML, 0)
		m.im = imColgroup
		if a == atom.Col {
			m.child()
		}
		return true
	case atom.Tbody, atom.Tfoot, atom.Thead:
		m.clearToContext(atom.Table)
		m.push(nameID(a), nsHTML, 0)
		m.im = imTableBody
		return true
	case atom.Td, atom.Th, atom.Tr:
		m.clearToContext(atom.Table)
		m.push(nameID(atom.Tbody), nsHTML, 0)
		m.im = imTableBody
		return m.tableStart(t, a)
	case atom.Table:
		if m.popUntil(scopeTable, atom.Table) {
			m.resetMode()
			m.htmlStart(t, nameID(a))
		}
		return true
	case atom.Style, atom.Script:
		m.rawElement(a)
		return true
	case atom.Template:
		m.openTemplate()
		return true
	case atom.Input:
		if t.hiddenInput {
			m.child()
			return true
		}
	case atom.Form:
		if m.contains(atom.Template) || m.formSet {
			return true
		}
		m.child()
		m.formSet = true
		return true
	}
	return false
}

// bodyStart is the body rule for a start tag.
func (m *treeModel) bodyStart(t *tagToken, name nameID) {
	a := atom.Atom(name)
	switch a {
	case atom.Html, atom.Body, atom.Frameset,
		atom.Caption, atom.Col, atom.Colgroup, atom.Frame, atom.Head, atom.Tbody, atom.Td, atom.Tfoot, atom.Th, atom.Thead, atom.Tr:
		// ignored (a frameset that takes over ends all rebuilding)
	case atom.Base, atom.Basefont, atom.Bgsound, atom.Link, atom.Meta:
		m.child()
	case atom.Noframes, atom.Script, atom.Style, atom.Title:
		m.rawElement(a)
	case atom.Template:
		m.openTemplate()
	case atom.Address, atom.Article, atom.Aside, atom.Blockquote, atom.Center, atom.Details, atom.Dialog, atom.Dir, atom.Div, atom.Dl,
		atom.Fieldset, atom.Figcaption, atom.Figure, atom.Footer, atom.Header, atom.Hgroup, atom.Main, atom.Menu, atom.Nav, atom.Ol,
		atom.P, atom.Search, atom.Section, atom.Summary, atom.Ul, atom.Pre, atom.Listing, atom.Plaintext:
		m.popUntil(scopeButton, atom.P)
		m.push(name, nsHTML, 0)
	case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		m.popUntil(scopeButton, atom.P)
		if m.topIs(atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6) {
			m.popTo(len(m.oe) - 1)
		}
		m.push(name, nsHTML, 0)
	case atom.Form:
		if m.formSet && !m.contains(atom.Template) {
			return
		}
		m.popUntil(scopeButton, atom.P)
		m.push(name, nsHTML, 0)
		if !m.contains(atom.Template) {
			m.formSet = true
		}
	case atom.Li, atom.Dd, atom.Dt:
		m.closeListItem(a)
		m.popUntil(scopeButton, atom.P)
		m.push(name, nsHTML, 0)
	case atom.Button:
		if m.inScope(scopeDefault, atom.Button) >= 0 {
			m.impliedEnd(0)
			m.popUntil(scopeDefault, atom.Button)
		}
		m.reconstruct()
		m.push(name, nsHTML, 0)
	case atom.A:
		for k := len(m.afe) - 1; k >= 0 && m.afe[k].id != 0; k-- {
			if m.afe[k].name == name {
				id := m.afe[k].id
				m.adoption(name)
				if i := m.stackIndex(id); i >= 0 {
					m.removeAt(i)
				}
				if k := m.activeIndex(id); k >= 0 {
					m.removeActive(k)
				}
				break
			}
		}
		m.reconstruct()
		m.push(name, nsHTML, t.attrs)
	case atom.B, atom.Big, atom.Code, atom.Em, atom.Font, atom.I, atom.S, atom.Small, atom.Strike, atom.Strong, atom.Tt, atom.U:
		m.reconstruct()
		m.push(name, nsHTML, t.attrs)
	case atom.Nobr:
		m.reconstruct()
		if m.inScope(scopeDefault, atom.Nobr) >= 0 {
			m.adoption(name)
			m.reconstruct()
		}
		m.push(name, nsHTML, t.attrs)
	case atom.Applet, atom.Marquee, atom.Object:
		m.reconstruct()
		m.push(name, nsHTML, 0)
		m.marker()
	case atom.Table:
		if m.inScope(scopeButton, atom.P) >= 0 {
			switch m.quirks {
			case quirksOff:
				m.popUntil(scopeButton, atom.P)
			case quirksOn:
			default:
				m.loseTrack("a table in a paragraph under a doctype whose quirks mode the guard does not decide")
				return
			}
		}
		m.push(name, nsHTML, 0)
		m.im = imTable
	case atom.Area, atom.Br, atom.Embed, atom.Img, atom.Keygen, atom.Wbr, atom.Image:
		m.reconstruct()
		m.child()
	case atom.Input:
		m.popUntil(scopeDefault, atom.Select)
		m.reconstruct()
		m.child()
	case atom.Param, atom.Source, atom.Track:
		m.child()
	case atom.Hr:
		if m.inScope(scopeButton, atom.P) >= 0 {
			m.impliedEnd(atom.P)
			m.popUntil(scopeDefault, atom.P)
		}
		if m.inScope(scopeDefault, atom.Select) >= 0 {
			m.impliedEnd(0)
		}
		m.child()
	case atom.Textarea, atom.Iframe, atom.Noembed, atom.Noscript:
		m.rawElement(a)
	case atom.Xmp:
		m.popUntil(scopeButton, atom.P)
		m.reconstruct()
		m.rawElement(a)
	case atom.Select:
		if m.popUntil(scopeDefault, atom.Select) {
			return
		}
		m.reconstruct()
		m.push(name, nsHTML, 0)
	case atom.Option, atom.Optgroup:
		if m.inScope(scopeDefault, atom.Select) >= 0 {
			if a == atom.Option {
				m.impliedEnd(atom.Optgroup)
			} else {
				m.impliedEnd(0)
			}
		} else if m.topIs(atom.Option) {
			m.popTo(len(m.oe) - 1)
		}
		m.reconstruct()
		m.push(name, nsHTML, 0)
	case atom.Rb, atom.Rtc:
		if m.inScope(scopeDefault, atom.Ruby) >= 0 {
			m.impliedEnd(0)
		}
		m.push(name, nsHTML, 0)
	case atom.Rp, atom.Rt:
		if m.inScope(scopeDefault, atom.Ruby) >= 0 {
			m.impliedEnd(atom.Rtc)
		}
		m.push(name, nsHTML, 0)
	case atom.Math, atom.Svg:
		m.reconstruct()
		ns := uint8(nsSVG)
		if a == atom.Math {
			ns = nsMath
		}
		m.push(name, ns, 0)
		if t.selfClosing {
			m.popTo(len(m.oe) - 1)
		}
	default:
		m.reconstruct()
		m.push(name, nsHTML, 0)
	}
}

// closeListItem is the part of the li, dd and dt rules that closes an
// open item of the same kind.
func (m *treeModel) closeListItem(a atom.Atom) {
	for i := len(m.oe) - 1; i >= 0; i-- {
		e := &m.oe[i]
		same := e.ns == nsHTML && (a == atom.Li && e.name == nameID(atom.Li) ||
			a != atom.Li && (e.name == nameID(atom.Dd) || e.name == nameID(atom.Dt)))
		if same {
			m.popTo(i)
			return
		}
		if e.ns == nsHTML && (e.name == nameID(atom.Address) || e.name == nameID(atom.Div) || e.name == nameID(atom.P)) {
			continue
		}
		if isSpecial(e) {
			return
		}
	}
}
