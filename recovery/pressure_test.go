package recovery

import (
	"testing"
	"time"
)

func TestPressureLevels(t *testing.T) {
	p := Policy{}
	for _, tc := range []struct {
		name, reason               string
		tokens, floor, turn, turns int
		age                        time.Duration
		want                       string
	}{
		{"empty", "nothing reaches a threshold", 1000, 0, 4, 2, 0, LevelNone},
		{"tokens_warning", "56k tokens is warning", 56000, 0, 4, 2, 0, LevelWarning},
		{"tokens_required", "80k tokens is required", 80000, 0, 4, 2, 0, LevelRequired},
		{"tokens_usable", "an estimate at the 96k usable context is high risk", 96000, 0, 4, 2, 0, LevelHighRisk},
		{"messages_prepare", "turn index 40 is prepare", 0, 0, 40, 2, 0, LevelPrepare},
		{"floor_wins", "a virtualised page (turn 6) does not lower the floor of 50", 0, 50, 6, 2, 0, LevelRequired},
		{"turns_recommend", "27 turns is recommend", 0, 0, 4, 27, 0, LevelRecommend},
		{"age_warning", "a 13h old conversation is warning", 0, 0, 4, 2, 13 * time.Hour, LevelWarning},
		{"max_of_signals", "the highest signal wins", 64000, 60, 4, 20, 0, LevelHighRisk},
	} {
		in := baseInput()
		in.VisibleTokens = tc.tokens
		in.State.Pressure.MessageFloor = tc.floor
		in.View.TurnIndex = tc.turn
		in.Turns = tc.turns
		if tc.age > 0 {
			in.State.Pressure.Started = At(in.Now.Add(-tc.age))
		}
		if got := p.Pressure(in).Level; got != tc.want {
			t.Errorf("%s (%s): level %s, want %s", tc.name, tc.reason, got, tc.want)
		}
	}
}

func TestMessageFloorMonotonic(t *testing.T) {
	in := baseInput()
	in.View.TurnIndex = 44
	_, st := Policy{}.ContextPressure(in)
	if st.Pressure.MessageFloor != 44 {
		t.Fatalf("floor %d", st.Pressure.MessageFloor)
	}
	in.State = st
	in.View.TurnIndex = 8
	_, st = Policy{}.ContextPressure(in)
	if st.Pressure.MessageFloor != 44 {
		t.Fatalf("floor lowered to %d", st.Pressure.MessageFloor)
	}
}

func TestContextPressure(t *testing.T) {
	p := Policy{}
	high := func(in *Input) { in.VisibleTokens = 82000 }
	runTable(t, p.ContextPressure, []tcase{
		{name: "low", reason: "low pressure", action: ActionNone, code: ReasonPressureNone},
		{name: "prepare", reason: "prepare is below recommend",
			mod: func(in *Input) { in.VisibleTokens = 65000 }, action: ActionNone, code: ReasonPressurePrepare},
		{name: "recommend", reason: "recommend only advises",
			mod: func(in *Input) { in.VisibleTokens = 73000 }, action: ActionRolloverRecommended, code: ReasonPressureRecommend},
		{name: "eligible", reason: "required pressure at a safe boundary",
			mod: high, action: ActionStartHandoff, code: ReasonRolloverEligible, has: []string{ReasonPressureRequired}},
		{name: "block_auto_off", reason: "Project Auto must be on",
			mod: func(in *Input) { high(in); in.Auto = false }, action: ActionNone, code: ReasonAutoOff},
		{name: "block_not_bound", reason: "only a bound conversation rolls over",
			mod: func(in *Input) { high(in); in.Bound = false }, action: ActionWait, code: ReasonNotBound},
		{name: "block_workspace", reason: "the bound workspace must not be working",
			mod: func(in *Input) { high(in); in.WorkspaceWorking = true }, action: ActionWait, code: ReasonWorkspaceWorking},
		{name: "block_streaming", reason: "no stream",
			mod: func(in *Input) { high(in); in.View.Streaming = true }, action: ActionWait, code: ReasonStreaming},
		{name: "block_tool", reason: "no tool",
			mod: func(in *Input) { high(in); in.View.ToolRunning = true }, action: ActionWait, code: ReasonToolRunning},
		{name: "block_permission", reason: "no permission card",
			mod: func(in *Input) { high(in); in.View.PermissionCard = true }, action: ActionWait, code: ReasonPermissionCard},
		{name: "block_draft", reason: "no unsent manual draft",
			mod: func(in *Input) { high(in); in.View.Draft = true }, action: ActionWait, code: ReasonDraftPresent},
		{name: "block_uncertain", reason: "no uncertain delivery",
			mod: func(in *Input) { high(in); in.Delivery = DeliveryUncertain }, action: ActionWait, code: ReasonDeliveryUncertain},
		{name: "block_handoff", reason: "no other handoff in progress",
			mod: func(in *Input) {
				high(in)
				in.State.Handoff = Handoff{TransferID: "t0", Status: HandoffSummaryRequested}
			},
			action: ActionWait, code: ReasonHandoffInProgress},
		{name: "block_mutation", reason: "no pending mutation",
			mod: func(in *Input) { high(in); in.PendingMutation = true }, action: ActionWait, code: ReasonPendingMutation},
		{name: "block_unhealthy", reason: "healthy runtime: no thread error",
			mod: func(in *Input) { high(in); in.View.ThreadError = true }, action: ActionWait, code: ReasonRuntimeUnhealthy},
		{name: "block_not_quiescent", reason: "quiescence: the page changed 5s ago",
			mod: func(in *Input) { high(in); in.View.LastChange = in.Now.Add(-5 * time.Second) }, action: ActionWait, code: ReasonNotQuiescent},
		{name: "block_rollover_cooldown", reason: "60s since the last attempt",
			mod:    func(in *Input) { high(in); in.State.Pressure.LastRolloverAttempt = At(in.Now.Add(-20 * time.Second)) },
			action: ActionWait, code: ReasonRolloverCooldown},
		{name: "block_429", reason: "no rollover traffic during a 429 cooldown",
			mod: func(in *Input) { high(in); in.View.RateLimitVisible = true }, action: ActionBackoff, code: ReasonRateLimitCooldown},
	})
}

func TestEstimateTokens(t *testing.T) {
	for _, tc := range []struct {
		text string
		want int
	}{
		{"", 0},
		{"abcd", 1},
		{"abcde", 2},
		{"a b c d", 1},
		{"你好世界", 4},
	} {
		if got := EstimateTokens(tc.text); got != tc.want {
			t.Errorf("EstimateTokens(%q) = %d, want %d", tc.text, got, tc.want)
		}
	}
}
