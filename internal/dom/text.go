package dom

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/internal/bound"
)

// Text returns the visible text of element i, one line per block, each line's
// white space collapsed, at most max runes (max <= 0: ""). A hidden element
// has no text.
func (d *Document) Text(i, max int) string { return d.text(i, max, false, nil) }

// Label returns the visible text of element i on one line, at most max runes.
func (d *Document) Label(i, max int) string { return d.text(i, max, true, nil) }

// TextWithout is Text with some subtrees left out: the visible text of
// element i, one line per block, each line's white space collapsed, at most
// max runes, without the text of every descendant j for which skip(j) is
// true (nor of j's descendants). A left-out block still ends the line before
// it, so the text on either side never runs together. A nil skip leaves
// nothing out.
func (d *Document) TextWithout(i, max int, skip func(j int) bool) string {
	return d.text(i, max, false, skip)
}

// text returns the visible text of element i, at most max runes, on one
// line or one line per block, without the subtrees skip leaves out.
func (d *Document) text(i, max int, oneLine bool, skip func(int) bool) string {
	if max <= 0 || !d.Visible(i) {
		return ""
	}
	w := textWriter{max: max, oneLine: oneLine}
	d.writeText(&w, d.els[i].Node, int32(i), skip)
	return w.String()
}

// ControlLabel returns the accessible label of a control: its aria-label,
// else its visible text, else its title, at most max runes, on one line.
func (d *Document) ControlLabel(i, max int) string {
	n := d.els[i].Node
	if v := strings.TrimSpace(Attr(n, "aria-label")); v != "" {
		return bound.Runes(collapse(v), max)
	}
	if v := d.Label(i, max); v != "" {
		return v
	}
	return bound.Runes(collapse(Attr(n, "title")), max)
}

// writeText writes the visible text below n, whose element number is i,
// leaving out every element j (and its subtree) for which skip(j) is true; a
// nil skip leaves nothing out. It walks the node tree and the element
// numbering in step.
func (d *Document) writeText(w *textWriter, n *html.Node, i int32, skip func(int) bool) int32 {
	next, ownHidden := i+1, d.OwnTextHidden(int(i))
	block := IsBlock(n)
	if block {
		w.breakLine()
	}
	for c := n.FirstChild; c != nil && !w.full(); c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			if !ownHidden {
				w.text(c.Data)
			}
		case html.ElementNode:
			if !d.Visible(int(next)) {
				next = d.els[next].End
				continue
			}
			if skip != nil && skip(int(next)) {
				// A left-out block still ends the line before it.
				if IsBlock(c) {
					w.breakLine()
				} else if w.anything {
					w.pendSp = true
				}
				next = d.els[next].End
				continue
			}
			if c.DataAtom == atom.Br {
				w.breakLine()
				next++
				continue
			}
			next = d.writeText(w, c, next, skip)
		}
	}
	if block {
		w.breakLine()
	}
	return d.els[i].End
}

// IsBlock reports an element whose boundaries start a new line of text
// (p, div, li, headings, table cells, buttons, …): the line breaks of Text.
func IsBlock(n *html.Node) bool {
	switch n.DataAtom {
	case atom.P, atom.Div, atom.Li, atom.Ul, atom.Ol, atom.H1, atom.H2, atom.H3,
		atom.H4, atom.H5, atom.H6, atom.Pre, atom.Blockquote, atom.Section,
		atom.Article, atom.Header, atom.Footer, atom.Main, atom.Nav, atom.Aside,
		atom.Table, atom.Tr, atom.Td, atom.Th, atom.Form, atom.Dl, atom.Dt,
		atom.Dd, atom.Figure, atom.Figcaption, atom.Hr, atom.Details,
		atom.Summary, atom.Button, atom.Label, atom.Fieldset, atom.Legend:
		return true
	}
	return false
}

// textWriter accumulates collapsed text up to max runes.
type textWriter struct {
	b        strings.Builder
	max      int
	runes    int
	oneLine  bool
	pendSp   bool // a space is owed before the next rune
	pendNL   bool // a line break is owed before the next rune
	anything bool
}

func (w *textWriter) full() bool { return w.runes >= w.max }

func (w *textWriter) breakLine() {
	if w.anything {
		w.pendNL = true
	}
}

func (w *textWriter) text(s string) {
	for len(s) > 0 && !w.full() {
		r, size := utf8.DecodeRuneInString(s)
		s = s[size:]
		if unicode.IsSpace(r) {
			if w.anything {
				w.pendSp = true
			}
			continue
		}
		if (w.pendNL || w.pendSp) && w.anything && w.runes+2 > w.max {
			w.runes = w.max
			return
		}
		w.emitPending()
		w.b.WriteRune(r)
		w.runes++
		w.anything = true
	}
}

func (w *textWriter) emitPending() {
	if !w.anything {
		w.pendNL, w.pendSp = false, false
		return
	}
	switch {
	case w.pendNL && !w.oneLine:
		w.b.WriteByte('\n')
		w.runes++
	case w.pendNL || w.pendSp:
		w.b.WriteByte(' ')
		w.runes++
	}
	w.pendNL, w.pendSp = false, false
}

func (w *textWriter) String() string { return w.b.String() }

// collapse folds runs of white space to one space and trims.
func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }
