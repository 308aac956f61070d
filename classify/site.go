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
// profile returned recognises nothing). Options.Site forces a profile;
// otherwise the profile is chosen from the set of Options.Profiles (the
// embedded profiles with Options.Profiles in place of those of their
// names, and those of new names added: site.WithProfiles), so that each
// page is judged by its own site's profile, patched or not. In order:
//
//   - Options.Site, when set;
//   - the profile of the set serving the host of the page's recorded URL
//     (snapshot.Document.URL), when it has one with a host; a host no
//     profile of the set serves is no profile;
//   - the first profile of the set other than the default one of whose
//     turn or message markers stating a user or assistant role is on the
//     page while none of the default's turn or message markers is
//     (Gemini: model-response; Claude: the user-message test id or
//     data-is-streaming; Copilot: data-content="ai-message"; a bare
//     container marker such as Copilot's data-content="conversation" or
//     z.ai's div#message-… chooses nothing);
//   - the default: the set's profile named "chatgpt" (ChatGPT's, patched
//     when Options.Profiles holds a patch of it), which also reads the
//     wrapperless pages and fails closed on a page without its markers.
func SiteFor(doc *snapshot.Document, opts Options) (*site.Profile, bool) {
	if opts.Site != nil {
		return opts.Site, true
	}
	set := embeddedSet()
	if len(opts.Profiles) > 0 {
		set = newSiteSet(opts.Profiles)
	}
	if u, err := url.Parse(doc.URL()); err == nil && u.Host != "" {
		if p, ok := site.HostIn(set.profiles, u.Host); ok {
			return p, true
		}
		return unknownSite, false
	}
	if p := set.byMarkers(doc); p != nil {
		return p, true
	}
	return set.def, true
}

// defaultSite is the name of the profile a page is read with when nothing
// else chooses one.
const defaultSite = "chatgpt"

// siteSet is a set of profiles SiteFor chooses from, with what choosing
// by markers needs.
type siteSet struct {
	profiles []*site.Profile
	// def is the default profile, whose markers a page chosen by other
	// markers must not hold.
	def *site.Profile
	// others are the other profiles, in the set's order, each with a
	// matcher of its turn and message markers alone.
	others []detector
}

// detector is a profile other than the default and its turn and message
// markers compiled alone: reading an element for them tests only the
// attributes those markers test.
type detector struct {
	profile *site.Profile
	m       *matcher
}

// embeddedSet is the embedded profiles' set.
var embeddedSet = sync.OnceValue(func() *siteSet { return newSiteSet(nil) })

// newSiteSet returns the set of the embedded profiles with profiles in
// place (site.WithProfiles).
func newSiteSet(profiles []*site.Profile) *siteSet {
	set := &siteSet{profiles: site.WithProfiles(profiles)}
	set.def, _ = site.NameIn(set.profiles, defaultSite)
	for _, p := range set.profiles {
		if p == set.def || site.Validate(p) != nil {
			continue
		}
		turns := &site.Profile{Schema: site.Schema, Name: p.Name, Roles: p.Roles,
			Markers: site.Markers{Turn: p.Markers.Turn, Message: p.Markers.Message}}
		set.others = append(set.others, detector{profile: p, m: compile(turns)})
	}
	return set
}

// unknownSite is the profile of a page no profile applies to: it has no
// markers, so nothing on the page is recognised.
var unknownSite = &site.Profile{Schema: site.Schema, Name: "unknown"}

// byMarkers returns the first profile of the set other than the default
// one of whose role-stating turn or message markers is on the page, when none of the
// default's turn and message markers is; nil otherwise. Each element is
// read only for the profiles whose markers it may match (isCandidate), so
// the pass is linear in the page times the number of profiles, and ends
// at the default's first marker.
func (set *siteSet) byMarkers(doc *snapshot.Document) *site.Profile {
	d := dom.Of(doc)
	def := matcherFor(set.def)
	var found *site.Profile
	for i := range d.Len() {
		if def.isCandidate(d, i) {
			a := attrs{m: def}
			a.read(d.Node(i))
			if _, ok := markOf(0, 0, &a); ok {
				return nil
			}
		}
		if found != nil {
			continue
		}
		for k := range set.others {
			o := &set.others[k]
			if !o.m.isCandidate(d, i) {
				continue
			}
			a := attrs{m: o.m}
			a.read(d.Node(i))
			// Only a marker stating a user or assistant role chooses
			// the site: a bare container marker (Copilot's data-content,
			// z.ai's div#message-…) names too common an attribute.
			if m, ok := markOf(0, 0, &a); ok && m.own&(roleUser|roleAssistant) != 0 {
				found = o.profile
				break
			}
		}
	}
	return found
}
