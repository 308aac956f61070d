package capture

import (
	"strings"
	"unicode"

	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/internal/dom"

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
	message bool // inside [data-message-author-role]
	content bool // inside a message body: markdown, user bubble
	private bool // page title, chat history, account name, composer draft
	chrome  bool // inside a control or status node, which stays verbatim
}

// redact reports whether text in this scope becomes filler.
func (sc scope) redact() bool { return sc.private || sc.content && !sc.chrome }

// enter returns the scope of n's children, by the rules documented on
// Options.RedactText.
func (sc scope) enter(n *html.Node) scope {
	if n.Namespace != "" {
		return sc
	}
	if dom.HasAttr(n, "data-message-author-role") {
		sc.message = true
	}
	if dom.HasClass(n, "markdown") || dom.HasAttr(n, "data-message-content") ||
		sc.message && (dom.HasClass(n, "whitespace-pre-wrap") || dom.HasAttr(n, "data-user-message-bubble")) {
		sc.content = true
	}
	if n.DataAtom == atom.Title || dom.Attr(n, "id") == "history" ||
		n.DataAtom == atom.Nav && dom.Attr(n, "aria-label") == "Chat history" ||
		dom.Attr(n, "data-testid") == "accounts-profile-button" ||
		isComposer(n) {
		sc.private = true
	}
	if isChrome(n) {
		sc.chrome = true
	}
	return sc
}

// isChrome reports a control or status element whose text is UI, not
// message content.
func isChrome(n *html.Node) bool {
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
	if strings.Contains(dom.Attr(n, "class"), "text-token-text-error") {
		return true
	}
	id := strings.ToLower(dom.Attr(n, "data-testid"))
	return strings.Contains(id, "thinking") || strings.Contains(id, "reasoning")
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
