package classify

import (
	"cmp"
	"slices"
	"strings"

	"github.com/chatproof/chatproof/grammar"
)

// panelSignals scans every visible verified thinking/reasoning/sidecar panel
// (an aside, complementary or dialog element whose test id, aria-label or
// class names thinking, reasoning or sidecar) outside the current turn
// container scope. Progress, shimmer, busy and active thinking chrome in a
// panel are strong. A panel with none of them whose visible text shows a
// live trace or an active label, and no completed summary, is a weak
// sidecar signal carrying that line, so that a changing trace can be told
// from a stale one. Its digest covers the panel's whole visible text,
// whatever lines its evidence shows: a line appended under a line that
// reads live changes the digest.
func (p *page) panelSignals(scope int) []found {
	var out []found
	readEnd := -1
	for _, pn := range p.panels {
		if !p.d.Visible(pn) || (scope >= 0 && (pn == scope || p.d.Contains(scope, pn))) {
			continue
		}
		if pn < readEnd {
			// Inside a panel already read whole: its chrome and text were
			// part of that read, so reading it again would only cost.
			continue
		}
		readEnd = p.d.End(pn)
		skipLo, skipHi := -1, -1
		if scope >= 0 && p.d.Contains(pn, scope) {
			skipLo, skipHi = scope, p.d.End(scope)
		}
		var f scopeFacts
		p.scanScope(pn, ScopePanel, skipLo, skipHi, nil, &f)
		out = append(out, f.signals...)
		if f.strong {
			continue
		}
		tr := p.readTrace(pn)
		if detail := cmp.Or(tr.live, tr.unknown); detail != "" {
			a := attrs{m: p.m}
			a.read(p.d.Node(pn))
			out = append(out, found{pn, signal(KindSidecar, StrengthWeak, ScopePanel, p.describeWhole(pn, &a, quoted(detail), tr.text))})
		}
	}
	return out
}

// trace is what the visible text of thinking chrome or a panel shows.
type trace struct {
	// read reports that the text was read (the label budget allowed it).
	read bool
	// live holds the lines that show live work (grammar.ChromeActive),
	// normalised and joined with " | ", so that a changing trace under a
	// static "Thinking" heading changes the evidence; "" when none does,
	// or when a completed summary decides.
	live string
	// unknown holds the lines the grammar does not know, joined like live;
	// "" when a completed summary or a live line decides.
	unknown string
	// completed reports a line that is a completed summary.
	completed bool
	// text is the whole visible text, every non-empty line normalised and
	// joined with newlines, whatever live or unknown select: the digest
	// of a signal built from the trace covers it, so a line added to the
	// chrome or panel changes the digest even when the evidence shows
	// only an earlier line.
	text string
	// stopped is the first line that is the "Stopped thinking" chrome
	// (grammar kind stopped_thinking); its Rule is "" when none is.
	// stoppedLine is that line, normalised and bounded.
	stopped     grammar.Match
	stoppedLine string
}

// readTrace reads the whole visible text of element i, line by line, in
// two readings: as the page's text runs (adjacent inline elements glued)
// and with every element boundary a word break (see readChromeText). A
// line is live when either reading makes it live. A completed summary (in
// either reading) makes the trace completed, not live: an expanded summary
// lists its finished steps ("Searching the web") under "Thought for 12s".
// Only a running line (grammar.IsRunningLabel: "Thinking…", "Thought for
// 2s: Searching", a timer) above the first completed summary still makes
// it live: that is the header of a reasoning phase still running over an
// older phase's summary. Thinking chrome nested inside is judged on its own
// lines too, as if read alone, and makes the trace live when it is. Any
// other text is unknown, and counts as weak activity. Once the label
// budget is spent the text is not read and the trace counts as live, so
// unread chrome fails closed. Nothing is cut: the whole text is read, and
// only what a signal reports is bounded.
func (p *page) readTrace(i int) trace {
	if p.labels <= 0 {
		return trace{live: "(text not read)"}
	}
	p.labels--
	ct := p.readChromeText(i)
	t := traceOf(p.m.w, ct.glued, ct.spaced, ct.timed)
	if t.live != "" {
		return t
	}
	// Nested chrome read alone: its lines are a range of the lines above.
	// Nesting costs a multiple of the text; past a generous multiple the
	// trace fails closed instead of reading on.
	work, limit := 0, maxNestedWork*(len(ct.glued)+8)
	for _, s := range ct.nested {
		s.hi = min(s.hi, len(ct.glued))
		work += s.hi - s.lo
		if work > limit {
			t.live = "(nested chrome not read)"
			return t
		}
		if nt := traceOf(p.m.w, ct.glued[s.lo:s.hi], ct.spaced[s.lo:s.hi], linesOf(ct.timed, s)); nt.live != "" {
			t.live = nt.live
			return t
		}
	}
	return t
}

// maxNestedWork bounds the lines read for chrome nested in chrome, as a
// multiple of the outer chrome's lines: pages saved from the site nest
// chrome one or two deep.
const maxNestedWork = 8

// linesOf returns the flags of the lines of span s, nil when there are
// none.
func linesOf(flags []bool, s lineSpan) []bool {
	if s.hi > len(flags) {
		return nil
	}
	return flags[s.lo:s.hi]
}

// traceOf combines the two readings of the same lines into a trace, with
// the site's wording w; timed flags the lines that hold a <time> element
// (nil: none is known to).
func traceOf(w wording, gluedLines, spacedLines []string, timed []bool) trace {
	var glued, spaced lineReading
	if slices.Equal(gluedLines, spacedLines) {
		glued = readLines(w, gluedLines, nil, timed)
		spaced = glued
	} else {
		// Element boundaries inside a line: the spaced reading differs.
		glued = readLines(w, gluedLines, spacedLines, timed)
		spaced = readLines(w, spacedLines, gluedLines, timed)
	}
	t := trace{read: true, completed: glued.completed || spaced.completed, text: wholeLines(gluedLines)}
	t.stopped, t.stoppedLine = glued.stopped, glued.stoppedLine
	if t.stopped.Rule == "" {
		t.stopped, t.stoppedLine = spaced.stopped, spaced.stoppedLine
	}
	liveFirst := glued.liveFirst || spaced.liveFirst
	live := glued.live
	if len(live) == 0 {
		live = spaced.live
	}
	switch {
	case len(live) > 0 && (!t.completed || liveFirst):
		t.live = strings.Join(live, " | ")
	case !t.completed && len(glued.unknown) > 0:
		t.unknown = strings.Join(glued.unknown, " | ")
	}
	return t
}

// wholeLines returns the non-empty lines, each normalised, joined with
// newlines: the whole visible text of chrome or a panel as the page reads
// it.
func wholeLines(lines []string) string {
	var b strings.Builder
	for _, line := range lines {
		line = grammar.Normalize(line)
		if line == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(line)
	}
	return b.String()
}

// lineReading is what one reading of a chrome text shows.
type lineReading struct {
	live, unknown []string
	// completed reports a completed summary line; liveFirst a running line
	// before the first one.
	completed, liveFirst bool
	stopped              grammar.Match
	stoppedLine          string
}

// maxStoppedBytes is the longest line looked at for the "Stopped thinking"
// chrome: a short label, and the terminal grammar reads no sentence
// longer than grammar.MaxSentenceRunes.
const maxStoppedBytes = 4 * grammar.MaxSentenceRunes

// readLines classifies each line of one reading with chromeLine, gated by
// the site's wording w (wording.chromeLine). A line
// that is a completed summary in the other reading (other: the same lines
// read with the element boundaries the other way; nil when both readings
// are the same) is that summary: "已思考" + "14s" reads "已思考14s" glued,
// "已思考 14s" spaced, and both are the one finished summary, its digits
// the summary's duration. Otherwise a line that holds a <time> element
// (timed) is a running timer, whatever its words: the page itself marks a
// duration there.
func readLines(w wording, lines, other []string, timed []bool) lineReading {
	var r lineReading
	for k, line := range lines {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if r.stopped.Rule == "" && len(line) <= maxStoppedBytes {
			if m, ok := grammar.MatchTurnTerminal(line); ok && m.Kind == grammar.KindStopped {
				r.stopped, r.stoppedLine = w.turnTerminal(m), grammar.Truncate(grammar.Normalize(line), MaxEvidenceRunes)
			}
		}
		state, running := w.chromeLine(line)
		switch {
		case state == grammar.ChromeCompleted:
		case state != grammar.ChromeEmpty && k < len(other) && w.completedLine(other[k]):
			// The same text read with its element boundaries the other
			// way is a completed summary: the summary drawn as several
			// elements ("Nachgedacht für" + "14 s", "Thought for" +
			// <time>12s</time>).
			state, running = grammar.ChromeCompleted, false
		case k < len(timed) && timed[k]:
			state, running = grammar.ChromeActive, true
		}
		switch state {
		case grammar.ChromeCompleted:
			r.completed = true
		case grammar.ChromeActive:
			if !r.completed && running {
				r.liveFirst = true
			}
			r.live = append(r.live, grammar.Normalize(line))
		case grammar.ChromeUnknown:
			r.unknown = append(r.unknown, grammar.Normalize(line))
		}
	}
	return r
}

// chromeLine is grammar.ClassifyChromeLine under both readings of
// zero-width spaces (see spacedVariant): active when either reading is,
// else completed when either is; running when either reading is. A reading
// that is active only for its digits (grammar.IsUnknownTimer) gives way to
// a reading that is a completed summary: "Thought\u200bfor 8s" read with
// the space dropped is words no table knows and a duration, read with a
// word break the summary itself.
func chromeLine(line string) (grammar.ChromeState, bool) {
	s, running := grammar.ClassifyChromeLine(line)
	v, ok := spacedVariant(line)
	if !ok {
		return s, running
	}
	sv, runningV := grammar.ClassifyChromeLine(v)
	switch {
	case s == grammar.ChromeCompleted && sv == grammar.ChromeActive && grammar.IsUnknownTimer(v),
		sv == grammar.ChromeCompleted && s == grammar.ChromeActive && grammar.IsUnknownTimer(line):
		return grammar.ChromeCompleted, false
	}
	running = running || runningV
	switch {
	case s == grammar.ChromeActive:
	case sv == grammar.ChromeActive, sv == grammar.ChromeCompleted, s == grammar.ChromeUnknown:
		s = sv
	}
	return s, running
}
