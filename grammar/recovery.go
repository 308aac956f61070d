package grammar

import (
	"regexp"
	"strings"
)

// The recovery wording: what a recovery controller reads in the page to
// decide a reload or a cooldown. The English wording lives here; other
// languages' wording is in their tables (Language.Interrupted,
// Language.RateLimited).

// fromRecoveryReference marks wording taken from the recovery controller
// the project reference describes (its interrupted-stream and rate-limit
// patterns), not yet checked against a saved page.
const fromRecoveryReference = "the recovery controller of the project reference (egochat-herdr); not checked against a saved page"

// interruptedEnglish are the English placeholders ChatGPT writes into the
// reply when its stream is cut, matched anywhere in the text.
var interruptedEnglish = []Wording{
	{Text: "Connection interrupted", Source: fromRecoveryReference},
	{Text: "Connection was interrupted", Source: fromRecoveryReference},
	{Text: "Connection lost", Source: fromRecoveryReference},
	{Text: "Connection was lost", Source: fromRecoveryReference},
	{Text: "Waiting for full response", Source: fromRecoveryReference},
	{Text: "Waiting for the full response", Source: fromRecoveryReference},
}

// rateLimitEnglish are the English rate-limit phrases matched anywhere in
// the text ("HTTP 429Too many requests" runs the code into them).
var rateLimitEnglish = []Wording{
	{Text: "Too many requests", Source: fromRecoveryReference},
}

// rateLimitWordStart are the rate-limit phrases that must start a word:
// "rate" inside another word ("separate limits", "accurate limit",
// "moderate-limit") is not rate limiting.
var rateLimitWordStart = []Wording{
	{Text: "Rate limit", Source: fromRecoveryReference},
	{Text: "Rate-limit", Source: fromRecoveryReference},
	{Text: "Ratelimit", Source: fromRecoveryReference},
}

// rateLimitCode is the HTTP status of rate limiting, matched as a whole
// number ("Order #4290" is not it).
const rateLimitCode = "429"

var (
	// interruptedRe matches a folded placeholder; interruptedRawRe matches
	// one in unfolded text, ignoring case, any white space between its
	// words (StripInterruptedStream).
	interruptedRe, interruptedRawRe *regexp.Regexp
	// rateLimitRe matches a folded rate-limit sentence.
	rateLimitRe *regexp.Regexp
	// interruptedKeys and rateLimitKeys are the first words of the
	// phrases: a plain ASCII text without any of them cannot match.
	interruptedKeys, rateLimitKeys []string
)

func init() {
	interrupted := interruptedEnglish
	anywhere := rateLimitEnglish
	for _, l := range languages {
		interrupted = append(interrupted, l.Interrupted...)
		anywhere = append(anywhere, l.RateLimited...)
	}
	var quoted, raw []string
	for _, w := range interrupted {
		quoted = append(quoted, regexp.QuoteMeta(Fold(w.Text)))
		raw = append(raw, wordsRe(w.Text))
	}
	interruptedRe = regexp.MustCompile(strings.Join(quoted, "|"))
	interruptedRawRe = regexp.MustCompile(`(?i)` + strings.Join(raw, "|"))
	interruptedKeys = firstWords(folded(interrupted))

	alts := []string{`\b` + rateLimitCode + `\b`}
	for _, w := range rateLimitWordStart {
		alts = append(alts, `\b`+regexp.QuoteMeta(Fold(w.Text)))
	}
	for _, w := range anywhere {
		alts = append(alts, regexp.QuoteMeta(Fold(w.Text)))
	}
	rateLimitRe = regexp.MustCompile(strings.Join(alts, "|"))
	rateLimitKeys = firstWords(append(append(folded(rateLimitWordStart), folded(anywhere)...), rateLimitCode))
}

// wordsRe is the pattern of a phrase in unfolded text: its words, any
// white space between them.
func wordsRe(phrase string) string {
	words := strings.Fields(phrase)
	for i, w := range words {
		words[i] = regexp.QuoteMeta(w)
	}
	return strings.Join(words, `\s+`)
}

// folded returns the folded text of each wording.
func folded(ws []Wording) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = Fold(w.Text)
	}
	return out
}

// IsInterruptedStream reports whether text says the reply stream was cut:
// it contains, after Fold, one of the placeholders ("connection (was)
// interrupted", "connection (was) lost", "waiting for (the) full
// response", or a known language's, Language.Interrupted: 连接已中断,
// 正在等待完整回复).
func IsInterruptedStream(text string) bool {
	if quickReject(text, interruptedKeys) {
		return false
	}
	return interruptedRe.MatchString(Fold(text))
}

// StripInterruptedStream returns text with every interrupted-stream
// placeholder (IsInterruptedStream's wording, in any case and with any
// white space between its words) replaced by a space, so that the
// placeholder itself never counts as text a reply has grown by.
func StripInterruptedStream(text string) string {
	return interruptedRawRe.ReplaceAllString(text, " ")
}

// IsRateLimited reports whether text reports HTTP rate limiting: after
// Fold, the number 429 as a word, "too many requests", "rate limit",
// "rate-limit" or "ratelimit" (the word "rate" must start a word, so
// "accurate limit" and "separate limits" are not), or a known language's
// wording (Language.RateLimited: 请求过多, 请求过于频繁, 请求频率,
// 速率限制). Use it on error chrome (alerts, error containers), never on
// message content.
func IsRateLimited(text string) bool {
	if quickReject(text, rateLimitKeys) {
		return false
	}
	return rateLimitRe.MatchString(Fold(text))
}
