package surface

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// elInfo is what the surface reader needs to know about one element, read
// from its tag and attributes in one pass.
type elInfo struct {
	content     bool // message content: never evidence
	editorLike  bool // an editing control: its content is the user's
	promptID    bool // id or name "prompt-textarea"
	editable    string
	hasEditable bool // has a contenteditable attribute
	media       bool // no text of its own (svg, img, …)
	action      bool // button, a[href], [role=button]
	lineBreak   bool // br
	form        bool
	disclaimer  bool // the disclaimer's place (set by the scanner, from the profile)
	block       bool
	tag         atom.Atom
	disabled    bool // disabled or readonly attribute
	ariaOff     bool // aria-disabled="true" or aria-readonly="true"
	inputType   string
}

// DisclaimerPlace is the class token of the element ChatGPT draws the
// composer disclaimer in: the disclaimer whatever its words. The reader
// takes it from the ChatGPT site profile's banner markers (a test checks
// the two agree).
const DisclaimerPlace = "[view-transition-name:var(--vt-disclaimer)]"

// inspect reads an element's tag and attributes once.
func inspect(n *html.Node) elInfo {
	info := elInfo{tag: n.DataAtom}
	if n.Namespace != "" {
		// svg and math content carries no banner text or controls.
		info.media = true
		return info
	}
	switch n.DataAtom {
	case atom.Textarea, atom.Input, atom.Select:
		info.editorLike = true
	case atom.Button:
		info.action = true
	case atom.Form:
		info.form, info.block = true, true
	case atom.Br:
		info.lineBreak = true
	case atom.Img, atom.Picture, atom.Video, atom.Audio, atom.Canvas,
		atom.Iframe, atom.Object, atom.Embed, atom.Svg, atom.Math:
		info.media = true
	default:
		info.block = blockTags[n.DataAtom]
	}
	for _, a := range n.Attr {
		if a.Namespace != "" {
			continue
		}
		switch a.Key {
		case "id", "name":
			if a.Val == "prompt-textarea" {
				info.promptID = true
			}
		case "contenteditable":
			info.editorLike, info.hasEditable = true, true
			info.editable = strings.ToLower(strings.TrimSpace(a.Val))
		case "data-message-author-role", "data-message-id", "data-conversation-role",
			"data-user-message-bubble", "data-turn", "data-turn-id", "data-turn-key":
			info.content = true
		case "data-testid":
			if strings.HasPrefix(a.Val, "conversation-turn-") || a.Val == "collapsible-user-message-content" {
				info.content = true
			}
		case "class":
			if hasToken(a.Val, "markdown") {
				info.content = true
			}
			if !info.block && hasBlockClass(a.Val) {
				info.block = true
			}
		case "role":
			if strings.EqualFold(strings.TrimSpace(a.Val), "button") {
				info.action = true
			}
		case "href":
			if n.DataAtom == atom.A {
				info.action = true
			}
		case "disabled", "readonly":
			info.disabled = true
		case "aria-disabled", "aria-readonly":
			if strings.EqualFold(strings.TrimSpace(a.Val), "true") {
				info.ariaOff = true
			}
		case "type":
			info.inputType = strings.ToLower(strings.TrimSpace(a.Val))
		case "data-type":
			// The composer drawn without a form element is the composer
			// form all the same: its controls are its own.
			if containsFoldASCII(a.Val, "composer") {
				info.form, info.block = true, true
			}
		}
	}
	if info.promptID {
		info.editorLike = true
	}
	return info
}

// editorCandidate reports whether the element is the composer's editor: the
// element with id or name "prompt-textarea", or a textarea or contenteditable
// element inside the composer form.
func (info elInfo) editorCandidate(inForm bool) bool {
	if info.promptID {
		return true
	}
	return inForm && (info.tag == atom.Textarea || info.hasEditable)
}

// editsText reports whether the element itself accepts typed input: a
// textarea or text input that is neither disabled nor read-only, or an
// element whose contenteditable is "", "true" or "plaintext-only". ARIA
// disabling and ancestors are checked by the caller.
func (info elInfo) editsText() bool {
	switch info.tag {
	case atom.Textarea:
		return !info.disabled
	case atom.Input:
		switch info.inputType {
		case "", "text", "search":
			return !info.disabled
		}
		return false
	}
	if !info.hasEditable {
		return false
	}
	switch info.editable {
	case "", "true", "plaintext-only":
		return true
	}
	return false
}

// editor records an editor element j (visible) and whether it is usable.
func (s *scanner) editor(j int, info elInfo, inForm bool) {
	if !info.editorCandidate(inForm) {
		return
	}
	s.editorSeen = true
	if !info.editsText() || info.ariaOff {
		return
	}
	for k := s.d.Parent(j); k >= 0; k = s.d.Parent(k) {
		if ancestorDisables(s.d.Node(k)) {
			return
		}
		if k == s.tb {
			break
		}
	}
	s.editorUsable = true
}

// ancestorDisables reports whether an ancestor makes its content unusable:
// the inert attribute, aria-disabled="true", or a disabled fieldset.
func ancestorDisables(n *html.Node) bool {
	for _, a := range n.Attr {
		if a.Namespace != "" {
			continue
		}
		switch a.Key {
		case "inert":
			return true
		case "aria-disabled":
			if strings.EqualFold(strings.TrimSpace(a.Val), "true") {
				return true
			}
		case "disabled":
			if n.DataAtom == atom.Fieldset {
				return true
			}
		}
	}
	return false
}

// blockTags are the elements that start and end a text block.
var blockTags = map[atom.Atom]bool{
	atom.P: true, atom.Div: true, atom.Li: true, atom.Ul: true, atom.Ol: true,
	atom.H1: true, atom.H2: true, atom.H3: true, atom.H4: true, atom.H5: true,
	atom.H6: true, atom.Pre: true, atom.Blockquote: true, atom.Section: true,
	atom.Article: true, atom.Header: true, atom.Footer: true, atom.Main: true,
	atom.Nav: true, atom.Aside: true, atom.Table: true, atom.Tr: true,
	atom.Td: true, atom.Th: true, atom.Dl: true, atom.Dt: true, atom.Dd: true,
	atom.Figure: true, atom.Figcaption: true, atom.Hr: true, atom.Details: true,
	atom.Summary: true, atom.Label: true, atom.Fieldset: true,
	atom.Legend: true, atom.Dialog: true, atom.Address: true,
}

// hasBlockClass reports whether a class attribute has a utility class that
// lays its element out as a block (block, flex, grid, table, flow-root,
// list-item); inline-block and inline-flex stay inline.
func hasBlockClass(v string) bool {
	for tok := range strings.FieldsSeq(v) {
		switch tok {
		case "block", "flex", "grid", "table", "flow-root", "list-item":
			return true
		}
	}
	return false
}

// hasToken reports whether a class attribute has the token tok.
func hasToken(v, tok string) bool {
	for t := range strings.FieldsSeq(v) {
		if t == tok {
			return true
		}
	}
	return false
}

// containsFoldASCII reports whether s contains the lower-case ASCII word
// sub, ignoring ASCII case.
func containsFoldASCII(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return true
		}
	}
	return false
}
