package recovery

// QueueDelivery decides what to do with the composer queue when a turn may
// have settled. Queued content is the user's explicit next instruction and
// comes before any automatic continuation.
//
//   - A batch in flight is acknowledged (removed) only when delivery is
//     confirmed; otherwise ActionWait keeps it (never dropped, never handed
//     out twice).
//   - Pending entries are delivered (ActionDeliverQueue, merged with blank
//     lines, marked in flight in the returned State) only when the page is
//     known, no turn runs (no streaming, interrupted stream or thread
//     error), no tool or permission card is showing, the composer is empty
//     and idle, the previous delivery is settled, no handoff is in progress
//     (pending content migrates at cutover) and no 429 cooldown runs.
func (p Policy) QueueDelivery(in Input) (Decision, State) {
	p = p.withDefaults()
	return p.queueDelivery(p.prepare(in))
}

func (p Policy) queueDelivery(in Input) (Decision, State) {
	const c = CheckQueue
	st, v := in.State, in.View
	q := st.Queue
	if len(q.InFlight) > 0 {
		next, err := q.Acknowledge(q.InFlight, in.Delivery)
		if err != nil {
			return decide(c, ActionWait, ReasonQueueBatchMismatch, "in_flight"), st
		}
		if in.Delivery != DeliveryConfirmed {
			return decide(c, ActionWait, ReasonQueueDeliveryUncertain, "in_flight"), st
		}
		st.Queue = next
		return decide(c, ActionNone, ReasonQueueBatchAcknowledged, "acknowledged"), st
	}
	if len(q.Entries) == 0 {
		return decide(c, ActionNone, ReasonQueueEmpty, "empty"), st
	}
	var bs []string
	add := func(cond bool, code string) {
		if cond {
			bs = append(bs, code)
		}
	}
	add(st.Handoff.active(), ReasonHandoffInProgress)
	add(p.cooldownRemaining(st.RateLimit, in.Now) > 0, ReasonRateLimitCooldown)
	add(!v.Known, ReasonViewUnknown)
	add(v.Streaming, ReasonStreaming)
	add(v.Interrupted, ReasonStreamInterrupted)
	add(v.ThreadError, ReasonThreadError)
	add(v.ToolRunning, ReasonToolRunning)
	add(v.PermissionCard, ReasonPermissionCard)
	add(v.Draft, ReasonDraftPresent)
	add(v.ComposerBusy, ReasonComposerBusy)
	add(!in.Delivery.settled(), ReasonDeliveryUncertain)
	if len(bs) > 0 {
		return p.blocked(c, in, "pending", ReasonQueueDeliverable, bs), st
	}
	b, next, _ := p.NextBatch(q)
	st.Queue = next
	d := decide(c, ActionDeliverQueue, ReasonQueueDeliverable, "pending")
	d.Batch = b
	return d, st
}
