package classify

import (
	"strings"
	"testing"

	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/internal/testflag"
)

// chromePage is a finished exchange whose reply shows thinking chrome with
// the given inner markup above its message.
func chromePage(inner string) string {
	chrome := `<div class="mb-2 flex"><div data-testid="thinking-status" class="text-sm">` + inner + `</div></div>`
	return tPage(tUser(1, "Hi")+tAsst(2, chrome, tMD("<p>Hello there.</p>"), true), tSend)
}

// adjacent renders label as adjacent spans, one per word, with no space
// between them: how a label drawn from several inline elements reads.
func adjacent(label string) string {
	var b strings.Builder
	for _, w := range strings.Fields(label) {
		b.WriteString("<span>" + w + "</span>")
	}
	return b.String()
}

// Every known active label of every language is strong status in thinking
// chrome, alone, with an ellipsis, with a long step after it, and drawn as
// adjacent spans; every completed summary is idle, as one span or as
// adjacent spans; an unknown label is weak, never idle. A plain go test
// checks one form in chromeSample of each label and summary (every label
// and summary, the forms in turn); CHATPROOF_EXHAUSTIVE=1, as CI runs,
// every form.
func TestThinkingChromeVariants(t *testing.T) {
	level := func(inner string) Level {
		r := classifyString(t, chromePage(inner), Options{})
		checkInvariants(t, r)
		return r.Activity.Level
	}
	n, wording := 0, 0
	for _, tag := range grammar.Languages() {
		l, _ := grammar.LanguageWording(tag)
		for _, w := range l.Active {
			wording++
			forms := []string{w.Text, w.Text + "…", w.Text + " " + strings.Repeat("readiness probes ", 8), adjacent(w.Text + " 14s"), adjacent(w.Text) + "<span>·</span>" + adjacent("Reading sources")}
			for fi, inner := range forms {
				if !testflag.Within(wording, fi, len(forms), chromeSample) {
					continue
				}
				n++
				if got := level(inner); got != LevelStrong {
					t.Errorf("%s: chrome %q: level %s, want strong", tag, inner, got)
				}
			}
		}
		for _, w := range l.Completed {
			wording++
			for di, d := range []string{"14s", "1 " + l.Units[0] + " 5 " + l.Units[len(l.Units)-1]} {
				s := strings.Replace(w.Text, "{d}", d, 1)
				for ii, inner := range []string{s, adjacent(s)} {
					if !testflag.Within(wording, 3*di+ii, 6, chromeSample) {
						continue
					}
					n++
					if got := level(inner); got != LevelNone {
						t.Errorf("%s: chrome %q: level %s, want none", tag, inner, got)
					}
				}
				if !testflag.Within(wording, 3*di+2, 6, chromeSample) {
					continue
				}
				n++
				if got := level(s + ": " + l.Active[0].Text); got == LevelNone {
					t.Errorf("%s: a summary with a step after it is idle", tag)
				}
			}
		}
	}
	// Words no table knows with a duration are a running timer (issue 23,
	// class 1): strong, not weak.
	for _, timer := range []string{"Kufanya kazi 3 sekunde", "Kufanya kazi sekunde 3", "Tänker 3 sekunder"} {
		n++
		if got := level(timer); got != LevelStrong {
			t.Errorf("unknown chrome with a duration %q: level %s, want strong", timer, got)
		}
	}
	for _, unknown := range []string{"Consulting the archive", "Kufanya kazi", "Kufikiri"} {
		n++
		if got := level(unknown); got != LevelWeak {
			t.Errorf("unknown chrome %q: level %s, want weak", unknown, got)
		}
		n++
		if got := level(adjacent(unknown)); got == LevelNone {
			t.Errorf("unknown chrome %q in adjacent spans is idle", unknown)
		}
	}
	t.Logf("%d chrome variants (checked: one form in %d)", n, sampleOf(chromeSample))
}

// chromeSample is the share of each label's and summary's forms a plain
// go test checks in TestThinkingChromeVariants.
const chromeSample = 6

// A live step deep in a verified panel is found: the panel is read whole,
// not only its first lines. In thinking chrome inside the panel it is
// strong status; in the panel's plain text it is the weak sidecar trace,
// and that trace is the live line.
func TestPanelReadWhole(t *testing.T) {
	var steps strings.Builder
	for i := range 40 {
		steps.WriteString("<div>Checked source " + strings.Repeat("x", i%7+1) + "</div>")
	}
	for _, tail := range []string{"<div>Thinking…</div>", "<div>Thought for 3s: Searching the web</div>"} {
		for _, chrome := range []bool{true, false} {
			inner := steps.String() + tail
			if chrome {
				inner = `<div data-testid="thinking-steps">` + inner + `</div>`
			}
			aside := `<aside class="sidecar" aria-label="Thinking">` + inner + `</aside>`
			r := classifyString(t, strings.Replace(tFinished(), `</main>`, `</main>`+aside, 1), Options{})
			want := LevelWeak
			if chrome {
				want = LevelStrong
			}
			if r.Activity.Level != want || len(r.Activity.Signals) != 1 {
				t.Fatalf("chrome=%v: a live step under 40 lines of a panel: %s, want one %s signal", chrome, summary(r), want)
			}
			if ev := r.Activity.Signals[0].Evidence; !strings.Contains(ev, "Thinking...") && !strings.Contains(ev, "Thought for 3s") {
				t.Errorf("chrome=%v: evidence %q does not show the live step", chrome, ev)
			}
		}
	}
}

// Progress drawn in SVG counts like any progress role, on the svg element
// or on a shape inside it; a finished ring (value at max) and an SVG icon
// without a progress role do not.
func TestSVGProgress(t *testing.T) {
	cases := []struct {
		svg  string
		want Level
	}{
		{`<svg role="progressbar" aria-valuenow="40" aria-valuemin="0" aria-valuemax="100" viewBox="0 0 36 36"><circle cx="18" cy="18" r="16"></circle></svg>`, LevelStrong},
		{`<svg viewBox="0 0 36 36"><circle role="progressbar" aria-valuenow="0.4" aria-valuemax="1" cx="18" cy="18" r="16"></circle></svg>`, LevelStrong},
		{`<svg role="progressbar" viewBox="0 0 36 36"><circle cx="18" cy="18" r="16"></circle></svg>`, LevelStrong},
		{`<svg role="progressbar" aria-valuenow="100" viewBox="0 0 36 36"><circle cx="18" cy="18" r="16"></circle></svg>`, LevelNone},
		{`<svg role="progressbar" aria-hidden="true" aria-valuenow="40"></svg>`, LevelNone},
		{`<svg class="icon" aria-label="progress"><use href="#spinner"></use></svg>`, LevelNone},
	}
	for _, c := range cases {
		r := classifyString(t, tPage(tUser(1, "Draw a fox")+tAsst(2, "", `<div class="flex">`+c.svg+`</div>`+tMD("<p>Here is your fox.</p>"), true), tSend), Options{})
		checkInvariants(t, r)
		if r.Activity.Level != c.want {
			t.Errorf("%s: level %s, want %s", c.svg, r.Activity.Level, c.want)
		}
	}
}

// Thinking chrome nested in thinking chrome is judged on its own lines as
// well: a live label in its own chrome under an older phase's completed
// summary is live, while the finished steps of an expanded summary are
// not; deep nesting fails closed instead of costing more than a multiple
// of the text.
func TestNestedThinkingChrome(t *testing.T) {
	cases := []struct {
		inner string
		want  Level
		why   string
	}{
		{`<div>Thought for 12s</div><div data-testid="thinking-status">Thinking</div>`, LevelStrong,
			"a new phase's live label in its own chrome below an older summary"},
		{`<div>Thought for 12s</div><div>Searching the web</div><div>Reading sources</div>`, LevelNone,
			"the finished steps listed under an expanded summary"},
		{`<div data-testid="reasoning-summary"><div>Thought for 12s</div><div>Searching the web</div></div>`, LevelNone,
			"a nested expanded summary, read alone, is completed too"},
		{`<div>Thought for 12s</div><div data-testid="thinking-step"><span>Searching</span><span>…</span></div>`, LevelStrong,
			"a running step in its own chrome"},
	}
	for _, c := range cases {
		src := tPage(tUser(1, "Hi")+tAsst(2, `<div data-testid="reasoning-block">`+c.inner+`</div>`, tMD("<p>Hello there.</p>"), true), tSend)
		r := classifyString(t, src, Options{})
		checkInvariants(t, r)
		if r.Activity.Level != c.want {
			t.Errorf("%s: level %s, want %s\n%s", c.why, r.Activity.Level, c.want, summary(r))
		}
	}
	var deep strings.Builder
	for i := range 400 {
		deep.WriteString(`<div data-testid="reasoning-step">Step ` + strings.Repeat("x", i%5+1))
	}
	deep.WriteString(strings.Repeat("</div>", 400))
	r := classifyString(t, tPage(tUser(1, "Hi")+tAsst(2, `<div data-testid="reasoning-block">Thought for 12s`+deep.String()+`</div>`, tMD("<p>Hello there.</p>"), true), tSend), Options{})
	if r.Activity.Level != LevelStrong {
		t.Errorf("400 levels of nested chrome: level %s, want strong (fail closed)", r.Activity.Level)
	}
}
