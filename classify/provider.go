package classify

import (
	"strings"

	"github.com/chatproof/chatproof/grammar"
)

// RuleErrorChromeUnread is the ProviderRule when error chrome in the current
// turn could not be read because the label budget (MaxLabelReads) was
// spent: unread error chrome fails closed as provider_error.
const RuleErrorChromeUnread = "error_chrome_unread"

// RuleUnknownErrorChrome is the ProviderRule of an alert or error-class
// container in the current turn whose wording no rule knows: it is
// provider_error, with its text as the provider evidence.
const RuleUnknownErrorChrome = "unknown_error_chrome"

// isErrorChrome reports whether an element is provider error chrome of a
// turn: a status or alert node, an element whose class contains
// text-token-text-error, or the regenerate-thread-error-button.
func isErrorChrome(a *attrs) bool {
	return a.in(listStatus) || a.in(listError) || a.in(listRetry)
}

// matchCard matches the text of error chrome element i, without any message
// content inside it, against the turn-terminal grammar: each line, then the
// whole text on one line. The kind of highest precedence wins; its rule is
// the first that gave it. An alert or an error-class container whose text
// no rule knows is provider_error (RuleUnknownErrorChrome): error chrome
// never passes because its wording is new; a status node whose text is
// neither a terminal, reasoning chrome nor a placeholder is weak status
// activity. The card's text is the provider evidence, bounded.
func (p *page) matchCard(i int, a *attrs, f *scopeFacts) {
	if p.labels <= 0 {
		f.prefer(grammar.KindError, RuleErrorChromeUnread, "")
		return
	}
	p.labels--
	text := p.d.TextWithout(i, wholeText, p.isContentEl)
	// The report needs only a head of the card: a head of four times the
	// bound is normalised for it, not the whole card (matched whole below).
	evidence := grammar.Truncate(grammar.Normalize(strings.ReplaceAll(grammar.Truncate(text, 4*MaxEvidenceRunes), "\n", " ")), MaxEvidenceRunes)
	matched := false
	lines := strings.Split(text, "\n")
	for _, line := range lines {
		if m, ok := grammar.MatchTurnTerminal(line); ok {
			m = p.m.w.turnTerminal(m)
			f.prefer(m.Kind, m.Rule, evidence)
			matched = true
		}
	}
	if len(lines) > 1 {
		if m, ok := grammar.MatchTurnTerminal(strings.Join(lines, " ")); ok {
			m = p.m.w.turnTerminal(m)
			f.prefer(m.Kind, m.Rule, evidence)
			matched = true
		}
	}
	switch {
	case matched || evidence == "":
	case isErrorCard(a):
		f.prefer(grammar.KindError, RuleUnknownErrorChrome, evidence)
	case p.m.w.knownStatus(lines):
	case !p.m.w.terminalsKnown():
		// A status notice on a site whose terminal wording is unknown
		// may be its terminal: fail closed.
		f.prefer(grammar.KindError, RuleTerminalWordingUnknown, evidence)
	default:
		// A status node's unknown notice: not an error, but not known
		// quiet either, so weak activity the gate waits out (unless the
		// turn shows a provider terminal, which decides anyway).
		ev := p.describe(i, a, "", quoted(grammar.Normalize(strings.Join(lines, " "))))
		f.notices = append(f.notices, found{i, signal(KindStatus, StrengthWeak, ScopeTurn, ev)})
	}
}

// isErrorCard reports an alert node or an error-class container: chrome
// that only ever shows errors. A status node also shows progress and
// notices ("Updated saved memory"), so its unknown wording is not taken for
// an error, and counts as weak activity instead.
func isErrorCard(a *attrs) bool { return a.in(listError) }

// matchStopped records a "Stopped thinking" control: a button or thinking
// chrome whose label is the stopped-thinking chrome. Other terminal wording
// on a control is not provider evidence.
func (p *page) matchStopped(label string, f *scopeFacts) {
	if m, ok := grammar.MatchTurnTerminal(label); ok && m.Kind == grammar.KindStopped {
		m = p.m.w.turnTerminal(m)
		f.prefer(m.Kind, m.Rule, grammar.Truncate(grammar.Normalize(label), MaxEvidenceRunes))
	}
}

// prefer combines a match into the facts with grammar.PreferTurnTerminal,
// with the bounded text it was found in.
func (f *scopeFacts) prefer(kind grammar.Kind, rule, evidence string) {
	if best := grammar.PreferTurnTerminal(f.provider, kind); best != f.provider {
		f.provider, f.rule, f.providerEvidence = best, rule, evidence
	}
}

// providerOf returns the provider terminal and rule of the facts: the
// matched kind, or provider_error for a regenerate-thread-error-button
// whose card no rule knows, or none.
func providerOf(f *scopeFacts) (ProviderTerminal, string) {
	switch {
	case f.provider != "":
		return f.provider, f.rule
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
	a := attrs{m: p.m}
	a.read(n)
	return a.isContent()
}
