package capture

import (
	"strings"
	"unicode"

	"github.com/chatproof/chatproof/grammar"

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

// enter returns the scope of n's children. Message content is the body of a
// message: .markdown and [data-message-content] anywhere, and the user
// bubble (.whitespace-pre-wrap, [data-user-message-bubble]) inside
// [data-message-author-role]. UI chrome inside it stays verbatim: buttons,
// status, alert and live nodes, error containers (text-token-text-error),
// and thinking/reasoning chrome (a data-testid naming thinking or
// reasoning). Private scopes are redacted even where they look like chrome:
// the page title, the chat history (#history, nav[aria-label="Chat
// history"]), the account button and the composer's draft.
func (sc scope) enter(n *html.Node) scope {
	if n.Namespace != "" {
		return sc
	}
	if hasAttr(n, "data-message-author-role") {
		sc.message = true
	}
	classes := strings.Fields(attr(n, "class"))
	if hasToken(classes, "markdown") || hasAttr(n, "data-message-content") ||
		sc.message && (hasToken(classes, "whitespace-pre-wrap") || hasAttr(n, "data-user-message-bubble")) {
		sc.content = true
	}
	if n.DataAtom == atom.Title || attr(n, "id") == "history" ||
		n.DataAtom == atom.Nav && attr(n, "aria-label") == "Chat history" ||
		attr(n, "data-testid") == "accounts-profile-button" ||
		isComposer(n) {
		sc.private = true
	}
	if isChrome(n, classes) {
		sc.chrome = true
	}
	return sc
}

// isChrome reports a control or status element whose text is UI, not
// message content.
func isChrome(n *html.Node, classes []string) bool {
	switch n.DataAtom {
	case atom.Button, atom.Summary:
		return true
	}
	switch attr(n, "role") {
	case "button", "status", "alert", "progressbar":
		return true
	}
	if live := attr(n, "aria-live"); live != "" && live != "off" {
		return true
	}
	for _, c := range classes {
		if strings.Contains(c, "text-token-text-error") {
			return true
		}
	}
	id := strings.ToLower(attr(n, "data-testid"))
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

func hasToken(tokens []string, t string) bool {
	for _, x := range tokens {
		if x == t {
			return true
		}
	}
	return false
}
