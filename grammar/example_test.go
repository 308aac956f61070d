package grammar_test

import (
	"fmt"

	"github.com/chatproof/chatproof/grammar"
)

func ExampleNormalize() {
	fmt.Printf("%q\n", grammar.Normalize("  You\u2019ve\u00A0reached   the \uFF2D\uFF21\uFF38\u2026 "))
	fmt.Printf("%+q\n", grammar.Normalize("Thi\u200Bnking \uFB01le\xff"))
	// Output:
	// "You've reached the MAX..."
	// "Thinking file\ufffd"
}

func ExampleFold() {
	fmt.Println(grammar.Fold("Has alcanzado la longitud M\u00C1XIMA"))
	// Output:
	// has alcanzado la longitud maxima
}

func ExampleTruncate() {
	fmt.Println(grammar.Truncate("h\u00E9llo w\u00F6rld", 5))
	// Output:
	// héllo
}

func ExampleClassifyReasoning() {
	for _, label := range []string{
		"Reasoning Thought for 1m 5s Edit",
		"Thought for a few seconds",
		"Thought for 2s: Searching the web",
		"Thinking\u2026",
		"Thought for a while about caching",
		"Here is the plan.",
	} {
		fmt.Printf("%-35s %s\n", label, grammar.ClassifyReasoning(label))
	}
	// Output:
	// Reasoning Thought for 1m 5s Edit    completed
	// Thought for a few seconds           completed
	// Thought for 2s: Searching the web   live
	// Thinking…                           live
	// Thought for a while about caching   live
	// Here is the plan.                   none
}

func ExampleActiveStatus() {
	fmt.Println(grammar.ActiveStatus("Finalizing answer\u2026", false))
	fmt.Println(grammar.ActiveStatus("Pro thinking \u00B7 Reading sources", false))
	fmt.Println(grammar.ActiveStatus("Pro thinking \u00B7 Reading sources", true))
	fmt.Println(grammar.ActiveStatus("Reasoning Thought for 12s", true))
	// Output:
	// true
	// false
	// true
	// false
}

func ExampleMatchWallSentence() {
	m, ok := grammar.MatchWallSentence("You\u2019ve reached the maximum length for this conversation, but you can keep talking by starting a new chat")
	fmt.Println(m.Kind, m.Rule, ok)
	_, ok = grammar.MatchWallSentence("This conversation is too long.")
	fmt.Println(ok)
	// Output:
	// conversation_exhausted wall_2026_keep_talking true
	// false
}

func ExampleMatchQuotaSentence() {
	m, ok := grammar.MatchQuotaSentence("You've reached our limit of messages per 3 hours. Please try again later.")
	fmt.Println(m.Kind, m.Rule, ok)
	_, ok = grammar.MatchQuotaSentence("You've hit your limit \u00B7 resets 5pm")
	fmt.Println(ok)
	// Output:
	// quota_limited quota_messages_per_hours true
	// false
}

func ExampleMatchTurnTerminal() {
	for _, label := range []string{
		"This conversation is too long. Start a new chat to continue.",
		"Message delivery timed out. Please try again.",
		"Something went wrong. Please try again.",
		"Stopped thinking Edit",
		"This conversation is too long.",
	} {
		m, ok := grammar.MatchTurnTerminal(label)
		fmt.Println(ok, m.Kind, m.Rule)
	}
	// Output:
	// true conversation_exhausted exhausted_token_pair
	// true delivery_timeout delivery_timeout
	// true provider_error provider_error_something_went_wrong
	// true stopped_thinking stopped_thinking
	// false
}

func ExamplePreferTurnTerminal() {
	k := grammar.Kind("")
	for _, next := range []grammar.Kind{grammar.KindStopped, grammar.KindQuota, grammar.KindError} {
		k = grammar.PreferTurnTerminal(k, next)
	}
	fmt.Println(k)
	// Output:
	// quota_limited
}

func ExampleIsPlaceholder() {
	fmt.Println(grammar.IsPlaceholder("ChatGPT said: Pro thinking Answer now"))
	fmt.Println(grammar.IsPlaceholder("Pro thinking Answer now: use a mutex"))
	// Output:
	// true
	// false
}

func ExampleIsGenerationStopLabel() {
	fmt.Println(grammar.IsGenerationStopLabel("Stop streaming"))
	fmt.Println(grammar.IsGenerationStopLabel("Stop reading aloud"))
	// Output:
	// true
	// false
}

func ExampleIsRateLimited() {
	fmt.Println(grammar.IsRateLimited("HTTP 429: Too Many Requests"))
	fmt.Println(grammar.IsInterruptedStream("Connection was interrupted, waiting for the full response"))
	// Output:
	// true
	// true
}

// Thinking chrome passes only on a recognised completed summary, in any
// known UI language; what the grammar does not know is unknown, never
// completed.
func ExampleClassifyChromeLabel() {
	for _, label := range []string{
		"Thought for 12s",
		"Nachgedacht für 12 Sekunden",
		"Thinking 14s",
		"Searching the web for kubernetes readiness probe failure modes during rolling updates",
		"Consulting the archive…",
		"Consulting the archive",
		"Meddwl ١٤ eiliad",
		"فكر لمدة ١٤ ثانية",
		"Nachgedacht für ein paar Sekunden",
	} {
		fmt.Printf("%-9s %s\n", grammar.ClassifyChromeLabel(label), label)
	}
	// Output:
	// completed Thought for 12s
	// completed Nachgedacht für 12 Sekunden
	// active    Thinking 14s
	// active    Searching the web for kubernetes readiness probe failure modes during rolling updates
	// active    Consulting the archive…
	// unknown   Consulting the archive
	// active    Meddwl ١٤ eiliad
	// completed فكر لمدة ١٤ ثانية
	// completed Nachgedacht für ein paar Sekunden
}

func ExampleIsUnknownTimer() {
	fmt.Println(grammar.IsUnknownTimer("Meddwl ١٤ eiliad"), grammar.IsUnknownTimer("Thinking 14s"), grammar.IsUnknownTimer("Thought for 14s"))
	// Output: true false false
}

func ExampleComparablePrefix() {
	page, source := "A liveness probe: it checks", "**A liveness probe** — it _checks_"
	fmt.Println(grammar.ComparableLen(page), grammar.ComparableLen(source))
	fmt.Println(grammar.ComparablePrefix(source, 9))
	// Output:
	// 22 22
	// aliveness
}

func ExampleIsPendingPhrase() {
	for _, text := range []string{
		"I'm on it",
		"Deine Antwort wird generiert … schau später noch einmal vorbei",
		"回答を生成しています。後でもう一度ご確認ください",
		"Ich bin dran: zuerst die Probe prüfen.",
	} {
		fmt.Println(grammar.IsPendingPhrase(text))
	}
	// Output:
	// true
	// true
	// true
	// false
}

func ExamplePendingLanguage() {
	for _, tag := range []string{"en-GB", "de", "zh-Hant", "eu", ""} {
		fmt.Printf("%q %v\n", tag, grammar.PendingLanguage(tag))
	}
	// Output:
	// "en-GB" true
	// "de" true
	// "zh-Hant" true
	// "eu" false
	// "" false
}
