package capture_test

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/chatproof/chatproof/corpus"
)

func TestZZScrolled(t *testing.T) {
	b := attach(t)
	srv := pageServer(t, nil)
	for _, turns := range []int{100, 5000} {
		path := genPath(corpus.GenFinished, turns, 1)
		tab := openPage(t, b, srv.URL+path)
		page := pageContext(t, path)
		if _, err := chromedp.Run(page, chromedp.Evaluate[any](`new Promise((done) => { const s = document.getElementById("thread").firstElementChild.querySelector(".overflow-y-auto") ?? document.getElementById("thread"); for (const el of document.querySelectorAll(".overflow-y-auto")) el.scrollTop = el.scrollHeight; requestAnimationFrame(() => setTimeout(done)); })`, chromedp.EvalAwaitPromise)); err != nil {
			t.Fatal(err)
		}
		for i := range 4 {
			if i == 0 {
				tab.ForgetKept()
			}
			parts, eval, _, err := tab.ReadTimed(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%d turns read %d: eval %v covers=%.1f layer=%.1f query=%.1f", turns, i, eval, parts["covers"], parts["layer"], parts["candidates.query"])
		}
	}
}
