//go:build browserexample

package capture_test

import (
	"context"
	"fmt"
	"log"
	"net/http"
	"net/http/httptest"
	"time"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/corpus"
)

// steppedClock is a Clock whose time moves only when Watch waits: each
// wait passes at once and adds its length. The snapshot times, and so the
// output, do not depend on how fast the browser is.
type steppedClock struct{ now time.Time }

func (c *steppedClock) Now() time.Time { return c.now }

func (c *steppedClock) After(d time.Duration) <-chan time.Time {
	c.now = c.now.Add(d)
	ch := make(chan time.Time, 1)
	ch <- c.now
	return ch
}

// A browser Example with checked output, against pages it serves itself:
// it launches headless Chromium, opens a generated finished conversation
// and a generated streaming one, judges one scoped capture of each, and
// watches each with the completion gate. The finished reply fires the
// gate once it has held for the gate's 3 samples and 1.2 s; the streaming
// one never does, and the watch ends at its time limit. It runs with the
// browserexample build tag (a plain go test has no browser to assume):
//
//	go test -tags browserexample -run Example_browser ./capture
func Example_browser() {
	pages := map[string][]byte{
		"/c/finished":  corpus.Generate(corpus.GenOptions{Turns: 20, State: corpus.GenFinished, Seed: 1}),
		"/c/streaming": corpus.Generate(corpus.GenOptions{Turns: 20, State: corpus.GenStreaming, Seed: 1}),
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(pages[r.URL.Path])
	}))
	defer srv.Close()

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	b, err := capture.Launch(ctx, capture.FindChrome())
	if err != nil {
		log.Fatal(err)
	}
	defer b.Close()
	for _, path := range []string{"/c/finished", "/c/streaming"} {
		tab, err := b.Open(ctx, srv.URL+path)
		if err != nil {
			log.Fatal(err)
		}
		snap, err := tab.Capture(ctx, capture.CaptureOptions{Scoped: true})
		if err != nil {
			log.Fatal(err)
		}
		v, err := chatproof.ClassifyHTML(snap.HTML, chatproof.Options{})
		if err != nil {
			log.Fatal(err)
		}
		fmt.Printf("%s: %s, activity %s, reasons %v\n", path, v.Terminal, v.Activity.Level, v.Reasons)
		res, err := capture.Watch(ctx, tab, capture.WatchOptions{
			Interval: 400 * time.Millisecond,
			Max:      2 * time.Second,
			Clock:    &steppedClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)},
		})
		if err != nil {
			log.Fatal(err)
		}
		fired := "the gate did not fire"
		if res.FiredAt >= 0 {
			fired = fmt.Sprintf("the gate fired at %v", res.FiredAt)
		}
		fmt.Printf("  watch: %s after %d snapshots, %s; last decision %s %v\n", res.Reason, res.Snapshots, fired, res.Step.Decision, res.Step.Reasons)
		tab.Close()
	}
	// Output:
	// /c/finished: complete, activity none, reasons [surface_open]
	//   watch: gate_fired after 4 snapshots, the gate fired at 1.2s; last decision complete [stable]
	// /c/streaming: incomplete, activity strong, reasons [strong_activity not_finished surface_open]
	//   watch: time_limit after 6 snapshots, the gate did not fire; last decision incomplete [not_finished strong_activity]
}
