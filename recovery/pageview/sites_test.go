package pageview_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/recovery"
	"github.com/chatproof/chatproof/recovery/pageview"
	"github.com/chatproof/chatproof/site"
	"github.com/chatproof/chatproof/snapshot"
)

// TestSitesFollowTheEmbeddedProfiles: the sites read from the embedded
// profiles are recovery's default table, and the capability names a
// profile may give are recovery's operations.
func TestSitesFollowTheEmbeddedProfiles(t *testing.T) {
	if got, want := pageview.Sites(nil), recovery.DefaultSites(); !reflect.DeepEqual(got, want) {
		t.Errorf("pageview.Sites(nil) =\n%+v\nwant recovery.DefaultSites()\n%+v", got, want)
	}
	var ops []string
	for _, op := range recovery.Operations() {
		ops = append(ops, string(op))
	}
	if !slices.Equal(ops, site.RecoveryCapabilities()) {
		t.Errorf("site.RecoveryCapabilities() %v, recovery.Operations %v", site.RecoveryCapabilities(), ops)
	}
}

// TestSitesGeminiDeclaresNone: Gemini's profile declares no page path
// and no capability: its pages are of unknown kind, and it allows nothing.
func TestSitesGeminiDeclaresNone(t *testing.T) {
	sites := pageview.Sites(nil)
	for _, u := range []string{"https://gemini.google.com/", "https://gemini.google.com/app/abc123", "https://gemini.google.com/c/abc"} {
		if pg := sites.ParsePageURL(u); pg.Site != recovery.SiteGemini || pg.Kind != recovery.PageUnknown {
			t.Errorf("%s: %+v", u, pg)
		}
	}
	for _, op := range recovery.Operations() {
		if sites.Allows(recovery.SiteGemini, op) {
			t.Errorf("Gemini allows %q", op)
		}
	}
}

// TestSitesPatchedProfile: a patch of ChatGPT's recovery object changes
// ChatGPT's capabilities and paths only; a profile of a new site brings
// its own; z.ai and DeepSeek, without a profile, keep theirs.
func TestSitesPatchedProfile(t *testing.T) {
	patch, err := site.Load([]byte(`{"schema": "chatproof.site/v1", "name": "chatgpt", "extends": "chatgpt",
	 "recovery": {"capabilities": ["bind", "continue"], "conversation": ["/chat/{id}"], "source": "a test"}}`))
	if err != nil {
		t.Fatal(err)
	}
	added := site.Merge(site.ChatGPT(), &site.Profile{Name: "other", Hosts: []string{"chat.other.example"}})
	added.Hosts = []string{"chat.other.example"}
	added.Recovery = &site.Recovery{Capabilities: []string{"progress", "no-such-op"}, Conversation: []string{"/x/{id}"}, Source: "a test"}
	sites := pageview.Sites([]*site.Profile{patch, added})
	for _, c := range []struct {
		url  string
		kind recovery.PageKind
		op   recovery.Operation
		ok   bool
	}{
		{"https://chatgpt.com/chat/abc", recovery.PageConversation, recovery.OpContinue, true},
		{"https://chatgpt.com/c/abc", recovery.PageUnknown, recovery.OpJudgement, false},
		{"https://chatgpt.com/", recovery.PageUnknown, recovery.OpBind, true},
		{"https://chat.other.example/x/abc", recovery.PageConversation, recovery.OpProgress, true},
		{"https://chat.other.example/x/abc", recovery.PageConversation, recovery.OpBind, false},
		{"https://chat.z.ai/c/abc", recovery.PageConversation, recovery.OpHandoff, true},
		{"https://chat.z.ai/c/abc", recovery.PageConversation, recovery.OpJudgement, false},
		{"https://chat.deepseek.com/a/chat/s/abc", recovery.PageConversation, recovery.OpRecovery, false},
		{"https://gemini.google.com/app/abc", recovery.PageUnknown, recovery.OpBind, false},
	} {
		pg := sites.ParsePageURL(c.url)
		if pg.Kind != c.kind || sites.Allows(pg.Site, c.op) != c.ok {
			t.Errorf("%s: kind %q, allows %s %v; want %q, %v", c.url, pg.Kind, c.op, sites.Allows(pg.Site, c.op), c.kind, c.ok)
		}
	}
	if sites.Allows("other", "no-such-op") {
		t.Error("an unknown capability name granted something")
	}
}

// TestProfilelessSiteViewUnknown: a finished ChatGPT page saved from z.ai
// or DeepSeek, which have no profile, is not a conversation view: its
// View is not Known, so no decision reads a reply into it.
func TestProfilelessSiteViewUnknown(t *testing.T) {
	for _, u := range []string{"https://chat.z.ai/c/abc", "https://chat.deepseek.com/a/chat/s/abc", "https://chatgpt.com/c/abc"} {
		doc, err := snapshot.ParsePage(snapshot.Page{HTML: []byte(finishedPage), URL: u, Format: snapshot.FormatHTML}, snapshot.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		v := pageview.Read(doc, classify.Options{})
		if want := u == "https://chatgpt.com/c/abc"; v.Known != want {
			t.Errorf("%s: Known %v, want %v", u, v.Known, want)
		}
	}
}

// TestSitesProfilelessFromProfiles: z.ai's and DeepSeek's embedded
// profiles declare exactly the specs herdr's continuity gave them before
// they had profiles (recovery.ProfilelessSites): binding, the progress and
// settled wakes and the manual controls, and the page paths; every other
// new site declares none. ChatGPT-only operations stay ChatGPT's.
func TestSitesProfilelessFromProfiles(t *testing.T) {
	sites := pageview.Sites(nil)
	for _, want := range recovery.ProfilelessSites() {
		i := slices.IndexFunc(sites, func(s recovery.SiteSpec) bool { return s.Site == want.Site })
		if i < 0 {
			t.Errorf("%s: no spec read from the profiles", want.Site)
			continue
		}
		if got := sites[i]; !reflect.DeepEqual(got, want) {
			t.Errorf("%s: from its profile\n%+v\nwant\n%+v", want.Site, got, want)
		}
		for _, op := range []recovery.Operation{recovery.OpRecovery, recovery.OpRollover, recovery.OpQueue, recovery.OpJudgement, recovery.OpQueueClear, recovery.OpQueueRetry} {
			if slices.Contains(sites[i].Capabilities, op) {
				t.Errorf("%s allows %s, a ChatGPT-only operation", want.Site, op)
			}
		}
	}
	for _, name := range []recovery.Site{recovery.SiteClaude, recovery.SiteGrok, recovery.SitePerplexity, recovery.SiteCopilot} {
		i := slices.IndexFunc(sites, func(s recovery.SiteSpec) bool { return s.Site == name })
		if i < 0 || len(sites[i].Capabilities) > 0 || len(sites[i].Conversation) > 0 {
			t.Errorf("%s: want a spec with no capability and no page path, have %+v", name, sites)
		}
	}
}
