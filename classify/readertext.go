package classify

import (
	"cmp"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/internal/dom"
)

// readerText returns the visible text of element i as a person reading the
// page sees it, one line per block, each line's white space collapsed,
// without the subtrees skip leaves out (a nil skip leaves nothing out). It
// is the response text's reading, and differs from the page's text runs in
// three ways:
//
//   - hidden accessibility copies are left out: text drawn for screen
//     readers only (the visually-hidden pattern: a class token such as
//     cdk-visually-hidden, or an inline style that clips the element to a
//     one-pixel box out of the flow); and a KaTeX formula is read
//     once, from the copy the page draws (.katex-html, which KaTeX marks
//     aria-hidden only because its MathML copy speaks for it to screen
//     readers), and its MathML copy (.katex-mathml, hidden by the site's
//     stylesheet, not by anything in the markup) is left out; a MathML
//     annotation (the TeX source in <annotation>) is never painted;
//   - an element's boundaries are white space where its box is: a line
//     break at a block (by tag, by a display class token such as "block"
//     or "flex", or by an inline display style), a word break at an atomic
//     inline box (inline-block, inline-flex, inline-grid, inline-table:
//     a citation chip after a word reads as a word of its own, and a
//     block inside an atomic box is laid out inside it, a word break);
//   - a left-out block still ends the line before it, and a left-out
//     inline element is a word break, so the text on either side never
//     runs together.
//
// The whole text is read: only its report is bounded.
func (p *page) readerText(i int, skip func(j int) bool) string {
	if !p.d.Visible(i) {
		return ""
	}
	w := readerWriter{p: p, root: i, skip: skip}
	w.walk(p.d.Node(i), i)
	if w.lost {
		// The element numbering did not follow the node tree: read the
		// page's own text rather than guess.
		return p.d.TextWithout(i, wholeText, skip)
	}
	return w.b.String()
}

// readerWriter accumulates readerText.
type readerWriter struct {
	p    *page
	root int
	skip func(int) bool
	b    strings.Builder
	// pendSp and pendNL: a space or a line break is owed before the next
	// rune; anything: a rune has been written.
	pendSp, pendNL, anything bool
	// lost reports that an element of the walk was not the element the
	// numbering gave (the walk then stops).
	lost bool
	// atomic counts the atomic inline boxes the walk is inside: a block
	// inside one (a chip's flex link) is laid out inside the chip, on the
	// line of the text around it.
	atomic int
}

// walk writes the visible text below n, whose element number is i, and
// returns the number after its subtree, keeping the node tree and the
// preorder numbering in step.
func (w *readerWriter) walk(n *html.Node, i int) int {
	d := w.p.d
	ownHidden := d.OwnTextHidden(i)
	next := i + 1
	for c := n.FirstChild; c != nil && !w.lost; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			if !ownHidden {
				w.text(c.Data)
			}
		case html.ElementNode:
			j := next
			if j >= d.End(w.root) || d.Node(j) != c {
				w.lost = true
				return d.End(i)
			}
			next = d.End(j)
			box := boxOf(c)
			switch {
			case isAccessibilityCopy(c):
				// Not drawn: it neither shows text nor breaks a line.
			case isKatexDrawn(c) && hasClassToken(classOf(n), "katex"):
				w.boundary(box)
				w.drawn(c)
				w.boundary(box)
			case !d.Visible(j):
			case w.skip != nil && w.skip(j):
				w.boundary(max(box, boxAtomic))
			case c.DataAtom == atom.Br:
				w.boundary(boxBlock)
			default:
				w.element(c, j, box)
			}
		}
	}
	return d.End(i)
}

// element writes the text of element c (number j) between the
// boundaries of its box.
func (w *readerWriter) element(c *html.Node, j int, b box) {
	w.boundary(b)
	if b == boxAtomic {
		w.atomic++
		defer func() { w.atomic-- }()
	}
	w.walk(c, j)
	w.boundary(b)
}

// drawn writes the text of a KaTeX rendering (.katex-html) below n, which
// the page marks aria-hidden: its elements are read whatever aria-hidden
// says, and left out when the markup hides them otherwise (the hidden
// attribute, a hiding class token or inline style, or, in a capture, the
// browser's "not visible").
func (w *readerWriter) drawn(n *html.Node) {
	if drawnHidden(n, w.p.d.Annotated()) {
		return
	}
	// A formula is drawn on one line: a block inside it is a word break.
	w.atomic++
	defer func() { w.atomic-- }()
	if hasClassToken(classOf(n), "vlist") {
		w.rows(n)
		return
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		w.drawnChild(c)
	}
}

// drawnChild writes one node of a KaTeX rendering.
func (w *readerWriter) drawnChild(c *html.Node) {
	switch c.Type {
	case html.TextNode:
		w.text(c.Data)
	case html.ElementNode:
		box := boxOf(c)
		w.boundary(box)
		w.drawn(c)
		w.boundary(box)
	}
}

// rows writes the rows of a KaTeX vertical list (.vlist: a fraction,
// limits, scripts, a matrix column) from the top down, as a reader reads
// them: KaTeX places each row with an inline "top" offset and lists a
// fraction's rows from the bottom up. Rows are word breaks apart.
func (w *readerWriter) rows(n *html.Node) {
	type row struct {
		n   *html.Node
		top float64
	}
	var rs []row
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode {
			rs = append(rs, row{c, topOffset(c)})
		}
	}
	slices.SortStableFunc(rs, func(a, b row) int { return cmp.Compare(a.top, b.top) })
	for k, r := range rs {
		if k > 0 {
			w.boundary(boxAtomic)
		}
		w.drawnChild(r.n)
	}
}

// topOffset returns the inline "top" offset of an element in em (or any
// unit: KaTeX writes em), 0 when it has none or it does not parse.
func topOffset(n *html.Node) float64 {
	v := styleValue(attrOf(n, "style"), "top")
	v = strings.TrimRight(v, "abcdefghijklmnopqrstuvwxyz%")
	f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
	if err != nil || math.IsNaN(f) {
		return 0
	}
	return f
}

// drawnHidden reports an element of a KaTeX rendering that the markup
// hides other than by aria-hidden: the hidden attribute, a class token
// hidden, invisible or sr-only, an inline display:none, visibility:hidden
// or opacity:0, or, in a capture (annotated), data-chatproof-visible
// "false".
func drawnHidden(n *html.Node, annotated bool) bool {
	for _, a := range n.Attr {
		if a.Namespace != "" {
			continue
		}
		switch a.Key {
		case "hidden":
			return true
		case "data-chatproof-visible":
			if annotated && a.Val == "false" {
				return true
			}
		case "class":
			if hasClassToken(a.Val, "hidden", "invisible", "sr-only") {
				return true
			}
		case "style":
			if d := styleValue(a.Val, "display"); d == "none" {
				return true
			}
			if v := styleValue(a.Val, "visibility"); v == "hidden" || v == "collapse" {
				return true
			}
			if o := styleValue(a.Val, "opacity"); o != "" && strings.Trim(o, "0.%+-") == "" && strings.Contains(o, "0") {
				return true
			}
		}
	}
	return false
}

// text writes a text node's runes, white space collapsed.
func (w *readerWriter) text(s string) {
	for len(s) > 0 {
		r, size := utf8.DecodeRuneInString(s)
		if unicode.IsSpace(r) {
			if w.anything {
				w.pendSp = true
			}
			s = s[size:]
			continue
		}
		// Write the run up to the next space at once.
		end := strings.IndexFunc(s, unicode.IsSpace)
		if end < 0 {
			end = len(s)
		}
		w.emitPending()
		w.b.WriteString(s[:end])
		w.anything = true
		s = s[end:]
	}
}

// emitPending writes the line break or space owed, if any.
func (w *readerWriter) emitPending() {
	switch {
	case !w.anything:
	case w.pendNL:
		w.b.WriteByte('\n')
	case w.pendSp:
		w.b.WriteByte(' ')
	}
	w.pendNL, w.pendSp = false, false
}

// boundary marks an element boundary of the given box: a line break at a
// block, a word break at an atomic inline box, nothing at an inline box.
func (w *readerWriter) boundary(b box) {
	if !w.anything {
		return
	}
	if b == boxBlock && w.atomic > 0 {
		b = boxAtomic
	}
	switch b {
	case boxBlock:
		w.pendNL = true
	case boxAtomic:
		w.pendSp = true
	}
}

// box is how an element's box meets the text around it.
type box int

// Values of box.
const (
	// boxInline: the text runs on through the element.
	boxInline box = iota
	// boxAtomic: an atomic inline box (inline-block, inline-flex, …): a
	// word of its own on the same line.
	boxAtomic
	// boxBlock: the element starts and ends a line.
	boxBlock
)

// boxOf returns the box of element n: by its inline display style, else
// by a display class token (utility CSS: "block", "inline-flex", …), else
// by its tag (dom.IsBlock; a KaTeX display formula is a block).
func boxOf(n *html.Node) box {
	var class, style string
	for _, a := range n.Attr {
		if a.Namespace != "" {
			continue
		}
		switch a.Key {
		case "class":
			class = a.Val
		case "style":
			style = a.Val
		}
	}
	if b, ok := displayBox(styleValue(style, "display")); ok {
		return b
	}
	if class != "" {
		for tok := range strings.FieldsSeq(class) {
			if b, ok := displayBox(tok); ok {
				return b
			}
			if tok == "katex-display" {
				return boxBlock
			}
		}
	}
	if dom.IsBlock(n) {
		return boxBlock
	}
	return boxInline
}

// displayBox returns the box of a CSS display value (or the utility class
// token of the same name), and whether it is one.
func displayBox(v string) (box, bool) {
	switch v {
	case "block", "flex", "grid", "table", "flow-root", "list-item", "table-row", "table-caption":
		return boxBlock, true
	case "inline-block", "inline-flex", "inline-grid", "inline-table", "table-cell":
		return boxAtomic, true
	case "inline", "contents":
		return boxInline, true
	}
	return boxInline, false
}

// styleValue returns the value of property prop in an inline style, lower
// case, trimmed and without !important; "" when it is not set. The last
// declaration wins, as in CSS.
func styleValue(style, prop string) string {
	if style == "" || !strings.Contains(strings.ToLower(style), prop) {
		return ""
	}
	v := ""
	for decl := range strings.SplitSeq(style, ";") {
		name, val, ok := strings.Cut(decl, ":")
		if !ok || !strings.EqualFold(strings.TrimSpace(name), prop) {
			continue
		}
		val = strings.ToLower(strings.TrimSpace(val))
		v = strings.TrimSpace(strings.TrimSuffix(val, "!important"))
	}
	return v
}

// isAccessibilityCopy reports an element that only assistive technology
// reads: KaTeX's MathML copy (.katex-mathml) beside its drawn copy, and a
// MathML annotation (<annotation>, <annotation-xml>: the TeX source),
// which MathML never paints.
func isAccessibilityCopy(n *html.Node) bool {
	if n.Data == "annotation" || n.Data == "annotation-xml" {
		return true
	}
	class := classOf(n)
	if hasClassToken(class, visuallyHiddenClasses...) {
		return true
	}
	return hasClassToken(class, "katex-mathml") && hasDrawnSibling(n) || visuallyHiddenStyle(attrOf(n, "style"))
}

// visuallyHiddenClasses are the class tokens of the visually-hidden
// pattern of common toolkits (Angular CDK's, on Gemini's "Gemini's reply"
// heading; Bootstrap's): text drawn in a clipped box of one pixel, for
// screen readers only. (sr-only hides an element for every reading; see
// the snapshot model.)
var visuallyHiddenClasses = []string{"cdk-visually-hidden", "visually-hidden"}

// visuallyHiddenStyle reports an inline style that draws the element in a
// clipped box taken out of the flow (position absolute, a clip rect or a
// clip-path inset of half the box, one pixel or less wide or high): the
// visually-hidden pattern (Radix's VisuallyHidden), for screen readers
// only.
func visuallyHiddenStyle(style string) bool {
	if style == "" || !strings.Contains(strings.ToLower(style), "clip") {
		return false
	}
	if pos := styleValue(style, "position"); pos != "absolute" && pos != "fixed" {
		return false
	}
	clipped := strings.HasPrefix(styleValue(style, "clip"), "rect(") || strings.HasPrefix(styleValue(style, "clip-path"), "inset(50%")
	return clipped && (tinyLength(styleValue(style, "width")) || tinyLength(styleValue(style, "height")))
}

// tinyLength reports a CSS length of one pixel or less ("1px", "0", "0px").
func tinyLength(v string) bool {
	switch v {
	case "0", "0px", "1px":
		return true
	}
	return false
}

// hasDrawnSibling reports a KaTeX MathML copy whose formula also has its
// drawn copy (.katex-html) beside it: a formula written as MathML alone
// (KaTeX's "mathml" output) is read from its MathML.
func hasDrawnSibling(n *html.Node) bool {
	if n.Parent == nil || !hasClassToken(classOf(n.Parent), "katex") {
		return false
	}
	for s := n.Parent.FirstChild; s != nil; s = s.NextSibling {
		if s != n && s.Type == html.ElementNode && isKatexDrawn(s) {
			return true
		}
	}
	return false
}

// isKatexDrawn reports KaTeX's drawn copy of a formula (.katex-html); it
// counts as one only inside its formula (.katex).
func isKatexDrawn(n *html.Node) bool {
	return hasClassToken(classOf(n), "katex-html")
}

// classOf returns n's class attribute.
func classOf(n *html.Node) string { return attrOf(n, "class") }

// attrOf returns the value of n's attribute key, "" without one.
func attrOf(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key && a.Namespace == "" {
			return a.Val
		}
	}
	return ""
}

// hasClassToken reports whether a class attribute holds one of the tokens.
func hasClassToken(class string, tokens ...string) bool {
	if class == "" {
		return false
	}
	for tok := range strings.FieldsSeq(class) {
		for _, t := range tokens {
			if tok == t {
				return true
			}
		}
	}
	return false
}
