package grammar

import (
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// Fuzz targets: every exported function that takes a string. Each asserts
// invariants that hold for any input, including that the allocation-free
// pre-check never disagrees with the folded slow path.

var fuzzSeeds = []string{
	"", " ", "\xff", "\xed\xa0\x80", "a\x00b", "\u200B", "\uFEFF\u202E",
	"Thought for 12s", "ReasoningThought for 1m 5s Edit", "Thought for a while about X",
	"Thought for about 5 minutes", "Thought for 2s: Searching\u2026", "Thinking\u2026",
	"Pro thinking \u00B7 Reading sources", "Stopped thinking Edit", "\u5DF2\u505C\u6B62\u601D\u8003",
	"ChatGPT said: Answer now", "Pro thinking Answer now: use a mutex",
	"Stop reading aloud", "Stop streaming", "stop-button", "composer-stop-button",
	"New chat", "Continue in a new chat", "ChatGPT can make mistakes. Verify what matters.",
	"HTTP 429", "\u8BF7\u6C42\u8FC7\u591A", "Connection was interrupted",
	"\uFF34\uFF48\uFF49\uFF4E\uFF4B", "conversacio\u0301n", "\u0130\u212A\u212B\u01C5\uFB03",
	"a \u0301 b", strings.Repeat("Thinking ", 20),
}

func addSeeds(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	for _, cs := range [][]matchCase{wallCases, quotaCases, turnTerminalCases} {
		for _, c := range cs {
			f.Add(c.in)
		}
	}
}

// checkFoldInvariant fails when f gives a different answer on the normal or
// folded form of s: every matcher folds its input, so it must not.
func checkFoldInvariant[T comparable](t *testing.T, name string, f func(string) T, s string) {
	t.Helper()
	got := f(s)
	if n := f(Normalize(s)); n != got {
		t.Errorf("%s(%q) = %v but on Normalize: %v", name, s, got, n)
	}
	if n := f(Fold(s)); n != got {
		t.Errorf("%s(%q) = %v but on Fold: %v", name, s, got, n)
	}
}

func FuzzNormalize(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		n := Normalize(s)
		if !utf8.ValidString(n) {
			t.Fatalf("Normalize(%q) = %q is not valid UTF-8", s, n)
		}
		if nn := Normalize(n); nn != n {
			t.Fatalf("Normalize not idempotent: %q -> %q -> %q", s, n, nn)
		}
		if strings.HasPrefix(n, " ") || strings.HasSuffix(n, " ") || strings.Contains(n, "  ") {
			t.Fatalf("Normalize(%q) = %q has stray spaces", s, n)
		}
		for _, r := range n {
			if r != ' ' && unicode.IsSpace(r) || isIgnorable(r) || unifyPunctuation(r) != r {
				t.Fatalf("Normalize(%q) = %q keeps %U", s, n, r)
			}
		}
		if Fold(n) != Fold(s) {
			t.Fatalf("Fold(Normalize(%q)) = %q, Fold = %q", s, Fold(n), Fold(s))
		}
	})
}

func FuzzFold(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		fs := Fold(s)
		if !utf8.ValidString(fs) {
			t.Fatalf("Fold(%q) = %q is not valid UTF-8", s, fs)
		}
		if ff := Fold(fs); ff != fs {
			t.Fatalf("Fold not idempotent: %q -> %q -> %q", s, fs, ff)
		}
		if Normalize(fs) != fs {
			t.Fatalf("Fold(%q) = %q is not in normal form", s, fs)
		}
		for _, r := range fs {
			if isCombining(r) || unicode.ToLower(r) != r {
				t.Fatalf("Fold(%q) = %q keeps %U", s, fs, r)
			}
		}
		for _, limit := range []int{0, 3, 60, 200} {
			b, cut := foldBounded(s, limit)
			if cut != (utf8.RuneCountInString(fs) > limit) || !cut && b != fs {
				t.Fatalf("foldBounded(%q, %d) = %q, %v; Fold = %q", s, limit, b, cut, fs)
			}
		}
	})
}

func FuzzTruncate(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s, 3)
	}
	f.Add("h\u00E9llo", -1)
	f.Fuzz(func(t *testing.T, s string, n int) {
		out := Truncate(s, n)
		if !utf8.ValidString(out) {
			t.Fatalf("Truncate(%q, %d) = %q is not valid UTF-8", s, n, out)
		}
		if c := utf8.RuneCountInString(out); c > max(n, 0) {
			t.Fatalf("Truncate(%q, %d) = %q has %d runes", s, n, out, c)
		}
		if utf8.ValidString(s) {
			if !strings.HasPrefix(s, out) {
				t.Fatalf("Truncate(%q, %d) = %q is not a prefix", s, n, out)
			}
			if n > 0 && utf8.RuneCountInString(s) <= n && out != s {
				t.Fatalf("Truncate(%q, %d) = %q, want unchanged", s, n, out)
			}
		}
	})
}

func FuzzIsCompletedSummary(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		got := IsCompletedSummary(s)
		if slow := completedFolded(Fold(s)); slow != got {
			t.Fatalf("IsCompletedSummary(%q) = %v, slow path %v", s, got, slow)
		}
		checkFoldInvariant(t, "IsCompletedSummary", IsCompletedSummary, s)
		if got {
			if ActiveStatus(s, true) || ActiveStatus(s, false) {
				t.Fatalf("completed summary %q is active", s)
			}
			if IsLiveTrace(s) {
				t.Fatalf("completed summary %q is a live trace", s)
			}
			if ClassifyReasoning(s) != ReasoningCompleted || !IsReasoningChrome(s) || !IsPlaceholder(s) {
				t.Fatalf("completed summary %q: classify %q chrome %v placeholder %v",
					s, ClassifyReasoning(s), IsReasoningChrome(s), IsPlaceholder(s))
			}
		}
	})
}

func FuzzIsLiveTrace(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		got := IsLiveTrace(s)
		if slow := liveTraceFolded(Fold(s)); slow != got {
			t.Fatalf("IsLiveTrace(%q) = %v, slow path %v", s, got, slow)
		}
		checkFoldInvariant(t, "IsLiveTrace", IsLiveTrace, s)
		if got && (IsCompletedSummary(s) || ClassifyReasoning(s) != ReasoningLive) {
			t.Fatalf("live trace %q: completed %v classify %q", s, IsCompletedSummary(s), ClassifyReasoning(s))
		}
	})
}

func FuzzActiveStatus(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s, true)
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, s string, allowPrefix bool) {
		got := ActiveStatus(s, allowPrefix)
		if slow := activeFolded(Fold(s), allowPrefix); slow != got {
			t.Fatalf("ActiveStatus(%q, %v) = %v, slow path %v", s, allowPrefix, got, slow)
		}
		checkFoldInvariant(t, "ActiveStatus", func(x string) bool { return ActiveStatus(x, allowPrefix) }, s)
		if ActiveStatus(s, false) && !ActiveStatus(s, true) {
			t.Fatalf("ActiveStatus(%q): exact but not with prefixes", s)
		}
		if got && (IsCompletedSummary(s) || ClassifyReasoning(s) != ReasoningLive) {
			t.Fatalf("active %q: completed %v classify %q", s, IsCompletedSummary(s), ClassifyReasoning(s))
		}
		if got && utf8.RuneCountInString(Fold(s)) > MaxActiveRunes {
			t.Fatalf("active %q longer than MaxActiveRunes", s)
		}
	})
}

func FuzzClassifyReasoning(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		got := ClassifyReasoning(s)
		if slow := classifyFolded(Fold(s)); slow != got {
			t.Fatalf("ClassifyReasoning(%q) = %q, slow path %q", s, got, slow)
		}
		checkFoldInvariant(t, "ClassifyReasoning", ClassifyReasoning, s)
		switch got {
		case ReasoningCompleted:
			if !IsCompletedSummary(s) {
				t.Fatalf("ClassifyReasoning(%q) completed without a summary", s)
			}
		case ReasoningLive:
			if !ActiveStatus(s, true) && !IsLiveTrace(s) {
				t.Fatalf("ClassifyReasoning(%q) live without evidence", s)
			}
		case ReasoningNone:
			if IsCompletedSummary(s) || ActiveStatus(s, true) || IsLiveTrace(s) {
				t.Fatalf("ClassifyReasoning(%q) none despite evidence", s)
			}
		default:
			t.Fatalf("ClassifyReasoning(%q) = %q", s, got)
		}
	})
}

func FuzzIsReasoningChrome(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		got := IsReasoningChrome(s)
		if slow := chromeFolded(Fold(s)); slow != got {
			t.Fatalf("IsReasoningChrome(%q) = %v, slow path %v", s, got, slow)
		}
		checkFoldInvariant(t, "IsReasoningChrome", IsReasoningChrome, s)
		if got && !IsPlaceholder(s) {
			t.Fatalf("reasoning chrome %q is not a placeholder", s)
		}
		if got && IsLiveTrace(s) {
			t.Fatalf("reasoning chrome %q is a live trace", s)
		}
		if got && ActiveStatus(s, true) && !slices.Contains(ActiveLabels(), Fold(s)) {
			t.Fatalf("reasoning chrome %q is active but not an active label", s)
		}
	})
}

// checkMatch asserts what every Match function guarantees.
func checkMatch(t *testing.T, name string, s string, m Match, ok bool, kinds ...Kind) {
	t.Helper()
	if !ok {
		if m != (Match{}) {
			t.Fatalf("%s(%q) = %+v without a match", name, s, m)
		}
		return
	}
	found := false
	for _, r := range Rules() {
		if r == m {
			found = true
		}
	}
	if !found {
		t.Fatalf("%s(%q) = %+v: not a listed rule", name, s, m)
	}
	for _, k := range kinds {
		if m.Kind == k {
			return
		}
	}
	t.Fatalf("%s(%q) = %+v: kind not in %v", name, s, m, kinds)
}

func FuzzMatchWallSentence(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		m, ok := MatchWallSentence(s)
		checkMatch(t, "MatchWallSentence", s, m, ok, KindWall)
		if sm, sok := matchWallFolded(Fold(s)); sm != m || sok != ok {
			t.Fatalf("MatchWallSentence(%q) = %+v, slow path %+v", s, m, sm)
		}
		checkFoldInvariant(t, "MatchWallSentence", func(x string) Match { m, _ := MatchWallSentence(x); return m }, s)
		if ok {
			if tm, _ := MatchTurnTerminal(s); tm != m {
				t.Fatalf("MatchTurnTerminal(%q) = %+v, wall sentence %+v", s, tm, m)
			}
			if IsDisclaimer(s) {
				t.Fatalf("wall sentence %q is the disclaimer", s)
			}
		}
	})
}

func FuzzMatchQuotaSentence(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		m, ok := MatchQuotaSentence(s)
		checkMatch(t, "MatchQuotaSentence", s, m, ok, KindQuota)
		if sm, sok := matchQuotaFolded(Fold(s)); sm != m || sok != ok {
			t.Fatalf("MatchQuotaSentence(%q) = %+v, slow path %+v", s, m, sm)
		}
		checkFoldInvariant(t, "MatchQuotaSentence", func(x string) Match { m, _ := MatchQuotaSentence(x); return m }, s)
		if ok {
			tm, _ := MatchTurnTerminal(s)
			if tm.Kind != KindWall && tm != m {
				t.Fatalf("MatchTurnTerminal(%q) = %+v, quota sentence %+v", s, tm, m)
			}
		}
	})
}

func FuzzMatchTurnTerminal(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		m, ok := MatchTurnTerminal(s)
		checkMatch(t, "MatchTurnTerminal", s, m, ok, KindWall, KindQuota, KindTimeout, KindError, KindStopped)
		if sm, sok := matchTurnTerminalFolded(Fold(s)); sm != m || sok != ok {
			t.Fatalf("MatchTurnTerminal(%q) = %+v, slow path %+v", s, m, sm)
		}
		checkFoldInvariant(t, "MatchTurnTerminal", func(x string) Match { m, _ := MatchTurnTerminal(x); return m }, s)
		if PreferTurnTerminal(m.Kind, "") != m.Kind {
			t.Fatalf("PreferTurnTerminal(%q, \"\") changed a matched kind", m.Kind)
		}
	})
}

func FuzzIsClosedAction(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		got := IsClosedAction(s)
		if slow := closedFolded(Fold(s)); slow != got {
			t.Fatalf("IsClosedAction(%q) = %v, slow path %v", s, got, slow)
		}
		checkFoldInvariant(t, "IsClosedAction", IsClosedAction, s)
		if got && IsContinueAction(s) {
			t.Fatalf("%q is both closed and continue", s)
		}
	})
}

func FuzzIsContinueAction(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		got := IsContinueAction(s)
		if slow := continueFolded(Fold(s)); slow != got {
			t.Fatalf("IsContinueAction(%q) = %v, slow path %v", s, got, slow)
		}
		checkFoldInvariant(t, "IsContinueAction", IsContinueAction, s)
	})
}

func FuzzIsDisclaimer(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		got := IsDisclaimer(s)
		if slow := disclaimerFolded(Fold(s)); slow != got {
			t.Fatalf("IsDisclaimer(%q) = %v, slow path %v", s, got, slow)
		}
		checkFoldInvariant(t, "IsDisclaimer", IsDisclaimer, s)
	})
}

func FuzzIsGenerationStopLabel(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		got := IsGenerationStopLabel(s)
		if slow := generationStopFolded(Fold(s)); slow != got {
			t.Fatalf("IsGenerationStopLabel(%q) = %v, slow path %v", s, got, slow)
		}
		checkFoldInvariant(t, "IsGenerationStopLabel", IsGenerationStopLabel, s)
		if got && !strings.Contains(Fold(s), "stop") {
			t.Fatalf("IsGenerationStopLabel(%q) without stop", s)
		}
		if got && (strings.Contains(Fold(s), "dictat") || strings.Contains(Fold(s), "voice")) {
			t.Fatalf("IsGenerationStopLabel(%q) with an excluded stem", s)
		}
	})
}

func FuzzIsPlaceholder(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		got := IsPlaceholder(s)
		checkFoldInvariant(t, "IsPlaceholder", IsPlaceholder, s)
		if !got && strings.TrimSpace(Fold(s)) == "" {
			t.Fatalf("blank text %q is not a placeholder", s)
		}
	})
}

func FuzzIsInterruptedStream(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		got := IsInterruptedStream(s)
		if slow := interruptedRe.MatchString(Fold(s)); slow != got {
			t.Fatalf("IsInterruptedStream(%q) = %v, slow path %v", s, got, slow)
		}
		checkFoldInvariant(t, "IsInterruptedStream", IsInterruptedStream, s)
	})
}

func FuzzIsRateLimited(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, s string) {
		got := IsRateLimited(s)
		if slow := rateLimitRe.MatchString(Fold(s)); slow != got {
			t.Fatalf("IsRateLimited(%q) = %v, slow path %v", s, got, slow)
		}
		checkFoldInvariant(t, "IsRateLimited", IsRateLimited, s)
	})
}

func FuzzMatchReplyError(f *testing.F) {
	addSeeds(f)
	for _, r := range ReplyErrors() {
		f.Add(r.Sentence)
		f.Add(r.Sentence + " And here is the answer.")
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, ok := MatchReplyError(s)
		checkMatch(t, "MatchReplyError", s, m, ok, KindError)
		checkFoldInvariant(t, "MatchReplyError", func(x string) Match { m, _ := MatchReplyError(x); return m }, s)
		if ok {
			if _, longer := MatchReplyError(s + " and more words"); longer {
				t.Fatalf("MatchReplyError(%q + more words) matched: only the whole text is the sentence", s)
			}
		}
	})
}

// FuzzIsPendingPhrase: any text; a pending text stays pending with any
// punctuation added around it, and stops being one with an answer's words
// appended; the script and reply-label readers never panic and name only
// languages whose pending phrases are known.
func FuzzIsPendingPhrase(f *testing.F) {
	addSeeds(f)
	f.Add("Generating your response — check back later")
	f.Add("回答を生成しています…後でもう一度ご確認ください")
	f.Add("I'M ON IT!!!")
	f.Fuzz(func(t *testing.T, s string) {
		p := IsPendingPhrase(s)
		if p && !IsPendingPhrase("« "+s+" »…!") {
			t.Fatalf("%q pending, not with punctuation around it", s)
		}
		if IsPendingPhrase(s + " 42 apples") {
			t.Fatalf("%q pending with an answer's words", s+" 42 apples")
		}
		PendingScriptKnown(s)
		if tag, ok := ReplyControlLanguage(s); ok && !PendingLanguage(tag) {
			t.Fatalf("ReplyControlLanguage(%q) = %q without its pending phrases", s, tag)
		}
	})
}
