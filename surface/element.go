package surface

import (
	"slices"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/internal/editor"
	"github.com/chatproof/chatproof/internal/entrymatch"
	"github.com/chatproof/chatproof/internal/textblock"
	"github.com/chatproof/chatproof/site"
)

// elInfo is what the surface reader needs to know about one element, read
// from its tag and attributes in one pass.
type elInfo struct {
	content     bool // message content: never evidence
	editorLike  bool // an editing control: its content is the user's
	promptID    bool // an editor marker of the profile (ChatGPT: #prompt-textarea)
	hasEditable bool // has a contenteditable attribute
	media       bool // no text of its own (svg, img, …)
	action      bool // button, a[href], [role=button]
	lineBreak   bool // br
	form        bool
	disclaimer  bool // the disclaimer's place (set by the scanner, from the profile)
	block       bool
	tag         atom.Atom
}

// inspect reads an element's tag and attributes once; what is site markup
// (message content, the editor, a composer form) it reads by the
// profile's markers (mk).
func inspect(n *html.Node, mk *markup) elInfo {
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
		info.block = textblock.Is(n.DataAtom)
	}
	for _, a := range n.Attr {
		if a.Namespace != "" {
			continue
		}
		switch a.Key {
		case "contenteditable":
			info.editorLike, info.hasEditable = true, true
		case "class":
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
		}
	}
	if len(n.Attr) == 0 && !mk.tagOnly {
		return info
	}
	info.content = mk.isContent(n)
	if matchesAny(n, mk.editor) {
		info.promptID, info.editorLike = true, true
	}
	// The composer drawn without a form element (ChatGPT: data-type
	// naming the composer on a div) is the composer form all the same: its
	// controls are its own.
	if !info.form && matchesAny(n, mk.form) {
		info.form, info.block = true, true
	}
	return info
}

// editorCandidate reports whether the element is the composer's editor: an
// editor marker of the profile (ChatGPT: id or name "prompt-textarea"), or
// a textarea or contenteditable element inside the composer form.
func (info elInfo) editorCandidate(inForm bool) bool {
	if info.promptID {
		return true
	}
	return inForm && (info.tag == atom.Textarea || info.hasEditable)
}

// editor records an editor element j (visible) and whether it is usable:
// its own attributes accept input (the editor rule, shared with package
// recovery/pageview) and no ancestor up to the composer region disables it.
func (s *scanner) editor(j int, info elInfo, inForm bool) {
	if !info.editorCandidate(inForm) {
		return
	}
	s.editorSeen = true
	// Usable only on proof: an editor whose markup proves neither
	// accepting nor refusing input is not usable.
	if editor.Read(s.d.Node(j)) != editor.Accepts {
		return
	}
	for k := s.d.Parent(j); k >= 0; k = s.d.Parent(k) {
		if editor.Disables(s.d.Node(k)) {
			return
		}
		if k == s.tb {
			break
		}
	}
	s.editorUsable = true
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

// markup is what the surface reader reads of a site profile: the markers
// of message content (the turn, message, content and user-content
// markers: never evidence), of the composer's editor, of composer forms
// and of the disclaimer's place.
type markup struct {
	content []site.Entry
	editor  []site.Entry
	form    []site.Entry
	banner  []site.Entry
	// tagOnly: some marker tests the tag alone, so an element without
	// attributes may be one.
	tagOnly bool
}

// markupOf reads the surface's markers from the profile p.
func markupOf(p *site.Profile) *markup {
	m := &p.Markers
	mk := &markup{
		content: slices.Concat(m.Turn, m.Message, m.Content, m.UserContent),
		editor:  m.Editor,
		form:    m.ComposerForm,
		banner:  m.Banner,
	}
	for _, l := range [][]site.Entry{mk.content, mk.editor, mk.form} {
		for _, e := range l {
			mk.tagOnly = mk.tagOnly || len(e.Match) == 0
		}
	}
	return mk
}

// isContent reports whether n is a message-content marker. A numbered
// turn marker (ChatGPT: a conversation-turn test id) holds when its value
// is the prefix alone or the prefix, "-" and more, as classify reads it.
func (mk *markup) isContent(n *html.Node) bool {
	for k := range mk.content {
		e := &mk.content[k]
		if !entrymatch.Matches(n, e) {
			continue
		}
		if !e.Numbered || numberedValue(attrOf(n, e.Match[0].Attr), e.Match[0].Value) {
			return true
		}
	}
	return false
}

// numberedValue reports whether v is prefix alone or prefix, "-" and more.
func numberedValue(v, prefix string) bool {
	rest, ok := strings.CutPrefix(v, prefix)
	return ok && (rest == "" || rest[0] == '-')
}

// attrOf returns the value of n's attribute key (without a namespace).
func attrOf(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Namespace == "" && a.Key == key {
			return a.Val
		}
	}
	return ""
}
