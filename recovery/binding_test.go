package recovery

import (
	"strings"
	"testing"
)

const (
	projA = "g-p-67f0aa11bb22cc33dd44ee55ff66aa77"
	projB = "g-p-0123456789abcdef0123456789abcdef"
)

func TestParsePageURL(t *testing.T) {
	for _, tc := range []struct {
		url  string
		want Page
	}{
		{"https://chatgpt.com/", Page{Site: SiteChatGPT, Kind: PageRoot}},
		{"https://chatgpt.com", Page{Site: SiteChatGPT, Kind: PageRoot}},
		{"https://chatgpt.com/?model=gpt-5", Page{Site: SiteChatGPT, Kind: PageRoot}},
		{"https://chatgpt.com/c/6929e1c4-5b7a", Page{Site: SiteChatGPT, Kind: PageConversation, ConversationID: "6929e1c4-5b7a"}},
		{"https://chat.openai.com/c/abc", Page{Site: SiteChatGPT, Kind: PageConversation, ConversationID: "abc"}},
		{"https://chatgpt.com/g/" + projA + "-orders/project", Page{Site: SiteChatGPT, Kind: PageProjectHome, ProjectID: projA}},
		{"https://chatgpt.com/g/" + projA + "/project", Page{Site: SiteChatGPT, Kind: PageProjectHome, ProjectID: projA}},
		{"https://chatgpt.com/g/" + projA + "-orders/c/abc", Page{Site: SiteChatGPT, Kind: PageConversation, ProjectID: projA, ConversationID: "abc"}},
		{"https://chat.z.ai/c/b2c4", Page{Site: SiteZAI, Kind: PageConversation, ConversationID: "b2c4"}},
		{"https://chat.deepseek.com/a/chat/s/d00d", Page{Site: SiteDeepSeek, Kind: PageConversation, ConversationID: "d00d"}},
		// Unknown: never guessed.
		{"https://chat.z.ai/", Page{Site: SiteZAI}},
		{"https://chatgpt.com/g/g-abc123-my-gpt/c/abc", Page{Site: SiteChatGPT}},
		{"https://chatgpt.com/g/" + projA + "x/project", Page{Site: SiteChatGPT}},
		{"https://chatgpt.com/c/abc/extra", Page{Site: SiteChatGPT}},
		{"https://chatgpt.com/c/a%2Fb", Page{Site: SiteChatGPT}},
		{"https://chatgpt.com/c/", Page{Site: SiteChatGPT}},
		{"https://chatgpt.com/c/" + strings.Repeat("a", 65), Page{Site: SiteChatGPT}},
		{"http://chatgpt.com/c/abc", Page{urlUnknown: true}},
		{"https://chatgpt.com:8443/c/abc", Page{urlUnknown: true}},
		{"https://user@chatgpt.com/c/abc", Page{urlUnknown: true}},
		{"https://chatgpt.com.evil.example/c/abc", Page{urlUnknown: true}},
		{"https://chatgpt.com.preview-proxy.net/c/6929e1c4-5b7a", Page{urlUnknown: true}},
		{"chatgpt.com/c/abc", Page{urlUnknown: true}},
		{"", Page{}},
		{"https://chatgpt.com/" + strings.Repeat("x", 5000), Page{urlUnknown: true}},
	} {
		if got := ParsePageURL(tc.url); got != tc.want {
			t.Errorf("%q: got %+v, want %+v", tc.url, got, tc.want)
		}
	}
}

func TestProjectIDOf(t *testing.T) {
	for in, want := range map[string]string{
		projA:                                  projA,
		projA + "-orders":                      projA,
		projA + "x":                            "",
		"g-p-67F0AA11bb22cc33dd44ee55ff66aa77": "",
		"g-67f0aa11bb22cc33dd44ee55ff66aa77":   "",
		"g-p-67f0":                             "",
		"":                                     "",
	} {
		if got := ProjectIDOf(in); got != want {
			t.Errorf("%q: got %q, want %q", in, got, want)
		}
	}
}

// TestPageAndSiteCapabilities: root and Project-home pages run binding
// controls only; z.ai and DeepSeek run progress wakes but none of the
// ChatGPT-specific capabilities; unknown pages and sites run nothing.
func TestPageAndSiteCapabilities(t *testing.T) {
	ops := []Operation{OpBind, OpContinue, OpMonitor, OpAnalysis, OpHandoff, OpQueueClear, OpQueueRetry,
		OpRecovery, OpRollover, OpQueue, OpProgress, OpJudgement}
	for _, op := range ops {
		for _, k := range []PageKind{PageRoot, PageProjectHome} {
			if PageAllows(k, op) != (op == OpBind) {
				t.Errorf("%s on %s: %v", op, k, PageAllows(k, op))
			}
		}
		if !PageAllows(PageConversation, op) || PageAllows(PageUnknown, op) {
			t.Errorf("%s: conversation/unknown page", op)
		}
		if !SiteAllows(SiteChatGPT, op) || SiteAllows(SiteUnknown, op) {
			t.Errorf("%s: chatgpt/unknown site", op)
		}
		for _, s := range []Site{SiteZAI, SiteDeepSeek} {
			chatgptOnly := op == OpRecovery || op == OpRollover || op == OpQueue || op == OpJudgement ||
				op == OpQueueClear || op == OpQueueRetry
			if chatgptOnly && SiteAllows(s, op) {
				t.Errorf("%s has ChatGPT's %s", s, op)
			}
		}
	}
	if !SiteAllows(SiteZAI, OpProgress) || !SiteAllows(SiteDeepSeek, OpProgress) || !SiteAllows(SiteZAI, OpHandoff) || SiteAllows(SiteDeepSeek, OpHandoff) {
		t.Error("z.ai / DeepSeek progress and handoff")
	}
}

// TestResolveBindingVariants walks every binding scope against every page
// kind, tab and Project, and checks that a pending binding migrates only
// from its own tab and only once, that a Project's target is set only when
// it has none, and that the workspace never changes.
func TestResolveBindingVariants(t *testing.T) {
	p := Policy{}
	pages := []Page{
		{}, {Site: SiteChatGPT, Kind: PageRoot},
		{Site: SiteChatGPT, Kind: PageProjectHome, ProjectID: projA},
		{Site: SiteChatGPT, Kind: PageProjectHome, ProjectID: projB},
		{Site: SiteChatGPT, Kind: PageConversation, ProjectID: projA, ConversationID: "c1"},
		{Site: SiteChatGPT, Kind: PageConversation, ProjectID: projA, ConversationID: "c2"},
		{Site: SiteChatGPT, Kind: PageConversation, ProjectID: projB, ConversationID: "c3"},
		{Site: SiteChatGPT, Kind: PageConversation, ConversationID: "c1"},
		{Site: SiteZAI, Kind: PageConversation, ConversationID: "z1"},
	}
	bindings := []Binding{
		{},
		{Scope: ScopePending, Workspace: "ws", TabID: 4},
		{Scope: ScopeProject, Workspace: "ws", ProjectID: projA},
		{Scope: ScopeProject, Workspace: "ws", ProjectID: projA, Conversation: "c1"},
		{Scope: ScopeConversation, Workspace: "ws", Conversation: "c1"},
		{Scope: ScopeConversation, Workspace: "ws", Conversation: "z1"},
	}
	for _, b := range bindings {
		for _, pg := range pages {
			for _, tab := range []int{0, 4, 5} {
				in := Input{Page: pg, State: State{Binding: b}}
				in.Page.TabID = tab
				d, next := p.ResolveBinding(in)
				moved := next.Binding != b
				if moved != (d.Action == ActionMigrateBinding) {
					t.Errorf("%+v on %+v tab %d: binding moved %v with %s", b, pg, tab, moved, d.Action)
				}
				if next.Binding.Workspace != b.Workspace {
					t.Errorf("workspace changed: %+v → %+v", b, next.Binding)
				}
				if !moved {
					continue
				}
				switch b.Scope {
				case ScopePending:
					if tab != b.TabID || pg.Kind == PageRoot || pg.Kind == PageUnknown {
						t.Errorf("pending binding migrated from tab %d on %+v", tab, pg)
					}
					// Once: the migrated binding does not migrate again
					// on another page of the same tab.
					if next.Binding.Scope == ScopePending {
						t.Errorf("still pending after migrating")
					}
				case ScopeProject:
					if b.Conversation != "" || pg.ProjectID != b.ProjectID || next.Binding.Conversation != pg.ConversationID {
						t.Errorf("Project target moved from %q on %+v", b.Conversation, pg)
					}
				default:
					t.Errorf("%s binding moved on %+v", b.Scope, pg)
				}
			}
		}
	}
}

// TestAutoForVariants: Auto only with everything its scope needs.
func TestAutoForVariants(t *testing.T) {
	for _, perm := range []bool{false, true} {
		for _, pa := range []bool{false, true} {
			for _, ca := range []bool{false, true} {
				a := Automation{ProjectPermission: perm, ProjectAuto: map[string]bool{projA: pa}, ConversationAuto: map[string]bool{"c1": ca}}
				if on, _ := AutoFor(a, Binding{Scope: ScopeProject, Workspace: "ws", ProjectID: projA, Conversation: "c1"}); on != (perm && pa) {
					t.Errorf("project perm %v auto %v: %v", perm, pa, on)
				}
				if on, _ := AutoFor(a, Binding{Scope: ScopeProject, Workspace: "ws", ProjectID: projB}); on {
					t.Error("another Project's Auto counted")
				}
				if on, _ := AutoFor(a, Binding{Scope: ScopeConversation, Workspace: "ws", Conversation: "c1"}); on != ca {
					t.Errorf("conversation auto %v: %v", ca, on)
				}
				if on, _ := AutoFor(a, Binding{Scope: ScopePending, Workspace: "ws", TabID: 1}); on {
					t.Error("a pending binding automates")
				}
			}
		}
	}
	// A conversation target inherits the source's Auto at cutover; a
	// Project target through its project_id.
	a := Automation{ConversationAuto: map[string]bool{"c1": true}}
	got := a.inheritAuto(Binding{Scope: ScopeConversation}, "c1", "c2")
	if !got.ConversationAuto["c2"] || a.ConversationAuto["c2"] {
		t.Errorf("inherit: %+v (source map changed: %v)", got, a.ConversationAuto["c2"])
	}
}
