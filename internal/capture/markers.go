package capture

import "strings"

// A scoped capture (CaptureOptions.Scoped) writes only what the rules of
// packages classify and surface can use. This file is the one list of what
// that is; the in-page reader (scoped.js) takes its selectors from here.
//
// Every element matching a marker is written with its ancestors (the
// document skeleton). A shell marker is written with its own attributes
// and, inside it, only other marked elements: older turns keep their order,
// numbers, roles and identity, not their content. A full marker is written
// with its whole subtree, text included, since its text or its descendants
// decide a rule. Besides the markers, everything from the latest user turn
// on (the turn holding the last user marker outside page chrome and svg,
// from its outermost marked ancestor to the end of the document) is
// written in full: the current turn, its widened wrapper, a wrapperless
// answer and whatever follows them.
type marker struct {
	sel  string // CSS selector
	full bool   // write the subtree in full
	why  string // the rule that reads it
}

// turnMarkers are the turn and message markers (classify's turns).
var turnMarkers = []marker{
	{`[data-testid^="conversation-turn"]`, false, "turn container by test id"},
	{`[data-turn]`, false, "turn container with its role"},
	{`[data-turn-id]`, false, "turn container with its id"},
	{`[data-turn-key]`, false, "turn container with its key"},
	{`[data-message-author-role]`, false, "message with its role"},
	{`[data-conversation-role]`, false, "message with its role"},
	{`[data-user-message-bubble]`, false, "user message"},
	{`[data-message-id]`, false, "message with its id"},
}

// chromeMarkers are page chrome: markers inside them are not the
// conversation, and a turn never widens into them.
var chromeMarkers = []marker{
	{`header`, false, "page chrome"},
	{`nav`, false, "page chrome"},
	{`form`, false, "page chrome; composer forms are full"},
	{`aside`, false, "page chrome; verified panels are full"},
	{`[role~="complementary" i]`, false, "page chrome; verified panels are full"},
	{`[role~="dialog" i]`, false, "page chrome; verified panels are full"},
	{`[id="thread-bottom"]`, true, "the composer surface (surface.Read)"},
	{`[id="thread-bottom-container"]`, true, "the composer surface's container"},
}

// ruleMarkers are the elements whose state counts wherever they are, or
// whose kind the rules test before they know the current turn.
var ruleMarkers = []marker{
	{`[id="prompt-textarea"]`, false, "composer editor: makes its form a composer form"},
	{`[data-testid="stop-button"]`, true, "stop control by exact test id"},
	{`[data-testid="composer-stop-button"]`, true, "stop control by exact test id"},
	{`form[data-type*="composer" i]`, true, "composer form: stop buttons by label"},
	{`form:has([id="prompt-textarea"])`, true, "composer form: stop buttons by label"},
	{`[id="thread-bottom"] form`, true, "composer form: stop buttons by label"},
	{`[id="thread-bottom-container"] form`, true, "composer form: stop buttons by label"},
	{`progress`, true, "progress"},
	{`[role~="progressbar" i]`, true, "progress by role, SVG included"},
	{`[aria-busy]`, true, "busy"},
	{`[data-testid*="thinking" i]`, true, "thinking chrome"},
	{`[data-testid*="reasoning" i]`, true, "reasoning chrome"},
	{`[role~="alert" i]`, true, "error chrome"},
	{`[role~="status" i]`, true, "error and status chrome"},
	{`[class*="text-token-text-error"]`, true, "error container"},
	{`[data-testid="regenerate-thread-error-button"]`, true, "error card's retry button"},
}

// panelMarkers are the verified thinking, reasoning and sidecar panels: an
// aside, complementary or dialog element whose test id, aria-label or class
// names one of them. Their text is read in full.
func panelMarkers() []marker {
	var out []marker
	for _, el := range []string{`aside`, `[role~="complementary" i]`, `[role~="dialog" i]`} {
		for _, attr := range []string{"data-testid", "aria-label", "class"} {
			for _, word := range []string{"thinking", "reasoning", "sidecar"} {
				out = append(out, marker{el + `[` + attr + `*="` + word + `" i]`, true, "verified panel"})
			}
		}
	}
	return out
}

// skeleton are the elements every scoped capture writes.
var skeleton = []marker{
	{`head`, false, "document skeleton"},
	{`head > title`, true, "document title"},
	{`body`, false, "document skeleton"},
}

// allMarkers returns every marker, in table order.
func allMarkers() []marker {
	var out []marker
	for _, list := range [][]marker{skeleton, turnMarkers, chromeMarkers, ruleMarkers, panelMarkers()} {
		out = append(out, list...)
	}
	return out
}

// selectorList joins the selectors of the markers that pass keep.
func selectorList(ms []marker, keep func(marker) bool) string {
	var sels []string
	for _, m := range ms {
		if keep(m) {
			sels = append(sels, m.sel)
		}
	}
	return strings.Join(sels, ",")
}

// scopedConfig is what the in-page reader is told: the selectors, the
// attributes whose value "user" marks a user message, the computed styles
// to read and the node limit.
type scopedConfig struct {
	All       string   `json:"all"`       // every marker
	Full      string   `json:"full"`      // markers written in full
	Turn      string   `json:"turn"`      // turn and message markers
	Chrome    string   `json:"chrome"`    // page chrome, for the latest user turn
	UserAttrs []string `json:"userAttrs"` // a value "user" marks a user message
	UserFlag  string   `json:"userFlag"`  // present: a user message
	Styles    []string `json:"styles"`
	MaxNodes  int      `json:"maxNodes"`
}

// newScopedConfig builds the reader's configuration from the tables.
func newScopedConfig() scopedConfig {
	all := allMarkers()
	any := func(marker) bool { return true }
	return scopedConfig{
		All:       selectorList(all, any),
		Full:      selectorList(all, func(m marker) bool { return m.full }),
		Turn:      selectorList(turnMarkers, any),
		Chrome:    selectorList(chromeMarkers, any) + ",svg",
		UserAttrs: []string{"data-turn", "data-message-author-role", "data-conversation-role"},
		UserFlag:  "data-user-message-bubble",
		Styles:    StyleProperties,
		MaxNodes:  MaxNodes,
	}
}
