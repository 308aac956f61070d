package recovery

import (
	"unicode"

	"github.com/chatproof/chatproof/grammar"
)

// InterruptedText reports whether text (the last assistant message) shows a
// disconnected-stream placeholder ("Connection interrupted", 连接已中断):
// grammar.IsInterruptedStream, the one home of that wording.
func InterruptedText(text string) bool { return grammar.IsInterruptedStream(text) }

// RateLimitText reports whether a visible error text is a rate-limit error
// ("429", "Too many requests", "rate limit", 请求过多; not "separate
// limits"): grammar.IsRateLimited, the one home of that wording. Use it on
// error chrome (alerts, error containers), never on message content.
func RateLimitText(text string) bool { return grammar.IsRateLimited(text) }

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
