package recovery

// Manual decides a manual request (Input.Manual) from the HUD, the Control
// Center or the queue button:
//
//   - Continue, Herdr monitor and LLM analysis are locked while Auto is on
//     (manual_locked_auto_on); with Auto off they run (ActionRunManual),
//     Continue only when the page can take a message;
//   - a manual handoff may start with Auto on or off, on a bound
//     conversation of a scope the site's SiteSpec.HandoffScopes holds (a
//     ChatGPT Project conversation that is the Project's target, a z.ai
//     conversation), when no transfer runs, the workspace is not working
//     and the page is at rest (ActionStartHandoff; the returned State holds
//     the transfer, which pauses the source's automatic wakes; the target
//     inherits the source's Auto at cutover);
//   - queue_clear empties the conversation's queue (queue_cleared);
//   - queue_retry, with an empty composer, hands a still-pending batch out
//     again only when its delivery is known not to have happened
//     (Delivery none); an uncertain one could land twice, so it waits.
//
// Every request needs a page that allows it (PageAllows, Sites.Allows), and
// every one but monitor and analysis a State of the page's conversation
// (state_other_conversation).
func (p Policy) Manual(in Input) (Decision, State) {
	if in.Manual == OpMonitor || in.Manual == OpAnalysis || in.Manual == "" {
		return p.check(in, Policy.manual) // nothing of the conversation's state is acted on
	}
	return p.onOwnConversation(in, CheckManual, Policy.manual)
}

func (p Policy) manual(in Input) (Decision, State) {
	const c = CheckManual
	st, pg, op := in.State, in.Page, in.Manual
	if op == "" {
		return decide(c, ActionNone, ReasonNoManualRequest, VerdictUnknown), st
	}
	switch {
	case !pg.named():
		return decide(c, ActionNone, ReasonPageNotNamed, string(op)), st
	case pg.Kind == PageUnknown:
		return decide(c, ActionNone, ReasonPageUnknown, string(op)), st
	case !PageAllows(pg.Kind, op):
		return decide(c, ActionNone, ReasonPageNotConversation, string(op)), st
	case !in.sites().Allows(pg.Site, op):
		return decide(c, ActionNone, ReasonSiteUnsupported, string(op)), st
	}
	switch op {
	case OpContinue, OpMonitor, OpAnalysis:
		return p.manualControl(in)
	case OpHandoff:
		return p.manualHandoff(in)
	case OpQueueClear:
		d := decide(c, ActionNone, ReasonQueueCleared, string(op))
		for _, e := range st.Queue.Entries {
			d.Dropped = append(d.Dropped, Dropped{ID: e.ID, Reason: ReasonQueueCleared})
		}
		st.Queue = st.Queue.Clear()
		return d, st
	case OpQueueRetry:
		return p.queueRetry(in)
	}
	return decide(c, ActionNone, ReasonNoManualRequest, string(op)), st
}

// manualControl decides Continue, monitor and analysis.
func (p Policy) manualControl(in Input) (Decision, State) {
	const c = CheckManual
	st, op := in.State, in.Manual
	if in.Auto {
		return decide(c, ActionNone, ReasonManualLockedAutoOn, string(op)), st
	}
	if op == OpContinue {
		var bs blockers
		bs.add(p.cooldownRemaining(st.RateLimit, in.Now) > 0, ReasonRateLimitCooldown)
		bs.pageNotAtRest(in, false)
		if len(bs) > 0 {
			return p.blocked(c, in, string(op), ReasonManualAllowed, bs), st
		}
		st.LastSubmit = At(in.Now)
	}
	return decide(c, ActionRunManual, ReasonManualAllowed, string(op)), st
}

// manualHandoff decides a manual handoff.
func (p Policy) manualHandoff(in Input) (Decision, State) {
	const c = CheckManual
	st, pg, b := in.State, in.Page, in.State.Binding
	supported := in.sites().handoffFrom(pg, b)
	if !supported || b.Workspace == "" {
		return decide(c, ActionNone, ReasonHandoffUnsupported, string(OpHandoff)), st
	}
	var bs blockers
	bs.add(st.Handoff.active(), ReasonHandoffInProgress)
	bs.add(p.cooldownRemaining(st.RateLimit, in.Now) > 0, ReasonRateLimitCooldown)
	bs.add(in.working(), ReasonWorkspaceWorking)
	bs.pageNotAtRest(in, false)
	bs.add(in.PendingMutation, ReasonPendingMutation)
	if len(bs) > 0 {
		return p.blocked(c, in, string(OpHandoff), ReasonManualAllowed, bs), st
	}
	st.Handoff = p.newTransfer(in)
	return decide(c, ActionStartHandoff, ReasonManualAllowed, string(OpHandoff)), st
}

// queueRetry decides a click on Queue with an empty composer.
func (p Policy) queueRetry(in Input) (Decision, State) {
	const c = CheckManual
	st, v := in.State, in.View
	if v.Draft {
		return decide(c, ActionNone, ReasonDraftPresent, string(OpQueueRetry)), st
	}
	q := st.Queue
	if len(q.InFlight) == 0 {
		d, next := p.queueDelivery(in)
		d.Check = c
		return d, next
	}
	if in.Delivery != DeliveryNone {
		return decide(c, ActionWait, ReasonQueueDeliveryUncertain, string(OpQueueRetry)), st
	}
	if bs := p.queueBlockers(in); len(bs) > 0 {
		// Blocked: the batch stays in flight as it was.
		return p.blocked(c, in, string(OpQueueRetry), ReasonQueueRetry, bs), st
	}
	in.State.Queue = q.Release()
	d, next := p.queueDelivery(in)
	if d.Action != ActionDeliverQueue {
		d.Check = c
		return d, next
	}
	d.Check, d.Reasons = c, appendReasons([]string{ReasonQueueRetry}, d.Reasons...)
	d.Reason = ReasonQueueRetry
	return d, next
}
