package capture

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/remote"
)

// ErrNoChrome is returned by Launch when no browser binary is given.
var ErrNoChrome = errors.New("capture: no browser binary: install chromium or set " + ChromeEnv)

// Browser is a connection to a browser: one attached to over the DevTools
// protocol, or one started by Launch.
type Browser struct {
	ctx      context.Context // chromedp browser context
	cancel   context.CancelFunc
	launched bool
}

// Attach connects to a running browser's remote debugging endpoint, given
// as http://host:port, ws://host:port or a full ws://…/devtools/browser/…
// URL. Attaching opens no tab and changes nothing.
func Attach(ctx context.Context, cdpURL string) (*Browser, error) {
	if cdpURL == "" {
		return nil, errors.New("capture: empty DevTools URL")
	}
	actx, acancel := remote.NewAllocator(ctx, cdpURL)
	bctx, bcancel := chromedp.NewContext(actx)
	b := &Browser{ctx: bctx, cancel: func() { bcancel(); acancel() }}
	if _, err := chromedp.Targets(bctx); err != nil {
		b.cancel()
		return nil, fmt.Errorf("capture: attaching to %s: %w", CleanURL(cdpURL), err)
	}
	return b, nil
}

// Launch starts a headless browser from the binary exe (see FindChrome) with
// LaunchFlags, a fresh temporary profile and a DefaultWidth×DefaultHeight
// window. Close stops it and removes the profile.
func Launch(ctx context.Context, exe string) (*Browser, error) {
	if exe == "" {
		return nil, ErrNoChrome
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe),
		chromedp.WindowSize(DefaultWidth, DefaultHeight),
	}
	for _, f := range LaunchFlags {
		opts = append(opts, chromedp.Flag(f, true))
	}
	actx, acancel := chromedp.NewExecAllocator(ctx, opts...)
	bctx, bcancel := chromedp.NewContext(actx)
	b := &Browser{ctx: bctx, cancel: func() { bcancel(); acancel() }, launched: true}
	if err := chromedp.Do(bctx); err != nil { // start the browser
		b.cancel()
		return nil, fmt.Errorf("capture: launching %s: %w", exe, err)
	}
	return b, nil
}

// Close disconnects; a launched browser is stopped, an attached one is left
// running with all its tabs.
func (b *Browser) Close() { b.cancel() }

// Tab attaches to the one existing page whose URL contains pattern (any
// page when pattern is ""). No page or several matching pages is an error
// naming the candidates: reading the wrong tab would judge the wrong
// conversation. Closing the Tab detaches and leaves the page open.
func (b *Browser) Tab(pattern string) (*Tab, error) {
	infos, err := chromedp.Targets(b.ctx)
	if err != nil {
		return nil, fmt.Errorf("capture: listing tabs: %w", err)
	}
	var match []*target.Info
	var all []string
	for _, in := range infos {
		if in.Type != "page" {
			continue
		}
		all = append(all, CleanURL(in.URL))
		if strings.Contains(in.URL, pattern) {
			match = append(match, in)
		}
	}
	switch len(match) {
	case 1:
	case 0:
		return nil, fmt.Errorf("capture: no tab matches %q (tabs: %s)", pattern, strings.Join(all, ", "))
	default:
		var urls []string
		for _, in := range match {
			urls = append(urls, CleanURL(in.URL))
		}
		return nil, fmt.Errorf("capture: %d tabs match %q, narrow --tab: %s", len(match), pattern, strings.Join(urls, ", "))
	}
	tctx, cancel := chromedp.NewContext(b.ctx, chromedp.WithTargetID(match[0].TargetID), chromedp.WithDetachOnCancel())
	// Attach now, with the tab's own context: the target lives as long as
	// the context of its first call, so that call must not carry a timeout.
	if err := chromedp.Do(tctx); err != nil {
		cancel()
		return nil, fmt.Errorf("capture: attaching to %s: %w", CleanURL(match[0].URL), err)
	}
	return &Tab{ctx: tctx, cancel: cancel}, nil
}

// Open opens url in a new tab and waits for it to load; for a launched
// browser, or a test. Closing the Tab closes the page.
func (b *Browser) Open(url string) (*Tab, error) {
	tctx, cancel := chromedp.NewContext(b.ctx)
	if err := chromedp.Do(tctx, chromedp.Navigate(url)); err != nil {
		cancel()
		return nil, fmt.Errorf("capture: opening %s: %w", CleanURL(url), err)
	}
	return &Tab{ctx: tctx, cancel: cancel}, nil
}
