package recovery

import (
	"testing"
	"time"
)

// highSamples appends n consecutive 15s windows ending at end.
func samples(end time.Time, n int, s HealthSample) []HealthSample {
	out := make([]HealthSample, n)
	for i := range out {
		s.At = At(end.Add(-time.Duration(n-1-i) * 15 * time.Second))
		out[i] = s
	}
	return out
}

var (
	uiHigh   = HealthSample{MutationsPerMin: 3000, TicksPerMin: 100}
	heapCrit = HealthSample{HeapUsed: 1700 << 20, HeapLimit: 4 << 30}
	calm     = HealthSample{MutationsPerMin: 100, TicksPerMin: 100, HeapUsed: 200 << 20, HeapLimit: 4 << 30}
)

// renderStall: the page still shows Stop, nothing changed for 60s, the
// server proves a1 finished, UI pressure for 3 windows, candidate since 40s.
func renderStall(in *Input) {
	in.View.Streaming = true
	in.View.LastChange = in.Now.Add(-60 * time.Second)
	in.State.Health.Samples = samples(in.Now, 3, uiHigh)
	in.State.Health.CandidateSince = At(in.Now.Add(-40 * time.Second))
}

// levelOneRan records a level-one reload ago for the render stall, with its
// durable pending record, from tab 7, the page's tab.
func levelOneRan(in *Input, ago time.Duration) {
	in.Page.TabID = 7
	in.State.Health.Level1At = At(in.Now.Add(-ago))
	in.State.Health.Level1Failure = VerdictRenderStall
	in.State.Health.Pending = PendingReload{TabID: 7, ConversationID: "c1", Failure: VerdictRenderStall}
	in.State.LastReload = At(in.Now.Add(-ago))
}

func TestPageHealth(t *testing.T) {
	p := Policy{}
	runTable(t, p.PageHealth, []tcase{
		{name: "no_samples", reason: "no samples, nothing to judge", action: ActionNone, code: ReasonPageHealthNoSamples},
		{name: "calm", reason: "calm windows",
			mod: func(in *Input) { in.State.Health.Samples = samples(in.Now, 3, calm) }, action: ActionNone, code: ReasonPageHealthOK},
		{name: "spike", reason: "a single high window is observational only",
			mod: func(in *Input) {
				renderStall(in)
				in.State.Health.Samples = append(samples(in.Now.Add(-15*time.Second), 2, calm), samples(in.Now, 1, uiHigh)...)
			}, action: ActionNone, code: ReasonPagePressureSpike},
		{name: "stale_samples", reason: "the last window ended a minute ago",
			mod: func(in *Input) {
				renderStall(in)
				in.State.Health.Samples = samples(in.Now.Add(-time.Minute), 3, uiHigh)
			},
			action: ActionNone, code: ReasonPageHealthSamplesStale},
		{name: "level1", reason: "sustained pressure, render stall, server proof, candidate persisted 40s",
			mod: renderStall, action: ActionReload, code: ReasonPageHealthReloadLevel1},
		{name: "candidate_pending", reason: "a new candidate must persist 30s",
			mod:    func(in *Input) { renderStall(in); in.State.Health.CandidateSince = Time{} },
			action: ActionWait, code: ReasonPageHealthCandidatePending},
		{name: "no_proof", reason: "the server does not prove a finished assistant: the Stop may be real work",
			mod: func(in *Input) {
				renderStall(in)
				in.Server = server("assistant", "a1", replyText, FinishNo, at(time.Minute))
			},
			action: ActionNone, code: ReasonNoSettledProof},
		{name: "no_stall", reason: "the assistant changed 10s ago: not stalled",
			mod:    func(in *Input) { renderStall(in); in.View.LastChange = in.Now.Add(-10 * time.Second) },
			action: ActionNone, code: ReasonPagePressureNoStall},
		{name: "idle_pressure", reason: "pressure on an idle page is not a render stall",
			mod: func(in *Input) { renderStall(in); in.View.Streaming = false }, action: ActionNone, code: ReasonPagePressureNoStall},
		{name: "level2", reason: "the failure survived level one (90s ago): one tab reload",
			mod:    func(in *Input) { renderStall(in); levelOneRan(in, 90*time.Second) },
			action: ActionReloadTab, code: ReasonPageHealthReloadLevel2},
		{name: "level2_failure_changed", reason: "level one answered a heap failure; a render stall now is another failure",
			mod: func(in *Input) {
				renderStall(in)
				levelOneRan(in, 90*time.Second)
				in.State.Health.Level1Failure = VerdictHeapCritical
			}, action: ActionNone, code: ReasonPageHealthFailureChanged},
		{name: "level2_no_record", reason: "no durable pending record: no tab reload",
			mod: func(in *Input) {
				renderStall(in)
				levelOneRan(in, 90*time.Second)
				in.State.Health.Pending = PendingReload{}
			}, action: ActionNone, code: ReasonPageHealthNoPendingRecord},
		{name: "level2_record_other_conversation", reason: "the record is another conversation's",
			mod: func(in *Input) {
				renderStall(in)
				levelOneRan(in, 90*time.Second)
				in.State.Health.Pending.ConversationID = "c9"
			}, action: ActionNone, code: ReasonPageHealthNoPendingRecord},
		{name: "level2_record_executed", reason: "the record was executed (a worker restart): never again",
			mod: func(in *Input) {
				renderStall(in)
				levelOneRan(in, 90*time.Second)
				in.State.Health.Pending.ExecutedAt = At(in.Now.Add(-time.Minute))
			}, action: ActionNone, code: ReasonPageHealthNoPendingRecord},
		{name: "level2_other_tab", reason: "only the recorded sender tab may reload",
			mod: func(in *Input) {
				renderStall(in)
				levelOneRan(in, 90*time.Second)
				in.Page.TabID = 8
			}, action: ActionNone, code: ReasonPageHealthOtherTab},
		{name: "level2_tab_unknown", reason: "an unknown sender tab is not the recorded one",
			mod: func(in *Input) {
				renderStall(in)
				levelOneRan(in, 90*time.Second)
				in.Page.TabID = 0
			}, action: ActionNone, code: ReasonPageHealthOtherTab},
		{name: "exhausted", reason: "both levels used: rollover recommended",
			mod: func(in *Input) {
				renderStall(in)
				in.State.Health.Level1At = At(in.Now.Add(-5 * time.Minute))
				in.State.Health.Level2At = At(in.Now.Add(-3 * time.Minute))
				in.State.LastReload = At(in.Now.Add(-3 * time.Minute))
			}, action: ActionRolloverRecommended, code: ReasonPageHealthExhausted},
		{name: "heap_critical", reason: "critical heap sustained on a quiet page with server proof",
			mod: func(in *Input) {
				in.State.Health.Samples = samples(in.Now, 3, heapCrit)
				in.State.Health.CandidateSince = At(in.Now.Add(-31 * time.Second))
			}, action: ActionReload, code: ReasonPageHealthReloadLevel1},
		{name: "heap_not_quiescent", reason: "critical heap while the assistant changed 5s ago",
			mod: func(in *Input) {
				in.State.Health.Samples = samples(in.Now, 3, heapCrit)
				in.View.LastChange = in.Now.Add(-5 * time.Second)
			}, action: ActionWait, code: ReasonNotQuiescent},
		{name: "heap_warning", reason: "heap above 1 GiB but not critical",
			mod: func(in *Input) {
				in.State.Health.Samples = samples(in.Now, 3, HealthSample{HeapUsed: 1100 << 20})
			}, action: ActionNone, code: ReasonHeapWarning},
		{name: "block_draft", reason: "manual composer text always blocks",
			mod: func(in *Input) { renderStall(in); in.View.Draft = true }, action: ActionWait, code: ReasonDraftPresent},
		{name: "block_tool", reason: "tool execution always blocks",
			mod: func(in *Input) { renderStall(in); in.View.ToolRunning = true }, action: ActionWait, code: ReasonToolRunning},
		{name: "block_permission", reason: "a permission card always blocks",
			mod: func(in *Input) { renderStall(in); in.View.PermissionCard = true }, action: ActionWait, code: ReasonPermissionCard},
		{name: "block_uncertain", reason: "uncertain delivery always blocks",
			mod: func(in *Input) { renderStall(in); in.Delivery = DeliveryUncertain }, action: ActionWait, code: ReasonDeliveryUncertain},
		{name: "block_auto_off", reason: "level two needs Auto; so does level one",
			mod: func(in *Input) { renderStall(in); in.Auto = false }, action: ActionNone, code: ReasonAutoOff},
		{name: "block_cooldown", reason: "a reload 40s ago blocks level two",
			mod: func(in *Input) {
				renderStall(in)
				levelOneRan(in, 40*time.Second)
				in.State.Health.Samples = samples(in.Now, 2, uiHigh)
			}, action: ActionWait, code: ReasonReloadCooldown},
	})
}

func TestPageHealthLevelsOnce(t *testing.T) {
	in := baseInput()
	in.Page.TabID = 7
	renderStall(&in)
	var counts = map[Action]int{}
	for i := 0; i < 80; i++ {
		d, st := Policy{}.PageHealth(in)
		counts[d.Action]++
		in.State = st
		in.Now = in.Now.Add(15 * time.Second)
		in.View.LastChange = in.Now.Add(-60 * time.Second)
		in.State.Health.Samples = append(in.State.Health.Samples, HealthSample{At: At(in.Now), MutationsPerMin: 3000})
	}
	if counts[ActionReload] != 1 || counts[ActionReloadTab] != 1 || counts[ActionRolloverRecommended] == 0 {
		t.Fatalf("want one reload per level then rollover, got %v", counts)
	}
}

func TestPageHealthLevel2Gap(t *testing.T) {
	in := baseInput()
	renderStall(&in)
	// Level one ran 20s ago; the windows since show the failure again.
	in.State.Health.Level1At = At(in.Now.Add(-20 * time.Second))
	in.State.LastReload = At(in.Now.Add(-20 * time.Second))
	in.State.Health.Samples = samples(in.Now, 2, uiHigh)
	d, st := Policy{}.PageHealth(in)
	if d.Action != ActionWait || d.Reason != ReasonPageHealthLevel2Gap || d.Wait != 10*time.Second || !st.Health.Level2At.IsZero() {
		t.Fatalf("%+v", d)
	}
}

func TestPageHealthIgnoresSamplesBeforeReload(t *testing.T) {
	in := baseInput()
	renderStall(&in)
	// The pressure was measured on the document the reload replaced.
	in.State.Health.Level1At = At(in.Now.Add(-5 * time.Second))
	in.State.LastReload = At(in.Now.Add(-5 * time.Second))
	in.State.Health.Samples = samples(in.Now.Add(-10*time.Second), 3, uiHigh)
	d, _ := Policy{}.PageHealth(in)
	if d.Action != ActionNone || d.Reason != ReasonPageHealthNoSamples {
		t.Fatalf("%+v", d)
	}
}
