package capture_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/chatproof/chatproof/capture"
)

// trapPage is a conversation page that counts, in its own world, every
// DOM mutation, every focus, scroll, input or lifecycle event, and every
// call of a DOM method or getter the scoped reader uses, by wrapping them
// on the prototypes: had the reader run in the page's world, it would
// have called the wrappers. Its finished controls and its stop control
// are on screen, the stop control and one finished control under opaque
// overlays that let clicks through, so a scoped capture asks the
// browser's paint-order hit test (paintCovers) at the middle of the clear
// finished control and at every point of the covered ones.
const trapPage = `<!DOCTYPE html><html><head><title>traps</title></head><body style="height:3000px"><main>
<article data-testid="conversation-turn-1" data-turn="user" data-turn-id="t1"><div data-message-author-role="user" data-message-id="m1">Question</div></article>
<article data-testid="conversation-turn-2" data-turn="assistant" data-turn-id="t2"><div data-message-author-role="assistant" data-message-id="m2"><div class="markdown"><p>Answer</p></div></div>
<div id="host"></div><button id="copy" data-testid="copy-turn-action-button" aria-label="Copy" style="position:fixed;left:300px;top:100px">c</button>
<button id="good" data-testid="good-response-turn-action-button" aria-label="Good response" style="position:fixed;left:300px;top:200px;width:36px;height:36px">g</button>
<div style="position:fixed;left:290px;top:190px;width:60px;height:60px;background:#fff;z-index:5;pointer-events:none"></div></article>
<div id="thread-bottom"><form data-type="unified-composer"><textarea id="prompt-textarea">draft</textarea><input id="field">
<button id="stop" data-testid="stop-button" aria-label="Stop streaming" style="position:fixed;left:100px;top:100px;width:36px;height:36px">s</button>
<div style="position:fixed;left:90px;top:90px;width:60px;height:60px;background:#fff;z-index:5;pointer-events:none"></div></form></div>
</main><script>
(function () {
  document.getElementById("host").attachShadow({mode: "open"}).innerHTML = "<b>in a shadow root</b><slot></slot>";
  window.__mutations = 0;
  new MutationObserver(function (ms) { window.__mutations += ms.length; })
    .observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
  window.__events = [];
  ["click", "focus", "blur", "scroll", "mousemove", "keydown", "input", "visibilitychange", "pagehide", "pageshow", "resize", "selectionchange"].forEach(function (e) {
    window.addEventListener(e, function (ev) { window.__events.push(ev.type); }, true);
  });
  window.__calls = [];
  function trap(proto, name) {
    var d = Object.getOwnPropertyDescriptor(proto, name);
    if (!d) throw new Error("no " + name);
    if (d.get) {
      Object.defineProperty(proto, name, {configurable: true, get: function () { window.__calls.push(name); return d.get.call(this); }});
    } else {
      Object.defineProperty(proto, name, {configurable: true, writable: true, value: function () { window.__calls.push(name); return d.value.apply(this, arguments); }});
    }
  }
  [[Element.prototype, "getBoundingClientRect"], [Element.prototype, "getClientRects"], [Element.prototype, "getAttribute"],
   [Element.prototype, "getAttributeNames"], [Element.prototype, "hasAttribute"], [Element.prototype, "attributes"],
   [Element.prototype, "closest"], [Element.prototype, "matches"], [Element.prototype, "shadowRoot"], [Element.prototype, "localName"],
   [Element.prototype, "querySelector"], [Node.prototype, "childNodes"], [Node.prototype, "firstChild"], [Node.prototype, "nextSibling"],
   [Node.prototype, "parentNode"], [Node.prototype, "nodeType"], [Node.prototype, "contains"], [Document.prototype, "querySelectorAll"],
   [Element.prototype, "querySelectorAll"], [Node.prototype, "getRootNode"], [Node.prototype, "isConnected"], [Node.prototype, "compareDocumentPosition"],
   [MutationObserver.prototype, "observe"], [MutationObserver.prototype, "takeRecords"],
   [Document.prototype, "createRange"], [Document.prototype, "documentElement"], [HTMLTextAreaElement.prototype, "value"],
   [Range.prototype, "getClientRects"], [Range.prototype, "selectNodeContents"], [HTMLSlotElement.prototype, "assignedNodes"],
   [Document.prototype, "getAnimations"], [Document.prototype, "styleSheets"],
   [Document.prototype, "adoptedStyleSheets"], [CSSStyleSheet.prototype, "cssRules"], [Node.prototype, "parentElement"],
   [window, "getComputedStyle"], [window, "scrollX"], [window, "innerWidth"], [window, "devicePixelRatio"], [JSON, "stringify"]].forEach(function (p) { trap(p[0], p[1]); });
  document.getElementById("field").focus();
  window.scrollTo(0, 300);
})();
</script></body></html>`

// TestScopedCaptureLeavesPageAlone: scoped captures and a Watch run no
// page script and change nothing: no mutation, event, focus or scroll, and
// not one call of the page's wrapped DOM methods and getters. The last step
// shows the traps work: the same calls from the page's own world count.
func TestScopedCaptureLeavesPageAlone(t *testing.T) {
	b := attach(t)
	srv := serve(t, map[string]string{"/traps": trapPage})
	tab := openPage(t, b, srv.URL+"/traps")
	pctx := pageContext(t, "/traps")
	read := func() map[string]any {
		t.Helper()
		state, err := chromedp.Run(pctx, chromedp.Evaluate[map[string]any](
			`({mutations: window.__mutations, events: window.__events.join(","), calls: window.__calls.join(","), scrollY: window.scrollY, focus: document.activeElement.id})`))
		if err != nil {
			t.Fatalf("reading the page: %v", err)
		}
		return state
	}
	time.Sleep(200 * time.Millisecond) // let the page's own focus and scroll events land
	before := read()
	if before["scrollY"] != 300.0 || before["focus"] != "field" {
		t.Fatalf("the page did not settle: %v", before)
	}
	ctx := context.Background()
	for range 2 {
		s, err := tab.Capture(ctx, capture.CaptureOptions{Scoped: true})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(s.HTML), "in a shadow root") || !strings.Contains(string(s.HTML), ">Answer</p>") {
			t.Fatalf("the scoped capture missed the page: %s", s.HTML)
		}
		if ids := coveredIDs(t, s.HTML); !ids["stop"] || !ids["good"] || ids["copy"] {
			t.Fatalf("covered %v, want stop and good alone: the paint-order hit test did not run", ids)
		}
	}
	// Three snapshots, by count: a time limit would leave one on a loaded
	// machine, where the first capture can outlast it.
	res, err := capture.Watch(ctx, tab, capture.WatchOptions{Interval: 50 * time.Millisecond, Max: time.Minute, MaxSnapshots: 3})
	if err != nil || res.Snapshots != 3 {
		t.Fatalf("watch: %+v, %v", res.Result, err)
	}
	time.Sleep(100 * time.Millisecond) // let observers deliver
	after := read()
	for k, v := range before {
		if after[k] != v {
			t.Errorf("%s was %v before the scoped captures and %v after: capturing must not change the page or run its script", k, v, after[k])
		}
	}
	if _, err := chromedp.Run(pctx, chromedp.Evaluate[int](`document.body.getBoundingClientRect(), 0`)); err != nil {
		t.Fatal(err)
	}
	if got := read()["calls"]; !strings.Contains(got.(string), "getBoundingClientRect") {
		t.Errorf("a call from the page's world left no mark (calls %q): the traps do not work", got)
	}
}
