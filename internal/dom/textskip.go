package dom

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// TextWithout is Text with some subtrees left out: the visible text of
// element i, one line per block, each line's white space collapsed, at most
// max runes, without the text of every descendant j for which skip(j) is
// true (nor of j's descendants). A left-out block still ends the line before
// it, so the text on either side never runs together. A nil skip leaves
// nothing out.
func (d *Document) TextWithout(i, max int, skip func(j int) bool) string {
	if max <= 0 || d.els[i].Hidden {
		return ""
	}
	w := textWriter{max: max}
	d.writeTextWithout(&w, d.els[i].Node, int32(i), skip)
	return w.String()
}

// writeTextWithout is writeText with skipped subtrees.
func (d *Document) writeTextWithout(w *textWriter, n *html.Node, i int32, skip func(int) bool) int32 {
	next := i + 1
	block := isBlock(n)
	if block {
		w.breakLine()
	}
	for c := n.FirstChild; c != nil && !w.full(); c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			w.text(c.Data)
		case html.ElementNode:
			if d.els[next].Hidden {
				next = d.els[next].End
				continue
			}
			if skip != nil && skip(int(next)) {
				if isBlock(c) {
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
			next = d.writeTextWithout(w, c, next, skip)
		}
	}
	if block {
		w.breakLine()
	}
	return d.els[i].End
}
