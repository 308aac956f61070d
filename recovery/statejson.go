package recovery

import (
	"bytes"
	"encoding/json"
	"fmt"
	"time"
)

// Limits of a decoded state.
const (
	// MaxStateBytes caps a state.json document.
	MaxStateBytes = 1 << 20
	// MaxWireItems caps each list of a state (samples, queue entries,
	// events).
	MaxWireItems = 256
	// maxMS is the largest accepted time: year 9999.
	maxMS = 253402300799999
	// maxSampleSpan is the longest accepted sample duration: a day.
	maxSampleSpan = 24 * time.Hour
)

// MarshalJSON writes the State in its persisted form (a report's "next",
// a case's "state"): the JSON names of its fields, times as epoch
// milliseconds, and every list and map present ([] and {} when empty).
func (s State) MarshalJSON() ([]byte, error) {
	type plain State // the fields without this method
	s = s.clone()
	s.Health.Samples = orEmpty(s.Health.Samples)
	s.Queue.Entries = orEmpty(s.Queue.Entries)
	s.Queue.InFlight = orEmpty(s.Queue.InFlight)
	s.Progress.Working = orEmpty(s.Progress.Working)
	if s.Automation.ProjectAuto == nil {
		s.Automation.ProjectAuto = map[string]bool{}
	}
	if s.Automation.ConversationAuto == nil {
		s.Automation.ConversationAuto = map[string]bool{}
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false) // the caller's encoder escapes, or not
	if err := enc.Encode(plain(s)); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// Checked returns a State decoded from JSON as the decisions read it
// (empty lists and maps nil, a negative heap size 0), or the first fault,
// named by its JSON path: a time before 1970 or after the year 9999, a
// negative count, a sample duration outside 0 to 24 hours, an unknown
// binding scope or handoff status, a list longer than MaxWireItems.
func (s State) Checked() (State, error) {
	if err := s.check(); err != nil {
		return State{}, err
	}
	s = s.clone() // nil for every empty list
	s.Automation.ProjectAuto = nilIfEmpty(s.Automation.ProjectAuto)
	s.Automation.ConversationAuto = nilIfEmpty(s.Automation.ConversationAuto)
	for i := range s.Health.Samples {
		s.Health.Samples[i].HeapUsed = max(s.Health.Samples[i].HeapUsed, 0)
		s.Health.Samples[i].HeapLimit = max(s.Health.Samples[i].HeapLimit, 0)
	}
	return s, nil
}

func nilIfEmpty(m map[string]bool) map[string]bool {
	if len(m) == 0 {
		return nil
	}
	return m
}

// stateFaults collects the faults of a State in the order they are found.
type stateFaults []error

func (f *stateFaults) time(name string, t Time) {
	if !t.InRange() {
		*f = append(*f, fmt.Errorf("recovery: state: %s %d out of range", name, t.MS()))
	}
}

func (f *stateFaults) count(name string, n int) {
	if n < 0 {
		*f = append(*f, fmt.Errorf("recovery: state: %s %d is negative", name, n))
	}
}

func (f *stateFaults) span(name string, d Duration) {
	if d.Duration < 0 || d.Duration > maxSampleSpan {
		*f = append(*f, fmt.Errorf("recovery: state: %s %d out of range", name, d.Milliseconds()))
	}
}

func (f *stateFaults) items(lens ...int) {
	for _, n := range lens {
		if n > MaxWireItems {
			*f = append(*f, fmt.Errorf("recovery: state: more than %d items in a list", MaxWireItems))
			return
		}
	}
}

// check finds the faults of a decoded State, fields in their JSON order
// (the first is reported).
func (s State) check() error {
	var f stateFaults
	f.time("last_submit_ms", s.LastSubmit)
	f.time("last_probe_ms", s.LastProbe)
	f.time("last_reload_ms", s.LastReload)
	b := s.Budget
	f.time("budget.epoch_ms", b.Epoch)
	f.count("budget.retry_used", b.RetryUsed)
	f.count("budget.reload_used", b.ReloadUsed)
	f.time("budget.last_retry_ms", b.LastRetry)
	f.count("rate_limit.count", s.RateLimit.Count)
	f.time("rate_limit.last_ms", s.RateLimit.Last)
	f.count("stream.text_len", s.Stream.TextLen)
	f.time("stream.last_progress_ms", s.Stream.LastProgress)
	h := s.Health
	f.time("health.candidate_since_ms", h.CandidateSince)
	f.time("health.level1_at_ms", h.Level1At)
	f.time("health.level2_at_ms", h.Level2At)
	f.count("health.pending.tab_id", h.Pending.TabID)
	f.time("health.pending.executed_at_ms", h.Pending.ExecutedAt)
	f.count("pressure.message_floor", s.Pressure.MessageFloor)
	f.time("pressure.started_ms", s.Pressure.Started)
	f.time("pressure.last_rollover_attempt_ms", s.Pressure.LastRolloverAttempt)
	f.time("handoff.since_ms", s.Handoff.Since)
	f.count("binding.tab_id", s.Binding.TabID)
	f.time("progress.armed_at_ms", s.Progress.ArmedAt)
	f.time("progress.last_sent_at_ms", s.Progress.LastSentAt)
	f.items(len(s.Automation.ProjectAuto), len(s.Automation.ConversationAuto), len(s.Progress.Working))
	switch s.Binding.Scope {
	case ScopeNone, ScopeConversation, ScopeProject, ScopePending:
	default:
		f = append(f, fmt.Errorf("recovery: state: unknown binding scope %q", s.Binding.Scope))
	}
	switch s.Handoff.Status {
	case "", HandoffSummaryRequested, HandoffSummaryReady, HandoffTargetOpening, HandoffSeedSubmitting, HandoffSeedUncertain:
	default:
		f = append(f, fmt.Errorf("recovery: state: unknown handoff status %q", s.Handoff.Status))
	}
	n := len(f)
	if f.items(len(h.Samples), len(s.Queue.Entries), len(s.Queue.InFlight)); len(f) == n {
		for _, x := range h.Samples {
			f.time("health.samples.at_ms", x.At)
			f.count("health.samples.mutations_per_min", x.MutationsPerMin)
			f.count("health.samples.ticks_per_min", x.TicksPerMin)
			f.span("health.samples.drift_ms", x.Drift)
			f.span("health.samples.long_task_max_ms", x.LongTaskMax)
			f.count("health.samples.long_tasks", x.LongTasks)
		}
		for _, e := range s.Queue.Entries {
			f.time("queue.entries.created_ms", e.Created)
		}
	}
	if len(f) > 0 {
		return f[0]
	}
	return nil
}
