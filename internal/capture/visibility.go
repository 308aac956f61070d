package capture

// Visibility decides, for every node of p, whether the browser rendered it
// visibly. The result is indexed like p.Nodes; only element and text entries
// are meaningful.
//
// An element is not visible when it has no layout box (display:none on it
// or an ancestor), its computed visibility is hidden or collapse, its own or
// an ancestor's opacity is 0, an overflow-clipping ancestor that contains it
// has a box of at most 1 px in a clipped direction (sr-only clipping, a
// collapsed panel), or its own box is at most 1×1 px. The size rule yields
// to descendants: an element with such a box but a visibly rendered
// descendant element or text is visible, and so is an element without a box
// of its own (display:contents) whose descendants render. Under content-visibility:auto
// the size rule is not applied, since the browser may skip laying out
// content that is off screen.
//
// Content that is merely scrolled out of view stays visible: the
// classifiers judge what the page shows, not what fits the viewport.
func Visibility(p *Page) []bool {
	n := len(p.Nodes)
	st := make([]visState, n)
	self := make([]bool, n)  // rendered on its own (box and styles)
	based := make([]bool, n) // styles allow rendering; only the size fails
	for i := range n {
		nd := &p.Nodes[i]
		var ps visState
		if nd.Parent >= 0 {
			ps = st[nd.Parent]
		} else if i != 0 {
			continue // left out by Decode
		}
		st[i] = ps
		l := nd.Layout
		if l == nil {
			continue
		}
		clipped := ps.clipAll
		if nd.Type == ElementNode {
			switch l.Position {
			case "fixed":
				clipped = ps.clipFixed
			case "absolute":
				clipped = ps.clipAbs
			}
		}
		opZero := ps.opacityZero || l.Opacity <= 0
		based[i] = !clipped && !opZero && l.Visibility != "hidden" && l.Visibility != "collapse"
		self[i] = based[i] && (ps.noSizeRule || !degenerate(l.Box))

		cs := visState{opacityZero: opZero, noSizeRule: ps.noSizeRule || l.ContentVisibility == "auto"}
		cs.clipAll = clipped || clipsAway(l)
		cs.clipAbs, cs.clipFixed = ps.clipAbs, ps.clipFixed
		if nd.Type == ElementNode {
			if l.Position != "static" && l.Position != "" || hasTransform(l) {
				cs.clipAbs = cs.clipAll
			}
			if hasTransform(l) {
				cs.clipFixed = cs.clipAll
			}
		}
		st[i] = cs
	}
	// Bottom-up: a node is visible when it renders on its own, or when its
	// styles allow rendering (or it has no box at all) and a descendant
	// renders. Children have larger indexes than their parents.
	vis := make([]bool, n)
	shows := make([]bool, n) // some node in the subtree is visible
	for i := n - 1; i >= 0; i-- {
		nd := &p.Nodes[i]
		switch nd.Type {
		case ElementNode:
			vis[i] = self[i] || shows[i] && (based[i] || nd.Layout == nil)
		case TextNode:
			vis[i] = self[i]
		}
		if (vis[i] || shows[i]) && nd.Parent >= 0 {
			shows[nd.Parent] = true
		}
	}
	return vis
}

// visState is what a node passes down to its children.
type visState struct {
	opacityZero bool // the node or an ancestor has opacity 0
	noSizeRule  bool // inside content-visibility:auto
	clipAll     bool // in-flow children are clipped away
	clipAbs     bool // absolutely positioned descendants are clipped away
	clipFixed   bool // fixed descendants are clipped away
}

// degenerate reports a box of at most 1×1 px.
func degenerate(r Rect) bool {
	return r.W <= 1 && r.H <= 1
}

// clipsAway reports whether l clips its content away: it clips overflow in a
// direction where its box is at most 1 px.
func clipsAway(l *Layout) bool {
	return l.OverflowX != "visible" && l.OverflowX != "" && l.Box.W <= 1 ||
		l.OverflowY != "visible" && l.OverflowY != "" && l.Box.H <= 1
}

func hasTransform(l *Layout) bool {
	return l.Transform != "" && l.Transform != "none"
}
