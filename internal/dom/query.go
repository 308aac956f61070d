package dom

import (
	"fmt"

	"github.com/andybalholm/cascadia"
	"golang.org/x/net/html"
)

// Selector is a compiled CSS selector.
type Selector struct {
	src string
	m   cascadia.Matcher
}

// MustCompile compiles a CSS selector and panics on a syntax error, so that a
// typo fails loudly when the package is initialised instead of silently
// matching nothing.
func MustCompile(sel string) Selector {
	m, err := cascadia.ParseGroup(sel)
	if err != nil {
		panic(fmt.Sprintf("dom: bad selector %q: %v", sel, err))
	}
	return Selector{src: sel, m: m}
}

// String returns the selector's source.
func (s Selector) String() string { return s.src }

// Match reports whether n matches.
func (s Selector) Match(n *html.Node) bool { return s.m.Match(n) }

// MatchEl reports whether element i matches.
func (d *Document) MatchEl(s Selector, i int) bool { return s.m.Match(d.els[i].Node) }

// Each calls fn for every element inside scope (its descendants; a negative
// scope is the whole document) that matches s, in document order, until fn
// returns false. Hidden elements are included: callers decide.
func (d *Document) Each(scope int, s Selector, fn func(i int) bool) {
	start, end := scope+1, d.End(scope)
	for i := start; i < end; i++ {
		if s.m.Match(d.els[i].Node) && !fn(i) {
			return
		}
	}
}

// First returns the first element inside scope that matches s, or -1.
func (d *Document) First(scope int, s Selector) int {
	found := -1
	d.Each(scope, s, func(i int) bool { found = i; return false })
	return found
}

// ByID returns the first element whose id attribute is id, or -1.
func (d *Document) ByID(id string) int {
	for i := range d.els {
		for _, a := range d.els[i].Node.Attr {
			if a.Key == "id" && a.Namespace == "" {
				if a.Val == id {
					return i
				}
				break
			}
		}
	}
	return -1
}
