package grammar

import (
	"strings"
	"testing"
)

var replyErrorCases = []matchCase{
	{"The server is busy. Please try again later.", "reply_error_server_busy", "DeepSeek's busy reply"},
	{"the server is busy. please try again later", "reply_error_server_busy", "any case, no final stop"},
	{"  The server is busy.  Please try again later.  ", "reply_error_server_busy", "spacing folded"},
	{"Sorry, DeepSeek's search service is busy. Please disable search or try again in a few minutes.", "reply_error_search_busy", "DeepSeek's search-busy reply"},
	{"Sorry, DeepSeek\u2019s search service is busy. Please disable search or try again in a few minutes.", "reply_error_search_busy", "curly apostrophe"},
	{"服务器繁忙，请稍后再试。", "reply_error_server_busy_zh_cn", "Chinese busy reply"},
	{"When a site answers \"The server is busy. Please try again later.\" retry with backoff.", "", "an answer quoting the sentence"},
	{"The server is busy. Please try again later.\nHere is the answer anyway.", "", "the sentence followed by an answer"},
	{"The server is busy.", "", "the first sentence alone"},
	{"", "", "empty"},
}

func TestMatchReplyError(t *testing.T) {
	runMatch(t, "MatchReplyError", MatchReplyError, replyErrorCases)
}

// TestReplyErrorsHaveSources: every reply-error sentence names where it was
// observed, and matches itself in any case.
func TestReplyErrorsHaveSources(t *testing.T) {
	for _, r := range ReplyErrors() {
		if r.Source == "" || r.Rule == "" {
			t.Errorf("%+v: no source or rule", r)
		}
		for _, s := range []string{r.Sentence, strings.ToUpper(r.Sentence), Normalize(r.Sentence)} {
			if m, ok := MatchReplyError(s); !ok || m.Rule != r.Rule {
				t.Errorf("MatchReplyError(%q) = %+v, %v; want %q", s, m, ok, r.Rule)
			}
		}
	}
}

// TestReplyErrorLongText: a text longer than the bound is no sentence,
// however it starts.
func TestReplyErrorLongText(t *testing.T) {
	long := "The server is busy. Please try again later." + strings.Repeat(" x", MaxSentenceRunes)
	if m, ok := MatchReplyError(long); ok {
		t.Errorf("long text matched %+v", m)
	}
}
