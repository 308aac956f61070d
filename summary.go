package chatproof

import (
	"fmt"
	"strconv"
	"strings"
)

// summaryTextRunes bounds the response text a Summary shows, in runes.
const summaryTextRunes = 100

// String is the verdict on one line: the terminal and its reasons, e.g.
// "incomplete (strong_activity, not_finished, surface_open)".
func (v Verdict) String() string {
	return fmt.Sprintf("%s (%s)", v.Terminal, strings.Join(v.Reasons, ", "))
}

// Summary is the verdict for a reader: the terminal on the first line,
// then, indented, why (the reasons), the composer surface with its banners
// and actions, the provider terminal, the activity with each signal, and
// the response with the start of its text. The view of chatproof
// classify --text is "SOURCE: " followed by it.
func (v Verdict) Summary() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", v.Terminal)
	fmt.Fprintf(&b, "  why: %s\n", listOrDash(v.Reasons))
	s := v.Surface
	fmt.Fprintf(&b, "  surface: %s, composer usable: %s", s.State, yesNo(s.ComposerUsable))
	if s.ContinuationOffered {
		b.WriteString(", continuation offered")
	}
	b.WriteString("\n")
	for _, banner := range s.Banners {
		fmt.Fprintf(&b, "    banner: %s\n", strconv.Quote(banner))
	}
	for _, action := range s.Actions {
		fmt.Fprintf(&b, "    action: %s\n", strconv.Quote(action))
	}
	fmt.Fprintf(&b, "  provider terminal: %s\n", v.ProviderTerminal)
	fmt.Fprintf(&b, "  activity: %s\n", v.Activity.Level)
	for _, sig := range v.Activity.Signals {
		fmt.Fprintf(&b, "    %s %s in %s: %s\n", sig.Strength, sig.Kind, sig.Scope, strconv.Quote(sig.Evidence))
	}
	r := v.Response
	if !r.Present {
		b.WriteString("  response: none\n")
		return b.String()
	}
	fmt.Fprintf(&b, "  response: turn %d, message %s, finished: %s, reasoning: %s",
		r.TurnIndex, orDash(r.MessageID), yesNo(r.Finished), r.Reasoning)
	if r.Placeholder {
		b.WriteString(", placeholder")
	}
	fmt.Fprintf(&b, "\n    %s\n", strconv.Quote(excerpt(r.Text, summaryTextRunes)))
	return b.String()
}

// excerpt returns at most n runes of s, with "…" when cut.
func excerpt(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}

func listOrDash(s []string) string {
	if len(s) == 0 {
		return "-"
	}
	return strings.Join(s, ", ")
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}
