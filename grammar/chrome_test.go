package grammar

import (
	"slices"
	"strings"
	"testing"
)

func TestClassifyChromeLabelEnglish(t *testing.T) {
	cases := []struct {
		label string
		want  ChromeState
		why   string
	}{
		{"", ChromeEmpty, "no text"},
		{"Thought for 12s", ChromeCompleted, "the completed summary"},
		{"Reasoning Thought for 1m 5s Edit", ChromeCompleted, "prefix and Edit"},
		{"Thought for a few seconds", ChromeCompleted, "worded duration"},
		{"Thinking", ChromeActive, "active label"},
		{"Thinking 14s", ChromeActive, "an active label and its timer, read with a space at the element boundary"},
		{"Thinking14s", ChromeActive, "the same label read glued: its digits are a running timer"},
		{"Consulting sources 14s", ChromeActive, "words no table knows and a duration: a running timer"},
		{"14s", ChromeActive, "a timer alone"},
		{"0:14", ChromeActive, "a clock alone"},
		{"Working 1:05", ChromeActive, "a line ending in a clock"},
		{"Pro thinking · Reading sources", ChromeActive, "prefix form"},
		{"Pro thinking·Reading sources", ChromeActive, "separator glued to the label"},
		{"Searching the web for " + strings.Repeat("kubernetes readiness probes ", 6), ChromeActive, "a long step after an active label: past the active-label length bound"},
		{"Thought for 2s: Searching the web", ChromeActive, "live trace"},
		{"Consulting sources…", ChromeActive, "an unknown label ending in an ellipsis"},
		{"Consulting sources...", ChromeActive, "three dots"},
		{"Consulting sources", ChromeUnknown, "an unknown label"},
		{"Reasoning Stopped thinking", ChromeFinished, "finished chrome that starts with a label is not active"},
		{"Stopped thinking Edit", ChromeFinished, "the stopped chrome and its Edit control"},
		{"Thought for 12s.", ChromeActive, "not the whole-line summary; a thought-for label that is not one is a live trace"},
		{"Thought for 12s Thinking", ChromeActive, "a completed summary followed by more text is not completed; it contains thought for"},
	}
	for _, c := range cases {
		if got := ClassifyChromeLabel(c.label); got != c.want {
			t.Errorf("ClassifyChromeLabel(%q) = %s, want %s (%s)", c.label, got, c.want, c.why)
		}
	}
}

// Every language's wording is classified as its table says, in the forms
// the UI draws: a label alone, with an ellipsis, with a step after it; a
// summary with one or two amounts in the language's own units or in "s";
// and a summary followed by more text is never completed.
func TestClassifyChromeLabelLanguages(t *testing.T) {
	if len(Languages()) < 60 {
		t.Fatalf("%d languages, want at least the 60 the UI's settings offer besides English", len(Languages()))
	}
	for _, tag := range Languages() {
		l, ok := LanguageWording(tag)
		if !ok || len(l.Active) == 0 || len(l.Completed) == 0 || len(l.Worded) == 0 || len(l.Units) == 0 {
			t.Fatalf("%s: incomplete table", tag)
		}
		for _, w := range slices.Concat(l.Active, l.Completed, l.Worded, l.Disclaimer, l.Edit, l.Interrupted, l.RateLimited) {
			if strings.TrimSpace(w.Source) == "" {
				t.Errorf("%s: %q says not where it comes from", tag, w.Text)
			}
		}
		for _, w := range l.Active {
			for _, form := range []string{w.Text, w.Text + "…", w.Text + " " + strings.Repeat("kubernetes ", 12), " " + w.Text + "\u00a0"} {
				if got := ClassifyChromeLabel(form); got != ChromeActive {
					t.Errorf("%s: active %q = %s", tag, form, got)
				}
			}
		}
		for _, w := range l.Completed {
			u := l.Units[len(l.Units)-1]
			for _, d := range []string{"12s", "12 " + u, "1 " + l.Units[0] + " 5 " + u, "3,5 s"} {
				form := strings.Replace(w.Text, "{d}", d, 1)
				if got := ClassifyChromeLabel(form); got != ChromeCompleted {
					t.Errorf("%s: completed %q = %s", tag, form, got)
				}
				for _, e := range l.Edit {
					if got := ClassifyChromeLabel(form + " " + e.Text); got != ChromeCompleted {
						t.Errorf("%s: completed %q with its Edit label %q = %s", tag, form, e.Text, got)
					}
				}
				if got := ClassifyChromeLabel(form + ": " + l.Active[0].Text); got != ChromeActive {
					t.Errorf("%s: %q with a step after it = %s, want active (a live trace)", tag, form, got)
				}
			}
			if got := ClassifyChromeLabel(strings.Replace(w.Text, "{d}", "", 1)); got == ChromeCompleted {
				t.Errorf("%s: %q without a duration is completed", tag, w.Text)
			}
		}
		for _, w := range l.Worded {
			for _, form := range []string{w.Text, w.Text + " Edit", " " + w.Text + "\u00a0"} {
				if got := ClassifyChromeLabel(form); got != ChromeCompleted {
					t.Errorf("%s: worded %q = %s", tag, form, got)
				}
			}
			for _, e := range l.Edit {
				if got := ClassifyChromeLabel(w.Text + " " + e.Text); got != ChromeCompleted {
					t.Errorf("%s: worded %q with its Edit label %q = %s", tag, w.Text, e.Text, got)
				}
			}
			if got := ClassifyChromeLabel(w.Text + ": " + l.Active[0].Text); got != ChromeActive {
				t.Errorf("%s: worded %q with a step after it = %s, want active (a live trace)", tag, w.Text, got)
			}
			if got := ClassifyChromeLabel(w.Text + " " + l.Active[0].Text); got == ChromeCompleted {
				t.Errorf("%s: worded %q followed by more words is completed", tag, w.Text)
			}
		}
	}
}

// The disclaimer is recognised in every known language, with the rest of
// its sentence after the opening.
func TestIsDisclaimerLanguages(t *testing.T) {
	for _, tag := range Languages() {
		l, _ := LanguageWording(tag)
		for _, w := range l.Disclaimer {
			if s := w.Text + ". " + l.Active[0].Text; !IsDisclaimer(s) {
				t.Errorf("%s: IsDisclaimer(%q) = false", tag, s)
			}
		}
	}
	for _, s := range []string{"ChatGPT", "Ask ChatGPT anything", "You've reached the maximum length for this conversation."} {
		if IsDisclaimer(s) {
			t.Errorf("IsDisclaimer(%q) = true", s)
		}
	}
}

// FuzzClassifyChromeLabel checks ClassifyChromeLabel on any input: it never
// panics, gives one of its states, depends on the label only through Fold,
// and never calls completed a line that carries more after a summary.
func FuzzClassifyChromeLabel(f *testing.F) {
	addSeeds(f)
	for _, s := range []string{"Thinking14s", "Nachgedacht für 12 s", "已思考 12 秒", "Pro thinking·Reading", "0:14", "Thought for 2s: x…",
		"يفكر ١٤ ثانية", "فكر لمدة ١٤ ثانية", "Ajattelee 14\u202fs", "Nachgedacht für ein paar Sekunden Bearbeiten", "Berpikir selama beberapa detik: Mencari", "१४ सेकंड तक सोचा"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := ClassifyChromeLabel(s)
		switch got {
		case ChromeEmpty, ChromeCompleted, ChromeFinished, ChromeActive, ChromeUnknown:
		default:
			t.Fatalf("ClassifyChromeLabel(%q) = %q", s, got)
		}
		if again := ClassifyChromeLabel(Fold(s)); again != got {
			t.Fatalf("ClassifyChromeLabel(%q) = %s, of its folded form %s", s, got, again)
		}
		if got == ChromeCompleted && ClassifyChromeLabel(s+": "+s) == ChromeCompleted {
			t.Fatalf("a summary followed by a step is completed: %q", s)
		}
		if IsRunningLabel(s) && got != ChromeActive {
			t.Fatalf("IsRunningLabel(%q) but ClassifyChromeLabel = %s", s, got)
		}
		if st, running := ClassifyChromeLine(s); st != got || running != (got == ChromeActive && IsRunningLabel(s)) {
			t.Fatalf("ClassifyChromeLine(%q) = %s, %v; ClassifyChromeLabel %s, IsRunningLabel %v", s, st, running, got, IsRunningLabel(s))
		}
	})
}
