package site

import "slices"

// Schema is the schema string of a profile.
const Schema = "chatproof.site/v1"

// MaxConds bounds the distinct conditions of a profile's markers, so that
// a reader can hold the conditions an element satisfies in a fixed set.
const MaxConds = 128

// MaxValueAttrs bounds the distinct attributes whose values the turn and
// message markers read (RoleAttr, IDAttr and the attribute of a Numbered
// marker).
const MaxValueAttrs = 8

// Profile is one site's markup knowledge. Its JSON form is the profile
// format of the package documentation.
type Profile struct {
	// Schema is Schema.
	Schema string `json:"schema"`
	// Name is the site's name: lower-case letters, digits and hyphens.
	Name string `json:"name"`
	// Extends names the embedded profile this one patches (see Merge);
	// empty for a complete profile.
	Extends string `json:"extends,omitempty"`
	// Hosts are the host names the site is served from, lower case.
	Hosts []string `json:"hosts"`
	// Wording maps a grammar table (WordingTables) to Known or Unknown.
	Wording map[string]string `json:"wording"`
	// Roles are the values of the role attributes.
	Roles Roles `json:"roles"`
	// Markers are the marker lists.
	Markers Markers `json:"markers"`
	// Recovery is what package recovery's decisions know of the site
	// (recovery.SiteSpec, built from the profiles by package
	// recovery/pageview); nil declares nothing: the site supports no
	// operation and none of its pages is of a known kind.
	Recovery *Recovery `json:"recovery,omitempty"`
}

// Recovery is a site's recovery capabilities and page paths: data for
// package recovery, which reads no profile itself.
type Recovery struct {
	// Capabilities are the operations the site supports, by their names
	// (RecoveryCapabilities); empty for none.
	Capabilities []string `json:"capabilities"`
	// Root are the URL paths of the site's root page: "/" and segments, a
	// segment "{id}" matching a conversation id and "{project}" a
	// Project's URL slug. A URL on the site's hosts matching no path of
	// Root, ProjectHome or Conversation is a page of unknown kind.
	Root []string `json:"root,omitempty"`
	// ProjectHome are the URL paths of a Project's home page.
	ProjectHome []string `json:"project_home,omitempty"`
	// Conversation are the URL paths of a conversation page.
	Conversation []string `json:"conversation,omitempty"`
	// HandoffScopes are the binding scopes ("project", "conversation") a
	// manual handoff may start from on the site.
	HandoffScopes []string `json:"handoff_scopes,omitempty"`
	// Source is where the paths and capabilities were observed.
	Source string `json:"source"`
	// Note says what a reader of the profile should know of them.
	Note string `json:"note,omitempty"`
	// Markers are the marker lists of the page facts package
	// recovery/pageview reads besides the profile's own markers (the
	// composer region from Markers.Surface, the editor from
	// Markers.Editor, error chrome from Markers.Error and Markers.Status).
	Markers RecoveryMarkers `json:"markers"`
}

// RecoveryMarkers are the marker lists only the recovery page facts read.
// A site whose profile leaves one empty cannot show the fact it would
// prove absent, so its page facts prove nothing (see package
// recovery/pageview).
type RecoveryMarkers struct {
	// Tool: a tool or connector element of a turn, with what is inside
	// it; busy when it or an element inside it is busy (aria-busy="true",
	// role progressbar) or Running.
	Tool []Entry `json:"tool"`
	// Running: what marks a tool element busy beyond aria-busy="true" and
	// role progressbar (ChatGPT: a data-state naming a running step).
	Running []Entry `json:"running"`
	// Permission: a permission, approval or consent card.
	Permission []Entry `json:"permission"`
	// Error: error chrome the page facts read besides Markers.Error and
	// Markers.Status (ChatGPT: a test id naming an error).
	Error []Entry `json:"error"`
}

// Lists returns every marker list of m in a fixed order, with its JSON
// name.
func (m *RecoveryMarkers) Lists() []List {
	return []List{{"tool", m.Tool}, {"running", m.Running}, {"permission", m.Permission}, {"error", m.Error}}
}

// RecoveryCapabilities returns the names of the operations a Recovery
// may list, package recovery's Operation values: a new slice on each call.
func RecoveryCapabilities() []string { return slices.Clone(recoveryCapabilities) }

// recoveryCapabilities is what RecoveryCapabilities returns.
var recoveryCapabilities = []string{
	"bind", "continue", "monitor", "analysis", "handoff", "queue_clear", "queue_retry",
	"recovery", "rollover", "queue", "progress", "judgement",
}

// Handoff scopes of Recovery.HandoffScopes.
const (
	HandoffProject      = "project"
	HandoffConversation = "conversation"
)

// Values of Profile.Wording.
const (
	Known   = "grammar" // the grammar table's wording applies to the site
	Unknown = "unknown" // the site's wording is unknown: fail closed
)

// WordingTables returns the grammar tables a profile says apply or not:
// a new slice on each call.
func WordingTables() []string { return slices.Clone(wordingTables) }

// wordingTables is what WordingTables returns.
var wordingTables = []string{
	"reasoning",    // reasoning summaries and live traces (grammar.ClassifyReasoning)
	"status",       // active status labels (grammar.ActiveStatus)
	"stop_labels",  // stop-control labels (grammar.IsGenerationStopLabel)
	"chrome",       // chrome labels and lines (grammar.ClassifyChromeLabel)
	"terminal",     // provider terminal sentences in a turn (grammar.MatchTurnTerminal)
	"wall",         // conversation-length wall (grammar.MatchWallSentence)
	"quota",        // usage quota (grammar.MatchQuotaSentence)
	"closed",       // closed-conversation actions (grammar.IsClosedAction)
	"continue",     // continue actions (grammar.IsContinueAction)
	"new_chat",     // new-chat actions (grammar.NewChatActions)
	"disclaimer",   // the composer's disclaimer (grammar.IsDisclaimer)
	"placeholder",  // placeholder answers (grammar.IsPlaceholder)
	"pending",      // pending phrases of a Deep Think turn (grammar.IsPendingPhrase)
	"rate_limit",   // rate-limit wording (grammar.IsRateLimited)
	"stream_error", // interrupted-stream wording (grammar.IsInterruptedStream)
	"reply_error",  // error sentences a site draws as the reply itself (grammar.MatchReplyError)
}

// Knows reports whether the grammar table's wording applies to the site.
func (p *Profile) Knows(table string) bool { return p.Wording[table] == Known }

// Roles are the values of a role attribute (Entry.RoleAttr) that mark a
// user or an assistant message, compared trimmed and ignoring case; any
// other non-empty value is another role (system, tool).
type Roles struct {
	// User are the values that mark a user message.
	User []string `json:"user"`
	// Assistant are the values that mark an assistant message.
	Assistant []string `json:"assistant"`
	// Source is where the values were observed.
	Source string `json:"source"`
	// Unmarked (optional) is "user" on a site whose user turns carry no
	// marker of their own (DeepSeek: user and model turns share ds-message
	// and differ only by a hashed class): a turn container whose markers,
	// its own and those inside it, state no role is then the user's turn.
	// Empty: such a turn's role cannot be read (it still anchors, since it
	// may be the user's next turn, but it is no user turn).
	Unmarked string `json:"unmarked,omitempty"`
}

// Markers are the marker lists of a profile, by what the rules use them
// for.
type Markers struct {
	// Turn: a turn container. RoleAttr names the attribute stating its
	// role, IDAttr its turn id (the first entry with a value wins),
	// Numbered a test id carrying the turn's index.
	Turn []Entry `json:"turn"`
	// Message: a message inside a turn. RoleAttr or Role states its
	// role, IDAttr its message id.
	Message []Entry `json:"message"`
	// Content: a message's answer content block.
	Content []Entry `json:"content"`
	// MessageText: inside a message marker, a block holding the message's
	// own text (optional; ChatGPT: a user message's whitespace-pre-wrap
	// block and its bubble). Read only by a redacted capture, which fills
	// it; never evidence.
	MessageText []Entry `json:"message_text,omitempty"`
	// Private: page chrome whose text is the user's own (optional;
	// ChatGPT: the chat history, the account name). Read only by a
	// redacted capture, which fills it; never evidence.
	Private []Entry `json:"private,omitempty"`
	// UserContent: a user message's content block, the user's own words
	// (optional): never evidence. The composer surface reader skips it, as
	// it skips the turn, message and content markers; the classifier does
	// not read it (it is no answer).
	UserContent []Entry `json:"user_content,omitempty"`
	// Finished: a finished-action control (copy, feedback, share),
	// evidence of completion when visible in the response's own turn
	// outside its content.
	Finished []Entry `json:"finished"`
	// FinishedRow (optional): the reply's own action row. When the list
	// has entries, a Finished marker proves the turn finished only
	// together with a visible one of these in the same turn, outside its
	// content (Gemini: the footer's complete state and the reply's action
	// row, drawn as siblings); empty, a Finished marker proves it alone.
	FinishedRow []Entry `json:"finished_row,omitempty"`
	// Stop: a stop control by its markup, anywhere.
	Stop []Entry `json:"stop"`
	// Progress: a progress indicator, read in the current turn or a
	// verified panel.
	Progress []Entry `json:"progress"`
	// Busy: an element whose busy state is read (aria-busy="true" is
	// strong activity).
	Busy []Entry `json:"busy"`
	// Streaming: a turn's own "being written" flag (optional; Claude:
	// data-is-streaming="true"): a visible element of the current turn or
	// a verified panel matching it is strong activity of that scope.
	Streaming []Entry `json:"streaming,omitempty"`
	// Thinking: thinking and reasoning chrome inside the current turn.
	Thinking []Entry `json:"thinking"`
	// ThinkingText (optional): a reasoning block drawn inside a turn as
	// prose, apart from its header (DeepSeek's .ds-think-content): never
	// the answer, and its whole text a weak trace of the turn whatever
	// its words, as a verified panel's plain text is: the label rules
	// (active words, ellipses, running timers) are for labels, and a
	// reasoning text counts minutes and levels in digits.
	ThinkingText []Entry `json:"thinking_text,omitempty"`
	// Panel: a verified thinking, reasoning or sidecar panel outside the
	// turns.
	Panel []Entry `json:"panel"`
	// PanelName: what names a Panel element a thinking, reasoning or
	// sidecar panel (one must hold).
	PanelName []Entry `json:"panel_name"`
	// Shimmer: animated "working" chrome.
	Shimmer []Entry `json:"shimmer"`
	// Chrome: page-global UI; no turn or answer is read inside it. The
	// Composer region is page chrome too.
	Chrome []Entry `json:"chrome"`
	// Composer: the composer surface's region (surface.Read).
	Composer []Entry `json:"composer"`
	// Surface: the element the composer surface's state is read from
	// (surface.ReadSite): the first in document order; a second is
	// reported as a duplicate. Empty when the site's is unknown: the
	// surface is then missing.
	Surface []Entry `json:"surface"`
	// Editor: the composer's editor.
	Editor []Entry `json:"editor"`
	// ComposerForm: a form that is a composer form by its own markup
	// (a form holding an Editor or inside a Composer region is one too).
	ComposerForm []Entry `json:"composer_form"`
	// Error: error chrome of a turn (provider terminals).
	Error []Entry `json:"error"`
	// Status: status chrome of a turn, read with the error chrome for
	// provider terminals, but not an error by itself.
	Status []Entry `json:"status"`
	// Retry: an error card's retry control.
	Retry []Entry `json:"retry"`
	// Banner: where the composer surface's banners and disclaimer sit;
	// empty when they are read from the composer region's text.
	Banner []Entry `json:"banner"`
	// NewChat and Continue: the new-chat and continue actions; empty when
	// they are read by their wording in the composer region.
	NewChat []Entry `json:"new_chat"`
	// Continue: see NewChat.
	Continue []Entry `json:"continue"`
	// Placeholder: a placeholder answer by its markup; empty when read by
	// its wording (grammar.IsPlaceholder).
	Placeholder []Entry `json:"placeholder"`
}

// Entry is one marker: an element whose tag is Tag (any when empty) and
// whose attributes satisfy every condition of Match.
type Entry struct {
	// ID names the entry in its list: lower-case letters, digits and
	// hyphens.
	ID string `json:"id"`
	// Tag is the element name, lower case; empty for any element.
	Tag string `json:"tag,omitempty"`
	// Match are the conditions on the element's attributes, all of which
	// must hold.
	Match []Cond `json:"match,omitempty"`
	// RoleAttr (turn and message markers) names the attribute whose value
	// is the element's role (see Roles); Role states it instead.
	RoleAttr string `json:"role_attr,omitempty"`
	// Role is "user" or "assistant": the role the marker states itself.
	Role string `json:"role,omitempty"`
	// IDAttr (turn and message markers) names the identity attribute: the
	// turn id or key of a turn, the message id of a message.
	IDAttr string `json:"id_attr,omitempty"`
	// Numbered (turn markers): the first condition is a prefix test, and
	// the value is the prefix alone, or the prefix, "-" and a suffix,
	// whose 1 to 9 digits are the turn's index; a value that goes on
	// after the prefix without "-" is not the marker.
	Numbered bool `json:"numbered,omitempty"`
	// Drop (a patch only) removes the base entry of this ID.
	Drop bool `json:"drop,omitempty"`
	// Source is where the marker was observed.
	Source string `json:"source"`
	// Note says what a reader of the profile should know of the entry.
	Note string `json:"note,omitempty"`
}

// Cond is one test of an element's attribute (see the ops in the package
// documentation).
type Cond struct {
	// Attr is the attribute's name, lower case, without a namespace.
	Attr string `json:"attr"`
	// Op is one of the Op constants.
	Op string `json:"op"`
	// Value is what the op compares the attribute's value with; empty for
	// OpPresent.
	Value string `json:"value,omitempty"`
}

// Ops of Cond.
const (
	OpPresent     = "present"
	OpEquals      = "="
	OpPrefix      = "^="
	OpContains    = "*="
	OpContainsI   = "*=i"
	OpToken       = "~="
	OpTokenI      = "~=i"
	OpEqualsLabel = "=i"
)

// List is one marker list of Markers with its JSON name.
type List struct {
	// Name is the list's JSON name ("finished").
	Name string
	// Entries are the list's entries.
	Entries []Entry
}

// Lists returns every marker list of m in a fixed order, with its JSON
// name.
func (m *Markers) Lists() []List {
	return []List{
		{"turn", m.Turn}, {"message", m.Message}, {"content", m.Content}, {"user_content", m.UserContent},
		{"message_text", m.MessageText}, {"private", m.Private},
		{"finished", m.Finished}, {"finished_row", m.FinishedRow}, {"stop", m.Stop}, {"progress", m.Progress},
		{"busy", m.Busy}, {"streaming", m.Streaming}, {"thinking", m.Thinking}, {"thinking_text", m.ThinkingText}, {"panel", m.Panel}, {"panel_name", m.PanelName},
		{"shimmer", m.Shimmer}, {"chrome", m.Chrome}, {"composer", m.Composer},
		{"surface", m.Surface}, {"editor", m.Editor}, {"composer_form", m.ComposerForm}, {"error", m.Error}, {"status", m.Status},
		{"retry", m.Retry}, {"banner", m.Banner}, {"new_chat", m.NewChat},
		{"continue", m.Continue}, {"placeholder", m.Placeholder},
	}
}

// lists returns pointers to every marker list of m, in the order of Lists.
func (m *Markers) lists() []*[]Entry {
	return []*[]Entry{
		&m.Turn, &m.Message, &m.Content, &m.UserContent, &m.MessageText, &m.Private, &m.Finished, &m.FinishedRow, &m.Stop, &m.Progress,
		&m.Busy, &m.Streaming, &m.Thinking, &m.ThinkingText, &m.Panel, &m.PanelName, &m.Shimmer, &m.Chrome, &m.Composer,
		&m.Surface, &m.Editor, &m.ComposerForm, &m.Error, &m.Status, &m.Retry, &m.Banner, &m.NewChat,
		&m.Continue, &m.Placeholder,
	}
}

// Entry returns the entry of list and id, for code that needs one marker
// by name (a page generator writing a control).
func (m *Markers) Entry(list, id string) (Entry, bool) {
	for _, l := range m.Lists() {
		if l.Name != list {
			continue
		}
		for _, e := range l.Entries {
			if e.ID == id {
				return e, true
			}
		}
	}
	return Entry{}, false
}

// IndexAttrs returns the attributes a pass over a whole page looks up
// first: the attribute of the first condition of every entry of the turn,
// message, stop, composer, surface, editor, chrome and panel lists, in
// that order, without repeats. A reader's document index records them (so
// that the pass skips an element carrying none of them).
func (p *Profile) IndexAttrs() []string {
	m := &p.Markers
	var out []string
	for _, l := range [][]Entry{m.Turn, m.Message, m.Stop, m.Composer, m.Surface, m.Editor, m.Chrome, m.Panel} {
		for _, e := range l {
			if len(e.Match) > 0 && !slices.Contains(out, e.Match[0].Attr) {
				out = append(out, e.Match[0].Attr)
			}
		}
	}
	return out
}
