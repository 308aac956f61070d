package chatproof

import "github.com/chatproof/chatproof/classify"

// CompletionReasons is the completion rule Verdict.Terminal is decided by
// (classify.CompletionReasons): the reason codes of the conditions a
// response, an activity level and a provider terminal fail, in package
// classify's order, and none when the rule holds. Package gate judges each
// sample by it too, so that a snapshot and the gate cannot disagree on
// what completion requires.
func CompletionReasons(r Response, level Level, pt ProviderTerminal) []string {
	return classify.CompletionReasons(r, level, pt)
}

// Reason codes of the completion rule, the codes CompletionReasons
// returns; each is the classify code of the same name.
const (
	ReasonNoResponse       = classify.ReasonNoResponse
	ReasonPlaceholder      = classify.ReasonPlaceholder
	ReasonNotFinished      = classify.ReasonNotFinished
	ReasonStrongActivity   = classify.ReasonStrongActivity
	ReasonProviderTerminal = classify.ReasonProviderTerminal
)
