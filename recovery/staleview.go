package recovery

import (
	"time"

	"github.com/chatproof/chatproof/grammar"
)

// Stale-view verdicts.
const (
	VerdictServerAhead   = "server_ahead"
	VerdictServerStalled = "server_stalled"
	VerdictSynced        = "synced"
	VerdictUnknown       = "unknown"
)

// StaleView compares the page with the server's own conversation snapshot
// and decides whether reloading would reveal a turn the server already has.
//
// It applies only within SubmitHorizon after the last submit and once the
// view has been quiet for QuietBeforeProbe (plus StreamingExtra while it
// still streams); snapshots closer than ProbeInterval are not used. The
// verdict is:
//
//   - unknown: no snapshot, a snapshot of another conversation, a server
//     path whose latest user message is not the one the page shows as sent
//     (View.UserID: a reply there answers another message), no server reply
//     to the latest user message, no page, or same-id texts that disagree:
//     ActionNone (fail closed);
//   - server_ahead: the page shows no assistant reply or a different one,
//     or (while the page's reply is not finished) the server's text is more
//     than TextLead comparable characters longer with a matching start:
//     one reload;
//   - server_stalled: the server's reply itself is unfinished; after
//     ServerStall without progress one reload, before that ActionWait;
//   - synced: ActionNone.
//
// A reload is subject to the per-submit budget (MaxReloads) and the blocking
// conditions; a streaming flag is ignored only when the server proves the
// reply finished. A spent budget leads to ActionRolloverRecommended unless
// progress appeared after the reload. Reloading never resubmits the task.
func (p Policy) StaleView(in Input) (Decision, State) {
	return p.onConversation(in, CheckStaleView, OpRecovery, Policy.staleView)
}

func (p Policy) staleView(in Input) (Decision, State) {
	const c = CheckStaleView
	st, v, now := in.State, in.View, in.Now
	if st.LastSubmit.IsZero() || now.Sub(st.LastSubmit.Time) > p.SubmitHorizon || now.Before(st.LastSubmit.Time) {
		return decide(c, ActionNone, ReasonNoRecentSubmit, VerdictUnknown), st
	}
	if !v.Known {
		return decide(c, ActionNone, ReasonViewUnknown, VerdictUnknown), st
	}
	if v.LastChange.IsZero() {
		return decide(c, ActionNone, ReasonLastChangeUnknown, VerdictUnknown), st
	}
	quiet := p.QuietBeforeProbe
	if v.Streaming {
		quiet += p.StreamingExtra
	}
	if since := now.Sub(v.LastChange); since < quiet {
		return decide(c, ActionWait, ReasonViewRecentlyActive, VerdictUnknown).withWait(quiet - max(since, 0)), st
	}
	if !st.LastProbe.IsZero() {
		if since := now.Sub(st.LastProbe.Time); since < p.ProbeInterval {
			return decide(c, ActionWait, ReasonProbeTooSoon, VerdictUnknown).withWait(p.ProbeInterval - max(since, 0)), st
		}
	}
	st.LastProbe = At(now)
	in.State = st

	verdict, finding := p.staleVerdict(in)
	switch verdict {
	case VerdictUnknown, VerdictSynced:
		return decide(c, ActionNone, finding, verdict), st
	case VerdictServerStalled:
		since := now.Sub(laterOf(in.Server.Assistant.LastUpdate(), v.LastChange))
		if since < p.ServerStall {
			return decide(c, ActionWait, ReasonServerStallWindow, verdict).withWait(p.ServerStall - max(since, 0)), st
		}
	}
	g := guard{ignoreStreaming: in.Server.Assistant.Finished == FinishYes}
	return p.recoveryReload(c, in, verdict, finding, g)
}

// staleVerdict classifies the snapshot against the view.
func (p Policy) staleVerdict(in Input) (verdict, reason string) {
	s, v := in.Server, in.View
	switch {
	case in.otherConversation:
		return VerdictUnknown, ReasonSnapshotOtherConversation
	case !s.OK:
		return VerdictUnknown, ReasonSnapshotUnavailable
	case v.UserID != "" && s.LatestUser.ID != v.UserID:
		return VerdictUnknown, ReasonSentMessageNotOnServer
	case !s.Assistant.Present():
		return VerdictUnknown, ReasonNoServerAssistant
	case v.AssistantID == "" || v.AssistantID != s.Assistant.ID:
		return VerdictServerAhead, ReasonServerAhead
	}
	n := min(p.PrefixMatch, grammar.ComparableLen(v.Text), s.Assistant.CompareLen)
	if grammar.ComparablePrefix(v.Text, n) != grammar.ComparablePrefix(s.Assistant.Text, n) {
		return VerdictUnknown, ReasonTextMismatch
	}
	if !v.Finished && s.Assistant.CompareLen > grammar.ComparableLen(v.Text)+p.TextLead {
		return VerdictServerAhead, ReasonServerAhead
	}
	if s.Assistant.Finished == FinishNo {
		return VerdictServerStalled, ReasonServerStalled
	}
	return VerdictSynced, ReasonSynced
}

func laterOf(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}
