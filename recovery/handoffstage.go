package recovery

import "strconv"

// The stages of a transfer before its verification: how one starts, when
// it may take its next step, and when it is stuck.

// newTransfer is the transfer a handoff starts: packet requested, from the
// binding's target (or the state's conversation), in the binding's Project
// (or, without a Project binding, the Project the page or the snapshot
// shows).
func (p Policy) newTransfer(in Input) Handoff {
	st, b := in.State, in.State.Binding
	source := b.Conversation
	if source == "" || b.Scope != ScopeProject && b.Scope != ScopeConversation {
		source = st.ConversationID
	}
	project := ""
	switch {
	case b.Scope == ScopeProject:
		project = b.ProjectID
	case in.Page.Kind == PageConversation:
		project = in.Page.ProjectID
	case in.Server.OK:
		project = in.Server.ProjectID
	}
	return Handoff{
		TransferID: TransferID(source, in.Now.UnixMilli()),
		Status:     HandoffSummaryRequested,
		Since:      At(in.Now),
		Source:     source,
		ProjectID:  project,
	}
}

// TransferID is the id of a transfer started from conversation conv at
// epoch milliseconds ms: "tr-", up to 8 leading characters of conv, "-",
// ms in base 36. Decisions stay pure: the id derives from their inputs.
func TransferID(conv string, ms int64) string {
	head := ""
	for i := 0; i < len(conv) && len(head) < 8; i++ {
		if c := conv[i]; '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' {
			head += string(c)
		}
	}
	if head == "" {
		head = "x"
	}
	return "tr-" + head + "-" + strconv.FormatInt(max(ms, 0), 36)
}

// handoffStepBlockers lists what keeps a transfer from its next step (open
// the target, submit the seed): traffic during a 429 cooldown, a working
// workspace, and a source page that is not at rest (its delivery and an
// unknown view aside).
func (p Policy) handoffStepBlockers(in Input) []string {
	var bs blockers
	bs.add(p.cooldownRemaining(in.State.RateLimit, in.Now) > 0, ReasonRateLimitCooldown)
	bs.add(in.working(), ReasonWorkspaceWorking)
	bs.pageNotAtRest(in, false, ReasonViewUnknown, ReasonDeliveryUncertain)
	return bs
}

// openTarget: the packet is ready and valid; open the target.
func (p Policy) openTarget(in Input) (Decision, State) {
	const c = CheckHandoff
	st := in.State.clone()
	if st.Handoff.Status != HandoffSummaryReady {
		st.Handoff.Status, st.Handoff.Since = HandoffSummaryReady, At(in.Now)
	}
	if bs := p.handoffStepBlockers(in); len(bs) > 0 {
		d := p.blocked(c, in, VerdictUnverified, ReasonHandoffPacketReady, bs)
		return d, st
	}
	st.Handoff.Status, st.Handoff.Since = HandoffTargetOpening, At(in.Now)
	return decide(c, ActionOpenTarget, ReasonHandoffPacketReady, VerdictUnverified), st
}

// targetReady reports whether the target tab shows a new chat where the
// transfer's target must be: the Project's home (its new-chat page) for a
// transfer in a Project, the root page otherwise.
func targetReady(pg Page, h Handoff) bool {
	if h.ProjectID != "" {
		return pg.Kind == PageProjectHome && pg.ProjectID == h.ProjectID
	}
	return pg.Kind == PageRoot
}

// submitSeed: the target is open; submit the seed there, once. The status
// becomes seed_submitting before the caller acts, so a crash or a failed
// submit leaves the transfer to verification (seed_uncertain), never to a
// second seed.
func (p Policy) submitSeed(in Input, pk Packet) (Decision, State) {
	const c = CheckHandoff
	st := in.State.clone()
	if bs := p.handoffStepBlockers(in); len(bs) > 0 {
		return p.blocked(c, in, VerdictUnverified, ReasonHandoffSubmitSeed, bs), st
	}
	st.Handoff.Status, st.Handoff.Since = HandoffSeedSubmitting, At(in.Now)
	d := decide(c, ActionSubmitSeed, ReasonHandoffSubmitSeed, VerdictUnverified)
	d.Message = SeedMarker(pk.TransferID) + "\n\n" + pk.Text
	return d, st
}

// seedSent reports whether a transfer in status may have put its seed into
// a target.
func seedSent(status string) bool {
	return status == HandoffSeedSubmitting || status == HandoffSeedUncertain
}

// handoffStalled reports whether the transfer has been in its status for
// HandoffStageTimeout or longer (never when the time is unknown).
func (p Policy) handoffStalled(in Input) bool {
	h := in.State.Handoff
	return !h.Since.IsZero() && !in.Now.Before(h.Since.Time) && in.Now.Sub(h.Since.Time) >= p.HandoffStageTimeout
}
