package capture_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/corpus"
)

// BenchmarkLive measures one poll against real headless Chromium on
// generated pages of 100, 1,000 and 5,000 turns: a scoped capture plus
// classify, a full capture plus classify, and the floor, a trivial
// evaluation in the page. Before timing, it checks that both captures give
// the same verdict at that size.
//
//	go test ./capture -run '^$' -bench Live -benchtime 10x -count 3
func BenchmarkLive(b *testing.B) {
	br := attach(b)
	srv := pageServer(b, nil)
	for _, turns := range []int{100, 1000, 5000} {
		path := genPath(corpus.GenFinished, turns, 1)
		tab := openPage(b, br, srv.URL+path)
		full, scoped := bothVerdicts(b, tab, chatproof.Options{})
		if d := cmp.Diff(full, scoped); d != "" {
			b.Fatalf("%d turns: scoped verdict differs from the full one (-full +scoped):\n%s", turns, d)
		}
		poll := func(scoped bool) func(b *testing.B) {
			return func(b *testing.B) {
				for b.Loop() {
					snap, err := tab.Capture(context.Background(), capture.CaptureOptions{Scoped: scoped})
					if err != nil {
						b.Fatal(err)
					}
					if _, err := chatproof.ClassifyHTML(snap.HTML, chatproof.Options{}); err != nil {
						b.Fatal(err)
					}
				}
			}
		}
		b.Run(fmt.Sprintf("turns=%d/scoped", turns), poll(true))
		b.Run(fmt.Sprintf("turns=%d/full", turns), poll(false))
		b.Run(fmt.Sprintf("turns=%d/floor", turns), func(b *testing.B) {
			for b.Loop() {
				if err := tab.EvalFloor(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
