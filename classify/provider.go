package classify

import (
	"strings"

	"github.com/chatproof/chatproof/grammar"
)

// RuleErrorChromeUnread is the ProviderRule when error chrome in the current
// turn could not be read because the label budget (MaxLabelReads) was
// spent: unread error chrome fails closed as provider_error.
const RuleErrorChromeUnread = "error_chrome_unread"

// maxCardLines is the number of lines of an error card matched one by one.
const maxCardLines = 8

// isErrorChrome reports whether an element is provider error chrome of a
// turn: a status or alert node, an element whose class contains
// text-token-text-error, or the regenerate-thread-error-button.
func isErrorChrome(a *attrs) bool {
	return (a.role != "" && (a.roleIs("status") || a.roleIs("alert"))) ||
		strings.Contains(a.class, "text-token-text-error") ||
		a.testid == "regenerate-thread-error-button"
}

// matchCard matches the text of error chrome element i, without any message
// content inside it, against the turn-terminal grammar: each of its first
// lines, then the whole text on one line. The kind of highest precedence
// wins; its rule is the first that gave it.
func (p *page) matchCard(i int, f *scopeFacts) {
	if p.labels <= 0 {
		f.prefer(grammar.KindError, RuleErrorChromeUnread)
		return
	}
	p.labels--
	text := p.d.TextWithout(i, 480, p.isContentEl)
	lines := strings.Split(text, "\n")
	for k, line := range lines {
		if k == maxCardLines {
			break
		}
		if m, ok := grammar.MatchTurnTerminal(line); ok {
			f.prefer(m.Kind, m.Rule)
		}
	}
	if len(lines) > 1 {
		if m, ok := grammar.MatchTurnTerminal(strings.Join(lines, " ")); ok {
			f.prefer(m.Kind, m.Rule)
		}
	}
}

// matchStopped records a "Stopped thinking" control: a button or thinking
// chrome whose label is the stopped-thinking chrome. Other terminal wording
// on a control is not provider evidence.
func (p *page) matchStopped(label string, f *scopeFacts) {
	if m, ok := grammar.MatchTurnTerminal(label); ok && m.Kind == grammar.KindStopped {
		f.prefer(m.Kind, m.Rule)
	}
}

// prefer combines a match into the facts with grammar.PreferTurnTerminal.
func (f *scopeFacts) prefer(kind grammar.Kind, rule string) {
	if best := grammar.PreferTurnTerminal(f.provider, kind); best != f.provider {
		f.provider, f.rule = best, rule
	}
}

// providerOf returns the provider terminal and rule of the facts: the
// matched kind, or provider_error for a regenerate-thread-error-button
// whose card no rule knows, or none.
func providerOf(f *scopeFacts) (string, string) {
	switch {
	case f.provider != "":
		return string(f.provider), f.rule
	case f.threadError:
		return ProviderError, RuleThreadErrorButton
	}
	return ProviderNone, ""
}

// isContentEl reports whether element j is a message content block.
func (p *page) isContentEl(j int) bool {
	n := p.d.Node(j)
	if len(n.Attr) == 0 {
		return false
	}
	var a attrs
	a.read(n)
	return a.isContent()
}
