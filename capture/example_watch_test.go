package capture_test

import (
	"context"
	"fmt"
	"log"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/remote"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture"
)

// A program that waits for the reply in an already-open ChatGPT tab to
// finish. It sends nothing: it attaches to the browser the user started
// with --remote-debugging-port=9222, reads the one tab showing a
// conversation, and returns once the completion gate fires.
func ExampleWatch() {
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	b, err := capture.Attach(ctx, "http://127.0.0.1:9222")
	if err != nil {
		log.Fatal(err)
	}
	defer b.Close() // the browser and its tabs stay as they were
	tab, err := b.Tab(ctx, "chatgpt.com/c/")
	if err != nil {
		log.Fatal(err) // no tab, or several: never judge the wrong one
	}
	defer tab.Close()
	res, err := capture.Watch(ctx, tab, capture.WatchOptions{
		Interval: 400 * time.Millisecond,
		Max:      10 * time.Minute,
	})
	if err != nil {
		log.Fatal(err)
	}
	if res.Reason != capture.ReasonGateFired {
		log.Fatalf("not finished after %d snapshots: %s (%v)", res.Snapshots, res.Reason, res.Verdict.Reasons)
	}
	fmt.Printf("finished at %v: %s\n", res.FiredAt, res.Verdict.Response.Text)
}

// A program that already drives the browser with chromedp judges its own
// tab: one scoped snapshot, classified.
func ExampleFromChromedp() {
	actx, cancel := remote.NewAllocator(context.Background(), "http://127.0.0.1:9222")
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx) // the program's own tab
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Navigate("https://chatgpt.com/c/6812-ab")); err != nil {
		log.Fatal(err)
	}
	tab, err := capture.FromChromedp(ctx)
	if err != nil {
		log.Fatal(err)
	}
	defer tab.Close() // what the captures kept in the tab goes
	snap, err := tab.Capture(ctx, capture.CaptureOptions{})
	if err != nil {
		log.Fatal(err)
	}
	v, err := chatproof.ClassifyHTML(snap.HTML, chatproof.Options{})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(v.Terminal, v.Reasons)
}

// One snapshot of the tab a target id or URL pattern picks, from the
// browser's DevTools URL.
func ExampleCaptureURL() {
	snap, err := capture.CaptureURL(context.Background(), "http://127.0.0.1:9222", "chatgpt.com/c/", capture.CaptureOptions{Scoped: true})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(len(snap.HTML) > 0, snap.Provenance.Scope)
}
