package grammar

import "testing"

func TestIsInterruptedStream(t *testing.T) {
	runBool(t, "IsInterruptedStream", IsInterruptedStream, []boolCase{
		{"\u8FDE\u63A5\u5DF2\u4E2D\u65AD", true, "zh connection interrupted"},
		{"\u6B63\u5728\u7B49\u5F85\u5B8C\u6574\u56DE\u590D\u2026", true, "zh waiting for the full reply"},
		{"Connection interrupted", true, "connection interrupted"},
		{"The connection was interrupted. Waiting\u2026", true, "connection was interrupted"},
		{"Connection lost", true, "connection lost"},
		{"connection was lost", true, "connection was lost"},
		{"Waiting for full response", true, "waiting for full response"},
		{"Waiting for the full response\u2026", true, "waiting for the full response"},
		{"Connection restored", false, "restored is not lost"},
		{"Waiting for response", false, "not the full-response wording"},
		{"", false, "empty"},
	})
}

func TestIsRateLimited(t *testing.T) {
	runBool(t, "IsRateLimited", IsRateLimited, []boolCase{
		{"Error 429", true, "status code"},
		{"HTTP 429: Too Many Requests", true, "status code and text"},
		{"Too many requests", true, "too many requests"},
		{"Rate limit exceeded", true, "rate limit"},
		{"You are being rate-limited", true, "rate-limited"},
		{"ratelimit", true, "ratelimit glued"},
		{"\u8BF7\u6C42\u8FC7\u591A", true, "zh too many requests"},
		{"\u8BF7\u6C42\u8FC7\u4E8E\u9891\u7E41\uFF0C\u8BF7\u7A0D\u540E\u518D\u8BD5", true, "zh requests too frequent"},
		{"\u8BF7\u6C42\u9891\u7387\u8D85\u9650", true, "zh request frequency"},
		{"\u89E6\u53D1\u901F\u7387\u9650\u5236", true, "zh rate limiting"},
		{"\uFF14\uFF12\uFF19", true, "fullwidth 429"},
		{"Order #4290", false, "429 inside a number"},
		{"error_429", false, "429 glued to a word"},
		{"Use a separate limit for each user", false, "separate limit is not rate limit"},
		{"An accurate limit", false, "accurate limit is not rate limit"},
		{"Too many cooks", false, "not requests"},
		{"", false, "empty"},
	})
}
