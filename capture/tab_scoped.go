package capture

import (
	"context"
	"net/url"

	"github.com/chromedp/cdproto/cdp"

	"github.com/chatproof/chatproof/site"
)

// readScoped reads the tab as a scoped capture does (see markers.go).
func (t *Tab) readScoped(ctx context.Context, opt CaptureOptions) (*Page, Provenance, error) {
	return scopedPage(ctx, t.s, t.b.browser(), &t.world, &t.product, opt)
}

// scopedPage reads the page of session s as a scoped capture does: one
// evaluation in the isolated world w, created when needed, plus, once, the
// browser's version from session b into *product. No page script runs. A
// page under a fixed layer over the whole viewport is read whole instead
// (see scoped.js). It gives up when ctx ends or after opt.Timeout, with
// ErrNoAnswer when the page did not answer in time.
func scopedPage(ctx context.Context, s, b cdp.Session, w *world, product *string, opt CaptureOptions) (*Page, Provenance, error) {
	ctx, cancel, prov, err := startRead(ctx, b, product, opt)
	defer cancel()
	if err != nil {
		return nil, prov, err
	}
	profile := opt.Site
	if profile == nil {
		frame, err := w.frameURL(ctx, s)
		if err != nil {
			return nil, prov, noAnswer(ctx, err)
		}
		profile = profileOfURL(opt.Profiles, frame)
	}
	if !scopedReadable(profile) {
		// The in-page reader finds the latest user turn by its markers; a
		// profile that marks user turns in no way the reader knows is
		// read whole, which needs no markers.
		return fullPage(ctx, s, b, product, opt)
	}
	prov.Scope = ScopeRules
	reply, err := readScoped(ctx, s, w, scopedExprFor(profile), opt.readTimeout())
	if err != nil {
		return nil, prov, noAnswer(ctx, err)
	}
	if reply.Layer {
		// A layer may hide the page: only the browser's paint order, which
		// script cannot read, tells what is under it. This poll reads the
		// whole page; the document stays named as the reader names it.
		p, full, err := fullPage(ctx, s, b, product, opt)
		if err == nil {
			full.Document, full.DocumentURL = reply.Document, p.URL
		}
		return p, full, err
	}
	p, err := reply.page()
	if err != nil {
		return nil, prov, err
	}
	prov.URL, prov.Width, prov.Height = p.URL, reply.Width, reply.Height
	prov.Document, prov.DocumentURL = reply.Document, p.URL
	return p, prov, nil
}

// profileOfURL returns the profile of set (site.Embedded() when nil) whose
// hosts name rawURL's host, else the set's ChatGPT profile, else nil
// (ChatGPT's): the profile the reader reads a page with when
// CaptureOptions.Site is nil.
func profileOfURL(set []*site.Profile, rawURL string) *site.Profile {
	if set == nil {
		set = site.Embedded()
	}
	if u, err := url.Parse(rawURL); err == nil && u.Host != "" {
		if p, ok := site.HostIn(set, u.Host); ok {
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
