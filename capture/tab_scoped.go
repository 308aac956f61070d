package capture

import (
	"context"
	"fmt"
	"net/url"

	"github.com/chromedp/cdproto/cdp"

	"github.com/chatproof/chatproof/capture/page"
	"github.com/chatproof/chatproof/site"
)

// captureScoped takes a scoped snapshot of the tab (see markers.go).
func (t *Tab) captureScoped(ctx context.Context, opt CaptureOptions) (*Snapshot, error) {
	return scopedSnapshot(ctx, t.s, t.b.browser(), &t.world, &t.product, opt)
}

// scopedSnapshot takes a scoped snapshot of the page of session s (see
// scopedPage). A page that reads exactly as it did for the last snapshot
// taken in w gives that snapshot again, taken now, marked Unchanged:
// nothing is decoded, built, sanitized or rendered for it.
func scopedSnapshot(ctx context.Context, s, b cdp.Session, w *world, product *string, opt CaptureOptions) (*Snapshot, error) {
	r, err := scopedPage(ctx, s, b, w, product, opt)
	if err != nil {
		return nil, err
	}
	if r.unchanged != "" {
		if snap, ok := w.again(r.unchanged, r.prov); ok {
			return snap, nil
		}
		// The world was made anew between the read and now: read again,
		// whole.
		w.keep("", "", opt, nil)
		if r, err = scopedPage(ctx, s, b, w, product, opt); err != nil {
			return nil, err
		}
		if r.unchanged != "" {
			return nil, fmt.Errorf("%w: the reader answered unchanged to a read asking for no answer", ErrScopedRead)
		}
	}
	snap, err := render(r.page, r.prov, opt)
	if err != nil {
		return nil, err
	}
	w.keep(r.id, r.expr, opt, snap)
	return snap, nil
}

// scopedRead is what scopedPage read: the page and its provenance, with
// the reader (expr) and the id of its answer ("" for a page read whole),
// or, when the page read as it did for the answer the world holds a
// snapshot of, only that answer's id (unchanged) and the provenance.
type scopedRead struct {
	page      *page.Page
	prov      page.Provenance
	expr, id  string
	unchanged string
}

// scopedPage reads the page of session s as a scoped capture does: one
// evaluation in the isolated world w, created when needed, plus, once, the
// browser's version from session b into *product. No page script runs. A
// page under a fixed layer over the whole viewport is read whole instead
// (see layer in scoped_hits.js). It gives up when ctx ends or after opt.Timeout, with
// ErrNoAnswer when the page did not answer in time.
func scopedPage(ctx context.Context, s, b cdp.Session, w *world, product *string, opt CaptureOptions) (scopedRead, error) {
	ctx, cancel, prov, err := startRead(ctx, b, product, opt)
	defer cancel()
	if err != nil {
		return scopedRead{prov: prov}, err
	}
	whole := func() (scopedRead, error) {
		p, prov, err := fullPage(ctx, s, b, product, opt)
		return scopedRead{page: p, prov: prov}, err
	}
	profile := opt.Site
	if profile == nil {
		frame, err := w.frameURL(ctx, s)
		if err != nil {
			return scopedRead{prov: prov}, noAnswer(ctx, err)
		}
		profile = profileOfURL(opt.Profiles, frame)
	}
	if !scopedReadable(profile) {
		// The in-page reader finds the latest user turn by its markers; a
		// profile that marks user turns in no way the reader knows is
		// read whole, which needs no markers.
		return whole()
	}
	prov.Scope = page.ScopeRules
	expr := scopedExprFor(profile)
	known := w.knownFor(expr, opt)
	reply, unchanged, err := readScoped(ctx, s, w, expr, opt.readTimeout(), known)
	if err != nil {
		return scopedRead{prov: prov}, noAnswer(ctx, err)
	}
	if unchanged {
		return scopedRead{prov: prov, expr: expr, unchanged: known}, nil
	}
	// A layer may hide the page, or a control lie under a raised box that
	// hit-testing cannot see under (page.HitUndecided): only the browser's
	// paint order, which script cannot read, tells what is under them.
	// Such a poll reads the whole page; the document stays named as the
	// reader names it.
	wholeInstead := func() (scopedRead, error) {
		r, err := whole()
		if err == nil {
			r.prov.Document, r.prov.DocumentURL = reply.Document, r.page.URL
		}
		return r, err
	}
	if reply.Layer || len(page.HitUndecided(reply.Hits)) > 0 {
		return wholeInstead()
	}
	p, err := reply.page()
	if err != nil {
		return scopedRead{prov: prov}, err
	}
	// A control an overlay that lets clicks through paints over: the
	// browser's paint-order hit test, asked only for a finished control
	// the reader probed and found not covered, and for a stop control
	// beside one (see paintCovers).
	if paintCovers(ctx, s, w.worldID(), &w.probed, reply.ID, profile, p, reply.Hits) {
		return wholeInstead()
	}
	prov.URL, prov.Width, prov.Height = p.URL, reply.Width, reply.Height
	prov.Document, prov.DocumentURL = reply.Document, p.URL
	return scopedRead{page: p, prov: prov, expr: expr, id: reply.ID}, nil
}

// profileOfURL returns the profile of set (the embedded profiles, shared,
// when nil) whose hosts name rawURL's host, else the set's ChatGPT
// profile, else nil (ChatGPT's): the profile the reader reads a page with
// when CaptureOptions.Site is nil. An embedded profile is the shared
// value, so that the reader built for it is found again at the next poll.
func profileOfURL(set []*site.Profile, rawURL string) *site.Profile {
	host := ""
	if u, err := url.Parse(rawURL); err == nil {
		host = u.Host
	}
	if set == nil {
		if p, ok := site.ByHost(host); ok && host != "" {
			return p
		}
		return site.ChatGPT()
	}
	if host != "" {
		if p, ok := site.HostIn(set, host); ok {
			return p
		}
	}
	p, _ := site.NameIn(set, site.ChatGPT().Name)
	return p
}

// scopedReadable reports whether the in-page reader can read with profile
// p: ChatGPT's, or any whose user messages are marked by a role attribute,
// an attribute of their own (userMarkersOf) or their element name
// (roleTagsOf: Gemini's user-query).
func scopedReadable(p *site.Profile) bool {
	if p == nil || p == site.ChatGPT() {
		return true
	}
	attrs, flag := userMarkersOf(p)
	if len(attrs) > 0 || flag != "" {
		return true
	}
	for _, bits := range roleTagsOf(p) {
		if bits&1 != 0 {
			return true
		}
	}
	return false
}
