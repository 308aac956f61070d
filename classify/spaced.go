package classify

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// spacedText returns the visible text of element i with every element
// boundary read as a word break: a line break at a block element or <br>, a
// space at any other element. A label drawn as adjacent inline elements
// ("Thinking" + "14s", "Pro thinking" + "·" + "Reading sources") reads as
// words, where the page's own text runs them together. Lines keep their
// white space; readLines trims and the grammar collapses it.
func (p *page) spacedText(i int) string {
	if !p.d.Visible(i) {
		return ""
	}
	var b strings.Builder
	p.writeSpaced(&b, p.d.Node(i), i)
	return b.String()
}

// writeSpaced writes the visible text below n, whose element number is i,
// and returns the number after its subtree. Elements are numbered in
// preorder, so the walk keeps the node tree and the numbering in step.
func (p *page) writeSpaced(b *strings.Builder, n *html.Node, i int) int {
	next := i + 1
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			b.WriteString(c.Data)
		case html.ElementNode:
			if !p.d.Visible(next) {
				next = p.d.End(next)
				continue
			}
			sep := " "
			if breaksLine(c) {
				sep = "\n"
			}
			b.WriteString(sep)
			next = p.writeSpaced(b, c, next)
			b.WriteString(sep)
		}
	}
	return p.d.End(i)
}

// breaksLine reports an element whose boundaries start a new line of text.
func breaksLine(n *html.Node) bool {
	switch n.DataAtom {
	case atom.P, atom.Div, atom.Li, atom.Ul, atom.Ol, atom.H1, atom.H2, atom.H3,
		atom.H4, atom.H5, atom.H6, atom.Pre, atom.Blockquote, atom.Section,
		atom.Article, atom.Header, atom.Footer, atom.Main, atom.Nav, atom.Aside,
		atom.Table, atom.Tr, atom.Td, atom.Th, atom.Form, atom.Dl, atom.Dt,
		atom.Dd, atom.Figure, atom.Figcaption, atom.Hr, atom.Details,
		atom.Summary, atom.Button, atom.Label, atom.Fieldset, atom.Legend, atom.Br:
		return true
	}
	return false
}
