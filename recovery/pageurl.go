package recovery

import (
	"net/url"
	"strings"
)

// maxPageURL bounds the URL ParsePageURL reads.
const maxPageURL = 4096

// ParsePageURL reads a page's URL: https://chatgpt.com/ (root),
// /g/<project slug>/project (Project home), /c/<id> and
// /g/<project slug>/c/<id> (conversation) on chatgpt.com or
// chat.openai.com; /c/<id> on chat.z.ai and chat.deepseek.com
// (/a/chat/s/<id> on DeepSeek). Anything else — another host, another
// path, a malformed URL, an id with characters other than letters, digits
// and '-' — is a named page of kind PageUnknown (page_unknown), with the
// site when the host is known: a URL on a host no site knows
// (https://chatgpt.com.preview-proxy.net/c/…) names a page all the same.
// Only "" names none (the zero Page, page_not_named).
func ParsePageURL(raw string) Page {
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

// validID reports whether s is a plausible conversation id: 1 to 64
// letters, digits and '-'.
func validID(s string) bool {
	if len(s) == 0 || len(s) > 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '-') {
			return false
		}
	}
	return true
}
