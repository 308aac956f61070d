package dom

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Chunk sizes of the allocator: nodes and attributes are allocated this
// many at a time, so that a page costs a few hundred allocations for its
// tree instead of one per node.
const (
	nodeChunk = 1024
	attrChunk = 1024
)

// allocator hands out the nodes and attributes of one document from
// chunks, and one copy of each tag name and attribute key that is not an
// atom.
type allocator struct {
	nodes []html.Node
	attrs []html.Attribute
	names map[string]string
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

// name returns a tag name or attribute key as a string, one copy per
// distinct name.
func (a *allocator) name(b []byte) string {
	if at := atom.Lookup(b); at != 0 {
		return at.String()
	}
	if s, ok := a.names[string(b)]; ok {
		return s
	}
	s := string(b)
	a.names[s] = s
	return s
}

// attributes returns the attributes of the tokenizer's current start tag. The
// slice's capacity is its length, so that appending to it never writes
// over the next element's attributes.
func (a *allocator) attributes(z *html.Tokenizer) []html.Attribute {
	start := len(a.attrs)
	for more := true; more; {
		var key, val []byte
		key, val, more = z.TagAttr()
		if len(a.attrs) == cap(a.attrs) {
			chunk := make([]html.Attribute, 0, max(attrChunk, 2*(len(a.attrs)-start)))
			a.attrs = append(chunk, a.attrs[start:]...)
			start = 0
		}
		a.attrs = append(a.attrs, html.Attribute{Key: a.name(key), Val: string(val)})
	}
	return a.attrs[start:len(a.attrs):len(a.attrs)]
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

// equalFold reports whether s and b are equal ignoring ASCII case.
func equalFold(s string, b []byte) bool {
	if len(s) != len(b) {
		return false
	}
	for i := range len(s) {
		if lower(s[i]) != lower(b[i]) {
			return false
		}
	}
	return true
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
