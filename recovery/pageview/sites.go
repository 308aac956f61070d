package pageview

import (
	"slices"

	"github.com/chatproof/chatproof/recovery"
	"github.com/chatproof/chatproof/site"
)

// Sites returns the chat sites package recovery's decisions know
// (recovery.Input.Sites), following the site profiles: one spec per
// profile of the set a page's profile is chosen from (the embedded
// profiles, with profiles in place of those of their names and new sites
// added: site.WithProfiles), named after it, served from its hosts, with
// the capabilities, page paths and handoff scopes its "recovery" object
// declares (none without one: the site supports nothing and its pages are
// of unknown kind); then the sites without a profile
// (recovery.ProfilelessSites) whose name and hosts no profile has. So
// ChatGPT's spec is its profile's (every operation, exactly as before);
// Gemini's profile declares none, so a Gemini page gets no operation; a
// z.ai or DeepSeek conversation keeps its own capabilities, and its view
// stays unknown, since no profile reads its pages. A capability name
// recovery does not know grants nothing.
func Sites(profiles []*site.Profile) recovery.Sites {
	var out recovery.Sites
	hosts := map[string]bool{}
	for _, p := range site.WithProfiles(profiles) {
		out = append(out, specOf(p))
		for _, h := range p.Hosts {
			hosts[h] = true
		}
	}
	for _, sp := range recovery.ProfilelessSites() {
		taken := slices.ContainsFunc(out, func(o recovery.SiteSpec) bool { return o.Site == sp.Site }) ||
			slices.ContainsFunc(sp.Hosts, func(h string) bool { return hosts[h] })
		if !taken {
			out = append(out, sp)
		}
	}
	return out
}

// specOf is the recovery spec a profile declares.
func specOf(p *site.Profile) recovery.SiteSpec {
	sp := recovery.SiteSpec{Site: recovery.Site(p.Name), Hosts: slices.Clone(p.Hosts)}
	r := p.Recovery
	if r == nil {
		return sp
	}
	known := recovery.Operations()
	for _, c := range r.Capabilities {
		if op := recovery.Operation(c); slices.Contains(known, op) {
			sp.Capabilities = append(sp.Capabilities, op)
		}
	}
	sp.Root, sp.ProjectHome, sp.Conversation = slices.Clone(r.Root), slices.Clone(r.ProjectHome), slices.Clone(r.Conversation)
	for _, s := range r.HandoffScopes {
		sp.HandoffScopes = append(sp.HandoffScopes, recovery.BindingScope(s))
	}
	return sp
}
