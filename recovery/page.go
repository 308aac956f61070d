package recovery

// Site is the chat site a page belongs to.
type Site string

// The sites. SiteUnknown is the zero value: no capability at all.
const (
	SiteUnknown  Site = ""
	SiteChatGPT  Site = "chatgpt"
	SiteZAI      Site = "zai"
	SiteDeepSeek Site = "deepseek"
	// SiteGemini is Gemini (gemini.google.com), whose site profile
	// declares no recovery capability and no page path.
	SiteGemini Site = "gemini"
	// SiteClaude, SiteGrok, SitePerplexity and SiteCopilot are the sites
	// whose profiles declare no recovery capability and no page path:
	// their pages are of unknown kind.
	SiteClaude     Site = "claude"
	SiteGrok       Site = "grok"
	SitePerplexity Site = "perplexity"
	SiteCopilot    Site = "copilot"
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
	// Site is the chat site of the page's host; SiteUnknown (the zero
	// value) for any other host or an unparsed URL: no capability at all.
	Site Site `json:"site"`
	// Kind is root, Project home or conversation; PageUnknown (the zero
	// value) when the caller did not say or the URL is not one of those
	// pages.
	Kind PageKind `json:"kind"`
	// ProjectID is the stable id of the ChatGPT Project the page is in
	// ("g-p-" and 32 hex digits, see ProjectIDOf); "" outside a Project.
	ProjectID string `json:"project_id"`
	// ConversationID is the conversation the page shows (the id in /c/<id>,
	// 1 to 64 letters, digits and '-'); "" on a page without one.
	ConversationID string `json:"conversation_id"`
	// TabID is the browser tab the page is in; 0 means unknown (never
	// negative in a decoded case).
	TabID int `json:"tab_id"`
	// urlUnknown: ParsePageURL was given a URL it does not recognise
	// (another host, a malformed URL): a named page of unknown kind.
	urlUnknown bool
}

// named reports whether pg names a page at all: anything but its TabID is
// set, or ParsePageURL read it from a URL. The zero Page (a tab id alone
// names no page) means the caller did not say which page the decision
// runs on.
func (pg Page) named() bool {
	pg.TabID = 0
	return pg != Page{}
}

// pageRefusal is the reason code that keeps operation op off page pg, ""
// when op may run there: page_not_named when no page is named,
// page_unknown for a named page that is not one of the known kinds,
// page_not_conversation when the kind does not allow op (PageAllows),
// site_unsupported when the site lacks it (Sites.Allows).
func pageRefusal(sites Sites, pg Page, op Operation) string {
	switch {
	case !pg.named():
		return ReasonPageNotNamed
	case pg.Kind == PageUnknown:
		return ReasonPageUnknown
	case !PageAllows(pg.Kind, op):
		return ReasonPageNotConversation
	case !sites.Allows(pg.Site, op):
		return ReasonSiteUnsupported
	}
	return ""
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

// SiteAllows is DefaultSites().Allows: ChatGPT has every capability;
// z.ai and DeepSeek only binding, progress and settled wakes and the
// manual controls (manual handoff on z.ai); an unknown site none.
// ChatGPT-specific recovery, permission handling, end-of-turn judgement,
// automatic rollover and the composer queue are not generic capabilities.
// Decisions read Input.Sites, which a caller builds from the site
// profiles (pageview.Sites).
func SiteAllows(s Site, op Operation) bool { return defaultSites.Allows(s, op) }
