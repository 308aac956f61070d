package capture

import "testing"

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
		{"thin-but-long", "only boxes of at most 1x1 px count as empty; a 0-wide 36-high button is laid out",
			func(b *pageBuilder, body int) int { return b.el(body, "BUTTON", box(0, 36)) }, true},
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
				p := b.el(body, "DIV", with(box(800, 600), func(l *Layout) { l.OverflowY = "auto"; l.OverflowX = "hidden" }))
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
