package recovery

import "net/url"

// maxPageURL bounds the URL ParsePageURL reads.
const maxPageURL = 4096

// ParsePageURL is DefaultSites().ParsePageURL: https://chatgpt.com/
// (root), /g/<project slug>/project (Project home), /c/<id> and
// /g/<project slug>/c/<id> (conversation) on chatgpt.com or
// chat.openai.com; /c/<id> on chat.z.ai and chat.deepseek.com
// (/a/chat/s/<id> on DeepSeek).
func ParsePageURL(raw string) Page { return defaultSites.ParsePageURL(raw) }

// ParsePageURL reads a page's URL by the sites' hosts and page paths
// (SiteSpec). Anything else — another host, another path, a malformed
// URL, an id with characters other than letters, digits and '-' — is a
// named page of kind PageUnknown (page_unknown), with the site when the
// host is known: a URL on a host no site knows
// (https://chatgpt.com.preview-proxy.net/c/…) names a page all the same.
// Only "" names none (the zero Page, page_not_named).
func (s Sites) ParsePageURL(raw string) Page {
	unknown := Page{urlUnknown: raw != ""}
	if len(raw) > maxPageURL {
		return unknown
	}
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.User != nil || u.Port() != "" {
		return unknown
	}
	sp, ok := s.host(u.Hostname())
	if !ok {
		return unknown
	}
	pg := Page{Site: sp.Site}
	pg.Kind, pg.ProjectID, pg.ConversationID = sp.page(pathSegments(u.EscapedPath()))
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
