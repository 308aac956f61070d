package recovery

import (
	"sort"
	"time"
)

// Decide answers "what is safe now?" for one moment of a conversation. With
// no page named (the zero Page) it answers ActionNone (page_not_named), and
// so it does on a page not known to be a ChatGPT conversation
// (page_unknown, page_not_conversation, site_unsupported). It consults the
// checks in a fixed order and returns the first decision whose action is
// not ActionNone:
//
//  1. Handoff, while a transfer is in progress (nothing else runs then);
//  2. RateLimit: a 429 cooldown allows nothing but backoff;
//  3. SendTimeout, when the thread error card shows or a Retry is pending;
//  4. Interrupted, when the response shows a disconnected stream;
//  5. StaleView, within SubmitHorizon of the last submit;
//  6. PageHealth;
//  7. QueueDelivery: the user's queued next message comes before any
//     continuation or rollover;
//  8. EndOfTurn: the small model's judgement, after the queue;
//  9. ContextPressure.
//
// When every consulted check answers ActionNone, the decision is ActionNone
// with reason no_recovery_needed followed by the checks' reasons. The
// returned State carries every consulted check's updates (the 429 count, the
// message floor, the probe time, the page-health candidate).
func (p Policy) Decide(in Input) (Decision, State) {
	return p.onConversation(in, CheckAuto, OpRecovery, Policy.decide)
}

// check runs one decision f on the prepared input. A confirmed in-flight
// queue batch acknowledged by prepare is named in the Reasons of whatever
// decision answers, so that the caller learns of it whichever check runs.
func (p Policy) check(in Input, f func(Policy, Input) (Decision, State)) (Decision, State) {
	p = p.withDefaults()
	in = p.prepare(in)
	d, st := f(p, in)
	if in.acked {
		d.Reasons = appendReasons(d.Reasons, ReasonQueueBatchAcknowledged)
	}
	return d, st
}

// onConversation runs f like check, but only where its operation may run:
// with no page named (the zero Page) the answer is ActionNone
// (page_not_named), and so it is on a page of unknown kind (page_unknown),
// on a page known not to be a conversation (root, Project home:
// page_not_conversation) or of a site without the capability
// (site_unsupported). No check guesses the page it runs on, nor acts on
// the state of another conversation than the page's
// (state_other_conversation, see onOwnConversation).
func (p Policy) onConversation(in Input, c Check, op Operation, f func(Policy, Input) (Decision, State)) (Decision, State) {
	if r := pageRefusal(in.sites(), in.Page, op); r != "" {
		return p.check(in, refuse(c, r))
	}
	return p.onOwnConversation(in, c, f)
}

// refuse is a decision that answers ActionNone with reason, keeping the
// prepared State.
func refuse(c Check, reason string) func(Policy, Input) (Decision, State) {
	return func(_ Policy, in Input) (Decision, State) {
		return decide(c, ActionNone, reason, VerdictUnknown), in.State
	}
}

func (p Policy) decide(in Input) (Decision, State) {
	if in.State.Handoff.active() {
		return p.handoff(in)
	}
	steps := []func(Input) (Decision, State){p.rateLimit}
	if in.View.ThreadError || retryPending(in.State) {
		steps = append(steps, p.sendTimeout)
	}
	if in.View.Interrupted {
		steps = append(steps, p.interrupted)
	}
	steps = append(steps, p.staleView, p.pageHealth, p.queueDelivery, p.endOfTurn, p.contextPressure)
	reasons := []string{ReasonNoRecoveryNeeded}
	d := decide(CheckAuto, ActionNone, ReasonNoRecoveryNeeded, VerdictHealthy)
	var dropped []Dropped
	for _, step := range steps {
		sd, st := step(in)
		in.State = st
		// Entries a step dropped are gone from the State whatever answers:
		// the answer names them.
		dropped = append(dropped, sd.Dropped...)
		if sd.Action != ActionNone {
			d = sd
			break
		}
		reasons = appendReasons(reasons, sd.Reason)
	}
	if d.Action == ActionNone {
		d.Reasons = reasons
	}
	for _, x := range dropped {
		d.Reasons = appendReasons(d.Reasons, x.Reason)
	}
	d.Dropped = dropped
	return d, in.State
}

// checkFuncs are the decisions Run runs, by check.
var checkFuncs = map[Check]func(Policy, Input) (Decision, State){
	CheckAuto: Policy.Decide, CheckStaleView: Policy.StaleView, CheckSendTimeout: Policy.SendTimeout,
	CheckInterrupted: Policy.Interrupted, CheckRateLimit: Policy.RateLimit, CheckPageHealth: Policy.PageHealth,
	CheckContextPressure: Policy.ContextPressure, CheckHandoff: Policy.Handoff, CheckQueue: Policy.QueueDelivery,
	CheckBinding: Policy.ResolveBinding, CheckProgress: Policy.WorkspaceProgress, CheckManual: Policy.Manual,
	CheckEndOfTurn: Policy.EndOfTurn,
}

// Run runs one named check (CheckAuto, or "", runs Decide); false for a
// check it does not know.
func (p Policy) Run(c Check, in Input) (Decision, State, bool) {
	if c == "" {
		c = CheckAuto
	}
	f, ok := checkFuncs[c]
	if !ok {
		return Decision{}, in.State, false
	}
	d, st := f(p, in)
	return d, st, true
}

// prepare normalises the input before any check: it starts a new budget
// when a newer submit began, counts new 429 events, raises the message
// floor, orders and trims the page-health samples, treats a negative
// (corrupt) budget count as spent, and sets aside a server snapshot of
// another conversation (or one that cannot be matched to the state's
// conversation), which proves nothing here. It is idempotent.
func (p Policy) prepare(in Input) Input {
	st := in.State.clone()
	if st.LastSubmit.After(st.Budget.Epoch.Time) {
		st.Budget = Budget{Epoch: st.LastSubmit}
	}
	if st.Budget.RetryUsed < 0 || st.Budget.RetryUsed > MaxRetries {
		st.Budget.RetryUsed = MaxRetries
	}
	if st.Budget.ReloadUsed < 0 || st.Budget.ReloadUsed > MaxReloads {
		st.Budget.ReloadUsed = MaxReloads
	}
	st.RateLimit = p.foldRateLimit(st.RateLimit, in.RateLimitEvents, in.View.RateLimitVisible, in.Now)
	in.RateLimitEvents = nil
	if st.Pressure.MessageFloor < 0 {
		st.Pressure.MessageFloor = 0
	}
	if in.View.Known && in.View.TurnIndex > st.Pressure.MessageFloor {
		st.Pressure.MessageFloor = in.View.TurnIndex
	}
	st.Health.Samples = p.trimSamples(st.Health.Samples, in.Now)
	if q, ok := acknowledgeConfirmed(st.Queue, in.Delivery); ok {
		st.Queue, in.acked = q, true
	}
	if in.Server.OK && (st.ConversationID == "" || in.Server.ConversationID != st.ConversationID) {
		in.Server, in.otherConversation = Server{}, true
	}
	in.State = st
	return in
}

// trimSamples keeps, in time order, at most MaxHealthSamples samples that
// are not after now and not older than ten windows.
func (p Policy) trimSamples(ss []HealthSample, now time.Time) []HealthSample {
	out := ss[:0:0]
	oldest := now.Add(-10 * p.HealthWindow)
	for _, s := range ss {
		if !s.At.After(now) && !s.At.Before(oldest) {
			out = append(out, s)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].At.Before(out[j].At.Time) })
	if len(out) > MaxHealthSamples {
		out = out[len(out)-MaxHealthSamples:]
	}
	return out
}
