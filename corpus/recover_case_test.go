package corpus

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/chatproof/chatproof/recovery"
)

const recoverCaseState = `{
  "check": "stale_view",
  "now_ms": 1764725900000,
  "page_url": "https://chatgpt.com/c/68f0c1aa-1111-4b5e-9c1d-0123456789ab",
  "auto": true, "bound": true, "delivery": "confirmed",
  "view": {"last_change_ms": 1764725800000},
  "state": {"conversation_id": "68f0c1aa-1111-4b5e-9c1d-0123456789ab", "last_submit_ms": 1764725780000}
}`

func TestDecodeRecoverStateErrors(t *testing.T) {
	for _, tc := range []struct{ name, data, want string }{
		{"unknown_field", `{"now_ms":1,"nope":1}`, `unknown key: "nope"`},
		{"key_case", `{"Now_ms":1}`, `unknown key: "Now_ms"`},
		{"nested_key_case", `{"now_ms":1,"state":{"Budget":{"retry_used":1}}}`, `unknown key: "Budget"`},
		{"repeated_key", `{"now_ms":1,"now_ms":2}`, `key given twice: "now_ms"`},
		{"nested_repeated_key", `{"now_ms":1,"state":{"budget":{"retry_used":0,"retry_used":1}}}`, `key given twice: "retry_used"`},
		{"repeated_map_key", `{"now_ms":1,"state":{"automation":{"project_auto":{"p":true,"p":false}}}}`, `key given twice: "p"`},
		{"no_now", `{}`, "now_ms is required"},
		{"bad_check", `{"now_ms":1,"check":"resend"}`, "unknown check"},
		{"bad_delivery", `{"now_ms":1,"delivery":"maybe"}`, "unknown delivery"},
		{"negative_time", `{"now_ms":-5}`, "out of range"},
		{"negative_count", `{"now_ms":1,"state":{"budget":{"retry_used":-1}}}`, "negative"},
		{"bad_status", `{"now_ms":1,"state":{"handoff":{"status":"done"}}}`, "unknown handoff status"},
		{"trailing", `{"now_ms":1} {}`, "data after the JSON value"},
		{"not_utf8", "{\"now_ms\":1,\"check\":\"\xff\"}", "UTF-8"},
		{"huge_drift", `{"now_ms":1,"state":{"health":{"samples":[{"at_ms":1,"drift_ms":99999999999}]}}}`, "out of range"},
	} {
		_, err := DecodeRecoverState([]byte(tc.data))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.want)
		}
	}
}

func TestRecoverStateRoundTrip(t *testing.T) {
	cs, err := DecodeRecoverState([]byte(`{"now_ms":1764725900000,"state":{"conversation_id":"c","last_submit_ms":5,
	 "budget":{"epoch_ms":5,"retry_used":1,"reload_used":1,"last_retry_ms":6},
	 "rate_limit":{"count":2,"last_ms":7},"stream":{"assistant_id":"a","text_len":3,"last_progress_ms":8},
	 "health":{"samples":[{"at_ms":9,"mutations_per_min":1,"ticks_per_min":2,"drift_ms":3,"long_task_max_ms":4,"long_tasks":5,"heap_used_bytes":6,"heap_limit_bytes":7}],"candidate_since_ms":10,"level1_at_ms":11,"level2_at_ms":12},
	 "pressure":{"message_floor":13,"started_ms":14,"last_rollover_attempt_ms":15},
	 "handoff":{"transfer_id":"t","status":"seed_uncertain","source":"s","target":"g"},
	 "queue":{"conversation":"c","entries":[{"id":"q","text":"x","created_ms":16}],"in_flight":["q"]}}}`))
	if err != nil {
		t.Fatal(err)
	}
	w := cs.Input.State
	raw, _ := json.Marshal(struct {
		NowMS int64          `json:"now_ms"`
		State recovery.State `json:"state"`
	}{1764725900000, w})
	back, err := DecodeRecoverState(raw)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(w, back.Input.State); diff != "" {
		t.Fatalf("round trip (-want +got):\n%s", diff)
	}
}

func TestRunRecover(t *testing.T) {
	srv, err := os.ReadFile("testdata/recover_conversation.json")
	if err != nil {
		t.Fatal(err)
	}
	page := recovery.View{Known: true, AssistantID: "a2", Text: "A liveness probe", TurnIndex: 4, Streaming: false}
	rep, err := RunRecover(recovery.Policy{}, RecoverInput{Source: "x.txtar", Page: page, Server: srv, State: []byte(recoverCaseState)})
	if err != nil {
		t.Fatal(err)
	}
	// The server's a2 is unfinished and was last updated 107s ago, the page
	// 100s ago: server_stalled, one reload.
	if rep.Schema != RecoverSchema || rep.Action != "reload" || rep.Reason != recovery.ReasonServerStalled ||
		rep.Verdict != recovery.VerdictServerStalled || rep.Next.Budget.ReloadUsed != 1 || rep.Next.LastReload.MS() != 1764725900000 {
		t.Fatalf("%+v", rep)
	}
	if rep.Server.AssistantFinished != "unfinished" || rep.View.TextLen != len("A liveness probe") || rep.Requested != "stale_view" {
		t.Fatalf("%+v %+v", rep.Server, rep.View)
	}
	// Marshalled lists are never null.
	raw, _ := json.Marshal(rep)
	if strings.Contains(string(raw), "null") {
		t.Fatalf("null in report: %s", raw)
	}
	// Without a page the same case fails closed.
	rep, err = RunRecover(recovery.Policy{}, RecoverInput{Server: srv, State: []byte(recoverCaseState)})
	if err != nil || rep.Action != "none" || rep.Reason != recovery.ReasonViewUnknown {
		t.Fatalf("no page: %+v %v", rep, err)
	}
	// A case that does not name its page is not taken for a conversation.
	unnamed := strings.Replace(recoverCaseState, `"page_url": "https://chatgpt.com/c/68f0c1aa-1111-4b5e-9c1d-0123456789ab",`, "", 1)
	rep, err = RunRecover(recovery.Policy{}, RecoverInput{Page: page, Server: srv, State: []byte(unnamed)})
	if err != nil || rep.Action != "none" || rep.Reason != recovery.ReasonPageNotNamed || rep.Page.Kind != "" {
		t.Fatalf("page not named: %+v %v", rep, err)
	}
	// A broken snapshot is reported, not an error.
	rep, err = RunRecover(recovery.Policy{}, RecoverInput{Page: page, Server: []byte("<html>"), State: []byte(recoverCaseState)})
	if err != nil || rep.Server.OK || rep.Server.Error == "" || rep.Reason != recovery.ReasonSnapshotUnavailable {
		t.Fatalf("bad snapshot: %+v %v", rep, err)
	}
	if _, err := RunRecover(recovery.Policy{}, RecoverInput{Page: page}); err != ErrNoRecoverState {
		t.Fatalf("no state: %v", err)
	}
}

// FuzzDecodeRecoverState: no state.json bytes panic the decoder; an accepted state
// survives a round trip through its JSON form, and every check runs on it
// within the budgets.
func FuzzDecodeRecoverState(f *testing.F) {
	f.Add([]byte(recoverCaseState))
	f.Add([]byte(`{"now_ms":1764725900000,"check":"page_health","state":{"health":{"samples":[{"at_ms":1764725890000,"mutations_per_min":5000}],"level1_at_ms":1}}}`))
	f.Add([]byte(`{"now_ms":1,"rate_limit_events_ms":[1,2,3],"state":{"budget":{"retry_used":9}}}`))
	f.Add([]byte(`{"now_ms":1764725900000,"state":{"queue":{"entries":[{"id":"a","text":"x"}],"in_flight":["a"]}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		cs, err := DecodeRecoverState(data)
		if err != nil {
			return
		}
		w := cs.Input.State
		raw, err := json.Marshal(struct {
			NowMS int64          `json:"now_ms"`
			State recovery.State `json:"state"`
		}{recovery.At(cs.Input.Now).MS(), w})
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeRecoverState(raw)
		if err != nil {
			t.Fatalf("re-decoding its own wire form: %v\n%s", err, raw)
		}
		if b, _ := json.Marshal(back.Input.State); string(b) != string(mustMarshal(w)) {
			t.Fatalf("round trip changed the state:\n%s\n%s", b, mustMarshal(w))
		}
		in := cs.Input
		in.View.Known = true
		for _, c := range recovery.Checks() {
			d, next, _ := recovery.Policy{}.Run(c, in)
			if !slices.Contains(recovery.Actions(), d.Action) || next.Budget.RetryUsed > recovery.MaxRetries || next.Budget.ReloadUsed > recovery.MaxReloads {
				t.Fatalf("%s: %+v %+v", c, d, next.Budget)
			}
			if d.Wait < 0 || d.Wait > 24*time.Hour {
				t.Fatalf("%s: wait %v", c, d.Wait)
			}
		}
	})
}

func mustMarshal(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}
