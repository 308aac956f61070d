package capture

import (
	"context"
	"errors"
	"fmt"

	"github.com/chromedp/chromedp"

	"github.com/chatproof/chatproof/capture/redact"
)

// ContextTab is the page of a chromedp context the caller owns: a program
// that already drives the browser with chromedp takes snapshots of its own
// tab without a second connection. Its captures are always scoped (see
// CaptureOptions.Scoped): one evaluation in an isolated world, so no page
// script of the tab runs. What chromedp itself sends is the caller's.
type ContextTab struct {
	ctx     context.Context
	world   world
	product string
}

// ErrNoTarget is returned by FromChromedp for a context that is not a
// chromedp context.
var ErrNoTarget = errors.New("capture: not a chromedp context")

// FromChromedp returns the tab of the chromedp context ctx. A context that
// has not run yet is run once with no action, which makes chromedp attach
// to (or open) its tab as it would on the caller's first run. The
// ContextTab uses ctx for every call. What its captures keep in the tab's
// isolated world between reads (see "Scoped captures" in the package doc)
// is released by Close.
func FromChromedp(ctx context.Context) (*ContextTab, error) {
	c := chromedp.FromContext(ctx)
	if c == nil {
		return nil, ErrNoTarget
	}
	if c.Target == nil {
		if err := chromedp.Do(ctx); err != nil {
			return nil, fmt.Errorf("capture: starting the chromedp context: %w", err)
		}
	}
	if c.Target == nil || c.Browser == nil {
		return nil, ErrNoTarget
	}
	redact.PrepareRules()
	return &ContextTab{ctx: ctx}, nil
}

// Capture takes one scoped snapshot of the tab. It gives up when ctx or
// the chromedp context ends, or after opt.Timeout, with ErrNoAnswer when
// the page did not answer in time. opt.Scoped is implied.
func (t *ContextTab) Capture(ctx context.Context, opt CaptureOptions) (*Snapshot, error) {
	c := chromedp.FromContext(t.ctx)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	stop := context.AfterFunc(t.ctx, cancel)
	defer stop()
	return scopedSnapshot(ctx, c.Target, c.Browser, &t.world, &t.product, opt)
}

// Close stops what the captures keep in the tab's isolated world between
// reads and leaves the tab and the chromedp context as they are. A
// ContextTab may capture again after Close; it starts afresh.
func (t *ContextTab) Close() {
	c := chromedp.FromContext(t.ctx)
	ctx, cancel := context.WithTimeout(t.ctx, closeTimeout)
	defer cancel()
	t.world.release(ctx, c.Target)
}

// CaptureURL attaches to the browser at the DevTools URL cdpURL, takes one
// snapshot of the tab that pattern picks (see Browser.Tab) and detaches,
// leaving the browser and its tabs as they were.
func CaptureURL(ctx context.Context, cdpURL, pattern string, opt CaptureOptions) (*Snapshot, error) {
	b, err := Attach(ctx, cdpURL)
	if err != nil {
		return nil, err
	}
	defer b.Close()
	tab, err := b.Tab(ctx, pattern)
	if err != nil {
		return nil, err
	}
	defer tab.Close()
	s, err := tab.Capture(ctx, opt)
	if err != nil {
		return nil, fmt.Errorf("capture: tab %s: %w", tab.ID(), err)
	}
	return s, nil
}
