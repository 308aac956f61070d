package recovery

import (
	"fmt"
	"time"
)

// WireState is the JSON form of State, as read from the "state" object of a
// case's state.json and written as a report's "next". Times are epoch
// milliseconds, 0 meaning never or unknown.
type WireState struct {
	ConversationID string         `json:"conversation_id"`
	Binding        WireBinding    `json:"binding"`
	LastSubmitMS   int64          `json:"last_submit_ms"`
	LastProbeMS    int64          `json:"last_probe_ms"`
	LastReloadMS   int64          `json:"last_reload_ms"`
	Budget         WireBudget     `json:"budget"`
	RateLimit      WireRateLimit  `json:"rate_limit"`
	Stream         WireStream     `json:"stream"`
	Health         WireHealth     `json:"health"`
	Pressure       WirePressure   `json:"pressure"`
	Handoff        WireHandoff    `json:"handoff"`
	Queue          WireQueue      `json:"queue"`
	Automation     WireAutomation `json:"automation"`
	Progress       WireProgress   `json:"progress"`
	// LastContinueFor is State.LastContinueFor.
	LastContinueFor string `json:"last_continue_for"`
}

// WireAutomation is the JSON form of Automation.
type WireAutomation struct {
	ProjectPermission bool            `json:"project_permission"`
	ProjectAuto       map[string]bool `json:"project_auto"`
	ConversationAuto  map[string]bool `json:"conversation_auto"`
}

// WireProgress is the JSON form of Progress.
type WireProgress struct {
	Armed        bool     `json:"armed"`
	ArmedAtMS    int64    `json:"armed_at_ms"`
	Working      []string `json:"working"`
	LastSummary  string   `json:"last_summary"`
	LastSentAtMS int64    `json:"last_sent_at_ms"`
}

// WirePending is the JSON form of PendingReload.
type WirePending struct {
	TabID          int    `json:"tab_id"`
	ConversationID string `json:"conversation_id"`
	Failure        string `json:"failure"`
	ExecutedAtMS   int64  `json:"executed_at_ms"`
}

// WireBudget is the JSON form of Budget.
type WireBudget struct {
	EpochMS     int64 `json:"epoch_ms"`
	RetryUsed   int   `json:"retry_used"`
	ReloadUsed  int   `json:"reload_used"`
	LastRetryMS int64 `json:"last_retry_ms"`
}

// WireRateLimit is the JSON form of RateLimit.
type WireRateLimit struct {
	Count  int   `json:"count"`
	LastMS int64 `json:"last_ms"`
}

// WireStream is the JSON form of StreamProgress.
type WireStream struct {
	AssistantID    string `json:"assistant_id"`
	TextLen        int    `json:"text_len"`
	LastProgressMS int64  `json:"last_progress_ms"`
}

// WireHealth is the JSON form of Health.
type WireHealth struct {
	Samples          []WireSample `json:"samples"`
	CandidateSinceMS int64        `json:"candidate_since_ms"`
	Level1AtMS       int64        `json:"level1_at_ms"`
	Level2AtMS       int64        `json:"level2_at_ms"`
	Level1Failure    string       `json:"level1_failure"`
	Pending          WirePending  `json:"pending"`
}

// WireSample is the JSON form of HealthSample.
type WireSample struct {
	AtMS            int64 `json:"at_ms"`
	MutationsPerMin int   `json:"mutations_per_min"`
	TicksPerMin     int   `json:"ticks_per_min"`
	DriftMS         int64 `json:"drift_ms"`
	LongTaskMaxMS   int64 `json:"long_task_max_ms"`
	LongTasks       int   `json:"long_tasks"`
	HeapUsedBytes   int64 `json:"heap_used_bytes"`
	HeapLimitBytes  int64 `json:"heap_limit_bytes"`
}

// WirePressure is the JSON form of Pressure.
type WirePressure struct {
	MessageFloor          int   `json:"message_floor"`
	StartedMS             int64 `json:"started_ms"`
	LastRolloverAttemptMS int64 `json:"last_rollover_attempt_ms"`
}

// WireHandoff is the JSON form of Handoff.
type WireHandoff struct {
	TransferID string `json:"transfer_id"`
	Status     string `json:"status"`
	Source     string `json:"source"`
	Target     string `json:"target"`
	ProjectID  string `json:"project_id"`
	SinceMS    int64  `json:"since_ms"`
}

// WireBinding is the JSON form of Binding.
type WireBinding struct {
	Scope        string `json:"scope"`
	Workspace    string `json:"workspace"`
	ProjectID    string `json:"project_id"`
	Conversation string `json:"conversation"`
	TabID        int    `json:"tab_id"`
}

// WireQueue is the JSON form of Queue.
type WireQueue struct {
	Conversation string      `json:"conversation"`
	Entries      []WireEntry `json:"entries"`
	InFlight     []string    `json:"in_flight"`
}

// WireEntry is the JSON form of Entry.
type WireEntry struct {
	ID        string `json:"id"`
	Text      string `json:"text"`
	CreatedMS int64  `json:"created_ms"`
}

// Limits of a decoded state.
const (
	// MaxStateBytes caps a state.json document.
	MaxStateBytes = 1 << 20
	// MaxWireItems caps each list of a state (samples, queue entries,
	// events).
	MaxWireItems = 256
	// maxMS is the largest accepted time: year 9999.
	maxMS = 253402300799999
)

// msTime converts epoch milliseconds; 0 is the zero time.
func msTime(ms int64) time.Time {
	if ms == 0 {
		return time.Time{}
	}
	return time.UnixMilli(ms).UTC()
}

// timeMS converts a time to epoch milliseconds; the zero time is 0.
func timeMS(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMilli()
}

func checkMS(name string, ms int64) error {
	if ms < 0 || ms > maxMS {
		return fmt.Errorf("recovery: state: %s %d out of range", name, ms)
	}
	return nil
}

// toState converts the wire form, rejecting out-of-range times, negative
// counts, unknown statuses and oversized lists.
func (w WireState) toState() (State, error) {
	var errs []error
	ms := func(name string, v int64) time.Time {
		if err := checkMS(name, v); err != nil {
			errs = append(errs, err)
			return time.Time{}
		}
		return msTime(v)
	}
	nonNeg := func(name string, v int) int {
		if v < 0 {
			errs = append(errs, fmt.Errorf("recovery: state: %s %d is negative", name, v))
			return 0
		}
		return v
	}
	st := State{
		ConversationID: w.ConversationID,
		LastSubmit:     ms("last_submit_ms", w.LastSubmitMS),
		LastProbe:      ms("last_probe_ms", w.LastProbeMS),
		LastReload:     ms("last_reload_ms", w.LastReloadMS),
		Budget: Budget{
			Epoch:      ms("budget.epoch_ms", w.Budget.EpochMS),
			RetryUsed:  nonNeg("budget.retry_used", w.Budget.RetryUsed),
			ReloadUsed: nonNeg("budget.reload_used", w.Budget.ReloadUsed),
			LastRetry:  ms("budget.last_retry_ms", w.Budget.LastRetryMS),
		},
		RateLimit: RateLimit{Count: nonNeg("rate_limit.count", w.RateLimit.Count), Last: ms("rate_limit.last_ms", w.RateLimit.LastMS)},
		Stream: StreamProgress{
			AssistantID:  w.Stream.AssistantID,
			TextLen:      nonNeg("stream.text_len", w.Stream.TextLen),
			LastProgress: ms("stream.last_progress_ms", w.Stream.LastProgressMS),
		},
		Health: Health{
			CandidateSince: ms("health.candidate_since_ms", w.Health.CandidateSinceMS),
			Level1At:       ms("health.level1_at_ms", w.Health.Level1AtMS),
			Level2At:       ms("health.level2_at_ms", w.Health.Level2AtMS),
			Level1Failure:  w.Health.Level1Failure,
			Pending: PendingReload{
				TabID: nonNeg("health.pending.tab_id", w.Health.Pending.TabID), ConversationID: w.Health.Pending.ConversationID,
				Failure: w.Health.Pending.Failure, ExecutedAt: ms("health.pending.executed_at_ms", w.Health.Pending.ExecutedAtMS),
			},
		},
		Pressure: Pressure{
			MessageFloor:        nonNeg("pressure.message_floor", w.Pressure.MessageFloor),
			Started:             ms("pressure.started_ms", w.Pressure.StartedMS),
			LastRolloverAttempt: ms("pressure.last_rollover_attempt_ms", w.Pressure.LastRolloverAttemptMS),
		},
		Handoff: Handoff{TransferID: w.Handoff.TransferID, Status: w.Handoff.Status, Source: w.Handoff.Source, Target: w.Handoff.Target, ProjectID: w.Handoff.ProjectID,
			Since: ms("handoff.since_ms", w.Handoff.SinceMS)},
		Binding: Binding{Scope: BindingScope(w.Binding.Scope), Workspace: w.Binding.Workspace, ProjectID: w.Binding.ProjectID,
			Conversation: w.Binding.Conversation, TabID: nonNeg("binding.tab_id", w.Binding.TabID)},
		Queue: Queue{Conversation: w.Queue.Conversation, InFlight: append([]string(nil), w.Queue.InFlight...)},
		Automation: Automation{
			ProjectPermission: w.Automation.ProjectPermission,
			ProjectAuto:       copyBools(w.Automation.ProjectAuto),
			ConversationAuto:  copyBools(w.Automation.ConversationAuto),
		},
		Progress: Progress{
			Armed: w.Progress.Armed, ArmedAt: ms("progress.armed_at_ms", w.Progress.ArmedAtMS),
			Working:     append([]string(nil), w.Progress.Working...),
			LastSummary: w.Progress.LastSummary, LastSentAt: ms("progress.last_sent_at_ms", w.Progress.LastSentAtMS),
		},
		LastContinueFor: w.LastContinueFor,
	}
	if len(w.Automation.ProjectAuto) > MaxWireItems || len(w.Automation.ConversationAuto) > MaxWireItems || len(w.Progress.Working) > MaxWireItems {
		errs = append(errs, fmt.Errorf("recovery: state: more than %d items in a list", MaxWireItems))
	}
	switch BindingScope(w.Binding.Scope) {
	case ScopeNone, ScopeConversation, ScopeProject, ScopePending:
	default:
		errs = append(errs, fmt.Errorf("recovery: state: unknown binding scope %q", w.Binding.Scope))
	}
	switch w.Handoff.Status {
	case "", HandoffSummaryRequested, HandoffSummaryReady, HandoffTargetOpening, HandoffSeedSubmitting, HandoffSeedUncertain:
	default:
		errs = append(errs, fmt.Errorf("recovery: state: unknown handoff status %q", w.Handoff.Status))
	}
	if len(w.Health.Samples) > MaxWireItems || len(w.Queue.Entries) > MaxWireItems || len(w.Queue.InFlight) > MaxWireItems {
		errs = append(errs, fmt.Errorf("recovery: state: more than %d items in a list", MaxWireItems))
	} else {
		for _, s := range w.Health.Samples {
			st.Health.Samples = append(st.Health.Samples, HealthSample{
				At:              ms("health.samples.at_ms", s.AtMS),
				MutationsPerMin: nonNeg("health.samples.mutations_per_min", s.MutationsPerMin),
				TicksPerMin:     nonNeg("health.samples.ticks_per_min", s.TicksPerMin),
				Drift:           ms2dur("health.samples.drift_ms", s.DriftMS, &errs),
				LongTaskMax:     ms2dur("health.samples.long_task_max_ms", s.LongTaskMaxMS, &errs),
				LongTasks:       nonNeg("health.samples.long_tasks", s.LongTasks),
				HeapUsed:        max(s.HeapUsedBytes, 0),
				HeapLimit:       max(s.HeapLimitBytes, 0),
			})
		}
		for _, e := range w.Queue.Entries {
			st.Queue.Entries = append(st.Queue.Entries, Entry{ID: e.ID, Text: e.Text, Created: ms("queue.entries.created_ms", e.CreatedMS)})
		}
	}
	if len(errs) > 0 {
		return State{}, errs[0]
	}
	return st, nil
}

// ms2dur converts a non-negative millisecond duration of at most a day.
func ms2dur(name string, v int64, errs *[]error) time.Duration {
	if v < 0 || v > 86400000 {
		*errs = append(*errs, fmt.Errorf("recovery: state: %s %d out of range", name, v))
		return 0
	}
	return time.Duration(v) * time.Millisecond
}

// Wire returns the JSON form of a State.
func (st State) Wire() WireState {
	w := WireState{
		ConversationID: st.ConversationID,
		LastSubmitMS:   timeMS(st.LastSubmit),
		LastProbeMS:    timeMS(st.LastProbe),
		LastReloadMS:   timeMS(st.LastReload),
		Budget: WireBudget{
			EpochMS: timeMS(st.Budget.Epoch), RetryUsed: st.Budget.RetryUsed,
			ReloadUsed: st.Budget.ReloadUsed, LastRetryMS: timeMS(st.Budget.LastRetry),
		},
		RateLimit: WireRateLimit{Count: st.RateLimit.Count, LastMS: timeMS(st.RateLimit.Last)},
		Stream:    WireStream{AssistantID: st.Stream.AssistantID, TextLen: st.Stream.TextLen, LastProgressMS: timeMS(st.Stream.LastProgress)},
		Health: WireHealth{
			Samples:          []WireSample{},
			CandidateSinceMS: timeMS(st.Health.CandidateSince),
			Level1AtMS:       timeMS(st.Health.Level1At),
			Level2AtMS:       timeMS(st.Health.Level2At),
		},
		Pressure: WirePressure{
			MessageFloor: st.Pressure.MessageFloor, StartedMS: timeMS(st.Pressure.Started),
			LastRolloverAttemptMS: timeMS(st.Pressure.LastRolloverAttempt),
		},
		Handoff: WireHandoff{TransferID: st.Handoff.TransferID, Status: st.Handoff.Status, Source: st.Handoff.Source, Target: st.Handoff.Target, ProjectID: st.Handoff.ProjectID,
			SinceMS: timeMS(st.Handoff.Since)},
		Binding: WireBinding{Scope: string(st.Binding.Scope), Workspace: st.Binding.Workspace, ProjectID: st.Binding.ProjectID,
			Conversation: st.Binding.Conversation, TabID: st.Binding.TabID},
		Queue: WireQueue{Conversation: st.Queue.Conversation, Entries: []WireEntry{}, InFlight: append([]string{}, st.Queue.InFlight...)},
		Automation: WireAutomation{
			ProjectPermission: st.Automation.ProjectPermission,
			ProjectAuto:       nonNilBools(st.Automation.ProjectAuto),
			ConversationAuto:  nonNilBools(st.Automation.ConversationAuto),
		},
		Progress: WireProgress{
			Armed: st.Progress.Armed, ArmedAtMS: timeMS(st.Progress.ArmedAt), Working: append([]string{}, st.Progress.Working...),
			LastSummary: st.Progress.LastSummary, LastSentAtMS: timeMS(st.Progress.LastSentAt),
		},
		LastContinueFor: st.LastContinueFor,
	}
	w.Health.Level1Failure = st.Health.Level1Failure
	w.Health.Pending = WirePending{
		TabID: st.Health.Pending.TabID, ConversationID: st.Health.Pending.ConversationID,
		Failure: st.Health.Pending.Failure, ExecutedAtMS: timeMS(st.Health.Pending.ExecutedAt),
	}
	for _, s := range st.Health.Samples {
		w.Health.Samples = append(w.Health.Samples, WireSample{
			AtMS: timeMS(s.At), MutationsPerMin: s.MutationsPerMin, TicksPerMin: s.TicksPerMin,
			DriftMS: s.Drift.Milliseconds(), LongTaskMaxMS: s.LongTaskMax.Milliseconds(), LongTasks: s.LongTasks,
			HeapUsedBytes: s.HeapUsed, HeapLimitBytes: s.HeapLimit,
		})
	}
	for _, e := range st.Queue.Entries {
		w.Queue.Entries = append(w.Queue.Entries, WireEntry{ID: e.ID, Text: e.Text, CreatedMS: timeMS(e.Created)})
	}
	return w
}

// copyBools copies a map, nil for an empty one.
func copyBools(m map[string]bool) map[string]bool {
	if len(m) == 0 {
		return nil
	}
	out := make(map[string]bool, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// nonNilBools copies a map, never nil, so that a report always has the
// object.
func nonNilBools(m map[string]bool) map[string]bool {
	out := make(map[string]bool, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}
