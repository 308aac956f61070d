package recovery

import (
	"net/url"
	"strings"
	"testing"
)

// pageURLs generates URLs on every known host (and one unknown), of every
// path shape the sites' paths have and near misses of them.
func pageURLs() []string {
	hosts := []string{"chatgpt.com", "chat.openai.com", "gemini.google.com", "chat.z.ai", "chat.deepseek.com", "chatgpt.com.example.net", "www.chatgpt.com"}
	const project = "g-p-67f0aa11bb22cc33dd44ee55ff66aa77"
	paths := []string{
		"", "/", "/c/abc-123", "/c/abc-123/", "/c/", "/c/abc_123", "/c/abc/def", "/app/abc123", "/app",
		"/g/" + project + "/project", "/g/" + project + "-orders/project", "/g/" + project + "/c/abc",
		"/g/" + project + "-orders/c/abc", "/g/g-p-xyz/project", "/g/" + project, "/g/" + project + "/c/",
		"/a/chat/s/abc-1", "/a/chat/s/", "/a/chat/abc", "//c/abc", "/C/abc",
	}
	var out []string
	for _, h := range hosts {
		for _, p := range paths {
			out = append(out, "https://"+h+p, "http://"+h+p, "https://"+h+":8443"+p, "https://user@"+h+p)
		}
	}
	return append(out, "", "not a url", "https://", "https://%zz")
}

// TestDefaultSitesAsBefore: over generated URLs, the sites table reads
// every page as the code it replaced did (legacyParsePageURL, kept here as
// the reference) and gives every site the capabilities legacySiteAllows
// did, but for Gemini, which the table now knows by its host and gives no
// page kind and no capability (the reference knew no Gemini at all).
func TestDefaultSitesAsBefore(t *testing.T) {
	urls := pageURLs()
	for _, u := range urls {
		got, want := ParsePageURL(u), legacyParsePageURL(u)
		if got.Site == SiteGemini && got.Kind == PageUnknown && got.ProjectID == "" && got.ConversationID == "" {
			continue // the reference: a page of an unknown host
		}
		if got != want {
			t.Errorf("%q: %+v, want %+v", u, got, want)
		}
	}
	checks := 0
	for _, s := range []Site{SiteChatGPT, SiteGemini, SiteZAI, SiteDeepSeek, SiteUnknown, "other"} {
		for _, op := range Operations() {
			checks++
			if got, want := SiteAllows(s, op), legacySiteAllows(s, op); got != want {
				t.Errorf("SiteAllows(%q, %q) = %v, want %v", s, op, got, want)
			}
		}
	}
	t.Logf("%d URLs, %d capability checks", len(urls), checks)
}

// legacyParsePageURL is ParsePageURL as it was before the sites table.
func legacyParsePageURL(raw string) Page {
	unknown := Page{urlUnknown: raw != ""}
	if len(raw) > maxPageURL {
		return unknown
	}
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.User != nil || u.Port() != "" {
		return unknown
	}
	var pg Page
	switch u.Hostname() {
	case "chatgpt.com", "chat.openai.com":
		pg.Site = SiteChatGPT
	case "chat.z.ai":
		pg.Site = SiteZAI
	case "chat.deepseek.com":
		pg.Site = SiteDeepSeek
	default:
		return unknown
	}
	parts := strings.Split(strings.Trim(u.EscapedPath(), "/"), "/")
	if len(parts) == 1 && parts[0] == "" {
		parts = nil
	}
	switch {
	case len(parts) == 0 && pg.Site == SiteChatGPT:
		pg.Kind = PageRoot
	case len(parts) == 2 && parts[0] == "c" && validID(parts[1]):
		pg.Kind, pg.ConversationID = PageConversation, parts[1]
	case pg.Site == SiteDeepSeek && len(parts) == 4 && parts[0] == "a" && parts[1] == "chat" && parts[2] == "s" && validID(parts[3]):
		pg.Kind, pg.ConversationID = PageConversation, parts[3]
	case pg.Site == SiteChatGPT && len(parts) >= 3 && parts[0] == "g" && ProjectIDOf(parts[1]) != "":
		pg.ProjectID = ProjectIDOf(parts[1])
		switch {
		case len(parts) == 3 && parts[2] == "project":
			pg.Kind = PageProjectHome
		case len(parts) == 4 && parts[2] == "c" && validID(parts[3]):
			pg.Kind, pg.ConversationID = PageConversation, parts[3]
		default:
			pg.ProjectID = ""
		}
	}
	return pg
}

// legacySiteAllows is SiteAllows as it was before the sites table.
func legacySiteAllows(s Site, op Operation) bool {
	switch s {
	case SiteChatGPT:
		return true
	case SiteZAI, SiteDeepSeek:
		switch op {
		case OpBind, OpProgress, OpContinue, OpMonitor, OpAnalysis:
			return true
		case OpHandoff:
			return s == SiteZAI
		}
	}
	return false
}
