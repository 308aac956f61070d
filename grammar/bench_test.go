package grammar

import (
	"strings"
	"testing"
)

// Typical labels of a snapshot that match nothing.
var noMatchLabels = []string{
	"Copy", "Good response", "Bad response", "Share", "More actions",
	"Open conversation options", "Model selector, current model is 5",
	"If I invest 10,000 at 5% compounded monthly, what do I have after 10 years?",
}

// TestNoMatchPathAllocationFree pins the allocation-free pre-checks: plain
// ASCII labels that cannot match must not allocate.
func TestNoMatchPathAllocationFree(t *testing.T) {
	fns := map[string]func(string){
		"IsCompletedSummary":    func(s string) { IsCompletedSummary(s) },
		"IsLiveTrace":           func(s string) { IsLiveTrace(s) },
		"ActiveStatus":          func(s string) { ActiveStatus(s, true) },
		"ClassifyReasoning":     func(s string) { ClassifyReasoning(s) },
		"IsReasoningChrome":     func(s string) { IsReasoningChrome(s) },
		"MatchWallSentence":     func(s string) { MatchWallSentence(s) },
		"MatchQuotaSentence":    func(s string) { MatchQuotaSentence(s) },
		"MatchTurnTerminal":     func(s string) { MatchTurnTerminal(s) },
		"IsDisclaimer":          func(s string) { IsDisclaimer(s) },
		"IsGenerationStopLabel": func(s string) { IsGenerationStopLabel(s) },
		"IsInterruptedStream":   func(s string) { IsInterruptedStream(s) },
		"IsRateLimited":         func(s string) { IsRateLimited(s) },
	}
	for name, fn := range fns {
		for _, s := range noMatchLabels {
			if n := testing.AllocsPerRun(20, func() { fn(s) }); n != 0 {
				t.Errorf("%s(%q): %v allocations on the no-match path", name, s, n)
			}
		}
	}
	for _, s := range []string{"thinking", "new chat", "a b"} {
		if n := testing.AllocsPerRun(20, func() { Fold(s) }); n != 0 {
			t.Errorf("Fold(%q) of folded ASCII allocates %v", s, n)
		}
	}
}

func benchLabels(b *testing.B, fn func(string)) {
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range noMatchLabels {
			fn(s)
		}
	}
}

func BenchmarkMatchTurnTerminalNoMatch(b *testing.B) {
	benchLabels(b, func(s string) { MatchTurnTerminal(s) })
}

func BenchmarkClassifyReasoningNoMatch(b *testing.B) {
	benchLabels(b, func(s string) { ClassifyReasoning(s) })
}

func BenchmarkMatchTurnTerminalWall(b *testing.B) {
	s := "You've reached the maximum length for this conversation, but you can keep talking by starting a new chat."
	b.ReportAllocs()
	for b.Loop() {
		MatchTurnTerminal(s)
	}
}

func BenchmarkMatchQuotaSentence(b *testing.B) {
	s := "You have reached your message limit for now. Please try again in 2 hours."
	b.ReportAllocs()
	for b.Loop() {
		MatchQuotaSentence(s)
	}
}

func BenchmarkClassifyReasoningLive(b *testing.B) {
	s := "Thought for 2s: Searching the web"
	b.ReportAllocs()
	for b.Loop() {
		ClassifyReasoning(s)
	}
}

func BenchmarkIsPlaceholderAnswer(b *testing.B) {
	s := strings.Repeat("The answer is to compound monthly over ten years. ", 40)
	b.ReportAllocs()
	for b.Loop() {
		IsPlaceholder(s)
	}
}

func BenchmarkNormalizeUnicode(b *testing.B) {
	s := strings.Repeat("You\u2019ve reached the maximum length\u2026 ", 10)
	b.ReportAllocs()
	for b.Loop() {
		Normalize(s)
	}
}

// chromeLines are lines thinking chrome shows: English and localised
// summaries, active labels, timers and words no table knows.
var chromeLines = []string{
	"Thought for 12s", "Reasoning Thought for 1m 5s Edit", "Thinking", "Thinking 0:14",
	"Nachgedacht für 14 Sekunden", "已思考 12 秒", "Pro thinking · Reading sources",
	"Searching the web for kubernetes readiness probes", "Consulting the archive", "Tænker 1 min 5 s",
}

func BenchmarkClassifyChromeLine(b *testing.B) {
	for b.Loop() {
		for _, l := range chromeLines {
			ClassifyChromeLine(l)
		}
	}
}
