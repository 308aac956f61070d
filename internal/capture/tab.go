package capture

import (
	"context"
	"fmt"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/domsnapshot"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// DefaultTimeout bounds one capture when CaptureOptions.Timeout is 0.
const DefaultTimeout = 30 * time.Second

// Tab is one page of a browser. Capturing it only reads: no click, scroll,
// focus, navigation or page script.
type Tab struct {
	ctx     context.Context // chromedp target context
	cancel  context.CancelFunc
	product string // browser product, read once
	world   world  // isolated world of scoped captures
}

// CaptureOptions controls Tab.Capture.
type CaptureOptions struct {
	Options               // sanitizing
	Tool    string        // written as chatproof:tool, e.g. "chatproof v0.1.0"
	Timeout time.Duration // bounds the capture; 0 means DefaultTimeout
	// Now stamps the snapshot; nil means time.Now.
	Now func() time.Time
	// Scoped reads only what the rules of classify and surface use, in
	// one evaluation in an isolated world (see the package doc); false
	// reads the whole page with DOMSnapshot.captureSnapshot.
	Scoped bool
}

// Snapshot is one capture of a page: the annotated, sanitized HTML and what
// went into it.
type Snapshot struct {
	HTML       []byte
	Provenance Provenance
	Stats      Stats
}

// Close detaches from the page; a page that Browser.Open opened is closed.
func (t *Tab) Close() { t.cancel() }

// Capture reads the page once with DOMSnapshot.captureSnapshot (the DOM
// with layout boxes and computed styles, in one call that runs no page
// script) and Page.getLayoutMetrics, and returns the snapshot built,
// sanitized and rendered.
func (t *Tab) Capture(opt CaptureOptions) (*Snapshot, error) {
	read := t.read
	if opt.Scoped {
		read = t.readScoped
	}
	p, prov, err := read(opt)
	if err != nil {
		return nil, err
	}
	doc, err := Build(p, prov)
	if err != nil {
		return nil, err
	}
	st := Sanitize(doc, opt.Options)
	out, err := Render(doc)
	if err != nil {
		return nil, err
	}
	return &Snapshot{HTML: out, Provenance: prov, Stats: st}, nil
}

// read takes the raw snapshot and its provenance.
func (t *Tab) read(opt CaptureOptions) (*Page, Provenance, error) {
	timeout := opt.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	now := opt.Now
	if now == nil {
		now = time.Now
	}
	ctx, cancel := context.WithTimeout(t.ctx, timeout)
	defer cancel()
	if t.product == "" {
		v, err := chromedp.CallBrowser(ctx, browser.GetVersion, cdp.Empty{})
		if err != nil {
			return nil, Provenance{}, fmt.Errorf("capture: browser version: %w", err)
		}
		t.product = v.Product
	}
	prov := Provenance{Time: now(), Browser: t.product, Tool: opt.Tool}
	m, err := chromedp.Call(ctx, page.GetLayoutMetrics, cdp.Empty{})
	if err != nil {
		return nil, prov, fmt.Errorf("capture: layout metrics: %w", err)
	}
	if v := m.CSSLayoutViewport; v != nil {
		prov.Width, prov.Height = v.ClientWidth, v.ClientHeight
	}
	res, err := chromedp.Call(ctx, domsnapshot.CaptureSnapshot, domsnapshot.CaptureSnapshotParams{
		ComputedStyles: StyleProperties,
	})
	if err != nil {
		return nil, prov, fmt.Errorf("capture: DOM snapshot: %w", err)
	}
	p, err := Decode(&res)
	if err != nil {
		return nil, prov, err
	}
	prov.URL = p.URL
	return p, prov, nil
}
