package pageview

import (
	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/internal/entrymatch"
	"github.com/chatproof/chatproof/site"
)

// markup is what the page facts read of the site profile the page was
// judged with.
type markup struct {
	// surface is the composer region (site.Markers.Surface).
	surface []site.Entry
	// editor is the composer's editor (site.Markers.Editor).
	editor []site.Entry
	// errs is error chrome: site.Markers.Error and Status, and the
	// recovery object's error markers.
	errs []site.Entry
	// tool, running and permission are the recovery object's markers.
	tool, running, permission []site.Entry
}

// markupOf returns the markup the facts read of p (nil is the ChatGPT
// profile, as for the composer surface), and whether p declares what
// every fact needs: the composer region, the editor, error chrome and the
// recovery object's tool, running and permission markers. A fact whose
// markers are undeclared cannot be shown absent, so without them the page
// facts prove nothing.
func markupOf(p *site.Profile) (markup, bool) {
	if p == nil {
		p = site.ChatGPT()
	}
	m := &p.Markers
	mk := markup{surface: m.Surface, editor: m.Editor}
	mk.errs = append(append(mk.errs, m.Error...), m.Status...)
	r := p.Recovery
	if r == nil {
		return mk, false
	}
	mk.errs = append(mk.errs, r.Markers.Error...)
	mk.tool, mk.running, mk.permission = r.Markers.Tool, r.Markers.Running, r.Markers.Permission
	ok := len(mk.surface) > 0 && len(mk.editor) > 0 && len(m.Error) > 0 &&
		len(mk.tool) > 0 && len(mk.running) > 0 && len(mk.permission) > 0
	return mk, ok
}

// matchesAny reports whether n is a marker of any of entries. An entry
// naming a tag names an HTML element: an element of another namespace
// (SVG, MathML) is never one.
func matchesAny(n *html.Node, entries []site.Entry) bool {
	for k := range entries {
		if e := &entries[k]; (e.Tag == "" || n.Namespace == "") && entrymatch.Matches(n, e) {
			return true
		}
	}
	return false
}
