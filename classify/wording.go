package classify

import (
	"strings"

	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/site"
)

// RuleTerminalWordingUnknown is the ProviderRule of error chrome, a
// "Stopped thinking" label or a status notice in the current turn on a
// site whose terminal, wall or quota wording is unknown (site.Profile
// Wording): the grammar's wording may not name the site's terminal, so it
// names none, and the turn fails closed as provider_error.
const RuleTerminalWordingUnknown = "terminal_wording_unknown"

// RuleReplyErrorWordingUnknown is the ProviderRule of a reply whose whole
// text is a sentence some site draws as its reply to say it failed, on a
// site whose reply-error wording is unknown: the turn fails closed as
// provider_error, as error chrome does where the terminal wording is
// unknown (see (*page).replyErrorUnread).
const RuleReplyErrorWordingUnknown = "reply_error_wording_unknown"

// wording is which of the grammar's wording tables the site profile says
// apply to the site (site.Profile.Wording, site.WordingTables), compiled
// once into the matcher: every rule that reads wording asks it first.
// Where a table is unknown, wording of it that would let a page pass
// recognises nothing (the text counts as unknown, against completion), and
// wording that would name a terminal names none (the rule fails closed).
type wording struct {
	reasoning, status, stopLabels, chrome, terminal, wall, quota, placeholder, pending bool
	// replyError: the site draws some errors as the reply itself
	// (grammar.MatchReplyError).
	replyError bool
}

// wordingOf reads the profile's wording tables.
func wordingOf(p *site.Profile) wording {
	return wording{
		reasoning:   p.Knows("reasoning"),
		status:      p.Knows("status"),
		stopLabels:  p.Knows("stop_labels"),
		chrome:      p.Knows("chrome"),
		terminal:    p.Knows("terminal"),
		wall:        p.Knows("wall"),
		quota:       p.Knows("quota"),
		placeholder: p.Knows("placeholder"),
		pending:     p.Knows("pending"),
		replyError:  p.Knows("reply_error"),
	}
}

// reasoningOf is reasoningOfLabel where the site's wording is known: a
// completed summary only when the reasoning wording is known (a live label
// is kept: it never lets a page pass).
func (w wording) reasoningOf(label string) grammar.Reasoning {
	r := reasoningOfLabel(label)
	if r == grammar.ReasoningCompleted && !w.reasoning {
		return grammar.ReasoningNone
	}
	return r
}

// chromeState gates a chrome line's state: a completed summary needs the
// chrome and reasoning wording, other finished chrome the chrome wording;
// otherwise the line is unknown, weak activity. Active and empty lines
// stay as they are.
func (w wording) chromeState(s grammar.ChromeState) grammar.ChromeState {
	switch {
	case s == grammar.ChromeCompleted && !(w.chrome && w.reasoning),
		s == grammar.ChromeFinished && !w.chrome:
		return grammar.ChromeUnknown
	}
	return s
}

// chromeLine is chromeLine with the state gated (chromeState).
func (w wording) chromeLine(line string) (grammar.ChromeState, bool) {
	s, running := chromeLine(line)
	return w.chromeState(s), running
}

// completedLine reports a line that chromeLine reads as a completed
// summary.
func (w wording) completedLine(line string) bool {
	s, _ := w.chromeLine(strings.TrimSpace(line))
	return s == grammar.ChromeCompleted
}

// turnTerminal gates a turn-terminal match: a wall sentence needs the
// wall wording, a usage-limit sentence the quota wording, any other rule
// the terminal wording; without it the match names no terminal, and is
// provider_error with RuleTerminalWordingUnknown.
func (w wording) turnTerminal(m grammar.Match) grammar.Match {
	known := w.terminal
	switch {
	case grammar.IsWallSentenceRule(m.Rule):
		known = w.wall
	case grammar.IsQuotaSentenceRule(m.Rule):
		known = w.quota
	}
	if known {
		return m
	}
	return grammar.Match{Kind: grammar.KindError, Rule: RuleTerminalWordingUnknown}
}

// terminalsKnown reports that the grammar's terminal, wall and quota
// wording all apply, so a status notice none of them matches is no
// terminal of the site.
func (w wording) terminalsKnown() bool { return w.terminal && w.wall && w.quota }

// stopLabel is isStopLabel where the site's stop-label wording is known;
// where it is not, a label holding the word "stop" is a stop whatever else
// it says (the exclusions, dictation, voice, read aloud, recognise
// nothing).
func (w wording) stopLabel(label string) bool {
	if w.stopLabels {
		return isStopLabel(label)
	}
	if grammar.HasStopWord(label) {
		return true
	}
	v, ok := spacedVariant(label)
	return ok && grammar.HasStopWord(v)
}

// knownStatus reports whether every line of a status node is wording the
// grammar knows and the site's profile applies: a placeholder label (the
// placeholder wording), or reasoning chrome (the status wording, with the
// line's state gated by chromeState). A line active only for its digits
// (grammar.IsUnknownTimer) is a running timer in thinking chrome, but its
// words are not known: outside thinking chrome it stays unknown.
func (w wording) knownStatus(lines []string) bool {
	for _, line := range lines {
		if strings.TrimSpace(line) == "" || w.placeholder && grammar.IsPlaceholder(line) {
			continue
		}
		if !w.status || w.chromeState(grammar.ClassifyChromeLabel(line)) == grammar.ChromeUnknown || grammar.IsUnknownTimer(line) {
			return false
		}
	}
	return true
}
