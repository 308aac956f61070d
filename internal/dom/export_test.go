package dom

import "golang.org/x/net/html"

// Test-only API: indexing a tree html.Parse built, and finding an element
// by id.

// FromNode indexes an already parsed tree.
func FromNode(root *html.Node) *Document {
	d := &Document{root: root}
	d.number(root, -1)
	d.finish()
	return d
}

// number appends the element subtree below n to the table in preorder.
func (d *Document) number(n *html.Node, parent int32) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode {
			i := d.add(c, parent)
			d.number(c, i)
			d.close(i)
		}
	}
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
