// Package textblock names the HTML elements that start and end a block of
// text: text on the two sides of one is never read as one run. Package
// surface reads a page's text blocks by it, and package redact the runs a
// secret may span, with a few elements more of its own (see
// redact's runBreaks).
package textblock

import "golang.org/x/net/html/atom"

// Is reports whether elements named a start and end a block of text.
func Is(a atom.Atom) bool { return blocks[a] }

// blocks are the elements Is names.
var blocks = map[atom.Atom]bool{
	atom.P: true, atom.Div: true, atom.Li: true, atom.Ul: true, atom.Ol: true,
	atom.H1: true, atom.H2: true, atom.H3: true, atom.H4: true, atom.H5: true,
	atom.H6: true, atom.Pre: true, atom.Blockquote: true, atom.Section: true,
	atom.Article: true, atom.Header: true, atom.Footer: true, atom.Main: true,
	atom.Nav: true, atom.Aside: true, atom.Table: true, atom.Tr: true,
	atom.Td: true, atom.Th: true, atom.Dl: true, atom.Dt: true, atom.Dd: true,
	atom.Figure: true, atom.Figcaption: true, atom.Hr: true, atom.Details: true,
	atom.Summary: true, atom.Label: true, atom.Fieldset: true,
	atom.Legend: true, atom.Dialog: true, atom.Address: true,
}
