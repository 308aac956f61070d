package recovery

import (
	"net/url"
	"strings"
)

// Site is the chat site a page belongs to.
type Site string

// The sites. SiteUnknown is the zero value: no capability at all.
const (
	SiteUnknown  Site = ""
	SiteChatGPT  Site = "chatgpt"
	SiteZAI      Site = "zai"
	SiteDeepSeek Site = "deepseek"
)

// PageKind is the kind of page a decision runs on.
type PageKind string

// The page kinds. PageUnknown is the zero value.
const (
	PageUnknown PageKind = ""
	// PageRoot is the site's root (https://chatgpt.com/): a new chat with
	// no conversation yet.
	PageRoot PageKind = "root"
	// PageProjectHome is a ChatGPT Project's home
	// (https://chatgpt.com/g/<project>/project).
	PageProjectHome PageKind = "project_home"
	// PageConversation is a conversation (/c/<id>, or /g/<project>/c/<id>
	// inside a Project).
	PageConversation PageKind = "conversation"
)

// Page is where a decision runs: the site, the kind of page, the Project
// and conversation it shows, and the browser tab it is in (0: unknown).
type Page struct {
	Site           Site
	Kind           PageKind
	ProjectID      string
	ConversationID string
	TabID          int
}

// maxPageURL bounds the URL ParsePageURL reads.
const maxPageURL = 4096

// ParsePageURL reads a page's URL: https://chatgpt.com/ (root),
// /g/<project slug>/project (Project home), /c/<id> and
// /g/<project slug>/c/<id> (conversation) on chatgpt.com or
// chat.openai.com; /c/<id> on chat.z.ai and chat.deepseek.com
// (/a/chat/s/<id> on DeepSeek). Anything else — another host, another
// path, a malformed URL, an id with characters other than letters, digits
// and '-' — is PageUnknown, with the site when the host is known.
func ParsePageURL(raw string) Page {
	if len(raw) > maxPageURL {
		return Page{}
	}
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.User != nil || u.Port() != "" {
		return Page{}
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
		return Page{}
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

// Operation is something automation or the user may do on a page.
type Operation string

// The operations.
const (
	// OpBind: show binding controls, bind or unbind a scope.
	OpBind Operation = "bind"
	// OpContinue, OpMonitor and OpAnalysis are the manual HUD actions
	// (Continue, Herdr monitor, LLM analysis).
	OpContinue Operation = "continue"
	OpMonitor  Operation = "monitor"
	OpAnalysis Operation = "analysis"
	// OpHandoff is a manual handoff (Control Center → Current page).
	OpHandoff Operation = "handoff"
	// OpQueueClear and OpQueueRetry are the queue's manual operations
	// (right-click Queue; click Queue with an empty composer).
	OpQueueClear Operation = "queue_clear"
	OpQueueRetry Operation = "queue_retry"
	// OpRecovery, OpRollover, OpQueue, OpProgress and OpJudgement are the
	// automatic ones: recovery reloads and Retry, automatic rollover,
	// queue delivery, progress and settled wakes, the end-of-turn
	// judgement.
	OpRecovery  Operation = "recovery"
	OpRollover  Operation = "rollover"
	OpQueue     Operation = "queue"
	OpProgress  Operation = "progress"
	OpJudgement Operation = "judgement"
)

// PageAllows reports whether operation op may run on a page of kind k. Root
// and Project-home pages run binding controls only; conversation pages run
// everything; an unknown page runs nothing.
func PageAllows(k PageKind, op Operation) bool {
	switch k {
	case PageRoot, PageProjectHome:
		return op == OpBind
	case PageConversation:
		return true
	}
	return false
}

// SiteAllows reports whether site s has the capability op. ChatGPT has
// every one; z.ai and DeepSeek only binding, progress and settled wakes and
// the manual controls (manual handoff on z.ai); an unknown site none.
// ChatGPT-specific recovery, permission handling, end-of-turn judgement,
// automatic rollover and the composer queue are not generic capabilities.
func SiteAllows(s Site, op Operation) bool {
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
