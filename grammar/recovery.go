package grammar

import "regexp"

var (
	interruptedRe = regexp.MustCompile(`连接已中断|正在等待完整回复|connection (?:was )?(?:interrupted|lost)|waiting for (?:the )?full response`)
	rateLimitRe   = regexp.MustCompile(`\b429\b|too many requests|\brate[ -]?limit|请求过多|请求过于频繁|请求频率|速率限制`)

	interruptedKeys = []string{"connection", "waiting"}
	rateLimitKeys   = []string{"429", "many", "rate"}
)

// IsInterruptedStream reports whether text says the reply stream was cut:
// it contains 连接已中断, 正在等待完整回复, "connection (was) interrupted",
// "connection (was) lost" or "waiting for (the) full response".
func IsInterruptedStream(text string) bool {
	if quickReject(text, interruptedKeys) {
		return false
	}
	return interruptedRe.MatchString(Fold(text))
}

// IsRateLimited reports whether text reports HTTP rate limiting: the number
// 429 as a word, "too many requests", "rate limit", "rate-limit" or
// "ratelimit" (the word "rate" must start a word, so "accurate limit" is
// not), 请求过多, 请求过于频繁, 请求频率 or 速率限制.
func IsRateLimited(text string) bool {
	if quickReject(text, rateLimitKeys) {
		return false
	}
	return rateLimitRe.MatchString(Fold(text))
}
