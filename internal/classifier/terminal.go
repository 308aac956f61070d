package classifier

import "github.com/chatproof/chatproof/classify"

// terminal decides the terminal value and its reasons: complete only when
// the response is present, is not a placeholder, is finished, no strong
// activity is seen and the turn shows no provider terminal. The reasons
// list every condition that fails, in the fixed reasonOrder.
func terminal(r *classify.Result, targetReasons []string) {
	have := map[string]bool{}
	for _, c := range targetReasons {
		have[c] = true
	}
	if !r.Response.Present {
		have[classify.ReasonNoResponse] = true
	} else {
		if r.Response.Placeholder {
			have[classify.ReasonPlaceholder] = true
		}
		if !r.Response.Finished {
			have[classify.ReasonNotFinished] = true
		}
	}
	if r.ProviderTerminal != classify.ProviderNone {
		have[classify.ReasonProviderTerminal] = true
	}
	if r.Activity.Level == classify.LevelStrong {
		have[classify.ReasonStrongActivity] = true
	}
	r.Reasons = []string{}
	for _, c := range classify.ReasonCodes() {
		if have[c] {
			r.Reasons = append(r.Reasons, c)
		}
	}
	r.Terminal = classify.TerminalIncomplete
	if len(r.Reasons) == 0 {
		r.Terminal = classify.TerminalComplete
	}
}
