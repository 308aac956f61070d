package recovery

// Send-timeout verdicts: what the server says about the timed-out submit.
const (
	VerdictAccepted     = "accepted"     // current_node moved past the user message
	VerdictNotAccepted  = "not_accepted" // current_node is still the user message
	VerdictUndetermined = "undetermined" // no usable snapshot
)

// SendTimeout decides after ChatGPT's send-timeout thread error card
// ("Message delivery timed out", regenerate-thread-error-button), or while
// a Retry it allowed is pending.
//
// Nothing runs while the composer is busy or holds a draft, while the page
// streams, runs a tool or shows a permission card. Then the server decides:
//
//   - current_node moved to an assistant (or tool) message after the user
//     message the page shows as sent (View.UserID): the request was
//     accepted and Retry could duplicate tool work, so one reload, never
//     Retry (thread_error_server_ahead);
//   - current_node is still that user message, or is the previous turn's
//     reply (its user message is an earlier one), so the message never
//     landed: ChatGPT's own Retry, at most
//     once per submit (thread_error_retry); after it, ActionWait for
//     RetryWait, then one reload if no reply started
//     (thread_error_retry_timeout) or at once if the card is back
//     (thread_error_retry_failed); a reply on the page ends it
//     (thread_error_retry_replied); a disabled Retry gives one reload
//     (thread_error_retry_unavailable);
//   - no usable snapshot (none, or one of another conversation), or no
//     sent message id on the page: delivery is undeterminable, so bounded view
//     synchronisation (one reload), never a new user turn
//     (thread_error_delivery_unknown).
//
// When the reload budget is spent, rollover is recommended ReloadSettle
// after the reload. No branch sends a generic recovery message.
func (p Policy) SendTimeout(in Input) (Decision, State) {
	return p.onConversation(in, CheckSendTimeout, OpRecovery, Policy.sendTimeout)
}

// retryPending reports whether a Retry was allowed for the current submit.
func retryPending(st State) bool { return st.Budget.RetryUsed > 0 && !st.Budget.LastRetry.IsZero() }

func (p Policy) sendTimeout(in Input) (Decision, State) {
	const c = CheckSendTimeout
	st, v, s := in.State, in.View, in.Server
	if !v.Known {
		return decide(c, ActionNone, ReasonViewUnknown, VerdictUndetermined), st
	}
	if !v.ThreadError && !retryPending(st) {
		return decide(c, ActionNone, ReasonNoThreadError, VerdictUndetermined), st
	}
	verdict := deliveryVerdict(s, v.UserID)
	if !v.ThreadError && v.AssistantID != "" {
		// The page shows a reply to the latest user message: the Retry
		// worked, nothing is left to recover here.
		return decide(c, ActionNone, ReasonThreadErrorRetryReplied, verdict), st
	}
	g := guard{ignoreDelivery: true}
	var finding, extra string
	switch {
	case !v.ThreadError:
		// A Retry is pending and no reply shows yet.
		if since := in.Now.Sub(st.Budget.LastRetry.Time); since < p.RetryWait {
			return decide(c, ActionWait, ReasonThreadErrorRetryPending, verdict).withWait(p.RetryWait - max(since, 0)), st
		}
		switch verdict {
		case VerdictAccepted:
			finding = ReasonThreadErrorServerAhead
		case VerdictNotAccepted:
			finding, extra = ReasonThreadErrorRetryTimeout, ReasonRetryBudgetSpent
		default:
			finding = ReasonThreadErrorDeliveryUnknown
		}
	case verdict == VerdictAccepted:
		finding = ReasonThreadErrorServerAhead
	case verdict == VerdictUndetermined:
		finding = ReasonThreadErrorDeliveryUnknown
	case st.Budget.RetryUsed < MaxRetries && !v.RetryDisabled:
		if bs := p.actBlockers(in, g); len(bs) > 0 {
			return p.blocked(c, in, verdict, ReasonThreadErrorRetry, bs), st
		}
		st.Budget.RetryUsed++
		st.Budget.LastRetry = At(in.Now)
		return decide(c, ActionRetrySendOnce, ReasonThreadErrorRetry, verdict), st
	case st.Budget.RetryUsed < MaxRetries:
		finding = ReasonThreadErrorRetryUnavailable
	default:
		finding, extra = ReasonThreadErrorRetryFailed, ReasonRetryBudgetSpent
	}
	d, next := p.recoveryReload(c, in, verdict, finding, g)
	d.Reasons = appendReasons(d.Reasons, extra, in.snapshotNote())
	return d, next
}

// deliveryVerdict says whether the server accepted the user message the page
// shows as sent (sent, its message id). Accepted needs current_node to be
// an assistant or tool message whose nearest user ancestor is that very
// message; current_node still at that message, or at a reply whose user
// message is an earlier one (the previous turn's reply), means it never
// landed. No snapshot, no known sent id, a walk that found no user message
// or a current_node at another user message prove nothing: undetermined.
func deliveryVerdict(s Server, sent string) string {
	if !s.OK || sent == "" {
		return VerdictUndetermined
	}
	switch s.CurrentNodeRole {
	case "user":
		if s.CurrentNode == sent {
			return VerdictNotAccepted
		}
	case "assistant", "tool":
		switch {
		case s.LatestUser.ID == sent:
			return VerdictAccepted
		case s.LatestUser.Present():
			return VerdictNotAccepted
		}
	}
	return VerdictUndetermined
}

// snapshotNote is the reason code explaining a set-aside snapshot, "" when
// none was set aside.
func (in Input) snapshotNote() string {
	if in.otherConversation {
		return ReasonSnapshotOtherConversation
	}
	return ""
}
