package classify

import (
	"sort"

	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/site"
	"github.com/chatproof/chatproof/snapshot"
)

// Turns is the classifier's reading of a page's turns, for the readers of
// other facts of the same document (package recovery/pageview): which
// elements are the current turn, which belong to some turn, which are
// message content, and which user message was sent last. It is the one
// definition of those, so a fact read beside a verdict is scoped exactly as
// the verdict's own evidence.
//
// Its methods take element numbers: the document's elements in preorder,
// from 0 (package snapshot numbers them); they mean something only to code
// of this module that reads the same document.
type Turns struct {
	p    *page
	tg   target
	site *site.Profile
}

// Read is Classify returning also its reading of the page's turns.
func Read(doc *snapshot.Document, opts Options) (Result, *Turns) {
	d := dom.Of(doc)
	prof, choice := ChooseSite(doc, opts)
	p := scanPage(d, matcherFor(prof))
	p.buildTurns()
	tg := p.selectTarget(opts)
	if choice.Name == "" {
		tg.reasons = append(tg.reasons, ReasonUnknownSite)
	}
	r := p.judge(tg)
	r.Site = choice
	r.Unmatched = append([]string{}, p.drift(&tg, &r, choice.Name != "")...)
	if len(r.Unmatched) > 0 && r.Terminal == TerminalIncomplete {
		r.Reasons = append(r.Reasons, ReasonSiteMarkersUnmatched)
	}
	return r, &Turns{p: p, tg: tg, site: prof}
}

// Site is the site profile the page was read with (SiteFor): the one its
// composer surface is read with too (surface.ReadSite).
func (t *Turns) Site() *site.Profile { return t.site }

// Found reports whether the page has a current turn (or wrapperless
// answer): the turn Result.Response was read from.
func (t *Turns) Found() bool { return t.tg.found }

// Current reports whether element i is part of the current turn: inside
// its container, outside the subtrees of other turns nested in it.
func (t *Turns) Current(i int) bool {
	if !t.tg.found || i < t.tg.scope || i >= t.p.d.End(t.tg.scope) {
		return false
	}
	return !t.tg.inForeign(i)
}

// InTurn reports whether element i is part of some turn of the page (the
// current one included): an element outside every turn is page chrome, the
// composer surface or a toast. It costs a binary search over the turns.
func (t *Turns) InTurn(i int) bool {
	if t.Current(i) {
		return true
	}
	// Turns are outermost marked elements, disjoint and in document order:
	// the one that may hold i is the last that starts at or before it.
	k := sort.Search(len(t.p.turns), func(k int) bool { return t.p.turns[k].el > i }) - 1
	return k >= 0 && i < t.p.turns[k].end
}

// Content reports whether element i is a message content block (the class
// token markdown, or data-message-content): its text is the message's, and
// never evidence of chrome.
func (t *Turns) Content(i int) bool { return t.p.isContentEl(i) }

// SentID returns the data-message-id of the latest user message, the
// message that was sent: of the page's newest user turn, its last user
// message id; "" when that turn has none, is hidden, or the page has no
// user turn. An earlier message's id is never the sent one's.
func (t *Turns) SentID() string {
	for k := len(t.p.turns) - 1; k >= 0; k-- {
		tr := &t.p.turns[k]
		if !tr.isUser() {
			continue
		}
		if !t.p.d.Visible(tr.el) {
			return ""
		}
		id := ""
		for _, m := range t.p.marks[tr.lo:tr.hi] {
			if m.own&roleUser != 0 && m.msgID != "" && t.p.d.Visible(m.el) {
				id = m.msgID
			}
		}
		return id
	}
	return ""
}
