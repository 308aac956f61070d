package capture_test

import (
	"bytes"
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/remote"
	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/capture/page"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/capturetest"
	"github.com/chatproof/chatproof/internal/testflag"
)

func TestMain(m *testing.M) {
	code := m.Run()
	capturetest.Shutdown()
	os.Exit(code)
}

// serve serves pages by path (see capturetest.Serve).
func serve(t *testing.T, pages map[string]string) *httptest.Server {
	t.Helper()
	files := make(map[string][]byte, len(pages))
	for path, body := range pages {
		files[path] = []byte(body)
	}
	return capturetest.Serve(t, files)
}

// captureTab attaches to the shared browser, captures the one tab matching
// pattern, and detaches.
func captureTab(t *testing.T, pattern string, opt capture.CaptureOptions) *capture.Snapshot {
	t.Helper()
	ctx := context.Background()
	b, err := capture.Attach(ctx, capturetest.Browser(t))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	tab, err := b.Tab(ctx, pattern)
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Close()
	s, err := tab.Capture(ctx, opt)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// annotations maps element ids to their data-chatproof-visible values;
// every element must carry one.
func annotations(t *testing.T, snap []byte) map[string]string {
	t.Helper()
	return attrByID(t, snap, page.VisibleAttr, true)
}

// attrByID maps the ids of page's elements to their value of attribute
// key ("" without it); with required, an element without it is an error.
func attrByID(t *testing.T, page []byte, key string, required bool) map[string]string {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]string{}
	for n := range doc.Descendants() {
		if n.Type != html.ElementNode {
			continue
		}
		var id, val string
		var has bool
		for _, a := range n.Attr {
			switch a.Key {
			case "id":
				id = a.Val
			case key:
				val, has = a.Val, true
			}
		}
		if required && !has {
			t.Errorf("<%s id=%q> has no %s", n.Data, id, key)
		}
		if id != "" {
			m[id] = val
		}
	}
	return m
}

const visibilityPage = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/site.css"></head><body>
<div id="shown">shown</div>
<div id="by-class" class="gone">display:none by a class rule</div>
<div id="by-selector" data-testid="stop-button">display:none by an attribute selector</div>
<div class="gone"><span id="in-gone">inside display:none</span></div>
<div id="ghost" class="ghost">visibility:hidden</div>
<div class="ghost"><button id="override" style="visibility:visible">visible child of a hidden parent</button></div>
<div class="clear"><button id="in-clear">inside opacity:0</button></div>
<span id="sr" class="sr"><span id="in-sr">Stop generating</span></span>
<div class="panel"><p id="in-panel">collapsed panel</p></div>
<div id="contents" style="display:contents"><span id="in-contents">display:contents</span></div>
<div id="scroller" style="height:50px;overflow:auto"><div style="height:5000px"></div><p id="scrolled">scrolled far down</p></div>
<div id="late">hidden by script after load</div>
<script>document.getElementById("late").classList.add("gone")</script>
</body></html>`

const visibilityCSS = `.gone{display:none} .ghost{visibility:hidden} .clear{opacity:0}
.sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border-width:0}
[data-testid="stop-button"]{display:none} .panel{height:0;overflow:hidden}`

func TestCaptureVisibility(t *testing.T) {
	srv := serve(t, map[string]string{"/visibility": visibilityPage, "/site.css": visibilityCSS})
	capturetest.Open(t, srv.URL+"/visibility")
	s := captureTab(t, "/visibility", capture.CaptureOptions{Tool: "chatproof test"})
	got := annotations(t, s.HTML)
	for _, c := range []struct{ id, want, reason string }{
		{"shown", "true", "plain text"},
		{"by-class", "false", "display:none from a class rule in a stylesheet"},
		{"by-selector", "false", "display:none from a selector the static heuristics cannot see"},
		{"in-gone", "false", "inside a display:none ancestor"},
		{"ghost", "false", "visibility:hidden"},
		{"override", "true", "visibility:visible overrides an ancestor's hidden"},
		{"in-clear", "false", "inside an opacity:0 ancestor"},
		{"sr", "false", "sr-only: a 1x1 clipping box"},
		{"in-sr", "false", "clipped by an sr-only ancestor"},
		{"in-panel", "false", "clipped by a zero-height panel"},
		{"contents", "true", "display:contents shows its children"},
		{"in-contents", "true", "child of display:contents"},
		{"scrolled", "true", "scrolled out of view is not hidden"},
		{"late", "false", "hidden by a script after load: the page as it is, not as served"},
	} {
		if got[c.id] != c.want {
			t.Errorf("#%s: %s=%q, want %q (%s)", c.id, page.VisibleAttr, got[c.id], c.want, c.reason)
		}
	}
	if bytes.Contains(s.HTML, []byte("<script")) {
		t.Error("the capture holds a script")
	}
	if s.Provenance.Width <= 0 || s.Provenance.Height <= 0 || !strings.Contains(s.Provenance.Browser, "/") {
		t.Errorf("provenance %+v lacks the viewport or browser version", s.Provenance)
	}
}

const secretsPage = `<!DOCTYPE html><html><head>
<meta name="csrf-token" content="FAKE-META-CSRF-31">
<script>window.__session = {accessToken: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0ZXN0In0.FAKE-SIG"}; document.cookie = "sid=FAKE-COOKIE-88";</script>
<script type="application/json" id="__NEXT_DATA__">{"props":{"accessToken":"FAKE-ACCESS-TOKEN-123"}}</script>
</head><body>
<div id="profile" data-cookie="__Secure-next-auth.session-token=FAKESESSION0001; oai-did=FAKE-DEVICE-7">x</div>
<form><input type="hidden" name="csrfToken" value="FAKE-CSRF-VALUE-42"><input id="q" type="text"></form>
<a href="/auth?access_token=FAKEQUERYTOKEN9">link</a>
<button onclick="send('FAKE-HANDLER-TOKEN')">Send</button>
<p>Key: sk-FAKEKEYabcdefghijklmnop</p>
<textarea id="notes">FAKE-NOTE-TEXT</textarea>
<textarea name="prompt-textarea">composer draft text</textarea>
<script>
document.getElementById("q").value = "FAKE-TYPED-VALUE";
document.querySelector("[name=prompt-textarea]").value = "composer draft typed";
</script>
</body></html>`

func TestCaptureSecrets(t *testing.T) {
	srv := serve(t, map[string]string{"/secrets": secretsPage})
	capturetest.Open(t, srv.URL+"/secrets?token=FAKE-URL-TOKEN#frag")
	s := captureTab(t, "/secrets", capture.CaptureOptions{Tool: "chatproof test"})
	for _, secret := range []string{
		"eyJhbGci", "FAKE-SIG", "FAKE-COOKIE-88", "FAKE-ACCESS-TOKEN-123", "FAKESESSION0001", "FAKE-DEVICE-7",
		"FAKE-CSRF-VALUE-42", "FAKE-META-CSRF-31", "FAKE-TYPED-VALUE", "FAKEQUERYTOKEN9", "FAKE-HANDLER-TOKEN",
		"FAKEKEY", "FAKE-NOTE-TEXT", "FAKE-URL-TOKEN", "__session", "onclick",
	} {
		if bytes.Contains(s.HTML, []byte(secret)) {
			t.Errorf("the capture holds %q", secret)
		}
	}
	if !bytes.Contains(s.HTML, []byte(">composer draft typed</textarea>")) {
		t.Error("the composer's typed value is missing")
	}
	if !bytes.Contains(s.HTML, []byte(`data-cookie="[redacted]"`)) {
		t.Error("the cookie-like attribute is not marked [redacted]")
	}
	if s.Stats.Elements < 3 || s.Stats.Handlers < 1 || s.Stats.FormValues < 2 || s.Stats.Secrets < 3 {
		t.Errorf("stats %+v undercount what was removed", s.Stats)
	}
}

const quietPage = `<!DOCTYPE html><html><body style="height:3000px">
<input id="field"><button id="btn">b</button><div id="box">text</div>
<script>
window.__mutations = 0;
new MutationObserver(function (ms) { window.__mutations += ms.length; })
  .observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
window.__events = [];
["click", "focus", "blur", "scroll", "mousemove", "keydown", "visibilitychange"].forEach(function (e) {
  window.addEventListener(e, function (ev) { window.__events.push(ev.type); }, true);
});
document.getElementById("field").focus();
window.scrollTo(0, 300);
</script></body></html>`

func TestCaptureLeavesPageAlone(t *testing.T) {
	srv := serve(t, map[string]string{"/quiet": quietPage})
	capturetest.Open(t, srv.URL+"/quiet")
	read := pageReader(t, "/quiet")
	time.Sleep(200 * time.Millisecond) // let the page's own focus and scroll events land
	before := read()
	if before["scrollY"] != 300.0 || before["focus"] != "field" {
		t.Fatalf("the page did not settle: %v", before)
	}
	for range 2 {
		captureTab(t, "/quiet", capture.CaptureOptions{})
	}
	time.Sleep(100 * time.Millisecond) // let observers deliver
	after := read()
	for k, v := range before {
		if after[k] != v {
			t.Errorf("%s was %v before two captures and %v after: capturing must not change the page", k, v, after[k])
		}
	}
}

// pageReader returns a func that reads the quiet page's counters, from a
// connection of the test's own that stays attached.
func pageReader(t *testing.T, pattern string) func() map[string]any {
	t.Helper()
	tctx := pageContext(t, pattern)
	return func() map[string]any {
		state, err := chromedp.Run(tctx, chromedp.Evaluate[map[string]any](
			`({mutations: window.__mutations, events: window.__events.join(","), scrollY: window.scrollY, focus: document.activeElement.id})`))
		if err != nil {
			t.Fatalf("reading the page (was the tab closed by a capture?): %v", err)
		}
		return state
	}
}

func TestTabSelection(t *testing.T) {
	srv := serve(t, map[string]string{"/c/one": "<p>one</p>", "/c/two": "<p>two</p>"})
	capturetest.Open(t, srv.URL+"/c/one?model=a")
	capturetest.Open(t, srv.URL+"/c/two?model=a&access_token=FAKE-TAB-TOKEN")
	second := capturetest.Open(t, srv.URL+"/c/two?model=b")
	ctx := context.Background()
	b, err := capture.Attach(ctx, capturetest.Browser(t))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	tests := []struct {
		pattern string
		want    string   // the page captured; "" for an error
		errHas  []string // what the error must show to tell the tabs apart
		reason  string
	}{
		{"/c/one", ">one</p>", nil, "one tab matches"},
		{second, ">two</p>", nil, "a target id picks its tab even where URLs look alike"},
		{"/c/two", "", []string{"2 tabs match", "model=a", "model=b", second, "access_token=[redacted]"},
			"several tabs match: the list shows each id and enough of each URL to tell them apart, and no secret"},
		{"/three", "", []string{"no tab matches", "/c/one?model=a"}, "nothing matches: all tabs are listed"},
	}
	for _, tc := range tests {
		tab, err := b.Tab(ctx, tc.pattern)
		if tc.want != "" {
			if err != nil {
				t.Errorf("Tab(%q): %v (%s)", tc.pattern, err, tc.reason)
				continue
			}
			s, err := tab.Capture(ctx, capture.CaptureOptions{})
			tab.Close()
			if err != nil || !bytes.Contains(s.HTML, []byte(tc.want)) {
				t.Errorf("Tab(%q) captured the wrong page (%v)", tc.pattern, err)
			}
			continue
		}
		if err == nil {
			t.Errorf("Tab(%q) picked a tab, want an error (%s)", tc.pattern, tc.reason)
			continue
		}
		for _, w := range tc.errHas {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("Tab(%q) error %q lacks %q (%s)", tc.pattern, err, w, tc.reason)
			}
		}
		if strings.Contains(err.Error(), "FAKE-TAB-TOKEN") {
			t.Errorf("Tab(%q) error shows a token: %q", tc.pattern, err)
		}
	}
}

func TestLaunch(t *testing.T) {
	capturetest.Browser(t) // skips without a browser
	srv := serve(t, map[string]string{"/launched": `<p id="p">launched</p>`})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	b, err := capture.Launch(ctx, capture.FindChrome())
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	tab, err := b.Open(ctx, srv.URL+"/launched")
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Close()
	s, err := tab.Capture(ctx, capture.CaptureOptions{Tool: "chatproof test"})
	if err != nil {
		t.Fatal(err)
	}
	if got := annotations(t, s.HTML)["p"]; got != "true" {
		t.Errorf("#p visible = %q, want true", got)
	}
	if s.Provenance.Width != capture.DefaultWidth {
		t.Errorf("viewport width %d, want %d", s.Provenance.Width, capture.DefaultWidth)
	}
}

// TestLaunchCloseRemovesProfile: Close removes a launched browser's
// profile for good. Killed at once, the browser left its helper
// processes to end on their own, and the network service wrote its state
// into the profile after Close had removed it, in about one launch in
// three that loaded a page over HTTP; asked to close, the browser ends
// them first. Each launch loads a page over HTTP and is captured; a
// second after the last Close, no profile may be there. A plain go test
// launches two browsers, CI's exhaustive run twenty.
func TestLaunchCloseRemovesProfile(t *testing.T) {
	capturetest.Browser(t) // skips without a browser
	t.Parallel()
	srv := serve(t, map[string]string{"/launched": `<p id="p">launched</p>`})
	var dirs []string
	for range testflag.Count(20, 2) {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		b, err := capture.Launch(ctx, capture.FindChrome())
		if err != nil {
			cancel()
			t.Fatal(err)
		}
		dirs = append(dirs, b.ProfileDir())
		tab, err := b.Open(ctx, srv.URL+"/launched")
		if err == nil {
			_, err = tab.Capture(ctx, capture.CaptureOptions{})
		}
		b.Close()
		cancel()
		if err != nil {
			t.Fatal(err)
		}
	}
	capturetest.NoProfilesLeft(t, dirs)
}

// getterPage notes on itself every read of a getter that automation
// commonly evaluates (window.self and its relatives, document.readyState)
// and every focus, visibility or page lifecycle event, by changing its
// title and data-touched on <html>: page script that ran shows in the DOM.
const getterPage = `<!DOCTYPE html><html><head><title>untouched</title></head><body>
<p id="p">a page that watches its getters</p>
<script>
(function () {
  var n = 0;
  function mark(what) {
    n++;
    document.title = "touched " + n + " by " + what;
    document.documentElement.setAttribute("data-touched", what);
  }
  ["self", "top", "parent", "frames", "opener"].forEach(function (name) {
    var v = window[name];
    Object.defineProperty(window, name, {configurable: true, get: function () { mark(name); return v; }});
  });
  Object.defineProperty(document, "readyState", {configurable: true, get: function () { mark("readyState"); return "complete"; }});
  ["focus", "blur", "visibilitychange", "pagehide", "pageshow", "resize", "scroll"].forEach(function (e) {
    addEventListener(e, function () { mark(e); }, true);
  });
})();
</script></body></html>`

// TestAttachRunsNoPageScript: attaching, capturing and recording run no
// page script, so the getter page records nothing. The last step attaches
// a general automation client, which evaluates "self" on attach, to show
// that the page would have noticed.
func TestAttachRunsNoPageScript(t *testing.T) {
	srv := serve(t, map[string]string{"/getter": getterPage})
	capturetest.Open(t, srv.URL+"/getter")
	ctx := context.Background()
	b, err := capture.Attach(ctx, capturetest.Browser(t))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	untouched := func(what string, html []byte) {
		t.Helper()
		if bytes.Contains(html, []byte("data-touched")) || !bytes.Contains(html, []byte(">untouched</title>")) {
			t.Errorf("%s: page script ran: %s", what, html)
		}
	}
	for k := range 2 { // attach and capture, twice, each on a new session
		tab, err := b.Tab(ctx, "/getter")
		if err != nil {
			t.Fatal(err)
		}
		s, err := tab.Capture(ctx, capture.CaptureOptions{})
		tab.Close()
		if err != nil {
			t.Fatal(err)
		}
		untouched(fmt.Sprintf("capture %d", k+1), s.HTML)
	}
	tab, err := b.Tab(ctx, "/getter")
	if err != nil {
		t.Fatal(err)
	}
	var seq bytes.Buffer
	res, err := capture.Record(ctx, tab, &seq, capture.RecordOptions{Interval: 50 * time.Millisecond, Max: 200 * time.Millisecond}, nil)
	if err != nil || res.Snapshots < 1 {
		t.Fatalf("record: %+v, %v", res, err)
	}
	untouched("record", seq.Bytes())
	last, err := tab.Capture(ctx, capture.CaptureOptions{})
	if err != nil {
		t.Fatal(err)
	}
	untouched("after recording", last.HTML)

	// The detector works: a client that evaluates on attach trips it.
	actx, acancel := remote.NewAllocator(ctx, capturetest.Browser(t))
	defer acancel()
	bctx, bcancel := chromedp.NewContext(actx)
	defer bcancel()
	infos, err := chromedp.Targets(bctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range infos {
		if strings.Contains(in.URL, "/getter") {
			tctx, tcancel := chromedp.NewContext(bctx, chromedp.WithTargetID(in.TargetID), chromedp.WithDetachOnCancel())
			err = chromedp.Do(tctx)
			tcancel()
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	touched, err := tab.Capture(ctx, capture.CaptureOptions{})
	tab.Close()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(touched.HTML, []byte(`data-touched="self"`)) {
		t.Error("a client that evaluates self on attach left no mark: the page cannot tell page script ran")
	}
}

// TestBrowserVersionReadOnce: the browser's version one tab's capture
// read serves the browser's other tabs, whose first capture then asks the
// browser nothing for it (a tab asks only while its product is unknown).
func TestBrowserVersionReadOnce(t *testing.T) {
	b := attach(t)
	if got := b.KnownProduct(); got != "" {
		t.Fatalf("a browser just attached knows its version %q", got)
	}
	srv := pageServer(t, nil)
	first := openPage(t, b, srv.URL+genPath(corpus.GenFinished, 2, 1))
	second := openPage(t, b, srv.URL+genPath(corpus.GenFinished, 3, 1))
	snap, err := first.Capture(context.Background(), capture.CaptureOptions{Scoped: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := b.KnownProduct(); got == "" || got != snap.Provenance.Browser {
		t.Fatalf("after a capture the browser knows version %q, the capture wrote %q", got, snap.Provenance.Browser)
	}
	if second.Product() != "" {
		t.Fatalf("a tab not captured yet holds version %q", second.Product())
	}
	again, err := second.Capture(context.Background(), capture.CaptureOptions{Scoped: true})
	if err != nil {
		t.Fatal(err)
	}
	if again.Provenance.Browser != snap.Provenance.Browser || second.Product() != snap.Provenance.Browser {
		t.Errorf("the second tab wrote version %q, holds %q; want the first's %q", again.Provenance.Browser, second.Product(), snap.Provenance.Browser)
	}
}
