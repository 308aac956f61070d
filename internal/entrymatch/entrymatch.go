// Package entrymatch tests a parsed element against site profile entries
// (package site): the one statement of site.Entry.Matches over an
// *html.Node's attributes, without allocating. It says nothing of
// namespaces: an element of any namespace whose name is the entry's tag
// matches, and callers that read only HTML elements say so themselves.
package entrymatch

import (
	"strings"

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

// CSS writes the entries of the lists as one CSS selector group, for the
// tests that run a profile's markers with a selector engine. A numbered
// entry (a turn marker such as conversation-turn-N) is written as what it
// matches: its prefix alone, or the prefix and "-".
func CSS(lists ...[]site.Entry) string {
	var sels []string
	for _, l := range lists {
		for _, e := range l {
			if e.Numbered {
				c := e.Match[0]
				rest := site.Entry{Tag: e.Tag, Match: e.Match[1:]}.Selector()
				sels = append(sels,
					site.Entry{Tag: e.Tag, Match: []site.Cond{{Attr: c.Attr, Op: site.OpEquals, Value: c.Value}}}.Selector()+rest,
					site.Entry{Tag: e.Tag, Match: []site.Cond{{Attr: c.Attr, Op: site.OpPrefix, Value: c.Value + "-"}}}.Selector()+rest)
				continue
			}
			sels = append(sels, e.Selector())
		}
	}
	return strings.Join(sels, ", ")
}
