package classify

import (
	"strings"

	"github.com/chatproof/chatproof/grammar"
)

// thinking: thinking or reasoning chrome is read whole, once, and its
// trace gives a signal (addTraceSignal). A verified panel's own metadata
// makes it a panel, not status chrome: its text is the sidecar trace, weak
// unless chrome inside it says more. It reports whether j is chrome and the
// trace read from it (read only for the outermost chrome).
func (s *scopeScan) thinking(j int, a *attrs) (bool, trace) {
	chrome := isThinkingChrome(a) && !(s.scope == ScopePanel && j == s.root)
	var tr trace
	if chrome && j >= s.traceEnd {
		// Chrome nested in it is part of its text, so reading it again
		// would only cost.
		tr = s.p.readTrace(j)
		s.traceEnd = s.p.d.End(j)
		s.p.addTraceSignal(j, a, s.scope, tr, s.f)
	}
	return chrome, tr
}

// isThinkingChrome reports whether the element is the profile's thinking
// chrome (ChatGPT: a test id naming thinking or reasoning).
func isThinkingChrome(a *attrs) bool { return a.in(listThinking) }

// isReasoning reports whether the element is reasoning, never the
// answer: thinking chrome, or a reasoning text (site.Markers.ThinkingText).
func isReasoning(a *attrs) bool { return isThinkingChrome(a) || a.in(listThinkingText) }

// thinkingText: a reasoning text of the turn (DeepSeek's .ds-think-content)
// is read whole, once, as a verified panel's plain text is: its text,
// whatever its words, is a weak trace, so that the gate waits until it
// stops changing, and it never makes the turn strong by itself (the label
// rules are for labels; a reasoning text counts in digits). Chrome inside
// it is still read as chrome.
func (s *scopeScan) thinkingText(j int, a *attrs) {
	if j < s.reasoningEnd || !a.in(listThinkingText) {
		return
	}
	s.reasoningEnd = s.p.d.End(j)
	text := normalizeText(s.p.d.TextWithout(j, wholeText, func(int) bool { return false }))
	if text == "" {
		return
	}
	first, _, _ := strings.Cut(text, "\n")
	s.f.add(j, KindStatus, StrengthWeak, s.scope, s.p.describeWhole(j, a, quoted(grammar.Truncate(first, MaxEvidenceRunes)), text))
}

// addTraceSignal adds the signal the trace of thinking chrome i gives: a
// live line is strong status; text the grammar does not know, with no
// completed summary, is weak status, so that the gate waits until it stops
// changing; a completed summary or no text gives none. The signal's digest
// covers the chrome's whole text (describeWhole), not only the lines its
// evidence shows.
func (p *page) addTraceSignal(i int, a *attrs, scope Scope, tr trace, f *scopeFacts) {
	switch {
	case tr.live != "":
		f.add(i, KindStatus, StrengthStrong, scope, p.describeWhole(i, a, quoted(tr.live), tr.text))
	case tr.unknown != "":
		f.add(i, KindStatus, StrengthWeak, scope, p.describeWhole(i, a, quoted(tr.unknown), tr.text))
	}
}
