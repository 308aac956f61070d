package capture_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/capture/page"
	"github.com/chatproof/chatproof/classify"
)

// coverCase is a box drawn over the reply's finished controls (or over a
// stop control): the covered annotation must agree with what the
// browser's hit-test reaches, on both capture paths, and the verdict must
// follow.
type coverCase struct {
	path  string
	cover string // the markup of the box, #cover
	// under is the id of the control the box is over; covered whether it
	// is annotated covered.
	under   string
	covered bool
	// hitCover: a hit-test at the control's centre reaches #cover; else it
	// reaches the control.
	hitCover bool
	terminal chatproof.Terminal
	reason   string
}

var coverCases = []coverCase{
	{"/opaque-card", `<div id="cover" class="card" style="background:#fff"><p>How was this answer?</p></div>`, "copy", true, true, chatproof.Incomplete,
		"an opaque card over the whole bar: no finished control can be seen"},
	{"/modal", `<div style="position:fixed;inset:0;z-index:50;background:rgba(0,0,0,0.5)"><div id="cover" style="margin:80px 0 0 80px;width:260px;height:80px;border-radius:8px;background:#fff">Rate this answer</div></div>`,
		"copy", true, true, chatproof.Incomplete,
		"a card in the flow of a fixed see-through backdrop is painted over the bar"},
	{"/translucent-card", `<div id="cover" class="card" style="background:rgba(255,255,255,0.6)"></div>`, "copy", false, true, chatproof.Complete,
		"a semi-transparent card shows the bar through it"},
	{"/image-card", `<div id="cover" class="card" style="background-image:linear-gradient(#fff,#fff)"></div>`, "copy", false, true, chatproof.Complete,
		"a background image alone is not certainly opaque"},
	{"/partial-card", `<div id="cover" class="card" style="background:#fff;height:30px"></div>`, "copy", false, false, chatproof.Complete,
		"a card over the top of the bar leaves the rest of every control, its middle too, on screen"},
	{"/stop-under-card", `<div id="cover" class="card" style="background:#fff;top:380px;height:80px"></div>`, "stop", true, true, chatproof.Complete,
		"an opaque card over a stop control: the user sees no stop control, and the visible bar completes the reply"},
}

// coverPage is a finished reply whose bar (#bar, from (100, 100), 36 px
// high) holds copy (#copy), good, bad and Share; the composer below holds
// the control stop (a stop control at (100, 400)) when stop is set; cover
// follows. .card is a fixed, rounded, z-indexed card from (80, 80), 260 by
// 80 px.
func coverPage(cover string, stop bool) string {
	submit := `<button id="send" aria-label="Send prompt">s</button>`
	if stop {
		submit = `<button id="stop" data-testid="stop-button" aria-label="Stop streaming">s</button>`
	}
	return `<!DOCTYPE html><html><head><style>
body{margin:0} .card{position:fixed;left:80px;top:80px;width:260px;height:80px;border-radius:8px;z-index:50}
#bar{position:absolute;left:100px;top:100px;display:flex} #bar button{width:36px;height:36px;padding:0;border:0;margin-right:8px}
#stop,#send{position:absolute;left:100px;top:400px;width:36px;height:36px;padding:0;border:0}
</style></head><body><main>
<article data-testid="conversation-turn-1" data-turn="user"><div data-message-author-role="user" data-message-id="u1"><div class="whitespace-pre-wrap">How do probes differ?</div></div></article>
<article data-testid="conversation-turn-2" data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a2"><div class="markdown"><p id="answer">Readiness gates traffic; liveness restarts the container.</p></div></div>
<div id="bar"><button id="copy" data-testid="copy-turn-action-button" aria-label="Copy">c</button><button data-testid="good-response-turn-action-button" aria-label="Good response">g</button><button data-testid="bad-response-turn-action-button" aria-label="Bad response">b</button><button aria-label="Share">s</button></div></article>
</main><div id="thread-bottom"><form data-type="unified-composer"><div id="prompt-textarea" contenteditable="true"></div>` + submit + `</form></div>` + cover + `</body></html>`
}

// TestCoversAgreeWithHitTest: a finished control under a certainly opaque
// box painted over it is annotated covered by both captures, the
// browser's hit-test at its centre reaches that box, and the reply is not
// proven finished; under a see-through box, a background image or a box
// over part of it, it is not covered and the reply is complete. A stop
// control under an opaque card is covered on both paths and is no
// activity. Visibility never changes.
func TestCoversAgreeWithHitTest(t *testing.T) {
	pages := map[string]string{}
	for _, c := range coverCases {
		pages[c.path] = coverPage(c.cover, c.under == "stop")
	}
	srv := serve(t, pages)
	ctx := context.Background()
	b := attach(t)
	for _, c := range coverCases {
		t.Run(strings.TrimPrefix(c.path, "/"), func(t *testing.T) {
			tab := openPage(t, b, srv.URL+c.path)
			for _, scoped := range []bool{false, true} {
				snap, err := tab.Capture(ctx, capture.CaptureOptions{Scoped: scoped})
				if err != nil {
					t.Fatal(err)
				}
				if want := c.covered; coveredIDs(t, snap.HTML)[c.under] != want {
					t.Errorf("scoped %t: #%s covered %v, want %v (%s)", scoped, c.under, !want, want, c.reason)
				}
				if annotations(t, snap.HTML)[c.under] != "true" {
					t.Errorf("scoped %t: #%s annotated hidden: a cover never hides", scoped, c.under)
				}
				v, err := chatproof.ClassifyHTML(snap.HTML, chatproof.Options{})
				if err != nil {
					t.Fatal(err)
				}
				if v.Terminal != c.terminal {
					t.Errorf("scoped %t: terminal %s %v, want %s (%s)", scoped, v.Terminal, v.Reasons, c.terminal, c.reason)
				}
				wantReason := c.covered && c.under == "copy"
				if got := slices.Contains(v.Reasons, classify.ReasonFinishedCovered); got != wantReason {
					t.Errorf("scoped %t: reasons %v, finished_covered wanted %v", scoped, v.Reasons, wantReason)
				}
				if c.under == "stop" && v.Activity.Level != chatproof.LevelNone {
					t.Errorf("scoped %t: activity %s under a covered stop control, want none", scoped, v.Activity.Level)
				}
			}
			s := tab.Session()
			hit := nodeAt(ctx, t, s, c.under)
			switch {
			case c.hitCover && !subtree(ctx, t, s, "cover")[hit]:
				t.Errorf("the hit-test at the centre of #%s does not reach #cover (%s)", c.under, c.reason)
			case !c.hitCover && !subtree(ctx, t, s, c.under)[hit]:
				t.Errorf("the hit-test at the centre of #%s does not reach it (%s)", c.under, c.reason)
			}
		})
	}
}

// TestCoverLettingClicksThrough: an opaque card with pointer-events:none
// over the bar is painted over it, and both paths say so. Hit-testing
// that takes clicks passes by the card, so the scoped reader alone would
// find the bar clear and the reply complete; the browser's paint-order
// hit test, which the scoped capture asks for a finished control its
// reader found clear (see paintCovers), reaches the card. The bar is
// covered on both paths and proves nothing.
func TestCoverLettingClicksThrough(t *testing.T) {
	srv := serve(t, map[string]string{"/passthrough": coverPage(`<div id="cover" class="card" style="background:#fff;pointer-events:none"></div>`, false)})
	ctx := context.Background()
	tab := openPage(t, attach(t), srv.URL+"/passthrough")
	for _, scoped := range []bool{false, true} {
		snap, err := tab.Capture(ctx, capture.CaptureOptions{Scoped: scoped})
		if err != nil {
			t.Fatal(err)
		}
		if !coveredIDs(t, snap.HTML)["copy"] {
			t.Errorf("scoped %t: #copy not covered under an opaque card that lets clicks through", scoped)
		}
		v, err := chatproof.ClassifyHTML(snap.HTML, chatproof.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if v.Terminal != chatproof.Incomplete || !slices.Contains(v.Reasons, classify.ReasonFinishedCovered) {
			t.Errorf("scoped %t: terminal %s %v, want incomplete with finished_covered", scoped, v.Terminal, v.Reasons)
		}
	}
	s := tab.Session()
	if !subtree(ctx, t, s, "copy")[nodeAt(ctx, t, s, "copy")] {
		t.Error("the hit-test taking clicks at the centre of #copy does not pass by the card")
	}
}

// TestCoveredTextKeepsDigest: an answer scrolled under a sticky opaque
// header is annotated covered, as the browser's hit-test agrees, and its
// text and digest are those of the same answer in plain view.
func TestCoveredTextKeepsDigest(t *testing.T) {
	const header = `<header id="cover" style="position:sticky;top:0;height:200px;background:#fff;z-index:5">Title</header>`
	// The header and a long thread in main, the bar below the header.
	plain := strings.Replace(coverPage("", false), "<main>", "<main>"+header, 1)
	plain = strings.Replace(plain, "</main>", `<div style="height:1500px"></div></main>`, 1)
	plain = strings.Replace(plain, "#bar{position:absolute;left:100px;top:100px;", "#bar{position:absolute;left:100px;top:600px;", 1)
	// The same page scrolled so that the answer lies under the header.
	under := strings.Replace(plain, "</body>", `<script>scrollTo(0, document.getElementById("answer").getBoundingClientRect().top - 50)</script></body>`, 1)
	srv := serve(t, map[string]string{"/plain": plain, "/under": under})
	ctx := context.Background()
	b := attach(t)
	var got [2][2]chatproof.Response
	for k, path := range []string{"/plain", "/under"} {
		tab := openPage(t, b, srv.URL+path)
		for j, scoped := range []bool{false, true} {
			snap, err := tab.Capture(ctx, capture.CaptureOptions{Scoped: scoped})
			if err != nil {
				t.Fatal(err)
			}
			if !scoped && coveredIDs(t, snap.HTML)["answer"] != (path == "/under") {
				t.Errorf("%s: #answer covered %v", path, path != "/under")
			}
			v, err := chatproof.ClassifyHTML(snap.HTML, chatproof.Options{})
			if err != nil {
				t.Fatal(err)
			}
			got[k][j] = v.Response
		}
		s := tab.Session()
		if hit := nodeAt(ctx, t, s, "answer"); subtree(ctx, t, s, "cover")[hit] != (path == "/under") {
			t.Errorf("%s: the hit-test at the centre of #answer reaches the header: %v", path, path != "/under")
		}
	}
	for j := range 2 {
		p, u := got[0][j], got[1][j]
		if p.Text == "" || p.Text != u.Text || p.ContentDigest != u.ContentDigest {
			t.Errorf("scoped %t: under the header the answer reads %q %s, in view %q %s", j == 1, u.Text, u.ContentDigest, p.Text, p.ContentDigest)
		}
	}
}

// coveredIDs returns the ids of the elements a capture annotates covered.
func coveredIDs(t *testing.T, snap []byte) map[string]bool {
	t.Helper()
	m := map[string]bool{}
	for id, v := range attrByID(t, snap, page.CoveredAttr, false) {
		if v == "true" {
			m[id] = true
		}
	}
	return m
}

// subtree returns the backend ids of #id and its descendants.
func subtree(ctx context.Context, t *testing.T, s cdp.Session, id string) map[cdp.BackendNodeID]bool {
	t.Helper()
	all := int64(-1)
	d, err := cdp.Call(ctx, s, dom.DescribeNode, dom.DescribeNodeParams{NodeID: query(ctx, t, s, id), Depth: &all})
	if err != nil {
		t.Fatal(err)
	}
	own := map[cdp.BackendNodeID]bool{}
	var walk func(n *cdp.Node)
	walk = func(n *cdp.Node) {
		own[n.BackendNodeID] = true
		for _, c := range n.Children {
			walk(c)
		}
	}
	walk(d.Node)
	return own
}

// query returns the node id of #id.
func query(ctx context.Context, t *testing.T, s cdp.Session, id string) cdp.NodeID {
	t.Helper()
	doc, err := cdp.Call(ctx, s, dom.GetDocument, dom.GetDocumentParams{})
	if err != nil {
		t.Fatal(err)
	}
	q, err := cdp.Call(ctx, s, dom.QuerySelector, dom.QuerySelectorParams{NodeID: doc.Root.NodeID, Selector: "#" + id})
	if err != nil || q.NodeID == 0 {
		t.Fatalf("#%s: %v", id, err)
	}
	return q.NodeID
}

// nodeAt returns the backend id of the node DOM.getNodeForLocation finds
// at the centre of #id's border box, boxes with pointer-events:none
// passed by as a click passes them. DOM.getBoxModel gives viewport
// coordinates, DOM.getNodeForLocation takes the document's.
func nodeAt(ctx context.Context, t *testing.T, s cdp.Session, id string) cdp.BackendNodeID {
	t.Helper()
	bm, err := cdp.Call(ctx, s, dom.GetBoxModel, dom.GetBoxModelParams{NodeID: query(ctx, t, s, id)})
	if err != nil || bm.Model == nil || len(bm.Model.Border) != 8 {
		t.Fatalf("#%s has no box: %v", id, err)
	}
	m, err := cdp.Call(ctx, s, cdppage.GetLayoutMetrics, cdp.Empty{})
	if err != nil || m.CSSLayoutViewport == nil {
		t.Fatalf("layout metrics: %v", err)
	}
	q, v := bm.Model.Border, m.CSSLayoutViewport
	x := int64((q[0]+q[2]+q[4]+q[6])/4 + float64(v.PageX))
	y := int64((q[1]+q[3]+q[5]+q[7])/4 + float64(v.PageY))
	no := false
	hit, err := cdp.Call(ctx, s, dom.GetNodeForLocation, dom.GetNodeForLocationParams{X: x, Y: y, IgnorePointerEventsNone: &no})
	if err != nil {
		t.Fatal(err)
	}
	return hit.BackendNodeID
}

// TestPaintProbeCalls counts the protocol calls of the paint-order probe
// of the finished controls (see paintCovers): a poll that reads the page
// anew with a clear bar asks the browser's hit test once per control, at
// its middle, resolves each node hit once and reads them in one call; a
// bar under a card that lets clicks through has every control asked at
// its five points and read once more; a poll the reader answers unchanged
// asks nothing. The objects of the nodes hit are kept in the world
// between polls (see probeObjects): a poll that reads the page anew after
// a change elsewhere, hitting the same nodes, resolves none again, and no
// poll releases them.
func TestPaintProbeCalls(t *testing.T) {
	const controls = 4 // copy, good, bad, Share
	srv := serve(t, map[string]string{
		"/clear":       coverPage("", false),
		"/passthrough": coverPage(`<div id="cover" class="card" style="background:#fff;pointer-events:none"></div>`, false),
	})
	ctx := context.Background()
	b := attach(t)
	methods := []string{"DOM.getNodeForLocation", "DOM.resolveNode", "Runtime.callFunctionOn", "Runtime.releaseObjectGroup"}
	for _, c := range []struct {
		path                     string
		hits, resolves, readings int
	}{
		{"/clear", controls, controls, 1},
		{"/passthrough", 5 * controls, 1, 2},
	} {
		tab := openPage(t, b, srv.URL+c.path)
		for poll, want := range []map[string]int{
			{"DOM.getNodeForLocation": c.hits, "DOM.resolveNode": c.resolves, "Runtime.callFunctionOn": c.readings},
			{}, // unchanged
			{"DOM.getNodeForLocation": c.hits, "Runtime.callFunctionOn": c.readings}, // changed: the same nodes hit
		} {
			if poll == 2 {
				changeAnswer(t, tab, fmt.Sprintf("Changed in poll %d.", poll+1))
			}
			snap, sent, err := tab.CaptureCalls(ctx, capture.CaptureOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if got := len(want) == 0; snap.Unchanged != got {
				t.Fatalf("%s poll %d: unchanged %v, want %v", c.path, poll+1, snap.Unchanged, got)
			}
			for _, m := range methods {
				if sent[m] != want[m] {
					t.Errorf("%s poll %d: %s sent %d times, want %d (sent %v)", c.path, poll+1, m, sent[m], want[m], sent)
				}
			}
		}
	}
}

// changeAnswer sets the text of the reply's #answer in the page's own
// world, as the page's script would.
func changeAnswer(t *testing.T, tab *capture.Tab, text string) {
	t.Helper()
	res, err := cdp.Call(context.Background(), tab.Session(), runtime.Evaluate, runtime.EvaluateParams{Expression: fmt.Sprintf("document.getElementById('answer').textContent = %q", text)})
	if err != nil || res.ExceptionDetails != nil {
		t.Fatalf("changing the answer: %v %v", err, res.ExceptionDetails)
	}
}

// TestCoverOverTwinControls: the bar's Copy control has twins of the
// same markup and box (hidden, see-through, before or after it), under an
// opaque card that lets clicks through, one that takes them, or nothing.
// The browser's paint-order hit test, which the scoped capture asks for
// the controls its reader found clear, is read over the very controls the
// reader probed (kept in its world), not over what their markup and box
// find again in the page, where a twin makes each of them ambiguous (a
// card letting clicks through then went unseen, and the reply read
// complete). On every variant the scoped capture marks #copy covered as
// the full one does and gives its verdict, and under a card the reply is
// not proven finished.
func TestCoverOverTwinControls(t *testing.T) {
	const button = `<button data-testid="copy-turn-action-button" aria-label="Copy" style="position:absolute;left:0;top:0;%s">c</button>`
	twins := map[string][2]string{ // before #copy, after it
		"none":              {},
		"hidden-before":     {fmt.Sprintf(button, "visibility:hidden"), ""},
		"hidden-after":      {"", fmt.Sprintf(button, "visibility:hidden")},
		"see-through-after": {"", fmt.Sprintf(button, "opacity:0")},
		"hidden-both-sides": {fmt.Sprintf(button, "visibility:hidden"), fmt.Sprintf(button, "visibility:hidden;z-index:1")},
	}
	covers := map[string]string{
		"none":          "",
		"click-through": `<div id="cover" class="card" style="background:#fff;pointer-events:none"></div>`,
		"taking-clicks": `<div id="cover" class="card" style="background:#fff"></div>`,
	}
	pages := map[string]string{}
	for tn, tw := range twins {
		for cn, cover := range covers {
			pg := coverPage(cover, false)
			pg = strings.Replace(pg, `<div id="bar">`, `<div id="bar">`+tw[0], 1)
			pg = strings.Replace(pg, `aria-label="Copy">c</button>`, `aria-label="Copy">c</button>`+tw[1], 1)
			pages["/"+tn+"/"+cn] = pg
		}
	}
	srv := serve(t, pages)
	ctx := context.Background()
	b := attach(t)
	for path := range pages {
		t.Run(strings.TrimPrefix(path, "/"), func(t *testing.T) {
			tab := openPage(t, b, srv.URL+path)
			covered := !strings.HasSuffix(path, "/none")
			var verdicts [2]chatproof.Verdict
			for k, scoped := range []bool{false, true} {
				snap, err := tab.Capture(ctx, capture.CaptureOptions{Scoped: scoped})
				if err != nil {
					t.Fatal(err)
				}
				if got := coveredIDs(t, snap.HTML)["copy"]; got != covered {
					t.Errorf("scoped %t: #copy covered %v, want %v", scoped, got, covered)
				}
				if verdicts[k], err = chatproof.ClassifyHTML(snap.HTML, chatproof.Options{}); err != nil {
					t.Fatal(err)
				}
			}
			full, scoped := verdicts[0], verdicts[1]
			if scoped.Terminal != full.Terminal || !slices.Equal(scoped.Reasons, full.Reasons) {
				t.Errorf("scoped verdict %s %v, full %s %v", scoped.Terminal, scoped.Reasons, full.Terminal, full.Reasons)
			}
			if covered && (scoped.Terminal != chatproof.Incomplete || !slices.Contains(scoped.Reasons, classify.ReasonFinishedCovered)) {
				t.Errorf("terminal %s %v, want incomplete with finished_covered", scoped.Terminal, scoped.Reasons)
			}
		})
	}
}

// TestCloseReleasesProbedControls: the finished controls the reader
// probed, kept in its world for the paint-order probe, and the objects of
// the nodes the probe hit, kept for the next probe, are held after a
// scoped capture of a page with a clear bar, and gone once the world is
// released.
func TestCloseReleasesProbedControls(t *testing.T) {
	srv := serve(t, map[string]string{"/bar": coverPage("", false)})
	tab := openPage(t, attach(t), srv.URL+"/bar")
	ctx := context.Background()
	if _, err := tab.Capture(ctx, capture.CaptureOptions{Scoped: true}); err != nil {
		t.Fatal(err)
	}
	if n, err := tab.EvalInWorld(ctx, `globalThis.chatproofProbed?.els.length ?? 0`); err != nil || n == "0" {
		t.Fatalf("controls kept after a capture of a clear bar: %s, %v; want some", n, err)
	}
	objects := tab.ProbeObjects()
	if len(objects) == 0 {
		t.Fatal("no object kept after the probe of a clear bar")
	}
	held := func() int {
		n := 0
		for _, o := range objects {
			res, err := cdp.Call(ctx, tab.Session(), runtime.CallFunctionOn, runtime.CallFunctionOnParams{FunctionDeclaration: "function () { return this.isConnected; }", ObjectID: o})
			if err == nil && res.ExceptionDetails == nil {
				n++
			}
		}
		return n
	}
	if n := held(); n != len(objects) {
		t.Fatalf("%d of the %d objects kept answer before the release", n, len(objects))
	}
	before, after, err := tab.ReleaseKeeps(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !before || after {
		t.Errorf("kept before release %v, after %v; want true, false", before, after)
	}
	if n := held(); n != 0 {
		t.Errorf("%d of the %d objects kept still answer after the release", n, len(objects))
	}
}
