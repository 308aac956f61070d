package grammar

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// MaxActiveRunes is the longest folded label, in runes, that ActiveStatus
// accepts.
const MaxActiveRunes = 60

// activeLabels are the active status labels, in folded form, longest first.
var activeLabels = sortedLongestFirst([]string{
	"thinking",
	"pro thinking",
	"deep thinking",
	"thinking longer for a better answer",
	"reasoning",
	"finalizing answer",
	"finalizing",
	"analyzing",
	"analyzing image",
	"analyzing images",
	"analyzing file",
	"analyzing files",
	"researching",
	"working on it",
	"working",
	"planning",
	"searching the web",
	"searching",
	"reading",
	"reading document",
	"reading documents",
	"browsing",
})

// ActiveLabels returns the active status labels, in folded form, longest
// first.
func ActiveLabels() []string { return slices.Clone(activeLabels) }

// activeKeys are the first words of the active labels: a label can only be
// active if it contains one of them.
var activeKeys = firstWords(activeLabels)

// ActiveStatus reports whether label is an active status label: after Fold
// and at most MaxActiveRunes runes, it equals one of ActiveLabels(), optionally
// followed by an ellipsis ("Thinking…", "Thinking..."). When allowPrefix is
// set it may also continue with a space and anything ("Pro thinking ·
// Reading sources", "Reasoning Thought for 2s: Searching"). A completed
// summary is never active, nor is other reasoning chrome that is not itself
// an active label ("Reasoning Stopped thinking", "Pro thinking Edit").
func ActiveStatus(label string, allowPrefix bool) bool {
	if quickReject(label, activeKeys) {
		return false
	}
	f, cut := foldBounded(label, MaxActiveRunes)
	if cut {
		return false
	}
	return activeFolded(f, allowPrefix)
}

func activeFolded(f string, allowPrefix bool) bool {
	if f == "" || utf8.RuneCountInString(f) > MaxActiveRunes || completedFolded(f) {
		return false
	}
	if chromeFolded(f) && !slices.Contains(activeLabels, f) {
		// Finished chrome such as "Reasoning Stopped thinking" or "Pro
		// thinking Edit" is not activity, although it starts with a label.
		return false
	}
	for _, l := range activeLabels {
		rest, ok := strings.CutPrefix(f, l)
		if !ok {
			continue
		}
		rest = trimEllipsis(rest)
		if rest == "" || allowPrefix && rest[0] == ' ' {
			return true
		}
	}
	return false
}

// activeEllipsisFolded reports whether f is an active label followed by an
// ellipsis, then nothing or a space and anything ("thinking...",
// "searching... example.com").
func activeEllipsisFolded(f string) bool {
	for _, l := range activeLabels {
		rest, ok := strings.CutPrefix(f, l)
		if !ok {
			continue
		}
		after := trimEllipsis(rest)
		if len(after) == len(rest) {
			continue
		}
		if after == "" || after[0] == ' ' {
			return true
		}
	}
	return false
}

// trimEllipsis removes one leading "..." or " ..." from s.
func trimEllipsis(s string) string {
	if rest, ok := strings.CutPrefix(s, "..."); ok {
		return rest
	}
	if rest, ok := strings.CutPrefix(s, " ..."); ok {
		return rest
	}
	return s
}

func sortedLongestFirst(labels []string) []string {
	out := slices.Clone(labels)
	slices.SortStableFunc(out, func(a, b string) int { return len(b) - len(a) })
	return out
}

func firstWords(labels []string) []string {
	var out []string
	for _, l := range labels {
		w, _, _ := strings.Cut(l, " ")
		if !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}
