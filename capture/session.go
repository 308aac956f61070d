package capture

import (
	"context"
	"errors"

	"github.com/chromedp/cdproto/cdp"

	"github.com/chatproof/chatproof/capture/redact"
)

// Session is a DevTools protocol session that a caller already holds on a
// page: Call sends one command and decodes its result, Subscribe delivers
// the session's events of one method. It is cdproto's cdp.Session, so a
// chromedp target satisfies it as it is, and an adapter of a few lines
// lets rod's or Playwright's CDP session do the same (see examples/rod).
type Session = cdp.Session

// SessionTab is the page of a DevTools session the caller holds: a program
// that drives the browser with its own client reads its tab with the
// scoped, read-only reader over that session, without a second connection
// or a debugging port. Its captures are always scoped (see
// CaptureOptions.Scoped): on the session it sends Page.getFrameTree,
// Page.createIsolatedWorld (once per document), Runtime.evaluate in that
// isolated world, and Browser.getVersion once (and, for a page the reader
// must read whole, as under a layer over the viewport,
// Page.getLayoutMetrics and DOMSnapshot.captureSnapshot), and nothing
// else: no page script runs, and no domain is enabled.
type SessionTab struct {
	page, browser Session
	world         world
	product       string
}

// ErrNoSession is returned by FromSession for a nil session.
var ErrNoSession = errors.New("capture: no DevTools session")

// FromSession returns the tab of page, a session attached to a page
// target. browser, when not nil, is a session of the browser itself, which
// answers Browser.getVersion; nil asks the page's session, which answers it
// as well. What the captures keep in the page's isolated world between
// reads is released by Close.
func FromSession(page, browser Session) (*SessionTab, error) {
	if page == nil {
		return nil, ErrNoSession
	}
	if browser == nil {
		browser = page
	}
	redact.PrepareRules()
	return &SessionTab{page: page, browser: browser}, nil
}

// Capture takes one scoped snapshot of the tab. It gives up when ctx ends
// or after opt.Timeout, with ErrNoAnswer when the page did not answer in
// time. opt.Scoped is implied. A SessionTab is not safe for concurrent
// captures; Watch and Record take one at a time.
func (t *SessionTab) Capture(ctx context.Context, opt CaptureOptions) (*Snapshot, error) {
	return scopedSnapshot(ctx, t.page, t.browser, &t.world, &t.product, opt)
}

// Close stops what the captures keep in the page's isolated world between
// reads and leaves the session and the page as they are. A SessionTab may
// capture again after Close; it starts afresh.
func (t *SessionTab) Close() {
	ctx, cancel := context.WithTimeout(context.Background(), closeTimeout)
	defer cancel()
	t.world.release(ctx, t.page)
}
