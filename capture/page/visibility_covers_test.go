package page

import "testing"

// coverVariant is one change to the card of carded, and whether the
// button under it is then covered.
type coverVariant struct {
	name    string
	reason  string
	change  func(l *Layout) // applied to the card's layout
	covered bool
}

// coverVariants flip the conditions of a certain opaque cover one at a
// time: only those that keep the card certainly opaque, above the button
// and over all of it cover it.
var coverVariants = []coverVariant{
	{"opaque", "an opaque card painted after the button over all of it", nil, true},
	{"alpha-under-1", "a semi-transparent background shows the button",
		func(l *Layout) { l.Background = "rgba(255, 255, 255, 0.9)" }, false},
	{"alpha-slash", "a colour function's alpha under 1 shows it too",
		func(l *Layout) { l.Background = "oklch(1 0 0 / 0.5)" }, false},
	{"transparent", "a transparent click-catcher covers nothing",
		func(l *Layout) { l.Background = "rgba(0, 0, 0, 0)" }, false},
	{"unreadable-colour", "a colour that cannot be read covers nothing",
		func(l *Layout) { l.Background = "" }, false},
	{"opacity", "opacity under 1 makes an opaque colour see-through",
		func(l *Layout) { l.Opacity = 0.99 }, false},
	{"filter", "a filter may make the card see-through",
		func(l *Layout) { l.Filter = "blur(2px)" }, false},
	{"clip-path", "a clip-path may cut the card away over the button",
		func(l *Layout) { l.ClipPath = "polygon(0 0, 10% 0, 0 10%)" }, false},
	{"blend-mode", "a blend mode mixes the card with what is under it",
		func(l *Layout) { l.BlendMode = "multiply" }, false},
	{"rotation", "a rotated card does not fill the box reported for it",
		func(l *Layout) { l.Transform = "matrix(0.7, 0.7, -0.7, 0.7, 0, 0)" }, false},
	{"translation", "a translated card fills its box",
		func(l *Layout) { l.Transform = "matrix(1, 0, 0, 1, 10, 0)" }, true},
	{"not-positioned", "a box in the flow is no cover, whatever its paint order",
		func(l *Layout) { l.Position = "static" }, false},
	{"relative-z-indexed", "a z-indexed box may be painted over other content",
		func(l *Layout) { l.Position, l.ZIndex = "relative", "5" }, true},
	{"negative-z", "a negative z-index is numbered before content it is painted under",
		func(l *Layout) { l.ZIndex = "-1" }, false},
	{"painted-earlier", "a card painted before the button is under it",
		func(l *Layout) { l.PaintOrder = 4 }, false},
	{"same-layer", "the same paint order is the same layer",
		func(l *Layout) { l.PaintOrder = 5 }, false},
	{"no-paint-order", "without a paint order nothing is known to be above the button",
		func(l *Layout) { l.HasPaintOrder = false }, false},
	{"partial-overlap", "a card over part of the button leaves the rest to be seen",
		func(l *Layout) { l.Box = Rect{400, 400, 115, 300} }, false},
	{"rounded", "a card's rounded corners leave its middle covered",
		func(l *Layout) { l.BorderRadius = "16px 16px 0px 0px" }, true},
	{"in-rounded-corner", "what lies in a card's rounded corner may show through",
		func(l *Layout) { l.BorderRadius = "150px"; l.Box = Rect{480, 480, 300, 300} }, false},
	{"unreadable-radius", "a radius that cannot be read covers nothing",
		func(l *Layout) { l.BorderRadius = "" }, false},
	{"hidden-card", "a card that is not visible covers nothing",
		func(l *Layout) { l.Visibility = "hidden" }, false},
}

// TestCoveredVariants: each variant of the card over the button, judged
// by Covered; Visibility never changes.
func TestCoveredVariants(t *testing.T) {
	for _, v := range coverVariants {
		t.Run(v.name, func(t *testing.T) {
			b := newPage()
			body := b.skeleton()
			btn := carded(b, body, v.change)
			if got := Covered(&b.p)[btn]; got != v.covered {
				t.Errorf("covered = %v, want %v (%s)", got, v.covered, v.reason)
			}
			if !Visibility(&b.p)[btn] {
				t.Errorf("the button is annotated hidden: a cover never changes visibility")
			}
		})
	}
}

// TestCoveredRelations: a card never covers what holds it, its own
// content, or a button painted after it; the text of a covered button is
// not annotated (text carries no attribute).
func TestCoveredRelations(t *testing.T) {
	tests := []struct {
		name    string
		reason  string
		build   func(b *pageBuilder, body int) int
		covered bool
	}{
		{"over-card", "a button painted after the card is on top of it",
			func(b *pageBuilder, body int) int {
				btn := carded(b, body, nil)
				b.p.Nodes[btn].Layout.PaintOrder = 20
				return btn
			}, false},
		{"in-card", "a card's own content is what is seen",
			func(b *pageBuilder, body int) int {
				carded(b, body, nil)
				card := len(b.p.Nodes) - 1
				return b.el(card, "BUTTON", with(box(36, 36), func(l *Layout) {
					l.Box.X, l.Box.Y, l.PaintOrder, l.HasPaintOrder = 500, 500, 10, true
				}))
			}, false},
		{"card-ancestor", "a card never covers what holds it",
			func(b *pageBuilder, body int) int {
				wrap := b.el(body, "DIV", with(box(300, 300), func(l *Layout) {
					l.Box.X, l.Box.Y, l.PaintOrder, l.HasPaintOrder = 400, 400, 5, true
				}))
				b.el(wrap, "DIV", with(box(300, 300), opaqueCard))
				return wrap
			}, false},
		{"covered-ancestor", "a bar under the card is covered, and so is its button",
			func(b *pageBuilder, body int) int {
				btn := carded(b, body, nil)
				return b.el(btn, "SPAN", with(box(20, 20), func(l *Layout) {
					l.Box.X, l.Box.Y, l.PaintOrder, l.HasPaintOrder = 505, 505, 5, true
				}))
			}, true},
		{"text", "text never carries the annotation",
			func(b *pageBuilder, body int) int {
				btn := carded(b, body, nil)
				return b.txt(btn, "Copy", with(box(30, 17), func(l *Layout) {
					l.Box.X, l.Box.Y, l.PaintOrder, l.HasPaintOrder = 505, 510, 5, true
				}))
			}, false},
		{"hit-covered", "the scoped reader's hit-test is taken as it is",
			func(b *pageBuilder, body int) int {
				btn := b.el(body, "BUTTON", box(36, 36))
				b.p.Nodes[btn].HitCovered = true
				return btn
			}, true},
		{"hit-covered-hidden", "a hidden element is never covered",
			func(b *pageBuilder, body int) int {
				btn := b.el(body, "BUTTON", with(box(36, 36), func(l *Layout) { l.Opacity = 0 }))
				b.p.Nodes[btn].HitCovered = true
				return btn
			}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := newPage()
			body := b.skeleton()
			i := tc.build(b, body)
			if got := Covered(&b.p)[i]; got != tc.covered {
				t.Errorf("covered = %v, want %v (%s)", got, tc.covered, tc.reason)
			}
		})
	}
}

// carded adds a button at (500, 500), painted at order 5, and after it an
// absolutely positioned card with an opaque background over (400, 400,
// 300, 300), painted at order 10, changed by f; it returns the button.
func carded(b *pageBuilder, body int, f func(*Layout)) int {
	b.p.Viewport = Rect{0, 0, 1440, 900}
	btn := b.el(body, "BUTTON", with(box(36, 36), func(l *Layout) {
		l.Box.X, l.Box.Y, l.PaintOrder, l.HasPaintOrder = 500, 500, 5, true
	}))
	b.el(body, "DIV", with(box(300, 300), func(l *Layout) {
		opaqueCard(l)
		if f != nil {
			f(l)
		}
	}))
	return btn
}

// opaqueCard makes l an absolutely positioned opaque card over (400, 400,
// 300, 300), painted at order 10.
func opaqueCard(l *Layout) {
	l.Box.X, l.Box.Y = 400, 400
	l.Position, l.Background, l.BorderRadius, l.BlendMode, l.PaintOrder, l.HasPaintOrder = "absolute", "rgb(255, 255, 255)", "0px", "normal", 10, true
}

// TestCoverBound: past maxCovers covers, the ones painted first are
// ignored, and what only they cover is not covered.
func TestCoverBound(t *testing.T) {
	for _, extra := range []int{maxCovers - 1, maxCovers} {
		b := newPage()
		body := b.skeleton()
		btn := carded(b, body, nil) // the card over the button is painted at order 10
		for k := range extra {
			b.el(body, "DIV", with(box(20, 20), func(l *Layout) {
				l.Box.X, l.Box.Y = float64(800+30*(k%20)), float64(30*(k/20))
				l.Position, l.Background, l.BorderRadius, l.BlendMode, l.PaintOrder, l.HasPaintOrder = "fixed", "rgb(0, 0, 0)", "0px", "normal", int64(11+k), true
			}))
		}
		want := extra+1 <= maxCovers // the card is the first painted of them all
		if got := Covered(&b.p)[btn]; got != want {
			t.Errorf("%d covers: button covered %v, want %v", extra+1, got, want)
		}
	}
}
