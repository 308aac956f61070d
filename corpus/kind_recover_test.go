package corpus

import (
	"testing"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/internal/txtar"
	"github.com/chatproof/chatproof/recovery"
)

func TestRecoverView(t *testing.T) {
	base := chatproof.Verdict{
		Surface:          chatproof.Surface{State: "open"},
		ProviderTerminal: "none",
		Activity:         chatproof.Activity{Level: "none"},
		Response:         chatproof.Response{Present: true, MessageID: "a1", Text: "Done.", TurnIndex: 6, Finished: true},
	}
	for _, tc := range []struct {
		name, reason string
		mod          func(*chatproof.Verdict)
		check        func(v recovery.View) bool
	}{
		{"plain", "a finished response maps field by field", nil,
			func(v recovery.View) bool {
				return v.Known && v.AssistantID == "a1" && v.TurnIndex == 6 && v.Finished && !v.Streaming && !v.ThreadError
			}},
		{"missing_surface", "a page without #thread-bottom is not a conversation view",
			func(v *chatproof.Verdict) { v.Surface.State = "missing" },
			func(v recovery.View) bool { return !v.Known && v.AssistantID == "" }},
		{"strong", "strong activity is streaming", func(v *chatproof.Verdict) { v.Activity.Level = "strong" },
			func(v recovery.View) bool { return v.Streaming }},
		{"weak", "weak activity is not streaming", func(v *chatproof.Verdict) { v.Activity.Level = "weak" },
			func(v recovery.View) bool { return !v.Streaming }},
		{"unknown_level", "an unknown level fails closed as streaming", func(v *chatproof.Verdict) { v.Activity.Level = "maybe" },
			func(v recovery.View) bool { return v.Streaming }},
		{"timeout", "the delivery_timeout terminal is the thread error card", func(v *chatproof.Verdict) { v.ProviderTerminal = "delivery_timeout" },
			func(v recovery.View) bool { return v.ThreadError }},
		{"no_response", "no response: no id, unknown turn", func(v *chatproof.Verdict) { v.Response = chatproof.Response{MessageID: "e1", TurnIndex: 4} },
			func(v recovery.View) bool { return v.Known && v.AssistantID == "" && v.TurnIndex == -1 }},
		{"interrupted", "the placeholder in the response text", func(v *chatproof.Verdict) { v.Response.Text = "Half. Connection interrupted." },
			func(v recovery.View) bool { return v.Interrupted }},
		{"rate_banner", "a rate-limit banner", func(v *chatproof.Verdict) { v.Surface.Banners = []string{"Too many requests. Please slow down."} },
			func(v recovery.View) bool { return v.RateLimitVisible }},
	} {
		v := base
		if tc.mod != nil {
			tc.mod(&v)
		}
		if got := RecoverView(v); !tc.check(got) {
			t.Errorf("%s (%s): %+v", tc.name, tc.reason, got)
		}
	}
}

func TestRecoverCaseFlags(t *testing.T) {
	a := txtar.Parse([]byte("why\n-- state.json --\n{\"now_ms\": 1}\n-- flags --\n--check stale_view\n"))
	if _, err := RecoverCase(a, ""); err == nil {
		t.Fatal("a recovery case with flags was accepted")
	}
	a = txtar.Parse([]byte("why\n-- state.json --\n{\"now_ms\": 1}\n"))
	rep, err := RecoverCase(a, "x")
	if err != nil || rep.Source != "x" || rep.Action != "none" || rep.View.Known {
		t.Fatalf("%+v %v", rep, err)
	}
}
