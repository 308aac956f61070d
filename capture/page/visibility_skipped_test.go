package page

import (
	"fmt"
	"testing"

	"github.com/chatproof/chatproof/internal/testflag"
)

// TestSkippedContentVariants generates every way a page skips content
// (content-visibility:hidden, hidden="until-found" as the browser styles
// it, a closed details beyond its first summary), laid out (with the
// layout the browser keeps once a script measured the content) or far off
// screen under content-visibility:auto (no boxes at all), with the
// control nested at several depths, through display:contents and under a
// visibility:visible override: the control is never visible when skipped,
// and always is in the same markup showing its content.
func TestSkippedContentVariants(t *testing.T) {
	type mechanism struct {
		name string
		// add builds the mechanism under parent (laid out or not) and
		// returns where content goes; skipped says whether it is skipped.
		add     func(b *pageBuilder, parent int, laid bool) int
		skipped bool
	}
	lay := func(laid bool, f func(*Layout)) *Layout {
		if !laid {
			return nil
		}
		return with(box(800, 40), f)
	}
	none := func(*Layout) {}
	cvHidden := func(l *Layout) { l.ContentVisibility = "hidden" }
	mechanisms := []mechanism{
		{"cv-hidden", func(b *pageBuilder, p int, laid bool) int {
			return b.el(p, "DIV", lay(laid, cvHidden), "style", "content-visibility: hidden")
		}, true},
		{"until-found", func(b *pageBuilder, p int, laid bool) int {
			return b.el(p, "DIV", lay(laid, cvHidden), "hidden", "until-found")
		}, true},
		{"details-closed", func(b *pageBuilder, p int, laid bool) int {
			d := b.el(p, "DETAILS", lay(laid, none))
			b.txt(b.el(d, "SUMMARY", lay(laid, none)), "Sources", lay(laid, none))
			return d
		}, true},
		{"details-second-summary", func(b *pageBuilder, p int, laid bool) int {
			d := b.el(p, "DETAILS", lay(laid, none))
			b.el(d, "SUMMARY", lay(laid, none))
			return b.el(d, "SUMMARY", lay(laid, none))
		}, true},
		{"details-open", func(b *pageBuilder, p int, laid bool) int {
			d := b.el(p, "DETAILS", lay(laid, none), "open", "")
			b.el(d, "SUMMARY", lay(laid, none))
			return d
		}, false},
		{"in-summary", func(b *pageBuilder, p int, laid bool) int {
			return b.el(b.el(p, "DETAILS", lay(laid, none)), "SUMMARY", lay(laid, none))
		}, false},
		{"cv-visible", func(b *pageBuilder, p int, laid bool) int {
			return b.el(p, "DIV", lay(laid, none), "style", "content-visibility: visible")
		}, false},
	}
	nestings := []struct {
		name string
		add  func(b *pageBuilder, p int, laid bool) int
	}{
		{"direct", func(b *pageBuilder, p int, laid bool) int { return p }},
		{"deep", func(b *pageBuilder, p int, laid bool) int {
			for range 5 {
				p = b.el(p, "DIV", lay(laid, none))
			}
			return p
		}},
		{"contents", func(b *pageBuilder, p int, laid bool) int { return b.el(p, "DIV", nil, "style", "display:contents") }},
		{"visibility-override", func(b *pageBuilder, p int, laid bool) int {
			h := b.el(p, "DIV", lay(laid, func(l *Layout) { l.Visibility = "hidden" }))
			return b.el(h, "DIV", lay(laid, none))
		}},
	}
	n := 0
	for _, laid := range []bool{true, false} {
		for _, m := range mechanisms {
			for _, nest := range nestings {
				for _, ctl := range []string{"bar", "stop"} {
					if !laid && nest.name == "visibility-override" {
						continue // without boxes the override cannot be told from inline styles
					}
					name := fmt.Sprintf("laid=%t/%s/%s/%s", laid, m.name, nest.name, ctl)
					b := newPage()
					body := b.skeleton()
					parent := body
					if !laid {
						b.p.Viewport = Rect{0, 0, 1440, 900}
						parent = b.el(body, "ARTICLE", farTurn(nil))
					}
					in := nest.add(b, m.add(b, parent, laid), laid)
					var el, text int
					if ctl == "bar" {
						el = b.el(in, "BUTTON", lay(laid, none), "data-testid", "copy-turn-action-button")
						text = b.txt(el, "Copy", lay(laid, none))
					} else {
						el = b.el(in, "BUTTON", lay(laid, func(l *Layout) { l.Visibility = "visible" }), "data-testid", "stop-button")
						text = b.txt(in, "Stop", lay(laid, none))
					}
					vis := Visibility(&b.p)
					if vis[el] == m.skipped || vis[text] == m.skipped {
						t.Errorf("%s: control visible %v, its text %v; skipped %v", name, vis[el], vis[text], m.skipped)
					}
					n++
				}
			}
		}
	}
	t.Logf("%d variants", n)
}

// TestWideClosedDetailsIsLinear: a closed details with very many children
// (each a summary) is judged in one pass: 20,000 of them (a quadratic pass
// would take minutes), 200,000 with CHATPROOF_EXHAUSTIVE=1.
func TestWideClosedDetailsIsLinear(t *testing.T) {
	b := newPage()
	d := b.el(b.skeleton(), "DETAILS", box(800, 20))
	first := b.el(d, "SUMMARY", box(800, 20))
	for range testflag.Count(200_000, 20_000) {
		b.el(d, "SUMMARY", box(800, 20))
	}
	vis := Visibility(&b.p)
	if !vis[first] || vis[first+1] || vis[len(vis)-1] {
		t.Errorf("first summary %v, second %v, last %v", vis[first], vis[first+1], vis[len(vis)-1])
	}
}
