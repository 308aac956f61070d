package grammar

import (
	"regexp"
	"strings"
)

// Rules of MatchTurnTerminal beyond the wall and quota sentences.
const (
	ruleExhaustedTokenPair  = "exhausted_token_pair"
	ruleQuotaTokenPair      = "quota_token_pair"
	ruleDeliveryTimeout     = "delivery_timeout"
	ruleDeliveryTimeoutJA   = "delivery_timeout_ja"
	ruleErrorSomethingWrong = "provider_error_something_went_wrong"
	ruleErrorGenerating     = "provider_error_generating_response"
	ruleErrorOccurred       = "provider_error_occurred"
	ruleErrorNetworkLost    = "provider_error_network_lost"
	ruleErrorReconnecting   = "provider_error_reconnecting"
	ruleErrorJA             = "provider_error_ja"
	ruleStoppedThinking     = "stopped_thinking"
	ruleStoppedThinkingZHCN = "stopped_thinking_zh_cn"
)

// turnRuleList lists the rules above in the order MatchTurnTerminal tries
// them.
var turnRuleList = []Match{
	{KindWall, ruleExhaustedTokenPair},
	{KindQuota, ruleQuotaTokenPair},
	{KindTimeout, ruleDeliveryTimeout},
	{KindTimeout, ruleDeliveryTimeoutJA},
	{KindError, ruleErrorSomethingWrong},
	{KindError, ruleErrorGenerating},
	{KindError, ruleErrorOccurred},
	{KindError, ruleErrorNetworkLost},
	{KindError, ruleErrorReconnecting},
	{KindError, ruleErrorJA},
	{KindStopped, ruleStoppedThinking},
	{KindStopped, ruleStoppedThinkingZHCN},
}

// containsRules are the substring rules, in order, each one phrase.
var containsRules = []struct {
	kind   Kind
	rule   string
	phrase string
}{
	{KindTimeout, ruleDeliveryTimeout, "message delivery timed out"},
	{KindError, ruleErrorSomethingWrong, "something went wrong"},
	{KindError, ruleErrorGenerating, "there was an error generating a response"},
	{KindError, ruleErrorOccurred, "error occurred"},
	{KindError, ruleErrorNetworkLost, "network connection lost"},
	{KindError, ruleErrorReconnecting, "attempting to reconnect"},
}

var (
	deliveryTimeoutJARe = regexp.MustCompile(`メッセージ(?:の)?(?:配信|送信).{0,20}タイムアウト`)
	providerErrorJARe   = regexp.MustCompile(`(?:問題|エラー)が発生しました.*(?:もう一度|再試行)`)
	stoppedRe           = regexp.MustCompile(`^(?:(?:reasoning|pro thinking) ?)?stopped thinking(?: ?edit)?$`)
	stoppedZHCNRe       = regexp.MustCompile(`^已停止思考(?: ?edit)?$`)
)

// terminalKeys: every ASCII-spelled rule needs one of these words.
var terminalKeys = []string{
	"long", "length", "limit", "cap", "many", "bilder", "nutzungsobergrenze",
	"timed", "wrong", "error", "network", "reconnect", "stopped", "out of",
}

// MatchTurnTerminal matches a label of error chrome inside the latest
// assistant turn (a status or alert node, an error card). It tries, in this
// order, so that a label matching several rules gets the kind of highest
// precedence: the exact wall and quota sentences; the token pairs
// (conversation_exhausted: "too long" or "maximum length" with "new chat" or
// "start a new"; quota_limited: "message limit", "usage limit" or "reached
// your limit" with "try again"); delivery_timeout; provider_error;
// stopped_thinking. "This conversation is too long." alone matches nothing.
// See "Turn terminals" in the package documentation for every rule.
func MatchTurnTerminal(label string) (Match, bool) {
	if quickReject(label, terminalKeys) {
		return Match{}, false
	}
	return matchTurnTerminalFolded(Fold(label))
}

func matchTurnTerminalFolded(f string) (Match, bool) {
	if m, ok := matchWallFolded(f); ok {
		return m, true
	}
	if m, ok := matchQuotaFolded(f); ok {
		return m, true
	}
	if containsAny(f, "too long", "maximum length") && containsAny(f, "new chat", "start a new") {
		return Match{KindWall, ruleExhaustedTokenPair}, true
	}
	if containsAny(f, "message limit", "usage limit", "reached your limit") && strings.Contains(f, "try again") {
		return Match{KindQuota, ruleQuotaTokenPair}, true
	}
	for _, c := range containsRules {
		if c.kind == KindTimeout && strings.Contains(f, c.phrase) {
			return Match{c.kind, c.rule}, true
		}
	}
	if deliveryTimeoutJARe.MatchString(f) {
		return Match{KindTimeout, ruleDeliveryTimeoutJA}, true
	}
	for _, c := range containsRules {
		if c.kind == KindError && strings.Contains(f, c.phrase) {
			return Match{c.kind, c.rule}, true
		}
	}
	if providerErrorJARe.MatchString(f) {
		return Match{KindError, ruleErrorJA}, true
	}
	if stoppedRe.MatchString(f) {
		return Match{KindStopped, ruleStoppedThinking}, true
	}
	if stoppedZHCNRe.MatchString(f) {
		return Match{KindStopped, ruleStoppedThinkingZHCN}, true
	}
	return Match{}, false
}

func containsAny(s string, phrases ...string) bool {
	for _, p := range phrases {
		if strings.Contains(s, p) {
			return true
		}
	}
	return false
}

// kindRank orders the kinds for PreferTurnTerminal.
func kindRank(k Kind) int {
	switch k {
	case KindWall:
		return 5
	case KindQuota:
		return 4
	case KindTimeout:
		return 3
	case KindError:
		return 2
	case KindStopped:
		return 1
	}
	return 0
}

// PreferTurnTerminal returns the kind of higher precedence:
// conversation_exhausted > quota_limited > delivery_timeout > provider_error
// > stopped_thinking > "". An unknown kind counts as "" and is never
// returned.
func PreferTurnTerminal(a, b Kind) Kind {
	ra, rb := kindRank(a), kindRank(b)
	switch {
	case ra == 0 && rb == 0:
		return ""
	case ra >= rb:
		return a
	}
	return b
}
