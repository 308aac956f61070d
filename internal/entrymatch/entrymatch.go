// Package entrymatch tests a parsed element against site profile entries
// (package site): the one statement of site.Entry.Matches over an
// *html.Node's attributes, without allocating. It says nothing of
// namespaces: an element of any namespace whose name is the entry's tag
// matches, and callers that read only HTML elements say so themselves.
package entrymatch

import (
	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/site"
)

// Matches reports whether element n matches e: its name is e.Tag (when e
// names one) and every condition of e holds of the first attribute of its
// key without a namespace.
func Matches(n *html.Node, e *site.Entry) bool {
	if e.Tag != "" && e.Tag != n.Data {
		return false
	}
	for c := range e.Match {
		if !holds(n, &e.Match[c]) {
			return false
		}
	}
	return true
}

// Any reports whether element n matches one of entries.
func Any(n *html.Node, entries []site.Entry) bool {
	for k := range entries {
		if Matches(n, &entries[k]) {
			return true
		}
	}
	return false
}

// holds reports whether n has the attribute of c (the first of its key,
// without a namespace) and its value satisfies c.
func holds(n *html.Node, c *site.Cond) bool {
	for _, a := range n.Attr {
		if a.Namespace == "" && a.Key == c.Attr {
			return c.Holds(a.Val)
		}
	}
	return false
}
