package redact

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/internal/dom"
)

// TestRedactScopesFromProfile: over generated elements (every tag and
// attribute the redaction rules name, alone and in pairs, in every scope),
// the scopes read from the ChatGPT site profile are those of the rules as
// they were written in code (legacyEnter, kept here as the reference), but
// where the profile says more: a message marker whose role attribute is
// data-conversation-role is a message too, and a role token "alert" in any
// case or among others is error chrome.
func TestRedactScopesFromProfile(t *testing.T) {
	tags := []string{"div", "nav", "button", "summary", "title", "textarea", "span"}
	attrs := [][2]string{
		{"data-message-author-role", "user"}, {"data-conversation-role", "user"}, {"class", "markdown prose"},
		{"class", "whitespace-pre-wrap"}, {"class", "text-token-text-error p-2"}, {"data-message-content", ""},
		{"data-user-message-bubble", ""}, {"id", "history"}, {"id", "prompt-textarea"}, {"name", "prompt-textarea"},
		{"aria-label", "Chat history"}, {"data-testid", "accounts-profile-button"}, {"data-testid", "Thinking-header"},
		{"data-testid", "reasoning-steps"}, {"role", "status"}, {"role", "Alert"}, {"role", "alert"}, {"aria-live", "polite"},
		{"class", "markdown-new"}, {"data-testid", "copy"},
	}
	scopes := []scope{{}, {message: true}, {content: true}, {message: true, content: true}, {private: true}, {chrome: true, content: true}}
	n, differ := 0, 0
	for _, tag := range tags {
		for i := -1; i < len(attrs); i++ {
			for j := i; j < len(attrs); j++ {
				el := &html.Node{Type: html.ElementNode, Data: tag, DataAtom: atom.Lookup([]byte(tag))}
				for _, k := range []int{i, j} {
					if k >= 0 && !dom.HasAttr(el, attrs[k][0]) {
						el.Attr = append(el.Attr, html.Attribute{Key: attrs[k][0], Val: attrs[k][1]})
					}
				}
				for _, sc := range scopes {
					n++
					got, want := sc.enter(el), sc.legacyEnter(el)
					if got == want {
						continue
					}
					if documentedDifference(el, got, want) {
						differ++
						continue
					}
					t.Errorf("<%s %v> in %+v: %+v, want %+v", tag, el.Attr, sc, got, want)
				}
			}
		}
	}
	t.Logf("%d elements in scopes, %d differ as documented", n, differ)
}

// documentedDifference reports the differences TestRedactScopesFromProfile
// allows: the profile's data-conversation-role message, and its role
// token alert.
func documentedDifference(n *html.Node, got, want scope) bool {
	role := dom.Attr(n, "role")
	alert := strings.EqualFold(role, "alert") && role != "alert"
	conv := dom.HasAttr(n, "data-conversation-role") && !dom.HasAttr(n, "data-message-author-role")
	return (alert && got.chrome && !want.chrome) || (conv && got.message && !want.message)
}

// legacyIsComposer is isComposer as it was written in code.
func legacyIsComposer(n *html.Node) bool {
	return dom.Attr(n, "id") == "prompt-textarea" || dom.Attr(n, "name") == "prompt-textarea"
}

func (sc scope) legacyEnter(n *html.Node) scope {
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
		legacyIsComposer(n) {
		sc.private = true
	}
	if legacyIsChrome(n) {
		sc.chrome = true
	}
	return sc
}
func legacyIsChrome(n *html.Node) bool {
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
