package recovery

import "time"

// Page-health verdicts: the reload candidate, if any.
const (
	VerdictHealthy      = "healthy"
	VerdictObservation  = "observation"   // pressure seen, not a candidate
	VerdictRenderStall  = "render_stall"  // sustained UI pressure on a turn the server proved finished
	VerdictHeapCritical = "heap_critical" // sustained critical heap on a quiescent page
)

// MaxHealthSamples caps State.Health.Samples; older samples are dropped.
const MaxHealthSamples = 64

// PageHealth turns the fixed-window page-health samples (mutation callback
// rate, watcher tick rate, timer drift, long tasks, JS heap) into reload
// eligibility. A single spike is observational only. A reload candidate is
//
//   - a render stall: UI pressure sustained for Sustained on an active turn
//     (streaming) whose assistant has not changed for HealthStall, while the
//     server snapshot proves current_node is a finished assistant message
//     (that proof is what lets the streaming flag be ignored as stale UI);
//   - critical heap sustained for Sustained on a quiescent page (no
//     streaming, no change for MemoryQuiet), with the same server proof.
//
// The candidate must persist for CandidatePersist. Then level one allows one
// reload (ActionReload) and writes the durable pending record of level two
// (the sender tab, Input.Page.TabID; the conversation; the failure). If the
// same failure survives it, level two, at least Level2Gap later, allows one
// tab reload (ActionReloadTab) — only from the recorded tab, for the
// recorded conversation and failure, with Auto on — and marks the record
// executed in the returned State. A changed failure, a missing or other
// record, another or unknown tab: no reload. After both levels
// ActionRolloverRecommended, never a third reload. A draft, a busy composer, a running
// tool, a permission card, uncertain delivery, Auto off, a handoff, a 429
// cooldown and a reload less than ReloadCooldown ago always block. The level
// is marked used in the returned State: persist it before reloading.
func (p Policy) PageHealth(in Input) (Decision, State) {
	return p.onConversation(in, CheckPageHealth, OpRecovery, Policy.pageHealth)
}

func (p Policy) pageHealth(in Input) (Decision, State) {
	const c = CheckPageHealth
	st, v, now := in.State, in.View, in.Now
	samples := p.currentSamples(st)
	if len(samples) == 0 {
		st.Health.CandidateSince = Time{}
		return decide(c, ActionNone, ReasonPageHealthNoSamples, VerdictHealthy), st
	}
	last := samples[len(samples)-1]
	if now.Sub(last.At.Time) > 2*p.HealthWindow {
		st.Health.CandidateSince = Time{}
		return decide(c, ActionNone, ReasonPageHealthSamplesStale, VerdictHealthy), st
	}
	uiHigh := p.sustained(samples, p.uiHigh)
	heapCrit := p.sustained(samples, p.heapCritical)
	proof := serverProvesFinished(in.Server)
	quietFor := func(d time.Duration) bool {
		return v.Known && !v.LastChange.IsZero() && now.Sub(v.LastChange) >= d
	}
	verdict := ""
	switch {
	case uiHigh && v.Known && v.Streaming && quietFor(p.HealthStall) && proof:
		verdict = VerdictRenderStall
	case heapCrit && proof && v.Known && !v.Streaming && quietFor(p.MemoryQuiet):
		verdict = VerdictHeapCritical
	}
	if verdict == "" {
		st.Health.CandidateSince = Time{}
		var reason string
		switch {
		case heapCrit && proof:
			return decide(c, ActionWait, ReasonNotQuiescent, VerdictObservation).withWait(p.MemoryQuiet), st
		case (uiHigh && v.Streaming || heapCrit) && !proof:
			return decide(c, ActionNone, ReasonNoSettledProof, VerdictObservation, in.snapshotNote()), st
		case uiHigh:
			reason = ReasonPagePressureNoStall
		case p.uiHigh(last) || p.heapCritical(last):
			reason = ReasonPagePressureSpike
		case p.heapWarning(last):
			reason = ReasonHeapWarning
		default:
			return decide(c, ActionNone, ReasonPageHealthOK, VerdictHealthy), st
		}
		return decide(c, ActionNone, reason, VerdictObservation), st
	}
	if st.Health.CandidateSince.IsZero() || st.Health.CandidateSince.After(now) {
		st.Health.CandidateSince = At(now)
	}
	if since := now.Sub(st.Health.CandidateSince.Time); since < p.CandidatePersist {
		return decide(c, ActionWait, ReasonPageHealthCandidatePending, verdict).withWait(p.CandidatePersist - since), st
	}
	level, finding := ActionReload, ReasonPageHealthReloadLevel1
	switch {
	case st.Health.Level1At.IsZero():
	case st.Health.Level2At.IsZero():
		if since := now.Sub(st.Health.Level1At.Time); since < p.Level2Gap {
			return decide(c, ActionWait, ReasonPageHealthLevel2Gap, verdict).withWait(p.Level2Gap - max(since, 0)), st
		}
		if reason := level2Refusal(in, verdict); reason != "" {
			return decide(c, ActionNone, reason, verdict), st
		}
		level, finding = ActionReloadTab, ReasonPageHealthReloadLevel2
	default:
		return decide(c, ActionRolloverRecommended, ReasonPageHealthExhausted, verdict), st
	}
	g := guard{ignoreStreaming: verdict == VerdictRenderStall, reload: true}
	if bs := p.actBlockers(in, g); len(bs) > 0 {
		return p.blocked(c, in, verdict, finding, bs), st
	}
	if level == ActionReload {
		st.Health.Level1At = At(now)
		st.Health.Level1Failure = verdict
		st.Health.Pending = PendingReload{TabID: in.Page.TabID, ConversationID: st.ConversationID, Failure: verdict}
	} else {
		st.Health.Level2At = At(now)
		st.Health.Pending.ExecutedAt = At(now)
	}
	st.Health.CandidateSince = Time{}
	st.LastReload = At(now)
	return decide(c, level, finding, verdict), st
}

// level2Refusal says why the level-two tab reload may not run, "" when it
// may: the failure must be the one level one answered, and a durable
// pending record must match it, the sender tab (which must be known) and
// the conversation, and not be executed yet.
func level2Refusal(in Input, verdict string) string {
	h, tab := in.State.Health, in.Page.TabID
	switch {
	case verdict != h.Level1Failure:
		return ReasonPageHealthFailureChanged
	case h.Pending.Failure != verdict || h.Pending.ConversationID == "" || h.Pending.ConversationID != in.State.ConversationID || !h.Pending.ExecutedAt.IsZero():
		return ReasonPageHealthNoPendingRecord
	case tab == 0 || h.Pending.TabID != tab:
		return ReasonPageHealthOtherTab
	}
	return ""
}

// serverProvesFinished: current_node is itself the reply, an assistant
// message whose turn is finished.
func serverProvesFinished(s Server) bool {
	return s.OK && s.CurrentNodeRole == "assistant" && s.Assistant.ID != "" &&
		s.Assistant.ID == s.CurrentNode && s.Assistant.Finished == FinishYes
}

// currentSamples returns the samples of the current document: those after
// the last reload (a reload rebuilds the page) and not after now, in time
// order (State.Health.Samples is sorted by prepare).
func (p Policy) currentSamples(st State) []HealthSample {
	var out []HealthSample
	for _, s := range st.Health.Samples {
		if s.At.After(st.LastReload.Time) {
			out = append(out, s)
		}
	}
	return out
}

// sustained reports whether pred holds for the latest sample and for a run
// of consecutive samples (no gap longer than two windows) covering at
// least Sustained.
func (p Policy) sustained(samples []HealthSample, pred func(HealthSample) bool) bool {
	i := len(samples) - 1
	if i < 0 || !pred(samples[i]) {
		return false
	}
	first := samples[i].At
	for j := i - 1; j >= 0; j-- {
		if !pred(samples[j]) || first.Sub(samples[j].At.Time) > 2*p.HealthWindow {
			break
		}
		first = samples[j].At
	}
	return samples[i].At.Sub(first.Time)+p.HealthWindow >= p.Sustained
}

func (p Policy) uiHigh(s HealthSample) bool {
	return s.MutationsPerMin >= p.MutationsHigh || s.TicksPerMin >= p.TicksHigh ||
		s.Drift.Duration >= p.DriftHigh || s.LongTaskMax.Duration >= p.LongTaskSevere ||
		s.LongTasks >= p.LongTaskSevereCount
}

func (p Policy) heapCritical(s HealthSample) bool {
	return heapAtLeast(s, p.HeapCriticalBytes, p.HeapCriticalRatio)
}

func (p Policy) heapWarning(s HealthSample) bool {
	return heapAtLeast(s, p.HeapWarnBytes, p.HeapWarnRatio)
}

func heapAtLeast(s HealthSample, bytes int64, ratio float64) bool {
	if s.HeapUsed <= 0 {
		return false
	}
	return s.HeapUsed >= bytes || (s.HeapLimit > 0 && float64(s.HeapUsed)/float64(s.HeapLimit) >= ratio)
}
