package capture

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/domsnapshot"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/target"

	"github.com/chatproof/chatproof/capture/page"
	"github.com/chatproof/chatproof/capture/redact"
	"github.com/chatproof/chatproof/site"
)

// DefaultTimeout bounds one capture when CaptureOptions.Timeout is 0.
const DefaultTimeout = 30 * time.Second

// captureTimeout is the bound DefaultTimeout names; the package's tests,
// which run on loaded machines, wait longer.
var captureTimeout = DefaultTimeout

// Tab is one page of a browser. Capturing it only reads: no click, scroll,
// focus, navigation or page script.
type Tab struct {
	b       *Browser
	s       session
	id      target.ID
	owned   bool   // opened by Browser.Open: Close closes the page
	product string // browser product, read once for the browser (Browser.product)
	world   world  // isolated world of scoped captures
	// mute is set when a capture found the page not answering (a dialog,
	// a script loop, a crash): Close then does not ask the page again.
	mute atomic.Bool
}

// ErrNoAnswer is returned by Tab.Capture when the page did not answer in
// time: a dialog such as alert() is open, or a page script keeps the page
// busy.
var ErrNoAnswer = errors.New("capture: the tab did not answer (a dialog such as alert() may be open, or a page script is busy)")

// CaptureOptions controls Tab.Capture.
type CaptureOptions struct {
	redact.Options               // sanitizing
	Tool           string        // written as chatproof:tool, e.g. "chatproof v0.1.0"
	Timeout        time.Duration // bounds the capture; 0 means DefaultTimeout
	// Now stamps the snapshot; nil means time.Now.
	Now func() time.Time
	// Scoped reads only what the rules of classify and surface use, in
	// one evaluation in an isolated world (see the package doc); false
	// reads the whole page with DOMSnapshot.captureSnapshot.
	Scoped bool
	// Site is the site profile whose markers a scoped capture reads
	// (package site); nil is the profile of Profiles whose hosts name the
	// host of the page's URL, or for a host none names Profiles' ChatGPT
	// profile (ChatGPT's embedded one when Profiles has none). The reader finds user turns by a
	// role attribute, an attribute of their own or their element name
	// (Gemini's user-query). A full capture reads everything whatever the
	// profile, and so does a scoped one with a profile whose user turns
	// the reader cannot find in any of these ways: its page.Provenance.Scope
	// says which read was made.
	Site *site.Profile
	// Profiles is the set Site is chosen from when nil: the embedded
	// profiles when nil, or site.WithProfiles of patches and new sites.
	Profiles []*site.Profile
}

// Snapshot is one capture of a page: the annotated, sanitized HTML and what
// went into it.
type Snapshot struct {
	HTML       []byte          // the annotated, sanitized document
	Provenance page.Provenance // where and how it was taken
	Stats      redact.Stats    // what sanitizing removed and redacted
	// Unchanged reports a scoped snapshot on which the page read exactly
	// as it did for the tab's previous one: HTML is that snapshot's, with
	// this capture's time. Nothing was decoded, built or sanitized for it,
	// and a verdict of the previous snapshot is this one's too.
	Unchanged bool
}

// ID is the tab's target id, as tab lists show it.
func (t *Tab) ID() string { return string(t.id) }

// Close stops what scoped captures keep in the page's isolated world
// between reads (see "Scoped captures" in the package doc), unless the
// last capture found the page not answering, detaches from the page, and
// closes a page that Browser.Open opened. It waits at most closeTimeout
// for the browser.
func (t *Tab) Close() {
	ctx, cancel := context.WithTimeout(context.Background(), closeTimeout)
	defer cancel()
	if !t.mute.Load() {
		// A page that did not answer a capture would not answer this
		// either, and Close would wait closeTimeout for nothing; what the
		// reader keeps there goes with the page.
		t.world.release(ctx, t.s)
	}
	cdp.Call(ctx, t.b.browser(), target.DetachFromTarget, target.DetachFromTargetParams{SessionID: t.s.id})
	if t.owned {
		cdp.Call(ctx, t.b.browser(), target.CloseTarget, target.CloseTargetParams{TargetID: t.id})
	}
}

// closeTimeout bounds Tab.Close.
const closeTimeout = 2 * time.Second

// load navigates the tab to url and waits for its load event, or until
// ctx ends.
func (t *Tab) load(ctx context.Context, url string) error {
	events, stop := t.b.c.subscribe(t.s.id, "Page.lifecycleEvent", 256)
	defer stop()
	if _, err := cdp.Call(ctx, t.s, cdppage.Enable, cdppage.EnableParams{}); err != nil {
		return err
	}
	if _, err := cdp.Call(ctx, t.s, cdppage.SetLifecycleEventsEnabled, cdppage.SetLifecycleEventsEnabledParams{Enabled: true}); err != nil {
		return err
	}
	nav, err := cdp.Call(ctx, t.s, cdppage.Navigate, cdppage.NavigateParams{URL: url})
	if err != nil {
		return err
	}
	if nav.ErrorText != "" {
		return errors.New(nav.ErrorText)
	}
	for {
		select {
		case <-ctx.Done():
			return fmt.Errorf("the page did not finish loading: %w", ctx.Err())
		case <-t.b.c.lost:
			return t.b.c.lostError()
		case raw := <-events:
			var ev cdppage.EventLifecycleEvent
			if jsonv2.Unmarshal(raw, &ev) == nil && ev.Name == "load" && ev.LoaderID == nav.LoaderID {
				return nil
			}
		}
	}
}

// Capture reads the page once with DOMSnapshot.captureSnapshot (the DOM
// with layout boxes and computed styles, in one call that runs no page
// script) and Page.getLayoutMetrics, and returns the snapshot built,
// sanitized and rendered. It gives up when ctx ends or after opt.Timeout,
// with ErrNoAnswer when the page did not answer in time. With opt.Scoped
// it reads only what the rules use instead (see the package doc).
func (t *Tab) Capture(ctx context.Context, opt CaptureOptions) (*Snapshot, error) {
	take := t.captureWhole
	if opt.Scoped {
		take = t.captureScoped
	}
	if t.product == "" {
		t.product = t.b.knownProduct()
	}
	snap, err := take(ctx, opt)
	t.b.noteProduct(t.product)
	if err != nil {
		if errors.Is(err, ErrNoAnswer) || ctx.Err() != nil {
			t.mute.Store(true)
		}
		return nil, err
	}
	t.mute.Store(false)
	return snap, nil
}

// captureWhole takes a snapshot of the whole page.
func (t *Tab) captureWhole(ctx context.Context, opt CaptureOptions) (*Snapshot, error) {
	p, prov, err := t.read(ctx, opt)
	if err != nil {
		return nil, err
	}
	return render(p, prov, opt)
}

// render builds, sanitizes and renders a captured page.
func render(p *page.Page, prov page.Provenance, opt CaptureOptions) (*Snapshot, error) {
	written := prov
	written.URL = redact.CleanURL(prov.URL)
	doc, err := page.Build(p, written)
	if err != nil {
		return nil, err
	}
	o := opt.Options
	if o.Profile == nil {
		// Redaction reads the markup of the profile the page is judged
		// with: the one asked for, else the one its address names.
		if o.Profile = opt.Site; o.Profile == nil {
			o.Profile = profileOfURL(opt.Profiles, p.URL)
		}
	}
	st := redact.Sanitize(doc, o)
	out, err := redact.Render(doc)
	if err != nil {
		return nil, err
	}
	return &Snapshot{HTML: out, Provenance: prov, Stats: st}, nil
}

// read takes the raw snapshot and its provenance.
func (t *Tab) read(ctx context.Context, opt CaptureOptions) (*page.Page, page.Provenance, error) {
	return fullPage(ctx, t.s, t.b.browser(), &t.product, opt)
}

// fullPage takes the raw snapshot of the page of session s and its
// provenance, reading the browser's version from session b into *product
// once.
func fullPage(ctx context.Context, s, b cdp.Session, product *string, opt CaptureOptions) (*page.Page, page.Provenance, error) {
	ctx, cancel, prov, err := startRead(ctx, b, product, opt)
	defer cancel()
	if err != nil {
		return nil, prov, err
	}
	m, err := cdp.Call(ctx, s, cdppage.GetLayoutMetrics, cdp.Empty{})
	if err != nil {
		return nil, prov, noAnswer(ctx, fmt.Errorf("capture: layout metrics: %w", err))
	}
	if v := m.CSSLayoutViewport; v != nil {
		prov.Width, prov.Height = v.ClientWidth, v.ClientHeight
	}
	yes := true // scroll rectangles (what a scroll container can bring into view) and paint order
	res, err := cdp.Call(ctx, s, domsnapshot.CaptureSnapshot, domsnapshot.CaptureSnapshotParams{
		ComputedStyles:    page.StyleProperties(),
		IncludeDOMRects:   &yes,
		IncludePaintOrder: &yes,
	})
	if err != nil {
		return nil, prov, noAnswer(ctx, fmt.Errorf("capture: DOM snapshot: %w", err))
	}
	p, err := page.Decode(&res)
	if err != nil {
		return nil, prov, err
	}
	// Which document was read: the main frame's loader id, asked after
	// the snapshot, so that a document that replaced the one read is not
	// missed.
	ft, err := cdp.Call(ctx, s, cdppage.GetFrameTree, cdp.Empty{})
	if err != nil {
		return nil, prov, noAnswer(ctx, fmt.Errorf("capture: frame tree: %w", err))
	}
	if f := ft.FrameTree; f != nil && f.Frame != nil {
		prov.Document, prov.DocumentURL = string(f.Frame.LoaderID), f.Frame.URL
	}
	prov.URL = p.URL
	p.Viewport.W, p.Viewport.H = float64(prov.Width), float64(prov.Height)
	return p, prov, nil
}

// readTimeout is the time limit of one read.
func (opt CaptureOptions) readTimeout() time.Duration {
	if opt.Timeout <= 0 {
		return captureTimeout
	}
	return opt.Timeout
}

// startRead bounds ctx by the read's time limit and returns the provenance
// of a read taken now, reading the browser's version from session b into
// *product once. The caller calls cancel when the read is done.
func startRead(ctx context.Context, b cdp.Session, product *string, opt CaptureOptions) (context.Context, context.CancelFunc, page.Provenance, error) {
	now := opt.Now
	if now == nil {
		now = time.Now
	}
	ctx, cancel := context.WithTimeout(ctx, opt.readTimeout())
	if *product == "" {
		v, err := cdp.Call(ctx, b, browser.GetVersion, cdp.Empty{})
		if err != nil {
			return ctx, cancel, page.Provenance{}, noAnswer(ctx, fmt.Errorf("capture: browser version: %w", err))
		}
		*product = v.Product
	}
	return ctx, cancel, page.Provenance{Time: now(), Browser: *product, Tool: opt.Tool}, nil
}

// noAnswer marks err with ErrNoAnswer when ctx's deadline passed: the page
// was asked and did not answer in time.
func noAnswer(ctx context.Context, err error) error {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) && !errors.Is(err, ErrConnectionLost) {
		return fmt.Errorf("%w: %w", ErrNoAnswer, errors.Unwrap(err))
	}
	return err
}
