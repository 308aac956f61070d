package classify

import (
	"slices"
	"strings"

	"github.com/chatproof/chatproof/grammar"
)

// scopeFacts is what a scan of the current turn container (or a verified
// panel) found.
type scopeFacts struct {
	signals []found
	// strong reports a strong signal among signals.
	strong bool
	// finished reports a visible finished-action control outside the
	// message content.
	finished bool
	// marker and row report a finished control and a control of the
	// profile's action row (site.Markers.FinishedRow) of the turn; with
	// an action row listed, finished needs both.
	marker, row bool
	// covered reports a finished-action control that would have made
	// finished true but is painted under an opaque cover (dom.Covered).
	covered bool
	// reasoning is the reasoning state the turn's chrome shows.
	reasoning Reasoning
	// provider and rule are the provider terminal of the turn's chrome;
	// threadError reports a visible regenerate-thread-error-button.
	provider    grammar.Kind
	rule        string
	threadError bool
	// providerEvidence is the bounded text of the chrome that decided
	// provider.
	providerEvidence string
	// notices are weak signals of status nodes whose text the grammar does
	// not know; they count only when the turn shows no provider terminal.
	notices []found
	// cards are the cards of regenerate-thread-error-buttons that carry no
	// error class: chrome, never response text.
	cards []int
}

// spacedVariant returns label with every zero-width space (U+200B) read as
// a space, and whether it had one. The grammar drops zero-width spaces, so
// "Thought\u200bfor 2s: Searching" would read "thoughtfor 2s: searching"
// and hide a live trace; a zero-width space is a word break, so the spaced
// reading is tried too, and the classifier takes the reading that fails
// closed.
func spacedVariant(label string) (string, bool) {
	if !strings.Contains(label, "\u200b") {
		return "", false
	}
	return strings.ReplaceAll(label, "\u200b", " "), true
}

// add appends a signal.
func (f *scopeFacts) add(el int, kind Kind, strength Strength, scope Scope, ev evidence) {
	f.signals = append(f.signals, found{el, signal(kind, strength, scope, ev)})
	if strength == StrengthStrong {
		f.strong = true
	}
}

// activity orders the signals by document order, computes the level and
// caps the list at MaxSignals; a cut list says how many were found and
// carries the digest of them all.
func activity(signals []found) Activity {
	slices.SortStableFunc(signals, func(x, y found) int { return x.el - y.el })
	level := LevelNone
	for _, s := range signals {
		if s.sig.Strength == StrengthStrong {
			level = LevelStrong
			break
		}
		level = LevelWeak
	}
	out := make([]Signal, 0, min(len(signals), MaxSignals))
	for _, s := range signals[:min(len(signals), MaxSignals)] {
		out = append(out, s.sig)
	}
	a := Activity{Level: level, Signals: out}
	if len(signals) > MaxSignals {
		a.Found, a.Digest = len(signals), signalsDigest(signals)
	}
	return a
}

// signalsDigest returns the digest of every signal found, in order: what
// the gate compares when the reported list is cut.
func signalsDigest(signals []found) string {
	parts := make([]string, 0, 4*len(signals))
	for _, s := range signals {
		parts = append(parts, string(s.sig.Kind), string(s.sig.Strength), string(s.sig.Scope), s.sig.Digest)
	}
	return digestParts(parts...)
}
