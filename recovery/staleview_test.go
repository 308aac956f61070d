package recovery

import (
	"testing"
	"time"
)

func TestStaleView(t *testing.T) {
	p := Policy{}
	ahead := func(in *Input) {
		// The page still shows a partial reply; the server has it finished
		// and much longer.
		in.View.Text = short(replyText, 30)
		in.View.Finished = false
	}
	runTable(t, p.StaleView, []tcase{
		{name: "synced", reason: "server and page agree on id and text",
			action: ActionNone, code: ReasonSynced},
		{name: "ahead_other_id", reason: "the server's reply has another id than the page's: a newer turn exists",
			mod: func(in *Input) { in.View.AssistantID = "a0" }, action: ActionReload, code: ReasonServerAhead},
		{name: "ahead_missing_dom", reason: "the page shows no reply but the server has one",
			mod: func(in *Input) { in.View.AssistantID = ""; in.View.Text = "" }, action: ActionReload, code: ReasonServerAhead},
		{name: "ahead_longer", reason: "same id, matching start, server >24 comparable characters longer, page not finished",
			mod: ahead, action: ActionReload, code: ReasonServerAhead},
		{name: "longer_but_page_finished", reason: "a finished page reply is complete; extra server length is markup",
			mod: func(in *Input) { in.View.Text = short(replyText, 30) }, action: ActionNone, code: ReasonSynced},
		{name: "text_mismatch", reason: "same id but the starts disagree: ambiguous, fail closed",
			mod: func(in *Input) { in.View.Text = "Something else entirely" }, action: ActionNone, code: ReasonTextMismatch},
		{name: "stall_window", reason: "the server's own reply is unfinished, but for less than 60s",
			mod: func(in *Input) {
				in.Server = server("assistant", "a1", replyText, FinishNo, at(100*time.Second))
			}, action: ActionWait, code: ReasonServerStallWindow},
		{name: "stalled", reason: "the server's reply is unfinished and nothing moved for 60s: one reload",
			mod: func(in *Input) {
				in.Server = server("assistant", "a1", replyText, FinishNo, at(30*time.Second))
				in.Now = at(3 * time.Minute)
			}, action: ActionReload, code: ReasonServerStalled},
		{name: "no_snapshot", reason: "snapshot unavailable: unknown, no refresh on elapsed time",
			mod: func(in *Input) { in.Server = Server{} }, action: ActionNone, code: ReasonSnapshotUnavailable},
		{name: "no_server_assistant", reason: "current_node is the user message: nothing to reveal",
			mod: func(in *Input) { in.Server = server("user", "", "", FinishUnknown, time.Time{}) }, action: ActionNone, code: ReasonNoServerAssistant},
		{name: "no_page", reason: "without a page the view is unknown",
			mod: func(in *Input) { in.View = View{} }, action: ActionNone, code: ReasonViewUnknown},
		{name: "no_submit", reason: "stale-view recovery only follows a submit",
			mod: func(in *Input) { in.State.LastSubmit = Time{} }, action: ActionNone, code: ReasonNoRecentSubmit},
		{name: "old_submit", reason: "a submit more than 10 minutes ago is out of the horizon",
			mod: func(in *Input) { in.Now = at(11 * time.Minute); in.View.LastChange = at(10 * time.Minute) }, action: ActionNone, code: ReasonNoRecentSubmit},
		{name: "recently_active", reason: "the page changed 10s ago: not stalled yet",
			mod: func(in *Input) { in.View.LastChange = at(110 * time.Second) }, action: ActionWait, code: ReasonViewRecentlyActive},
		{name: "streaming_extra", reason: "while streaming the quiet window is 60s; 40s is not enough",
			mod: func(in *Input) { in.View.Streaming = true; in.View.LastChange = at(80 * time.Second) }, action: ActionWait, code: ReasonViewRecentlyActive},
		{name: "unknown_last_change", reason: "without the last change time the stall is unproven",
			mod: func(in *Input) { in.View.LastChange = time.Time{} }, action: ActionNone, code: ReasonLastChangeUnknown},
		{name: "probe_too_soon", reason: "probes are at least 15s apart",
			mod: func(in *Input) { in.State.LastProbe = At(at(110 * time.Second)) }, action: ActionWait, code: ReasonProbeTooSoon},
		// Blocking conditions, each alone, on a server-ahead view.
		{name: "block_draft", reason: "human text in the composer blocks reload",
			mod: func(in *Input) { ahead(in); in.View.Draft = true }, action: ActionWait, code: ReasonDraftPresent, has: []string{ReasonServerAhead}},
		{name: "block_busy", reason: "a busy composer blocks reload",
			mod: func(in *Input) { ahead(in); in.View.ComposerBusy = true }, action: ActionWait, code: ReasonComposerBusy},
		{name: "block_streaming", reason: "streaming blocks reload unless the server proves the reply finished",
			mod: func(in *Input) {
				ahead(in)
				in.View.Streaming = true
				in.Server = server("assistant", "a1", replyText, FinishUnknown, at(25*time.Second))
			}, action: ActionWait, code: ReasonStreaming},
		{name: "streaming_proved_finished", reason: "a finished server reply makes the streaming flag stale UI",
			mod: func(in *Input) { ahead(in); in.View.Streaming = true }, action: ActionReload, code: ReasonServerAhead},
		{name: "block_tool", reason: "a running tool blocks reload",
			mod: func(in *Input) { ahead(in); in.View.ToolRunning = true }, action: ActionWait, code: ReasonToolRunning},
		{name: "block_permission", reason: "a permission card blocks reload",
			mod: func(in *Input) { ahead(in); in.View.PermissionCard = true }, action: ActionWait, code: ReasonPermissionCard},
		{name: "block_uncertain", reason: "uncertain delivery blocks reload",
			mod: func(in *Input) { ahead(in); in.Delivery = DeliveryUncertain }, action: ActionWait, code: ReasonDeliveryUncertain},
		{name: "block_unknown_delivery", reason: "unknown delivery blocks like uncertain",
			mod: func(in *Input) { ahead(in); in.Delivery = DeliveryUnknown }, action: ActionWait, code: ReasonDeliveryUncertain},
		{name: "block_cooldown", reason: "a reload less than 60s ago blocks another",
			mod: func(in *Input) { ahead(in); in.State.LastReload = At(at(100 * time.Second)) }, action: ActionWait, code: ReasonReloadCooldown},
		{name: "block_429", reason: "no reload during a 429 cooldown",
			mod: func(in *Input) { ahead(in); in.RateLimitEvents = []time.Time{at(110 * time.Second)} }, action: ActionBackoff, code: ReasonRateLimitCooldown},
		{name: "block_auto_off", reason: "nothing automatic runs with Auto off",
			mod: func(in *Input) { ahead(in); in.Auto = false }, action: ActionNone, code: ReasonAutoOff},
		{name: "block_handoff", reason: "no reload of the source while a handoff runs",
			mod: func(in *Input) { ahead(in); in.State.Handoff = Handoff{TransferID: "t1", Status: HandoffTargetOpening} }, action: ActionWait, code: ReasonHandoffInProgress},
		{name: "budget_spent_settling", reason: "the one reload was spent 5s ago: let it settle",
			mod: func(in *Input) {
				ahead(in)
				in.State.Budget = Budget{Epoch: At(t0), ReloadUsed: 1}
				in.State.LastReload = At(at(115 * time.Second))
				in.State.LastProbe = At(at(60 * time.Second))
			}, action: ActionWait, code: ReasonReloadSettling},
		{name: "budget_spent_exhausted", reason: "the reload was spent and the view is still behind: rollover recommended",
			mod: func(in *Input) {
				ahead(in)
				in.State.Budget = Budget{Epoch: At(t0), ReloadUsed: 1}
				in.State.LastReload = At(at(35 * time.Second))
			}, action: ActionRolloverRecommended, code: ReasonRecoveryExhausted, has: []string{ReasonReloadBudgetSpent}},
		{name: "progress_after_reload", reason: "the page changed after the reload: recovery ends",
			mod: func(in *Input) {
				ahead(in)
				in.State.Budget = Budget{Epoch: At(t0), ReloadUsed: 1}
				in.State.LastReload = At(at(10 * time.Second))
			}, action: ActionNone, code: ReasonProgressAfterReload},
		{name: "new_submit_new_budget", reason: "a budget spent on an older submit does not carry over",
			mod: func(in *Input) {
				ahead(in)
				in.State.Budget = Budget{Epoch: At(at(-time.Hour)), ReloadUsed: 1}
				in.State.LastReload = At(at(-time.Hour))
			}, action: ActionReload, code: ReasonServerAhead},
	})
}

func TestStaleViewSpendsBudget(t *testing.T) {
	in := baseInput()
	in.View.AssistantID = "a0"
	d, st := Policy{}.StaleView(in)
	if d.Action != ActionReload || st.Budget.ReloadUsed != 1 || !st.LastReload.Equal(At(in.Now)) || !st.LastProbe.Equal(At(in.Now)) {
		t.Fatalf("first reload: %+v, state %+v", d, st.Budget)
	}
	in.State = st
	in.Now = in.Now.Add(20 * time.Second)
	d, st2 := Policy{}.StaleView(in)
	if d.Action == ActionReload || st2.Budget.ReloadUsed != 1 {
		t.Fatalf("second reload allowed: %+v", d)
	}
}
