package capture_test

import (
	"context"
	"errors"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/chromedp"
	"github.com/google/go-cmp/cmp"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/capture/page"
)

// countingSession is a caller's session that notes every method sent on
// it.
type countingSession struct {
	s    cdp.Session
	mu   sync.Mutex
	sent map[string]int
}

func (c *countingSession) Call(ctx context.Context, method string, params, res any) error {
	c.mu.Lock()
	c.sent[method]++
	c.mu.Unlock()
	return c.s.Call(ctx, method, params, res)
}

func (c *countingSession) Subscribe(method string) (<-chan jsonv2.Value, func()) {
	return c.s.Subscribe(method)
}

// readOnlyMethods are the methods a scoped read may send on a session:
// the last four are the paint-order probe of its finished controls (see
// paintCovers), which enables no domain.
var readOnlyMethods = map[string]bool{
	"Page.getFrameTree": true, "Page.createIsolatedWorld": true,
	"Runtime.evaluate": true, "Browser.getVersion": true,
	"DOM.getNodeForLocation": true, "DOM.resolveNode": true, "Runtime.callFunctionOn": true, "Runtime.releaseObjectGroup": true,
}

// TestFromSession: the session of a caller's own client (here chromedp's
// target, with no browser session given) gives scoped snapshots judged
// like the full capture of the same tab, and sends on it only the
// read-only methods of a scoped read; Close releases the reader.
func TestFromSession(t *testing.T) {
	if _, err := capture.FromSession(nil, nil); !errors.Is(err, capture.ErrNoSession) {
		t.Errorf("FromSession(nil): %v, want ErrNoSession", err)
	}
	b := attach(t)
	srv := pageServer(t, nil)
	path := genPath("finished", 4, 2)
	tab := openPage(t, b, srv.URL+path)
	ctx := pageContext(t, path)
	if err := chromedp.Do(ctx); err != nil { // attaches chromedp's session to the tab
		t.Fatal(err)
	}
	c := chromedp.FromContext(ctx)
	s := &countingSession{s: c.Target, sent: map[string]int{}}
	st, err := capture.FromSession(s, nil)
	if err != nil {
		t.Fatal(err)
	}
	var v chatproof.Verdict
	for range 2 { // the second read calls the reader kept in the world
		snap, err := st.Capture(context.Background(), capture.CaptureOptions{Tool: "chatproof test"})
		if err != nil {
			t.Fatal(err)
		}
		if snap.Provenance.Scope != page.ScopeRules || snap.Provenance.Browser == "" {
			t.Errorf("provenance %+v", snap.Provenance)
		}
		if v, err = chatproof.ClassifyHTML(snap.HTML, chatproof.Options{}); err != nil {
			t.Fatal(err)
		}
	}
	full, _ := bothVerdicts(t, tab, chatproof.Options{})
	if d := cmp.Diff(full, v); d != "" {
		t.Errorf("the session's verdict differs from the full capture's (-full +session):\n%s", d)
	}
	st.Close()
	s.mu.Lock()
	defer s.mu.Unlock()
	for m, n := range s.sent {
		if !readOnlyMethods[m] {
			t.Errorf("sent %s %d times on the caller's session", m, n)
		}
	}
	if s.sent["Browser.getVersion"] != 1 || s.sent["Page.createIsolatedWorld"] != 1 {
		t.Errorf("sent %v: want the version and the world asked for once", s.sent)
	}
}
