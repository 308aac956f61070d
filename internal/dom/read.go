package dom

import (
	"fmt"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// stage is where the reader is in the document's skeleton (html, head,
// body), the only structure it supplies when the markup leaves it out.
type stage uint8

const (
	beforeHTML stage = iota // only a doctype, comments or white space so far
	beforeHead              // html is open, head not yet
	inHead                  // head is open
	afterHead               // head is closed, body not yet open
	inBody
	afterBody // after </body>: comments go to html
	afterHTML // after </html>: comments go to the document
)

// The optional end tags the reader supplies (see "Reading" in the package
// doc): a start tag of one of these kinds closes the nearest open element
// of its kind, unless an element that bounds the kind's scope is nearer.
const (
	kindP    = iota // p
	kindItem        // li
	kindTerm        // dt, dd
	kindCell        // td, th
	kindRow         // tr
	kindCount
)

// openEl is one element on the stack of open elements.
type openEl struct {
	n    *html.Node
	name *tagName
	el   int32 // element number
	// nearest[k] is the stack index of the nearest open element of kind k
	// at or below this one within its scope, -1 when there is none.
	nearest [kindCount]int16
	// special and html are the stack indexes of the nearest special
	// element (see isSpecial) and of the nearest HTML element at or below
	// this one, -1 when there is none; prev is that of the nearest open
	// element below this one of its name, -1 when there is none.
	special, html, prev int16
}

// reader builds a Document from the tokens of one serialized page.
type reader struct {
	s     *scanner
	d     *Document
	doc   *html.Node
	stack []openEl
	stage stage
	// html and head are the skeleton's elements once open.
	html, head  *html.Node
	headWritten bool // head's start tag was in the markup
	// text is the text not yet added to the current node: textStr while
	// it is one piece, textBuf once pieces are joined.
	textStr string
	textBuf []byte
	alloc   allocator
	// budget is what is left of the document's node budget, which the
	// allocator and the scanner spend.
	budget budget
	size   int // the size of the source, for ErrTooManyNodes
	err    error
}

// read builds d from the markup in src.
func read(src string, d *Document) error {
	rd := &reader{d: d, doc: &html.Node{Type: html.DocumentNode}, size: len(src)}
	rd.budget.left = NodeBudget(len(src))
	rd.s = newScanner(src, &rd.budget)
	tags := startTags(src)
	rd.alloc = newAllocator(len(src), tags, &rd.budget)
	d.root = rd.doc
	// The element table holds every element the markup may open, read
	// from the source before the tree is built, so that it never grows
	// (a table that grows leaves copies behind): no more elements than
	// start tags and the skeleton's three, nor than the budget pays for.
	els := min(tags+3, NodeBudget(len(src))/(nodeCost+elementCost)+1)
	rd.budget.spend(els * elementCost)
	d.els = make([]Element, 0, els)
	for rd.err == nil {
		if rd.budget.over() {
			rd.err = tooManyNodes(len(src))
			break
		}
		rd.s.cdata = rd.top().Namespace != ""
		switch tt := rd.s.next(); tt {
		case html.ErrorToken:
			rd.finish()
			return rd.err
		case html.TextToken:
			rd.addText(rd.s.text)
		case html.StartTagToken, html.SelfClosingTagToken:
			rd.startTag(tt == html.SelfClosingTagToken)
		case html.EndTagToken:
			rd.endTag()
		case html.CommentToken:
			rd.comment(rd.s.text)
		case html.DoctypeToken:
			if rd.stage == beforeHTML {
				rd.doc.AppendChild(rd.alloc.leaf(html.DoctypeNode, rd.s.text))
			}
		}
	}
	return rd.err
}

// startTags returns how many start tags src may hold: the '<' followed by
// an ASCII letter, as in textLen (some are in comments, raw text or
// attribute values, so the count is an upper bound).
func startTags(src string) int {
	n := 0
	for i := 0; ; {
		j := strings.IndexByte(src[i:], '<')
		if j < 0 {
			return n
		}
		i += j + 1
		if i < len(src) && isLetter(src[i]) {
			n++
		}
	}
}

// top returns the current node: the innermost open element, or the
// document.
func (r *reader) top() *html.Node {
	if len(r.stack) == 0 {
		return r.doc
	}
	return r.stack[len(r.stack)-1].n
}

// startTag reads a start tag: the skeleton first, then the element.
func (r *reader) startTag(selfClosing bool) {
	name, a := r.s.name, r.s.name.a
	for r.err == nil {
		switch {
		case a == atom.Html && r.stage == beforeHTML:
			r.html, r.stage = r.open(name, "", true), beforeHead
			return
		case a == atom.Head && r.stage == beforeHead:
			r.head, r.stage, r.headWritten = r.open(name, "", true), inHead, true
			return
		case a == atom.Body && r.stage == afterHead:
			r.open(name, "", true)
			r.stage = inBody
			return
		case a == atom.Html || a == atom.Head && r.stage > beforeHead || a == atom.Body && r.stage >= inBody:
			return // a second html, head or body adds nothing
		case r.stage == inHead && a != atom.Body && (r.top() != r.head || isHeadContent(a) || r.headWritten),
			r.stage >= inBody:
			if r.stage > inBody {
				r.stage = inBody
			}
			r.insert(name, selfClosing)
			return
		}
		r.startSkeletonFor()
	}
}

// isHeadContent reports whether an element named a belongs in head.
func isHeadContent(a atom.Atom) bool {
	switch a {
	case atom.Base, atom.Basefont, atom.Bgsound, atom.Link, atom.Meta, atom.Noframes,
		atom.Noscript, atom.Script, atom.Style, atom.Template, atom.Title:
		return true
	}
	return false
}

// closeHead closes head and everything open in it.
func (r *reader) closeHead() {
	for i := len(r.stack) - 1; i >= 0; i-- {
		if r.stack[i].n == r.head {
			r.popTo(i)
			break
		}
	}
	r.stage = afterHead
}

// insert opens the element of a start tag as a child of the current node.
func (r *reader) insert(name *tagName, selfClosing bool) {
	ns := namespaceOf(r.top(), name.a)
	if ns == "" {
		r.closeOptional(name.a)
	} else {
		// Foreign content has no raw text: an SVG title or style holds
		// markup.
		r.s.raw = false
	}
	r.open(name, ns, true)
	if r.err == nil && (ns == "" && isVoid(name.a) || ns != "" && selfClosing) {
		r.popTo(len(r.stack) - 1)
	}
}

// isVoid reports whether an HTML element named a has no content and no
// end tag.
func isVoid(a atom.Atom) bool {
	switch a {
	case atom.Area, atom.Base, atom.Basefont, atom.Bgsound, atom.Br, atom.Col,
		atom.Embed, atom.Frame, atom.Hr, atom.Img, atom.Input, atom.Keygen,
		atom.Link, atom.Meta, atom.Param, atom.Source, atom.Track, atom.Wbr:
		return true
	}
	return false
}

// closeOptional closes the element whose end tag HTML lets a page leave
// out before a start tag named a: an open p before another p, an li
// before the next li, a cell before the next cell, and so on.
func (r *reader) closeOptional(a atom.Atom) {
	if len(r.stack) == 0 {
		return
	}
	top := &r.stack[len(r.stack)-1]
	if a == atom.Option && top.n.DataAtom == atom.Option && top.n.Namespace == "" {
		r.popTo(len(r.stack) - 1)
		return
	}
	if k := kindOf(a); k >= 0 {
		if i := top.nearest[k]; i >= 0 {
			r.popTo(int(i))
		}
	}
}

// kindOf returns the optional-end kind of an HTML element named a, or -1.
func kindOf(a atom.Atom) int {
	switch a {
	case atom.P:
		return kindP
	case atom.Li:
		return kindItem
	case atom.Dt, atom.Dd:
		return kindTerm
	case atom.Td, atom.Th:
		return kindCell
	case atom.Tr:
		return kindRow
	}
	return -1
}

// bounds reports whether element n bounds the scope of kind k: an
// optional end tag of that kind never closes an element below it.
func bounds(n *html.Node, k int) bool {
	if n.Namespace != "" {
		return true
	}
	switch n.DataAtom {
	case atom.Html, atom.Table, atom.Template:
		return true
	case atom.Td, atom.Th, atom.Caption, atom.Object, atom.Applet, atom.Marquee:
		return k != kindCell && k != kindRow
	case atom.Tr:
		return k == kindCell
	case atom.Tbody, atom.Thead, atom.Tfoot:
		return k == kindCell || k == kindRow
	case atom.Button:
		return k == kindP
	case atom.Ul, atom.Ol, atom.Menu:
		return k == kindItem
	case atom.Dl:
		return k == kindTerm
	}
	return false
}

// endTag closes the nearest open element of the tag's name; an end tag
// with no open element of its name is ignored, and so is one that HTML's
// "any other end tag" rule ignores, a special element being open inside
// that element.
func (r *reader) endTag() {
	name, a := r.s.name, r.s.name.a
	switch a {
	case atom.Html, atom.Body:
		if r.stage >= inBody {
			r.stage = afterBody
			if a == atom.Html {
				r.stage = afterHTML
			}
		}
		return
	case atom.Head:
		if r.stage == inHead {
			r.closeHead()
		}
		return
	}
	if name.open == 0 {
		return
	}
	i := name.last
	// In foreign content an end tag closes the nearest foreign element
	// of its name above every HTML element; else, in body, an end tag
	// HTML gives no rule of its own closes the nearest open HTML element
	// of its name, and only when no special element is nearer.
	if top := &r.stack[len(r.stack)-1]; top.html >= i && endsAsOther(a) {
		for i >= 0 && r.stack[i].n.Namespace != "" {
			i = r.stack[i].prev
		}
		if i < 0 || top.special > i {
			return
		}
	}
	r.popTo(int(i))
}

// endsAsOther reports whether HTML reads an end tag named a in body by
// its "any other end tag" rule: a name neither special nor formatting,
// nor one of the few others closed within a scope (dialog, search).
func endsAsOther(a atom.Atom) bool {
	switch a {
	case atom.A, atom.B, atom.Big, atom.Code, atom.Em, atom.Font, atom.I, atom.Nobr,
		atom.S, atom.Small, atom.Strike, atom.Strong, atom.Tt, atom.U,
		atom.Dialog, atom.Search:
		return false
	}
	return !isSpecialHTML(a)
}

// isSpecial reports whether HTML counts the element n as special: no
// "any other end tag" closes an element across it.
func isSpecial(n *html.Node) bool {
	switch n.Namespace {
	case "":
		return isSpecialHTML(n.DataAtom)
	case "math":
		switch n.Data {
		case "mi", "mo", "mn", "ms", "mtext", "annotation-xml":
			return true
		}
	case "svg":
		switch n.Data {
		case "foreignObject", "desc", "title":
			return true
		}
	}
	return false
}

// isSpecialHTML reports whether an HTML element named a is special.
func isSpecialHTML(a atom.Atom) bool {
	switch a {
	case atom.Address, atom.Applet, atom.Area, atom.Article, atom.Aside, atom.Base,
		atom.Basefont, atom.Bgsound, atom.Blockquote, atom.Body, atom.Br, atom.Button,
		atom.Caption, atom.Center, atom.Col, atom.Colgroup, atom.Dd, atom.Details,
		atom.Dir, atom.Div, atom.Dl, atom.Dt, atom.Embed, atom.Fieldset,
		atom.Figcaption, atom.Figure, atom.Footer, atom.Form, atom.Frame,
		atom.Frameset, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6,
		atom.Head, atom.Header, atom.Hgroup, atom.Hr, atom.Html, atom.Iframe,
		atom.Img, atom.Input, atom.Keygen, atom.Li, atom.Link, atom.Listing,
		atom.Main, atom.Marquee, atom.Menu, atom.Meta, atom.Nav, atom.Noembed,
		atom.Noframes, atom.Noscript, atom.Object, atom.Ol, atom.P, atom.Param,
		atom.Plaintext, atom.Pre, atom.Script, atom.Section, atom.Select,
		atom.Source, atom.Style, atom.Summary, atom.Table, atom.Tbody, atom.Td,
		atom.Template, atom.Textarea, atom.Tfoot, atom.Th, atom.Thead, atom.Title,
		atom.Tr, atom.Track, atom.Ul, atom.Wbr, atom.Xmp:
		return true
	}
	return false
}

// open appends an element named name in namespace ns to the current node
// and opens it: it becomes the current node, and element number len(els).
// It has the current start tag's attributes when written; one the markup
// leaves out has none.
func (r *reader) open(name *tagName, ns string, written bool) *html.Node {
	if len(r.stack) >= MaxDepth {
		r.err = fmt.Errorf("%w: more than %d open elements", ErrTooDeep, MaxDepth)
		return nil
	}
	if r.budget.left < nodeCost || len(r.d.els) == cap(r.d.els) {
		// The budget has no room for the element (nor, then, the table).
		r.err = tooManyNodes(r.size)
		return nil
	}
	n := r.alloc.node()
	n.Type, n.Data, n.DataAtom, n.Namespace = html.ElementNode, name.s, name.a, ns
	var attrs []html.Attribute
	if written {
		attrs = r.s.attrs
	}
	if ns != "" {
		n.Data = adjustForeign(ns, n.Data, attrs)
	}
	n.Attr = r.alloc.attributes(attrs)
	r.flushText()
	r.top().AppendChild(n)
	pe, nearest := int32(-1), [kindCount]int16{-1, -1, -1, -1, -1}
	special, inHTML, prev, at := int16(-1), int16(-1), int16(-1), int16(len(r.stack))
	if len(r.stack) > 0 {
		p := &r.stack[len(r.stack)-1]
		pe, nearest, special, inHTML = p.el, p.nearest, p.special, p.html
	}
	if isSpecial(n) {
		special = at
	}
	if ns == "" {
		inHTML = at
	}
	if name.open > 0 {
		prev = name.last
	}
	for k := range nearest {
		if bounds(n, k) {
			nearest[k] = -1
		}
	}
	if k := kindOf(n.DataAtom); k >= 0 && n.Namespace == "" {
		nearest[k] = at
	}
	el := r.d.add(n, pe)
	r.stack = append(r.stack, openEl{n: n, name: name, el: el, nearest: nearest,
		special: special, html: inHTML, prev: prev})
	name.open++
	name.last = at
	return n
}

// popTo closes the open elements from the innermost to stack index i.
func (r *reader) popTo(i int) {
	r.flushText()
	for j := len(r.stack) - 1; j >= i; j-- {
		e := &r.stack[j]
		r.d.close(e.el)
		e.name.open--
		e.name.last = e.prev
	}
	r.stack = r.stack[:i]
}

// addText adds text to the current node. Before body, white space goes
// where HTML puts it and other text opens body; text inside an element of
// head, or in a head the markup wrote, stays where it is written.
func (r *reader) addText(t string) {
	for r.stage < inBody && r.err == nil {
		if r.stage == inHead && (r.top() != r.head || r.headWritten) {
			break
		}
		ws := len(t) - len(strings.TrimLeft(t, " \t\n\f\r"))
		if r.stage == inHead || r.stage == afterHead {
			r.appendText(t[:ws])
		}
		t = t[ws:]
		if len(t) == 0 {
			return
		}
		r.startSkeletonFor()
	}
	if r.err == nil {
		r.appendText(t)
	}
}

// startSkeletonFor opens, or closes, the skeleton's elements up to body
// for text outside head.
func (r *reader) startSkeletonFor() {
	switch r.stage {
	case beforeHTML:
		r.html = r.open(r.s.intern("html"), "", false)
		r.stage = beforeHead
	case beforeHead:
		r.head = r.open(r.s.intern("head"), "", false)
		r.stage = inHead
	case inHead:
		r.closeHead()
	case afterHead:
		r.open(r.s.intern("body"), "", false)
		r.stage = inBody
	}
}

// appendText adds t to the text pending for the current node: HTML drops
// NUL bytes there, foreign content reads them as U+FFFD, and a newline
// right after <pre>, <listing> or <textarea> is not content.
func (r *reader) appendText(t string) {
	if len(t) == 0 || len(r.stack) == 0 {
		return
	}
	top := r.top()
	if r.textStr == "" && top.FirstChild == nil && top.Namespace == "" && t[0] == '\n' {
		switch top.DataAtom {
		case atom.Pre, atom.Listing, atom.Textarea:
			t = t[1:]
		}
	}
	if strings.IndexByte(t, 0) >= 0 {
		if top.Namespace == "" {
			t = strings.ReplaceAll(t, "\x00", "")
		} else {
			t = strings.ReplaceAll(t, "\x00", "\ufffd")
		}
		r.budget.spend(len(t)) // a copy
	}
	switch {
	case len(t) == 0:
	case r.textStr == "":
		r.textStr = t
	default:
		c := cap(r.textBuf)
		if len(r.textBuf) == 0 {
			r.textBuf = append(r.textBuf, r.textStr...)
		}
		r.textBuf = append(r.textBuf, t...)
		r.budget.spend(cap(r.textBuf) - c) // the buffer's growth

	}
}

// flushText adds the pending text to the current node as one text node.
func (r *reader) flushText() {
	if r.textStr == "" {
		return
	}
	t := r.textStr
	if len(r.textBuf) > 0 {
		t = string(r.textBuf)
		r.textBuf = r.textBuf[:0]
		r.budget.spend(len(t)) // a copy
	}
	r.textStr = ""
	r.top().AppendChild(r.alloc.leaf(html.TextNode, t))
}

// comment adds a comment where HTML puts it: the document before html and
// after </html>, html after </body>, else the current node.
func (r *reader) comment(t string) {
	r.flushText()
	parent := r.top()
	switch r.stage {
	case afterBody:
		parent = r.html
	case afterHTML:
		parent = r.doc
	}
	parent.AppendChild(r.alloc.leaf(html.CommentNode, t))
}

// finish ends the document: the skeleton is completed (an empty page is
// html, head and body) and every open element closed.
func (r *reader) finish() {
	for r.stage < inBody && r.err == nil {
		r.startSkeletonFor()
	}
	if r.err == nil {
		r.popTo(0)
	}
}
