package capture_test

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/chatproof/chatproof/corpus"
)

// TestScopedTiming logs where the scoped reader's time goes on a 5,000-turn
// generated page, by the page's own clock: the first read (nothing kept),
// a read of the page unchanged, and one after a streaming-like change. It
// is a measuring aid, not a test of speed: it runs with
// CHATPROOF_TIMING=1 only and asserts nothing about the figures.
//
//	CHATPROOF_TIMING=1 go test ./capture -run TestScopedTiming -v
func TestScopedTiming(t *testing.T) {
	timingOnly(t)
	b := attach(t)
	srv := pageServer(t, nil)
	for _, turns := range []int{100, 5000} {
		path := genPath(corpus.GenFinished, turns, 1)
		tab := openPage(t, b, srv.URL+path)
		page := pageContext(t, path)
		read := func(name string) {
			parts, eval, decode, err := tab.ReadTimed(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			total := 0.0
			for k, v := range parts {
				names = append(names, k)
				total += v
			}
			slices.Sort(names)
			var sb strings.Builder
			for _, k := range names {
				fmt.Fprintf(&sb, " %s=%.1f", k, parts[k])
			}
			t.Logf("%d turns, %s: in page %.1f ms:%s; evaluation seen from Go %.1f ms, decoding %.1f ms",
				turns, name, total, sb.String(), float64(eval.Microseconds())/1000, float64(decode.Microseconds())/1000)
		}
		for round := range 3 {
			tab.ForgetKept()
			read(fmt.Sprintf("first read #%d", round+1))
			read("kept, unchanged")
			read("kept, unchanged")
			if _, err := chromedp.Run(page, chromedp.Evaluate[any](`new Promise((done) => {
				window.newest ??= Array.from(document.querySelectorAll(".markdown")).pop();
				newest.insertAdjacentHTML("beforeend", "<p>More of the reply.</p>");
				newest.classList.toggle("streaming");
				requestAnimationFrame(() => setTimeout(done));
			})`, chromedp.EvalAwaitPromise)); err != nil {
				t.Fatal(err)
			}
			read("kept, after a change")
		}
	}
}

// timingOnly skips a measuring aid unless CHATPROOF_TIMING=1 asks for it.
func timingOnly(t *testing.T) {
	t.Helper()
	if os.Getenv("CHATPROOF_TIMING") != "1" {
		t.Skip("CHATPROOF_TIMING=1 runs it")
	}
}
