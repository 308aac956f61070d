package redact

import (
	"slices"
	"strings"
	"unicode"

	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/internal/entrymatch"
	"github.com/chatproof/chatproof/site"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Filler replaces every letter, digit and combining mark of s with 'x' and
// keeps white space, punctuation and symbols, so text keeps its length in
// runes and its shape but not its content.
func Filler(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) {
			return 'x'
		}
		return r
	}, s)
}

// keepVerbatim reports text that stays as it is even in a redacted scope:
// white space, and a placeholder label ("Thinking", "ChatGPT said: Answer
// now", …). Filler would turn a placeholder into what reads as a real
// answer, and a redacted capture must judge like the page.
func keepVerbatim(text string) bool {
	return strings.TrimSpace(text) == "" || len(text) <= maxPlaceholderBytes && grammar.IsPlaceholder(text)
}

// maxPlaceholderBytes bounds the text tested as a placeholder label.
const maxPlaceholderBytes = 200

// scope is where a node sits, for text redaction.
type scope struct {
	message bool // inside a message marker stating its role (data-message-author-role)
	content bool // inside a message body: markdown, user bubble
	private bool // page title, chat history, account name, composer draft
	chrome  bool // inside a control or status node, which stays verbatim
}

// redact reports whether text in this scope becomes filler.
func (sc scope) redact() bool { return sc.private || sc.content && !sc.chrome }

// enter returns the scope of n's children, by the rules documented on
// Options.RedactText, with the ChatGPT site profile's markup (see
// enterWith).
func (sc scope) enter(n *html.Node) scope { return sc.enterWith(&redactMarkers, n) }

// enterWith returns the scope of n's children, by the rules documented on
// Options.RedactText. What is site markup (messages, message bodies, the
// private page chrome, the composer's editor, thinking and error chrome)
// is read from m, the markup of the page's own site profile; tags and
// ARIA roles are HTML's.
func (sc scope) enterWith(m *redactMarkup, n *html.Node) scope {
	if n.Namespace != "" {
		return sc
	}
	if entrymatch.Any(n, m.message) {
		sc.message = true
	}
	if entrymatch.Any(n, m.content) || sc.message && entrymatch.Any(n, m.messageText) {
		sc.content = true
	}
	if n.DataAtom == atom.Title || entrymatch.Any(n, m.private) || entrymatch.Any(n, m.editor) {
		sc.private = true
	}
	if m.isChrome(n) {
		sc.chrome = true
	}
	return sc
}

// isChrome reports a control or status element whose text is UI, not
// message content: a button, a summary, an ARIA button, status, alert or
// progress bar, a live region, or the profile's error and thinking chrome.
func (m *redactMarkup) isChrome(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Button, atom.Summary:
		return true
	}
	switch dom.Attr(n, "role") {
	case "button", "status", "alert", "progressbar":
		return true
	}
	if live := dom.Attr(n, "aria-live"); live != "" && live != "off" {
		return true
	}
	return entrymatch.Any(n, m.chrome)
}

// redactMarkup is what redaction reads of a site profile.
type redactMarkup struct {
	// message: a message marker stating its role by an attribute
	// (ChatGPT: data-message-author-role, data-conversation-role).
	message []site.Entry
	// content: a message body anywhere (the content markers: .markdown,
	// [data-message-content]).
	content []site.Entry
	// messageText: a block of a message's own text, inside a message (the
	// message_text markers: a user message's whitespace-pre-wrap block, its
	// bubble).
	messageText []site.Entry
	// private: page chrome whose text is the user's own (the private
	// markers: the chat history, the account name).
	private []site.Entry
	// chrome: the error and thinking chrome, whose text stays.
	chrome []site.Entry
	// editor: the composer's editor (the editor markers), whose draft is
	// private and whose value and content a capture keeps.
	editor []site.Entry
}

// redactMarkers is redaction's markup, from the ChatGPT site profile: the
// markup of a page no profile is given for.
var redactMarkers = redactMarkupOf(site.ChatGPT())

// redactMarkupFor returns redaction's markup for profile p, nil being
// ChatGPT's.
func redactMarkupFor(p *site.Profile) *redactMarkup {
	if p == nil || p == site.ChatGPT() {
		return &redactMarkers
	}
	m := redactMarkupOf(p)
	return &m
}

// redactMarkupOf reads redaction's markup from the profile p.
func redactMarkupOf(p *site.Profile) redactMarkup {
	m := &p.Markers
	var r redactMarkup
	for _, e := range m.Message {
		if e.RoleAttr != "" {
			r.message = append(r.message, e)
		}
	}
	r.content, r.messageText, r.private = m.Content, m.MessageText, m.Private
	r.chrome = slices.Concat(m.Error, m.Thinking)
	r.editor = m.Editor
	return r
}

// fillerAttr reports attributes whose values are content inside a redacted
// scope: link targets, image sources, tooltips and accessible names.
func fillerAttr(key string) bool {
	switch key {
	case "href", "src", "srcset", "title", "alt", "aria-label", "cite", "poster":
		return true
	}
	return false
}
