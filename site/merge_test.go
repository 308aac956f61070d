package site

import (
	"errors"
	"strings"
	"testing"
)

// TestPatchRenamesATestID: a patch extending the ChatGPT profile replaces
// an entry by its id, drops another and adds a third; the embedded
// profile is left as it was.
func TestPatchRenamesATestID(t *testing.T) {
	patch := `{"schema": "chatproof.site/v1", "name": "chatgpt", "extends": "chatgpt",
	  "hosts": ["chat.example.test"],
	  "markers": {"finished": [
	    {"id": "copy", "match": [{"attr": "data-testid", "op": "=", "value": "copy-action"}], "source": "my saved page"},
	    {"id": "share", "drop": true},
	    {"id": "retry-action", "match": [{"attr": "data-testid", "op": "=", "value": "retry-action"}], "source": "my saved page"}
	  ]}}`
	p, err := Load([]byte(patch))
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, e := range p.Markers.Finished {
		ids = append(ids, e.ID+"="+e.Selector())
	}
	want := `copy=[data-testid="copy-action"] good-response=[data-testid="good-response-turn-action-button"] bad-response=[data-testid="bad-response-turn-action-button"] retry-action=[data-testid="retry-action"]`
	if got := strings.Join(ids, " "); got != want {
		t.Fatalf("finished:\n got %s\nwant %s", got, want)
	}
	if len(p.Hosts) != 3 || p.Extends != "" {
		t.Fatalf("hosts %v, extends %q", p.Hosts, p.Extends)
	}
	if e, _ := ChatGPT().Markers.Entry("finished", "copy"); e.Match[0].Value != "copy-turn-action-button" {
		t.Fatalf("the embedded profile changed: %v", e)
	}
	if len(ChatGPT().Markers.Finished) != 4 {
		t.Fatal("the embedded profile's list changed")
	}
}

// TestPatchRefused: a patch whose result contradicts itself, or that
// extends no embedded profile, is refused with the entry.
func TestPatchRefused(t *testing.T) {
	for _, c := range []struct{ patch, path string }{
		{`{"schema": "chatproof.site/v1", "name": "chatgpt", "extends": "nosuch"}`, "extends"},
		{`{"schema": "chatproof.site/v1", "name": "chatgpt", "extends": "chatgpt", "markers": {"stop": [
		  {"id": "copy-as-stop", "match": [{"attr": "data-testid", "op": "=", "value": "copy-turn-action-button"}], "source": "x"}]}}`, "markers.stop[2]"},
		{`{"schema": "chatproof.site/v1", "name": "chatgpt", "extends": "chatgpt", "markers": {"finished": [
		  {"id": "copy", "match": [{"attr": "data-testid", "op": "~", "value": "x"}], "source": "x"}]}}`, "markers.finished[0].match[0].op"},
		{`{"schema": "chatproof.site/v1", "name": "chatgpt", "extends": "chatgpt", "markers": {"turn": [
		  {"id": "turn-testid", "drop": true}, {"id": "turn-role", "drop": true}, {"id": "turn-id", "drop": true}, {"id": "turn-key", "drop": true}]}}`, "markers.turn"},
	} {
		_, err := Load([]byte(c.patch))
		var pe *Error
		if !errors.As(err, &pe) || pe.Path != c.path {
			t.Errorf("Load(%.60s…): %v, want an error at %s", c.patch, err, c.path)
		}
	}
}

// TestByHost: a host, with port, case or www., finds its profile; another
// site's host or a subdomain does not.
func TestByHost(t *testing.T) {
	for host, want := range map[string]bool{
		"chatgpt.com": true, "CHATGPT.COM:443": true, "www.chatgpt.com": true, "chat.openai.com": true,
		"evil-chatgpt.com": false, "chatgpt.com.example": false, "x.chatgpt.com": false, "": false,
	} {
		if _, ok := ByHost(host); ok != want {
			t.Errorf("ByHost(%q) = %v", host, ok)
		}
	}
	if _, ok := ByName("chatgpt"); !ok {
		t.Error("ByName(chatgpt)")
	}
}

// TestWithProfiles: a profile replaces the embedded one of its name in
// place, one of a new name is added after them, and HostIn looks hosts up
// in the set.
func TestWithProfiles(t *testing.T) {
	patch := Merge(ChatGPT(), &Profile{Hosts: []string{"patched.example"}})
	added := Merge(ChatGPT(), &Profile{Name: "other", Hosts: []string{"other.example"}})
	set := WithProfiles([]*Profile{nil, patch, added})
	var names []string
	for _, p := range set {
		names = append(names, p.Name)
	}
	if got := strings.Join(names, " "); got != strings.Join(embeddedNames, " ")+" other" || set[0] != patch {
		t.Fatalf("WithProfiles: %s (patch in place: %v)", got, set[0] == patch)
	}
	for host, want := range map[string]*Profile{"patched.example": patch, "WWW.Other.Example:443": added, "gemini.google.com": set[1]} {
		if p, ok := HostIn(set, host); !ok || p != want {
			t.Errorf("HostIn(%q) = %v, %v", host, p, ok)
		}
	}
	if _, ok := ByHost("patched.example"); ok {
		t.Error("a patch changed the embedded set")
	}
}

// TestPatchRecovery: a patch's recovery object replaces the base's whole;
// without one the base's stays, and the embedded profile is unchanged.
func TestPatchRecovery(t *testing.T) {
	p, err := Load([]byte(`{"schema": "chatproof.site/v1", "name": "chatgpt", "extends": "chatgpt",
	 "recovery": {"capabilities": ["bind"], "conversation": ["/chat/{id}"], "source": "a saved page"}}`))
	if err != nil {
		t.Fatal(err)
	}
	if r := p.Recovery; len(r.Capabilities) != 1 || len(r.Root) != 0 || r.Conversation[0] != "/chat/{id}" {
		t.Errorf("patched recovery %+v", r)
	}
	if kept := Merge(ChatGPT(), &Profile{Hosts: []string{"x.example"}}); len(kept.Recovery.Capabilities) != len(recoveryCapabilities) {
		t.Errorf("recovery without a patch of it: %+v", kept.Recovery)
	}
	if len(ChatGPT().Recovery.Capabilities) != len(recoveryCapabilities) || ChatGPT().Recovery.Conversation[0] != "/c/{id}" {
		t.Errorf("the embedded recovery changed: %+v", ChatGPT().Recovery)
	}
	if g, _ := ByName("gemini"); g.Recovery == nil || len(g.Recovery.Capabilities) != 0 || len(g.Recovery.Conversation) != 0 {
		t.Errorf("Gemini's recovery declares something: %+v", g.Recovery)
	}
}
