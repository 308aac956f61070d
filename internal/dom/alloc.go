package dom

import "golang.org/x/net/html"

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

// attributes returns a copy of attrs. Its capacity is its length, so that
// appending to it never writes over the next element's attributes.
func (a *allocator) attributes(attrs []html.Attribute) []html.Attribute {
	if len(attrs) == 0 {
		return nil
	}
	if cap(a.attrs)-len(a.attrs) < len(attrs) {
		a.attrs = make([]html.Attribute, 0, max(attrChunk, len(attrs)))
	}
	start := len(a.attrs)
	a.attrs = append(a.attrs, attrs...)
	return a.attrs[start:len(a.attrs):len(a.attrs)]
}
