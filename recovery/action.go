package recovery

import (
	"slices"
	"time"
)

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
	// ActionMigrateBinding: persist the changed binding of the returned
	// State (a pending binding migrated, a Project's first target set).
	ActionMigrateBinding Action = "migrate_binding"
	// ActionSendProgress: send Decision.Message, a workspace progress
	// message, to the binding's delivery target.
	ActionSendProgress Action = "send_progress"
	// ActionWakePlanner: the workspace settled; wake the Web planner in
	// the delivery target to inspect Git, tests and output. It is not
	// acceptance of anything.
	ActionWakePlanner Action = "wake_planner"
	// ActionRunManual: the manual request may run.
	ActionRunManual Action = "run_manual"
	// ActionContinue: send Decision.Message, one bounded continuation,
	// after the end-of-turn judgement said continue.
	ActionContinue Action = "continue"
	// ActionOpenTarget: the handoff packet is ready and valid; open a new
	// conversation in the same Project (or a new chat) for the transfer.
	ActionOpenTarget Action = "open_target"
	// ActionSubmitSeed: the target is open; submit Decision.Message, the
	// seed (SeedMarker and the packet), there once.
	ActionSubmitSeed Action = "submit_seed"
)

// Actions returns every action: a new slice on each call.
func Actions() []Action { return slices.Clone(actions) }

// actions is what Actions returns.
var actions = []Action{
	ActionNone, ActionWait, ActionReload, ActionReloadTab, ActionRetrySendOnce,
	ActionBackoff, ActionRolloverRecommended, ActionStartHandoff, ActionCutover,
	ActionKeepBinding, ActionDeliverQueue, ActionMigrateBinding, ActionSendProgress,
	ActionWakePlanner, ActionRunManual, ActionContinue, ActionOpenTarget, ActionSubmitSeed,
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
	CheckBinding         Check = "binding"
	CheckProgress        Check = "progress"
	CheckManual          Check = "manual"
	CheckEndOfTurn       Check = "end_of_turn"
)

// Checks returns every check, CheckAuto first: a new slice on each call.
func Checks() []Check { return slices.Clone(checks) }

// checks is what Checks returns.
var checks = []Check{
	CheckAuto, CheckStaleView, CheckSendTimeout, CheckInterrupted, CheckRateLimit,
	CheckPageHealth, CheckContextPressure, CheckHandoff, CheckQueue, CheckBinding,
	CheckProgress, CheckManual, CheckEndOfTurn,
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
	// Message, for ActionSendProgress and ActionContinue, is the text to
	// send.
	Message string
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
