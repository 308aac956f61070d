package classifier

import (
	"slices"
	"strings"

	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/classify"
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
	// reasoning is the reasoning state the turn's chrome shows.
	reasoning classify.Reasoning
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

// shimmerTokens are the class tokens of animated "working" chrome; a class
// containing loading-shimmer also counts.
var shimmerTokens = []string{"streaming-animation", "result-streaming"}

// isShimmer reports whether the element is shimmer chrome, with the class
// token that matched.
func isShimmer(a *attrs) bool { return shimmerToken(a) != "" }

func shimmerToken(a *attrs) string {
	if a.class == "" {
		return ""
	}
	if strings.Contains(a.class, "loading-shimmer") {
		return "loading-shimmer"
	}
	for _, t := range shimmerTokens {
		if strings.Contains(a.class, t) && a.hasClassToken(t) {
			return t
		}
	}
	return ""
}

// isBusy reports aria-busy="true".
func isBusy(a *attrs) bool {
	return a.ariaBusy != "" && strings.EqualFold(strings.TrimSpace(a.ariaBusy), "true")
}

// isThinkingChrome reports whether the element's test id names thinking or
// reasoning.
func isThinkingChrome(a *attrs) bool {
	return a.testid != "" && (containsFold(a.testid, "thinking") || containsFold(a.testid, "reasoning"))
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

// scanScope scans the subtree of root, except the subtree [skipLo, skipHi),
// for activity signals of the given scope. With tg set (root is the current
// turn container) it also collects the finished controls, the reasoning
// state and the provider chrome, all outside message content and outside
// other turns nested in the container; a finished control counts only
// when it does not come before the response's newest message.
func (p *page) scanScope(root int, scope classify.Scope, skipLo, skipHi int, tg *target, f *scopeFacts) {
	d := p.d
	var a attrs
	full := tg != nil
	last := -1
	var foreign []span
	if full {
		last, foreign = tg.last(), tg.foreign
	}
	contentEnd, shimmerEnd, busyEnd, traceEnd, errorEnd, foreignEnd := -1, -1, -1, -1, -1, -1
	for j, end := root, d.End(root); j < end; j++ {
		if j == skipLo && skipHi > skipLo {
			j = skipHi - 1
			continue
		}
		if !d.Visible(j) {
			j = d.End(j) - 1
			continue
		}
		n := d.Node(j)
		if n.DataAtom == atom.Svg {
			// An SVG is an icon, unless it draws progress.
			p.scanSVGProgress(j, scope, f)
			j = d.End(j) - 1
			continue
		}
		isButton := n.DataAtom == atom.Button
		if len(n.Attr) == 0 && !isButton && n.DataAtom != atom.Progress {
			continue
		}
		a.read(n)
		if j >= contentEnd && a.isContent() {
			contentEnd = d.End(j)
		}
		inContent := j < contentEnd

		if isProgress(n, &a) {
			if live, detail := liveProgress(n, &a); live {
				f.add(j, classify.KindProgress, classify.StrengthStrong, scope, p.describe(j, &a, "", detail))
			}
		}
		if j >= shimmerEnd {
			if tok := shimmerToken(&a); tok != "" {
				detail := ""
				if !inContent {
					detail = quoted(p.label(j, 60)) // chrome's label; a reply's text is not evidence
				}
				f.add(j, classify.KindShimmer, classify.StrengthStrong, scope, p.describe(j, &a, tok, detail))
				shimmerEnd = d.End(j)
			}
		}
		if j >= busyEnd && isBusy(&a) {
			f.add(j, classify.KindBusy, classify.StrengthStrong, scope, p.describe(j, &a, "", "aria-busy=true"))
			busyEnd = d.End(j)
		}
		// A verified panel's own metadata makes it a panel, not status chrome:
		// its text is the sidecar trace, weak unless chrome inside it says more.
		chrome := isThinkingChrome(&a) && !(scope == classify.ScopePanel && j == root)
		var tr trace
		if chrome && j >= traceEnd {
			// Chrome is read whole, once: chrome nested in it is part of
			// its text, so reading it again would only cost.
			tr = p.readTrace(j)
			traceEnd = d.End(j)
			p.addTraceSignal(j, &a, scope, tr, f)
		}
		for len(foreign) > 0 && foreign[0].el <= j {
			foreignEnd = max(foreignEnd, foreign[0].end)
			foreign = foreign[1:]
		}
		if !full || inContent || j < foreignEnd {
			continue
		}
		if isFinishedControl(n, &a) && j >= last {
			f.finished = true
		}
		if a.testid == "regenerate-thread-error-button" {
			f.threadError = true
			if card := d.Parent(j); j >= errorEnd && card > root {
				// The button's card without an error class: chrome too.
				f.cards = append(f.cards, card)
				var ca attrs
				ca.read(d.Node(card))
				p.matchCard(card, &ca, f)
				errorEnd = d.End(card)
			}
		}
		if j >= errorEnd && isErrorChrome(&a) {
			p.matchCard(j, &a, f)
			errorEnd = d.End(j)
		}
		switch {
		case chrome && tr.read:
			f.noteTrace(tr)
			if tr.stopped.Rule != "" {
				f.prefer(tr.stopped.Kind, tr.stopped.Rule, tr.stoppedLine)
			}
		case isButton || chrome || isShimmer(&a) || a.roleIs("status"):
			label := p.label(j, 160)
			f.noteReasoning(label)
			if isButton || chrome {
				p.matchStopped(label, f)
			}
		}
	}
}

// addTraceSignal adds the signal the trace of thinking chrome i gives: a
// live line is strong status; text the grammar does not know, with no
// completed summary, is weak status, so that the gate waits until it stops
// changing; a completed summary or no text gives none.
func (p *page) addTraceSignal(i int, a *attrs, scope classify.Scope, tr trace, f *scopeFacts) {
	switch {
	case tr.live != "":
		f.add(i, classify.KindStatus, classify.StrengthStrong, scope, p.describe(i, a, "", quoted(tr.live)))
	case tr.unknown != "":
		f.add(i, classify.KindStatus, classify.StrengthWeak, scope, p.describe(i, a, "", quoted(tr.unknown)))
	}
}

// add appends a signal.
func (f *scopeFacts) add(el int, kind classify.Kind, strength classify.Strength, scope classify.Scope, ev evidence) {
	f.signals = append(f.signals, found{el, signal(kind, strength, scope, ev)})
	if strength == classify.StrengthStrong {
		f.strong = true
	}
}

// activity orders the signals by document order, computes the level and
// caps the list at MaxSignals.
func activity(signals []found) classify.Activity {
	slices.SortStableFunc(signals, func(x, y found) int { return x.el - y.el })
	level := classify.LevelNone
	for _, s := range signals {
		if s.sig.Strength == classify.StrengthStrong {
			level = classify.LevelStrong
			break
		}
		level = classify.LevelWeak
	}
	out := make([]classify.Signal, 0, min(len(signals), classify.MaxSignals))
	for _, s := range signals[:min(len(signals), classify.MaxSignals)] {
		out = append(out, s.sig)
	}
	return classify.Activity{Level: level, Signals: out}
}
