package classify

import (
	"net/netip"
	"net/url"
	"strings"
	"sync"

	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/site"
	"github.com/chatproof/chatproof/snapshot"
)

// SiteChoice is the site profile a page was judged by and how it was
// chosen: the verdict's "site" field.
type SiteChoice struct {
	// Name is the profile's name; "" when no profile applies
	// (ReasonUnknownSite).
	Name string `json:"name"`
	// From says how it was chosen, one of the SiteFrom* values.
	From string `json:"from"`
}

// Values of SiteChoice.From. A URL's host chose the profile (or, with no
// profile serving it, none) for SiteFromCapture, SiteFromMHTML,
// SiteFromSavedFromURL, SiteFromCanonical, SiteFromOGURL and SiteFromBase
// (the record the URL was read from: snapshot.Origin).
const (
	// SiteFromOption: Options.Site forced the profile (--site).
	SiteFromOption = "option"
	// SiteFromCapture: the URL of a capture's chatproof:url meta, the
	// live tab's URL when it was read.
	SiteFromCapture = snapshot.FromCapture
	// SiteFromMHTML: the Content-Location of an MHTML archive's page.
	SiteFromMHTML = snapshot.FromMHTML
	// SiteFromSavedFromURL: the "saved from url=(N)URL" comment of a
	// saved page.
	SiteFromSavedFromURL = snapshot.FromSavedFromURL
	// SiteFromCanonical: the page's <link rel="canonical">.
	SiteFromCanonical = snapshot.FromCanonical
	// SiteFromOGURL: the page's <meta property="og:url">.
	SiteFromOGURL = snapshot.FromOGURL
	// SiteFromBase: the page's <base href>.
	SiteFromBase = snapshot.FromBase
	// SiteFromMarkers: no URL; the profile's own markers are on the page.
	SiteFromMarkers = "markers"
	// SiteFromNone: no URL and no profile's markers: no profile applies.
	SiteFromNone = "none"
)

// SiteFor returns the site profile a page is read with, and false when no
// profile applies (the verdict then carries ReasonUnknownSite and the
// profile returned recognises nothing). ChooseSite says how it was chosen.
func SiteFor(doc *snapshot.Document, opts Options) (*site.Profile, bool) {
	p, c := ChooseSite(doc, opts)
	return p, c.Name != ""
}

// ChooseSite returns the site profile a page is read with and how it was
// chosen. Options.Site forces a profile; otherwise the profile is chosen
// from the set of Options.Profiles (the embedded profiles with
// Options.Profiles in place of those of their names, and those of new
// names added: site.WithProfiles), so that each page is judged by its own
// site's profile, patched or not. In order:
//
//   - Options.Site, when set (SiteFromOption);
//   - the profile of the set serving the host of the page's URL
//     (snapshot.Document.Origin: a capture's chatproof:url meta, the MHTML
//     Content-Location, the saved-from comment, the canonical link, og:url,
//     base href, in that order), when it names one; a host no profile of
//     the set serves is no profile, whatever the page's markers (a page of
//     an unknown site is never judged by another site's rules). A loopback
//     host (localhost, 127.0.0.0/8, ::1) that no profile serves names no
//     site: it serves a copy of a page (a saved page, a test page) whose
//     markers say what it is;
//   - the profile whose turn or message markers stating a user or
//     assistant role are on the page (Gemini: model-response; Claude: the
//     user-message test id or data-is-streaming; Copilot:
//     data-content="ai-message"; a bare container marker such as Copilot's
//     data-content="conversation" or z.ai's div#message-… chooses
//     nothing): the first such element in document order decides, and a
//     profile earlier in the set wins on the same element
//     (SiteFromMarkers); without any,
//     the profile whose composer markers (surface, editor, composer form,
//     stop) are on the page, in the same way;
//   - none (SiteFromNone): the page shows no site's markup.
func ChooseSite(doc *snapshot.Document, opts Options) (*site.Profile, SiteChoice) {
	if opts.Site != nil {
		return opts.Site, SiteChoice{Name: opts.Site.Name, From: SiteFromOption}
	}
	set := embeddedSet()
	if len(opts.Profiles) > 0 {
		set = newSiteSet(opts.Profiles)
	}
	if o := doc.Origin(); o.URL != "" {
		if u, err := url.Parse(o.URL); err == nil && u.Host != "" {
			if p, ok := site.HostIn(set.profiles, u.Host); ok {
				return p, SiteChoice{Name: p.Name, From: o.From}
			}
			if !localHost(u.Hostname()) {
				return unknownSite, SiteChoice{From: o.From}
			}
		}
	}
	if p := set.byMarkers(doc); p != nil {
		return p, SiteChoice{Name: p.Name, From: SiteFromMarkers}
	}
	return unknownSite, SiteChoice{From: SiteFromNone}
}

// localHost reports whether host (without its port) is a loopback host:
// localhost or a name under it, an IPv4 address of 127.0.0.0/8, or ::1.
func localHost(host string) bool {
	host = strings.TrimSuffix(strings.ToLower(host), ".")
	if host == "localhost" || strings.HasSuffix(host, ".localhost") || host == "::1" {
		return true
	}
	ip, err := netip.ParseAddr(host)
	return err == nil && ip.IsLoopback()
}

// siteSet is a set of profiles ChooseSite chooses from.
type siteSet struct {
	profiles []*site.Profile
	// composer are, by profile, the entries of its composer markers.
	composer [][]site.Entry
}

// embeddedSet is the embedded profiles' set.
var embeddedSet = sync.OnceValue(func() *siteSet { return newSiteSet(nil) })

// newSiteSet returns the set of the embedded profiles with profiles in
// place (site.WithProfiles).
func newSiteSet(profiles []*site.Profile) *siteSet {
	set := &siteSet{profiles: site.WithProfiles(profiles)}
	for _, p := range set.profiles {
		m := &p.Markers
		var es []site.Entry
		for _, l := range [][]site.Entry{m.Surface, m.Editor, m.ComposerForm, m.Stop} {
			for _, e := range l {
				if structural(e) {
					es = append(es, e)
				}
			}
		}
		set.composer = append(set.composer, es)
	}
	return set
}

// unknownSite is the profile of a page no profile applies to: it has no
// markers, so nothing on the page is recognised.
var unknownSite = &site.Profile{Schema: site.Schema, Name: "unknown"}

// byMarkers returns the profile of the set whose turn or message markers
// are on the page (the first such element decides; on one element, the
// profile first in the set), else the one whose composer markers are (in
// the same way), else nil. The first pass stops at the first marker; the
// second runs only on a page without any turn or message marker.
func (set *siteSet) byMarkers(doc *snapshot.Document) *site.Profile {
	d := dom.Of(doc)
	ms := make([]*matcher, len(set.profiles))
	for k, p := range set.profiles {
		ms[k] = matcherFor(p)
	}
	for i := range d.Len() {
		for k, m := range ms {
			if !m.isCandidate(d, i) {
				continue
			}
			a := attrs{m: m}
			a.read(d.Node(i))
			// Only a marker stating a user or assistant role chooses the
			// site: a bare container marker (Copilot's data-content,
			// z.ai's div#message-…) names too common an attribute.
			if mk, ok := markOf(0, 0, &a); ok && mk.own&(roleUser|roleAssistant) != 0 {
				return set.profiles[k]
			}
		}
	}
	for i := range d.Len() {
		n := d.Node(i)
		for k, es := range set.composer {
			for _, e := range es {
				if e.Matches(n.Data, nodeAttr(n)) {
					return set.profiles[k]
				}
			}
		}
	}
	return nil
}

// structural reports whether an entry names markup of its own rather than
// a label or a generic role: a custom element's name, or a condition on an
// attribute other than aria-label, title and role. Only such entries choose
// a site (a button labelled Stop is on many sites' pages).
func structural(e site.Entry) bool {
	if strings.Contains(e.Tag, "-") {
		return true
	}
	for _, c := range e.Match {
		switch c.Attr {
		case "aria-label", "title", "role":
		default:
			return true
		}
	}
	return false
}

// nodeAttr returns the lookup of n's attributes site.Entry.Matches takes.
func nodeAttr(n *html.Node) func(string) (string, bool) {
	return func(name string) (string, bool) {
		for _, at := range n.Attr {
			if at.Namespace == "" && at.Key == name {
				return at.Val, true
			}
		}
		return "", false
	}
}
