package grammar

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// Reasoning is what a reasoning label says about the model's thinking.
type Reasoning string

// Reasoning values; they are the verdict's response.reasoning values.
const (
	ReasoningNone      Reasoning = "none"
	ReasoningLive      Reasoning = "live"
	ReasoningCompleted Reasoning = "completed"
)

// MaxSummaryRunes is the longest folded label, in runes, that can be a
// completed summary. Longer labels never are.
const MaxSummaryRunes = 96

// durationUnit and numericDuration spell one numeric duration ("12s",
// "3.5 seconds", "1 m") in folded form.
const (
	durationUnit    = `(?:s|sec|secs|second|seconds|m|min|mins|minute|minutes|h|hr|hrs|hour|hours)`
	numericDuration = `\d+(?:\.\d+)? ?` + durationUnit
)

// wordedDurations is the closed list of worded durations a completed summary
// may end with, in folded form.
var wordedDurations = []string{
	"a second",
	"a few seconds",
	"a couple of seconds",
	"a couple seconds",
	"several seconds",
	"a moment",
	"a few moments",
	"a minute",
	"a few minutes",
	"a couple of minutes",
	"a couple minutes",
	"several minutes",
	"an hour",
	"a few hours",
	"a couple of hours",
	"a while",
	"a little while",
	"a bit",
	"a little bit",
}

// WordedDurations returns the closed list of worded durations a completed
// summary may end with ("Thought for a few seconds"), in folded form.
// Anything else after "thought for " that is not numeric is not a completed
// summary.
func WordedDurations() []string { return slices.Clone(wordedDurations) }

// summaryCore is "thought for" and its duration, without prefix or Edit.
var summaryCore = `thought for (?:` + numericDuration + `(?: ` + numericDuration + `)*|` +
	alternation(wordedDurations) + `)`

// The trailing "Edit" control may be glued to the label before it ("Thought
// for 1m 5sEdit"): text extraction joins adjacent inline elements (a
// duration span, then the Edit span) without a space, as it does for the
// "Reasoning" prefix.
var (
	completedRe = regexp.MustCompile(`^(?:(?:reasoning|pro thinking) ?)?` + summaryCore + `(?: ?edit)?$`)
	chromeRe    = regexp.MustCompile(`^(?:(?:(?:reasoning|pro thinking)(?: ?stopped thinking)?|stopped thinking)(?: ?edit)?|edit)?$`)
)

// alternation returns a non-capturing regexp group matching any of words
// literally.
func alternation(words []string) string {
	quoted := make([]string, len(words))
	for i, w := range words {
		quoted[i] = regexp.QuoteMeta(w)
	}
	return `(?:` + strings.Join(quoted, `|`) + `)`
}

var (
	summaryKeys   = []string{"thought"}
	liveTraceKeys = []string{"thought", "..."}
	reasoningKeys = append([]string{"thought", "..."}, activeKeys...)
	chromeKeys    = []string{"thought", "reasoning", "thinking", "edit"}
)

// IsCompletedSummary reports whether the whole label is a completed
// reasoning summary: "Thought for 12s", "Reasoning Thought for 1m 5s Edit",
// "Thought for a few seconds". See "Reasoning summaries" in the package
// documentation for the grammar.
func IsCompletedSummary(label string) bool {
	if quickReject(label, summaryKeys) {
		return false
	}
	f, cut := foldBounded(label, MaxSummaryRunes)
	return !cut && completedRe.MatchString(f)
}

// completedFolded is IsCompletedSummary on an already folded label.
func completedFolded(f string) bool {
	return strings.Contains(f, "thought for ") &&
		utf8.RuneCountInString(f) <= MaxSummaryRunes &&
		completedRe.MatchString(f)
}

// IsLiveTrace reports whether label is a live reasoning trace: any label
// containing "thought for" that is not a completed summary ("Thought for 2s:
// Searching…", "Reasoning Thought for 2s: Searching"), or an active status
// label followed by an ellipsis ("Thinking…", "Searching...").
func IsLiveTrace(label string) bool {
	if quickReject(label, liveTraceKeys) {
		return false
	}
	return liveTraceFolded(Fold(label))
}

func liveTraceFolded(f string) bool {
	if strings.Contains(f, "thought for") && !completedFolded(f) {
		return true
	}
	return activeEllipsisFolded(f)
}

// ClassifyReasoning classifies a reasoning-chrome label (the text of a
// thinking or reasoning node): a completed summary is completed; an active
// status label (prefixes allowed) or a live trace is live; anything else is
// none.
func ClassifyReasoning(label string) Reasoning {
	if quickReject(label, reasoningKeys) {
		return ReasoningNone
	}
	return classifyFolded(Fold(label))
}

func classifyFolded(f string) Reasoning {
	switch {
	case completedFolded(f):
		return ReasoningCompleted
	case activeFolded(f, true), liveTraceFolded(f):
		return ReasoningLive
	}
	return ReasoningNone
}

// IsReasoningChrome reports whether the whole label is reasoning chrome and
// nothing else: empty, a completed summary, or "Reasoning", "Pro thinking",
// "Stopped thinking" (optionally "Reasoning Stopped thinking"), each with an
// optional trailing "Edit", or "Edit" alone. It recognises image-only
// answers whose only text is this chrome.
func IsReasoningChrome(label string) bool {
	if quickReject(label, chromeKeys) {
		return isBlankASCII(label)
	}
	f, cut := foldBounded(label, MaxSummaryRunes)
	return !cut && chromeFolded(f)
}

func chromeFolded(f string) bool {
	return chromeRe.MatchString(f) || completedFolded(f)
}

// isBlankASCII reports whether s is empty or ASCII white space only.
func isBlankASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isASCIISpace(s[i]) {
			return false
		}
	}
	return true
}
