package capture_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/internal/testflag"
	"github.com/chatproof/chatproof/site"
)

// keptPage is a conversation the steps of TestScopedKeptCandidates change.
var keptPage = oddPage(`<div id="host"></div>` + turn(oddUser, 1) + turn(oddDone, 2) + turn(oddUser, 3) + turn(oddDone, 4))

// TestScopedKeptCandidates: after every kind of change to the page (the
// site's own script adding, removing, moving and rewriting elements,
// changing attributes, detaching and reattaching, shadow roots, a new body
// or document element, more changes than the observer keeps), the scoped
// reader with the candidates it keeps between reads writes exactly what it
// writes finding them anew.
func TestScopedKeptCandidates(t *testing.T) {
	b := attach(t)
	srv := serve(t, map[string]string{"/kept": keptPage})
	tab := openPage(t, b, srv.URL+"/kept")
	page := pageEval(t, "/kept")
	page(`window.turnHTML = function (n, role) {
		return '<article data-testid="conversation-turn-' + n + '" data-turn="' + role + '"><div data-message-author-role="' + role + '" data-message-id="x' + n + '"><div class="markdown"><p>turn ' + n + '</p></div></div></article>';
	}, 0`)
	steps := []struct{ name, js string }{
		{"unchanged", `0`},
		{"text only", `document.querySelector("p").firstChild.data = "edited", 0`},
		{"class only", `document.querySelector("article").className = "x", 0`},
		{"a turn appended", `document.querySelector("main").insertAdjacentHTML("beforeend", turnHTML(5, "assistant")), 0`},
		{"a stop control deep in an older turn", `(function () {
			const b = document.createElement("button");
			b.setAttribute("data-testid", "stop-button");
			document.querySelector('[data-testid="conversation-turn-2"] .markdown p').append(b);
		})(), 0`},
		{"an older turn removed", `document.querySelector('[data-testid="conversation-turn-1"]').remove(), 0`},
		{"a turn moved to the end", `document.querySelector("main").append(document.querySelector('[data-testid="conversation-turn-2"]')), 0`},
		{"a turn moved to the start", `document.querySelector("main").prepend(document.querySelector('[data-testid="conversation-turn-5"]')), 0`},
		{"markers dropped", `(function () {
			const a = document.querySelector('[data-testid="conversation-turn-3"]');
			a.removeAttribute("data-testid");
			a.removeAttribute("data-turn");
		})(), 0`},
		{"markers gained", `(function () {
			document.querySelector(".markdown").setAttribute("role", "status");
			document.querySelector("p").setAttribute("data-turn", "user");
		})(), 0`},
		{"a role changed", `document.querySelector('[data-message-author-role="assistant"]').setAttribute("data-message-author-role", "user"), 0`},
		{"a marker changed and its turn moved", `(function () {
			const a = document.querySelector('[data-testid="conversation-turn-4"]');
			a.setAttribute("data-turn", "user");
			a.querySelector("[data-message-id]").setAttribute("aria-busy", "true");
			document.querySelector("main").append(a);
		})(), 0`},
		{"turns wrapped", `(function () {
			const w = document.createElement("div");
			w.setAttribute("data-turn-key", "list");
			const main = document.querySelector("main");
			main.prepend(w);
			w.append(...main.querySelectorAll(":scope > article"));
		})(), 0`},
		{"nested additions", `(function () {
			const d = document.createElement("section");
			document.querySelector("main").append(d);
			d.insertAdjacentHTML("beforeend", turnHTML(6, "user"));
			d.querySelector("article").insertAdjacentHTML("beforeend", '<div role="alert">oops</div>');
		})(), 0`},
		{"a marker gained, then removed", `(function () {
			const d = document.querySelector(".whitespace-pre-wrap");
			d.setAttribute("data-user-message-bubble", "");
			d.remove();
		})(), 0`},
		{"a plain form", `document.querySelector("main").insertAdjacentHTML("afterbegin", '<form id="plain"><input><button>go</button></form>'), 0`},
		{"the form gains the composer's editor", `document.getElementById("plain").append(document.getElementById("prompt-textarea")), 0`},
		{"the form loses it", `document.querySelector("[data-type=unified-composer]").append(document.getElementById("prompt-textarea")), 0`},
		{"a turn detached", `window.detached = document.querySelector("article"), detached.remove(), 0`},
		{"changed while detached, then put back", `(function () {
			detached.setAttribute("data-turn", "assistant");
			detached.removeAttribute("data-testid");
			detached.querySelector("div").setAttribute("role", "dialog");
			detached.insertAdjacentHTML("beforeend", '<button data-testid="composer-stop-button">s</button>');
			document.querySelector("main").append(detached);
		})(), 0`},
		{"into a shadow root", `(function () {
			const host = document.getElementById("host");
			host.attachShadow({mode: "open"});
			host.shadowRoot.append(document.querySelector("article"));
		})(), 0`},
		{"out of the shadow root", `document.querySelector("main").append(document.getElementById("host").shadowRoot.querySelector("article")), 0`},
		{"rewritten", `document.querySelector("main").innerHTML = turnHTML(7, "user") + turnHTML(8, "assistant") + turnHTML(9, "user"), 0`},
		{"added and removed between reads", `(function () {
			const main = document.querySelector("main");
			main.insertAdjacentHTML("beforeend", turnHTML(10, "user"));
			main.lastElementChild.remove();
		})(), 0`},
		{"several added at one place", `(function () {
			const main = document.querySelector("main"), t = document.createElement("template");
			t.innerHTML = turnHTML(20, "assistant") + turnHTML(21, "user") + turnHTML(22, "assistant");
			main.prepend(...t.content.children);
		})(), 0`},
		{"a great many candidates at once", `(function () {
			const a = document.createElement("article");
			a.setAttribute("data-turn", "assistant");
			a.innerHTML = '<i data-message-id="m"></i>'.repeat(150000);
			document.querySelector("main").prepend(a);
		})(), 0`},
		{"a new body", `(function () {
			const body = document.createElement("body");
			body.innerHTML = "<main>" + turnHTML(11, "user") + turnHTML(12, "assistant") + "</main>";
			document.documentElement.replaceChild(body, document.body);
		})(), 0`},
		{"a new document element", `(function () {
			const html = document.createElement("html");
			html.innerHTML = "<head><title>new</title></head><body><main>" + turnHTML(13, "user") + turnHTML(14, "assistant") + "</main></body>";
			document.replaceChild(html, document.documentElement);
		})(), 0`},
		{"more changes than the observer keeps", fmt.Sprintf(`(function () {
			const main = document.querySelector("main");
			for (let i = 0; i < %d; i++) main.append(document.createElement("span"));
			main.insertAdjacentHTML("beforeend", turnHTML(15, "user"));
		})(), 0`, capture.MaxChanges+10)},
		{"after the observer stopped", `document.querySelector("main").insertAdjacentHTML("afterbegin", turnHTML(16, "assistant")), 0`},
	}
	for _, s := range steps {
		page(s.js)
		kept, fresh, err := tab.ReadKeptAndFresh()
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if d := cmp.Diff(fresh, kept); d != "" {
			t.Errorf("%s: the reader with kept candidates wrote otherwise than anew (-anew +kept):\n%s", s.name, d)
		}
		if !strings.Contains(fmt.Sprint(kept.Nodes), "conversation-turn") {
			t.Errorf("%s: no turn written", s.name)
		}
	}
}

// TestCloseReleasesKeptCandidates: what scoped captures keep in the
// page's isolated world (the reader, the candidate list and its observer) is gone
// once the tab is closed, so a page no one reads holds nothing of the
// reader.
func TestCloseReleasesKeptCandidates(t *testing.T) {
	b := attach(t)
	srv := serve(t, map[string]string{"/kept": keptPage})
	tab := openPage(t, b, srv.URL+"/kept")
	if _, err := tab.Capture(context.Background(), capture.CaptureOptions{Scoped: true}); err != nil {
		t.Fatal(err)
	}
	before, after, err := tab.ReleaseKeeps(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !before || after {
		t.Errorf("kept candidates before release %v, after %v; want true, false", before, after)
	}
	// A capture after the release starts afresh.
	if _, err := tab.Capture(context.Background(), capture.CaptureOptions{Scoped: true}); err != nil {
		t.Fatal(err)
	}
}

// TestScopedReaderKeptInWorld: the reader is sent to a page's isolated
// world once and kept there, so that later polls only call it: a poll
// after the kept reader was wrapped in a stub that renames the document
// answers with the stub's name, and one after the world lost it (as a navigation loses it) sends
// it again and reads the page.
func TestScopedReaderKeptInWorld(t *testing.T) {
	b := attach(t)
	srv := serve(t, map[string]string{"/kept-reader": keptPage})
	tab := openPage(t, b, srv.URL+"/kept-reader")
	ctx := context.Background()
	first, err := tab.Capture(ctx, capture.CaptureOptions{Scoped: true})
	if err != nil {
		t.Fatal(err)
	}
	if n, err := tab.EvalInWorld(ctx, `globalThis.chatproofReaders?.size ?? 0`); err != nil || n != "1" {
		t.Fatalf("readers kept in the world after a read: %s (%v), want 1", n, err)
	}
	stub := `for (const [k, read] of globalThis.chatproofReaders) globalThis.chatproofReaders.set(k, () => JSON.stringify({...JSON.parse(read()), document: "stub"}))`
	if _, err := tab.EvalInWorld(ctx, stub); err != nil {
		t.Fatal(err)
	}
	stubbed, err := tab.Capture(ctx, capture.CaptureOptions{Scoped: true})
	if err != nil {
		t.Fatal(err)
	}
	if stubbed.Provenance.Document != "stub" {
		t.Errorf("a poll after the kept reader was swapped read document %q, want the stub's: the reader was sent again", stubbed.Provenance.Document)
	}
	if _, err := tab.EvalInWorld(ctx, `delete globalThis.chatproofReaders`); err != nil {
		t.Fatal(err)
	}
	again, err := tab.Capture(ctx, capture.CaptureOptions{Scoped: true})
	if err != nil {
		t.Fatal(err)
	}
	if again.Provenance.Document != first.Provenance.Document {
		t.Errorf("a poll after the world lost the reader read document %q, want %q as the first read", again.Provenance.Document, first.Provenance.Document)
	}
	v1, err1 := chatproof.ClassifyHTML(first.HTML, chatproof.Options{})
	v2, err2 := chatproof.ClassifyHTML(again.HTML, chatproof.Options{})
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	if d := cmp.Diff(v1, v2); d != "" {
		t.Errorf("a poll after the world lost the reader judged otherwise than the first read (-first +again):\n%s", d)
	}
}

// TestScopedReaderSentOnce: a scoped capture sends one evaluation, the
// reader whole on the first poll of a world (the profile found by the
// page's host, as a capture without CaptureOptions.Site finds it, or
// given) and its call on the next, and after the tab's kept state is
// dropped (a new world) the reader whole at once again, never first a
// call the new world must answer false.
func TestScopedReaderSentOnce(t *testing.T) {
	b := attach(t)
	srv := serve(t, map[string]string{"/sent-once": keptPage})
	tab := openPage(t, b, srv.URL+"/sent-once")
	ctx := context.Background()
	for _, opts := range []capture.CaptureOptions{{Scoped: true}, {Scoped: true, Site: site.ChatGPT()}} {
		tab.ForgetKept()
		for poll := range 3 {
			n, err := tab.ScopedCounted(ctx, opts)
			if err != nil {
				t.Fatal(err)
			}
			if n != 1 {
				t.Errorf("site given %v, poll %d of a new world: %d evaluations, want 1", opts.Site != nil, poll+1, n)
			}
		}
	}
}

// keptLongPage is a conversation of twelve turns: most of its older turns
// are left out of a scoped capture.
var keptLongPage = func() string {
	var b strings.Builder
	for n := 1; n <= 12; n += 2 {
		b.WriteString(turn(oddUser, n) + turn(oddDone, n+1))
	}
	return oddPage(b.String())
}()

// TestScopedKeptOlderTurns: after changes to the turns a scoped capture
// leaves out (older turns gaining a stop control or a progress bar, turns
// renumbered, re-rendered, appended, removed and moved, the page's turn
// numbers dropped and back, a candidate taken out of a subtree after its
// removal was reported), the reader with its kept state writes exactly
// what it writes anew, and its verdict is the full capture's.
func TestScopedKeptOlderTurns(t *testing.T) {
	b := attach(t)
	srv := serve(t, map[string]string{"/long": keptLongPage})
	tab := openPage(t, b, srv.URL+"/long")
	page := pageEval(t, "/long")
	page(`window.turnHTML = function (n, role) {
		return '<article data-testid="conversation-turn-' + n + '" data-turn="' + role + '"><div data-message-author-role="' + role + '" data-message-id="x' + n + '"><div class="markdown"><p>turn ' + n + '</p></div></div></article>';
	}, window.turnAt = (n) => document.querySelector('[data-testid="conversation-turn-' + n + '"]'), 0`)
	steps := []struct{ name, js string }{
		{"unchanged", `0`},
		{"an older turn gains a stop control", `turnAt(4).querySelector(".markdown").insertAdjacentHTML("beforeend", '<button data-testid="stop-button">s</button>'), 0`},
		{"its stop control hidden by the turn's style", `turnAt(4).style.display = "none", 0`},
		{"and shown again", `turnAt(4).style.display = "", 0`},
		{"the stop control removed", `turnAt(4).querySelector("[data-testid=stop-button]").remove(), 0`},
		{"an older turn gains a progress bar", `turnAt(6).querySelector(".markdown").insertAdjacentHTML("beforeend", '<div role="progressbar" aria-valuenow="10"></div><progress></progress>'), 0`},
		{"an older turn gains a verified panel", `turnAt(8).insertAdjacentHTML("beforeend", '<aside data-testid="reasoning-sidecar"><p>Thinking…</p></aside>'), 0`},
		{"the panel removed", `turnAt(8).querySelector("aside").remove(), 0`},
		{"an older turn numbered after the current one", `turnAt(2).setAttribute("data-testid", "conversation-turn-99"), 0`},
		{"its number dropped", `turnAt(99).setAttribute("data-testid", "conversation-turn"), 0`},
		{"an older turn re-rendered", `turnAt(5).outerHTML = turnHTML(5, "user"), 0`},
		{"the current turn re-rendered", `turnAt(12).innerHTML = turnAt(12).innerHTML, 0`},
		{"a user turn appended", `document.querySelector("main").insertAdjacentHTML("beforeend", turnHTML(13, "user")), 0`},
		{"its answer appended", `document.querySelector("main").insertAdjacentHTML("beforeend", turnHTML(14, "assistant")), 0`},
		{"the new turns removed", `turnAt(14).remove(), turnAt(13).remove(), 0`},
		{"an older turn moved after the current one", `document.querySelector("main").append(turnAt(7)), 0`},
		{"moved back", `turnAt(8).before(turnAt(7)), 0`},
		{"a class changed around the turns", `document.querySelector("main").className = "wide", 0`},
		{"a control's state toggled in an older turn", `turnAt(4).querySelector("button").setAttribute("data-state", "delayed-open"), 0`},
		{"a status turn numbered after the current one", `turnAt(3).insertAdjacentHTML("beforebegin", '<div id="late" data-testid="conversation-turn-99" role="status"></div>'), 0`},
		{"its number taken away, its role kept", `document.getElementById("late").setAttribute("data-testid", "other"), 0`},
		{"and given back", `document.getElementById("late").setAttribute("data-testid", "conversation-turn-99"), 0`},
		{"and gone", `document.getElementById("late").remove(), 0`},
		{"the page's turn numbers dropped", `document.querySelectorAll("article").forEach((a) => a.setAttribute("data-testid", "conversation-turn")), 0`},
		{"an older unnumbered turn removed", `document.querySelector("article").remove(), 0`},
		{"numbers back", `document.querySelectorAll("article").forEach((a, i) => a.setAttribute("data-testid", "conversation-turn-" + (i + 2))), 0`},
		{"the current turn unnumbered", `document.querySelector("article:last-of-type").removeAttribute("data-testid"), 0`},
		{"the newest turns taken out after their removal was told", `(function () {
			const w = document.createElement("section"), main = document.querySelector("main");
			main.append(w);
			w.insertAdjacentHTML("beforeend", turnHTML(30, "user") + turnHTML(31, "assistant"));
		})(), 0`},
		{"(taken out)", `(function () {
			const w = document.querySelector("section"), keep = document.createElement("div");
			w.remove();
			queueMicrotask(() => keep.append(...w.children));
		})(), 0`},
	}
	for _, s := range steps {
		page(s.js)
		kept, fresh, err := tab.ReadKeptAndFresh()
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if d := cmp.Diff(fresh, kept); d != "" {
			t.Errorf("%s: the reader with its kept state wrote otherwise than anew (-anew +kept):\n%s", s.name, d)
		}
		full, scoped := bothVerdicts(t, tab, chatproof.Options{})
		if d := cmp.Diff(full, scoped); d != "" {
			t.Errorf("%s: scoped verdict differs from the full one (-full +scoped):\n%s", s.name, d)
		}
	}
}

// TestScopedKeptLayer: the answer on a covering layer kept between polls
// (see layerKept in scoped_hits.js) is asked again when an older element
// becomes the layer by a class, when a style sheet gains the rule that
// makes it one, and, for a rule edited in place, which nothing reports,
// within the reads the reader may answer from what it kept: the scoped
// verdict is the full capture's after each.
func TestScopedKeptLayer(t *testing.T) {
	b := attach(t)
	srv := serve(t, map[string]string{"/layer": keptLongPage})
	tab := openPage(t, b, srv.URL+"/layer")
	page := pageEval(t, "/layer")
	page(`document.head.insertAdjacentHTML("beforeend", "<style>.cover{position:fixed;inset:0;background:#fff;z-index:9}</style><style></style>"), 0`)
	steps := []struct {
		name, js string
		reads    int // scoped polls before the one compared
	}{
		{"unchanged", `0`, 0},
		{"an older turn becomes the layer by a class", `document.querySelector("article").className = "cover", 0`, 0},
		{"and stops being it", `document.querySelector("article").className = "", 0`, 0},
		{"a rule inserted makes it the layer", `document.styleSheets[1].insertRule("article:first-of-type{position:fixed;inset:0;background:#fff;z-index:9}"), 0`, 0},
		{"the rule deleted", `document.styleSheets[1].deleteRule(0), 0`, 0},
		{"a see-through one inserted", `document.styleSheets[1].insertRule("article:first-of-type{position:fixed;inset:0;background:transparent;z-index:9}"), 0`, 0},
		{"that rule edited in place to an opaque background", `document.styleSheets[1].cssRules[0].style.background = "#fff", 0`, capture.LayerEvery},
	}
	for _, s := range steps {
		page(s.js)
		full, scoped := keptThenBoth(t, tab, s.reads)
		if d := cmp.Diff(full, scoped); d != "" {
			t.Errorf("%s: scoped verdict differs from the full one (-full +scoped):\n%s", s.name, d)
		}
	}
}

// keptThenBoth takes reads scoped captures of tab, then both captures,
// and returns both verdicts.
func keptThenBoth(t *testing.T, tab *capture.Tab, reads int) (full, scoped chatproof.Verdict) {
	t.Helper()
	for range reads {
		if _, err := tab.Capture(context.Background(), capture.CaptureOptions{Scoped: true}); err != nil {
			t.Fatal(err)
		}
	}
	return bothVerdicts(t, tab, chatproof.Options{})
}

// TestScopedKeptLayerUnderRaisedBox: a covering layer that appears by a
// change nothing reports (a style rule edited in place), under a raised
// see-through box over the reply's finished controls, is not hit-tested
// over them: the kept answer on the layer must not let those controls
// prove the reply in the reads before it is asked again. The reader asks
// again whenever a finished control it writes is not seen, at every
// point probed, to be the topmost element there; the scoped verdict is the
// full capture's on every read, whatever the layer, the raised box and the
// place of the controls.
func TestScopedKeptLayerUnderRaisedBox(t *testing.T) {
	type variant struct {
		name, box string
	}
	variants := []variant{
		{"a see-through toast over the bar", `#raised{position:fixed;left:90px;top:90px;width:200px;height:60px;z-index:100}`},
		{"a see-through toast over part of the bar", `#raised{position:fixed;left:90px;top:90px;width:60px;height:60px;z-index:100}`},
		{"a relative box over the bar", `#raised{position:relative;top:90px;left:90px;width:300px;height:60px;z-index:100;margin-bottom:-60px}`},
	}
	layers := []string{
		"position:fixed;inset:0;background:#fff;z-index:50",
		"position:fixed;left:0;top:0;width:100vw;height:100vh;background:rgb(20, 20, 20);z-index:60",
	}
	pages := map[string]string{}
	for k, v := range variants {
		html := coverPage("", false)
		html = strings.Replace(html, "</style>", v.box+"</style><style>#veil{}</style>", 1)
		html = strings.Replace(html, "<body><main>", `<body><div id="veil"></div><div id="raised"></div><main>`, 1)
		for j := range layers {
			pages[fmt.Sprintf("/raised-%d-%d", k, j)] = html
		}
	}
	srv := serve(t, pages)
	b := attach(t)
	for k, v := range variants {
		for j, layer := range layers {
			// A plain go test reads every box under one layer and every
			// layer over some box (half the pairs, on the diagonal); CI
			// (CHATPROOF_EXHAUSTIVE=1) every pair.
			if !testflag.Spread(2, k, j) {
				continue
			}
			path := fmt.Sprintf("/raised-%d-%d", k, j)
			tab := openPage(t, b, srv.URL+path)
			page := pageEval(t, path)
			full, scoped := bothVerdicts(t, tab, chatproof.Options{})
			if full.Terminal != chatproof.Complete || scoped.Terminal != chatproof.Complete {
				t.Fatalf("%s: before the layer, full %s scoped %s, want complete", v.name, full.Terminal, scoped.Terminal)
			}
			page(`document.styleSheets[1].cssRules[0].style.cssText = "` + layer + `", 0`)
			for read := range capture.LayerEvery {
				full, scoped := bothVerdicts(t, tab, chatproof.Options{})
				if full.Terminal != chatproof.Incomplete {
					t.Errorf("%s, %s: the full capture sees the reply finished under the layer: %v", v.name, layer, full.Reasons)
					break
				}
				if d := cmp.Diff(full, scoped); d != "" {
					t.Errorf("%s, %s, read %d after the layer: scoped verdict differs from the full one (-full +scoped):\n%s", v.name, layer, read+1, d)
					break
				}
			}
			tab.Close()
		}
	}
}

// TestScopedKeptLayerOffScreen: with the reply's finished controls scrolled
// out of view, where no point can be probed on them, the reader keeps its
// answer on a covering layer instead of hit-testing the whole page on every
// poll, and asks again after anything the page could make a layer by: a
// record outside what it writes whole, a style rule inserted, a move of the
// focus, a pointer event (a hovered element restyled); a rule edited in
// place, which nothing reports, at the latest after capture.LayerEvery
// reads. On every read compared, the scoped verdict is the full capture's,
// and the full capture sees the controls off screen finish the reply until
// the layer hides them. (A kept answer that a layer is there is never
// wrong in the unsafe direction: the poll then reads the page whole.)
func TestScopedKeptLayerOffScreen(t *testing.T) {
	tall := strings.Replace(keptLongPage, "<head>", `<head><style>article{display:block;min-height:1500px}.cover{`+offScreenLayer+`}</style><style>#veil{}</style>`, 1)
	tall = strings.Replace(tall, "<body>", `<body><div id="veil"></div>`, 1)
	b := attach(t)
	srv := serve(t, map[string]string{"/offscreen": tall})
	tab := openPage(t, b, srv.URL+"/offscreen")
	page := pageEval(t, "/offscreen")
	veil := func(css string) string { return `document.styleSheets[1].cssRules[0].style.cssText = "` + css + `", ` }
	steps := []struct {
		name, js string
		reads    int  // scoped polls between the change and the one compared
		hidden   bool // the layer hides the reply
	}{
		{"the controls off screen", `0`, 0, false},
		{"a layer by a rule edited in place, then a pointer event", veil(offScreenLayer) + `document.dispatchEvent(new PointerEvent("pointermove", {bubbles: true})), 0`, 0, true},
		{"gone", veil("") + `0`, 0, false},
		{"a layer by a rule edited in place, then the focus moved", veil(offScreenLayer) + `document.querySelector("button").focus({preventScroll: true}), 0`, 0, true},
		{"gone, the focus back", veil("") + `document.activeElement.blur(), 0`, 0, false},
		{"a layer by a rule edited in place and nothing else", veil(offScreenLayer) + `0`, capture.LayerEvery, true},
		{"gone", veil("") + `0`, 0, false},
		{"a layer by a rule inserted", `document.styleSheets[1].insertRule("#veil{` + offScreenLayer + `}", 1), 0`, 0, true},
		{"the rule deleted", `document.styleSheets[1].deleteRule(1), 0`, 0, false},
		{"an older turn made the layer by a class", `document.querySelector("article").className = "cover", 0`, 0, true},
	}
	for _, s := range steps {
		page(s.js)
		full, scoped := keptThenBoth(t, tab, s.reads)
		if want := map[bool]chatproof.Terminal{false: chatproof.Complete, true: chatproof.Incomplete}[s.hidden]; full.Terminal != want {
			t.Errorf("%s: the full capture says %s, want %s: the page does not test what it should (%v)", s.name, full.Terminal, want, full.Reasons)
		}
		if d := cmp.Diff(full, scoped); d != "" {
			t.Errorf("%s: scoped verdict differs from the full one (-full +scoped):\n%s", s.name, d)
		}
	}
}

// offScreenLayer is an opaque box over the whole viewport.
const offScreenLayer = "position:fixed;inset:0;background:#fff;z-index:50"
