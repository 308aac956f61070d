package capture_test

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/chatproof/chatproof/capture"
)

// quietReadPage is unchangedPage with a text area and a scroll container in
// the newest turn, for the changes only their values and offsets show.
var quietReadPage = oddPage(`<style id="sheet">.x{color:red}</style><div id="spare"></div>` + oddTurns(1, 3) +
	turn(oddDone, 4) + `<div style="height:3000px"></div>`)

// TestScopedQuietRead: a poll of a page on which nothing the reader's
// answer is made of can have changed since its last answer is answered
// without reading the page (quiet), and gives the previous snapshot; every
// kind of change that could change the answer, including those no
// mutation record tells of (a text area's value, an element scrolled, the
// window scrolled, a style rule inserted, an animation started, a focus
// moved, a script's own timers), makes the next poll read the page again,
// and every poll's snapshot is the one a read anew makes. However long
// the page stays quiet, a whole read comes at least every
// capture.LayerEvery polls, for what nothing tells of.
func TestScopedQuietRead(t *testing.T) {
	b := attach(t)
	srv := serve(t, map[string]string{"/quiet": quietReadPage})
	tab := openPage(t, b, srv.URL+"/quiet")
	page := pageEval(t, "/quiet")
	// settled waits until the browser has rendered the step and fired
	// what it fires at the next frame (a scroll event), so that a poll
	// does not race those events.
	pctx := pageContext(t, "/quiet")
	settled := func() {
		t.Helper()
		if _, err := chromedp.Run(pctx, chromedp.Evaluate[any](`new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done))))`, chromedp.EvalAwaitPromise)); err != nil {
			t.Fatal(err)
		}
	}
	ctx := context.Background()
	opt := capture.CaptureOptions{Scoped: true}
	if _, err := tab.Capture(ctx, opt); err != nil {
		t.Fatal(err)
	}
	page(`(() => {
		const p = document.querySelector('[data-message-id="a4"] p');
		p.insertAdjacentHTML("afterend", '<textarea id="area">draft</textarea><div id="scroller" style="overflow:auto;height:40px"><div style="height:400px">tall</div></div>');
		return 0;
	})()`)
	steps := []struct {
		name, js string
		quiet    bool
	}{
		{"the first read after the change", `0`, false},
		{"nothing", `0`, true},
		{"script state only", `window.someState = {a: 1}, 0`, true},
		{"text of the newest answer", `document.querySelector('[data-message-id="a4"] p').firstChild.data = "Answer 4, more", 0`, false},
		{"nothing after a change", `0`, true},
		{"an attribute nobody reads", `document.getElementById("spare").setAttribute("data-x", "1"), 0`, false},
		{"nothing", `0`, true},
		{"a text area's value set by script", `document.getElementById("area").value = "draft, longer", 0`, false},
		{"nothing", `0`, true},
		{"an element scrolled", `document.getElementById("scroller").scrollTop = 100, 0`, false},
		{"nothing", `0`, true},
		{"the window scrolled", `window.scrollTo(0, 200), 0`, false},
		{"nothing", `0`, true},
		{"a style rule inserted", `document.getElementById("sheet").sheet.insertRule("p{letter-spacing:2px}", 0), 0`, false},
		{"nothing", `0`, true},
		{"an animation running", `window.anim = document.querySelector('[data-message-id="a4"] p').animate([{opacity: 0.5}, {opacity: 1}], {duration: 600000}), 0`, false},
		{"the animation still running", `0`, false},
		{"the animation cancelled", `window.anim.cancel(), 0`, false},
		{"nothing", `0`, true},
		{"the editor focused", `document.getElementById("prompt-textarea").focus(), 0`, false},
		{"nothing", `0`, true},
	}
	for _, s := range steps {
		page(s.js)
		settled()
		got, parts, err := tab.CaptureCounted(ctx, opt)
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		quiet := parts["quiet"] == 1
		fresh, err := tab.CaptureAnew(ctx, opt)
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if withoutTime(got.HTML) != withoutTime(fresh.HTML) {
			t.Errorf("%s: the poll's snapshot differs from the one made anew", s.name)
		}
		if quiet && !got.Unchanged {
			t.Errorf("%s: answered without reading, but not as unchanged", s.name)
		}
		// CaptureAnew read the page whole after the step: the step's own
		// poll is what this checks.
		if quiet != s.quiet {
			t.Errorf("%s: quiet %v, want %v (%v)", s.name, quiet, s.quiet, parts)
		}
	}

	// Quiet polls in a row: a whole read at least every LayerEvery.
	run := 0
	for i := range 4 * capture.LayerEvery {
		_, parts, err := tab.CaptureCounted(ctx, opt)
		if err != nil {
			t.Fatal(err)
		}
		if parts["quiet"] == 1 {
			run++
		} else {
			run = 0
		}
		if run >= capture.LayerEvery {
			t.Fatalf("poll %d: %d quiet polls in a row, at most %d wanted", i, run, capture.LayerEvery-1)
		}
	}
}
