package classify

// terminal decides the terminal value and its reasons: complete only when
// the response is present, is not a placeholder, is finished, no strong
// activity is seen, the turn shows no provider terminal and no reason the
// selection or reading of the turn gave (targetReasons: the wording
// reasons among them) stands. The reasons list every condition that
// fails, in the fixed reasonOrder.
func terminal(r *Result, targetReasons []string) {
	have := map[string]bool{}
	for _, c := range targetReasons {
		have[c] = true
	}
	if !r.Response.Present {
		have[ReasonNoResponse] = true
	} else {
		if r.Response.Placeholder {
			have[ReasonPlaceholder] = true
		}
		if !r.Response.Finished {
			have[ReasonNotFinished] = true
		}
	}
	if r.ProviderTerminal != ProviderNone {
		have[ReasonProviderTerminal] = true
	}
	if r.Activity.Level == LevelStrong {
		have[ReasonStrongActivity] = true
	}
	r.Reasons = []string{}
	for _, c := range ReasonCodes() {
		if have[c] {
			r.Reasons = append(r.Reasons, c)
		}
	}
	r.Terminal = TerminalIncomplete
	if len(r.Reasons) == 0 {
		r.Terminal = TerminalComplete
	}
}
