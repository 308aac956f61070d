package capture_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/capture/page"
	"github.com/chatproof/chatproof/internal/capturetest"
)

// TestFromChromedp: a program's own chromedp context gives scoped snapshots
// of its tab, judged like the full capture of the same tab.
func TestFromChromedp(t *testing.T) {
	if _, err := capture.FromChromedp(context.Background()); !errors.Is(err, capture.ErrNoTarget) {
		t.Errorf("FromChromedp of a plain context: %v, want ErrNoTarget", err)
	}
	b := attach(t)
	srv := pageServer(t, nil)
	path := genPath("finished", 4, 1)
	tab := openPage(t, b, srv.URL+path)
	ct, err := capture.FromChromedp(pageContext(t, path))
	if err != nil {
		t.Fatal(err)
	}
	s, err := ct.Capture(context.Background(), capture.CaptureOptions{Tool: "chatproof test"})
	if err != nil {
		t.Fatal(err)
	}
	if s.Provenance.Scope != page.ScopeRules || !strings.Contains(s.Provenance.Browser, "/") {
		t.Errorf("provenance %+v", s.Provenance)
	}
	v, err := chatproof.ClassifyHTML(s.HTML, chatproof.Options{})
	if err != nil {
		t.Fatal(err)
	}
	full, _ := bothVerdicts(t, tab, chatproof.Options{})
	if d := cmp.Diff(full, v); d != "" {
		t.Errorf("the chromedp context's verdict differs from the full capture's (-full +chromedp):\n%s", d)
	}
}

// TestCaptureURL: one snapshot from a DevTools URL and a tab choice.
func TestCaptureURL(t *testing.T) {
	srv := pageServer(t, nil)
	path := genPath("streaming", 3, 1)
	id := capturetest.Open(t, srv.URL+path)
	s, err := capture.CaptureURL(context.Background(), capturetest.Browser(t), id, capture.CaptureOptions{Scoped: true})
	if err != nil {
		t.Fatal(err)
	}
	v, err := chatproof.ClassifyHTML(s.HTML, chatproof.Options{})
	if err != nil || v.Terminal != "incomplete" || v.Activity.Level != "strong" {
		t.Errorf("a streaming page: %s, activity %s (%v)", v.Terminal, v.Activity.Level, err)
	}
}
