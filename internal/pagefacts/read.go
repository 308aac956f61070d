package pagefacts

import (
	"math"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/recovery"
)

// Facts are the facts of a page that the recovery decisions need and a
// snapshot verdict does not carry (see the package documentation for the
// scope of each).
type Facts struct {
	// UserID is the data-message-id of the page's latest visible user
	// message: the message that was sent ("" when that message has no id,
	// or the page has none).
	UserID string
	// Draft: #prompt-textarea holds visible text other than its
	// placeholder (an element with data-placeholder or the class token
	// "placeholder").
	Draft bool
	// ComposerBusy: div#thread-bottom or an element inside it shows
	// aria-busy="true", or the editor is not editable
	// (contenteditable="false", disabled, aria-disabled="true").
	ComposerBusy bool
	// ToolRunning: the current turn shows a tool or connector element (a
	// data-testid naming a tool or connector, and what is inside it) that
	// is busy: aria-busy="true", role progressbar, or a data-state of
	// running, in_progress, in-progress or pending.
	ToolRunning bool
	// PermissionCard: the current turn or the composer surface shows an
	// element whose data-testid names a permission, approval or consent
	// card, or a button labelled Allow, Allow once, Always allow, Approve
	// or Deny.
	PermissionCard bool
	// RateLimitError: error chrome (role alert or status, a
	// text-token-text-error container, a data-testid naming an error) of
	// the current turn, or outside every turn (the composer surface, a
	// toast), reports rate limiting (recovery.RateLimitText). An older
	// turn's error chrome is history.
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
	inBottom      = 1 << iota // div#thread-bottom
	inPrompt                  // #prompt-textarea
	inPlaceholder             // the editor's placeholder
	inError                   // error chrome
	inContent                 // message content
	inTool                    // a tool or connector element
	inButton                  // a button
)

// frame is an element whose subtree the pass is in.
type frame struct {
	end     int   // one past the element's last descendant
	visible bool  // the element is visible
	scope   uint8 // the scope flags
	turn    int   // the turn the element is in, 0 for none
}

// reader is the state of the pass.
type reader struct {
	d     *dom.Document
	stack []frame
	turns int // turns seen so far; the current turn is the last
	facts Facts
	// turnTool, turnPerm and turnRate are the current turn's facts: a
	// later turn clears them.
	turnTool, turnPerm, turnRate bool
	// bottomPerm and bottomRate are the facts outside every turn.
	bottomPerm, bottomRate bool
	a                      attrs
}

// Read reads the facts of a parsed snapshot in one pass over its elements.
// It never panics.
func Read(d *dom.Document) Facts {
	r := reader{d: d}
	for i, n := 0, d.Len(); i < n; i++ {
		r.element(i)
	}
	f := r.facts
	f.ToolRunning = r.turnTool
	f.PermissionCard = r.turnPerm || r.bottomPerm
	f.RateLimitError = r.turnRate || r.bottomRate
	return f
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
	f := frame{end: r.d.End(i), visible: r.d.Visible(i), scope: parent.scope, turn: parent.turn}
	if startsTurn(a, parent.turn != 0) {
		r.turns++
		f.turn = r.turns
		r.turnTool, r.turnPerm, r.turnRate = false, false, false
	}
	if a.id == "thread-bottom" && n.DataAtom == atom.Div && n.Namespace == "" {
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
	current := f.turn != 0 && f.turn == r.turns
	if a.authorRole == "user" {
		// The latest user message decides, with or without an id: an
		// earlier message's id is not the sent one's.
		r.facts.UserID = a.messageID
	}
	if a.id == "prompt-textarea" {
		f.scope |= inPrompt
		if strings.EqualFold(a.contentEditable, "false") || a.disabled || strings.EqualFold(a.ariaDisabled, "true") {
			r.facts.ComposerBusy = true
		}
	}
	if f.scope&inPrompt != 0 && a.isPlaceholder() {
		f.scope |= inPlaceholder
	}
	if f.scope&inBottom != 0 && strings.EqualFold(a.ariaBusy, "true") {
		r.facts.ComposerBusy = true
	}
	if a.isContent() {
		f.scope |= inContent
	}
	role := strings.ToLower(strings.TrimSpace(a.role))
	testid := strings.ToLower(a.testid)
	if role == "alert" || role == "status" || strings.Contains(a.class, "text-token-text-error") || strings.Contains(testid, "error") {
		f.scope |= inError
	}
	if strings.Contains(testid, "tool") || strings.Contains(testid, "connector") {
		f.scope |= inTool
	}
	content := f.scope&inContent != 0
	if current && f.scope&inTool != 0 && !content &&
		(strings.EqualFold(a.ariaBusy, "true") || role == "progressbar" || runningState(a.state)) {
		r.turnTool = true
	}
	if !content && (strings.Contains(testid, "permission") || strings.Contains(testid, "approval") || strings.Contains(testid, "consent")) {
		r.permission(current, f.scope&inBottom != 0)
	}
	if (n.DataAtom == atom.Button || role == "button") && f.scope&inButton == 0 {
		f.scope |= inButton
		if !content && permissionLabels[strings.ToLower(r.d.ControlLabel(i, MaxLabelRunes))] {
			r.permission(current, f.scope&inBottom != 0)
		}
	}
	// The outermost visible part of a draft or of error chrome reads its
	// text once; a part under a hidden element, or (for errors) in
	// another turn, is read on its own.
	outer := func(flag uint8) bool {
		return parent.scope&flag == 0 || !parent.visible || parent.turn != f.turn
	}
	if f.scope&(inPrompt|inPlaceholder) == inPrompt && !r.facts.Draft && outer(inPrompt) {
		r.facts.Draft = r.draft(i)
	}
	if f.scope&inError != 0 && !content && outer(inError) {
		r.errorText(i, f.turn, current)
	}
}

// permission records a permission card in the current turn or the composer
// surface.
func (r *reader) permission(current, bottom bool) {
	switch {
	case current:
		r.turnPerm = true
	case bottom:
		r.bottomPerm = true
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

// errorText reads the text of error chrome i, in turn (0: outside every
// turn), leaving out message content and turns nested inside it, and
// records a rate-limit error of the current turn or outside every turn.
func (r *reader) errorText(i, turn int, current bool) {
	if !current && turn != 0 {
		return // an older turn: history
	}
	var a attrs
	text := r.d.TextWithout(i, maxText, func(j int) bool {
		a.read(r.d.Node(j))
		return a.isContent() || startsTurn(&a, turn != 0)
	})
	if !recovery.RateLimitText(strings.ReplaceAll(text, "\n", " ")) {
		return
	}
	if current {
		r.turnRate = true
	} else {
		r.bottomRate = true
	}
}

// startsTurn reports whether an element starts a turn: a conversation-turn
// wrapper, or, outside every turn (on a page without wrappers), a message.
func startsTurn(a *attrs, inTurn bool) bool {
	return a.turn != "" || strings.HasPrefix(a.testid, "conversation-turn-") || !inTurn && a.authorRole != ""
}

// runningState reports whether a data-state value says a tool runs.
func runningState(v string) bool {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "running", "in_progress", "in-progress", "pending":
		return true
	}
	return false
}
