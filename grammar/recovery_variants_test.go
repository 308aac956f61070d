package grammar

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// The patterns package recovery matched with before its wording moved here,
// kept as the oracle of what it accepted.
var (
	formerInterruptedRe = regexp.MustCompile(`(?i)连接已中断|正在等待完整回复|connection\s+(?:was\s+)?(?:interrupted|lost)|waiting\s+for\s+(?:the\s+)?full\s+response`)
	formerRateLimitRe   = regexp.MustCompile(`(?i)\b429\b|too many requests|rate[ -]?limit|请求过多|请求过于频繁|请求频率|速率限制`)
)

// caseForms returns s lower cased, title cased, upper cased and as is.
func caseForms(s string) []string {
	title := []rune(strings.ToLower(s))
	if len(title) > 0 {
		title[0] = []rune(strings.ToUpper(string(title[0])))[0]
	}
	return []string{strings.ToLower(s), string(title), strings.ToUpper(s), s}
}

// inContexts puts a phrase in the sentences error chrome and replies show.
func inContexts(phrase string) []string {
	var out []string
	for _, c := range []string{"%s", "%s.", "Error: %s. Please try again later.", "%s\u2026", "(%s)", "HTTP 503 \u2014 %s"} {
		out = append(out, fmt.Sprintf(c, phrase))
	}
	return out
}

// TestRateLimitedRateInsideWord: "rate" ending another word before "limit"
// ("separate limits", "accurate limit", "moderate-limit") is not rate
// limiting, in any case, with a space, a hyphen or nothing before "limit",
// in any sentence around it. The former recovery pattern accepted them all.
func TestRateLimitedRateInsideWord(t *testing.T) {
	words := []string{"separate", "accurate", "moderate", "corporate", "desperate", "elaborate", "literate", "pirate", "karate", "considerate", "generate", "integrate", "migrate", "illustrate", "decorate"}
	n := 0
	for _, w := range words {
		for _, sep := range []string{" ", "-", ""} {
			for _, limit := range []string{"limit", "limits", "limited", "limiting"} {
				for _, form := range caseForms(w + sep + limit) {
					for _, s := range append(inContexts(form), "Use a "+form+" for each user", form+" apply to each workspace") {
						n++
						if !formerRateLimitRe.MatchString(s) {
							t.Fatalf("generator: %q is not of the class the former pattern accepted", s)
						}
						if IsRateLimited(s) {
							t.Errorf("IsRateLimited(%q) = true: %q is not rate limiting", s, w+sep+limit)
						}
					}
				}
			}
		}
	}
	if n < 1000 {
		t.Fatalf("only %d variants", n)
	}
}

// formerRateLimitPhrases are the sentences the former recovery pattern
// was written for, one per alternative, each a real rate-limit error.
var formerRateLimitPhrases = []string{
	"429", "Error 429", "HTTP 429", "Too many requests", "429Too many requests",
	"Rate limit", "rate limit exceeded", "Rate-limit reached", "ratelimit", "You are being rate limited", "rate-limited",
	"请求过多", "请求过于频繁，请稍后再试", "请求频率超限", "触发速率限制",
}

// formerInterruptedPhrases are the placeholders the former recovery pattern
// was written for, with every optional word and any white space.
func formerInterruptedPhrases() []string {
	out := []string{"连接已中断", "正在等待完整回复"}
	for _, space := range []string{" ", "  ", "\t", "\n", " \n "} {
		for _, p := range []string{"connection interrupted", "connection was interrupted", "connection lost", "connection was lost", "waiting for full response", "waiting for the full response"} {
			out = append(out, strings.ReplaceAll(p, " ", space))
		}
	}
	return out
}

// TestFormerRecoveryWordingStillAccepted: every variant of a sentence the
// former recovery patterns accepted as a real rate-limit or
// interrupted-stream error is still one, and removing a placeholder removes
// what the former pattern removed.
func TestFormerRecoveryWordingStillAccepted(t *testing.T) {
	for _, p := range formerRateLimitPhrases {
		for _, form := range caseForms(p) {
			for _, s := range inContexts(form) {
				if !formerRateLimitRe.MatchString(s) {
					t.Fatalf("generator: the former pattern did not accept %q", s)
				}
				if !IsRateLimited(s) {
					t.Errorf("IsRateLimited(%q) = false; the former recovery pattern accepted it", s)
				}
			}
		}
	}
	for _, p := range formerInterruptedPhrases() {
		for _, form := range caseForms(p) {
			for _, s := range append(inContexts(form), "The first half of the answer. "+form+" Waiting\u2026") {
				if !formerInterruptedRe.MatchString(s) {
					t.Fatalf("generator: the former pattern did not accept %q", s)
				}
				if !IsInterruptedStream(s) {
					t.Errorf("IsInterruptedStream(%q) = false; the former recovery pattern accepted it", s)
				}
				if got, want := StripInterruptedStream(s), formerInterruptedRe.ReplaceAllString(s, " "); got != want {
					t.Errorf("StripInterruptedStream(%q) = %q, the former removal %q", s, got, want)
				}
			}
		}
	}
}

// TestRecoveryWordingRejects: text near the wording that is not it.
func TestRecoveryWordingRejects(t *testing.T) {
	for _, s := range []string{"Connection restored", "Waiting for response", "Order #4290", "error_429", "Too many cooks", "A first-class limit", "The rate of growth has a limit"} {
		if IsRateLimited(s) || IsInterruptedStream(s) {
			t.Errorf("%q is neither rate limiting nor an interrupted stream", s)
		}
		if got := StripInterruptedStream(s); got != s {
			t.Errorf("StripInterruptedStream(%q) = %q, want it unchanged", s, got)
		}
	}
}
