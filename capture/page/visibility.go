package page

import (
	"math"
	"strings"
)

// Visibility decides, for every node of p, whether the browser paints it
// where a user can see it, from the boxes and computed styles it reported.
// The result is indexed like p.Nodes; only element and text entries are
// meaningful.
//
// An element is not visible when:
//   - it has no layout box (display:none on it or an ancestor), except in
//     a subtree the browser skipped laying out (see below);
//   - its computed visibility is hidden or collapse;
//   - its own or an ancestor's opacity is 0, or a filter holds opacity(0);
//   - it or an ancestor is clipped away entirely: clip-path inset() that
//     meets in the middle or a zero circle() or ellipse(), or an
//     absolutely positioned clip:rect() at most 1 px wide or high;
//   - its box lies outside what its clipping ancestors let through: an
//     overflow:hidden or clip box clips to itself on that axis, a scroll
//     container (auto, scroll) to what it can scroll into view, and one at
//     most 1 px wide or high to itself; an overflow:clip box on both axes
//     lets its overflow-clip-margin through around its box; only block containers clip (an
//     inline box's overflow does not apply), and absolutely positioned and
//     fixed boxes are clipped only by containers at or above their
//     containing block;
//   - it lies in content the browser skips, as Element.checkVisibility
//     says: inside a content-visibility:hidden element (hidden="until-found"
//     is one, by the browser's own style) whose box size containment
//     applies to (not an inline, display:contents or internal table box:
//     see sizeContainable), or in a closed details beyond its first summary
//     child (see skipsChild), whatever layout the browser still holds for
//     it and whatever its own styles say;
//   - it lies outside the box of an ancestor under paint containment
//     (contain: paint, strict or content), which clips its absolutely
//     positioned and fixed descendants too;
//   - its own or an ancestor's mask-image is a gradient whose every color
//     stop is transparent (see maskHides);
//   - it lies outside the document's scrollable area (left:-9999px,
//     translateX(-10000px); above it, or left of it in a left-to-right
//     document), or it is fixed and outside the viewport;
//   - its own box is at most 1 px wide or high, unless a descendant
//     renders (a zero-size wrapper of visible content is visible, and so
//     is an element without a box of its own, display:contents, whose
//     descendants render), or it is an editing host whose overflow is
//     visible on that axis (an empty editor sized by its content: the
//     caret and what is typed paint beyond its box; see spillingEditor).
//
// Content scrolled out of view stays visible: the classifiers judge what
// the page shows, not what fits the viewport. Under content-visibility:auto
// the browser does not lay out content far from the viewport; such a
// skipped subtree (its container lies beyond half a viewport from it and no
// child has a box) is judged by its container, which must be visible, and
// by the static rules a saved page is read with (the hidden attribute, inline
// display:none, visibility:hidden or opacity:0, a class token hidden,
// invisible or sr-only; an inline content-visibility:hidden, a closed
// details), since the browser gave no boxes to judge by.
//
// An element painted under an opaque layer that covers the whole viewport
// (a fixed box over all of it with an opaque background, painted later, as
// a full-page modal is) is not visible either, unless it belongs to that
// layer. A smaller opaque cover (a modal card, a sticky header) leaves
// what it covers visible: whether such an element can be seen is a
// separate annotation, Covered, which only ever withholds positive
// evidence.
func Visibility(p *Page) []bool { return judge(p).visible }

// judgement is what judge decides for every node of a page.
type judgement struct {
	visible []bool // see Visibility
	covered []bool // see Covered
}

// judge decides Visibility and Covered for every node of p in one pass.
func judge(p *Page) judgement {
	n := len(p.Nodes)
	st := make([]visState, n)
	seen := make([]Rect, n)  // the part of each laid-out node's box that can be seen
	self := make([]bool, n)  // rendered on its own (box and styles)
	based := make([]bool, n) // styles allow rendering; only the size fails
	root := visState{all: unbounded, abs: unbounded, fixed: unbounded}
	root.all.Y = 0 // nothing above the document can be scrolled to
	if !rightToLeft(p) {
		root.all.X = 0 // nor left of a left-to-right one
	}
	root.abs = root.all
	var summaries map[int]bool // closed details whose first summary was seen
	if v := p.Viewport; v.W > 0 && v.H > 0 {
		root.fixed = v
	}
	for i := range n {
		nd := &p.Nodes[i]
		ps := root
		if nd.Parent >= 0 {
			ps = st[nd.Parent]
		} else if i != 0 {
			continue // left out by Decode
		}
		if nd.Parent >= 0 && skipsChild(p, nd.Parent, i, ps.skipped, &summaries) {
			ps.hiddenAll = true // content the browser skips is not painted
		}
		st[i] = ps
		l := nd.Layout
		if l == nil {
			if ps.skipped && nd.Type == ElementNode {
				st[i].hiddenAll = ps.hiddenAll || staticHidden(nd)
				self[i], based[i] = !st[i].hiddenAll, !st[i].hiddenAll
			} else if ps.skipped && nd.Type == TextNode {
				self[i] = !ps.hiddenAll
			}
			continue
		}
		st[i], self[i], based[i] = visit(nd, p, i, ps)
		seen[i] = clipTo(l.Box, regionOf(nd, ps))
	}
	coverOccluded(p, st, self)
	// Bottom-up: a node is visible when it renders on its own, or when its
	// styles allow rendering (or it has no box at all) and a descendant
	// renders. Children have larger indexes than their parents.
	vis := make([]bool, n)
	shows := make([]bool, n) // some node in the subtree is visible
	for i := n - 1; i >= 0; i-- {
		nd := &p.Nodes[i]
		switch nd.Type {
		case ElementNode:
			vis[i] = self[i] || shows[i] && (based[i] || nd.Layout == nil && !st[i].hiddenAll)
		case TextNode:
			vis[i] = self[i]
		}
		if (vis[i] || shows[i]) && nd.Parent >= 0 {
			shows[nd.Parent] = true
		}
	}
	return judgement{visible: vis, covered: covered(p, st, self, seen)}
}

// visit judges laid-out node i under its parent's state ps and returns the
// state it passes to its children, whether it renders on its own, and
// whether its styles allow rendering.
func visit(nd *Node, p *Page, i int, ps visState) (cs visState, self, based bool) {
	l := nd.Layout
	region := regionOf(nd, ps)
	cs = paintState(ps, l, nd.Type == ElementNode)
	clipped := outside(l.Box, region)
	based = !clipped && !cs.opacityZero && !cs.hiddenAll && l.Visibility != "hidden" && l.Visibility != "collapse"
	self = based && (ps.noSizeRule || !thin(l.Box) || nd.Type == ElementNode && spillingEditor(nd, l))
	cs.noSizeRule = ps.noSizeRule || l.ContentVisibility == "auto"
	cs.skipped = based && nd.Type == ElementNode && skippedContent(p, i)
	if nd.Type != ElementNode {
		return cs, self, based
	}
	cs.all = overflowClip(l, region)
	if l.Position != "static" && l.Position != "" || hasTransform(l) {
		cs.abs = cs.all
	}
	if hasTransform(l) || l.Filter != "" && l.Filter != "none" {
		cs.fixed = cs.all
	}
	switch containment(l) {
	case containsPaint:
		// Paint containment clips everything inside to the box, and the
		// box contains the absolutely positioned and fixed boxes inside.
		cs.all = clipTo(cs.all, l.Box)
		cs.abs, cs.fixed = cs.all, cs.all
	case containsLayout:
		// The box contains the fixed boxes inside, without clipping them.
		cs.abs, cs.fixed = cs.all, cs.all
	}
	return cs, self, based
}

// paintState folds the styles l of a node (an element when element) into
// the state ps its parent passes down, as far as painting goes: opacity and
// filters (translucent, opacityZero), a clip that hides the whole subtree
// (hiddenAll), and, for an element, positioning and z-index (lifted,
// negativeZ). Visibility and the covers of both captures read it.
func paintState(ps visState, l *Layout, element bool) visState {
	cs := ps
	cs.opacityZero = ps.opacityZero || l.Opacity <= 0 || filterHides(l.Filter) || element && maskHides(l.MaskImage)
	cs.translucent = ps.translucent || l.Opacity < 1 || l.Filter != "" && l.Filter != "none" || element && l.MaskImage != "" && l.MaskImage != "none"
	cs.hiddenAll = ps.hiddenAll || element && (clipPathHides(l.ClipPath, l.Box) || clipRectHides(l))
	if element {
		z := strings.TrimSpace(l.ZIndex)
		cs.lifted = ps.lifted || l.Position == "absolute" || l.Position == "fixed" || l.Position == "sticky" || z != "" && z != "auto"
		cs.negativeZ = ps.negativeZ || strings.HasPrefix(z, "-")
	}
	return cs
}

// regionOf returns where node nd, under its parent's state ps, can be
// seen.
func regionOf(nd *Node, ps visState) Rect {
	if nd.Type == ElementNode {
		switch nd.Layout.Position {
		case "fixed":
			return ps.fixed
		case "absolute":
			return ps.abs
		}
	}
	return ps.all
}

// visState is what a node passes down to its children.
type visState struct {
	opacityZero bool // the node or an ancestor has opacity 0
	translucent bool // the node or an ancestor has opacity under 1 or a filter
	lifted      bool // the node or an ancestor is absolute, fixed, sticky or z-indexed
	negativeZ   bool // the node or an ancestor has a negative z-index
	hiddenAll   bool // the node or an ancestor clips its whole subtree away
	noSizeRule  bool // inside content-visibility:auto
	skipped     bool // inside a subtree the browser skipped laying out
	all         Rect // where in-flow descendants can be seen
	abs         Rect // where absolutely positioned descendants can be seen
	fixed       Rect // where fixed descendants can be seen
}

// unbounded is a region that clips nothing.
var unbounded = Rect{-math.MaxFloat32, -math.MaxFloat32, 2 * math.MaxFloat32, 2 * math.MaxFloat32}

// overflowClip returns the region l's children can be seen in, given the
// region l itself is seen in. Only block containers clip: overflow does
// not apply to an inline box, however it is sized. On an axis where l
// clips (hidden, clip) the region narrows to l's box; where l scrolls
// (auto, scroll) it becomes what scrolling l can bring into its box, which
// is seen since l is; a scroll container at most 1 px long shows nothing.
// An overflow:clip box clips at its overflow-clip-margin (see clipMargin).
func overflowClip(l *Layout, region Rect) Rect {
	if l.Display == "inline" || l.Display == "contents" || l.Display == "" {
		return region
	}
	r, b := region, l.Box
	if m := clipMargin(l); m > 0 {
		b = Rect{b.X - m, b.Y - m, b.W + 2*m, b.H + 2*m}
	}
	r.X, r.W = axisClip(l.OverflowX, r.X, r.W, b.X, b.W, l.Scroll.X, l.Scroll.W, l.HasScroll)
	r.Y, r.H = axisClip(l.OverflowY, r.Y, r.H, b.Y, b.H, l.Scroll.Y, l.Scroll.H, l.HasScroll)
	return r
}

// clipMargin returns how far beyond its box an overflow:clip box paints
// its content: its overflow-clip-margin, which the browser applies only
// when both axes clip. The margin is taken from the border box, whatever
// box the value names (padding and borders are not read), so it may
// reach a border's width further than the browser paints.
func clipMargin(l *Layout) float64 {
	if l.OverflowX != "clip" || l.OverflowY != "clip" {
		return 0
	}
	for _, f := range strings.Fields(l.ClipMargin) {
		if px, ok := cssLength(f, 0); ok {
			return px
		}
	}
	return 0
}

// axisClip returns the interval [start, length] content is seen in on one
// axis of a box at [pos, pos+size] with the given overflow, when the box
// itself is seen in [q, q+m].
func axisClip(overflow string, q, m, pos, size, scrolled, scrollSize float64, hasScroll bool) (float64, float64) {
	switch overflow {
	case "hidden", "clip":
		return intersect(q, m, pos, size)
	case "auto", "scroll", "overlay":
		switch {
		case size <= 1:
			return intersect(q, m, pos, size)
		case !hasScroll: // what it scrolls to is unknown: nothing is ruled out
			return unbounded.X, unbounded.W
		}
		return pos - scrolled, max(size, scrollSize)
	}
	return q, m
}

// intersect returns the overlap of [p, p+l] and [q, q+m], empty (length
// 0) at q when they do not overlap.
func intersect(p, l, q, m float64) (float64, float64) {
	lo, hi := max(p, q), min(p+l, q+m)
	if hi < lo {
		return lo, 0
	}
	return lo, hi - lo
}

// outside reports whether box b cannot be seen through region r: on some
// axis at most 1 px of it falls inside r, or, for a box at most 1 px long
// on that axis, it lies beyond r.
func outside(b, r Rect) bool {
	return axisOutside(b.X, b.W, r.X, r.W) || axisOutside(b.Y, b.H, r.Y, r.H)
}

func axisOutside(p, l, q, m float64) bool {
	if l > 1 {
		_, seen := intersect(p, l, q, m)
		return seen <= 1
	}
	return p+l < q || p > q+m
}

// thin reports a box at most 1 px wide or high: it paints nothing of its
// own.
func thin(r Rect) bool {
	return r.W <= 1 || r.H <= 1
}

// spillingEditor reports an editing host (contenteditable "", "true" or
// "plaintext-only") whose thin box lets its content out on every thin
// axis (overflow visible there): an empty editor in a row that sizes it by
// its content has no width yet, but it takes focus and input, and the
// caret and what is typed are painted beyond its box, so the thin-box rule
// does not hide it. A text control clips what it holds and an editor
// clipping its overflow on a thin axis shows nothing: both stay under the
// rule.
func spillingEditor(nd *Node, l *Layout) bool {
	if !editingHost(nd) {
		return false
	}
	if l.Box.W <= 1 && l.OverflowX != "visible" {
		return false
	}
	if l.Box.H <= 1 && l.OverflowY != "visible" {
		return false
	}
	return true
}

// editingHost reports an element whose own contenteditable attribute
// makes it editable: "", "true" or "plaintext-only", in any case.
func editingHost(nd *Node) bool {
	for _, a := range nd.Attrs {
		if strings.EqualFold(a.Name, "contenteditable") {
			switch strings.ToLower(strings.TrimSpace(a.Value)) {
			case "", "true", "plaintext-only":
				return true
			}
			return false
		}
	}
	return false
}

func hasTransform(l *Layout) bool {
	return l.Transform != "" && l.Transform != "none"
}

// skippedContent reports an element under content-visibility:auto whose
// children the browser did not lay out: it lies far from the viewport
// (the browser lays out what is within half a viewport of it) and has
// children, none with a box. Near the viewport, children without a box
// are display:none.
func skippedContent(p *Page, i int) bool {
	nd := &p.Nodes[i]
	if nd.Layout == nil || nd.Layout.ContentVisibility != "auto" || len(nd.Children) == 0 || nearViewport(nd.Layout.Box, p.Viewport) {
		return false
	}
	for _, c := range nd.Children {
		if p.Nodes[c].Layout != nil {
			return false
		}
	}
	return true
}

// skipsChild reports whether the browser skips child c of element
// parent, neither laying it out nor painting it, as Element.checkVisibility
// says: the contents of a content-visibility:hidden element
// (hidden="until-found" is one by the browser's own style), and everything
// in a closed details but its first summary child. Inside a subtree the
// browser skipped laying out (skipped), a parent without a box is judged
// by its inline style. summaries notes the closed details whose first
// summary child was seen: children come in document order.
func skipsChild(p *Page, parent, c int, skipped bool, summaries *map[int]bool) bool {
	pn := &p.Nodes[parent]
	if pn.Type != ElementNode {
		return false
	}
	switch l := pn.Layout; {
	case l != nil && l.ContentVisibility == "hidden" && sizeContainable(l.Display):
		return true
	case l == nil && skipped && inlineContentHidden(pn):
		return true
	}
	if !strings.EqualFold(pn.Name, "details") || hasAttr(pn, "open") {
		return false
	}
	if cn := &p.Nodes[c]; cn.Type == ElementNode && strings.EqualFold(cn.Name, "summary") && !(*summaries)[parent] {
		if *summaries == nil {
			*summaries = map[int]bool{}
		}
		(*summaries)[parent] = true
		return false
	}
	return true
}

// Kinds of containment, as containment returns them.
const (
	containsNothing = iota
	containsLayout  // layout containment: a containing block for fixed boxes
	containsPaint   // paint containment: that, and a clip to the box
)

// containment returns the strongest containment of a box that bears on
// painting, where it applies (a box size containment can apply to: see
// sizeContainable): paint (contain: paint, strict or content), which
// clips the box's content to it and makes it the containing block of the
// absolutely positioned and fixed boxes inside, or layout (contain:
// layout), which only does the latter.
func containment(l *Layout) int {
	if l.Contain == "" || l.Contain == "none" || !sizeContainable(l.Display) {
		return containsNothing
	}
	out := containsNothing
	for _, v := range strings.Fields(l.Contain) {
		switch v {
		case "paint", "strict", "content":
			return containsPaint
		case "layout":
			out = containsLayout
		}
	}
	return out
}

// sizeContainable reports a computed display whose box size and paint
// containment, and so content-visibility, apply to: not a non-atomic
// inline box, an element without a box (contents, none), an internal
// table box or a ruby box (CSS Containment: "Size containment has no
// effect on internal table boxes, internal ruby boxes, and non-atomic
// inline-level boxes"), nor a table, whose content Chromium does not skip
// either. A display not known is taken as one they do not apply to:
// neither then hides anything.
func sizeContainable(display string) bool {
	switch display {
	case "block", "inline-block", "flex", "inline-flex", "grid", "inline-grid", "flow-root", "list-item",
		"-webkit-box", "-webkit-inline-box":
		return true
	}
	f := strings.Fields(display)
	// Two-value forms: "block flow", "inline flow-root", "block flex", …;
	// "inline flow" is a non-atomic inline box.
	return len(f) >= 2 && (f[0] == "block" || f[0] == "inline" && f[1] != "flow") && !strings.HasPrefix(f[1], "ruby") && f[1] != "table"
}

// rightToLeft reports a document whose root element is laid out right to
// left: its scrollable area extends left of x = 0.
func rightToLeft(p *Page) bool {
	if len(p.Nodes) == 0 {
		return false
	}
	for _, c := range p.Nodes[0].Children {
		if nd := &p.Nodes[c]; nd.Type == ElementNode {
			return nd.Layout != nil && nd.Layout.Direction == "rtl"
		}
	}
	return false
}

// coverOccluded clears self for every node painted under the topmost
// opaque layer that covers the whole viewport, other than the layer's own
// subtree: nothing of them can be seen at any scroll position.
func coverOccluded(p *Page, st []visState, self []bool) {
	v := p.Viewport
	if v.W <= 0 || v.H <= 0 {
		return
	}
	occ := -1
	for i := range p.Nodes {
		nd := &p.Nodes[i]
		l := nd.Layout
		if nd.Type != ElementNode || l == nil || !l.HasPaintOrder || !self[i] || st[i].translucent ||
			l.Position != "fixed" || !opaque(l.Background) || !covers(l.Box, v) {
			continue
		}
		if occ < 0 || l.PaintOrder > p.Nodes[occ].Layout.PaintOrder {
			occ = i
		}
	}
	if occ < 0 {
		return
	}
	top := p.Nodes[occ].Layout.PaintOrder
	inLayer := make([]bool, len(p.Nodes))
	for i := range p.Nodes {
		nd := &p.Nodes[i]
		inLayer[i] = i == occ || nd.Parent >= 0 && inLayer[nd.Parent]
		if l := nd.Layout; !inLayer[i] && l != nil && l.HasPaintOrder && l.PaintOrder < top {
			self[i] = false
		}
	}
}

// covers reports whether box b holds all of viewport v.
func covers(b, v Rect) bool {
	return b.X <= v.X && b.Y <= v.Y && b.X+b.W >= v.X+v.W && b.Y+b.H >= v.Y+v.H
}

// nearViewport reports whether box b comes within half a viewport of
// viewport v; with v unknown, every box does.
func nearViewport(b, v Rect) bool {
	if v.W <= 0 || v.H <= 0 {
		return true
	}
	near := Rect{v.X - v.W/2, v.Y - v.H/2, 2 * v.W, 2 * v.H}
	_, w := intersect(b.X, b.W, near.X, near.W)
	_, h := intersect(b.Y, b.H, near.Y, near.H)
	return w > 0 && h > 0 || b.W == 0 && b.H == 0 && !outside(b, near)
}
