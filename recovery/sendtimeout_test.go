package recovery

import (
	"testing"
	"time"
)

// timeoutInput: the thread error card shows; the server still has the user
// message as current_node.
func timeoutInput(in *Input) {
	in.View.ThreadError = true
	in.View.AssistantID = ""
	in.View.Text = ""
	in.View.Finished = false
	in.Delivery = DeliveryUncertain
	in.Server = server("user", "", "", FinishUnknown, time.Time{})
}

func TestSendTimeout(t *testing.T) {
	p := Policy{}
	retried := func(in *Input, ago time.Duration) {
		in.State.Budget = Budget{Epoch: At(t0), RetryUsed: 1, LastRetry: At(in.Now.Add(-ago))}
	}
	runTable(t, p.SendTimeout, []tcase{
		{name: "no_card", reason: "no thread error card and no pending Retry: nothing to decide",
			action: ActionNone, code: ReasonNoThreadError},
		{name: "retry_once", reason: "current_node is still the user message: the request was not accepted, Retry once",
			mod: timeoutInput, action: ActionRetrySendOnce, code: ReasonThreadErrorRetry},
		{name: "server_ahead", reason: "current_node is an assistant message: accepted, Retry could duplicate; reload",
			mod: func(in *Input) {
				timeoutInput(in)
				in.Server = server("assistant", "a1", replyText, FinishYes, at(time.Minute))
			}, action: ActionReload, code: ReasonThreadErrorServerAhead},
		{name: "server_tool", reason: "current_node is a tool message: accepted as well",
			mod:    func(in *Input) { timeoutInput(in); in.Server = server("tool", "", "", FinishUnknown, time.Time{}) },
			action: ActionReload, code: ReasonThreadErrorServerAhead},
		{name: "delivery_unknown", reason: "no snapshot: delivery undeterminable, view sync instead of a new turn",
			mod: func(in *Input) { timeoutInput(in); in.Server = Server{} }, action: ActionReload, code: ReasonThreadErrorDeliveryUnknown},
		{name: "system_node_unknown", reason: "a system current_node says nothing about the user message",
			mod:    func(in *Input) { timeoutInput(in); in.Server = server("system", "", "", FinishUnknown, time.Time{}) },
			action: ActionReload, code: ReasonThreadErrorDeliveryUnknown},
		{name: "retry_disabled", reason: "a disabled Retry cannot be used; view sync",
			mod: func(in *Input) { timeoutInput(in); in.View.RetryDisabled = true }, action: ActionReload, code: ReasonThreadErrorRetryUnavailable},
		{name: "retry_pending", reason: "Retry was used 10s ago; wait up to 30s for a reply",
			mod:    func(in *Input) { timeoutInput(in); in.View.ThreadError = false; retried(in, 10*time.Second) },
			action: ActionWait, code: ReasonThreadErrorRetryPending},
		{name: "retry_timeout", reason: "Retry was used 40s ago and no reply started: one reload",
			mod:    func(in *Input) { timeoutInput(in); in.View.ThreadError = false; retried(in, 40*time.Second) },
			action: ActionReload, code: ReasonThreadErrorRetryTimeout, has: []string{ReasonRetryBudgetSpent}},
		{name: "retry_replied", reason: "after the Retry the page shows a reply: nothing left to recover, no reload",
			mod: func(in *Input) {
				timeoutInput(in)
				in.View.ThreadError = false
				in.View.AssistantID, in.View.Text = "a1", replyText
				in.Server = server("assistant", "a1", replyText, FinishYes, at(time.Minute))
				retried(in, 90*time.Second)
			}, action: ActionNone, code: ReasonThreadErrorRetryReplied},
		{name: "retry_pending_unknown", reason: "a pending Retry waits its 30s even without a snapshot",
			mod: func(in *Input) {
				timeoutInput(in)
				in.View.ThreadError = false
				in.Server = Server{}
				retried(in, 10*time.Second)
			},
			action: ActionWait, code: ReasonThreadErrorRetryPending},
		{name: "retry_accepted_not_shown", reason: "30s after the Retry the server has the reply but the page does not: reload",
			mod: func(in *Input) {
				timeoutInput(in)
				in.View.ThreadError = false
				in.Server = server("assistant", "a1", replyText, FinishYes, at(time.Minute))
				retried(in, 40*time.Second)
			}, action: ActionReload, code: ReasonThreadErrorServerAhead},
		{name: "retry_failed", reason: "the card is back after the one Retry: never a second Retry, reload",
			mod:    func(in *Input) { timeoutInput(in); retried(in, 5*time.Second) },
			action: ActionReload, code: ReasonThreadErrorRetryFailed},
		{name: "exhausted", reason: "Retry and reload spent, the reload settled: rollover recommended",
			mod: func(in *Input) {
				timeoutInput(in)
				retried(in, 90*time.Second)
				in.State.Budget.ReloadUsed = 1
				in.State.LastReload = At(in.Now.Add(-20 * time.Second))
				in.View.LastChange = in.Now.Add(-25 * time.Second)
			}, action: ActionRolloverRecommended, code: ReasonRecoveryExhausted},
		{name: "block_busy", reason: "nothing while the composer is busy",
			mod: func(in *Input) { timeoutInput(in); in.View.ComposerBusy = true }, action: ActionWait, code: ReasonComposerBusy},
		{name: "block_draft", reason: "nothing while the composer holds human text",
			mod: func(in *Input) { timeoutInput(in); in.View.Draft = true }, action: ActionWait, code: ReasonDraftPresent},
		{name: "block_streaming", reason: "nothing while streaming",
			mod: func(in *Input) { timeoutInput(in); in.View.Streaming = true }, action: ActionWait, code: ReasonStreaming},
		{name: "block_tool", reason: "nothing while a tool runs",
			mod: func(in *Input) { timeoutInput(in); in.View.ToolRunning = true }, action: ActionWait, code: ReasonToolRunning},
		{name: "block_permission", reason: "nothing while a permission card waits",
			mod: func(in *Input) { timeoutInput(in); in.View.PermissionCard = true }, action: ActionWait, code: ReasonPermissionCard},
		{name: "block_429", reason: "no Retry during a 429 cooldown",
			mod: func(in *Input) { timeoutInput(in); in.View.RateLimitVisible = true }, action: ActionBackoff, code: ReasonRateLimitCooldown},
		{name: "block_auto_off", reason: "no automatic Retry with Auto off",
			mod: func(in *Input) { timeoutInput(in); in.Auto = false }, action: ActionNone, code: ReasonAutoOff},
		{name: "block_reload_cooldown", reason: "the view-sync reload waits for the reload cooldown",
			mod: func(in *Input) {
				timeoutInput(in)
				in.Server = Server{}
				in.State.LastReload = At(in.Now.Add(-10 * time.Second))
			},
			action: ActionWait, code: ReasonReloadCooldown},
	})
}

func TestSendTimeoutRetryOnlyOnce(t *testing.T) {
	in := baseInput()
	timeoutInput(&in)
	d, st := Policy{}.SendTimeout(in)
	if d.Action != ActionRetrySendOnce || st.Budget.RetryUsed != 1 {
		t.Fatalf("first: %+v %+v", d, st.Budget)
	}
	for i := 1; i < 20; i++ {
		in.State = st
		in.Now = in.Now.Add(5 * time.Second)
		d, st = Policy{}.SendTimeout(in)
		if d.Action == ActionRetrySendOnce {
			t.Fatalf("step %d: a second Retry", i)
		}
		if st.Budget.RetryUsed > MaxRetries || st.Budget.ReloadUsed > MaxReloads {
			t.Fatalf("step %d: budget exceeded %+v", i, st.Budget)
		}
	}
	if d.Action != ActionRolloverRecommended {
		t.Fatalf("after Retry and reload, want rollover recommended, got %+v", d)
	}
}
