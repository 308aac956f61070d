package classify

import (
	"strings"
	"testing"
)

// TestCoveredEvidence: a capture's data-chatproof-covered withholds what
// the browser does not paint, finished-action controls and stop controls;
// the text stays as it is.
func TestCoveredEvidence(t *testing.T) {
	const meta = `<meta name="chatproof:capture" content="v1">`
	annotated := func(src string) string { return strings.Replace(src, "<head>", "<head>"+meta, 1) }
	// covering marks the element holding old with the annotation.
	covering := func(src, old string) string {
		return strings.Replace(src, old, strings.Replace(old, ">", ` data-chatproof-covered="true">`, 1), 1)
	}
	bar := `<div class="flex min-h-[46px]">`
	coveredNF := "incomplete [not_finished,finished_covered] level=none signals=[] present=true src=turn idx=2 id=ma2 finished=false placeholder=false reasoning=none provider=none/"
	runCases(t, []classifyCase{
		{name: "covered bar", src: annotated(covering(tFinished(), bar)), want: coveredNF, text: "Hello there.",
			reason: "every finished control lies inside a covered bar: none proves the reply finished"},
		{name: "covered buttons", text: "Hello there.", want: complete2,
			src: annotated(strings.ReplaceAll(strings.ReplaceAll(tFinished(), `data-testid="copy-turn-action-button"`, `data-testid="copy-turn-action-button" data-chatproof-covered="true"`),
				`<button aria-label="Share">`, `<button aria-label="Share" data-chatproof-covered="true">`)),
			reason: "with copy and Share covered, good and bad response prove it still"},
		{name: "one uncovered control", text: "Hello there.", want: complete2,
			src:    annotated(strings.Replace(tFinished(), `data-testid="copy-turn-action-button"`, `data-testid="copy-turn-action-button" data-chatproof-covered="true"`, 1)),
			reason: "the first copy control is the user turn's; the response's own controls are not covered"},
		{name: "not annotated", src: covering(tFinished(), bar), want: complete2, text: "Hello there.",
			reason: "without the capture meta the attribute is the page's own and is ignored"},
		{name: "covered false", src: annotated(strings.Replace(tFinished(), bar, `<div class="flex min-h-[46px]" data-chatproof-covered="false">`, 1)), want: complete2, text: "Hello there.",
			reason: "only \"true\" marks a cover"},
		{name: "covered stop", src: annotated(covering(tPage(tUser(1, "Hi")+tAsst(2, "", tMD("<p>Hello there.</p>"), true), tStop), tStop)),
			want:   complete2,
			text:   "Hello there.",
			reason: "a stop control the browser paints wholly under an opaque cover is not seen: no activity, the visible bar completes"},
		{name: "covered stop not annotated", src: covering(tPage(tUser(1, "Hi")+tAsst(2, "", tMD("<p>Hello there.</p>"), true), tStop), tStop),
			want:   "incomplete [strong_activity] level=strong signals=[stop/strong/composer] present=true src=turn idx=2 id=ma2 finished=true placeholder=false reasoning=none provider=none/",
			text:   "Hello there.",
			reason: "without the capture meta the attribute is the page's own: the stop control counts"},
		{name: "covered text", src: annotated(covering(tFinished(), `<div class="markdown prose dark:prose-invert">`)), want: complete2, text: "Hello there.",
			reason: "text under a cover (a sticky header) is still the answer's"},
	})
}

// TestCoveredDigest: covering the answer's text changes neither the text
// nor its digest.
func TestCoveredDigest(t *testing.T) {
	src := strings.Replace(tFinished(), "<head>", `<head><meta name="chatproof:capture" content="v1">`, 1)
	plain := classifyString(t, src, Options{})
	covered := classifyString(t, strings.Replace(src, `<div class="markdown prose dark:prose-invert">`, `<div class="markdown prose dark:prose-invert" data-chatproof-covered="true">`, 1), Options{})
	if plain.Response.ContentDigest != covered.Response.ContentDigest || plain.Response.Text != covered.Response.Text {
		t.Errorf("a cover changed the response: %q %s, then %q %s", plain.Response.Text, plain.Response.ContentDigest, covered.Response.Text, covered.Response.ContentDigest)
	}
}
