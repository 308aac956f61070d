package main

import (
	"bytes"
	"context"
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
	// the run, in the same goroutine: a troubled page's trouble is timed
	// from its load, so recording starts right after it, as it would
	// one case at a time.
	open func() error
}

// recordRun is how one record run ended.
type recordRun struct {
	code           int
	elapsed        time.Duration // of the record run alone
	stdout, stderr string
	openErr        error // from recording.open; then record did not run
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
			start := time.Now()
			code := runRecord(rec.args, &stdout, &stderr)
			runs[i] = recordRun{code: code, elapsed: time.Since(start), stdout: stdout.String(), stderr: stderr.String()}
		})
	}
	wg.Wait()
	return runs
}
