package capture

import (
	"context"
	"fmt"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
)

// readScoped reads the page as a scoped capture does (see markers.go): one
// evaluation in the tab's isolated world, created when needed, plus the
// browser version once per tab. No page script runs.
func (t *Tab) readScoped(opt CaptureOptions) (*Page, Provenance, error) {
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
	s := t.session()
	if t.product == "" {
		v, err := cdp.Call(ctx, s, browser.GetVersion, cdp.Empty{})
		if err != nil {
			return nil, Provenance{}, fmt.Errorf("capture: browser version: %w", err)
		}
		t.product = v.Product
	}
	prov := Provenance{Time: now(), Browser: t.product, Tool: opt.Tool, Scope: ScopeRules}
	reply, err := readScoped(ctx, s, &t.world, scopedExpr(), timeout)
	if err != nil {
		return nil, prov, err
	}
	p, err := Decode(&reply.Snapshot)
	if err != nil {
		return nil, prov, err
	}
	prov.URL, prov.Width, prov.Height = p.URL, reply.Width, reply.Height
	return p, prov, nil
}

// session is the protocol session of the tab.
func (t *Tab) session() cdp.Session { return chromedp.FromContext(t.ctx).Target }
