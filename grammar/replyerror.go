package grammar

// Reply errors: the error sentences a site draws as the reply itself,
// in the reply's own content block, under the reply's normal action row
// (DeepSeek). Such a reply is a provider error, never a finished answer,
// but only when its whole text is the sentence: an answer that quotes it
// among other text is an answer.

// ReplyError is one reply-error sentence with its rule and source.
type ReplyError struct {
	// Rule names the sentence (a Match's Rule).
	Rule string
	// Sentence is the sentence as the site draws it.
	Sentence string
	// Source is where it was observed.
	Source string
}

// replyErrors are the known reply-error sentences.
var replyErrors = []ReplyError{
	{"reply_error_server_busy", "The server is busy. Please try again later.",
		"reference/other-sites.md: DeepSeek real page 2025-01-28 (the last turn is the error); deepseek-ai/DeepSeek-V3#552 (2025-02-03), deepseek-ai/DeepSeek-R1#119 (2025-01-28)"},
	{"reply_error_search_busy", "Sorry, DeepSeek's search service is busy. Please disable search or try again in a few minutes.",
		"reference/other-sites.md: deepseek-ai/DeepSeek-R1#204 (2025-01-31)"},
	{"reply_error_server_busy_zh_cn", "服务器繁忙，请稍后再试。",
		"own translation of the DeepSeek sentence reference/other-sites.md records in English; not checked against a saved page"},
}

// replyErrorIndex maps each sentence's folded form, final stop removed, to
// its rule.
var replyErrorIndex = func() map[string]string {
	m := make(map[string]string, len(replyErrors))
	for _, r := range replyErrors {
		m[trimFinalStop(Fold(r.Sentence))] = r.Rule
	}
	return m
}()

// ReplyErrors returns the known reply-error sentences: a new slice on each
// call.
func ReplyErrors() []ReplyError { return append([]ReplyError(nil), replyErrors...) }

// MatchReplyError matches the whole text of a reply, after Fold, against
// the known reply-error sentences (kind provider_error); a missing or extra
// final "." or "。" is tolerated. A text holding anything else besides the
// sentence (an answer quoting it) matches nothing, and so does a text
// longer than MaxSentenceRunes.
func MatchReplyError(text string) (Match, bool) {
	f, cut := foldBounded(text, MaxSentenceRunes)
	if cut {
		return Match{}, false
	}
	if rule, ok := replyErrorIndex[trimFinalStop(f)]; ok {
		return Match{KindError, rule}, true
	}
	return Match{}, false
}
