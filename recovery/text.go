package recovery

import (
	"regexp"
	"strings"
	"unicode"
)

// Texts are compared on their comparable runes: letters and digits, lower
// cased. The page shows rendered text and the server keeps markdown source,
// so punctuation, markup and spacing are not comparable; letters and digits
// are.

func isComparable(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// comparableLen counts the comparable runes of s.
func comparableLen(s string) int {
	n := 0
	for _, r := range s {
		if isComparable(r) {
			n++
		}
	}
	return n
}

// comparablePrefix returns the first n comparable runes of s, lower cased.
func comparablePrefix(s string, n int) string {
	var b strings.Builder
	for _, r := range s {
		if n == 0 {
			break
		}
		if isComparable(r) {
			b.WriteRune(unicode.ToLower(r))
			n--
		}
	}
	return b.String()
}

// interruptedRE matches the disconnected-stream placeholders ChatGPT writes
// into the last assistant message.
var interruptedRE = regexp.MustCompile(`(?i)连接已中断|正在等待完整回复|connection\s+(?:was\s+)?(?:interrupted|lost)|waiting\s+for\s+(?:the\s+)?full\s+response`)

// InterruptedText reports whether text (the last assistant message) shows a
// disconnected-stream placeholder: "Connection interrupted", "connection
// was lost", "Waiting for the full response", 连接已中断, 正在等待完整回复.
func InterruptedText(text string) bool { return interruptedRE.MatchString(text) }

// withoutInterruptMarkers removes the placeholder phrases, so that the
// placeholder itself never counts as text growth.
func withoutInterruptMarkers(text string) string { return interruptedRE.ReplaceAllString(text, " ") }

// rateLimitRE matches visible rate-limit errors.
var rateLimitRE = regexp.MustCompile(`(?i)\b429\b|too many requests|rate[ -]?limit|请求过多|请求过于频繁|请求频率|速率限制`)

// RateLimitText reports whether a visible error text is a rate-limit error
// ("429", "Too many requests", "rate limit", 请求过多, 请求过于频繁, 请求频率,
// 速率限制). Use it on error chrome (alerts, error containers), never on
// message content.
func RateLimitText(text string) bool { return rateLimitRE.MatchString(text) }

// EstimateTokens is a conservative token estimate of visible text: one token
// per Han, kana or Hangul rune, one per four other non-space runes, rounded
// up.
func EstimateTokens(text string) int {
	cjk, other := 0, 0
	for _, r := range text {
		switch {
		case unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul):
			cjk++
		case !unicode.IsSpace(r):
			other++
		}
	}
	return cjk + (other+3)/4
}
