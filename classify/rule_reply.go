package classify

import "github.com/chatproof/chatproof/grammar"

// replyError: on a site whose profile applies the reply-error wording
// (site.Profile.Wording "reply_error": DeepSeek, which draws "The server
// is busy. Please try again later." as the reply, in its content block,
// under the reply's normal action row), a reply whose whole text is one
// of the known reply-error sentences (grammar.MatchReplyError) is
// provider_error with that sentence's rule, never a finished answer. A
// reply that quotes the sentence inside a longer answer is an answer. On
// a site whose profile does not apply the table, no reply is read as an
// error by its wording: its errors are chrome (rule_error.go).
func (p *page) replyError(text string) (rule string, ok bool) {
	if !p.m.w.replyError {
		return "", false
	}
	m, ok := grammar.MatchReplyError(text)
	if !ok {
		return "", false
	}
	return m.Rule, true
}

// replyErrorUnread: on a site whose profile does not apply the
// reply-error wording, a reply whose whole text is one of the reply-error
// sentences some site draws as its reply (grammar.MatchReplyError) is not
// proven an answer: the site's own reply-error wording is unknown, so the
// verdict fails closed, as provider_error (RuleReplyErrorWordingUnknown)
// with ReasonReplyErrorWordingUnknown, rather than take the sentence for a
// finished answer. A reply that only quotes such
// a sentence is an answer, as on a site that applies the table.
func (p *page) replyErrorUnread(text string) bool {
	if p.m.w.replyError {
		return false
	}
	_, ok := grammar.MatchReplyError(text)
	return ok
}
