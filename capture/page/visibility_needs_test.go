package page

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestVisibilityOfScopedStyles: on generated pages without the paint order
// (as a scoped capture reads them), leaving empty every style of an
// element whose need (StyleNeeds) does not hold there changes no verdict;
// a text node takes its parent's styles, as both captures give them. And
// the pages reach what the needs guard: left empty everywhere, clip,
// overflow-clip-margin and direction each change a verdict on some page.
func TestVisibilityOfScopedStyles(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 6000))
	pick := func(vs ...string) string { return vs[r.IntN(len(vs))] }
	// styled is an element's layout with styles at random, its box
	// anywhere or, half the time, just past an edge of its parent's box
	// pb (where a clip, a clip margin or the side a document scrolls to
	// decides whether it is seen).
	styled := func(pb Rect) *Layout {
		box := Rect{float64(r.IntN(1800) - 300), float64(r.IntN(3000) - 500), float64(r.IntN(4) * r.IntN(600)), float64(r.IntN(4) * r.IntN(600))}
		if r.IntN(2) == 0 {
			box = Rect{pb.X + pb.W + float64(r.IntN(80)-20), pb.Y + float64(r.IntN(int(pb.H)+1)), float64(1 + r.IntN(100)), float64(1 + r.IntN(40))}
		}
		l := &Layout{
			Box:               box,
			Display:           pick("block", "inline", "flex", "contents"),
			Visibility:        pick("visible", "visible", "visible", "visible", "hidden"),
			Opacity:           []float64{1, 1, 1, 1, 0.5, 0}[r.IntN(6)],
			Position:          pick("static", "static", "relative", "absolute", "absolute", "fixed", "sticky"),
			OverflowX:         pick("visible", "hidden", "clip", "clip", "auto"),
			OverflowY:         pick("visible", "hidden", "clip", "clip", "auto"),
			Transform:         pick("none", "none", "matrix(1, 0, 0, 1, 10, 0)"),
			ContentVisibility: pick("visible", "visible", "visible", "auto"),
			ClipPath:          pick("none", "none", "none", "none", "inset(50%)"),
			Filter:            pick("none", "none", "none", "none", "opacity(0)"),
			Clip:              pick("auto", "rect(0px, 1px, 1px, 0px)", "rect(0px, 0px, 0px, 0px)"),
			Direction:         pick("ltr", "rtl"),
			Background:        pick("rgba(0, 0, 0, 0)", "rgb(255, 255, 255)"),
			ZIndex:            pick("auto", "auto", "5", "-1"),
			BorderRadius:      pick("0px", "8px"),
			BlendMode:         pick("normal", "normal", "multiply"),
			ClipMargin:        pick("0px", "40px", "content-box 300px"),
			Contain:           pick("none", "none", "none", "paint", "layout"),
			MaskImage:         pick("none", "none", "none", "linear-gradient(rgba(0, 0, 0, 0), rgba(0, 0, 0, 0))"),
		}
		if r.IntN(3) == 0 {
			l.Scroll, l.HasScroll = Rect{0, float64(r.IntN(400)), l.Box.W, l.Box.H + float64(r.IntN(2000))}, true
		}
		return l
	}
	needs := StyleNeeds()
	for k, need := range needs {
		if !slices.Contains([]Need{Always, Positioned, Fixed, ClipsBoth, Root, PaintOrder}, need) {
			t.Fatalf("%s: need %q unknown to this test", styleProperties[k], need)
		}
	}
	// blank returns p with each element's styles, and its text nodes',
	// left empty where keep says so.
	blank := func(p *Page, keep func(k int, l *Layout, root bool) bool) *Page {
		c := *p
		c.Nodes = slices.Clone(p.Nodes)
		for i := range c.Nodes {
			nd := &c.Nodes[i]
			if nd.Type != ElementNode || nd.Layout == nil {
				continue
			}
			root := nd.Parent == 0
			l := *nd.Layout
			for k, prop := range styleProperties {
				if !keep(k, nd.Layout, root) {
					l.setStyle(prop, "")
				}
			}
			nd.Layout = &l
			for _, ch := range nd.Children {
				if tn := &c.Nodes[ch]; tn.Type == TextNode && tn.Layout != nil {
					tl := l
					tl.Box, tl.Scroll, tl.HasScroll = tn.Layout.Box, Rect{}, false
					tn.Layout = &tl
				}
			}
		}
		return &c
	}
	guarded := map[string]int{"clip": 0, "overflow-clip-margin": 0, "direction": 0}
	for k := range 4000 {
		b := newPage()
		b.p.Viewport = Rect{float64(r.IntN(3) * -200), float64(r.IntN(2000)), 1440, 900}
		body := b.skeleton()
		b.p.Nodes[1].Layout = with(b.p.Nodes[1].Layout, func(l *Layout) { l.Direction = pick("ltr", "rtl") })
		parents := []int{body}
		for range 2 + r.IntN(8) {
			parent := parents[r.IntN(len(parents))]
			if r.IntN(3) == 0 {
				tl := *b.p.Nodes[parent].Layout
				tl.Box = Rect{float64(r.IntN(2000) - 500), float64(r.IntN(2000)), float64(r.IntN(300)), float64(r.IntN(30))}
				b.txt(parent, "text", &tl)
				continue
			}
			parents = append(parents, b.el(parent, pick("DIV", "P", "BUTTON"), styled(b.p.Nodes[parent].Layout.Box)))
		}
		// Text nodes take their parent's styles (the generator gave them
		// the parent's at the time; the blanking below keeps it so).
		full := blank(&b.p, func(int, *Layout, bool) bool { return true })
		want := Visibility(full)
		got := Visibility(blank(full, func(k int, l *Layout, root bool) bool { return needs[k].Holds(l, root) }))
		if !slices.Equal(got, want) {
			t.Fatalf("page %d: leaving out the styles whose need does not hold changes the verdicts from %v to %v", k, want, got)
		}
		for prop := range guarded {
			at := slices.Index(styleProperties, prop)
			if !slices.Equal(Visibility(blank(full, func(k int, _ *Layout, _ bool) bool { return k != at })), want) {
				guarded[prop]++
			}
		}
	}
	for prop, n := range guarded {
		if n == 0 {
			t.Errorf("no generated page has a verdict that %s, left empty everywhere, changes: the test does not reach what its need guards", prop)
		}
	}
	t.Logf("pages whose verdicts change with the style left empty everywhere: %v", guarded)
}
