package dom

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Chunk sizes of the allocator: nodes, attributes and the bytes of text
// and attribute values are allocated this many at a time, so that a page
// costs a few hundred allocations for its tree instead of one per node
// and string.
const (
	nodeChunk = 1024
	attrChunk = 1024
	textChunk = 64 << 10
)

// allocator hands out the nodes, attributes and strings of one document
// from chunks, and one copy of each tag name and attribute key that is not
// an atom.
type allocator struct {
	nodes []html.Node
	attrs []html.Attribute
	text  strings.Builder
	names map[string]string
	key   []byte // a key being lower-cased
}

// node returns a new zero node.
func (a *allocator) node() *html.Node {
	if len(a.nodes) == cap(a.nodes) {
		a.nodes = make([]html.Node, 0, nodeChunk)
	}
	a.nodes = a.nodes[:len(a.nodes)+1]
	return &a.nodes[len(a.nodes)-1]
}

// leaf returns a new text, comment or doctype node.
func (a *allocator) leaf(t html.NodeType, data string) *html.Node {
	n := a.node()
	n.Type, n.Data = t, data
	return n
}

// string returns a copy of b. Short strings are copied into a chunk of
// text, whose bytes a strings.Builder never changes once written; a long
// one is allocated on its own.
func (a *allocator) string(b []byte) string {
	if len(b) > textChunk/8 {
		return string(b)
	}
	if a.text.Cap()-a.text.Len() < len(b) {
		a.text = strings.Builder{}
		a.text.Grow(textChunk)
	}
	start := a.text.Len()
	a.text.Write(b)
	return a.text.String()[start:]
}

// name returns a tag name or attribute key as a string, one copy per
// distinct name.
func (a *allocator) name(b []byte) string {
	if at := atom.Lookup(b); at != 0 {
		return at.String()
	}
	if s, ok := a.names[string(b)]; ok {
		return s
	}
	if a.names == nil {
		a.names = map[string]string{}
	}
	s := string(b)
	a.names[s] = s
	return s
}

// attributes returns the attributes of a start tag, keys in lower case and
// values copied. Of repeated keys, which only a plain tag's spans hold
// (see plainTag), the first wins. The slice's capacity is its length, so
// that appending to it never writes over the next element's attributes.
func (a *allocator) attributes(spans []attrSpan) []html.Attribute {
	if len(spans) == 0 {
		return nil
	}
	if cap(a.attrs)-len(a.attrs) < len(spans) {
		a.attrs = make([]html.Attribute, 0, max(attrChunk, len(spans)))
	}
	start := len(a.attrs)
	for _, sp := range spans {
		key := a.name(lowerASCII(&a.key, sp.key))
		if len(spans) > maxPlainAttrs || !hasKey(a.attrs[start:], key) {
			a.attrs = append(a.attrs, html.Attribute{Key: key, Val: a.string(sp.val)})
		}
	}
	return a.attrs[start:len(a.attrs):len(a.attrs)]
}

// hasKey reports whether attrs has an attribute keyed key.
func hasKey(attrs []html.Attribute, key string) bool {
	for _, a := range attrs {
		if a.Key == key {
			return true
		}
	}
	return false
}

// openCounts counts the open elements of each name, so that an end tag
// with no open element of its name is ignored without searching the
// stack. Atoms (every HTML tag name) are counted in a small open-addressed
// table that is never full: there are fewer atoms than slots.
type openCounts struct {
	slots  [1024]countSlot
	others map[string]int32
}

// countSlot is the count of open elements named a.
type countSlot struct {
	a atom.Atom
	n int32
}

// slot returns the table slot of atom a.
func (c *openCounts) slot(a atom.Atom) *countSlot {
	for i := uint32(a) * 0x9e3779b1 >> 22; ; i = (i + 1) % uint32(len(c.slots)) {
		s := &c.slots[i]
		if s.a == a || s.a == 0 {
			s.a = a
			return s
		}
	}
}

// add adds delta to the count of n's name.
func (c *openCounts) add(n *html.Node, delta int32) {
	if n.DataAtom != 0 {
		c.slot(n.DataAtom).n += delta
		return
	}
	if c.others == nil {
		c.others = map[string]int32{}
	}
	c.others[strings.ToLower(n.Data)] += delta
}

// get returns the number of open elements named name (a when an atom).
func (c *openCounts) get(a atom.Atom, name []byte) int32 {
	if a != 0 {
		return c.slot(a).n
	}
	return c.others[string(name)]
}
