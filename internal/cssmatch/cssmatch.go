// Package cssmatch runs the CSS selectors the site profiles' markers are
// written as (site.Entry.Selector, entrymatch.CSS) over an x/net/html
// tree: groups of compound selectors, each a type selector and attribute
// selectors [a], [a="v"], [a^="v"], [a*="v"], [a~="v"], the last three
// and = with an optional " i" flag for case-insensitive values. It is the
// classify tests' oracle for the pass over the page, a reading of the
// selectors independent of the profile's compiled matcher; a test in
// internal/proof/classify checks it against a general CSS engine. A
// selector outside that language is an error, never a matcher that
// matches nothing. It imports x/net/html and the standard library alone,
// so that the library's tests can use it (package txtarfile says why).
package cssmatch

import (
	"fmt"
	"strings"

	"golang.org/x/net/html"
)

// Group is a compiled selector group: an element matches it if it matches
// one of its selectors.
type Group []compound

type compound struct {
	tag   string // lower case; "" for any
	conds []cond
}

type cond struct {
	attr  string // lower case
	op    string // "" (present), "=", "^=", "*=", "~="
	value string
	fold  bool // the " i" flag
}

// Compile reads a selector group.
func Compile(group string) (Group, error) {
	var g Group
	p := &parser{s: group}
	for {
		p.space()
		c, err := p.compound()
		if err != nil {
			return nil, fmt.Errorf("%q at %d: %w", group, p.i, err)
		}
		g = append(g, c)
		p.space()
		if p.i == len(p.s) {
			return g, nil
		}
		if p.s[p.i] != ',' {
			return nil, fmt.Errorf("%q at %d: %q is not a selector of the markers' language", group, p.i, p.s[p.i:])
		}
		p.i++
	}
}

type parser struct {
	s string
	i int
}

func (p *parser) space() {
	for p.i < len(p.s) && strings.IndexByte(" \t\n\r\f", p.s[p.i]) >= 0 {
		p.i++
	}
}

func isNameByte(b byte) bool {
	return b == '-' || b == '_' || '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
}

func (p *parser) name() string {
	start := p.i
	for p.i < len(p.s) && isNameByte(p.s[p.i]) {
		p.i++
	}
	return strings.ToLower(p.s[start:p.i])
}

func (p *parser) compound() (compound, error) {
	c := compound{tag: p.name()}
	for p.i < len(p.s) && p.s[p.i] == '[' {
		p.i++
		p.space()
		k := cond{attr: p.name()}
		if k.attr == "" {
			return c, fmt.Errorf("an attribute selector without a name")
		}
		p.space()
		for _, op := range []string{"=", "^=", "*=", "~="} {
			if strings.HasPrefix(p.s[p.i:], op) {
				k.op = op
				p.i += len(op)
				break
			}
		}
		if k.op != "" {
			p.space()
			v, err := p.quoted()
			if err != nil {
				return c, err
			}
			k.value = v
			p.space()
			if p.i < len(p.s) && (p.s[p.i] == 'i' || p.s[p.i] == 'I') {
				k.fold = true
				p.i++
				p.space()
			}
		}
		if p.i == len(p.s) || p.s[p.i] != ']' {
			return c, fmt.Errorf("an attribute selector not closed")
		}
		p.i++
		c.conds = append(c.conds, k)
	}
	if c.tag == "" && len(c.conds) == 0 {
		return c, fmt.Errorf("an empty selector")
	}
	return c, nil
}

// quoted reads a double-quoted string whose only escape is \".
func (p *parser) quoted() (string, error) {
	if p.i == len(p.s) || p.s[p.i] != '"' {
		return "", fmt.Errorf("an attribute value not quoted")
	}
	var b strings.Builder
	for p.i++; p.i < len(p.s); p.i++ {
		switch ch := p.s[p.i]; {
		case ch == '"':
			p.i++
			return b.String(), nil
		case ch == '\\' && p.i+1 < len(p.s) && p.s[p.i+1] == '"':
			b.WriteByte('"')
			p.i++
		case ch == '\\':
			return "", fmt.Errorf("an escape other than \\\"")
		default:
			b.WriteByte(ch)
		}
	}
	return "", fmt.Errorf("an attribute value not closed")
}

// Match reports whether the element n matches g.
func (g Group) Match(n *html.Node) bool {
	if n == nil || n.Type != html.ElementNode {
		return false
	}
	for _, c := range g {
		if c.match(n) {
			return true
		}
	}
	return false
}

func (c compound) match(n *html.Node) bool {
	if c.tag != "" && c.tag != n.Data {
		return false
	}
	for _, k := range c.conds {
		if !k.match(n) {
			return false
		}
	}
	return true
}

func (k cond) match(n *html.Node) bool {
	for _, a := range n.Attr {
		if a.Key != k.attr {
			continue
		}
		v, want := a.Val, k.value
		if k.fold {
			v, want = strings.ToLower(v), strings.ToLower(want)
		}
		switch k.op {
		case "":
			return true
		case "=":
			return v == want
		case "^=":
			return want != "" && strings.HasPrefix(v, want)
		case "*=":
			return want != "" && strings.Contains(v, want)
		case "~=":
			if want == "" || strings.ContainsAny(want, " \t\n\r\f") {
				return false
			}
			for _, w := range strings.FieldsFunc(v, func(r rune) bool { return strings.ContainsRune(" \t\n\r\f", r) }) {
				if w == want {
					return true
				}
			}
			return false
		}
	}
	return false
}

// Closest returns n or its nearest ancestor element that matches g, or
// nil.
func (g Group) Closest(n *html.Node) *html.Node {
	for ; n != nil; n = n.Parent {
		if g.Match(n) {
			return n
		}
	}
	return nil
}

// FindAll returns the elements under root (root excluded) that match g, in
// document order.
func (g Group) FindAll(root *html.Node) []*html.Node {
	var found []*html.Node
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if g.Match(c) {
				found = append(found, c)
			}
			walk(c)
		}
	}
	walk(root)
	return found
}
