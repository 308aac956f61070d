package recovery

import (
	"slices"
	"strings"
)

// SiteSpec is what the decisions know of one chat site, as data: its
// hosts, the operations it supports and the paths of its pages. A site
// whose markup chatproof reads has a site profile (package site), whose
// optional "recovery" object is its spec (package recovery/pageview turns
// the profiles into Sites: pageview.Sites). z.ai's and DeepSeek's
// profiles declare herdr's continuity capabilities (ProfilelessSites, the
// same specs for a caller holding no profile), which need no page
// evidence: their profiles declare no recovery marker, so their page
// facts prove nothing and no automatic action that needs a known view is
// taken there.
type SiteSpec struct {
	// Site names the site: its profile's name.
	Site Site
	// Hosts are the host names of the site's pages, compared exactly
	// with a URL's host.
	Hosts []string
	// Capabilities are the operations the site supports (Sites.Allows);
	// none means none, and the site's pages run nothing but what every
	// page refuses.
	Capabilities []Operation
	// Root, ProjectHome and Conversation are the paths of the site's
	// pages of each kind (Sites.ParsePageURL): "/" is the site's root; a
	// path's segments are matched one by one, "{id}" matching a
	// conversation id (1 to 64 letters, digits and '-') and "{project}" a
	// Project's URL slug (ProjectIDOf). A path matching none is a page of
	// unknown kind.
	Root, ProjectHome, Conversation []string
	// HandoffScopes are the binding scopes a manual handoff may start
	// from on the site: ScopeProject (a bound Project conversation that
	// is the Project's target) or ScopeConversation (a bound
	// conversation).
	HandoffScopes []BindingScope
}

// Sites are the chat sites the decisions know (Input.Sites). A site
// missing from them has no capability at all.
type Sites []SiteSpec

// Path placeholders of SiteSpec's page paths.
const (
	PathID      = "{id}"
	PathProject = "{project}"
)

// allOperations is every operation, the capabilities of a site that has
// them all.
var allOperations = []Operation{
	OpBind, OpContinue, OpMonitor, OpAnalysis, OpHandoff, OpQueueClear, OpQueueRetry,
	OpRecovery, OpRollover, OpQueue, OpProgress, OpJudgement,
}

// Operations returns every operation, in a fixed order.
func Operations() []Operation { return slices.Clone(allOperations) }

// profileless are the sites chatproof knows without a site profile: it
// reads none of their pages, so their view is never known.
var profileless = Sites{
	{
		Site: SiteZAI, Hosts: []string{"chat.z.ai"},
		Capabilities:  []Operation{OpBind, OpProgress, OpContinue, OpMonitor, OpAnalysis, OpHandoff},
		Conversation:  []string{"/c/" + PathID},
		HandoffScopes: []BindingScope{ScopeConversation},
	},
	{
		Site: SiteDeepSeek, Hosts: []string{"chat.deepseek.com"},
		Capabilities: []Operation{OpBind, OpProgress, OpContinue, OpMonitor, OpAnalysis},
		Conversation: []string{"/c/" + PathID, "/a/chat/s/" + PathID},
	},
}

// defaultSites are DefaultSites, shared.
var defaultSites = Sites{{
	Site: SiteChatGPT, Hosts: []string{"chatgpt.com", "chat.openai.com"},
	Capabilities:  allOperations,
	Root:          []string{"/"},
	ProjectHome:   []string{"/g/" + PathProject + "/project"},
	Conversation:  []string{"/c/" + PathID, "/g/" + PathProject + "/c/" + PathID},
	HandoffScopes: []BindingScope{ScopeProject},
}, {
	Site: SiteGemini, Hosts: []string{"gemini.google.com"},
}, {
	Site: SiteClaude, Hosts: []string{"claude.ai"},
},
	profileless[1], // DeepSeek's profile declares the same spec
	{Site: SiteGrok, Hosts: []string{"grok.com"}},
	{Site: SitePerplexity, Hosts: []string{"www.perplexity.ai", "perplexity.ai"}},
	{Site: SiteCopilot, Hosts: []string{"copilot.microsoft.com"}},
	profileless[0], // z.ai's profile declares the same spec
}

// ProfilelessSites returns the specs of the sites herdr-mcp's continuity
// knew before they had profiles: z.ai (chat.z.ai, conversations at
// /c/<id>) and DeepSeek (chat.deepseek.com, /c/<id> and /a/chat/s/<id>),
// which have binding, progress and settled wakes and the manual controls
// (manual handoff, of a bound conversation, on z.ai) and nothing that
// needs page evidence. Their embedded profiles declare the same specs
// (a test checks it), so a caller building its table from profiles
// (pageview.Sites) and one using these get the same decisions.
func ProfilelessSites() Sites { return profileless.clone() }

// DefaultSites returns the sites of the decisions that are given none
// (Input.Sites nil), as the embedded site profiles declare them:
// ChatGPT's (every operation; its root, Project home and conversation
// paths; handoff of a bound Project), Gemini's, Claude's, Grok's,
// Perplexity's and Copilot's (no capability, no page path: their pages are
// of unknown kind), and DeepSeek's and z.ai's (ProfilelessSites).
// pageview.Sites(nil), read from the embedded profiles, is the same table
// (a test checks it).
func DefaultSites() Sites { return defaultSites.clone() }

func (s Sites) clone() Sites {
	out := make(Sites, len(s))
	for i, sp := range s {
		sp.Hosts, sp.Capabilities = slices.Clone(sp.Hosts), slices.Clone(sp.Capabilities)
		sp.Root, sp.ProjectHome, sp.Conversation = slices.Clone(sp.Root), slices.Clone(sp.ProjectHome), slices.Clone(sp.Conversation)
		sp.HandoffScopes = slices.Clone(sp.HandoffScopes)
		out[i] = sp
	}
	return out
}

// spec returns the spec of site, false for a site the table does not
// hold (SiteUnknown included).
func (s Sites) spec(site Site) (*SiteSpec, bool) {
	if site == SiteUnknown {
		return nil, false
	}
	for i := range s {
		if s[i].Site == site {
			return &s[i], true
		}
	}
	return nil, false
}

// Allows reports whether site has the capability op: op is among its
// spec's Capabilities. A site the table does not hold has none.
func (s Sites) Allows(site Site, op Operation) bool {
	sp, ok := s.spec(site)
	return ok && slices.Contains(sp.Capabilities, op)
}

// handoffFrom reports whether a manual handoff may start on page pg under
// binding b: pg is the bound conversation, and the site's HandoffScopes
// hold b's scope (a Project binding also needs pg in the bound Project).
func (s Sites) handoffFrom(pg Page, b Binding) bool {
	sp, ok := s.spec(pg.Site)
	if !ok || pg.Kind != PageConversation || pg.ConversationID != b.Conversation {
		return false
	}
	for _, scope := range sp.HandoffScopes {
		switch {
		case scope == ScopeProject && b.Scope == ScopeProject && b.ProjectID != "" && pg.ProjectID == b.ProjectID:
			return true
		case scope == ScopeConversation && b.Scope == ScopeConversation:
			return true
		}
	}
	return false
}

// host returns the spec serving host, exactly.
func (s Sites) host(host string) (*SiteSpec, bool) {
	for i := range s {
		if slices.Contains(s[i].Hosts, host) {
			return &s[i], true
		}
	}
	return nil, false
}

// page reads the kind of page, its Project and its conversation from a
// URL path's segments (none for the root) by the spec's paths, in the
// order root, Project home, conversation.
func (sp *SiteSpec) page(parts []string) (kind PageKind, project, conv string) {
	for _, k := range []struct {
		kind  PageKind
		paths []string
	}{{PageRoot, sp.Root}, {PageProjectHome, sp.ProjectHome}, {PageConversation, sp.Conversation}} {
		for _, path := range k.paths {
			if project, conv, ok := matchPath(path, parts); ok {
				return k.kind, project, conv
			}
		}
	}
	return PageUnknown, "", ""
}

// matchPath matches a URL path's segments against a spec path, returning
// the Project id and conversation id its placeholders read.
func matchPath(path string, parts []string) (project, conv string, ok bool) {
	want := pathSegments(path)
	if len(want) != len(parts) {
		return "", "", false
	}
	for i, w := range want {
		switch w {
		case PathID:
			if !validID(parts[i]) {
				return "", "", false
			}
			conv = parts[i]
		case PathProject:
			if project = ProjectIDOf(parts[i]); project == "" {
				return "", "", false
			}
		default:
			if parts[i] != w {
				return "", "", false
			}
		}
	}
	return project, conv, true
}

// pathSegments splits a URL path into its segments, none for the root:
// leading and trailing slashes are trimmed first.
func pathSegments(path string) []string {
	parts := strings.Split(strings.Trim(path, "/"), "/")
	if len(parts) == 1 && parts[0] == "" {
		return nil
	}
	return parts
}
