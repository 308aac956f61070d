package classify

import (
	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/internal/entrymatch"
	"github.com/chatproof/chatproof/site"
)

// pageMarker is one kind of element the pass over the page records. css is
// the marker's plain statement as a CSS selector, written from the site
// profile's entries: the tests run it with a selector engine of their own
// (internal/cssmatch, itself checked against goquery) over every corpus
// page and check the pass against it. is is the pass's own test of the same
// element, on the attributes it read once with the compiled profile. A
// marker is edited in the profile (package site); the oracle test shows
// the two readings of it agree.
type pageMarker struct {
	name string
	css  string
	is   func(tag atom.Atom, a *attrs) bool
}

// The markers of the pass over the page (scanPage), from the ChatGPT
// profile.
var (
	// stopMarker: a stop control by its exact test id, anywhere.
	stopMarker = pageMarker{"stop control", css(listStop),
		func(_ atom.Atom, a *attrs) bool { return a.in(listStop) }}
	// bottomMarker: the composer surface's container.
	bottomMarker = pageMarker{"composer surface", css(listComposer),
		func(_ atom.Atom, a *attrs) bool { return a.in(listComposer) }}
	// promptMarker: the composer's editor.
	promptMarker = pageMarker{"composer editor", css(listEditor),
		func(_ atom.Atom, a *attrs) bool { return a.in(listEditor) }}
	// chromeMarker: page-global UI: no turn or answer is read inside it and
	// a turn container never widens into it.
	chromeMarker = pageMarker{"page chrome", css(listChrome, listComposer), isPageChrome}
	// turnMarker: an element that marks a turn container or a message.
	turnMarker = pageMarker{"turn or message", css(listTurn, listMessage),
		func(_ atom.Atom, a *attrs) bool { _, ok := markOf(0, 0, a); return ok }}
)

// pageMarkers lists every marker of the pass, for the tests.
var pageMarkers = []pageMarker{stopMarker, bottomMarker, promptMarker, chromeMarker, turnMarker}

// isPageChrome reports the profile's page chrome and its composer region.
func isPageChrome(_ atom.Atom, a *attrs) bool {
	return a.in(listChrome) || a.in(listComposer)
}

// css writes the ChatGPT profile's entries of the lists as one CSS
// selector group. A numbered turn marker is written as what it matches:
// its prefix alone, or the prefix and "-".
func css(lists ...markerList) string {
	p := site.ChatGPT()
	byList := [numLists][]site.Entry{
		listTurn: p.Markers.Turn, listMessage: p.Markers.Message, listStop: p.Markers.Stop,
		listComposer: p.Markers.Composer, listEditor: p.Markers.Editor, listChrome: p.Markers.Chrome,
	}
	var entries [][]site.Entry
	for _, l := range lists {
		entries = append(entries, byList[l])
	}
	return entrymatch.CSS(entries...)
}
