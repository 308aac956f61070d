package capture_test

import (
	"os"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/chatproof/chatproof/corpus"
)

func TestZZProbe(t *testing.T) {
	b := attach(t)
	srv := pageServer(t, nil)
	path := genPath(corpus.GenFinished, 5000, 1)
	openPage(t, b, srv.URL+path)
	page := pageContext(t, path)
	js, _ := os.ReadFile("/tmp/probe.js")
	for range 3 {
		out, err := chromedp.Run(page, chromedp.Evaluate[string](string(js)))
		if err != nil {
			t.Fatal(err)
		}
		t.Log(out)
	}
}
