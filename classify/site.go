package classify

import (
	"net/url"
	"sync"

	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/site"
	"github.com/chatproof/chatproof/snapshot"
)

// SiteFor returns the site profile a page is read with, and false when no
// profile applies (the verdict then carries ReasonUnknownSite and the
// profile returned recognises nothing). In order:
//
//   - Options.Site, when set;
//   - the profile serving the host of the page's recorded URL
//     (snapshot.Document.URL), when it has one with a host; a host no
//     embedded profile serves is no profile;
//   - the first embedded profile other than ChatGPT's whose tag-only turn
//     markers (Gemini: model-response, user-query) are on the page while
//     none of ChatGPT's turn or message markers is;
//   - ChatGPT's, which also reads the wrapperless pages and fails closed
//     on a page without its markers.
func SiteFor(doc *snapshot.Document, opts Options) (*site.Profile, bool) {
	if opts.Site != nil {
		return opts.Site, true
	}
	if u, err := url.Parse(doc.URL()); err == nil && u.Host != "" {
		if p, ok := site.ByHost(u.Host); ok {
			return p, true
		}
		return unknownSite, false
	}
	if p := siteByMarkers(doc); p != nil {
		return p, true
	}
	return site.ChatGPT(), true
}

// unknownSite is the profile of a page no profile applies to: it has no
// markers, so nothing on the page is recognised.
var unknownSite = &site.Profile{Schema: site.Schema, Name: "unknown"}

// siteByMarkers returns the embedded profile other than ChatGPT's whose
// tag-only turn markers are on the page, when none of ChatGPT's turn and
// message markers is; nil otherwise. It reads only the elements whose name
// the parser does not know (custom elements), and those carrying an
// attribute the document index records.
func siteByMarkers(doc *snapshot.Document) *site.Profile {
	d := dom.Of(doc)
	byTag := customTurnTags()
	chatgpt := chatgptMatcher()
	var found *site.Profile
	for i := range d.Len() {
		e := d.El(i)
		if e.Keys&chatgpt.scanKeys != 0 {
			a := attrs{m: chatgpt}
			a.read(d.Node(i))
			if _, ok := markOf(0, 0, &a); ok {
				return nil
			}
		}
		if e.Atom != 0 || found != nil {
			continue
		}
		found = byTag[d.Node(i).Data]
	}
	return found
}

// customTurnTags maps the element name of every tag-only turn marker of
// the embedded profiles other than ChatGPT's to its profile.
var customTurnTags = sync.OnceValue(func() map[string]*site.Profile {
	out := map[string]*site.Profile{}
	for _, p := range site.Embedded() {
		shared, _ := site.ByName(p.Name)
		if shared == site.ChatGPT() {
			continue
		}
		for _, t := range p.Markers.Turn {
			if _, seen := out[t.Tag]; len(t.Match) == 0 && t.Tag != "" && !seen {
				out[t.Tag] = shared
			}
		}
	}
	return out
})
