package recovery

// conversationRefusal is state_other_conversation when the persisted state
// is not the conversation page pg shows: its ConversationID, its queue's
// conversation or an active transfer's source names another one, or it
// holds queued entries whose conversation nothing names. A check that acts
// on per-conversation state (queue, budgets, handoff, pressure) then acts
// on nothing: another conversation's queue delivered here would hand its
// messages to the wrong chat, its budgets and floor would count this
// one's. "" on a page that is not a conversation (pageRefusal answers
// there) or when every name is the page's.
func conversationRefusal(pg Page, st State) string {
	if pg.Kind != PageConversation {
		return ""
	}
	source := ""
	if st.Handoff.active() {
		source = st.Handoff.Source
	}
	for _, conv := range []string{st.ConversationID, st.Queue.Conversation, source} {
		if conv != "" && conv != pg.ConversationID {
			return ReasonStateOtherConversation
		}
	}
	if st.Queue.Len() > 0 && st.Queue.Conversation == "" && st.ConversationID == "" {
		return ReasonStateOtherConversation
	}
	return ""
}

// onOwnConversation runs f like check when the persisted state is the
// page's conversation; otherwise it answers ActionNone with
// state_other_conversation and returns the State as it came, not even
// prepared: nothing of it is acted on (an in-flight batch is not
// acknowledged by this page's delivery).
func (p Policy) onOwnConversation(in Input, c Check, f func(Policy, Input) (Decision, State)) (Decision, State) {
	if r := conversationRefusal(in.Page, in.State); r != "" {
		return decide(c, ActionNone, r, VerdictUnknown), in.State.clone()
	}
	return p.check(in, f)
}
