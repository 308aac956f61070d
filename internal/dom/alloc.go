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
// chunks.
type allocator struct {
	nodes []html.Node
	attrs []html.Attribute
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

// attributes returns the attributes of a start tag, with keys that are
// atoms as the atom's string and values decoded where they must be. The
// slice's capacity is its length, so that appending to it never writes
// over the next element's attributes.
func (a *allocator) attributes(spans []attrSpan) []html.Attribute {
	if len(spans) == 0 {
		return nil
	}
	if cap(a.attrs)-len(a.attrs) < len(spans) {
		a.attrs = make([]html.Attribute, 0, max(attrChunk, len(spans)))
	}
	start := len(a.attrs)
	for _, sp := range spans {
		key := sp.key
		if at := atom.Lookup([]byte(key)); at != 0 {
			key = at.String()
		}
		val := sp.val
		if sp.decode {
			val = decodeAttr(val)
		}
		a.attrs = append(a.attrs, html.Attribute{Key: key, Val: val})
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
func (c *openCounts) get(a atom.Atom, name string) int32 {
	if a != 0 {
		return c.slot(a).n
	}
	return c.others[name]
}
