package recovery

// Judgement is the small model's answer to one narrow question: does the
// latest reply clearly need to continue?
type Judgement string

// The judgements. JudgementNone (the zero value) means no model is
// configured.
const (
	JudgementNone     Judgement = ""
	JudgementNoAnswer Judgement = "no_answer"
	JudgementContinue Judgement = "continue"
	JudgementDone     Judgement = "done"
)

// ContinueMessage is the bounded continuation sent when the judgement says
// continue.
const ContinueMessage = "Continue from where you stopped. Do not repeat completed work."

// EndOfTurn decides what follows a settled assistant turn, in order:
//
//  1. queued content first: while the queue holds entries, the queue
//     decides (QueueDelivery) and nothing else is considered;
//  2. then the end-of-turn judgement (Input.Judgement): continue → one
//     bounded continuation (ActionContinue with ContinueMessage), at most
//     once per reply; done → nothing; no answer, or no model configured →
//     nothing (judgement_no_answer, judgement_no_model): the reply's words
//     are never guessed at.
//
// The turn must have ended on the page (a finished reply, no streaming,
// thread error or interrupted stream), and the continuation is an
// automatic message, blocked like a wake (see WorkspaceProgress). No idle
// nudge is decided. With no page named (the zero Page) nothing is decided
// (page_not_named), and queued content is delivered only where
// QueueDelivery would deliver it.
func (p Policy) EndOfTurn(in Input) (Decision, State) {
	if !in.Page.named() {
		return p.check(in, refuse(CheckEndOfTurn, ReasonPageNotNamed))
	}
	return p.onOwnConversation(in, CheckEndOfTurn, Policy.endOfTurn)
}

func (p Policy) endOfTurn(in Input) (Decision, State) {
	const c = CheckEndOfTurn
	st, v := in.State, in.View
	if st.Queue.Len() > 0 {
		if r := pageRefusal(in.sites(), in.Page, OpQueue); r != "" {
			return decide(CheckQueue, ActionNone, r, VerdictUnknown), st
		}
		return p.queueDelivery(in)
	}
	if !v.Known || !v.Finished || v.Streaming || v.ThreadError || v.Interrupted || v.AssistantID == "" {
		return decide(c, ActionNone, ReasonTurnNotEnded, VerdictUnknown), st
	}
	verdict := string(in.Judgement)
	switch in.Judgement {
	case JudgementNone:
		return decide(c, ActionNone, ReasonJudgementNoModel, "no_model"), st
	case JudgementDone:
		return decide(c, ActionNone, ReasonJudgementDone, verdict), st
	case JudgementContinue:
	default:
		return decide(c, ActionNone, ReasonJudgementNoAnswer, string(JudgementNoAnswer)), st
	}
	if st.LastContinueFor == v.AssistantID {
		return decide(c, ActionNone, ReasonContinueAlreadySent, verdict), st
	}
	if bs := p.wakeBlockers(in, OpJudgement); len(bs) > 0 {
		return p.blocked(c, in, verdict, ReasonJudgementContinue, bs), st
	}
	st.LastContinueFor = v.AssistantID
	st.LastSubmit = At(in.Now)
	d := decide(c, ActionContinue, ReasonJudgementContinue, verdict)
	d.Message = ContinueMessage
	return d, st
}
