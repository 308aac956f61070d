package recovery

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
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

// check finds the first fault of a decoded State, walking its fields in
// their JSON order: a list or map longer than MaxWireItems, a Time out of
// range, a sample Duration outside 0 to 24 hours, a negative count (every
// int of a State counts something); then an unknown binding scope or
// handoff status.
func (s State) check() error {
	if err := checkValue(reflect.ValueOf(s), ""); err != nil {
		return err
	}
	switch s.Binding.Scope {
	case ScopeNone, ScopeConversation, ScopeProject, ScopePending:
	default:
		return fmt.Errorf("recovery: state: unknown binding scope %q", s.Binding.Scope)
	}
	switch s.Handoff.Status {
	case "", HandoffSummaryRequested, HandoffSummaryReady, HandoffTargetOpening, HandoffSeedSubmitting, HandoffSeedUncertain:
		return nil
	}
	return fmt.Errorf("recovery: state: unknown handoff status %q", s.Handoff.Status)
}

// checkValue checks one value of a State at its JSON path.
func checkValue(v reflect.Value, path string) error {
	switch x := v.Interface().(type) {
	case Time:
		if !x.InRange() {
			return fmt.Errorf("recovery: state: %s %d out of range", path, x.MS())
		}
		return nil
	case Duration:
		if x.Duration < 0 || x.Duration > maxSampleSpan {
			return fmt.Errorf("recovery: state: %s %d out of range", path, x.Milliseconds())
		}
		return nil
	}
	switch v.Kind() {
	case reflect.Int:
		if v.Int() < 0 {
			return fmt.Errorf("recovery: state: %s %d is negative", path, v.Int())
		}
	case reflect.Map, reflect.Slice:
		if v.Len() > MaxWireItems {
			return fmt.Errorf("recovery: state: more than %d items in a list", MaxWireItems)
		}
		for i := 0; v.Kind() == reflect.Slice && i < v.Len(); i++ {
			if err := checkValue(v.Index(i), path); err != nil {
				return err
			}
		}
	case reflect.Struct:
		for i := range v.NumField() {
			name, _, _ := strings.Cut(v.Type().Field(i).Tag.Get("json"), ",")
			if name == "" || name == "-" {
				continue
			}
			if path != "" {
				name = path + "." + name
			}
			if err := checkValue(v.Field(i), name); err != nil {
				return err
			}
		}
	}
	return nil
}
