package pageview

import (
	"math"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/internal/editor"
	"github.com/chatproof/chatproof/snapshot"
)

// facts are the facts of a page that the recovery decisions need and a
// snapshot verdict does not carry (see the package documentation for the
// scope of each).
type facts struct {
	// UserID is the data-message-id of the sent message
	// (classify.Turns.SentID).
	UserID string
	// Draft: the editor (the profile's editor markers; ChatGPT: the
	// contenteditable editor and its fallback textarea) holds visible text other than its placeholder (an
	// element with data-placeholder or the class token "placeholder").
	Draft bool
	// ComposerBusy: the composer region (the profile's surface markers;
	// ChatGPT: the div below the thread) or an element inside it shows
	// aria-busy="true", or the editor refuses input by the editor rule
	// package surface reads too (disabled, readonly, aria-disabled or
	// aria-readonly "true", contenteditable="false", or inside an inert,
	// aria-disabled or disabled-fieldset element of the region).
	ComposerBusy bool
	// ToolRunning: the current turn (classify.Turns.Current) shows a tool
	// element (the profile's recovery tool markers; ChatGPT: a data-testid
	// naming a tool or connector), or an element inside one, that is busy:
	// aria-busy="true", role progressbar, or a recovery running marker
	// (ChatGPT: a data-state of running, in_progress, in-progress or
	// pending).
	ToolRunning bool
	// PermissionCard: the current turn or the composer region shows a
	// recovery permission marker (ChatGPT: a data-testid naming a
	// permission, approval or consent card), or a button labelled Allow,
	// Allow once, Always allow, Approve or Deny.
	PermissionCard bool
	// RateLimitError: error chrome (the profile's error and status
	// markers and the recovery error markers; ChatGPT: role alert or
	// status, a text-token-text-error container, a data-testid naming an
	// error) of the current turn, or outside every turn (the composer
	// surface, a toast), reports rate limiting (grammar.IsRateLimited).
	// Any other turn's error chrome is history.
	RateLimitError bool
}

// MaxLabelRunes bounds the label read from a button: the permission
// labels are shorter, so a longer label cannot equal one of them.
const MaxLabelRunes = 64

// maxText bounds the text read from error chrome: in effect none, since
// the whole text is compared (a page cannot hold more runes).
const maxText = math.MaxInt32

// permissionLabels are the labels of a permission card's buttons, lower
// case.
var permissionLabels = map[string]bool{
	"allow": true, "allow once": true, "always allow": true, "approve": true, "deny": true,
}

// scope flags: what an element is inside of, itself included.
const (
	inBottom      = 1 << iota // the composer region
	inPrompt                  // the editor
	inPlaceholder             // the editor's placeholder
	inError                   // error chrome
	inContent                 // message content
	inTool                    // a tool or connector element
	inButton                  // a button
	inDisabled                // an element of the composer region that disables its content
)

// Where an element is, by the classifier's reading of the turns.
const (
	outsideTurns = iota // page chrome, the composer surface, a toast
	olderTurn           // a turn other than the current one: history
	currentTurn         // the current turn
)

// frame is an element whose subtree the pass is in.
type frame struct {
	end     int   // one past the element's last descendant
	visible bool  // the element is visible
	scope   uint8 // the scope flags
	where   uint8 // outsideTurns, olderTurn or currentTurn
}

// reader is the state of the pass.
type reader struct {
	d     *dom.Document
	turns *classify.Turns
	mk    *markup
	stack []frame
	facts facts
	a     attrs
}

// readFacts reads the facts of a parsed snapshot in one pass over its
// elements, scoped by turns, by the markup mk of the page's profile. It
// never panics.
func readFacts(doc *snapshot.Document, turns *classify.Turns, mk *markup) facts {
	r := reader{d: dom.Of(doc), turns: turns, mk: mk}
	r.facts.UserID = turns.SentID()
	for i, n := 0, r.d.Len(); i < n; i++ {
		r.element(i)
	}
	return r.facts
}

// whereIs places element i by the classifier's reading of the turns.
func (r *reader) whereIs(i int) uint8 {
	switch {
	case r.turns.Current(i):
		return currentTurn
	case r.turns.InTurn(i):
		return olderTurn
	}
	return outsideTurns
}

// element reads element i: it closes the scopes i is past, opens i's own
// and records what i says.
func (r *reader) element(i int) {
	for len(r.stack) > 0 && r.stack[len(r.stack)-1].end <= i {
		r.stack = r.stack[:len(r.stack)-1]
	}
	parent := frame{visible: true}
	if len(r.stack) > 0 {
		parent = r.stack[len(r.stack)-1]
	}
	n := r.d.Node(i)
	a := &r.a
	a.read(n)
	f := frame{end: r.d.End(i), visible: r.d.Visible(i), scope: parent.scope, where: r.whereIs(i)}
	if matchesAny(n, r.mk.surface) {
		f.scope |= inBottom
	}
	if f.visible {
		r.visibleElement(i, n, parent, &f)
	}
	r.stack = append(r.stack, f)
}

// visibleElement records what visible element i says, and sets the scopes
// it opens for its content.
func (r *reader) visibleElement(i int, n *html.Node, parent frame, f *frame) {
	a := &r.a
	current := f.where == currentTurn
	if matchesAny(n, r.mk.editor) {
		f.scope |= inPrompt
		// Busy only on proof: an editor the editor rule (shared with
		// package surface) finds refusing input, or one a disabling
		// element of the composer region holds. An editor whose markup
		// proves neither is not busy, though surface does not call it
		// usable: busy blocks recovery, so it needs evidence as usable
		// does.
		if editor.Read(n) == editor.Refuses || parent.scope&inDisabled != 0 {
			r.facts.ComposerBusy = true
		}
	}
	if f.scope&inBottom != 0 && editor.Disables(n) {
		f.scope |= inDisabled
	}
	if f.scope&inPrompt != 0 && a.isPlaceholder() {
		f.scope |= inPlaceholder
	}
	if f.scope&inBottom != 0 && strings.EqualFold(a.ariaBusy, "true") {
		r.facts.ComposerBusy = true
	}
	if r.turns.Content(i) {
		f.scope |= inContent
	}
	role := strings.ToLower(strings.TrimSpace(a.role))
	if matchesAny(n, r.mk.errs) {
		f.scope |= inError
	}
	if matchesAny(n, r.mk.tool) {
		f.scope |= inTool
	}
	content := f.scope&inContent != 0
	if current && f.scope&inTool != 0 && !content &&
		(strings.EqualFold(a.ariaBusy, "true") || role == "progressbar" || matchesAny(n, r.mk.running)) {
		r.facts.ToolRunning = true
	}
	if !content && matchesAny(n, r.mk.permission) {
		r.permission(f)
	}
	if (n.DataAtom == atom.Button || role == "button") && f.scope&inButton == 0 {
		f.scope |= inButton
		if !content && permissionLabels[strings.ToLower(r.d.ControlLabel(i, MaxLabelRunes))] {
			r.permission(f)
		}
	}
	// The outermost visible part of a draft or of error chrome reads its
	// text once; a part under a hidden element, or (for errors) in
	// another scope, is read on its own.
	outer := func(flag uint8) bool {
		return parent.scope&flag == 0 || !parent.visible || parent.where != f.where
	}
	if f.scope&(inPrompt|inPlaceholder) == inPrompt && !r.facts.Draft && outer(inPrompt) {
		r.facts.Draft = r.draft(i)
	}
	if f.scope&inError != 0 && !content && outer(inError) {
		r.errorText(i, f.where)
	}
}

// permission records a permission card of the current turn or the
// composer surface.
func (r *reader) permission(f *frame) {
	if f.where == currentTurn || f.scope&inBottom != 0 {
		r.facts.PermissionCard = true
	}
}

// draft reports whether the editor part i shows visible text outside its
// placeholder.
func (r *reader) draft(i int) bool {
	var a attrs
	return r.d.TextWithout(i, 1, func(j int) bool {
		a.read(r.d.Node(j))
		return a.isPlaceholder()
	}) != ""
}

// errorText reads the text of error chrome i, placed at where, leaving
// out message content and elements placed elsewhere (a turn nested in it),
// and records a rate-limit error of the current turn or outside every
// turn.
func (r *reader) errorText(i int, where uint8) {
	if where == olderTurn {
		return // history
	}
	text := r.d.TextWithout(i, maxText, func(j int) bool {
		return r.turns.Content(j) || r.whereIs(j) != where
	})
	if grammar.IsRateLimited(strings.ReplaceAll(text, "\n", " ")) {
		r.facts.RateLimitError = true
	}
}
