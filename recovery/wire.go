package recovery

import (
	"fmt"
	"time"
)

// WireState is the JSON form of State, as read from the "state" object of a
// case's state.json and written as a report's "next". Times are epoch
// milliseconds, 0 meaning never or unknown; a negative time or one after
// the year 9999 is an error. A missing key decodes as its zero value.
type WireState struct {
	// ConversationID is State.ConversationID; "" when not yet known.
	ConversationID string `json:"conversation_id"`
	// Binding is State.Binding.
	Binding WireBinding `json:"binding"`
	// LastSubmitMS is State.LastSubmit in epoch milliseconds; 0 when no
	// submit is known.
	LastSubmitMS int64 `json:"last_submit_ms"`
	// LastProbeMS is State.LastProbe in epoch milliseconds; 0 when no
	// snapshot was used yet.
	LastProbeMS int64 `json:"last_probe_ms"`
	// LastReloadMS is State.LastReload in epoch milliseconds; 0 when no
	// reload was allowed yet.
	LastReloadMS int64 `json:"last_reload_ms"`
	// Budget is State.Budget, the current submit's recovery budget.
	Budget WireBudget `json:"budget"`
	// RateLimit is State.RateLimit, the 429 event counter.
	RateLimit WireRateLimit `json:"rate_limit"`
	// Stream is State.Stream, the interrupted stream's progress clock.
	Stream WireStream `json:"stream"`
	// Health is State.Health, the page-health samples and reload levels.
	Health WireHealth `json:"health"`
	// Pressure is State.Pressure, the persisted context-pressure state.
	Pressure WirePressure `json:"pressure"`
	// Handoff is State.Handoff, the transfer in progress; a zero object
	// (status "") means none.
	Handoff WireHandoff `json:"handoff"`
	// Queue is State.Queue, the conversation's composer queue.
	Queue WireQueue `json:"queue"`
	// Automation is State.Automation, the persisted Auto preferences.
	Automation WireAutomation `json:"automation"`
	// Progress is State.Progress, the bound workspace's progress
	// observation.
	Progress WireProgress `json:"progress"`
	// LastContinueFor is State.LastContinueFor, the assistant message id
	// the last automatic continuation followed; "" when none was sent.
	LastContinueFor string `json:"last_continue_for"`
}

// WireAutomation is the JSON form of Automation.
type WireAutomation struct {
	// ProjectPermission is State.Automation.ProjectPermission: the global
	// permission for Project automation; false (the default) keeps every
	// Project binding off.
	ProjectPermission bool `json:"project_permission"`
	// ProjectAuto is State.Automation.ProjectAuto: each Project's Auto,
	// keyed by project_id; a missing key means off. At most MaxWireItems
	// keys; written as {} when empty.
	ProjectAuto map[string]bool `json:"project_auto"`
	// ConversationAuto is State.Automation.ConversationAuto: each
	// conversation's Auto, keyed by conversation id; a missing key means
	// off. At most MaxWireItems keys; written as {} when empty.
	ConversationAuto map[string]bool `json:"conversation_auto"`
}

// WireProgress is the JSON form of Progress.
type WireProgress struct {
	// Armed is State.Progress.Armed: observation runs; false when not armed.
	Armed bool `json:"armed"`
	// ArmedAtMS is State.Progress.ArmedAt in epoch milliseconds; 0 when not
	// armed.
	ArmedAtMS int64 `json:"armed_at_ms"`
	// Working is State.Progress.Working, the working set last seen (sorted
	// agent ids); at most MaxWireItems ids; [] when not armed.
	Working []string `json:"working"`
	// LastSummary is State.Progress.LastSummary, the summary last sent; ""
	// when none.
	LastSummary string `json:"last_summary"`
	// LastSentAtMS is State.Progress.LastSentAt in epoch milliseconds; 0
	// when no message or wake was sent.
	LastSentAtMS int64 `json:"last_sent_at_ms"`
}

// WirePending is the JSON form of PendingReload.
type WirePending struct {
	// TabID is State.Health.Pending.TabID, the tab that asked for the
	// level-one reload; 0 when unknown. Negative is an error.
	TabID int `json:"tab_id"`
	// ConversationID is State.Health.Pending.ConversationID; "" when there
	// is no record.
	ConversationID string `json:"conversation_id"`
	// Failure is State.Health.Pending.Failure, the page-health verdict of
	// level one (render_stall, heap_critical); "" when there is no record.
	Failure string `json:"failure"`
	// ExecutedAtMS is State.Health.Pending.ExecutedAt in epoch milliseconds;
	// 0 while the level-two reload has not run.
	ExecutedAtMS int64 `json:"executed_at_ms"`
}

// WireBudget is the JSON form of Budget.
type WireBudget struct {
	// EpochMS is State.Budget.Epoch in epoch milliseconds: the submit the
	// budget belongs to; 0 before any submit.
	EpochMS int64 `json:"epoch_ms"`
	// RetryUsed is State.Budget.RetryUsed, the Retry clicks used, 0 to
	// MaxRetries; negative is an error, more counts as spent.
	RetryUsed int `json:"retry_used"`
	// ReloadUsed is State.Budget.ReloadUsed, the recovery reloads used, 0 to
	// MaxReloads; negative is an error, more counts as spent.
	ReloadUsed int `json:"reload_used"`
	// LastRetryMS is State.Budget.LastRetry in epoch milliseconds; 0 when no
	// Retry was allowed.
	LastRetryMS int64 `json:"last_retry_ms"`
}

// WireRateLimit is the JSON form of RateLimit.
type WireRateLimit struct {
	// Count is State.RateLimit.Count, the distinct 429 events of the
	// current run, 0 to Policy.RateCountCap (a larger value is read as the
	// cap); 0 means no cooldown. Negative is an error.
	Count int `json:"count"`
	// LastMS is State.RateLimit.Last in epoch milliseconds: the latest
	// counted event, the start of the cooldown; 0 when none.
	LastMS int64 `json:"last_ms"`
}

// WireStream is the JSON form of StreamProgress.
type WireStream struct {
	// AssistantID is State.Stream.AssistantID, the response last observed;
	// "" when none.
	AssistantID string `json:"assistant_id"`
	// TextLen is State.Stream.TextLen, its length in comparable runes
	// (letters and digits). Negative is an error.
	TextLen int `json:"text_len"`
	// LastProgressMS is State.Stream.LastProgress in epoch milliseconds; 0
	// when no progress was observed.
	LastProgressMS int64 `json:"last_progress_ms"`
}

// WireHealth is the JSON form of Health.
type WireHealth struct {
	// Samples is State.Health.Samples: at most MaxWireItems on input, in
	// any order; the decisions sort them oldest first and keep at most
	// MaxHealthSamples. [] when none.
	Samples []WireSample `json:"samples"`
	// CandidateSinceMS is State.Health.CandidateSince in epoch milliseconds;
	// 0 when there is no reload candidate.
	CandidateSinceMS int64 `json:"candidate_since_ms"`
	// Level1AtMS is State.Health.Level1At in epoch milliseconds; 0 while
	// level one is unused.
	Level1AtMS int64 `json:"level1_at_ms"`
	// Level2AtMS is State.Health.Level2At in epoch milliseconds; 0 while
	// level two is unused.
	Level2AtMS int64 `json:"level2_at_ms"`
	// Level1Failure is State.Health.Level1Failure, the verdict level one
	// answered; "" while level one is unused.
	Level1Failure string `json:"level1_failure"`
	// Pending is State.Health.Pending, the durable record of the level-two
	// tab reload.
	Pending WirePending `json:"pending"`
}

// WireSample is the JSON form of HealthSample.
type WireSample struct {
	// AtMS is HealthSample.At in epoch milliseconds, the end of the window;
	// 0 makes the sample too old to count.
	AtMS int64 `json:"at_ms"`
	// MutationsPerMin is HealthSample.MutationsPerMin, DOM mutation
	// callbacks per minute. Negative is an error.
	MutationsPerMin int `json:"mutations_per_min"`
	// TicksPerMin is HealthSample.TicksPerMin, watcher ticks per minute.
	// Negative is an error.
	TicksPerMin int `json:"ticks_per_min"`
	// DriftMS is HealthSample.Drift in milliseconds, 0 to 86,400,000 (a
	// day); outside that is an error.
	DriftMS int64 `json:"drift_ms"`
	// LongTaskMaxMS is HealthSample.LongTaskMax in milliseconds, 0 to
	// 86,400,000 (a day); 0 when no long task; outside that is an error.
	LongTaskMaxMS int64 `json:"long_task_max_ms"`
	// LongTasks is HealthSample.LongTasks, the long tasks in the window.
	// Negative is an error.
	LongTasks int `json:"long_tasks"`
	// HeapUsedBytes is HealthSample.HeapUsed, the JS heap in use, in bytes;
	// 0 means unknown, and a negative value is read as 0.
	HeapUsedBytes int64 `json:"heap_used_bytes"`
	// HeapLimitBytes is HealthSample.HeapLimit, the JS heap limit, in bytes;
	// 0 means unknown, and a negative value is read as 0.
	HeapLimitBytes int64 `json:"heap_limit_bytes"`
}

// WirePressure is the JSON form of Pressure.
type WirePressure struct {
	// MessageFloor is State.Pressure.MessageFloor, the highest
	// conversation-turn-N index ever seen; 0 when none. Negative is an
	// error.
	MessageFloor int `json:"message_floor"`
	// StartedMS is State.Pressure.Started in epoch milliseconds; 0 when the
	// conversation's start is unknown.
	StartedMS int64 `json:"started_ms"`
	// LastRolloverAttemptMS is State.Pressure.LastRolloverAttempt in epoch
	// milliseconds; 0 when no rollover was attempted.
	LastRolloverAttemptMS int64 `json:"last_rollover_attempt_ms"`
}

// WireHandoff is the JSON form of Handoff.
type WireHandoff struct {
	// TransferID is State.Handoff.TransferID; "" when no transfer.
	TransferID string `json:"transfer_id"`
	// Status is State.Handoff.Status, one of HandoffStatuses; "" means no
	// transfer. Any other value is an error.
	Status string `json:"status"`
	// Source is State.Handoff.Source, the conversation the transfer leaves.
	Source string `json:"source"`
	// Target is State.Handoff.Target, the new conversation's id; "" until
	// the caller knows it.
	Target string `json:"target"`
	// ProjectID is State.Handoff.ProjectID, the source's Project; "" when in
	// none.
	ProjectID string `json:"project_id"`
	// SinceMS is State.Handoff.Since in epoch milliseconds: when the
	// transfer entered its status; 0 when unknown.
	SinceMS int64 `json:"since_ms"`
}

// WireBinding is the JSON form of Binding.
type WireBinding struct {
	// Scope is State.Binding.Scope: "" (nothing bound), "conversation",
	// "project" or "pending"; any other value is an error.
	Scope string `json:"scope"`
	// Workspace is State.Binding.Workspace, the bound workspace_id; "" when
	// none.
	Workspace string `json:"workspace"`
	// ProjectID is State.Binding.ProjectID, the bound Project's id (scope
	// "project"); "" otherwise.
	ProjectID string `json:"project_id"`
	// Conversation is State.Binding.Conversation: the bound conversation, or
	// a Project's delivery target; "" when none.
	Conversation string `json:"conversation"`
	// TabID is State.Binding.TabID, the tab of a pending binding; 0 when
	// none or unknown. Negative is an error.
	TabID int `json:"tab_id"`
}

// WireQueue is the JSON form of Queue.
type WireQueue struct {
	// Conversation is State.Queue.Conversation, the conversation the queue
	// delivers to; "" when not yet set.
	Conversation string `json:"conversation"`
	// Entries is State.Queue.Entries, oldest first; at most MaxWireItems on
	// input; [] when empty.
	Entries []WireEntry `json:"entries"`
	// InFlight is State.Queue.InFlight, the ids of the batch handed out and
	// not yet acknowledged; at most MaxWireItems; [] when none.
	InFlight []string `json:"in_flight"`
}

// WireEntry is the JSON form of Entry.
type WireEntry struct {
	// ID is Entry.ID, the entry's id in its queue.
	ID string `json:"id"`
	// Text is Entry.Text, the queued message.
	Text string `json:"text"`
	// CreatedMS is Entry.Created in epoch milliseconds; 0 when unknown (the
	// entry then never expires).
	CreatedMS int64 `json:"created_ms"`
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
