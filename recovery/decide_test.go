package recovery

import (
	"testing"
	"time"
)

func TestDecide(t *testing.T) {
	p := Policy{}
	check := func(name string, in Input, c Check, a Action, reason string) {
		t.Helper()
		d, _ := p.Decide(in)
		if d.Check != c || d.Action != a || d.Reason != reason {
			t.Errorf("%s: got %s %s %s, want %s %s %s", name, d.Check, d.Action, d.Reason, c, a, reason)
		}
	}
	in := baseInput()
	check("healthy", in, CheckAuto, ActionNone, ReasonNoRecoveryNeeded)

	in = baseInput()
	timeoutInput(&in)
	check("thread error first", in, CheckSendTimeout, ActionRetrySendOnce, ReasonThreadErrorRetry)

	in = baseInput()
	timeoutInput(&in)
	in.RateLimitEvents = []time.Time{in.Now}
	check("429 before everything", in, CheckRateLimit, ActionBackoff, ReasonHTTP429Backoff)

	in = baseInput()
	handoffInput(&in)
	in.RateLimitEvents = []time.Time{in.Now}
	check("handoff verification needs no traffic", in, CheckHandoff, ActionCutover, ReasonSeedVerified)

	in = baseInput()
	interruptedInput(&in)
	check("interrupted", in, CheckInterrupted, ActionReload, ReasonChatGPTDisconnected)

	in = baseInput()
	in.View.AssistantID = "a0"
	check("stale", in, CheckStaleView, ActionReload, ReasonServerAhead)

	in = baseInput()
	in.State.Queue = Queue{Entries: []Entry{{ID: "q", Text: "next"}}}
	in.VisibleTokens = 85000
	check("queue before rollover", in, CheckQueue, ActionDeliverQueue, ReasonQueueDeliverable)

	in = baseInput()
	in.VisibleTokens = 85000
	check("rollover", in, CheckContextPressure, ActionStartHandoff, ReasonRolloverEligible)

	in = baseInput()
	renderStall(&in)
	check("page health", in, CheckPageHealth, ActionReload, ReasonPageHealthReloadLevel1)
}

func TestDecideKeepsUpdates(t *testing.T) {
	in := baseInput()
	in.View.TurnIndex = 30
	in.RateLimitEvents = []time.Time{in.Now.Add(-time.Hour)}
	d, st := Policy{}.Decide(in)
	if d.Action != ActionNone || st.Pressure.MessageFloor != 30 || st.RateLimit.Count != 1 || !st.LastProbe.Equal(At(in.Now)) {
		t.Fatalf("%+v %+v", d, st)
	}
}

func TestRunUnknownCheck(t *testing.T) {
	if _, _, ok := (Policy{}).Run("resend", baseInput()); ok {
		t.Fatal("an unknown check ran")
	}
}
