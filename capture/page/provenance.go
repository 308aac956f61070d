package page

import (
	"fmt"
	"time"

	"github.com/chatproof/chatproof/internal/urlpart"
)

// Provenance is what a capture records about where and how it was taken.
type Provenance struct {
	// URL is the page's URL, written with its scheme, host and path only;
	// a secret shape in those is the caller's to take out first (capture
	// writes redact.CleanURL of it).
	URL     string
	Time    time.Time // when the snapshot was taken; written in UTC to the millisecond
	Width   int64     // layout viewport width in CSS pixels
	Height  int64     // layout viewport height in CSS pixels
	Browser string    // browser product and version, e.g. "HeadlessChrome/156.0.8078.108"
	Tool    string    // "chatproof <version>"
	// Scope is ScopeRules for a scoped capture (CaptureOptions.Scoped),
	// written as chatproof:scope; "" for a capture of the whole page,
	// which writes no such meta.
	Scope string
	// Document identifies the document read (a full capture gives the
	// main frame's loader id, a scoped one the document's time origin: one
	// kind per recording): it changes when the tab navigates to another
	// page, not when the page changes its own URL (history.pushState). ""
	// when not known; it is not written into the snapshot.
	Document string
	// DocumentURL is the URL of the document Document names, as the
	// browser reported it with Document ("" when not known).
	DocumentURL string
}

// Meta names written into the head of a capture.
const (
	MetaCapture  = "chatproof:capture"
	MetaURL      = "chatproof:url"
	MetaTime     = "chatproof:time"
	MetaViewport = "chatproof:viewport"
	MetaBrowser  = "chatproof:browser"
	MetaTool     = "chatproof:tool"
	MetaScope    = "chatproof:scope"
	// ScopeRules is the chatproof:scope of a scoped capture: only what the
	// rules read is written (see CaptureOptions.Scoped).
	ScopeRules = "rules"
	// CaptureVersion is the content of the chatproof:capture meta.
	CaptureVersion = "v1"
	// VisibleAttr is the per-element visibility annotation.
	VisibleAttr = "data-chatproof-visible"
	// CoveredAttr marks, with "true", a visible element the browser paints
	// under a certain opaque cover (see Covered); it is left out elsewhere.
	CoveredAttr = "data-chatproof-covered"
	// HiddenTextAttr marks the span a capture wraps around a text node the
	// browser does not show inside an element it shows.
	HiddenTextAttr = "data-chatproof-hidden-text"
)

// TimeFormat is the RFC 3339 layout of chatproof:time: UTC, milliseconds,
// so the snapshots of a recording can be placed against page events.
const TimeFormat = "2006-01-02T15:04:05.000Z07:00"

// metas returns the provenance metas in the order they are written.
func (p Provenance) metas() [][2]string {
	m := [][2]string{
		{MetaCapture, CaptureVersion},
		{MetaURL, urlpart.SchemeHostPath(p.URL)},
		{MetaTime, p.Time.UTC().Format(TimeFormat)},
		{MetaViewport, fmt.Sprintf("%dx%d", p.Width, p.Height)},
		{MetaBrowser, p.Browser},
		{MetaTool, p.Tool},
	}
	if p.Scope != "" {
		m = append(m, [2]string{MetaScope, p.Scope})
	}
	return m
}
