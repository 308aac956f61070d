package grammar

import "testing"

func TestIsCompletedSummary(t *testing.T) {
	runBool(t, "IsCompletedSummary", IsCompletedSummary, []boolCase{
		{"Thought for 12s", true, "the plain numeric summary"},
		{"Reasoning Thought for 12s", true, "reasoning prefix with a space"},
		{"ReasoningThought for 12s", true, "reasoning prefix glued by text extraction"},
		{"Pro thinking Thought for 3.5s Edit", true, "pro thinking prefix, decimal, Edit"},
		{"Pro thinkingThought for 3.5s", true, "pro thinking prefix glued"},
		{"Thought for 1m 5s", true, "two durations separated by a space"},
		{"Reasoning Thought for 1m 5s Edit", true, "prefix, two durations and Edit"},
		{"Thought for 1h 2m 3s", true, "three durations"},
		{"Thought for 12 seconds", true, "spaced long unit"},
		{"Thought for 2 minutes", true, "minutes"},
		{"Thought for 1 hr", true, "hr unit"},
		{"thought  for\u00A012s", true, "white space and NBSP normalised"},
		{"Thought for a few seconds", true, "worded duration from the closed list"},
		{"Reasoning Thought for a moment", true, "prefix and worded duration"},
		{"Thought for a couple of seconds Edit", true, "worded duration and Edit"},
		{"Thought for a while", true, "a while is in the closed list"},
		{"Thought for an hour", true, "an hour is in the closed list"},
		{"\uFF34hought for 12s", true, "fullwidth letter normalised"},
		{"Thought for 2s: Searching\u2026", false, "live trace with a step"},
		{"Thought for 2s: Searching the web", false, "live trace with a step, no ellipsis"},
		{"Thought for 1h2m", false, "durations glued together"},
		{"Thought for 1m, 5s", false, "comma between durations"},
		{"Thought for 12s.", false, "trailing period"},
		{"Thought for about 5 minutes", false, "approximate duration fails closed"},
		{"Thought for a while about X", false, "worded branch is not greedy"},
		{"Thought for a few", false, "incomplete worded duration"},
		{"Thought for 12", false, "number without unit"},
		{"Thought for 12 parsecs", false, "unknown unit"},
		{"Thought for", false, "no duration yet"},
		{"I thought for 12s", false, "anchored at the start"},
		{"Thinking Thought for 12s", false, "unknown prefix"},
		{"Thought for 12s Edit Edit", false, "Edit at most once"},
		{"Thought for 12sEdit", true, "Edit glued to the unit: the duration and Edit spans are extracted without a space"},
		{"Thought for 1m 5sEdit", true, "two durations, Edit glued (finished chrome must not read as live forever)"},
		{"Reasoning Thought for 1m 5sEdit", true, "prefix, two durations, Edit glued"},
		{"ReasoningThought for 12sEdit", true, "prefix and Edit both glued"},
		{"Thought for 12 secondsEdit", true, "long unit, Edit glued"},
		{"Thought for a few secondsEdit", true, "worded duration, Edit glued"},
		{"Thought for a whileEdit", true, "worded duration from the closed list, Edit glued"},
		{"Thought for 12sEditing", false, "a word that starts with edit is not the Edit control"},
		{"Thought for 12sEdit Edit", false, "Edit at most once, glued or not"},
		{"Thought for 12sedits", false, "edit must end the label"},
		{"Thought for 2s: EditEdit", false, "a live step is never completed"},
		{"Thought for " + repeatDurations(40), false, "longer than MaxSummaryRunes"},
		{"", false, "empty"},
	})
}

// repeatDurations returns n numeric durations separated by spaces.
func repeatDurations(n int) string {
	s := "1s"
	for range n - 1 {
		s += " 1s"
	}
	return s
}

func TestIsLiveTrace(t *testing.T) {
	runBool(t, "IsLiveTrace", IsLiveTrace, []boolCase{
		{"Thought for 2s: Searching\u2026", true, "thought-for step"},
		{"Thought for 12s Reading docs", true, "thought-for with a step, no colon"},
		{"Reasoning Thought for 2s: Searching", true, "prefixed thought-for step"},
		{"Thought for about 5 minutes", true, "not completed, so live"},
		{"Thought for a while about X", true, "greedy worded form is live"},
		{"Thought for", true, "summary still being written"},
		{"Thinking\u2026", true, "ellipsis form of an active label"},
		{"Thinking...", true, "three-dot form of an active label"},
		{"Searching\u2026", true, "ellipsis form of searching"},
		{"Searching\u2026 example.com", true, "ellipsis form followed by the step"},
		{"Thinking \u2026", true, "space before the ellipsis"},
		{"Thought for 12s", false, "completed summary"},
		{"Reasoning Thought for 1m 5s Edit", false, "completed summary with chrome"},
		{"Thinking", false, "plain active label is not a trace (ActiveStatus covers it)"},
		{"Loading...", false, "ellipsis on a non-status word"},
		{"Thinking...about", false, "ellipsis glued to a word"},
		{"Here is the answer.", false, "ordinary text"},
		{"", false, "empty"},
	})
}

func TestClassifyReasoning(t *testing.T) {
	cases := []struct {
		in     string
		want   Reasoning
		reason string
	}{
		{"Thought for 12s", ReasoningCompleted, "completed summary"},
		{"Reasoning Thought for 1m 5s Edit", ReasoningCompleted, "completed summary with chrome"},
		{"Thought for a few seconds", ReasoningCompleted, "worded completed summary"},
		{"Thinking\u2026", ReasoningLive, "ellipsis active label"},
		{"Thinking", ReasoningLive, "bare active label"},
		{"Thought for 2s: Searching the web", ReasoningLive, "live trace"},
		{"Pro thinking \u00B7 Reading sources", ReasoningLive, "active label with a prefix"},
		{"Finalizing answer\u2026", ReasoningLive, "finalizing with ellipsis"},
		{"Thought for about 5 minutes", ReasoningLive, "uncertain summary fails closed"},
		{"Reasoning", ReasoningLive, "reasoning alone is an active label"},
		{"Stopped thinking", ReasoningNone, "stopped is not live and not completed"},
		{"Edit", ReasoningNone, "chrome without reasoning"},
		{"The capital of France is Paris.", ReasoningNone, "an answer"},
		{"", ReasoningNone, "empty"},
	}
	checkCases(t, cases, func(c struct {
		in     string
		want   Reasoning
		reason string
	}) (string, string) {
		return c.in, c.reason
	})
	for _, c := range cases {
		if got := ClassifyReasoning(c.in); got != c.want {
			t.Errorf("ClassifyReasoning(%q) = %q, want %q: %s", c.in, got, c.want, c.reason)
		}
	}
}

func TestIsReasoningChrome(t *testing.T) {
	runBool(t, "IsReasoningChrome", IsReasoningChrome, []boolCase{
		{"", true, "empty is chrome only"},
		{"  \n ", true, "white space is chrome only"},
		{"Edit", true, "Edit alone"},
		{"Stopped thinking", true, "stopped thinking"},
		{"Stopped thinking Edit", true, "stopped thinking and Edit"},
		{"Reasoning", true, "reasoning heading"},
		{"Pro thinking Edit", true, "pro thinking and Edit"},
		{"Reasoning Thought for 12s Edit", true, "completed summary with chrome"},
		{"Thought for a moment", true, "worded completed summary"},
		{"Thought for 2s: Searching", false, "live trace is not chrome"},
		{"Thinking", false, "active label is not chrome"},
		{"PR169_IMAGE_OK", false, "real text"},
		{"Edit Reasoning", false, "wrong order"},
		{"Stopped thinkingEdit", true, "Edit glued to stopped thinking by text extraction"},
		{"ReasoningStopped thinking", true, "prefix glued to stopped thinking"},
		{"Thought for 1m 5sEdit", true, "completed summary with Edit glued"},
		{"Stopped thinkingEditor", false, "a longer word is not the Edit control"},
	})
}

func TestActiveStatus(t *testing.T) {
	type c struct {
		in          string
		allowPrefix bool
		want        bool
		reason      string
	}
	cases := []c{
		{"Thinking", false, true, "exact label"},
		{"Reading", false, true, "exact label"},
		{"Searching the web", false, true, "multi-word label"},
		{"Finalizing answer\u2026", false, true, "label and ellipsis"},
		{"Thinking...", false, true, "label and three dots"},
		{"Thinking longer for a better answer", false, true, "long label"},
		{"Analyzing images", false, true, "plural image label"},
		{"Deep thinking", false, true, "deep thinking"},
		{"Working on it", false, true, "working on it"},
		{"  THINKING  ", false, true, "case and white space folded"},
		{"Pro thinking \u00B7 Reading sources", false, false, "suffix needs allowPrefix"},
		{"Pro thinking \u00B7 Reading sources", true, true, "label, middle dot, anything"},
		{"Reasoning Thought for 2s: Searching", true, true, "reasoning prefix and a live trace"},
		{"Thinking about the design, use Postgres.", true, true, "prefix form is textual; callers scope it"},
		{"Thinking about the design, use Postgres.", false, false, "not an exact label"},
		{"Thinkingabout", true, false, "prefix needs a space"},
		{"Reasoning Thought for 12s", true, false, "completed summary is never active"},
		{"Thought for 12s", true, false, "completed summary without prefix"},
		{"Thought for 2s: Searching the web", true, false, "live trace is not an active label"},
		{"Stopped thinking", true, false, "stopped is not active"},
		{"Reasoning Stopped thinking", true, false, "stopped chrome after the reasoning heading"},
		{"Pro thinking Edit", true, false, "finished chrome with Edit"},
		{"Pro thinking", false, true, "pro thinking alone is an active label"},
		{"Thinking " + repeatDurations(30), true, false, "longer than MaxActiveRunes"},
		{"Researching\u2026", true, true, "researching with ellipsis"},
		{"Planning", true, true, "planning"},
		{"Browsing", false, true, "browsing"},
		{"", true, false, "empty"},
	}
	for _, tc := range cases {
		if tc.reason == "" {
			t.Fatalf("case %q without reason", tc.in)
		}
		if got := ActiveStatus(tc.in, tc.allowPrefix); got != tc.want {
			t.Errorf("ActiveStatus(%q, %v) = %v, want %v: %s", tc.in, tc.allowPrefix, got, tc.want, tc.reason)
		}
	}
}

func TestActiveLabelsCovered(t *testing.T) {
	for _, l := range ActiveLabels() {
		for _, s := range []string{l, l + "\u2026", l + "..."} {
			if !ActiveStatus(s, false) {
				t.Errorf("ActiveStatus(%q, false) = false, want true", s)
			}
		}
		if !IsLiveTrace(l + "\u2026") {
			t.Errorf("IsLiveTrace(%q) = false, want true", l+"\u2026")
		}
	}
}

func TestWordedDurationsComplete(t *testing.T) {
	for _, w := range WordedDurations() {
		for _, s := range []string{"Thought for " + w, "Reasoning Thought for " + w + " Edit"} {
			if !IsCompletedSummary(s) {
				t.Errorf("IsCompletedSummary(%q) = false, want true", s)
			}
		}
		if s := "Thought for " + w + " about X"; IsCompletedSummary(s) {
			t.Errorf("IsCompletedSummary(%q) = true: worded branch must not be greedy", s)
		}
	}
}
