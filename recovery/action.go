package recovery

import "time"

// Action is what a decision allows the caller to do now. The set is closed
// and deliberately has no member that resends the user's task: the only
// actions that put text into the conversation are ActionRetrySendOnce
// (ChatGPT's own Retry control, at most once per submit, and only when the
// server proves the request was never accepted) and ActionDeliverQueue (the
// user's own queued next message, never the task).
type Action string

// The actions.
const (
	// ActionNone: nothing to do; no recovery is needed or none is allowed.
	ActionNone Action = "none"
	// ActionWait: do nothing now and ask again later (after Decision.Wait
	// when it is set).
	ActionWait Action = "wait"
	// ActionReload: reload the page once (location.reload) to reveal the
	// server's existing turn; the level-one page-health reload.
	ActionReload Action = "reload"
	// ActionReloadTab: the level-two page-health reload of the whole tab
	// (chrome.tabs.reload of the sender tab), at most once.
	ActionReloadTab Action = "reload_tab"
	// ActionRetrySendOnce: click ChatGPT's own Retry on the thread error
	// card, at most once per submit.
	ActionRetrySendOnce Action = "retry_send_once"
	// ActionBackoff: HTTP 429 cooldown; create no page, API or attachment
	// traffic until Decision.Wait has passed.
	ActionBackoff Action = "backoff"
	// ActionRolloverRecommended: recovery is exhausted or the context is
	// under pressure; recommend a controlled handoff to a new conversation.
	// It is advice, not an automatic action.
	ActionRolloverRecommended Action = "rollover_recommended"
	// ActionStartHandoff: context pressure is high and the conversation is
	// at a safe boundary; an automatic handoff may start now.
	ActionStartHandoff Action = "start_handoff"
	// ActionCutover: the new conversation and its seed are verified; move
	// the binding to it.
	ActionCutover Action = "cutover"
	// ActionKeepBinding: a handoff is in progress but not verified; the old
	// conversation stays authoritative.
	ActionKeepBinding Action = "keep_binding"
	// ActionDeliverQueue: send the merged queued batch (Decision.Batch) as
	// the next user message.
	ActionDeliverQueue Action = "deliver_queue"
)

// Actions lists every action.
var Actions = []Action{
	ActionNone, ActionWait, ActionReload, ActionReloadTab, ActionRetrySendOnce,
	ActionBackoff, ActionRolloverRecommended, ActionStartHandoff, ActionCutover,
	ActionKeepBinding, ActionDeliverQueue,
}

// Check names the decision that answered.
type Check string

// The checks.
const (
	CheckAuto            Check = "auto"
	CheckStaleView       Check = "stale_view"
	CheckSendTimeout     Check = "send_timeout"
	CheckInterrupted     Check = "interrupted"
	CheckRateLimit       Check = "rate_limit"
	CheckPageHealth      Check = "page_health"
	CheckContextPressure Check = "context_pressure"
	CheckHandoff         Check = "handoff"
	CheckQueue           Check = "queue"
)

// Checks lists every check; CheckAuto first.
var Checks = []Check{
	CheckAuto, CheckStaleView, CheckSendTimeout, CheckInterrupted, CheckRateLimit,
	CheckPageHealth, CheckContextPressure, CheckHandoff, CheckQueue,
}

// MaxReasons caps Decision.Reasons.
const MaxReasons = 16

// Decision is the answer of one check.
type Decision struct {
	// Check is the decision that answered.
	Check Check
	// Action is what the caller may do now.
	Action Action
	// Reason is the reason code that decided Action.
	Reason string
	// Reasons holds Reason first, then every other reason code that
	// contributed (blocking conditions, the finding), at most MaxReasons.
	Reasons []string
	// Verdict is the check's finding, independent of whether acting on it
	// is allowed: the stale-view verdict, the delivery state of a send
	// timeout, the page-health candidate, the pressure level, and so on.
	Verdict string
	// Wait, for ActionWait and ActionBackoff, is how long to wait before
	// asking again; zero when no time is known.
	Wait time.Duration
	// Batch, for ActionDeliverQueue, is the batch to send.
	Batch Batch
	// Dropped lists the queue entries the decision dropped, with why.
	Dropped []Dropped
}

// decide builds a decision; extra reasons follow reason, deduplicated.
func decide(c Check, a Action, reason, verdict string, extra ...string) Decision {
	d := Decision{Check: c, Action: a, Reason: reason, Verdict: verdict}
	d.Reasons = appendReasons([]string{reason}, extra...)
	return d
}

// appendReasons appends codes not yet present, keeping at most MaxReasons.
func appendReasons(rs []string, codes ...string) []string {
	for _, c := range codes {
		if c == "" || len(rs) >= MaxReasons {
			continue
		}
		dup := false
		for _, r := range rs {
			if r == c {
				dup = true
				break
			}
		}
		if !dup {
			rs = append(rs, c)
		}
	}
	return rs
}

// withWait sets Wait, never negative.
func (d Decision) withWait(w time.Duration) Decision {
	if w < 0 {
		w = 0
	}
	d.Wait = w
	return d
}
