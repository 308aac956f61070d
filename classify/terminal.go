package classify

// CompletionReasons is the completion rule: it returns the reason codes of
// the rule's conditions that a reading fails, in the order of ReasonCodes,
// and none when the rule holds. A reply is complete only when its response
// is present (else ReasonNoResponse), is not a placeholder
// (ReasonPlaceholder), is finished (ReasonNotFinished), the turn shows no
// provider terminal (ReasonProviderTerminal: any value but ProviderNone,
// known or not) and the activity level is not LevelStrong
// (ReasonStrongActivity). A response that is not present fails only the
// first condition: it has no placeholder or finished state of its own.
//
// Classify decides a page's Terminal with it; package gate decides each
// sample with it too, through the root package's CompletionReasons, and
// adds checks of its own on top.
func CompletionReasons(r Response, level Level, pt ProviderTerminal) []string {
	var out []string
	if !r.Present {
		out = append(out, ReasonNoResponse)
	} else if r.Placeholder {
		out = append(out, ReasonPlaceholder)
	}
	if pt != ProviderNone {
		out = append(out, ReasonProviderTerminal)
	}
	if level == LevelStrong {
		out = append(out, ReasonStrongActivity)
	}
	if r.Present && !r.Finished {
		out = append(out, ReasonNotFinished)
	}
	return out
}

// terminal decides the terminal value and its reasons: complete only when
// the completion rule (CompletionReasons) holds and no reason the
// selection or reading of the turn gave (targetReasons: the wording
// reasons among them) stands. The reasons list every condition that
// fails, in the fixed reasonOrder.
func terminal(r *Result, targetReasons []string) {
	have := map[string]bool{}
	for _, c := range targetReasons {
		have[c] = true
	}
	for _, c := range CompletionReasons(r.Response, r.Activity.Level, r.ProviderTerminal) {
		have[c] = true
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
