package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/chatproof/chatproof/capture"
)

// The tests that record or capture a live tab wait on the browser and on
// real time limits far more than on the processor, so they overlap: each
// calls t.Parallel and reads tabs of a browser of its own
// (capturetest.Private), one for each tab read at the same time;
// TestRecordNeverFinishes alone reads its page, which has no script, in
// the shared browser. In one browser, tabs read at once would disturb each
// other: all but the last opened are hidden (their timers throttled to one
// a second), a new tab dismisses another's alert(), and tabs of one site
// may share a renderer that a page blocks or crashes.

// openTab opens url in a new tab of the browser at cdpURL, waits for it to
// load and leaves it open for the code under test, as capturetest.Open
// does in the shared browser; it returns the tab's target id.
func openTab(cdpURL, url string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	b, err := capture.Attach(ctx, cdpURL)
	if err != nil {
		return "", err
	}
	defer b.Close() // leaves the tab open: only Tab.Close closes it
	tab, err := b.Open(ctx, url)
	if err != nil {
		return "", err
	}
	return tab.ID(), nil
}

// openIn is openTab for the test's goroutine: the tab is closed when the
// test ends.
func openIn(t *testing.T, cdpURL, url string) string {
	t.Helper()
	id, err := openTab(cdpURL, url)
	if err != nil {
		t.Fatalf("opening %s: %v", url, err)
	}
	t.Cleanup(func() {
		resp, err := http.Get(cdpURL + "/json/close/" + id)
		if err == nil {
			resp.Body.Close()
		}
	})
	return id
}

// recording is one record run of recordAll.
type recording struct {
	args []string
	// open, if set, opens the tab the run records. It runs just before
	// the run, in the same goroutine.
	open func() error
	// clock, if set, keeps the run's schedule (recordWith).
	clock capture.Clock
	// trouble, if set, runs when the run has logged its first snapshot,
	// and the run waits for it before it takes the next: what a test
	// does to the tab mid-record happens between those two snapshots,
	// however slow the machine.
	trouble func() error
}

// recordRun is how one record run ended.
type recordRun struct {
	code           int
	elapsed        time.Duration // of the record run alone, less the time it waited for its trouble
	stdout, stderr string
	openErr        error // from recording.open; then record did not run
	troubleErr     error // from recording.trouble
}

// recordAll runs each recording at the same time and returns how each
// ended, in order. Record runs wait on the browser and on real time
// limits, not on the processor, so together they take about as long as
// the longest one alone.
func recordAll(recs []recording) []recordRun {
	runs := make([]recordRun, len(recs))
	var wg sync.WaitGroup
	for i, rec := range recs {
		wg.Go(func() {
			if rec.open != nil {
				if err := rec.open(); err != nil {
					runs[i].openErr = err
					return
				}
			}
			var stdout, stderr bytes.Buffer
			var troubleErr error
			var paused time.Duration // in trouble, while the run waits
			log := io.Writer(&stderr)
			if rec.trouble != nil {
				log = &onFirstStep{w: &stderr, f: func() {
					start := time.Now()
					troubleErr = rec.trouble()
					paused = time.Since(start)
				}}
			}
			start := time.Now()
			code := recordWith(rec.clock, rec.args, &stdout, log)
			runs[i] = recordRun{code: code, elapsed: time.Since(start) - paused, stdout: stdout.String(), stderr: stderr.String(), troubleErr: troubleErr}
		})
	}
	wg.Wait()
	return runs
}

// onFirstStep passes writes to w and runs f, once, when record logs its
// first step (a snapshot taken and judged) through it, before the write
// returns: the recording goes on only once f is done.
type onFirstStep struct {
	w    io.Writer
	f    func()
	once sync.Once
}

func (o *onFirstStep) Write(p []byte) (int, error) {
	n, err := o.w.Write(p)
	if bytes.Contains(p, []byte(" level=")) {
		o.once.Do(o.f)
	}
	return n, err
}

// steppedClock is a capture.Clock whose time moves only when the
// recording waits: each wait passes at once and adds its length. A
// recording keeps its schedule, and so reaches --max after the same
// snapshots, however fast the browser answers.
type steppedClock struct{ now time.Time }

func newSteppedClock() *steppedClock {
	return &steppedClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
}

func (c *steppedClock) Now() time.Time { return c.now }

func (c *steppedClock) After(d time.Duration) <-chan time.Time {
	c.now = c.now.Add(d)
	ch := make(chan time.Time, 1)
	ch <- c.now
	return ch
}
