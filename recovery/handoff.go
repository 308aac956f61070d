package recovery

import "errors"

// Handoff verdicts.
const (
	VerdictVerified   = "verified"
	VerdictUnverified = "unverified"
)

// Handoff decides the next stage of a transfer in progress (State.Handoff):
// packet requested (summary_requested: keep the binding until the packet
// is there) → packet ready and valid (ActionOpenTarget, target_opening) →
// target open in the same Project (Input.TargetPage; ActionSubmitSeed,
// seed_submitting) → target verified → cutover. Opening the target and
// submitting the seed create traffic and wait for a 429 cooldown, a
// working workspace and a source page that is not at rest. A transfer
// stuck for HandoffStageTimeout before its seed was submitted is given up
// (handoff_abandoned: nothing reached a target, the old binding never
// moved, wakes resume); after the seed it stays, to be verified, and says
// it is stalled (handoff_stalled). The old conversation stays
// authoritative (ActionKeepBinding) until all of these hold:
//
//   - the handoff packet (Input.Packet) is valid and carries the transfer's
//     id;
//   - the transfer names a target conversation other than its source;
//   - the target's own snapshot (Input.Target) has that conversation id
//     and belongs to the transfer's Project (Handoff.ProjectID, its
//     gizmo_id; none for a conversation outside Projects), which for a
//     Project binding is the bound project_id;
//   - the target's first user message (the walk reached the root) carries
//     the seed marker of this transfer, and no other transfer's;
//   - no agent of the bound workspace is working, so no settled or wake
//     delivery can race the cutover;
//   - the source page shows no running tool, permission card, draft or
//     busy composer (work or user text the cutover would strand);
//   - no queued batch is in flight (its delivery is unconfirmed), and the
//     pending queue fits the target's bounds.
//
// Then ActionCutover: the returned State belongs to the target, with fresh
// budgets, the pending queue migrated in order, and no transfer in progress;
// a Project binding keeps its project_id and only its active target moves,
// a conversation binding migrates to the target.
// Opening a tab or attempting to send the seed proves nothing; a failed
// verification while the seed was being submitted becomes seed_uncertain,
// which stays recoverable. Auto is not required: a manual handoff may run
// with Auto off. The decision runs on the source's page: with no page named
// (the zero Page) nothing is decided (page_not_named), nor on a page of
// unknown kind (page_unknown), and the transfer stays as it is.
func (p Policy) Handoff(in Input) (Decision, State) {
	switch {
	case !in.Page.named():
		return p.check(in, refuse(CheckHandoff, ReasonPageNotNamed))
	case in.Page.Kind == PageUnknown:
		return p.check(in, refuse(CheckHandoff, ReasonPageUnknown))
	}
	return p.onOwnConversation(in, CheckHandoff, Policy.handoff)
}

func (p Policy) handoff(in Input) (Decision, State) {
	const c = CheckHandoff
	st := in.State
	h := st.Handoff
	if !h.active() {
		return decide(c, ActionNone, ReasonNoHandoff, VerdictUnverified), st
	}
	if p.handoffStalled(in) && !seedSent(h.Status) {
		// Nothing was sent to a target: give the transfer up; the old
		// binding never moved and a later handoff may start afresh.
		next := st.clone()
		next.Handoff = Handoff{}
		return decide(c, ActionKeepBinding, ReasonHandoffAbandoned, VerdictUnverified), next
	}
	keep := func(reason string, extra ...string) (Decision, State) {
		next := st.clone()
		if next.Handoff.Status == HandoffSeedSubmitting {
			next.Handoff.Status, next.Handoff.Since = HandoffSeedUncertain, At(in.Now)
		}
		if p.handoffStalled(in) {
			extra = append(extra, ReasonHandoffStalled)
		}
		return decide(c, ActionKeepBinding, reason, VerdictUnverified, extra...), next
	}
	if in.Packet == nil {
		if h.Status == HandoffSummaryRequested {
			return keep(ReasonHandoffPacketPending, ReasonPacketMissing)
		}
		return keep(ReasonHandoffPacketInvalid, ReasonPacketMissing)
	}
	pk, err := ParsePacket(in.Packet, p.MaxPacketChars)
	var pe *PacketError
	if errors.As(err, &pe) {
		return keep(ReasonHandoffPacketInvalid, pe.Reason)
	}
	if pk.TransferID != h.TransferID {
		return keep(ReasonHandoffPacketInvalid, ReasonPacketIDMismatch)
	}
	switch {
	case h.Status == HandoffSummaryRequested || h.Status == HandoffSummaryReady:
		return p.openTarget(in)
	case h.Status == HandoffTargetOpening && h.Target == "" && targetReady(in.TargetPage, h):
		return p.submitSeed(in, pk)
	}
	switch {
	case h.Target == "":
		return keep(ReasonTargetUnverified)
	case h.Target == h.Source || h.Target == st.ConversationID:
		return keep(ReasonTargetSameAsSource)
	case !in.Target.OK:
		return keep(ReasonTargetUnverified, ReasonSnapshotUnavailable)
	case in.Target.ConversationID != h.Target:
		return keep(ReasonTargetIDMismatch)
	case in.Target.ProjectID != h.ProjectID || st.Binding.Scope == ScopeProject && (h.ProjectID == "" || h.ProjectID != st.Binding.ProjectID):
		return keep(ReasonTargetProjectMismatch)
	case !in.Target.FirstUser.Present():
		return keep(ReasonSeedMarkerMissing)
	}
	ids := seedMarkerIDs(in.Target.FirstUser.Text)
	if len(ids) == 0 {
		return keep(ReasonSeedMarkerMissing)
	}
	for _, id := range ids {
		if id != h.TransferID {
			return keep(ReasonSeedMarkerMismatch)
		}
	}
	if in.working() {
		return keep(ReasonWorkspaceWorking)
	}
	if bs := sourceBusy(in); len(bs) > 0 {
		return keep(bs[0], bs[1:]...)
	}
	if len(st.Queue.InFlight) > 0 {
		return keep(ReasonQueueDeliveryUncertain)
	}
	q, err := p.Migrate(st.Queue, Queue{Conversation: h.Target})
	if err != nil {
		return keep(ReasonQueueTargetCapacity)
	}
	next := State{
		ConversationID: h.Target,
		Binding:        st.Binding.retarget(h.Target),
		Automation:     st.Automation.inheritAuto(st.Binding, h.Source, h.Target),
		Progress:       st.Progress,
		LastReload:     st.LastReload,
		RateLimit:      st.RateLimit,
		Queue:          q,
		Pressure:       Pressure{Started: At(in.Target.FirstUser.Created), LastRolloverAttempt: st.Pressure.LastRolloverAttempt},
	}
	if next.Pressure.Started.IsZero() {
		next.Pressure.Started = At(in.Now)
	}
	return decide(c, ActionCutover, ReasonSeedVerified, VerdictVerified), next
}

// sourceBusy lists, in a fixed order, the page evidence of the source that
// blocks a cutover: a page not at rest, but for an unknown view, a
// streaming flag and the delivery.
func sourceBusy(in Input) []string {
	var bs blockers
	bs.pageNotAtRest(in, false, ReasonViewUnknown, ReasonStreaming, ReasonDeliveryUncertain)
	return bs
}
