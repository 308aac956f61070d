package classify

import (
	"strings"
	"testing"
)

// Cases from an adversarial review of the snapshot verdict: each one was a
// false "complete" or a hang before its fix, or pins a tricky verdict that
// is right.

func TestReviewTurnSelection(t *testing.T) {
	ex := tUser(1, "Hi") + tAsst(2, "", tMD("<p>Hello there.</p>"), true)
	nested := strings.Replace(tAsst(4, "", tMD("<p>Hello there.</p>"), false), `<div class="agent-turn">`,
		`<div class="agent-turn">`+tAsst(2, "", tMD("<p>Old answer.</p>"), true), 1)
	roleless := `<article data-turn-id="t3" data-testid="conversation-turn-3"><div class="whitespace-pre-wrap">And now?</div></article>`
	absent := "incomplete [no_response] level=none signals=[] present=false src= idx=-1 id= finished=false placeholder=false reasoning=none provider=none/"
	runCases(t, []classifyCase{
		{name: "nested older turn's bar",
			src:    tPage(tUser(3, "Hi again")+nested, tSend),
			want:   "incomplete [not_finished] level=none signals=[] present=true src=turn idx=4 id=ma4 finished=false placeholder=false reasoning=none provider=none/",
			text:   "Hello there.",
			reason: "a turn container nested in the current turn with another conversation-turn-N is another turn: its bar, message and id are not the response's"},
		{name: "nested wrapper with the same identity",
			src:    tPage(tUser(1, "Hi")+strings.Replace(tAsst(2, "", tMD("<p>Hello there.</p>"), true), `<div class="agent-turn">`, `<div class="agent-turn" data-turn-id="ta2">`, 1), tSend),
			want:   complete2,
			text:   "Hello there.",
			reason: "an inner container carrying the turn's own id is the same turn, not a foreign one"},
		{name: "roleless newer turn",
			src:    tPage(ex+roleless, tSend),
			want:   absent,
			text:   "",
			reason: "a newer turn container whose role cannot be read may be the user's next turn: the older answer is not the current response"},
		{name: "system turn after the answer",
			src:    tPage(ex+strings.Replace(roleless, "<article ", `<article data-turn="system" `, 1), tSend),
			want:   absent,
			text:   "",
			reason: "a newer turn of another role anchors like the user's"},
		{name: "roleless turn before the answer",
			src:    tPage(tUser(1, "Hi")+strings.Replace(roleless, "conversation-turn-3", "conversation-turn-2", 1)+tAsst(3, "", tMD("<p>Hello there.</p>"), true), tSend),
			want:   "complete [] level=none signals=[] present=true src=turn idx=3 id=ma3 finished=true placeholder=false reasoning=none provider=none/",
			text:   "Hello there.",
			reason: "an unreadable turn before the answer anchors before it and changes nothing"},
		{name: "document order disagrees with N",
			src:    tPage(tUser(1, "Hi")+tUser(3, "And now?")+tAsst(2, "", tMD("<p>Hello there.</p>"), true), tSend),
			want:   "incomplete [no_response,turn_order_conflict] level=none signals=[] present=false src= idx=-1 id= finished=false placeholder=false reasoning=none provider=none/",
			text:   "",
			reason: "user turn 3 precedes assistant turn 2 in the document: which turn is the newest is not proven"},
		{name: "two turns share a number",
			src:    tPage(tUser(1, "Hi")+tAsst(2, "", tMD("<p>Partial"), false)+strings.Replace(tAsst(2, "", tMD("<p>Hello there.</p>"), true), `data-turn-id="ta2"`, `data-turn-id="ta2-stale"`, 1), tSend),
			want:   "incomplete [no_response,turn_order_conflict] level=none signals=[] present=false src= idx=-1 id= finished=false placeholder=false reasoning=none provider=none/",
			text:   "",
			reason: "a stale copy of turn 2 after the live one: two turns numbered 2, so the newest is not proven"},
		{name: "unnumbered page keeps positions",
			src:    tPage(`<section data-turn="user"><div>Hi</div></section><section data-turn="assistant">`+tMD("<p>Yes.</p>")+tBar+`</section><div data-message-id="x9"></div>`, tSend),
			want:   "complete [] level=none signals=[] present=true src=turn idx=2 id= finished=true placeholder=false reasoning=none provider=none/",
			text:   "Yes.",
			reason: "positions are not numbers: a later mark of no role on a page without conversation-turn-N is no order conflict"},
		{name: "expected id only in a nested turn",
			src:    tPage(tUser(3, "Hi again")+nested, tSend),
			opts:   Options{ExpectMessageID: "ma2"},
			want:   "incomplete [no_response,message_id_mismatch] level=none signals=[] present=false src= idx=-1 id= finished=false placeholder=false reasoning=none provider=none/",
			text:   "",
			reason: "a message of a nested older turn is not a message of the current turn"},
	})
}

func TestReviewFinishedOrder(t *testing.T) {
	msg := func(id, inner string) string {
		return `<div class="flex grow"><div data-message-author-role="assistant" data-message-id="` + id + `">` + inner + `</div></div>`
	}
	turn := func(inner string) string {
		return tPage(tUser(1, "Hi")+`<article data-turn-id="ta2" data-testid="conversation-turn-2" data-turn="assistant"><div class="agent-turn">`+inner+`</div></article>`, tSend)
	}
	runCases(t, []classifyCase{
		{name: "bar between blocks",
			src:    turn(msg("a1", tMD("<p>Let me check.</p>")) + tBar + msg("a2", tMD("<p>The plan shows"))),
			want:   "incomplete [not_finished] level=none signals=[] present=true src=turn idx=2 id=a2 finished=false placeholder=false reasoning=none provider=none/",
			text:   "Let me check.\nThe plan shows",
			reason: "a bar that comes before the newest block belongs to an earlier block, not to the response"},
		{name: "control above the message",
			src:    turn(`<div class="mb-2"><button data-testid="copy-turn-action-button"></button></div>` + msg("a1", tMD("<p>The plan shows"))),
			want:   "incomplete [not_finished] level=none signals=[] present=true src=turn idx=2 id=a1 finished=false placeholder=false reasoning=none provider=none/",
			text:   "The plan shows",
			reason: "a finished control above the message is not its action bar"},
		{name: "bar after the last block",
			src:    turn(msg("a1", tMD("<p>Let me check.</p>")) + msg("a2", tMD("<p>Add the index.</p>")) + tBar),
			want:   "complete [] level=none signals=[] present=true src=turn idx=2 id=a2 finished=true placeholder=false reasoning=none provider=none/",
			text:   "Let me check.\nAdd the index.",
			reason: "the turn's bar after its newest block finishes the multi-block response"},
	})
}

func TestReviewReasoningChrome(t *testing.T) {
	with := func(chrome string) string {
		return tPage(tUser(1, "Hi")+tAsst(2, chrome, tMD("<p>Hello there.</p>"), true), tSend)
	}
	done := func(reasoning string) string {
		return "complete [] level=none signals=[] present=true src=turn idx=2 id=ma2 finished=true placeholder=false reasoning=" + reasoning + " provider=none/"
	}
	live := "incomplete [strong_activity] level=strong signals=[status/strong/turn] present=true src=turn idx=2 id=ma2 finished=true placeholder=false reasoning=live provider=none/"
	stopped := "incomplete [provider_terminal] level=none signals=[] present=true src=turn idx=2 id=ma2 finished=true placeholder=false reasoning=none provider=stopped_thinking/stopped_thinking"
	runCases(t, []classifyCase{
		{name: "summary glued to Edit", src: with(`<div data-testid="reasoning-summary"><span>Thought for 1m 5s</span><span>Edit</span></div>`), want: done("completed"), text: "-",
			reason: "the duration and Edit spans read \"Thought for 1m 5sEdit\": finished chrome, not live forever"},
		{name: "prefix and Edit glued", src: with(`<div data-testid="reasoning-summary"><span>Reasoning</span><span>Thought for 12s</span><span>Edit</span></div>`), want: done("completed"), text: "-",
			reason: "prefix, summary and Edit glued by text extraction are a completed summary"},
		{name: "stopped thinking in reasoning chrome", src: with(`<div data-testid="reasoning-summary"><span>Stopped thinking</span> <span>Edit</span></div>`), want: stopped, text: "-",
			reason: "Stopped thinking in thinking/reasoning test-id chrome is the stopped_thinking terminal, as on a button"},
		{name: "stopped thinking glued to Edit", src: with(`<button><span>Stopped thinking</span><span>Edit</span></button>`), want: stopped, text: "-",
			reason: "\"Stopped thinkingEdit\" is the stopped chrome with its Edit control"},
		{name: "live header above an older summary", src: with(`<div data-testid="reasoning-block"><div>Thinking…</div><div>Thought for 12s</div></div>`), want: live, text: "-",
			reason: "a live trace before the completed summary is the header of a phase still running"},
		{name: "steps under a summary", src: with(`<div data-testid="reasoning-block"><div>Thought for 12s</div><div>Searching the web…</div></div>`), want: done("completed"), text: "-",
			reason: "steps listed under a completed summary are history, even with an ellipsis"},
		{name: "zero-width space in a live trace", src: with("<div data-testid=\"thinking-status\">Thought\u200bfor 2s: Searching</div>"), want: live, text: "-",
			reason: "a zero-width space is a word break: the trace is live under that reading, and the live reading wins"},
		{name: "zero-width space inside a label", src: with("<div data-testid=\"thinking-status\">Think\u200bing…</div>"), want: live, text: "-",
			reason: "dropping the zero-width space reads Thinking…, which is live"},
		{name: "zero-width space in a summary", src: with("<div data-testid=\"reasoning-summary\">Thought\u200bfor 8s</div>"), want: done("completed"), text: "-",
			reason: "read as a word break the label is a completed summary, and no reading is live"},
	})
}

func TestReviewSignals(t *testing.T) {
	fin := func(chrome, inner string) string {
		return tPage(tUser(1, "Hi")+tAsst(2, chrome, tMD("<p>Hello there.</p>")+inner, true), tSend)
	}
	strong := func(signals string) string {
		return "incomplete [strong_activity] level=strong signals=[" + signals + "] present=true src=turn idx=2 id=ma2 finished=true placeholder=false reasoning=none provider=none/"
	}
	runCases(t, []classifyCase{
		{name: "progress element with ARIA at max", src: fin("", `<progress aria-valuenow="100" aria-valuemax="100"></progress>`), want: strong("progress/strong/turn"), text: "-",
			reason: "a progress element without a value attribute is drawn indeterminate whatever its ARIA attributes say"},
		{name: "progressbar in a role list", src: fin("", `<div role="progressbar presentation" aria-valuenow="40"></div>`), want: strong("progress/strong/turn"), text: "-",
			reason: "the role attribute is a token list; a progressbar token is never missed"},
		{name: "role=button stop in the composer",
			src:    tPage(tUser(1, "Hi")+tAsst(2, "", tMD("<p>Hello there.</p>"), true), `<div role="button" tabindex="0" aria-label="Stop generating"></div>`),
			want:   strong("stop/strong/composer"),
			text:   "-",
			reason: "a role=button control is a button: the composer's aria-label stop fallback covers it"},
		{name: "role=button read aloud in the composer",
			src:    tPage(tUser(1, "Hi")+tAsst(2, "", tMD("<p>Hello there.</p>"), true), tSend+`<div role="button" aria-label="Stop reading aloud"></div>`),
			want:   complete2,
			text:   "-",
			reason: "the read-aloud exclusion applies to role=button controls too"},
		{name: "zero-width space in a stop label",
			src:    tPage(tUser(1, "Hi")+tAsst(2, "", tMD("<p>Hello there.</p>"), true), "<button aria-label=\"Stop\u200bstreaming\"></button>"),
			want:   strong("stop/strong/composer"),
			text:   "-",
			reason: "read as a word break the label is \"Stop streaming\""},
	})
}

func TestReviewSidecarEvidence(t *testing.T) {
	page := func(trace string) string {
		return strings.Replace(tFinished(), `</main>`, `</main><aside data-testid="thinking-sidecar"><h3>Thinking</h3><p>`+trace+`</p></aside>`, 1)
	}
	a := classifyString(t, page("Thought for 3s: Reading the docs"), Options{})
	b := classifyString(t, page("Thought for 5s: Comparing probes"), Options{})
	if a.Activity.Level != LevelWeak || b.Activity.Level != LevelWeak || len(a.Activity.Signals) != 1 || len(b.Activity.Signals) != 1 {
		t.Fatalf("want one weak sidecar signal each: %s / %s", summary(a), summary(b))
	}
	if got, want := a.Activity.Signals[0].Evidence, `aside[data-testid=thinking-sidecar] "Thinking | Thought for 3s: Reading the docs"`; got != want {
		t.Errorf("evidence %q, want %q: every live line is carried, not only the static heading", got, want)
	}
	if a.Activity.Signals[0].Evidence == b.Activity.Signals[0].Evidence {
		t.Errorf("a trace changing under a static heading must change the evidence: %q", a.Activity.Signals[0].Evidence)
	}
}
