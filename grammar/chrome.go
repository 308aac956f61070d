package grammar

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// ChromeState is what one line of thinking/reasoning chrome says about the
// model's work.
type ChromeState string

// Values of ChromeState.
const (
	// ChromeEmpty: the line has no text.
	ChromeEmpty ChromeState = "empty"
	// ChromeCompleted: the line is a recognised completed summary, in any
	// known language ("Thought for 12s", "Nachgedacht für 12 s").
	ChromeCompleted ChromeState = "completed"
	// ChromeFinished: the line is other finished reasoning chrome
	// (IsReasoningChrome: "Stopped thinking Edit", "Reasoning Stopped
	// thinking", "Edit") and not an active label: known, and not activity.
	ChromeFinished ChromeState = "finished"
	// ChromeActive: the line is a recognised active label in any known
	// language (prefix forms allowed, however long the step after it), a
	// live trace, a label ending in an ellipsis, or a running timer.
	ChromeActive ChromeState = "active"
	// ChromeUnknown: any other text. In thinking chrome it counts as weak
	// activity: what the grammar does not know never passes.
	ChromeUnknown ChromeState = "unknown"
)

// maxPrefixRunes is how much of a long label is folded to find an active
// label at its start: every active label is far shorter.
const maxPrefixRunes = 96

// ClassifyChromeLabel classifies one line of thinking/reasoning chrome. Only
// a recognised completed summary is ChromeCompleted, and only a whole line
// that is one: a line that merely contains one is not. A line is
// ChromeActive when it is an active label of any known language, alone or
// followed by an ellipsis or by a space and a step of any length
// ("Searching the web for …", "Sucht im Web: …"); when it is a live trace
// ("Thought for 2s: Searching", or a localised summary followed by a
// separator and a step, "Nachgedacht für 2 s: Sucht im Web"); when it ends in an ellipsis ("…" or
// "..."), whatever its words; or when it is a running timer: a duration or
// clock alone ("14s", "0:14"), a line ending in a clock ("Thinking
// 0:14"), or any other line with a decimal digit of any script (Unicode
// Nd) that is not a completed summary ("Thinking1m 5s", "Meddwl ١٤
// eiliad"): a duration in a language or layout the grammar cannot read is
// still a running timer (IsUnknownTimer picks out the lines active for
// that alone). A worded summary of a known language ("Nachgedacht für ein
// paar Sekunden") is completed; followed by a separator and a step it is a
// live trace. Any other non-empty line is ChromeUnknown.
//
// Element boundaries are the caller's to decide: a label drawn as adjacent
// elements ("Thinking" + "14s") reads glued from the page's text; callers
// classify it both glued and with a space at each element boundary and
// take the reading that fails closed.
func ClassifyChromeLabel(label string) ChromeState {
	s, _ := ClassifyChromeLine(label)
	return s
}

// ClassifyChromeLine is ClassifyChromeLabel that also reports whether the
// line is running (IsRunningLabel), folding the line once.
func ClassifyChromeLine(label string) (state ChromeState, running bool) {
	f := Fold(label)
	switch {
	case f == "":
		return ChromeEmpty, false
	case completedChromeFolded(f):
		return ChromeCompleted, false
	case activeChromeFolded(f):
		return ChromeActive, runningFolded(f)
	case utf8.RuneCountInString(f) <= MaxSummaryRunes && chromeFolded(f):
		return ChromeFinished, false
	case hasDigit(f):
		return ChromeActive, true
	}
	return ChromeUnknown, false
}

// IsUnknownTimer reports a line that ClassifyChromeLabel calls active only
// because it shows a duration: words no table knows and digits of any
// script ("Meddwl ١٤ eiliad", "Kufanya kazi 1 dk 5 s", "Gondolkodik14 mp",
// the known label glued to its timer). In
// thinking chrome it is a running timer, whatever the language; elsewhere
// (a status node outside thinking chrome) it is wording the grammar does
// not know.
func IsUnknownTimer(label string) bool {
	f := Fold(label)
	return hasDigit(f) && !completedChromeFolded(f) && !activeChromeFolded(f)
}

// completedChromeFolded reports a whole folded line that is a completed
// summary in English or a known language.
func completedChromeFolded(f string) bool {
	if utf8.RuneCountInString(f) > MaxSummaryRunes {
		return false
	}
	if completedFolded(f) {
		return true
	}
	if !hasDigit(f) {
		// Only a worded summary has no digit.
		rest, ok := cutWorded(f)
		return ok && (rest == "" || isEditWord(strings.TrimPrefix(rest, " ")))
	}
	for i := range localCompleted {
		if localCompleted[i].matchSummary(f) {
			return true
		}
	}
	return false
}

// activeChromeFolded reports a folded line that shows live work.
func activeChromeFolded(f string) bool {
	if strings.HasSuffix(f, "...") || liveTraceFolded(f) || localLiveTraceFolded(f) || runningTimer(f) {
		return true
	}
	prefix := Truncate(f, maxPrefixRunes)
	if prefix != "" && activePrefix(prefix, activeByFirstByte[prefix[0]]) {
		return !chromeFolded(f) || isActiveLabelExactly(f)
	}
	return false
}

// isActiveLabelExactly reports a folded line that is exactly an English
// active label ("reasoning", "pro thinking"): finished chrome such as
// "Reasoning Stopped thinking" starts with a label without being active.
func isActiveLabelExactly(f string) bool {
	for _, l := range activeLabels {
		if f == l {
			return true
		}
	}
	return false
}

// activeByFirstByte holds the English and localised active labels, in
// folded form and longest first, by their first byte, so that a line is
// compared only with the labels it can start with. It is built once the
// language tables are folded (see the init function in lang.go).
var activeByFirstByte map[byte][]string

func indexActiveLabels() {
	activeByFirstByte = map[byte][]string{}
	for _, l := range sortedLongestFirst(append(slices.Clone(activeLabels), localActive...)) {
		activeByFirstByte[l[0]] = append(activeByFirstByte[l[0]], l)
	}
}

// activePrefix reports whether f starts with one of labels followed by
// nothing, an ellipsis, a space, or punctuation that opens a step (":",
// "·", "：", "…").
func activePrefix(f string, labels []string) bool {
	for _, l := range labels {
		rest, ok := strings.CutPrefix(f, l)
		if !ok {
			continue
		}
		if rest == "" || rest[0] == ' ' || rest[0] == ':' || strings.HasPrefix(rest, "...") ||
			strings.HasPrefix(rest, "·") || strings.HasPrefix(rest, "：") {
			return true
		}
	}
	return false
}

// A running timer in folded form: a duration or clock that is the whole
// line ("14s", "1m 5s", "0:14"), or a line ending in a clock ("thinking
// 0:14").
var (
	timerLineRe = regexp.MustCompile(`^(?:` + numericDuration + `(?: ` + numericDuration + `)*|\d+:\d\d)$`)
	clockEndRe  = regexp.MustCompile(`(?:^|\D)\d+:\d\d$`)
)

// maxTimerRunes is the longest line that can be a timer alone.
const maxTimerRunes = 32

// runningTimer reports a running timer. Only a short line can be a timer
// alone, and only a line's tail can end in a clock, so long lines cost
// one look at their end.
func runningTimer(f string) bool {
	if f == "" || !isDigit(f[0]) && !isDigit(f[len(f)-1]) {
		return false // a timer alone starts with a digit, a clock ends with one
	}
	if isDigit(f[0]) && len(f) <= maxTimerRunes*4 && utf8.RuneCountInString(f) <= maxTimerRunes && timerLineRe.MatchString(f) {
		return true
	}
	return isDigit(f[len(f)-1]) && clockEndRe.MatchString(f[max(0, len(f)-24):])
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// hasDigit reports an ASCII digit in s. On a folded line that is a digit
// of any script: Fold makes every decimal digit (Unicode Nd) ASCII.
func hasDigit(s string) bool {
	return strings.ContainsAny(s, "0123456789")
}

// IsRunningLabel reports whether a line of thinking chrome shows work that
// is still running whatever else the chrome shows: a live trace ("Thought
// for 2s: Searching"), a line ending in an ellipsis, or a running timer. A
// bare active label is not one: a static heading ("Reasoning") above a
// completed summary is the summary's title, while a running line above it
// is the header of a new phase.
func IsRunningLabel(label string) bool {
	f := Fold(label)
	return f != "" && !completedChromeFolded(f) && runningFolded(f)
}

// runningFolded reports a folded line that is not a completed summary and
// shows running work: an ellipsis ending, a live trace, a timer, or digits
// of any script (a duration the grammar cannot read in the line's language
// is still a running timer: every duration has a digit, and Fold makes
// every script's digits ASCII).
func runningFolded(f string) bool {
	return strings.HasSuffix(f, "...") || hasDigit(f) || liveTraceFolded(f) || localLiveTraceFolded(f)
}

// localLiveTraceFolded reports a localised live trace: a completed summary
// of a known language followed by a separator and a step.
func localLiveTraceFolded(f string) bool {
	if !hasDigit(f) {
		rest, ok := cutWorded(f)
		return ok && isStepAfter(rest)
	}
	// The trace's head decides: a prefix long enough for any summary and
	// its separator is all the patterns read.
	head := Truncate(f, MaxSummaryRunes+8)
	for i := range localCompleted {
		if localCompleted[i].matchTrace(head) {
			return true
		}
	}
	return false
}

// cutWorded returns what follows a localised worded summary that starts
// the folded line f, and whether one does. The longest match is cut: no
// worded summary is a prefix of another followed by a space.
func cutWorded(f string) (string, bool) {
	if f == "" {
		return "", false
	}
	best, found := "", false
	for _, w := range localWorded[f[0]] {
		if rest, ok := strings.CutPrefix(f, w); ok && (!found || len(rest) < len(best)) {
			best, found = rest, true
		}
	}
	return best, found
}

// isEditWord reports a folded Edit label of any known language.
func isEditWord(s string) bool {
	return slices.Contains(editWords, s)
}

// isStepAfter reports text after a summary that makes it a live trace: a
// separator (":", "·", ",", ";", their fullwidth forms, an ellipsis) and
// a step, with at most one space on either side of the separator.
func isStepAfter(rest string) bool {
	rest = strings.TrimPrefix(rest, " ")
	for _, sep := range []string{":", "·", ",", ";", "：", "，", "..."} {
		if step, ok := strings.CutPrefix(rest, sep); ok {
			step = strings.TrimPrefix(step, " ")
			return step != "" && step[0] != ' '
		}
	}
	return false
}
