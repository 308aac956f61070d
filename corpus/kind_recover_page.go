package corpus

import (
	"bytes"
	"strings"

	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/recovery"
)

// PageFacts are the facts of a page that the recovery decisions need and a
// snapshot verdict does not carry. Each is read only from visible markup
// and only in its own scope: the page's latest user message, the composer
// (#prompt-textarea and div#thread-bottom), and the current turn (the last
// conversation turn of the page). Older turns, message content and hidden
// nodes are never evidence.
type PageFacts struct {
	// UserID is the data-message-id of the page's latest visible user
	// message: the message that was sent ("" when that message has no id).
	UserID string
	// Draft: #prompt-textarea holds visible text other than its
	// placeholder.
	Draft bool
	// ComposerBusy: the composer surface shows aria-busy="true", or the
	// editor is not editable (contenteditable="false", disabled,
	// aria-disabled="true").
	ComposerBusy bool
	// ToolRunning: the current turn shows a tool or connector element that
	// is busy (aria-busy="true", a progressbar inside it, or a data-state
	// of running, in_progress or pending).
	ToolRunning bool
	// PermissionCard: the current turn or the composer surface shows an
	// element whose data-testid names a permission, approval or consent
	// card, or an Allow / Allow once / Always allow / Approve / Deny button.
	PermissionCard bool
	// RateLimitError: error chrome (role alert or status, a
	// text-token-text-error container, a data-testid naming an error) of
	// the current turn, of the composer surface or of the page outside
	// every turn (a toast) reports rate limiting (recovery.RateLimitText).
	// An older turn's error chrome is history.
	RateLimitError bool
}

// maxFactDepth bounds the open-element stack; deeper elements share the
// deepest frame's scope.
const maxFactDepth = 512

// maxLabelBytes bounds a button label: the permission labels are short, so
// a longer label cannot equal one of them.
const maxLabelBytes = 64

// rateTail is how many bytes of the previous text of the same error chrome
// are kept, so that a phrase split across text nodes still matches; it is
// longer than every rate-limit phrase.
const rateTail = 64

// frame is one open element and the scope it gives its content.
type frame struct {
	tag         string
	structural  bool
	hidden      bool
	bottom      bool
	prompt      bool
	placeholder bool
	errChrome   bool
	content     bool
	tool        bool
	button      bool
	turn        int // the turn the element is in, 0 for none
}

// factReader accumulates facts in one pass over the tokens.
type factReader struct {
	stack      []frame
	turns      int // turns opened so far; the current turn is the last
	facts      PageFacts
	turnFacts  PageFacts // the current turn's tool, permission and rate-limit facts
	bottomRate bool
	bottomPerm bool
	tail       []byte // the previous text of the current error chrome
	label      []byte // the text of the current button
	labelOpen  bool
	labelDepth int // the stack index of the current button
	labelAria  string
	attrs      attrList // the current tag's attributes, reused
}

// ReadPageFacts reads the recovery facts of a page in one linear pass over
// its tokens with bounded memory. Markup is read literally: an end tag
// closes the nearest open element of its name, void elements never open.
func ReadPageFacts(page []byte) PageFacts {
	r := factReader{}
	z := html.NewTokenizer(bytes.NewReader(page))
	for {
		switch tt := z.Next(); tt {
		case html.ErrorToken:
			return r.result()
		case html.StartTagToken, html.SelfClosingTagToken:
			name, more := z.TagName()
			r.attrs = r.attrs[:0]
			for more {
				var k, v []byte
				k, v, more = z.TagAttr()
				if key := knownKey(k); key != "" && !r.attrs.has(key) {
					r.attrs = append(r.attrs, kv{key, string(v)})
				}
			}
			r.start(tagName(name), r.attrs, tt == html.StartTagToken)
		case html.EndTagToken:
			name, _ := z.TagName()
			r.end(tagName(name))
		case html.TextToken:
			r.text(z.Text())
		}
	}
}

func (r *factReader) result() PageFacts {
	f := r.facts
	f.ToolRunning = r.turnFacts.ToolRunning
	f.PermissionCard = r.turnFacts.PermissionCard || r.bottomPerm
	f.RateLimitError = r.turnFacts.RateLimitError || r.bottomRate
	return f
}

func (r *factReader) top() frame {
	if len(r.stack) == 0 {
		return frame{}
	}
	return r.stack[len(r.stack)-1]
}

var voidTags = map[string]bool{
	"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true, "img": true,
	"input": true, "link": true, "meta": true, "source": true, "track": true, "wbr": true,
}

func (r *factReader) start(tag string, a attrList, open bool) {
	parent := r.top()
	f := frame{
		tag: tag, structural: parent.structural, bottom: parent.bottom, prompt: parent.prompt,
		placeholder: parent.placeholder, errChrome: parent.errChrome, content: parent.content,
		tool: parent.tool, button: parent.button, turn: parent.turn,
	}
	f.structural = f.structural || structural(tag, a)
	f.hidden = f.structural || hides(a, parent.hidden)
	// A turn is a conversation-turn wrapper; on a page without wrappers,
	// each message is its own turn.
	if a.get("data-turn") != "" || strings.HasPrefix(a.get("data-testid"), "conversation-turn-") ||
		f.turn == 0 && a.get("data-message-author-role") != "" {
		r.turns++
		f.turn = r.turns
		r.turnFacts = PageFacts{}
	}
	if a.get("id") == "thread-bottom" {
		f.bottom = true
	}
	if !f.hidden {
		r.element(tag, a, &f)
	}
	if voidTags[tag] || !open {
		return
	}
	if len(r.stack) < maxFactDepth {
		r.stack = append(r.stack, f)
	} else {
		r.stack = append(r.stack[:len(r.stack)-1], f)
	}
}

// element records what a visible element itself says and sets the scopes it
// opens for its content.
func (r *factReader) element(tag string, a attrList, f *frame) {
	testid := strings.ToLower(a.get("data-testid"))
	current := f.turn != 0 && f.turn == r.turns
	if a.get("data-message-author-role") == "user" {
		// The latest user message decides, with or without an id: an
		// earlier message's id is not the sent one's.
		r.facts.UserID = a.get("data-message-id")
	}
	if a.get("id") == "prompt-textarea" {
		f.prompt = true
		if strings.EqualFold(a.get("contenteditable"), "false") || a.has("disabled") || strings.EqualFold(a.get("aria-disabled"), "true") {
			r.facts.ComposerBusy = true
		}
	}
	if f.prompt && (a.has("data-placeholder") || hasClass(a.get("class"), "placeholder")) {
		f.placeholder = true
	}
	if f.bottom && strings.EqualFold(a.get("aria-busy"), "true") {
		r.facts.ComposerBusy = true
	}
	if hasClass(a.get("class"), "markdown") {
		f.content = true
	}
	role := strings.ToLower(strings.TrimSpace(a.get("role")))
	if role == "alert" || role == "status" || strings.Contains(a.get("class"), "text-token-text-error") || strings.Contains(testid, "error") {
		if !f.errChrome {
			r.tail = r.tail[:0]
		}
		f.errChrome = true
	}
	if strings.Contains(testid, "tool") || strings.Contains(testid, "connector") {
		f.tool = true
	}
	if current && f.tool && !f.content && (strings.EqualFold(a.get("aria-busy"), "true") || role == "progressbar" || runningState(a.get("data-state"))) {
		r.turnFacts.ToolRunning = true
	}
	perm := strings.Contains(testid, "permission") || strings.Contains(testid, "approval") || strings.Contains(testid, "consent")
	if (tag == "button" || role == "button") && !f.button {
		f.button = true
		r.labelOpen, r.label, r.labelAria = true, r.label[:0], a.get("aria-label")
		r.labelDepth = min(len(r.stack), maxFactDepth-1)
	}
	r.permission(perm && !f.content, current, f.bottom)
}

// permission records a permission card in the current turn or the composer
// surface.
func (r *factReader) permission(found, current, bottom bool) {
	switch {
	case !found:
	case current:
		r.turnFacts.PermissionCard = true
	case bottom:
		r.bottomPerm = true
	}
}

func (r *factReader) end(name string) {
	for i := len(r.stack) - 1; i >= 0; i-- {
		if r.stack[i].tag != name {
			continue
		}
		if r.labelOpen && i <= r.labelDepth && r.labelDepth < len(r.stack) {
			r.closeButton(r.stack[r.labelDepth])
		}
		r.stack = r.stack[:i]
		return
	}
}

// permissionLabels are the labels of a permission card's buttons.
var permissionLabels = map[string]bool{
	"allow": true, "allow once": true, "always allow": true, "approve": true, "deny": true,
}

func (r *factReader) closeButton(f frame) {
	r.labelOpen = false
	label := r.labelAria
	if label == "" {
		label = string(r.label)
	}
	label = strings.ToLower(strings.Join(strings.Fields(label), " "))
	if f.hidden || f.content || !permissionLabels[label] {
		return
	}
	r.permission(true, f.turn != 0 && f.turn == r.turns, f.bottom)
}

func (r *factReader) text(b []byte) {
	f := r.top()
	if f.hidden {
		return
	}
	if r.labelOpen && len(r.label) <= maxLabelBytes {
		r.label = append(r.label, b[:min(len(b), maxLabelBytes+1-len(r.label))]...)
	}
	if f.prompt && !f.placeholder && len(bytes.TrimSpace(b)) > 0 {
		r.facts.Draft = true
	}
	if !f.errChrome || f.content {
		return
	}
	joined := append(append([]byte{}, r.tail...), b...)
	if recovery.RateLimitText(string(joined)) {
		switch {
		case f.turn != 0 && f.turn == r.turns:
			r.turnFacts.RateLimitError = true
		case f.turn == 0:
			// The composer surface, or page chrome outside every turn
			// (a toast): the page's current state.
			r.bottomRate = true
		}
	}
	if len(joined) > rateTail {
		joined = joined[len(joined)-rateTail:]
	}
	r.tail = append(r.tail[:0], joined...)
}

// kv is one attribute the reader keeps.
type kv struct{ key, val string }

// attrList is a tag's kept attributes, the first of each key.
type attrList []kv

func (a attrList) get(key string) string {
	for _, x := range a {
		if x.key == key {
			return x.val
		}
	}
	return ""
}

func (a attrList) has(key string) bool {
	for _, x := range a {
		if x.key == key {
			return true
		}
	}
	return false
}

// knownKey returns the attribute key if the reader uses it, "" otherwise,
// without allocating.
func knownKey(k []byte) string {
	switch string(k) {
	case "id":
		return "id"
	case "class":
		return "class"
	case "role":
		return "role"
	case "style":
		return "style"
	case "hidden":
		return "hidden"
	case "disabled":
		return "disabled"
	case "aria-hidden":
		return "aria-hidden"
	case "aria-busy":
		return "aria-busy"
	case "aria-disabled":
		return "aria-disabled"
	case "aria-label":
		return "aria-label"
	case "contenteditable":
		return "contenteditable"
	case "data-testid":
		return "data-testid"
	case "data-turn":
		return "data-turn"
	case "data-state":
		return "data-state"
	case "data-placeholder":
		return "data-placeholder"
	case "data-message-id":
		return "data-message-id"
	case "data-message-author-role":
		return "data-message-author-role"
	case "data-chatproof-visible":
		return "data-chatproof-visible"
	}
	return ""
}

// tagName returns a tag name as a string, without allocating for the
// common ones.
func tagName(b []byte) string {
	switch string(b) {
	case "div":
		return "div"
	case "span":
		return "span"
	case "p":
		return "p"
	case "a":
		return "a"
	case "button":
		return "button"
	case "article":
		return "article"
	case "svg":
		return "svg"
	case "path":
		return "path"
	case "use":
		return "use"
	case "li":
		return "li"
	case "ul":
		return "ul"
	case "ol":
		return "ol"
	case "code":
		return "code"
	case "pre":
		return "pre"
	case "br":
		return "br"
	case "h5":
		return "h5"
	case "h6":
		return "h6"
	case "strong":
		return "strong"
	case "em":
		return "em"
	case "form":
		return "form"
	case "textarea":
		return "textarea"
	}
	return string(b)
}

func hasClass(class, token string) bool {
	for class != "" {
		i := strings.IndexAny(class, " \t\n\f\r")
		if i < 0 {
			return class == token
		}
		if class[:i] == token {
			return true
		}
		class = class[i+1:]
	}
	return false
}

// structural reports whether an element is never evidence whatever its
// styles: head, template, script, style, noscript, aria-hidden="true".
func structural(tag string, a attrList) bool {
	switch tag {
	case "template", "script", "style", "noscript", "head":
		return true
	}
	return strings.EqualFold(strings.TrimSpace(a.get("aria-hidden")), "true")
}

// hides reports whether an element is hidden by the snapshot model's
// rules, given whether its parent is: a capture annotation
// (data-chatproof-visible, the browser's computed visibility) wins;
// otherwise the element is hidden with its parent, or by the hidden
// attribute, an inline display:none, visibility:hidden or opacity:0, or a
// hidden, invisible or sr-only class token.
func hides(a attrList, parentHidden bool) bool {
	switch strings.TrimSpace(a.get("data-chatproof-visible")) {
	case "true":
		return false
	case "false":
		return true
	}
	if parentHidden || a.has("hidden") || hasClass(a.get("class"), "hidden") || hasClass(a.get("class"), "invisible") || hasClass(a.get("class"), "sr-only") {
		return true
	}
	style := a.get("style")
	if style == "" {
		return false
	}
	style = strings.ToLower(strings.Join(strings.Fields(style), ""))
	return strings.Contains(style, "display:none") || strings.Contains(style, "visibility:hidden") ||
		strings.Contains(style, "opacity:0;") || strings.HasSuffix(style, "opacity:0")
}

// runningState reports whether a data-state value says a tool runs.
func runningState(v string) bool {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "running", "in_progress", "in-progress", "pending":
		return true
	}
	return false
}
