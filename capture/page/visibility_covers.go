package page

import (
	"cmp"
	"slices"
	"strings"
)

// Covered decides, for every node of p, whether the browser paints it
// under a certain opaque cover: the annotation data-chatproof-covered
// (CoveredAttr). The result is indexed like p.Nodes; only visible elements
// are ever covered. Covering never changes Visibility: the rules read a
// covered control as not seen (a finished-action control under a card
// proves nothing, a stop control under one is no activity) and still read
// everything else it says (the text under a sticky header is still the
// answer's).
//
// In a full capture an element is covered when a box that the browser's
// paint order puts later, that is neither its ancestor nor its descendant,
// holds the whole of its visible box and is certainly opaque:
//   - it is visible itself and more than 1 px wide and high;
//   - its computed background-color has alpha 1 (a background image alone,
//     a transparent or semi-transparent colour never covers anything);
//   - neither it nor an ancestor has opacity under 1 or any filter, and it
//     has no clip-path, no mix-blend-mode but normal, and no transform
//     other than an axis-aligned one (translation and scale);
//   - it or an ancestor is absolute, fixed or sticky, or z-indexed (only
//     such a box is painted over content not its own), and neither it nor
//     an ancestor has a negative z-index (the browser numbers such a
//     layer before content it paints under);
//   - its rounded corners, when its border-radius can be read, are left
//     out of the area it covers; one that cannot be read covers nothing.
//
// The browser numbers paint order by layer, so a box painted in the same
// layer as the element never covers it. At most 32 covers (maxCovers) are
// considered, the ones painted last. Each laid-out element is compared
// with each cover once: O(n·k) with k ≤ 32.
//
// A scoped capture has no paint order: its reader hit-tests the
// finished-action controls it writes and reports what it hit with the
// styles and boxes of those elements; Go judges them by the same
// conditions (see HitCovered) and sets Node.HitCovered, which Covered
// takes as it is. A finished control it probed and did not find covered,
// and a stop control beside one, are judged so too over what the
// browser's paint-order hit test reaches (see the capture package).
//
// Both err towards not covered, the side on which an element is what it
// was before covers were weighed: a cover that is not certainly opaque,
// one beyond the bound, and, for a scoped capture, one over a control off
// screen or over a control that takes no hits (pointer-events:none),
// cover nothing.
func Covered(p *Page) []bool { return judge(p).covered }

// maxCovers bounds the opaque covers Covered compares every element with:
// the ones painted last are kept. A cover beyond the bound is ignored.
const maxCovers = 32

// cover is a box that hides what it holds and is painted under it: area
// holds the two rectangles it certainly paints, its box less its rounded
// corners (one narrowed on each axis).
type cover struct {
	node  int
	order int64
	area  [2]Rect
}

// covered returns, for every node, whether it is a visible element under
// an opaque cover (see Covered) that holds its whole visible box seen[i]
// and is neither its ancestor nor its descendant, or one the scoped
// reader found covered.
func covered(p *Page, st []visState, self []bool, seen []Rect) []bool {
	out := make([]bool, len(p.Nodes))
	for i := range p.Nodes {
		out[i] = p.Nodes[i].HitCovered && self[i]
	}
	var cs []cover
	for i := range p.Nodes {
		if c, ok := asCover(p, st, self, seen, i); ok {
			cs = append(cs, c)
		}
	}
	if len(cs) == 0 {
		return out
	}
	if len(cs) > maxCovers {
		slices.SortStableFunc(cs, func(a, b cover) int { return cmp.Compare(b.order, a.order) })
		cs = cs[:maxCovers]
	}
	enter, leave := tour(p)
	related := func(a, b int) bool {
		return enter[a] <= enter[b] && leave[b] <= leave[a] || enter[b] <= enter[a] && leave[a] <= leave[b]
	}
	for i := range p.Nodes {
		nd := &p.Nodes[i]
		l := nd.Layout
		if !self[i] || l == nil || !l.HasPaintOrder || nd.Type != ElementNode || thin(seen[i]) {
			continue
		}
		for _, c := range cs {
			if c.order > l.PaintOrder && (within(seen[i], c.area[0]) || within(seen[i], c.area[1])) && !related(i, c.node) {
				out[i] = true
				break
			}
		}
	}
	return out
}

// asCover reports whether element i is a certain opaque cover, and what
// it covers.
func asCover(p *Page, st []visState, self []bool, seen []Rect, i int) (cover, bool) {
	nd := &p.Nodes[i]
	l := nd.Layout
	if nd.Type != ElementNode || l == nil || !l.HasPaintOrder || !self[i] || thin(seen[i]) {
		return cover{}, false
	}
	area, ok := certainCover(l, st[i])
	if !ok {
		return cover{}, false
	}
	return cover{node: i, order: l.PaintOrder, area: [2]Rect{clipTo(area[0], seen[i]), clipTo(area[1], seen[i])}}, true
}

// certainCover reports whether a box with layout l, under paint state s
// (see paintState), is certainly opaque and painted over content not its
// own (the conditions of Covered), and returns the two rectangles it then
// certainly paints: its box less its rounded corners, narrowed on each
// axis. Both captures judge their covers by it.
func certainCover(l *Layout, s visState) ([2]Rect, bool) {
	if s.translucent || s.opacityZero || s.hiddenAll || !s.lifted || s.negativeZ || !opaque(l.Background) ||
		l.ClipPath != "" && l.ClipPath != "none" || l.BlendMode != "normal" || !axisAligned(l.Transform) {
		return [2]Rect{}, false
	}
	r, ok := cornerRadius(l.BorderRadius, l.Box)
	if !ok {
		return [2]Rect{}, false
	}
	b := l.Box
	return [2]Rect{{b.X, b.Y + r, b.W, b.H - 2*r}, {b.X + r, b.Y, b.W - 2*r, b.H}}, true
}

// cornerRadius returns the largest radius in a computed border-radius
// ("16px", "8px 8px 0px 0px", "10px / 20px", "50%"), percentages taken of
// the box's longer side; ok is false for anything else, "" included.
func cornerRadius(v string, b Rect) (r float64, ok bool) {
	f := strings.FieldsFunc(v, func(c rune) bool { return c == ' ' || c == '/' })
	if len(f) == 0 || len(f) > 8 {
		return 0, false
	}
	for _, s := range f {
		px, ok := cssLength(s, max(b.W, b.H))
		if !ok || px < 0 {
			return 0, false
		}
		r = max(r, px)
	}
	return r, true
}

// axisAligned reports a computed transform that maps a box onto the box
// the browser reports for it: none, or a 2D matrix without rotation or
// skew.
func axisAligned(t string) bool {
	if t == "" || t == "none" {
		return true
	}
	name, args, ok := cssFunction(t)
	if !ok || name != "matrix" {
		return false
	}
	f := strings.Split(args, ",")
	if len(f) != 6 {
		return false
	}
	b, okB := amount(f[1])
	c, okC := amount(f[2])
	return okB && okC && b == 0 && c == 0
}

// clipTo returns the part of b inside r, empty (0 wide or high) when they
// do not overlap.
func clipTo(b, r Rect) Rect {
	x, w := intersect(b.X, b.W, r.X, r.W)
	y, h := intersect(b.Y, b.H, r.Y, r.H)
	return Rect{x, y, w, h}
}

// within reports whether box b lies inside area a, which is not empty.
func within(b, a Rect) bool {
	return a.W > 0 && a.H > 0 && b.X >= a.X && b.Y >= a.Y && b.X+b.W <= a.X+a.W && b.Y+b.H <= a.Y+a.H
}

// tour numbers the nodes reachable from the document in a depth-first
// walk, on entering and on leaving each: a is an ancestor of b (or b
// itself) exactly when enter[a] <= enter[b] and leave[b] <= leave[a].
func tour(p *Page) (enter, leave []int32) {
	n := len(p.Nodes)
	enter, leave = make([]int32, n), make([]int32, n)
	if n == 0 {
		return enter, leave
	}
	type frame struct{ node, next int }
	stack := []frame{{0, 0}}
	t := int32(1)
	enter[0] = t
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if ch := p.Nodes[f.node].Children; f.next < len(ch) {
			c := ch[f.next]
			f.next++
			t++
			enter[c] = t
			stack = append(stack, frame{c, 0})
			continue
		}
		t++
		leave[f.node] = t
		stack = stack[:len(stack)-1]
	}
	return enter, leave
}
