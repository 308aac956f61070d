package classify

import (
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
// from a stale one.
func (p *page) panelSignals(scope int) []found {
	var out []found
	for _, pn := range p.panels {
		if !p.d.Visible(pn) || (scope >= 0 && (pn == scope || p.d.Contains(scope, pn))) {
			continue
		}
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
		if tr := p.readTrace(pn); tr.live != "" {
			var a attrs
			a.read(p.d.Node(pn))
			out = append(out, found{pn, signal(KindSidecar, StrengthWeak, ScopePanel, p.describe(pn, &a, "", quoted(tr.live)))})
		}
	}
	return out
}

// maxTraceLines is the number of lines of thinking chrome or a panel read
// for a trace.
const maxTraceLines = 8

// trace is what the first lines of thinking chrome or a panel show.
type trace struct {
	// read reports that the text was read (the label budget allowed it).
	read bool
	// live holds the lines that are active labels or live traces,
	// normalised and joined with " | " (at most maxTraceLines of them), so
	// that a changing trace under a static "Thinking" heading changes the
	// evidence; "" when none is, or when a completed summary decides.
	live string
	// completed reports a line that is a completed summary.
	completed bool
	// stopped is the first line that is the "Stopped thinking" chrome
	// (grammar kind stopped_thinking); its Rule is "" when none is.
	stopped grammar.Match
}

// readTrace reads the first lines of element i's visible text. A completed
// summary makes the trace completed, not live: an expanded summary lists
// the finished steps ("Searching the web") under "Thought for 12s". Only a
// live trace ("Thinking…", "Thought for 2s: Searching") above the first
// completed summary still makes it live: that is the header of a reasoning
// phase still running over an older phase's summary. Once the label budget
// is spent the text is not read and the trace counts as live, so unread
// chrome fails closed.
func (p *page) readTrace(i int) trace {
	if p.labels <= 0 {
		return trace{live: "(text not read)"}
	}
	p.labels--
	t := trace{read: true}
	var live []string
	liveFirst := false
	for k, line := range strings.Split(p.d.Text(i, 640), "\n") {
		if k == maxTraceLines {
			break
		}
		line = strings.TrimSpace(line)
		if t.stopped.Rule == "" {
			if m, ok := grammar.MatchTurnTerminal(line); ok && m.Kind == grammar.KindStopped {
				t.stopped = m
			}
		}
		switch {
		case isCompletedLabel(line):
			t.completed = true
		case isActiveLabel(line):
			if !t.completed && isLiveTraceLabel(line) {
				liveFirst = true
			}
			live = append(live, grammar.Normalize(line))
		}
	}
	if !t.completed || liveFirst {
		t.live = strings.Join(live, " | ")
	}
	return t
}
