package grammar

import (
	"regexp"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/internal/testflag"
)

// The template matcher is checked against regular expressions that spell
// the same grammar (the form the matcher replaced): for every template of
// every language, on the same folded line, both agree.

// oracleSummary is the regular expression of a completed-summary template:
// before, a duration, after, then optionally an Edit label.
func oracleSummary(t *summaryTemplate) *regexp.Regexp {
	return regexp.MustCompile(`^` + oracleBody(t) + `(?: ?` + alternation(editWords) + `)?$`)
}

// oracleBody is the regular expression of a template's text, its duration
// and its text after it, with the space a line may have at the duration's
// edge where the template has none.
func oracleBody(t *summaryTemplate) string {
	before, after := regexp.QuoteMeta(t.before), regexp.QuoteMeta(t.after)
	if t.before != "" && !strings.HasSuffix(t.before, " ") {
		before += ` ?`
	}
	if t.after != "" && !strings.HasPrefix(t.after, " ") {
		after = ` ?` + after
	}
	return before + oracleDuration(t) + after
}

// oracleTrace is the regular expression of a template's live trace: the
// summary, a separator and a step.
func oracleTrace(t *summaryTemplate) *regexp.Regexp {
	return regexp.MustCompile(`^` + oracleBody(t) + ` ?(?:[:·,;：，]|\.\.\.) ?\S`)
}

func oracleDuration(t *summaryTemplate) string {
	amount := `\d+(?:[.,]\d+)? ?` + alternation(t.units) + `\.?`
	return amount + `(?: ?` + amount + `)*`
}

func oracles() (summary, trace []*regexp.Regexp) {
	for i := range localCompleted {
		summary = append(summary, oracleSummary(&localCompleted[i]))
		trace = append(trace, oracleTrace(&localCompleted[i]))
	}
	return summary, trace
}

func checkTemplates(t *testing.T, f string, summary, trace []*regexp.Regexp) {
	t.Helper()
	for i := range localCompleted {
		tpl := &localCompleted[i]
		if got, want := tpl.matchSummary(f), summary[i].MatchString(f); got != want {
			t.Fatalf("template %q%s%q: matchSummary(%q) = %v, the regular expression says %v", tpl.before, "{d}", tpl.after, f, got, want)
		}
		if got, want := tpl.matchTrace(f), trace[i].MatchString(f); got != want {
			t.Fatalf("template %q%s%q: matchTrace(%q) = %v, the regular expression says %v", tpl.before, "{d}", tpl.after, f, got, want)
		}
	}
}

// TestSummaryTemplatesAgreeWithRegexp checks every template against the
// regular expressions on lines built from every wording of every language,
// with each duration in each form. A plain go test checks one line in
// templateSample of each wording, one line of each wording's seventy (every
// wording, and across wordings every duration in every form);
// CHATPROOF_EXHAUSTIVE=1, as CI runs, checks them all.
func TestSummaryTemplatesAgreeWithRegexp(t *testing.T) {
	summary, trace := oracles()
	wording, lines, checked := 0, 0, 0
	for _, tag := range Languages() {
		l, _ := LanguageWording(tag)
		for _, w := range l.Completed {
			durations := []string{"14s", "1m 5s", "1m5s", "3,5 s", "3.5s.", "14 " + l.Units[0], "1 " + l.Units[0] + " 5 " + l.Units[len(l.Units)-1] + ".", "14", "s", "1 m  5 s"}
			k := 0
			for _, d := range durations {
				line := strings.Replace(w.Text, "{d}", d, 1)
				forms := []string{line, line + " Edit", line + "Edit", line + ": x", line + " ... x", line + ":", line + " x"}
				for _, form := range forms {
					lines++
					if testflag.Within(wording, k, len(durations)*len(forms), templateSample) {
						checkTemplates(t, Fold(form), summary, trace)
						checked++
					}
					k++
				}
			}
			wording++
		}
	}
	t.Logf("%d of %d lines checked against %d templates", checked, lines, len(localCompleted))
}

// templateSample is the share of a wording's lines a plain go test checks:
// one in templateSample, which is each wording's ten durations in seven
// forms, so one line of each.
const templateSample = 70

// FuzzSummaryTemplates checks the template matcher against the regular
// expressions on any line.
func FuzzSummaryTemplates(f *testing.F) {
	addSeeds(f)
	for _, s := range []string{"Nachgedacht für 1 Min. 5 s", "14秒間思考", "14 초 동안 생각함 편집", "Tænkte i 20s: Søger", "Mietti 2m 20s", "فكر لمدة ١٤ ثانية", "14,5 mp-ig gondolkodott"} {
		f.Add(s)
	}
	summary, trace := oracles()
	f.Fuzz(func(t *testing.T, s string) {
		f, cut := foldBounded(s, MaxSummaryRunes+8)
		if cut {
			return
		}
		checkTemplates(t, f, summary, trace)
	})
}

// TestSummaryDurationInItsOwnElement checks a summary whose duration is an
// element of its own, read with a word break at each of the duration's
// edges where the template has no space, and that the running lines
// around it stay live.
func TestSummaryDurationInItsOwnElement(t *testing.T) {
	for _, tc := range []struct {
		line string
		want ChromeState
	}{
		{"已思考（用时 14s ）", ChromeCompleted},
		{"已深度思考（用时 ١m ٥s ）", ChromeCompleted},
		{"已思考（用时 14 秒 ）", ChromeCompleted},
		{"已思考（用时 14 秒）", ChromeCompleted},
		{"ለ 14s አሰበ", ChromeCompleted},
		{"已思考（用时 14s", ChromeActive},
		{"已思考（用时 14s ）：搜索网页", ChromeActive},
		{"已思考（用时 14s ） 14s", ChromeActive},
		{"思考中 14s", ChromeActive},
	} {
		if got := ClassifyChromeLabel(tc.line); got != tc.want {
			t.Errorf("ClassifyChromeLabel(%q) = %s, want %s", tc.line, got, tc.want)
		}
		if running := IsRunningLabel(tc.line); running != (tc.want == ChromeActive) {
			t.Errorf("IsRunningLabel(%q) = %v, want %v", tc.line, running, tc.want == ChromeActive)
		}
	}
}
