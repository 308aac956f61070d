package pageview

import (
	"testing"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/recovery"
	"github.com/chatproof/chatproof/surface"
)

// TestFromJudgement: what a verdict carries maps onto the view
// field by field, and an activity level or surface state not recognised
// fails closed.
func TestFromJudgement(t *testing.T) {
	type judged struct {
		classify.Result
		Surface surface.Surface
	}
	base := judged{
		Surface: surface.Surface{State: surface.StateOpen},
		Result: classify.Result{
			ProviderTerminal: classify.ProviderNone,
			Activity:         classify.Activity{Level: classify.LevelNone},
			Response:         classify.Response{Present: true, MessageID: "a1", Text: "Done.", FullText: "Done.", TurnIndex: 6, Finished: true},
		},
	}
	for _, tc := range []struct {
		name, reason string
		mod          func(*judged)
		check        func(v recovery.View) bool
	}{
		{"plain", "a finished response maps field by field", nil,
			func(v recovery.View) bool {
				return v.Known && v.AssistantID == "a1" && v.Text == "Done." && v.TurnIndex == 6 && v.Finished && !v.Streaming && !v.ThreadError
			}},
		{"missing_surface", "a page without #thread-bottom is not a conversation view",
			func(v *judged) { v.Surface.State = surface.StateMissing },
			func(v recovery.View) bool { return v == recovery.View{TurnIndex: -1} }},
		{"empty_surface", "a verdict without a surface state is not a conversation view",
			func(v *judged) { v.Surface.State = "" },
			func(v recovery.View) bool { return v == recovery.View{TurnIndex: -1} }},
		{"strong", "strong activity is streaming", func(v *judged) { v.Activity.Level = classify.LevelStrong },
			func(v recovery.View) bool { return v.Streaming }},
		{"weak", "weak activity is not streaming", func(v *judged) { v.Activity.Level = classify.LevelWeak },
			func(v recovery.View) bool { return !v.Streaming }},
		{"unknown_level", "an unknown level fails closed as streaming", func(v *judged) { v.Activity.Level = "maybe" },
			func(v recovery.View) bool { return v.Streaming }},
		{"timeout", "the delivery_timeout terminal is the thread error card", func(v *judged) { v.ProviderTerminal = classify.ProviderDeliveryTimeout },
			func(v recovery.View) bool { return v.ThreadError }},
		{"other_terminal", "another provider terminal is not the thread error card", func(v *judged) { v.ProviderTerminal = classify.ProviderError },
			func(v recovery.View) bool { return !v.ThreadError }},
		{"no_response", "no response: no id, unknown turn", func(v *judged) { v.Response = classify.Response{MessageID: "e1", TurnIndex: 4} },
			func(v recovery.View) bool { return v.Known && v.AssistantID == "" && v.TurnIndex == -1 }},
		{"interrupted", "the placeholder in the response text", func(v *judged) { v.Response.FullText = "Half. Connection interrupted." },
			func(v recovery.View) bool { return v.Interrupted }},
		{"rate_banner", "a rate-limit banner", func(v *judged) { v.Surface.Banners = []string{"Too many requests. Please slow down."} },
			func(v recovery.View) bool { return v.RateLimitVisible }},
	} {
		v := base
		if tc.mod != nil {
			tc.mod(&v)
		}
		if got := fromJudgement(v.Result, v.Surface); !tc.check(got) {
			t.Errorf("%s (%s): %+v", tc.name, tc.reason, got)
		}
	}
}

// TestWithFacts: the page facts complete a known view and only add
// evidence; an unknown view stays unknown.
func TestWithFacts(t *testing.T) {
	all := facts{UserID: "u1", Draft: true, ComposerBusy: true, ToolRunning: true, PermissionCard: true, RateLimitError: true}
	got := withFacts(recovery.View{Known: true, TurnIndex: 3}, all)
	want := recovery.View{Known: true, TurnIndex: 3, UserID: "u1", Draft: true, ComposerBusy: true, ToolRunning: true, PermissionCard: true, RateLimitVisible: true}
	if got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
	shown := recovery.View{Known: true, RateLimitVisible: true, Draft: true}
	if got := withFacts(shown, facts{}); !got.RateLimitVisible || !got.Draft {
		t.Errorf("a fact cleared the verdict's evidence: %+v", got)
	}
	unknown := recovery.View{TurnIndex: -1}
	if got := withFacts(unknown, all); got != unknown {
		t.Errorf("an unknown view took facts: %+v", got)
	}
}
