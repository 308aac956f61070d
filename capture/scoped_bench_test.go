package capture_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/google/go-cmp/cmp"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/corpus"
)

// BenchmarkLive measures one poll against real headless Chromium on
// generated pages of 100, 1,000 and 5,000 turns: the first scoped capture
// plus classify of the page (nothing kept from an earlier read, the
// isolated world included), a later one on the page as loaded (which the
// reader answers as unchanged: the tab's last snapshot and verdict serve
// again, see Snapshot.Unchanged), the same
// while the page changes between polls as a streaming reply does (a
// paragraph added to the newest reply and a class toggled on it by the
// page's own script, which the browser then renders, untimed), a full
// capture plus classify, and the floor, a trivial evaluation in the page.
//
// The changing page is polled as Watch and record poll it: a poll
// interval (DefaultInterval) after the page's change was rendered
// (scoped-changing). Rendering a paragraph added to the newest reply
// leaves garbage that grows with the page, the reader installed or not
// (about 90 to 120 MB of the renderer's garbage-collected heap per change
// at 5,000 turns, under 2 MB at 100; the class toggled alone, almost
// none). The renderer sweeps it in slices of up to 5 ms in the idle time
// that follows, on the thread that also runs the reader, and a poll sent
// the instant the render ends waits for such a slice whatever it reads.
// The two -at-once variants poll then: the scoped capture
// (scoped-changing-at-once) and the floor (floor-changing-at-once), whose
// difference is the reader's own cost.
//
// Then the newest reply's finished bar is scrolled to the middle of the
// view and the page polled while a class on the reply is toggled between
// polls (scoped-changing-bar): such a poll also confirms the bar's
// controls with the browser's paint-order hit test (see package capture).
// Last, the newest reply is made long (first-long, scoped-changing-long):
// a changing poll writes the current turn whole, so its cost grows with
// the reply, where it does not with the conversation.
//
// Before timing, it checks that both captures give the same verdict at
// that size, and again with the bar on screen. Besides the mean (ns/op) it reports the median and the
// slowest poll (p50-ms, max-ms): a pause of the browser's or Go's garbage
// collector lands on single polls, which the mean of a few hides or
// inflates.
//
//	go test ./capture -run '^$' -bench Live -benchtime 10x -count 3
func BenchmarkLive(b *testing.B) {
	br := attach(b)
	srv := pageServer(b, nil)
	for _, turns := range []int{100, 1000, 5000} {
		path := genPath(corpus.GenFinished, turns, 1)
		tab := openPage(b, br, srv.URL+path)
		page := pageContext(b, path)
		change := func() {
			pageChange(b, page, `newest.insertAdjacentHTML("beforeend", "<p>More of the reply.</p>");
				newest.classList.toggle("streaming");`)
		}
		sameVerdicts(b, tab, fmt.Sprintf("%d turns", turns))
		// changeThenWait is change, then a poll interval as a poll loop
		// leaves between polls.
		changeThenWait := func() {
			change()
			time.Sleep(capture.DefaultInterval)
		}
		// poll is a capture plus classify, scoped or full, judged as Watch
		// judges it: a snapshot marked Unchanged by the last verdict.
		poll := func(scoped bool) func() error {
			judged := false
			return func() error {
				snap, err := tab.Capture(context.Background(), capture.CaptureOptions{Scoped: scoped})
				if err != nil {
					return err
				}
				if snap.Unchanged && judged {
					return nil
				}
				_, err = chatproof.ClassifyHTML(snap.HTML, chatproof.Options{})
				judged = err == nil
				return err
			}
		}
		run := func(name string, read func() error, before func()) {
			b.Run(fmt.Sprintf("turns=%d/%s", turns, name), timePolls(read, before))
		}
		run("first", poll(true), tab.ForgetKept)
		run("scoped", poll(true), nil)
		run("scoped-changing", poll(true), changeThenWait)
		run("scoped-changing-at-once", poll(true), change)
		run("full", poll(false), nil)
		run("floor", tab.EvalFloor, nil)
		run("floor-changing-at-once", tab.EvalFloor, change)
		// The newest reply's finished bar scrolled to the middle of the
		// view, and the page changing without moving it (a class toggled
		// on the reply by the page's own script): a changing poll then
		// also confirms the bar's controls with the browser's paint-order
		// hit test.
		pageChange(b, page, `Array.from(document.querySelectorAll('[data-testid="copy-turn-action-button"]')).pop().scrollIntoView({block: "center"});`)
		sameVerdicts(b, tab, fmt.Sprintf("%d turns, bar in view", turns))
		toggle := func() {
			pageChange(b, page, `newest.classList.toggle("streaming");`)
			time.Sleep(capture.DefaultInterval)
		}
		run("scoped-changing-bar", poll(true), toggle)
		// A long reply: 400 paragraphs added to the newest reply, each
		// with a bold and an italic word (about 1,300 elements and 2,000
		// text nodes more in the current turn, which a changing poll
		// writes whole), then the first poll and the changing page again.
		pageChange(b, page, `for (let k = 0; k < 400; k++) newest.insertAdjacentHTML("beforeend", "<p>Line <b>" + k + "</b> of <i>more</i> text.</p>");`)
		sameVerdicts(b, tab, fmt.Sprintf("%d turns, long reply", turns))
		run("first-long", poll(true), tab.ForgetKept)
		run("scoped-changing-long", poll(true), changeThenWait)
	}
}

// pageChange runs script in the page, with window.newest the newest
// reply's markdown, then waits for the browser's rendering of what it
// changed, as the page itself would have it rendered between two polls.
func pageChange(b testing.TB, page context.Context, script string) {
	b.Helper()
	_, err := chromedp.Run(page, chromedp.Evaluate[any](`new Promise((done) => {
		window.newest ??= Array.from(document.querySelectorAll(".markdown")).pop();
		`+script+`
		requestAnimationFrame(() => setTimeout(done));
		setTimeout(done, 1000);
	})`, chromedp.EvalAwaitPromise))
	if err != nil {
		b.Fatal(err)
	}
}

// sameVerdicts fails the benchmark unless the full and the scoped capture
// of tab give the same verdict; what names the page's state.
func sameVerdicts(b *testing.B, tab *capture.Tab, what string) {
	b.Helper()
	full, scoped := bothVerdictsWithin(b, tab, chatproof.Options{}, 5*time.Minute)
	if d := cmp.Diff(full, scoped); d != "" {
		b.Fatalf("%s: scoped verdict differs from the full one (-full +scoped):\n%s", what, d)
	}
}

// timePolls times read, each time after before (untimed) when it is
// given, and reports the median and the slowest of the times.
func timePolls(read func() error, before func()) func(b *testing.B) {
	return func(b *testing.B) {
		var polls []time.Duration
		for b.Loop() {
			if before != nil {
				b.StopTimer()
				before()
				b.StartTimer()
			}
			start := time.Now()
			if err := read(); err != nil {
				b.Fatal(err)
			}
			polls = append(polls, time.Since(start))
		}
		reportPolls(b, polls)
	}
}

// reportPolls reports the median and the slowest of the poll times.
func reportPolls(b *testing.B, polls []time.Duration) {
	if len(polls) == 0 {
		return
	}
	slices.Sort(polls)
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	b.ReportMetric(ms(polls[len(polls)/2]), "p50-ms")
	b.ReportMetric(ms(polls[len(polls)-1]), "max-ms")
}
