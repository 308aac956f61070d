package classify

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/internal/testflag"
)

// Issue 23, class 1: in thinking chrome, a duration (digits of any script,
// a clock, a <time> element) that is not part of a recognised completed
// summary is a running timer, whatever the language, and strong. The test
// generates the class: labels no table knows and labels that are known,
// digits of many scripts, units, the spacing between label, number and
// unit, and the element boundaries the UI draws (one span, adjacent spans,
// <time>, one-letter shimmer spans, nested spans, number and unit apart).
// Every variant of a finished page whose chrome shows one is strong; every
// completed summary of every language, its duration written in the same
// ways, still completes.

// digitZeros are the zero digits of the scripts the variants write
// durations in: ASCII, Arabic-Indic, Extended Arabic-Indic (Persian, Urdu),
// Devanagari, Bengali, Gujarati, Tamil, Thai, Myanmar, Khmer, Mongolian and
// fullwidth.
var digitZeros = []rune{'0', '\u0660', '\u06F0', '\u0966', '\u09E6', '\u0AE6', '\u0BE6', '\u0E50', '\u1040', '\u17E0', '\u1810', '\uFF10'}

// inScript writes the ASCII digits of s in the script whose zero is zero.
func inScript(s string, zero rune) string {
	return strings.Map(func(r rune) rune {
		if '0' <= r && r <= '9' {
			return zero + r - '0'
		}
		return r
	}, s)
}

// timerLabels are labels a running timer follows: words no table knows
// (so that only the duration can make the line live), and known ones.
var timerLabels = []string{"", "Kufanya kazi", "Meddwl", "Gondolkodom", "Mõtisklen", "Thinking", "Tænker", "يفكر", "正在搜尋網絡"}

// timerDurations are running timers in ASCII digits, the space between
// number and unit written as "_" (replaced by each spacing variant).
var timerDurations = []string{"14_s", "1_min 5_s", "14_mp", "14_秒", "14_ثانية", "14_sekunder", "3,5_s", "14", "0:14", "1:05"}

// spacings are the spaces the UI writes between number and unit, and
// between label and duration: none, a space, a no-break space, a narrow
// no-break space.
var spacings = []string{"", " ", "\u00a0", "\u202f"}

// timerLayouts draw a label and a duration as thinking chrome markup.
var timerLayouts = []struct {
	name string
	draw func(label, gap, duration string) string
}{
	{"one span", func(l, g, d string) string { return "<span>" + l + g + d + "</span>" }},
	{"adjacent spans", func(l, g, d string) string { return "<span>" + l + "</span>" + g + "<span>" + d + "</span>" }},
	{"time element", func(l, g, d string) string { return "<span>" + l + "</span>" + g + "<time>" + d + "</time>" }},
	{"time element with datetime", func(l, g, d string) string {
		return l + g + `<time datetime="PT14S">` + d + "</time>"
	}},
	{"one-letter shimmer spans", func(l, g, d string) string { return letterSpans(l) + g + "<time>" + d + "</time>" }},
	{"nested spans", func(l, g, d string) string {
		return "<span><span>" + l + "</span>" + g + "<span><span>" + d + "</span></span></span>"
	}},
	{"number and unit apart", func(l, g, d string) string { return "<span>" + l + "</span>" + g + numberApart(d) }},
}

// letterSpans draws s one letter per span, each with its own animation
// delay (a shimmer whose class names no token the rules know).
func letterSpans(s string) string {
	var b strings.Builder
	for _, r := range s {
		b.WriteString(`<span class="inline-block [animation:wave_1.6s_infinite]">` + string(r) + "</span>")
	}
	return b.String()
}

// numberApart draws each number of d in a span of its own, apart from its
// unit.
func numberApart(d string) string {
	var b strings.Builder
	inNum := false
	for _, r := range d {
		isNum := r >= '0' && r <= '9' || r > utf8.RuneSelf && strings.ContainsRune(inScript("0123456789", digitZeroOf(r)), r)
		switch {
		case isNum && !inNum:
			b.WriteString("<span>")
		case !isNum && inNum:
			b.WriteString("</span>")
		}
		inNum = isNum
		b.WriteRune(r)
	}
	if inNum {
		b.WriteString("</span>")
	}
	return b.String()
}

// digitZeroOf returns the zero of the script of digit r among digitZeros,
// or '0'.
func digitZeroOf(r rune) rune {
	for _, z := range digitZeros {
		if z <= r && r <= z+9 {
			return z
		}
	}
	return '0'
}

// TestDurationsInThinkingChromeAreStrong checks that a running timer in
// thinking chrome is strong in every script, duration, label and layout
// (one variant in timerSample by default).
func TestDurationsInThinkingChromeAreStrong(t *testing.T) {
	level := func(inner string) Level {
		r := classifyString(t, chromePage(inner), Options{})
		checkInvariants(t, r)
		return r.Activity.Level
	}
	n, failed := 0, 0
	for zi, zero := range digitZeros {
		for di, dur := range timerDurations {
			for li, label := range timerLabels {
				// Every script, duration, label and layout; the spacings
				// (between number and unit, between label and duration)
				// rotate with them, so that each meets every one.
				unitGap := spacings[(zi+di+li)%len(spacings)]
				gap := spacings[(zi+2*di+3*li+1)%len(spacings)]
				if label == "" {
					gap = ""
				}
				d := inScript(strings.ReplaceAll(dur, "_", unitGap), zero)
				for yi, lay := range timerLayouts {
					if !testflag.Spread(timerSample, zi, di, li, yi) {
						continue
					}
					{
						inner := lay.draw(label, gap, d)
						n++
						if got := level(inner); got != LevelStrong {
							failed++
							if failed <= 20 {
								t.Errorf("%s: %q: level %s, want strong (a running timer)", lay.name, inner, got)
							}
						}
					}
				}
			}
		}
	}
	// A <time> element marks a duration whatever its words: a worded one
	// no table knows is a running timer too.
	for _, inner := range []string{
		"<span>Kufanya kazi</span><time>sekunde kumi na nne</time>",
		`Kufanya kazi <time datetime="PT1M5S">dakika moja</time>`,
		"<div>Kufanya kazi</div><div><time>sekunde kumi</time></div>",
	} {
		n++
		if got := level(inner); got != LevelStrong {
			failed++
			t.Errorf("%q: level %s, want strong (a <time> element outside a completed summary)", inner, got)
		}
	}
	if failed > 20 {
		t.Errorf("... and %d more variants not strong", failed-20)
	}
	t.Logf("%d running-timer variants (%d scripts × %d durations × %d labels × %d layouts, %d spacings rotating; checked: one in %d)",
		n, len(digitZeros), len(timerDurations), len(timerLabels), len(timerLayouts), len(spacings), sampleOf(timerSample))
}

// timerSample and summarySample are the shares of the duration sweeps a
// plain go test checks: one variant in timerSample (summarySample) on the
// diagonal of the sweep's axes (testflag.Spread), so that every script,
// duration, label, layout, language and template is still checked;
// CHATPROOF_EXHAUSTIVE=1, as CI runs, checks every variant.
const (
	timerSample   = 16
	summarySample = 16
)

// sampleOf is the share of a sweep that runs: one in n, or every one when
// the sweeps are exhaustive.
func sampleOf(n int) int {
	if testflag.Exhaustive() {
		return 1
	}
	return n
}

// completedLayouts draw a completed summary whose duration is d: in one
// span, its duration in a <time> element, and the summary's words and its
// duration in adjacent spans.
var completedLayouts = []struct {
	name string
	draw func(template, d string) string
}{
	{"one span", func(tpl, d string) string { return "<span>" + strings.Replace(tpl, "{d}", d, 1) + "</span>" }},
	{"duration in a time element", func(tpl, d string) string {
		return "<span>" + strings.Replace(tpl, "{d}", `<time datetime="PT14S">`+d+"</time>", 1) + "</span>"
	}},
	{"words and duration in adjacent spans", func(tpl, d string) string {
		before, after, _ := strings.Cut(tpl, "{d}")
		return "<span>" + strings.TrimSpace(before) + "</span><span>" + d + "</span><span>" + strings.TrimSpace(after) + "</span>"
	}},
}

// TestCompletedSummariesInAnyScriptComplete checks that every completed
// summary of every language, its duration in every script and layout,
// completes (one variant in summarySample by default).
func TestCompletedSummariesInAnyScriptComplete(t *testing.T) {
	n := 0
	check := func(tag, inner string) {
		n++
		r := classifyString(t, chromePage(inner), Options{})
		checkInvariants(t, r)
		if r.Terminal != TerminalComplete || r.Activity.Level != LevelNone || r.Response.Reasoning != ReasoningCompleted {
			t.Errorf("%s: %q: %s, level %s, reasoning %s; want complete, none, completed", tag, inner, r.Terminal, r.Activity.Level, r.Response.Reasoning)
		}
	}
	templates := map[string][]string{"en": {"Thought for {d}"}}
	tags := append([]string{"en"}, grammar.Languages()...)
	for _, tag := range tags[1:] {
		l, _ := grammar.LanguageWording(tag)
		for _, w := range l.Completed {
			templates[tag] = append(templates[tag], w.Text)
		}
	}
	for k, tag := range tags {
		for ti, tpl := range templates[tag] {
			for i, zero := range digitZeros {
				gap := spacings[1+(i+k)%(len(spacings)-1)] // a space of some kind before the unit
				for di, d := range []string{"14s", "1m" + " 5s", "14" + gap + "s"} {
					d = inScript(d, zero)
					for li, lay := range completedLayouts {
						if !testflag.Spread(summarySample, k, ti, i, di, li) {
							continue
						}
						check(tag, lay.draw(tpl, d))
					}
				}
			}
		}
		l, _ := grammar.LanguageWording(tag)
		for _, w := range l.Worded {
			check(tag, "<span>"+w.Text+"</span>")
		}
	}
	t.Logf("%d completed-summary variants in %d languages (checked: one in %d)", n, len(tags), sampleOf(summarySample))
}
