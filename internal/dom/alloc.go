package dom

import (
	"unsafe"

	"golang.org/x/net/html"
)

// Chunk sizes of the allocator: nodes and attributes are allocated this
// many at a time, so that a page costs a few hundred allocations for its
// tree instead of one per node; a small page, whose tree is smaller than a
// chunk, gets chunks its size.
const (
	nodeChunk = 1024
	attrChunk = 1024
	minChunk  = 16
)

// What the node budget counts (see NodeBudget), in bytes: what each part
// of the tree takes in memory.
const (
	// nodeCost is a node of the tree: an element, a text, a comment or a
	// doctype.
	nodeCost = int(unsafe.Sizeof(html.Node{}))
	// elementCost is an element's entry in the element table, reserved
	// for every element the markup may open when reading starts.
	elementCost = int(unsafe.Sizeof(Element{}))
	// attrCost is an attribute stored; a list of attributes equal to one
	// stored shortly before is not stored again.
	attrCost = int(unsafe.Sizeof(html.Attribute{}))
	// nameCost is a distinct tag name or attribute key: its record and
	// its entries in the reader's table of names (its bytes are counted
	// apart, when copied).
	nameCost = 128
	// valueCost is a distinct attribute value whose character references
	// are decoded: its entry in the reader's table of decoded values (its
	// decoded bytes are counted apart).
	valueCost = 64
)

// budget is what is left of a document's node budget, in bytes.
type budget struct{ left int }

// spend takes n bytes from the budget.
func (b *budget) spend(n int) { b.left -= n }

// over reports whether the tree has outgrown its budget.
func (b *budget) over() bool { return b.left < 0 }

// allocator hands out the nodes and attributes of one document from
// chunks, and counts them against the document's budget.
type allocator struct {
	nodes []html.Node
	attrs []html.Attribute
	// lists are attribute lists stored recently, by a hash of their
	// contents (listSlot): an element whose attributes equal one of them
	// gets the same list. Pages repeat the same attributes on element
	// after element (icons, buttons, the rows of every turn).
	heads [][]html.Attribute
	// nodeChunk and attrChunk are the sizes of the chunks to allocate.
	nodeChunk, attrChunk int
	*budget
}

// newAllocator returns an allocator for a source of size bytes holding
// at most tags start tags that spends b.
func newAllocator(size, tags int, b *budget) allocator {
	// One slot per 512 bytes of source, from 64 to 4096 slots: a small
	// page does not pay for a large table.
	slots := 64
	for slots < 4096 && slots*512 < size {
		slots *= 2
	}
	b.spend(slots * int(unsafe.Sizeof([]html.Attribute{})))
	return allocator{
		heads:     make([][]html.Attribute, slots),
		nodeChunk: min(nodeChunk, max(minChunk, 2*tags+4)), // an element and a text per tag
		attrChunk: min(attrChunk, max(minChunk, 2*tags)),
		budget:    b,
	}
}

// node returns a new zero node.
func (a *allocator) node() *html.Node {
	if len(a.nodes) == cap(a.nodes) {
		a.nodes = make([]html.Node, 0, a.nodeChunk)
	}
	a.spend(nodeCost)
	a.nodes = a.nodes[:len(a.nodes)+1]
	return &a.nodes[len(a.nodes)-1]
}

// leaf returns a new text, comment or doctype node.
func (a *allocator) leaf(t html.NodeType, data string) *html.Node {
	n := a.node()
	n.Type, n.Data = t, data
	return n
}

// attributes returns a list of attributes equal to attrs: one stored
// before when it is in the table of recent lists, else a copy. Its
// capacity is its length, so that appending to it never writes over
// another list; since elements may share it, no one may change it in
// place (a change is a new list).
func (a *allocator) attributes(attrs []html.Attribute) []html.Attribute {
	if len(attrs) == 0 {
		return nil
	}
	slot := &a.heads[listHash(attrs)&uint64(len(a.heads)-1)]
	if equalAttrs(*slot, attrs) {
		return *slot
	}
	a.spend(len(attrs) * attrCost)
	var list []html.Attribute
	if n := len(attrs); cap(a.attrs)-len(a.attrs) >= n {
		start := len(a.attrs)
		a.attrs = append(a.attrs, attrs...)
		list = a.attrs[start:len(a.attrs):len(a.attrs)]
	} else if n > a.attrChunk/4 {
		// A long list gets its own array, so that the room left in the
		// chunk is not wasted.
		list = append([]html.Attribute(nil), attrs...)
	} else {
		a.attrs = append(make([]html.Attribute, 0, a.attrChunk), attrs...)
		list = a.attrs[:n:n]
	}
	*slot = list
	return list
}

// equalAttrs reports whether two attribute lists are the same, in order.
func equalAttrs(a, b []html.Attribute) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// listHash hashes an attribute list from the length and a few bytes of
// each string: cheap whatever the values' lengths; two lists that collide
// only share a slot (equalAttrs decides), so a weak hash costs sharing,
// never correctness.
func listHash(attrs []html.Attribute) uint64 {
	h := uint64(len(attrs))
	for _, at := range attrs {
		h = (h^strHash(at.Namespace))*0x9e3779b97f4a7c15 ^ strHash(at.Key)
		h = (h*0xbf58476d1ce4e5b9 ^ strHash(at.Val)) * 0x94d049bb133111eb
		h ^= h >> 29
	}
	return h
}

// strHash mixes s's length with its first, middle and last bytes.
func strHash(s string) uint64 {
	h := uint64(len(s))
	if len(s) < 8 {
		for i := range len(s) {
			h = h<<8 | uint64(s[i])
		}
		return h
	}
	mid := len(s)/2 - 4
	return h ^ le64(s)*0xff51afd7ed558ccd ^ le64(s[mid:])*0xc4ceb9fe1a85ec53 ^ le64(s[len(s)-8:])
}

// le64 reads the first 8 bytes of s, little-endian.
func le64(s string) uint64 {
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}
