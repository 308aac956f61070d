package grammar

import (
	"strings"
	"testing"

	"github.com/chatproof/chatproof/internal/testflag"
)

// Issue 23, class 1, at the grammar: a line of thinking chrome with a
// duration in any script's digits, or a clock, is a running timer unless it
// is a completed summary; a completed summary of any language reads its
// duration in any script's digits. The variants: scripts of digits, units,
// spacing (none, space, no-break space, narrow no-break space), clocks,
// labels no table knows and known ones.

// scriptZeros are zero digits of scripts with decimal digits (Unicode Nd).
var scriptZeros = []rune{'0', '\u0660', '\u06F0', '\u0966', '\u09E6', '\u0A66', '\u0AE6', '\u0B66', '\u0BE6', '\u0C66', '\u0CE6', '\u0D66', '\u0E50', '\u0ED0', '\u0F20', '\u1040', '\u17E0', '\u1810', '\uA8D0', '\uFF10', '\U0001D7CE'}

func digitsIn(s string, zero rune) string {
	return strings.Map(func(r rune) rune {
		if '0' <= r && r <= '9' {
			return zero + r - '0'
		}
		return r
	}, s)
}

func TestDurationsInAnyScriptAreRunning(t *testing.T) {
	labels := []string{"", "Kufanya kazi", "Meddwl", "Tænker", "يفكر", "正在搜尋網絡", "Thinking", "Gondolkodik"}
	durations := []string{"14_s", "1_min 5_s", "14_mp", "14_秒", "14_ثانية", "14", "0:14", "12:05", "3,5_s"}
	gaps := []string{"", " ", "\u00a0", "\u202f"}
	n := 0
	for _, zero := range scriptZeros {
		for _, d := range durations {
			for gi, gap := range gaps {
				for li, label := range labels {
					lg := gaps[(gi+li)%len(gaps)]
					if label == "" {
						lg = ""
					}
					line := label + lg + digitsIn(strings.ReplaceAll(d, "_", gap), zero)
					n++
					st, running := ClassifyChromeLine(line)
					if st != ChromeActive || !running || !IsRunningLabel(line) {
						t.Errorf("%q: %s, running %v, IsRunningLabel %v; want an active running timer", line, st, running, IsRunningLabel(line))
					}
				}
			}
		}
	}
	t.Logf("%d timer lines", n)
}

func TestSummariesReadDigitsOfAnyScript(t *testing.T) {
	n, wording := 0, 0
	for _, tag := range Languages() {
		l, _ := LanguageWording(tag)
		for _, w := range l.Completed {
			wording++
			for zi, zero := range scriptZeros {
				for di, d := range []string{"14s", "1m 5s", "14 " + l.Units[len(l.Units)-1], "14\u202f" + l.Units[0]} {
					// A plain go test reads one duration in four of
					// each wording in each script, on the diagonal of
					// wording, script and duration, so that every
					// wording, script and duration is still read;
					// CHATPROOF_EXHAUSTIVE=1, as CI runs, every one.
					if !testflag.Spread(4, wording, zi, di) {
						continue
					}
					line := strings.Replace(w.Text, "{d}", digitsIn(d, zero), 1)
					n++
					if st := ClassifyChromeLabel(line); st != ChromeCompleted {
						t.Errorf("%s: %q = %s, want completed", tag, line, st)
					}
					if IsUnknownTimer(line) || IsRunningLabel(line) {
						t.Errorf("%s: %q is a running timer", tag, line)
					}
				}
			}
		}
	}
	for _, zero := range scriptZeros {
		line := digitsIn("Reasoning Thought for 1m 5s Edit", zero)
		n++
		if st := ClassifyChromeLabel(line); st != ChromeCompleted {
			t.Errorf("%q = %s, want completed", line, st)
		}
	}
	t.Logf("%d summaries", n)
}

// IsUnknownTimer picks out exactly the lines active only for their digits.
func TestIsUnknownTimer(t *testing.T) {
	for _, c := range []struct {
		line string
		want bool
	}{
		{"Kufanya kazi 14 s", true},
		{"يفكر ١٤ ثانية", false}, // the Arabic table knows the label
		{"Meddwl ١٤ eiliad", true},
		{"14s", false},           // a timer the grammar reads
		{"Thinking 0:14", false}, // a known label and a clock
		{"Thought for 12s", false},
		{"Kufanya kazi", false},
	} {
		if got := IsUnknownTimer(c.line); got != c.want {
			t.Errorf("IsUnknownTimer(%q) = %v, want %v", c.line, got, c.want)
		}
	}
}
