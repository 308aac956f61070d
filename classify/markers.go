package classify

import (
	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/grammar"
)

// pageMarker is one kind of element the pass over the page records. css is
// the marker's plain statement as a CSS selector: the tests run it with
// goquery over every corpus page and check the pass against it. is is the
// pass's own test of the same element, on the attributes it read once. A
// marker is edited here, in both columns; the oracle test shows they agree.
type pageMarker struct {
	name string
	css  string
	is   func(tag atom.Atom, a *attrs) bool
}

// The markers of the pass over the page (scanPage).
var (
	// stopMarker: a stop control by its exact test id, anywhere.
	stopMarker = pageMarker{"stop control",
		`[data-testid="stop-button"], [data-testid="composer-stop-button"]`,
		func(_ atom.Atom, a *attrs) bool { return a.testid != "" && grammar.IsStopTestID(a.testid) }}
	// bottomMarker: the composer surface's container.
	bottomMarker = pageMarker{"composer surface",
		`#thread-bottom, #thread-bottom-container`,
		func(_ atom.Atom, a *attrs) bool { return a.id == "thread-bottom" || a.id == "thread-bottom-container" }}
	// promptMarker: the composer's editor.
	promptMarker = pageMarker{"composer editor",
		`#prompt-textarea`,
		func(_ atom.Atom, a *attrs) bool { return a.id == "prompt-textarea" }}
	// chromeMarker: page-global UI: no turn or answer is read inside it and
	// a turn container never widens into it.
	chromeMarker = pageMarker{"page chrome",
		`header, nav, form, aside, [role~="complementary" i], [role~="dialog" i], #thread-bottom, #thread-bottom-container`,
		isPageChrome}
	// turnMarker: an element that marks a turn container or a message.
	turnMarker = pageMarker{"turn or message",
		`[data-testid="conversation-turn"], [data-testid^="conversation-turn-"], [data-turn], [data-turn-id], ` +
			`[data-turn-key], [data-message-author-role], [data-conversation-role], [data-user-message-bubble], [data-message-id]`,
		func(_ atom.Atom, a *attrs) bool { _, ok := markOf(0, 0, a); return ok }}
)

// pageMarkers lists every marker of the pass, for the tests.
var pageMarkers = []pageMarker{stopMarker, bottomMarker, promptMarker, chromeMarker, turnMarker}

// isPageChrome reports header, nav, form and aside elements, complementary
// and dialog roles, and the composer surface's container.
func isPageChrome(tag atom.Atom, a *attrs) bool {
	switch tag {
	case atom.Header, atom.Nav, atom.Form, atom.Aside:
		return true
	}
	return bottomMarker.is(tag, a) || a.role != "" && (a.roleIs("complementary") || a.roleIs("dialog"))
}

// PageMarkerSelectors returns each page marker's CSS selector by name, for
// tests outside the package that check that what reads a live page
// (package capture's scoped reader) writes every element these markers
// find.
func PageMarkerSelectors() map[string]string {
	out := make(map[string]string, len(pageMarkers))
	for _, m := range pageMarkers {
		out[m.name] = m.css
	}
	return out
}
