package page

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func TestVisibility(t *testing.T) {
	hiddenVis := func(l *Layout) { l.Visibility = "hidden" }
	srOnly := func(l *Layout) { l.Position, l.OverflowX, l.OverflowY = "absolute", "hidden", "hidden" }
	tests := []struct {
		name   string
		reason string
		build  func(b *pageBuilder, body int) int // returns the element to check
		want   bool
	}{
		{"plain", "a laid-out box of normal size with visible styles is visible",
			func(b *pageBuilder, body int) int { return b.el(body, "DIV", box(100, 20)) }, true},
		{"display-none", "no layout box means display:none on it or an ancestor",
			func(b *pageBuilder, body int) int { return b.el(body, "DIV", nil) }, false},
		{"display-none-ancestor", "children of a display:none element have no box either",
			func(b *pageBuilder, body int) int { return b.el(b.el(body, "DIV", nil), "SPAN", nil) }, false},
		{"visibility-hidden", "computed visibility hidden",
			func(b *pageBuilder, body int) int { return b.el(body, "DIV", with(box(100, 20), hiddenVis)) }, false},
		{"visibility-collapse", "computed visibility collapse",
			func(b *pageBuilder, body int) int {
				return b.el(body, "TR", with(box(100, 20), func(l *Layout) { l.Visibility = "collapse" }))
			}, false},
		{"visibility-visible-inside-hidden", "visibility is the element's own computed value; a child may override it",
			func(b *pageBuilder, body int) int {
				return b.el(b.el(body, "DIV", with(box(100, 20), hiddenVis)), "BUTTON", box(36, 36))
			}, true},
		{"opacity-zero", "opacity 0 on the element",
			func(b *pageBuilder, body int) int {
				return b.el(body, "DIV", with(box(100, 20), func(l *Layout) { l.Opacity = 0 }))
			}, false},
		{"opacity-zero-ancestor", "effective opacity multiplies down the tree",
			func(b *pageBuilder, body int) int {
				return b.el(b.el(body, "DIV", with(box(100, 20), func(l *Layout) { l.Opacity = 0 })), "BUTTON", box(36, 36))
			}, false},
		{"opacity-low", "a faint element is still rendered",
			func(b *pageBuilder, body int) int {
				return b.el(body, "DIV", with(box(100, 20), func(l *Layout) { l.Opacity = 0.01 }))
			}, true},
		{"sr-only", "a 1x1 clipping box is the sr-only pattern",
			func(b *pageBuilder, body int) int {
				sr := b.el(body, "SPAN", with(box(1, 1), srOnly))
				b.txt(sr, "Stop", box(30, 17))
				return sr
			}, false},
		{"sr-only-descendant", "content inside a 1x1 clipping box is clipped away even though its own box is large",
			func(b *pageBuilder, body int) int {
				sr := b.el(body, "SPAN", with(box(1, 1), srOnly))
				return b.el(sr, "SPAN", box(30, 17))
			}, false},
		{"tiny-without-content", "a box of at most 1x1 px shows nothing",
			func(b *pageBuilder, body int) int { return b.el(body, "DIV", box(1, 1)) }, false},
		{"zero-with-overflowing-text", "a 0x0 box that does not clip shows its text: a descendant renders",
			func(b *pageBuilder, body int) int {
				d := b.el(body, "DIV", box(0, 0))
				b.txt(d, "Thinking", box(60, 17))
				return d
			}, true},
		{"thin-without-content", "a box at most 1 px wide or high paints nothing of its own: a 0-wide 36-high button is empty",
			func(b *pageBuilder, body int) int { return b.el(body, "BUTTON", box(0, 36)) }, false},
		{"thin-with-overflowing-text", "a 0-wide button that does not clip shows its text",
			func(b *pageBuilder, body int) int {
				btn := b.el(body, "BUTTON", box(0, 36))
				b.txt(btn, "Stop", box(30, 17))
				return btn
			}, true},
		{"collapsed-panel-content", "a zero-height panel that clips vertically hides its content",
			func(b *pageBuilder, body int) int {
				p := b.el(body, "DIV", with(box(300, 0), func(l *Layout) { l.OverflowY = "hidden"; l.OverflowX = "hidden" }))
				return b.el(p, "P", box(300, 40))
			}, false},
		{"narrow-sidebar-content", "a zero-width sidebar that clips horizontally hides its content",
			func(b *pageBuilder, body int) int {
				p := b.el(body, "NAV", with(box(0, 800), func(l *Layout) { l.OverflowX = "hidden"; l.OverflowY = "auto" }))
				return b.el(p, "A", box(240, 36))
			}, false},
		{"scroll-container-content", "content outside a normal-size scroll container is scrolled, not hidden",
			func(b *pageBuilder, body int) int {
				p := b.el(body, "DIV", with(box(800, 600), func(l *Layout) {
					l.OverflowY, l.OverflowX = "auto", "hidden"
					l.Scroll, l.HasScroll = Rect{0, 5000, 800, 5600}, true
				}))
				return b.el(p, "ARTICLE", &Layout{Box: Rect{0, -5000, 800, 300}, Visibility: "visible", Opacity: 1, Position: "static", OverflowX: "visible", OverflowY: "visible"})
			}, true},
		{"absolute-escapes-static-clip", "an absolute box is clipped only by containers at or above its containing block",
			func(b *pageBuilder, body int) int {
				pos := b.el(body, "DIV", with(box(500, 500), func(l *Layout) { l.Position = "relative" }))
				clip := b.el(pos, "DIV", with(box(0, 0), func(l *Layout) { l.OverflowX, l.OverflowY = "hidden", "hidden" }))
				return b.el(clip, "DIV", with(box(100, 40), func(l *Layout) { l.Position = "absolute" }))
			}, true},
		{"absolute-clipped-by-positioned-clip", "a positioned clipping container is the containing block",
			func(b *pageBuilder, body int) int {
				clip := b.el(body, "DIV", with(box(1, 1), srOnly))
				return b.el(clip, "DIV", with(box(100, 40), func(l *Layout) { l.Position = "absolute" }))
			}, false},
		{"fixed-escapes-clip", "a fixed box escapes clipping ancestors without a transform",
			func(b *pageBuilder, body int) int {
				clip := b.el(body, "DIV", with(box(1, 1), srOnly))
				return b.el(clip, "DIV", with(box(100, 40), func(l *Layout) { l.Position = "fixed" }))
			}, true},
		{"fixed-in-transform", "a transform makes an element the containing block of fixed descendants",
			func(b *pageBuilder, body int) int {
				clip := b.el(body, "DIV", with(box(1, 1), func(l *Layout) { srOnly(l); l.Transform = "matrix(1, 0, 0, 1, 0, 0)" }))
				return b.el(clip, "DIV", with(box(100, 40), func(l *Layout) { l.Position = "fixed" }))
			}, false},
		{"display-contents", "an element without a box whose children render is visible",
			func(b *pageBuilder, body int) int {
				c := b.el(body, "DIV", nil)
				b.el(c, "BUTTON", box(36, 36))
				return c
			}, true},
		{"content-visibility-auto", "content the browser skipped laying out is not judged by size",
			func(b *pageBuilder, body int) int {
				cv := b.el(body, "DIV", with(box(800, 500), func(l *Layout) { l.ContentVisibility = "auto" }))
				return b.el(cv, "P", box(0, 0))
			}, true},
		{"inline-overflow-does-not-clip", "overflow does not apply to an inline box: an absolute child of a 0x0 inline with overflow:hidden is painted",
			func(b *pageBuilder, body int) int {
				c := b.el(body, "SPAN", with(box(0, 0), func(l *Layout) {
					l.Display, l.Position, l.OverflowX, l.OverflowY = "inline", "relative", "hidden", "hidden"
				}))
				return b.el(c, "BUTTON", with(box(36, 36), func(l *Layout) { l.Position = "absolute" }))
			}, true},
		{"inline-block-overflow-clips", "an inline-block is a block container: its overflow clips",
			func(b *pageBuilder, body int) int {
				c := b.el(body, "SPAN", with(box(0, 0), func(l *Layout) {
					l.Display, l.Position, l.OverflowX, l.OverflowY = "inline-block", "relative", "hidden", "hidden"
				}))
				return b.el(c, "BUTTON", with(box(36, 36), func(l *Layout) { l.Position = "absolute" }))
			}, false},
		{"clip-path-inset", "clip-path:inset(50%) leaves nothing",
			func(b *pageBuilder, body int) int {
				return b.el(body, "BUTTON", with(box(36, 36), func(l *Layout) { l.ClipPath = "inset(50%)" }))
			}, false},
		{"clip-path-partial", "clip-path:inset(10px) leaves the middle",
			func(b *pageBuilder, body int) int {
				return b.el(body, "BUTTON", with(box(36, 36), func(l *Layout) { l.ClipPath = "inset(10px)" }))
			}, true},
		{"clip-path-circle-zero", "a zero circle leaves nothing, for the whole subtree",
			func(b *pageBuilder, body int) int {
				d := b.el(body, "DIV", with(box(36, 36), func(l *Layout) { l.ClipPath = "circle(0px at 50% 50%)" }))
				return b.el(d, "BUTTON", box(36, 36))
			}, false},
		{"filter-opacity-zero", "filter:opacity(0) makes the subtree transparent",
			func(b *pageBuilder, body int) int {
				d := b.el(body, "DIV", with(box(36, 36), func(l *Layout) { l.Filter = "blur(1px) opacity(0)" }))
				return b.el(d, "BUTTON", box(36, 36))
			}, false},
		{"filter-opacity-half", "filter:opacity(0.5) is still painted",
			func(b *pageBuilder, body int) int {
				return b.el(body, "BUTTON", with(box(36, 36), func(l *Layout) { l.Filter = "opacity(0.5)" }))
			}, true},
		{"clip-rect-zero", "clip:rect(0,0,0,0) on a sized absolute box leaves nothing",
			func(b *pageBuilder, body int) int {
				return b.el(body, "BUTTON", with(box(36, 36), func(l *Layout) { l.Position, l.Clip = "absolute", "rect(0px, 0px, 0px, 0px)" }))
			}, false},
		{"clip-rect-static", "clip applies only to absolutely positioned boxes",
			func(b *pageBuilder, body int) int {
				return b.el(body, "BUTTON", with(box(36, 36), func(l *Layout) { l.Clip = "rect(0px, 0px, 0px, 0px)" }))
			}, true},
		{"clipped-out-of-hidden-ancestor", "a child placed outside an overflow:hidden box is clipped away",
			func(b *pageBuilder, body int) int {
				c := b.el(body, "DIV", with(box(300, 100), func(l *Layout) { l.OverflowX, l.OverflowY = "hidden", "hidden" }))
				return b.el(c, "BUTTON", &Layout{Box: Rect{0, 400, 36, 36}, Display: "block", Visibility: "visible", Opacity: 1, Position: "static", OverflowX: "visible", OverflowY: "visible"})
			}, false},
		{"off-screen-left", "a box left of the document can never be scrolled to",
			func(b *pageBuilder, body int) int {
				return b.el(body, "BUTTON", &Layout{Box: Rect{-9999, 10, 36, 36}, Display: "block", Visibility: "visible", Opacity: 1, Position: "absolute"})
			}, false},
		{"off-screen-left-rtl", "left of x = 0 is scrollable in a right-to-left document",
			func(b *pageBuilder, body int) int {
				b.p.Nodes[b.p.Nodes[0].Children[0]].Layout.Direction = "rtl"
				return b.el(body, "BUTTON", &Layout{Box: Rect{-300, 10, 36, 36}, Display: "block", Visibility: "visible", Opacity: 1, Position: "absolute"})
			}, true},
		{"fixed-above-viewport", "a fixed box outside the viewport is never seen",
			func(b *pageBuilder, body int) int {
				b.p.Viewport = Rect{0, 500, 1440, 900}
				return b.el(body, "BUTTON", &Layout{Box: Rect{0, 0, 36, 36}, Display: "block", Visibility: "visible", Opacity: 1, Position: "fixed"})
			}, false},
		{"fixed-in-viewport", "a fixed box in the viewport of a scrolled page is seen",
			func(b *pageBuilder, body int) int {
				b.p.Viewport = Rect{0, 500, 1440, 900}
				return b.el(body, "BUTTON", &Layout{Box: Rect{0, 520, 36, 36}, Display: "block", Visibility: "visible", Opacity: 1, Position: "fixed"})
			}, true},
		{"skipped-content", "content the browser skipped laying out (content-visibility:auto far off screen) is visible with its container",
			func(b *pageBuilder, body int) int {
				b.p.Viewport = Rect{0, 0, 1440, 900}
				cv := b.el(body, "ARTICLE", farTurn(nil))
				return b.el(b.el(cv, "DIV", nil), "BUTTON", nil, "data-testid", "copy-turn-action-button")
			}, true},
		{"skipped-content-static-hidden", "in skipped content the static rules still hide",
			func(b *pageBuilder, body int) int {
				b.p.Viewport = Rect{0, 0, 1440, 900}
				cv := b.el(body, "ARTICLE", farTurn(nil))
				return b.el(b.el(cv, "DIV", nil, "class", "flex hidden"), "BUTTON", nil)
			}, false},
		{"skipped-content-hidden-container", "skipped content of a hidden container stays hidden",
			func(b *pageBuilder, body int) int {
				b.p.Viewport = Rect{0, 0, 1440, 900}
				cv := b.el(body, "ARTICLE", farTurn(func(l *Layout) { l.Visibility = "hidden" }))
				return b.el(cv, "BUTTON", nil)
			}, false},
		{"content-visibility-on-screen", "near the viewport the browser lays content out: a child without a box is display:none",
			func(b *pageBuilder, body int) int {
				b.p.Viewport = Rect{0, 0, 1440, 900}
				cv := b.el(body, "ARTICLE", with(box(800, 500), func(l *Layout) { l.ContentVisibility = "auto" }))
				return b.el(cv, "BUTTON", nil)
			}, false},
		{"content-visibility-viewport-unknown", "without the viewport nothing counts as skipped",
			func(b *pageBuilder, body int) int {
				cv := b.el(body, "ARTICLE", with(box(800, 500), func(l *Layout) { l.ContentVisibility = "auto"; l.Box.Y = 9000 }))
				return b.el(cv, "BUTTON", nil)
			}, false},
		{"under-opaque-layer", "a button painted under a fixed opaque layer over the whole viewport cannot be seen",
			func(b *pageBuilder, body int) int { return layered(b, body, "rgb(255, 255, 255)", 1, 5, false) }, false},
		{"under-translucent-layer", "a see-through backdrop leaves what is under it visible",
			func(b *pageBuilder, body int) int { return layered(b, body, "rgba(0, 0, 0, 0.5)", 1, 5, false) }, true},
		{"under-faded-layer", "an opaque colour on a layer with opacity under 1 is see-through",
			func(b *pageBuilder, body int) int { return layered(b, body, "rgb(255, 255, 255)", 0.9, 5, false) }, true},
		{"above-opaque-layer", "a button painted after the layer is on top of it",
			func(b *pageBuilder, body int) int { return layered(b, body, "oklch(1 0 0)", 1, 20, false) }, true},
		{"in-opaque-layer", "the layer's own content is what is seen",
			func(b *pageBuilder, body int) int { return layered(b, body, "rgb(255, 255, 255)", 1, 5, true) }, true},
		{"head", "head content has no box",
			func(b *pageBuilder, body int) int { return b.p.Nodes[b.p.Nodes[body].Parent].Children[0] }, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := newPage()
			body := b.skeleton()
			i := tc.build(b, body)
			got := Visibility(&b.p)[i]
			if got != tc.want {
				t.Errorf("visible = %v, want %v (%s)", got, tc.want, tc.reason)
			}
		})
	}
}

// layered adds a fixed layer with the given background and opacity over
// the whole 1440x900 viewport, painted at order 10, and a button painted at
// buttonOrder, inside the layer or not; it returns the button.
func layered(b *pageBuilder, body int, bg string, opacity float64, buttonOrder int64, inLayer bool) int {
	b.p.Viewport = Rect{0, 0, 1440, 900}
	layer := b.el(body, "DIV", with(box(1440, 900), func(l *Layout) {
		l.Position, l.Background, l.Opacity, l.PaintOrder, l.HasPaintOrder = "fixed", bg, opacity, 10, true
	}))
	parent := body
	if inLayer {
		parent = layer
	}
	return b.el(parent, "BUTTON", with(box(36, 36), func(l *Layout) { l.PaintOrder, l.HasPaintOrder = buttonOrder, true }))
}

// farTurn is a content-visibility:auto turn 9000 px down the page, far
// from a 1440x900 viewport at the top.
func farTurn(f func(*Layout)) *Layout {
	return with(box(800, 500), func(l *Layout) {
		l.ContentVisibility, l.Box.Y = "auto", 9000
		if f != nil {
			f(l)
		}
	})
}

// TestVisibilityOfBareShells: a scoped capture reads a bare shell (an
// element written without anything inside it) with shellStyles only,
// leaving the other computed styles and its scroll rectangle out. On
// pages without paint order, as scoped ones are, that changes no node's
// verdict: of an element without children, those styles bear on nothing.
func TestVisibilityOfBareShells(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 5000))
	pick := func(vs ...string) string { return vs[r.IntN(len(vs))] }
	styled := func() *Layout {
		l := &Layout{
			Box:               Rect{float64(r.IntN(3000) - 500), float64(r.IntN(3000) - 500), float64(r.IntN(4) * r.IntN(600)), float64(r.IntN(4) * r.IntN(600))},
			Display:           pick("block", "inline", "flex", "contents", ""),
			Visibility:        pick("visible", "visible", "hidden", "collapse"),
			Opacity:           []float64{1, 1, 0.5, 0}[r.IntN(4)],
			Position:          pick("static", "static", "relative", "absolute", "fixed", "sticky"),
			OverflowX:         pick("visible", "hidden", "clip", "auto", "scroll"),
			OverflowY:         pick("visible", "hidden", "clip", "auto", "scroll"),
			Transform:         pick("none", "matrix(1, 0, 0, 1, 10, 0)"),
			ContentVisibility: pick("visible", "visible", "auto", "hidden"),
			ClipPath:          pick("none", "none", "inset(50%)", "circle(0px at 50% 50%)", "inset(10px)"),
			Filter:            pick("none", "none", "opacity(0)", "blur(2px)"),
			Clip:              pick("auto", "auto", "rect(0px, 1px, 1px, 0px)"),
			Direction:         pick("ltr", "rtl"),
			Background:        pick("rgba(0, 0, 0, 0)", "rgb(255, 255, 255)"),
			ZIndex:            pick("auto", "auto", "5", "-1"),
			BorderRadius:      pick("0px", "8px"),
			BlendMode:         pick("normal", "normal", "multiply"),
			ClipMargin:        pick("0px", "0px", "20px", "content-box 5px"),
			Contain:           pick("none", "none", "paint", "layout", "strict"),
			MaskImage:         pick("none", "none", "linear-gradient(rgba(0, 0, 0, 0), rgba(0, 0, 0, 0))", "linear-gradient(rgb(0, 0, 0), rgba(0, 0, 0, 0))"),
		}
		if r.IntN(3) == 0 {
			l.Scroll, l.HasScroll = Rect{0, float64(r.IntN(400)), l.Box.W, l.Box.H + float64(r.IntN(2000))}, true
		}
		return l
	}
	bare := func(l *Layout) *Layout {
		c := *l
		for _, prop := range styleProperties {
			if slices.Contains(shellStyles, prop) {
				continue
			}
			switch prop {
			case "overflow-x":
				c.OverflowX = ""
			case "overflow-y":
				c.OverflowY = ""
			case "transform":
				c.Transform = ""
			case "content-visibility":
				c.ContentVisibility = ""
			case "direction":
				c.Direction = ""
			case "background-color":
				c.Background = ""
			case "z-index":
				c.ZIndex = ""
			case "border-radius":
				c.BorderRadius = ""
			case "mix-blend-mode":
				c.BlendMode = ""
			case "overflow-clip-margin":
				c.ClipMargin = ""
			case "contain":
				c.Contain = ""
			default:
				t.Fatalf("a bare shell leaves out %s, which this test does not know", prop)
			}
		}
		c.Scroll, c.HasScroll = Rect{}, false
		return &c
	}
	for k := range 5000 {
		b := newPage()
		b.p.Viewport = Rect{0, float64(r.IntN(2000)), 1440, 900}
		parent := b.skeleton()
		for range r.IntN(4) {
			parent = b.el(parent, "DIV", styled())
		}
		for range r.IntN(3) {
			b.el(parent, "P", styled())
		}
		shell := b.el(parent, "ARTICLE", styled())
		for range r.IntN(3) {
			b.el(parent, "P", styled())
		}
		want := Visibility(&b.p)
		b.p.Nodes[shell].Layout = bare(b.p.Nodes[shell].Layout)
		if got := Visibility(&b.p); !slices.Equal(got, want) {
			t.Fatalf("page %d: leaving out the styles a bare shell is not read with changes the verdicts from %v to %v", k, want, got)
		}
	}
}
