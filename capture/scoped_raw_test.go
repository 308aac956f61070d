package capture_test

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/chatproof/chatproof/capture/page"
)

// TestScopedReaderInputs: told to write the whole page, the scoped reader
// gives the Go visibility decision the same inputs as
// DOMSnapshot.captureSnapshot: the same nodes (the flat tree: open shadow
// trees and slotted nodes where the browser renders them), attributes,
// layout presence, boxes (to a pixel), scroll rectangles of scroll
// containers and computed styles, each where its need holds
// (page.StyleNeeds) and empty elsewhere; not the paint order.
func TestScopedReaderInputs(t *testing.T) {
	b := attach(t)
	srv := serve(t, map[string]string{"/visibility": visibilityPage, "/site.css": visibilityCSS, "/shadow": shadowPage, "/skipped": skippedPage})
	gen := pageServer(t, nil)
	for _, url := range []string{srv.URL + "/visibility", srv.URL + "/shadow", srv.URL + "/skipped", gen.URL + genPath("finished", 6, 1)} {
		t.Run(url, func(t *testing.T) {
			tab := openPage(t, b, url)
			settle(t, url)
			snap, reader, err := tab.ReadBoth()
			if err != nil {
				t.Fatal(err)
			}
			if testing.Verbose() {
				dumpPage(t, snap)
				dumpPage(t, reader)
			}
			for _, d := range diffPages(snap, reader) {
				t.Error(d)
			}
		})
	}
}

// settle waits until the page at url has rendered two more frames: what
// the browser lays out only once it renders (content-visibility:auto
// content coming near the viewport, and the scroll anchoring that follows
// it) is done before both reads, so that they read the same page.
func settle(t *testing.T, url string) {
	t.Helper()
	_, err := chromedp.Run(pageContext(t, url), chromedp.Evaluate[any](`new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(0))))`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
}

const shadowPage = `<!DOCTYPE html><html><body><div id="host">light<span>child</span></div>
<template id="tpl"><p>template content</p></template>
<script>document.getElementById("host").attachShadow({mode: "open"}).innerHTML = "<b>shadow</b><slot></slot>";</script>
<textarea id="ta">typed</textarea><br><svg width="10" height="10"><circle r="4" cx="5" cy="5"></circle></svg>
<span style="display:contents"><i>in contents</i></span> <span></span></body></html>`

// skippedPage has content-visibility:auto sections on and far off screen,
// a scroll container scrolled, and the document scrolled.
const skippedPage = `<!DOCTYPE html><html><body>
<section id="near" style="content-visibility:auto"><p>near</p>text</section>
<div id="box" style="height:60px;overflow:auto"><div style="height:500px">tall</div></div>
<div style="height:4000px"></div>
<section id="far" style="content-visibility:auto"><p>far</p>text<span>more</span></section>
<script>document.getElementById("box").scrollTop = 100; window.scrollTo(0, 50);</script>
</body></html>`

// diffPages lists the differences of the nodes of two pages that matter to
// Build and Visibility, at most 20.
func diffPages(a, b *page.Page) []string {
	var out []string
	add := func(format string, args ...any) {
		if len(out) < 20 {
			out = append(out, fmt.Sprintf(format, args...))
		}
	}
	kept := func(p *page.Page) []int { // nodes in the tree, in order
		var list []int
		var walk func(i int)
		walk = func(i int) {
			if p.Nodes[i].Type == page.CommentNode {
				return
			}
			list = append(list, i)
			for _, c := range p.Nodes[i].Children {
				walk(c)
			}
		}
		walk(0)
		return list
	}
	if a.Viewport != b.Viewport {
		add("viewport %v, reader %v", a.Viewport, b.Viewport)
	}
	ka, kb := kept(a), kept(b)
	if len(ka) != len(kb) {
		add("%d nodes in the snapshot, %d from the reader", len(ka), len(kb))
	}
	for k := 0; k < min(len(ka), len(kb)); k++ {
		x, y := &a.Nodes[ka[k]], &b.Nodes[kb[k]]
		where := fmt.Sprintf("node %d (%s %q)", k, x.Name, x.Value)
		if x.Type != y.Type || x.Name != y.Name || x.Value != y.Value {
			add("%s: reader has %d %s %q", where, y.Type, y.Name, y.Value)
			return out
		}
		if fmt.Sprint(x.Attrs) != fmt.Sprint(y.Attrs) || x.TextValue != y.TextValue {
			add("%s: attrs %v %q, reader %v %q", where, x.Attrs, x.TextValue, y.Attrs, y.TextValue)
		}
		switch {
		case x.Type == page.TextNode && strings.TrimSpace(x.Value) == "" && y.Layout == nil && x.Layout != nil && x.Layout.Box.W == 0 && x.Layout.Box.H == 0:
			// Collapsed white space: the browser may keep an empty text
			// box that script cannot see. Either way the text is not
			// visible; the two differ only for a display:contents
			// element under content-visibility:auto holding nothing but
			// white space.
		case (x.Layout == nil) != (y.Layout == nil):
			add("%s: layout %v, reader %v", where, x.Layout != nil, y.Layout != nil)
		case x.Layout != nil:
			lx, ly := *x.Layout, *y.Layout
			// The reader leaves empty the styles whose need does not
			// hold on the element; a text node has its parent element's
			// styles, and so its needs.
			isRoot := func(i int) bool { return i >= 0 && a.Nodes[i].Type == page.ElementNode && a.Nodes[i].Parent == 0 }
			switch x.Type {
			case page.ElementNode:
				lx = lx.WithNeededStyles(isRoot(ka[k]))
			case page.TextNode:
				lx = lx.WithNeededStyles(isRoot(x.Parent))
			}
			bx, by := lx.Box, ly.Box
			if math.Abs(bx.X-by.X) > 1 || math.Abs(bx.Y-by.Y) > 1 || math.Abs(bx.W-by.W) > 1 || math.Abs(bx.H-by.H) > 1 {
				add("%s: box %v, reader %v", where, bx, by)
			}
			lx.Box, ly.Box = page.Rect{}, page.Rect{}
			// Paint order is the browser's alone: a scoped capture of a
			// page under a covering layer reads the page whole instead.
			lx.PaintOrder, lx.HasPaintOrder = 0, false
			if !scrolls(lx.OverflowX) && !scrolls(lx.OverflowY) {
				// Only a scroll container's scroll rectangle is read.
				lx.Scroll, lx.HasScroll = page.Rect{}, false
			}
			if lx != ly {
				add("%s: styles %+v, reader %+v", where, lx, ly)
			}
		}
	}
	return out
}

func dumpPage(t *testing.T, p *page.Page) {
	for i, n := range p.Nodes {
		l := "-"
		if n.Layout != nil {
			l = fmt.Sprintf("%+v", *n.Layout)
		}
		t.Logf("%d p=%d %d %s %q %v %s", i, n.Parent, n.Type, n.Name, n.Value, n.Attrs, l)
	}
}

// scrolls reports an overflow that makes a scroll container.
func scrolls(overflow string) bool {
	return overflow == "auto" || overflow == "scroll" || overflow == "overlay"
}
