package grammar

import "slices"

// Kind is the kind of a composer-surface or provider terminal condition.
// Its values are the verdict's provider_terminal values: package
// classify's ProviderTerminal is this type, with "none" added for a turn
// that shows no terminal.
type Kind string

// Kinds, in decreasing precedence (see PreferTurnTerminal).
const (
	KindWall    Kind = "conversation_exhausted"
	KindQuota   Kind = "quota_limited"
	KindTimeout Kind = "delivery_timeout"
	KindError   Kind = "provider_error"
	KindStopped Kind = "stopped_thinking"
)

// Match is a wording match: its kind and the stable snake_case name of the
// rule that matched. Rule names are API: they are added, never renamed.
type Match struct {
	// Kind is the condition the wording names; "" in the zero Match that
	// accompanies a miss.
	Kind Kind
	// Rule is the matched rule's snake_case name, as listed by Rules; ""
	// on a miss.
	Rule string
}

// Rules returns every rule this package can report, in the order the
// matchers try them.
func Rules() []Match {
	var out []Match
	for _, w := range wallSentences {
		out = append(out, Match{KindWall, w.rule})
	}
	for _, q := range quotaPatterns {
		out = append(out, Match{KindQuota, q.rule})
	}
	out = append(out, turnRuleList...)
	for _, r := range replyErrors {
		out = append(out, Match{KindError, r.Rule})
	}
	return slices.Clip(out)
}

// IsWallSentenceRule reports whether rule is the rule of a known
// conversation-length wall sentence (MatchWallSentence), as
// MatchTurnTerminal reports it too; the token pair "exhausted_token_pair"
// is not one.
func IsWallSentenceRule(rule string) bool {
	for _, w := range wallSentences {
		if w.rule == rule {
			return true
		}
	}
	return false
}

// IsQuotaSentenceRule reports whether rule is the rule of a known
// usage-limit sentence (MatchQuotaSentence), as MatchTurnTerminal reports
// it too; the token pair "quota_token_pair" is not one.
func IsQuotaSentenceRule(rule string) bool {
	for _, q := range quotaPatterns {
		if q.rule == rule {
			return true
		}
	}
	return false
}
