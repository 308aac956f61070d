package capture_test

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/internal/capturetest"
	"github.com/chatproof/chatproof/internal/testflag"
)

// skipMechanism is a way a page holds content the browser neither lays
// out nor paints: the markup around the content, and whether the content
// is skipped.
type skipMechanism struct {
	name        string
	open, close string
	skipped     bool
	// static: the mechanism is written in the markup itself (an attribute
	// or an inline style), so it is still seen where the browser gave no
	// boxes at all (content-visibility:auto far from the viewport).
	static bool
}

var skipMechanisms = []skipMechanism{
	{"cv-hidden-inline", `<div style="content-visibility:hidden">`, `</div>`, true, true},
	{"cv-hidden-class", `<div class="cvh">`, `</div>`, true, false},
	{"details-closed", `<details><summary>Sources</summary>`, `</details>`, true, true},
	{"details-closed-late-summary", `<details><span>x</span><summary>Sources</summary>`, `</details>`, true, true},
	{"until-found", `<div hidden="until-found">`, `</div>`, true, true},
	// The same markup showing its content: the controls the test proves
	// something by.
	{"cv-visible", `<div style="content-visibility:visible">`, `</div>`, false, true},
	{"details-open", `<details open><summary>Sources</summary>`, `</details>`, false, true},
	{"in-summary", `<details><summary>`, `</summary></details>`, false, true},
}

// skipNesting is where the content sits inside the mechanism.
type skipNesting struct {
	name        string
	open, close string
	// static: the nesting keeps a static judgement possible (see
	// skipMechanism.static).
	static bool
}

var skipNestings = []skipNesting{
	{"direct", "", "", true},
	{"wrapped", `<div class="w"><div>`, `</div></div>`, true},
	{"contents", `<div style="display:contents">`, `</div>`, true},
	// A wrapper hidden by visibility:hidden whose content turns visible
	// again: the content must still be skipped.
	{"visibility-override", `<div style="visibility:hidden"><div style="visibility:visible">`, `</div></div>`, true},
	// Two mechanisms, one inside the other.
	{"in-closed-details", `<details><summary>More</summary><div>`, `</div></details>`, true},
	// The whole turn far from the viewport under content-visibility:auto:
	// the browser gives its content no boxes and the capture judges it by
	// the markup.
	{"auto-far", `<div style="height:3000px"></div><div style="content-visibility:auto;contain-intrinsic-size:auto 200px">`, `</div>`, false},
}

// skipPage is the finished reply of coverPage with its bar (target
// "bar") or the composer's stop control (target "stop") placed inside
// mechanism m nested as n. A page script measures both controls after
// load, as the site's scripts do: the browser then holds layout for
// skipped content too, which a capture must not take for painted.
func skipPage(target string, m skipMechanism, n skipNesting) string {
	p := coverPage("", target == "stop")
	open, close := m.open+n.open, n.close+m.close
	if n.name == "auto-far" || n.name == "in-closed-details" {
		open, close = n.open+m.open, m.close+n.close
	}
	switch target {
	case "bar":
		p = strings.Replace(p, `<div id="bar">`, open+`<div id="bar">`, 1)
		p = strings.Replace(p, `aria-label="Share">s</button></div>`, `aria-label="Share">s</button></div>`+close, 1)
	case "stop":
		p = strings.Replace(p, `<button id="stop"`, open+`<button id="stop"`, 1)
		p = strings.Replace(p, `aria-label="Stop streaming">s</button>`, `aria-label="Stop streaming">s</button>`+close, 1)
	}
	p = strings.Replace(p, "</style>", `.cvh{content-visibility:hidden} #bar,#stop{position:static}</style>`, 1)
	return strings.Replace(p, "</body>", `<script>for (const id of ["copy", "stop"]) document.getElementById(id)?.getBoundingClientRect()</script></body>`, 1)
}

// TestSkippedContentAgreesWithBrowser places a finished bar and a stop
// control in every way a page holds content the browser skips (and in the
// same markup showing it), nested in several ways, and checks, on both
// capture paths, that the control's annotation is the browser's own
// Element.checkVisibility and that the verdict follows: a skipped bar
// proves nothing (no false complete), a skipped stop control is no
// activity (no wait that never ends).
func TestSkippedContentAgreesWithBrowser(t *testing.T) {
	capturetest.Parallel(t)
	type variant struct {
		path, target string
		m            skipMechanism
		n            skipNesting
		at           [3]int // the target's, mechanism's and nesting's index
	}
	var vs []variant
	pages := map[string]string{}
	for ti, target := range []string{"bar", "stop"} {
		for mi, m := range skipMechanisms {
			for ni, n := range skipNestings {
				if n.name == "auto-far" && !m.static {
					continue // a stylesheet rule cannot be seen without boxes: see the package doc
				}
				path := "/skip/" + target + "/" + m.name + "/" + n.name
				pages[path] = skipPage(target, m, n)
				vs = append(vs, variant{path, target, m, n, [3]int{ti, mi, ni}})
			}
		}
	}
	srv := serve(t, pages)
	b := attach(t)
	tab, load := reusedTab(t, b, srv)
	ctx := context.Background()
	skippedCount := 0
	for _, v := range vs {
		// One in six on the diagonal of target, mechanism and nesting,
		// so that each value of each meets the others (the other two
		// axes together reach seven values); every variant with
		// CHATPROOF_EXHAUSTIVE=1, as CI runs.
		if !testflag.Spread(6, v.at[0], v.at[1], v.at[2]) {
			continue
		}
		load(srv.URL + v.path)
		id := "copy"
		if v.target == "stop" {
			id = "stop"
		}
		// In "in-summary" nested in a closed details the summary is that
		// details' content, so it is skipped after all.
		skipped := v.m.skipped || v.n.name == "in-closed-details"
		if browser := checkVisibility(ctx, t, tab.Session(), id); browser == skipped {
			t.Errorf("%s: the browser's checkVisibility says %v, the case expects skipped %v", v.path, browser, skipped)
			continue
		}
		if skipped {
			skippedCount++
		}
		for _, scoped := range []bool{true, false, true} {
			snap, err := tab.Capture(ctx, capture.CaptureOptions{Scoped: scoped})
			if err != nil {
				t.Fatal(err)
			}
			if got := annotations(t, snap.HTML)[id]; got != map[bool]string{true: "false", false: "true"}[skipped] {
				t.Errorf("%s scoped %t: #%s annotated visible=%q, browser skipped %v", v.path, scoped, id, got, skipped)
			}
			verdict, err := chatproof.ClassifyHTML(snap.HTML, chatproof.Options{})
			if err != nil {
				t.Fatal(err)
			}
			want := chatproof.Complete // a shown bar and no stop; a skipped stop and a shown bar
			if v.target == "bar" && skipped || v.target == "stop" && !skipped {
				want = chatproof.Incomplete
			}
			// A shown bar under a visibility:hidden wrapper is annotated
			// visible under an ancestor annotated hidden: reading that as
			// visible is the reader's rule (internal/dom), not the capture's.
			if verdict.Terminal != want && !(v.n.name == "visibility-override" && v.target == "bar" && !skipped) {
				t.Errorf("%s scoped %t: terminal %s %v, want %s", v.path, scoped, verdict.Terminal, verdict.Reasons, want)
			}
			if strong := verdict.Activity.Level == chatproof.LevelStrong; strong != (v.target == "stop" && !skipped) {
				t.Errorf("%s scoped %t: activity %s", v.path, scoped, verdict.Activity.Level)
			}
		}
	}
	t.Logf("%d variants, %d with the control skipped, each captured full and scoped", len(vs), skippedCount)
}

// TestClipMarginAgreesWithHitTest: a stop control inside a 1 px
// overflow:clip box is painted within the box's overflow-clip-margin, as
// the browser's hit-test says, so it counts as activity on both capture
// paths; without the margin, or with overflow:hidden (which the margin
// does not apply to), it is clipped away.
func TestClipMarginAgreesWithHitTest(t *testing.T) {
	cases := []struct {
		name, style string
		painted     bool
	}{
		{"margin", "overflow:clip;overflow-clip-margin:60px", true},
		{"margin-content-box", "overflow:clip;overflow-clip-margin:content-box 60px", true},
		{"margin-one-axis", "overflow-x:clip;overflow-clip-margin:60px", false},
		{"no-margin", "overflow:clip", false},
		{"hidden-with-margin", "overflow:hidden;overflow-clip-margin:60px", false},
	}
	pages := map[string]string{}
	for _, c := range cases {
		p := coverPage("", true)
		p = strings.Replace(p, `<button id="stop"`, `<div style="position:absolute;left:100px;top:400px;width:1px;height:1px;`+c.style+`"><button id="stop" style="position:static"`, 1)
		pages["/clip/"+c.name] = strings.Replace(p, `aria-label="Stop streaming">s</button>`, `aria-label="Stop streaming">s</button></div>`, 1)
	}
	srv := serve(t, pages)
	tab, load := reusedTab(t, attach(t), srv)
	ctx := context.Background()
	for _, c := range cases {
		load(srv.URL + "/clip/" + c.name)
		m, err := cdp.Call(ctx, tab.Session(), page.GetLayoutMetrics, cdp.Empty{})
		if err != nil {
			t.Fatal(err)
		}
		vw, vh := float64(m.CSSLayoutViewport.ClientWidth), float64(m.CSSLayoutViewport.ClientHeight)
		if hit := hitTest(ctx, t, tab.Session(), "stop", vw, vh); hit != c.painted {
			t.Errorf("%s: the browser's hit-test at the stop control says %v, the case expects %v", c.name, hit, c.painted)
		}
		for _, scoped := range []bool{false, true} {
			snap, err := tab.Capture(ctx, capture.CaptureOptions{Scoped: scoped})
			if err != nil {
				t.Fatal(err)
			}
			if got := annotations(t, snap.HTML)["stop"] == "true"; got != c.painted {
				t.Errorf("%s scoped %t: #stop annotated visible %v, painted %v", c.name, scoped, got, c.painted)
			}
			v, err := chatproof.ClassifyHTML(snap.HTML, chatproof.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if strong := v.Activity.Level == chatproof.LevelStrong; strong != c.painted {
				t.Errorf("%s scoped %t: activity %s, the stop control painted %v", c.name, scoped, v.Activity.Level, c.painted)
			}
		}
	}
}

// checkVisibility asks the browser for #id's Element.checkVisibility().
func checkVisibility(ctx context.Context, t *testing.T, s cdp.Session, id string) bool {
	t.Helper()
	yes := true
	r, err := cdp.Call(ctx, s, runtime.Evaluate, runtime.EvaluateParams{
		Expression: `document.getElementById(` + "`" + id + "`" + `).checkVisibility()`, ReturnByValue: &yes})
	if err != nil || r.ExceptionDetails != nil {
		t.Fatalf("checkVisibility of #%s: %v %v", id, err, r.ExceptionDetails)
	}
	return string(r.Result.Value) == "true"
}
