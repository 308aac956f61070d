package classify

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/internal/dom"
)

// chromeText is the visible text of thinking chrome or a panel, line by
// line, in two readings with the same line breaks: glued (adjacent inline
// elements run together, as the page's text reads) and spaced (every
// element boundary a word break: "Thinking" + "14s" reads "Thinking 14s",
// "Pro thinking" + "·" + "Reading sources" reads "Pro thinking · Reading
// sources"). Lines keep their white space; the grammar collapses it.
type chromeText struct {
	glued, spaced []string
	// timed reports, line by line, a visible <time> element on the line:
	// the page marks a duration there, whatever its words.
	timed []bool
	// nested are the lines of each thinking chrome element nested inside,
	// in document order.
	nested []lineSpan
}

// lineSpan is the lines lo to hi-1 of a chromeText.
type lineSpan struct{ lo, hi int }

// readChromeText reads element i's visible text in both readings, in one
// walk of its subtree.
func (p *page) readChromeText(i int) chromeText {
	w := chromeWriter{p: p, root: i}
	if !p.d.Visible(i) {
		return w.t
	}
	w.walk(p.d.Node(i), i)
	w.breakLine()
	if w.lost {
		// The element numbering did not follow the node tree: read the
		// page's own text, one reading, rather than guess.
		lines := strings.Split(p.d.Text(i, wholeText), "\n")
		return chromeText{glued: lines, spaced: lines}
	}
	return w.t
}

// chromeWriter accumulates a chromeText.
type chromeWriter struct {
	p             *page
	root          int
	glued, spaced strings.Builder
	timed         bool // the current line holds a <time> element
	t             chromeText
	// lost reports that an element of the walk was not the element the
	// numbering gave (the walk then stops).
	lost bool
}

// breakLine ends the current line, if it has any text.
func (w *chromeWriter) breakLine() {
	if w.glued.Len() == 0 && w.spaced.Len() == 0 {
		return
	}
	w.t.glued = append(w.t.glued, w.glued.String())
	w.t.spaced = append(w.t.spaced, w.spaced.String())
	w.t.timed = append(w.t.timed, w.timed)
	w.glued.Reset()
	w.spaced.Reset()
	w.timed = false
}

// walk writes the visible text below n, whose element number is i, and
// returns the number after its subtree. Elements are numbered in preorder,
// so the walk keeps the node tree and the numbering in step, and checks
// that it does.
func (w *chromeWriter) walk(n *html.Node, i int) int {
	d := w.p.d
	next := i + 1
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			w.glued.WriteString(c.Data)
			w.spaced.WriteString(c.Data)
		case html.ElementNode:
			j := next
			if w.lost || j >= d.End(w.root) || d.Node(j) != c {
				w.lost = true
				return d.End(i)
			}
			if !d.Visible(j) {
				next = d.End(j)
				continue
			}
			block := breaksLine(c)
			w.boundary(block)
			lo := len(w.t.glued)
			w.markTime(c)
			next = w.walk(c, j)
			w.markTime(c)
			w.boundary(block)
			if w.nestedChrome(c) {
				hi := len(w.t.glued)
				if w.glued.Len() > 0 {
					hi++ // the line still open holds its end
				}
				w.t.nested = append(w.t.nested, lineSpan{lo, hi})
			}
		}
	}
	return d.End(i)
}

// markTime marks the current line as timed when n is a <time> element
// (marked on entering it and on leaving it, so that both ends' lines are).
func (w *chromeWriter) markTime(n *html.Node) {
	if n.DataAtom == atom.Time {
		w.timed = true
	}
}

// boundary marks an element boundary: a line break at a block, a word
// break in the spaced reading at any other element.
func (w *chromeWriter) boundary(block bool) {
	if block {
		w.breakLine()
		return
	}
	w.spaced.WriteByte(' ')
}

// nestedChrome reports whether n is thinking chrome inside the element
// being read.
func (w *chromeWriter) nestedChrome(n *html.Node) bool {
	if len(n.Attr) == 0 {
		return false
	}
	a := attrs{m: w.p.m}
	a.read(n)
	return isThinkingChrome(&a)
}

// breaksLine reports an element whose boundaries start a new line of text.
func breaksLine(n *html.Node) bool {
	return n.DataAtom == atom.Br || dom.IsBlock(n)
}
