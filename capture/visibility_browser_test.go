package capture_test

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	cdppage "github.com/chromedp/cdproto/page"

	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/capture/page"
	"github.com/chatproof/chatproof/internal/capturetest"
)

// visCase is one visibility rule on a real page: an element #id whose
// annotation must agree with what the browser reports.
type visCase struct {
	id     string
	markup string // placed in a cell of its own
	want   bool   // the annotation
	// oracle: "hit" when the browser's hit-test at the centre of the
	// element's box must agree with the annotation; "paint" when hit-testing
	// cannot tell (transparent content is still hit), so the annotation is
	// checked against the computed style the case names.
	oracle string
	reason string
}

var visCases = []visCase{
	{"plain", `<button id="plain" class="b"></button>`, true, "hit", "a plain button"},
	{"inline-clip", `<span style="position:relative;overflow:hidden"><button id="inline-clip" class="b" style="position:absolute"></button></span>`,
		true, "hit", "overflow does not apply to an inline box: the absolute button escapes it (the dangerous case)"},
	{"inline-block-clip", `<span style="display:inline-block;width:0;height:0;position:relative;overflow:hidden"><button id="inline-block-clip" class="b" style="position:absolute"></button></span>`,
		false, "hit", "an inline-block is a block container and clips its absolute child"},
	{"clip-path", `<button id="clip-path" class="b" style="clip-path:inset(50%)"></button>`, false, "hit", "clip-path:inset(50%)"},
	{"clip-path-part", `<button id="clip-path-part" class="b" style="clip-path:inset(5px)"></button>`, true, "hit", "clip-path:inset(5px) leaves the middle"},
	{"clip-rect", `<button id="clip-rect" class="b" style="position:absolute;clip:rect(0,0,0,0)"></button>`, false, "hit", "clip:rect(0,0,0,0) on a sized box"},
	{"off-left", `<button id="off-left" class="b" style="position:absolute;left:-9999px"></button>`, false, "hit", "left:-9999px"},
	{"off-translate", `<button id="off-translate" class="b" style="transform:translateX(-10000px)"></button>`, false, "hit", "translateX(-10000px)"},
	{"off-fixed", `<button id="off-fixed" class="b" style="position:fixed;top:-500px"></button>`, false, "hit", "position:fixed;top:-500px"},
	{"zero-height", `<div style="height:0;overflow:hidden"><button id="zero-height" class="b"></button></div>`, false, "hit", "inside height:0 with overflow:hidden"},
	{"zero-width", `<div style="width:0;overflow:hidden"><button id="zero-width" class="b"></button></div>`, false, "hit", "inside width:0 with overflow:hidden"},
	{"clipped-out", `<div style="height:40px;overflow:hidden"><div style="height:60px"></div><button id="clipped-out" class="b"></button></div>`,
		false, "hit", "placed below the bottom of an overflow:hidden box"},
	{"zero-box", `<div id="zero-box" style="height:0;width:40px;background:red"></div>`, false, "hit", "a box 0 px high paints nothing"},
	{"filter-opacity", `<button id="filter-opacity" class="b" style="filter:opacity(0)"></button>`, false, "paint", "filter:opacity(0) is transparent though hit-testing finds it"},
	{"opacity", `<button id="opacity" class="b" style="opacity:0"></button>`, false, "paint", "opacity:0 is transparent though hit-testing finds it"},
	{"text-indent", `<button id="text-indent" class="b" style="text-indent:-9999px;overflow:hidden">Stop generating</button>`,
		true, "hit", "the button is painted; its text, moved off screen, is not (checked below)"},
	{"text-shown", `<button id="text-shown" style="width:auto">Send now</button>`, true, "hit", "a button and its text, painted"},
}

// visibilityPage lays the cases out in cells that fit the viewport, so
// every case that is painted can be hit-tested.
func visibilityCasesPage() string {
	var b strings.Builder
	b.WriteString(`<!DOCTYPE html><html><head><style>
body{margin:0;display:flex;flex-wrap:wrap} .cell{position:relative;width:180px;height:60px;margin:4px 0 0 40px}
.b{width:40px;height:40px;padding:0;border:0;background:#36c;display:inline-block}
</style></head><body>`)
	for _, c := range visCases {
		fmt.Fprintf(&b, "<div class=\"cell\">%s</div>\n", c.markup)
	}
	b.WriteString("</body></html>")
	return b.String()
}

// hitTest asks the browser whether the element #id (or its text) is what a
// click at the centre of its border box would reach: DOM.getBoxModel and
// DOM.getNodeForLocation, which run no page script.
func hitTest(ctx context.Context, t *testing.T, s cdp.Session, id string, vw, vh float64) bool {
	t.Helper()
	own := subtree(ctx, t, s, id) // the element and its descendants
	bm, err := cdp.Call(ctx, s, dom.GetBoxModel, dom.GetBoxModelParams{NodeID: query(ctx, t, s, id)})
	if err != nil || bm.Model == nil || len(bm.Model.Border) != 8 {
		return false // no box
	}
	quad := bm.Model.Border
	x, y := (quad[0]+quad[2]+quad[4]+quad[6])/4, (quad[1]+quad[3]+quad[5]+quad[7])/4
	if x < 0 || y < 0 || x >= vw || y >= vh || bm.Model.Width < 1 || bm.Model.Height < 1 {
		return false // nowhere on screen to hit
	}
	yes := true
	hit, err := cdp.Call(ctx, s, dom.GetNodeForLocation, dom.GetNodeForLocationParams{X: int64(x), Y: int64(y), IgnorePointerEventsNone: &yes})
	if err != nil {
		return false
	}
	return own[hit.BackendNodeID]
}

// TestVisibilityAgreesWithHitTest captures a page with one element per
// visibility rule and checks each annotation against the browser's own
// hit-test (or, for transparency, which hit-testing ignores, against the
// rule's computed style).
func TestVisibilityAgreesWithHitTest(t *testing.T) {
	srv := serve(t, map[string]string{"/vis-rules": visibilityCasesPage()})
	capturetest.Open(t, srv.URL+"/vis-rules")
	ctx := context.Background()
	b, err := capture.Attach(ctx, capturetest.Browser(t))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	tab, err := b.Tab(ctx, "/vis-rules")
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Close()
	snap, got, vw, vh := annotatedCapture(t, ctx, tab)
	for _, c := range visCases {
		annotated := got[c.id] == "true"
		if annotated != c.want {
			t.Errorf("#%s annotated %v, want %v (%s)", c.id, annotated, c.want, c.reason)
		}
		if c.oracle == "hit" {
			if hit := hitTest(ctx, t, tab.Session(), c.id, vw, vh); hit != annotated {
				t.Errorf("#%s annotated %v but the browser's hit-test says %v (%s)", c.id, annotated, hit, c.reason)
			}
		}
	}
	if bytes.Contains(snap.HTML, []byte("<script")) {
		t.Error("the capture holds a script")
	}
	// Text cannot carry the annotation: text the browser does not show inside
	// an element it shows gets a hidden span of its own; shown text does not.
	hiddenText := `<span ` + page.VisibleAttr + `="false" ` + page.HiddenTextAttr + `="">Stop generating</span>`
	if !bytes.Contains(snap.HTML, []byte(hiddenText)) {
		t.Errorf("the off-screen text of #text-indent is not marked hidden")
	}
	if !bytes.Contains(snap.HTML, []byte(`="true">Send now</button>`)) {
		t.Errorf("the shown text of #text-shown is wrapped or missing")
	}
}

// TestOpaqueLayerAgreesWithHitTest: under a fixed layer with an opaque
// background over the whole viewport nothing can be seen but the layer's
// own content and what is painted above it, as the browser's hit-test
// says; a see-through backdrop hides nothing (there hit-testing, which
// stops at the backdrop, cannot tell, and the rule is the backdrop's
// computed background).
func TestOpaqueLayerAgreesWithHitTest(t *testing.T) {
	layerPage := func(bg string) string {
		return `<!DOCTYPE html><html><head><style>.b{width:40px;height:40px;padding:0;border:0;background:#36c}</style></head><body style="margin:0">
<button id="under" class="b"></button>
<button id="above" class="b" style="position:fixed;top:100px;left:100px;z-index:20"></button>
<div id="layer" style="position:fixed;top:0;left:0;right:0;bottom:0;z-index:10;background:` + bg + `"><button id="in-layer" class="b" style="margin:200px"></button></div>
</body></html>`
	}
	srv := serve(t, map[string]string{"/layer-opaque": layerPage("#fff"), "/layer-backdrop": layerPage("rgba(0,0,0,0.5)")})
	ctx := context.Background()
	b, err := capture.Attach(ctx, capturetest.Browser(t))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	for _, c := range []struct {
		path             string
		under, hitOracle bool
	}{
		{"/layer-opaque", false, true},
		{"/layer-backdrop", true, false},
	} {
		capturetest.Open(t, srv.URL+c.path)
		tab, err := b.Tab(ctx, c.path)
		if err != nil {
			t.Fatal(err)
		}
		_, got, vw, vh := annotatedCapture(t, ctx, tab)
		for id, want := range map[string]bool{"under": c.under, "above": true, "in-layer": true} {
			annotated := got[id] == "true"
			if annotated != want {
				t.Errorf("%s: #%s annotated %v, want %v", c.path, id, annotated, want)
			}
			if id != "under" || c.hitOracle {
				if hit := hitTest(ctx, t, tab.Session(), id, vw, vh); hit != annotated {
					t.Errorf("%s: #%s annotated %v but the browser's hit-test says %v", c.path, id, annotated, hit)
				}
			}
		}
		tab.Close()
	}
}

// annotatedCapture captures tab and returns the snapshot, each element's
// visibility annotation by id, and the layout viewport's size.
func annotatedCapture(t *testing.T, ctx context.Context, tab *capture.Tab) (*capture.Snapshot, map[string]string, float64, float64) {
	t.Helper()
	snap, err := tab.Capture(ctx, capture.CaptureOptions{})
	if err != nil {
		t.Fatal(err)
	}
	m, err := cdp.Call(ctx, tab.Session(), cdppage.GetLayoutMetrics, cdp.Empty{})
	if err != nil {
		t.Fatal(err)
	}
	return snap, annotations(t, snap.HTML), float64(m.CSSLayoutViewport.ClientWidth), float64(m.CSSLayoutViewport.ClientHeight)
}
