package recovery

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/chatproof/chatproof/internal/strictjson"
)

// TestStateJSONZero: the zero State marshals every key, times as 0 and
// every list and map present.
func TestStateJSONZero(t *testing.T) {
	const want = `{"conversation_id":"","binding":{"scope":"","workspace":"","project_id":"","conversation":"","tab_id":0},` +
		`"last_submit_ms":0,"last_probe_ms":0,"last_reload_ms":0,"budget":{"epoch_ms":0,"retry_used":0,"reload_used":0,"last_retry_ms":0},` +
		`"rate_limit":{"count":0,"last_ms":0},"stream":{"assistant_id":"","text_len":0,"last_progress_ms":0},` +
		`"health":{"samples":[],"candidate_since_ms":0,"level1_at_ms":0,"level2_at_ms":0,"level1_failure":"",` +
		`"pending":{"tab_id":0,"conversation_id":"","failure":"","executed_at_ms":0}},` +
		`"pressure":{"message_floor":0,"started_ms":0,"last_rollover_attempt_ms":0},` +
		`"handoff":{"transfer_id":"","status":"","source":"","target":"","project_id":"","since_ms":0},` +
		`"queue":{"conversation":"","entries":[],"in_flight":[]},` +
		`"automation":{"project_permission":false,"project_auto":{},"conversation_auto":{}},` +
		`"progress":{"armed":false,"armed_at_ms":0,"working":[],"last_summary":"","last_sent_at_ms":0},"last_continue_for":""}`
	got, err := json.Marshal(State{})
	if err != nil || string(got) != want {
		t.Fatalf("got %s, %v\nwant %s", got, err, want)
	}
}

// fullState sets every field of a State.
func fullState() State {
	ms := func(n int64) Time { return Millis(1764725900000 + n) }
	return State{
		ConversationID: "c", LastSubmit: ms(1), LastProbe: ms(2), LastReload: ms(3),
		Binding:   Binding{Scope: ScopeProject, Workspace: "w", ProjectID: "g-p-1", Conversation: "c", TabID: 4},
		Budget:    Budget{Epoch: ms(1), RetryUsed: 1, ReloadUsed: 1, LastRetry: ms(5)},
		RateLimit: RateLimit{Count: 2, Last: ms(6)},
		Stream:    StreamProgress{AssistantID: "a", TextLen: 7, LastProgress: ms(7)},
		Health: Health{
			Samples: []HealthSample{{At: ms(8), MutationsPerMin: 1, TicksPerMin: 2, Drift: Duration{3 * time.Millisecond},
				LongTaskMax: Duration{4 * time.Millisecond}, LongTasks: 5, HeapUsed: 6, HeapLimit: 7}},
			CandidateSince: ms(9), Level1At: ms(10), Level2At: ms(11), Level1Failure: "render_stall",
			Pending: PendingReload{TabID: 4, ConversationID: "c", Failure: "render_stall", ExecutedAt: ms(12)},
		},
		Pressure:        Pressure{MessageFloor: 13, Started: ms(14), LastRolloverAttempt: ms(15)},
		Handoff:         Handoff{TransferID: "t", Status: HandoffSeedUncertain, Source: "c", Target: "d", ProjectID: "g-p-1", Since: ms(16)},
		Queue:           Queue{Conversation: "c", Entries: []Entry{{ID: "q", Text: "<b>&</b>", Created: ms(17)}}, InFlight: []string{"q"}},
		Automation:      Automation{ProjectPermission: true, ProjectAuto: map[string]bool{"g-p-1": true}, ConversationAuto: map[string]bool{"c": false}},
		Progress:        Progress{Armed: true, ArmedAt: ms(18), Working: []string{"impl"}, LastSummary: "s", LastSentAt: ms(19)},
		LastContinueFor: "a",
	}
}

// TestStateJSONRoundTrip: a State read back, strictly, from its own JSON is
// the same State, whichever encoder wrote it.
func TestStateJSONRoundTrip(t *testing.T) {
	for _, st := range []State{{}, fullState()} {
		raw, err := json.Marshal(st)
		if err != nil {
			t.Fatal(err)
		}
		var back State
		if err := strictjson.Decode(raw, &back); err != nil {
			t.Fatalf("%v\n%s", err, raw)
		}
		back, err = back.Checked()
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(back, st) {
			t.Fatalf("round trip:\n got %+v\nwant %+v", back, st)
		}
	}
	// The State's own encoding leaves HTML escaping to the caller's encoder.
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(fullState()); err != nil || !strings.Contains(b.String(), `"<b>&</b>"`) {
		t.Fatalf("an unescaping encoder: %s %v", b.String(), err)
	}
	if raw, _ := json.Marshal(fullState()); !strings.Contains(string(raw), `"\u003cb\u003e\u0026\u003c/b\u003e"`) {
		t.Fatalf("json.Marshal: %s", raw)
	}
}

// TestStateChecked: every fault is named by its JSON path.
func TestStateChecked(t *testing.T) {
	for _, tc := range []struct {
		name string
		mod  func(*State)
		want string
	}{
		{"negative_time", func(s *State) { s.Budget.LastRetry = Millis(-1) }, "budget.last_retry_ms -1 out of range"},
		{"after_9999", func(s *State) { s.Handoff.Since = Millis(maxMS + 1) }, "handoff.since_ms 253402300800000 out of range"},
		{"negative_count", func(s *State) { s.Pressure.MessageFloor = -2 }, "pressure.message_floor -2 is negative"},
		{"long_drift", func(s *State) { s.Health.Samples[0].Drift = Duration{25 * time.Hour} }, "health.samples.drift_ms 90000000 out of range"},
		{"scope", func(s *State) { s.Binding.Scope = "tab" }, `unknown binding scope "tab"`},
		{"status", func(s *State) { s.Handoff.Status = "done" }, `unknown handoff status "done"`},
		{"items", func(s *State) { s.Queue.InFlight = make([]string, MaxWireItems+1) }, "more than 256 items in a list"},
	} {
		st := fullState()
		tc.mod(&st)
		if _, err := st.Checked(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
	st := fullState()
	st.Health.Samples[0].HeapUsed = -1
	st.Queue.InFlight = []string{}
	got, err := st.Checked()
	if err != nil || got.Health.Samples[0].HeapUsed != 0 || got.Queue.InFlight != nil {
		t.Fatalf("negative heap and empty list: %+v %v", got.Health.Samples[0], err)
	}
}
