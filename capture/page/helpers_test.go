package page

// A compact way to write pages for tests: el adds an element, txt a text
// node, each under a parent index, with an optional layout.

type pageBuilder struct{ p Page }

func newPage() *pageBuilder {
	b := &pageBuilder{}
	b.p.Nodes = []Node{{Type: DocumentNode, Name: "#document", Parent: -1, Layout: &Layout{Box: Rect{0, 0, 1440, 900}, Opacity: 1}}}
	return b
}

func (b *pageBuilder) add(n Node) int {
	i := len(b.p.Nodes)
	b.p.Nodes = append(b.p.Nodes, n)
	if n.Parent >= 0 {
		b.p.Nodes[n.Parent].Children = append(b.p.Nodes[n.Parent].Children, i)
	}
	return i
}

func (b *pageBuilder) el(parent int, name string, l *Layout, attrs ...string) int {
	n := Node{Type: ElementNode, Name: name, Parent: parent, Layout: l}
	for k := 0; k+1 < len(attrs); k += 2 {
		n.Attrs = append(n.Attrs, Attr{attrs[k], attrs[k+1]})
	}
	return b.add(n)
}

func (b *pageBuilder) txt(parent int, s string, l *Layout) int {
	return b.add(Node{Type: TextNode, Name: "#text", Value: s, Parent: parent, Layout: l})
}

// box is a visible, static, unclipped layout of the given size.
func box(w, h float64) *Layout {
	return &Layout{Box: Rect{0, 0, w, h}, Display: "block", Visibility: "visible", Opacity: 1,
		Position: "static", OverflowX: "visible", OverflowY: "visible", Transform: "none", ContentVisibility: "visible"}
}

// with returns a copy of l changed by f.
func with(l *Layout, f func(*Layout)) *Layout {
	c := *l
	f(&c)
	return &c
}

// skeleton adds html and body and returns the body's index.
func (b *pageBuilder) skeleton() int {
	html := b.el(0, "HTML", box(1440, 900))
	b.el(html, "HEAD", nil)
	return b.el(html, "BODY", box(1424, 884))
}
