package recovery

// QueueDelivery decides what to do with the composer queue when a turn may
// have settled. Queued content is the user's explicit next instruction and
// comes before any automatic continuation.
//
//   - A batch in flight is acknowledged (removed) only when delivery is
//     confirmed, by whichever check runs (see Decide); otherwise
//     ActionWait keeps it (never dropped, never handed out twice).
//   - Entries past the retention bound, or too long for any batch, are
//     dropped with a reason (see Prune); the others keep insertion order.
//   - Pending entries are delivered (ActionDeliverQueue, merged with blank
//     lines, marked in flight in the returned State) only when the page is
//     known, no turn runs (no streaming, interrupted stream or thread
//     error), no tool or permission card is showing, the composer is empty
//     and idle, the previous delivery is settled, no handoff is in progress
//     (pending content migrates at cutover) and no 429 cooldown runs. A
//     batch is at most QueueMaxEntries entries and QueueMaxChars
//     characters (see NextBatch); handing it out is a new submit
//     (State.LastSubmit).
func (p Policy) QueueDelivery(in Input) (Decision, State) {
	return p.onConversation(in, CheckQueue, OpQueue, Policy.queueDelivery)
}

func (p Policy) queueDelivery(in Input) (Decision, State) {
	const c = CheckQueue
	st := in.State
	var dropped []Dropped
	st.Queue, dropped = p.Prune(st.Queue, in.Now)
	note := func(d Decision) Decision {
		if in.acked {
			d.Reasons = appendReasons(d.Reasons, ReasonQueueBatchAcknowledged)
		}
		for _, x := range dropped {
			d.Reasons = appendReasons(d.Reasons, x.Reason)
		}
		d.Dropped = dropped
		return d
	}
	q := st.Queue
	if len(q.InFlight) > 0 {
		// A confirmed delivery was acknowledged by prepare; what is still
		// in flight is unconfirmed.
		if _, err := q.Acknowledge(q.InFlight, DeliveryUncertain); err != nil {
			return note(decide(c, ActionWait, ReasonQueueBatchMismatch, "in_flight")), st
		}
		return note(decide(c, ActionWait, ReasonQueueDeliveryUncertain, "in_flight")), st
	}
	if len(q.Entries) == 0 {
		if in.acked {
			return note(decide(c, ActionNone, ReasonQueueBatchAcknowledged, "acknowledged")), st
		}
		return note(decide(c, ActionNone, ReasonQueueEmpty, "empty")), st
	}
	if bs := p.queueBlockers(in); len(bs) > 0 {
		return note(p.blocked(c, in, "pending", ReasonQueueDeliverable, bs)), st
	}
	b, next, ok := p.NextBatch(q)
	if !ok {
		return note(decide(c, ActionWait, ReasonQueueBatchMismatch, "pending")), st
	}
	st.Queue = next
	// The batch is the next user message: a new submit, with its own
	// recovery budget.
	st.LastSubmit = At(in.Now)
	d := decide(c, ActionDeliverQueue, ReasonQueueDeliverable, "pending")
	d.Batch = b
	return note(d), st
}

// queueBlockers lists, in a fixed order, what keeps queued content from
// being delivered now: a handoff in progress, a 429 cooldown, and a page
// not at rest, an interrupted stream and a thread error included.
func (p Policy) queueBlockers(in Input) []string {
	var bs blockers
	bs.add(in.State.Handoff.active(), ReasonHandoffInProgress)
	bs.add(p.cooldownRemaining(in.State.RateLimit, in.Now) > 0, ReasonRateLimitCooldown)
	bs.pageNotAtRest(in, true)
	return bs
}

// acknowledgeConfirmed removes the in-flight batch when the latest
// submission (which, after ActionDeliverQueue, is the batch) is confirmed.
// prepare runs it for every check, so a caller that only ever runs Decide
// is never left with a delivered batch in flight.
func acknowledgeConfirmed(q Queue, d Delivery) (Queue, bool) {
	if len(q.InFlight) == 0 || d != DeliveryConfirmed {
		return q, false
	}
	next, err := q.Acknowledge(q.InFlight, d)
	if err != nil {
		return q, false
	}
	return next, true
}
