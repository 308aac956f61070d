package grammar

import (
	"slices"
	"strings"
)

// summaryTemplate is a completed-summary template of a UI language
// ("Nachgedacht für {d}") ready for matching folded lines: the folded text
// before and after its duration, and the units a duration may use. It is
// read by hand rather than by a regular expression: the 61 languages'
// templates as compiled expressions held megabytes of heap for a few
// hundred short literals.
type summaryTemplate struct {
	before, after string
	// units are the language's folded units and the English ones,
	// longest first.
	units []string
}

// englishUnits are the units every template accepts besides its
// language's own: the UI often keeps "s" and "m".
var englishUnits = []string{"s", "sec", "secs", "second", "seconds", "m", "min", "mins", "minute", "minutes", "h", "hr", "hrs", "hour", "hours"}

// newSummaryTemplate prepares template, whose duration is "{d}", with the
// language's units.
func newSummaryTemplate(template string, units []string) summaryTemplate {
	all := slices.Clone(englishUnits)
	for _, u := range units {
		if f := Fold(u); f != "" && !slices.Contains(all, f) {
			all = append(all, f)
		}
	}
	before, after, _ := strings.Cut(Fold(template), "{d}")
	return summaryTemplate{before: before, after: after, units: sortedLongestFirst(all)}
}

// matchSummary reports whether the folded line f is the template, whole:
// its text, a duration, its text after the duration, then optionally an
// Edit label (with or without a space before it).
func (t *summaryTemplate) matchSummary(f string) bool {
	return t.match(f, func(rest string) bool {
		return rest == "" || isEditWord(strings.TrimPrefix(rest, " "))
	})
}

// matchTrace reports whether the folded line f starts with the template
// followed by a separator and a step: the localised "Thought for 2s:
// Searching the web".
func (t *summaryTemplate) matchTrace(f string) bool {
	return t.match(f, isStepAfter)
}

// match reports whether f is the template's text, a duration and the text
// after it, followed by a rest that end accepts. Where the template has no
// space between its text and the duration, one space may stand there
// (spaceBefore, spaceAfter): the duration drawn in an element of its own
// reads with a word break at each edge ("已思考（用时" + "14s" + "）" reads
// "已思考（用时 14s ）"), and the words of the summary are matched whole
// all the same.
func (t *summaryTemplate) match(f string, end func(rest string) bool) bool {
	if t.before == "" {
		if f == "" || !isDigit(f[0]) {
			return false // a template that starts with its duration
		}
	} else if !strings.HasPrefix(f, t.before) {
		return false
	}
	rest := f[len(t.before):]
	if t.spaceBefore() {
		rest = strings.TrimPrefix(rest, " ")
	}
	return t.duration(rest, func(rest string) bool {
		tail, ok := strings.CutPrefix(rest, t.after)
		if !ok && t.spaceAfter() {
			tail, ok = strings.CutPrefix(rest, " "+t.after)
		}
		return ok && end(tail)
	})
}

// spaceBefore reports a template whose text before the duration ends
// without a space ("ለ{d} አሰበ"): a line may have one there.
func (t *summaryTemplate) spaceBefore() bool {
	return t.before != "" && !strings.HasSuffix(t.before, " ")
}

// spaceAfter reports a template whose text after the duration starts
// without a space ("已思考（用时 {d}）"): a line may have one there.
func (t *summaryTemplate) spaceAfter() bool {
	return t.after != "" && !strings.HasPrefix(t.after, " ")
}

// duration reports whether s starts with a duration after which fn accepts
// what follows: one or more amounts, at most one space between them, each
// digits with an optional decimal part ("3,5", "3.5"), an optional space,
// a unit and an optional period ("14 Sek."). Every way of reading the
// amounts is tried, but a reading goes on only where a unit is followed by
// what can follow it, so the work is linear in practice; the line is
// bounded (MaxSummaryRunes) before it gets here.
func (t *summaryTemplate) duration(s string, fn func(rest string) bool) bool {
	i := digitRun(s)
	if i == 0 {
		return false
	}
	if i < len(s) && (s[i] == '.' || s[i] == ',') {
		if n := digitRun(s[i+1:]); n > 0 {
			i += 1 + n
		}
	}
	for _, j := range []int{i, i + 1} {
		if j > i && (j > len(s) || s[i] != ' ') {
			continue
		}
		for _, u := range t.units {
			if !strings.HasPrefix(s[j:], u) {
				continue
			}
			k := j + len(u)
			for _, end := range []int{k, k + 1} {
				if end > k && (end > len(s) || s[k] != '.') {
					continue
				}
				rest := s[end:]
				if fn(rest) || t.duration(rest, fn) || strings.HasPrefix(rest, " ") && t.duration(rest[1:], fn) {
					return true
				}
			}
		}
	}
	return false
}

// digitRun returns the length of the ASCII digits s starts with.
func digitRun(s string) int {
	n := 0
	for n < len(s) && isDigit(s[n]) {
		n++
	}
	return n
}
