package recovery

import "github.com/chatproof/chatproof/grammar"

// Interrupted-stream verdicts.
const (
	VerdictProgressing = "progressing"
	VerdictStalled     = "stalled"
)

// Interrupted decides for a response that shows a disconnected-stream
// placeholder (View.Interrupted). The placeholder itself is not progress,
// and neither is a visible Stop control: only growth of the response's
// comparable text (placeholder removed) or a change of its message id
// advances the progress clock (State.Stream). After StreamStall without
// progress it allows one reload, ignoring the stale streaming flag
// (chatgpt_disconnected), within the per-submit reload budget and the other
// blocking conditions. It never resends the task.
func (p Policy) Interrupted(in Input) (Decision, State) {
	return p.onConversation(in, CheckInterrupted, OpRecovery, Policy.interrupted)
}

func (p Policy) interrupted(in Input) (Decision, State) {
	const c = CheckInterrupted
	st, v, now := in.State, in.View, in.Now
	if !v.Known {
		return decide(c, ActionNone, ReasonViewUnknown, VerdictUnknown), st
	}
	if !v.Interrupted {
		return decide(c, ActionNone, ReasonNotInterrupted, VerdictUnknown), st
	}
	n := grammar.ComparableLen(grammar.StripInterruptedStream(v.Text))
	prev := st.Stream
	if prev.LastProgress.IsZero() || v.AssistantID != prev.AssistantID || n > prev.TextLen {
		st.Stream = StreamProgress{AssistantID: v.AssistantID, TextLen: n, LastProgress: At(now)}
		return decide(c, ActionWait, ReasonStreamProgress, VerdictProgressing).withWait(p.StreamStall), st
	}
	if since := now.Sub(prev.LastProgress.Time); since < p.StreamStall {
		return decide(c, ActionWait, ReasonStreamStallWindow, VerdictStalled).withWait(p.StreamStall - max(since, 0)), st
	}
	in.State = st
	return p.recoveryReload(c, in, VerdictStalled, ReasonChatGPTDisconnected, guard{ignoreStreaming: true, ignoreDelivery: true})
}
