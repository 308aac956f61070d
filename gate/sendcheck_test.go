package gate

import (
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/surface"
)

var sendT0 = time.Date(2026, 9, 23, 10, 0, 0, 0, time.UTC)

func surfaceRead(at time.Duration, state surface.State) SurfaceRead {
	return SurfaceRead{At: sendT0.Add(at), State: surface.Surface{State: state, Banners: []string{}, Actions: []string{}, Reasons: []string{}}}
}

func TestPreSendCheck(t *testing.T) {
	tests := []struct {
		name          string
		reason        string
		first, second SurfaceRead
		wantStop      bool
		wantCode      string
		wantState     surface.State
		wantReasons   []string
	}{
		{
			name: "exhausted_agree", reason: "two agreeing exhausted reads a second apart prove the wall",
			first: surfaceRead(0, surface.StateExhausted), second: surfaceRead(time.Second, surface.StateExhausted),
			wantStop: true, wantCode: StopConversationExhaustedBeforeSend, wantState: surface.StateExhausted,
			wantReasons: []string{StopConversationExhaustedBeforeSend},
		},
		{
			name: "closed_agree", reason: "two agreeing closed reads prove a closed chat",
			first: surfaceRead(0, surface.StateClosed), second: surfaceRead(1500*time.Millisecond, surface.StateClosed),
			wantStop: true, wantCode: StopConversationClosedBeforeSend, wantState: surface.StateClosed,
			wantReasons: []string{StopConversationClosedBeforeSend},
		},
		{
			name: "quota_agree", reason: "two agreeing quota reads prove a usage limit",
			first: surfaceRead(0, surface.StateQuota), second: surfaceRead(3*time.Second, surface.StateQuota),
			wantStop: true, wantCode: StopQuotaLimitedBeforeSend, wantState: surface.StateQuota,
			wantReasons: []string{StopQuotaLimitedBeforeSend},
		},
		{
			name: "open_agree", reason: "an open surface never stops the exchange",
			first: surfaceRead(0, surface.StateOpen), second: surfaceRead(time.Second, surface.StateOpen),
			wantState: surface.StateOpen, wantReasons: []string{ReasonSurfaceOpen},
		},
		{
			name: "missing_agree", reason: "a page without a composer surface proves nothing",
			first: surfaceRead(0, surface.StateMissing), second: surfaceRead(time.Second, surface.StateMissing),
			wantState: surface.StateMissing, wantReasons: []string{ReasonSurfaceMissing},
		},
		{
			name: "too_close", reason: "reads 999ms apart prove nothing even when they agree",
			first: surfaceRead(0, surface.StateExhausted), second: surfaceRead(999*time.Millisecond, surface.StateExhausted),
			wantReasons: []string{ReasonReadsTooClose},
		},
		{
			name: "same_instant", reason: "two reads at the same instant are one read",
			first: surfaceRead(0, surface.StateExhausted), second: surfaceRead(0, surface.StateExhausted),
			wantReasons: []string{ReasonReadsOutOfOrder},
		},
		{
			name: "reversed", reason: "a second read dated before the first proves nothing",
			first: surfaceRead(2*time.Second, surface.StateExhausted), second: surfaceRead(0, surface.StateExhausted),
			wantReasons: []string{ReasonReadsOutOfOrder},
		},
		{
			name: "first_undated", reason: "an undated read cannot be placed in time",
			first: SurfaceRead{State: surface.Surface{State: surface.StateExhausted}}, second: surfaceRead(time.Second, surface.StateExhausted),
			wantReasons: []string{ReasonReadTimeMissing},
		},
		{
			name: "second_undated", reason: "an undated second read cannot be placed in time",
			first: surfaceRead(0, surface.StateQuota), second: SurfaceRead{State: surface.Surface{State: surface.StateQuota}},
			wantReasons: []string{ReasonReadTimeMissing},
		},
		{
			name: "disagree_exhausted_open", reason: "a wall that vanished on the second read proves nothing",
			first: surfaceRead(0, surface.StateExhausted), second: surfaceRead(time.Second, surface.StateOpen),
			wantReasons: []string{ReasonReadsDisagree},
		},
		{
			name: "disagree_quota_closed", reason: "two different stop states are not an agreement",
			first: surfaceRead(0, surface.StateQuota), second: surfaceRead(time.Second, surface.StateClosed),
			wantReasons: []string{ReasonReadsDisagree},
		},
		{
			name: "unknown_state", reason: "a state this package does not know is not evidence",
			first: surfaceRead(0, "exhausted "), second: surfaceRead(time.Second, "exhausted "),
			wantReasons: []string{ReasonUnknownSurfaceState},
		},
		{
			name: "empty_state", reason: "a zero State is not a read",
			first: surfaceRead(0, ""), second: surfaceRead(time.Second, ""),
			wantReasons: []string{ReasonUnknownSurfaceState},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := PreSendCheck(tc.first, tc.second)
			if got.Stop != tc.wantStop || got.Code != tc.wantCode || got.State != tc.wantState {
				t.Errorf("%s: got stop=%v code=%q state=%q, want %v %q %q", tc.reason, got.Stop, got.Code, got.State, tc.wantStop, tc.wantCode, tc.wantState)
			}
			if !reflect.DeepEqual(got.Reasons, tc.wantReasons) {
				t.Errorf("%s: reasons %q, want %q", tc.reason, got.Reasons, tc.wantReasons)
			}
			if !got.Record.At.Equal(tc.first.At) || got.Record.State.State != tc.first.State.State {
				t.Errorf("%s: Record is not the first read: %+v", tc.reason, got.Record)
			}
			if got.Stop && !slices.Contains(PreSendProvenStopCodes(), got.Code) {
				t.Errorf("%s: stop code %q is not in PreSendProvenStopCodes", tc.reason, got.Code)
			}
		})
	}
}

func TestPreSendProvenStopCodesFresh(t *testing.T) {
	a := PreSendProvenStopCodes()
	want := []string{StopConversationExhaustedBeforeSend, StopConversationClosedBeforeSend, StopQuotaLimitedBeforeSend}
	if !reflect.DeepEqual(a, want) {
		t.Fatalf("codes %q, want %q", a, want)
	}
	a[0] = "changed"
	if b := PreSendProvenStopCodes(); b[0] != StopConversationExhaustedBeforeSend {
		t.Fatalf("a caller's change leaked into the next call: %q", b[0])
	}
}

// passingAfterSend is an input whose every condition holds; each case of
// TestAfterSendAttribution changes exactly one thing.
func passingAfterSend() AfterSendInput {
	return AfterSendInput{
		PromptID:   "user-7",
		LastUserID: "user-7",
		Marker:     "<<<DONE>>>",
		Replies:    []string{"Working on it"},
		PreSend:    surfaceRead(0, surface.StateOpen),
		First:      surfaceRead(10*time.Second, surface.StateExhausted),
		Second:     surfaceRead(11*time.Second, surface.StateExhausted),
	}
}

func TestAfterSendAttribution(t *testing.T) {
	tests := []struct {
		name        string
		reason      string
		change      func(*AfterSendInput)
		wantKind    string
		wantCode    string
		wantReasons []string
	}{
		{
			name: "attributed_exhausted", reason: "every condition holds: the wall is the turn's terminal",
			change:   func(*AfterSendInput) {},
			wantKind: AttributedConversationExhausted, wantCode: StopConversationExhausted,
			wantReasons: []string{ReasonAttributed},
		},
		{
			name: "attributed_quota", reason: "a usage limit appearing after Send is the turn's terminal",
			change: func(in *AfterSendInput) {
				in.First.State.State, in.Second.State.State = surface.StateQuota, surface.StateQuota
			},
			wantKind: AttributedQuotaLimited, wantCode: StopQuotaLimited,
			wantReasons: []string{ReasonAttributed},
		},
		{
			name: "attributed_closed", reason: "a chat closed after Send is the turn's terminal",
			change: func(in *AfterSendInput) {
				in.First.State.State, in.Second.State.State = surface.StateClosed, surface.StateClosed
			},
			wantKind: AttributedConversationClosed, wantCode: StopConversationClosed,
			wantReasons: []string{ReasonAttributed},
		},
		{
			name: "no_marker_configured", reason: "without a terminal marker no reply can have ended with it",
			change:   func(in *AfterSendInput) { in.Marker = ""; in.Replies = []string{"x <<<DONE>>>"} },
			wantKind: AttributedConversationExhausted, wantCode: StopConversationExhausted,
			wantReasons: []string{ReasonAttributed},
		},
		{
			name: "pre_send_missing_state", reason: "a pre-Send read of a page without the surface had not seen the wall",
			change:   func(in *AfterSendInput) { in.PreSend.State.State = surface.StateMissing },
			wantKind: AttributedConversationExhausted, wantCode: StopConversationExhausted,
			wantReasons: []string{ReasonAttributed},
		},
		{
			name: "prompt_not_last", reason: "a newer user message means the state may belong to another prompt",
			change:      func(in *AfterSendInput) { in.LastUserID = "user-8" },
			wantReasons: []string{ReasonPromptNotLast},
		},
		{
			name: "prompt_id_unknown", reason: "an unknown prompt id cannot be proven last",
			change:      func(in *AfterSendInput) { in.PromptID, in.LastUserID = "", "" },
			wantReasons: []string{ReasonPromptNotLast},
		},
		{
			name: "reply_ended_with_marker", reason: "a reply that ended with the marker finished the turn on its own",
			change:      func(in *AfterSendInput) { in.Replies = []string{"first", "all done <<<DONE>>>\n  "} },
			wantReasons: []string{ReasonReplyEndedWithMarker},
		},
		{
			name: "generating", reason: "a reply still being generated is not ended by the composer state",
			change:      func(in *AfterSendInput) { in.Generating = true },
			wantReasons: []string{ReasonGenerating},
		},
		{
			name: "seen_before_send", reason: "a wall already there before Send belongs to the conversation, not this turn",
			change:      func(in *AfterSendInput) { in.PreSend.State.State = surface.StateExhausted },
			wantReasons: []string{ReasonSeenBeforeSend},
		},
		{
			name: "pre_send_read_missing", reason: "without the pre-Send read, 'not seen before' is unproven",
			change:      func(in *AfterSendInput) { in.PreSend = SurfaceRead{} },
			wantReasons: []string{ReasonPreSendReadMissing},
		},
		{
			name: "pre_send_after_first", reason: "a pre-Send read dated after the after-Send read is out of order",
			change:      func(in *AfterSendInput) { in.PreSend.At = in.First.At.Add(time.Millisecond) },
			wantReasons: []string{ReasonReadsOutOfOrder},
		},
		{
			name: "pre_send_unknown_state", reason: "a pre-Send read of an unknown state proves nothing about what it saw",
			change:      func(in *AfterSendInput) { in.PreSend.State.State = "walled" },
			wantReasons: []string{ReasonUnknownSurfaceState},
		},
		{
			name: "second_disagrees", reason: "a second read that no longer shows the wall does not agree",
			change:      func(in *AfterSendInput) { in.Second.State.State = surface.StateOpen },
			wantReasons: []string{ReasonReadsDisagree},
		},
		{
			name: "second_too_close", reason: "a confirming read under a second later proves nothing",
			change:      func(in *AfterSendInput) { in.Second.At = in.First.At.Add(500 * time.Millisecond) },
			wantReasons: []string{ReasonReadsTooClose},
		},
		{
			name: "second_undated", reason: "an undated confirming read cannot be placed in time",
			change:      func(in *AfterSendInput) { in.Second.At = time.Time{} },
			wantReasons: []string{ReasonReadTimeMissing},
		},
		{
			name: "both_open", reason: "no composer state, nothing to attribute",
			change: func(in *AfterSendInput) {
				in.First.State.State, in.Second.State.State = surface.StateOpen, surface.StateOpen
			},
			wantReasons: []string{ReasonNoComposerState},
		},
		{
			name: "after_unknown_state", reason: "an unknown after-Send state is not evidence",
			change:      func(in *AfterSendInput) { in.Second.State.State = "EXHAUSTED" },
			wantReasons: []string{ReasonUnknownSurfaceState},
		},
		{
			name: "all_failing", reason: "every failing condition is named once, in order",
			change: func(in *AfterSendInput) {
				in.Second.State.State = surface.StateQuota
				in.LastUserID = "other"
				in.Replies = []string{"<<<DONE>>>"}
				in.Generating = true
				in.PreSend.State.State = "bogus"
			},
			wantReasons: []string{ReasonReadsDisagree, ReasonPromptNotLast, ReasonReplyEndedWithMarker, ReasonGenerating, ReasonUnknownSurfaceState},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			in := passingAfterSend()
			tc.change(&in)
			got := AfterSendAttribution(in)
			wantAttr := tc.wantKind != ""
			if got.Attributed != wantAttr || got.Kind != tc.wantKind || got.Code != tc.wantCode {
				t.Errorf("%s: got attributed=%v kind=%q code=%q, want %v %q %q", tc.reason, got.Attributed, got.Kind, got.Code, wantAttr, tc.wantKind, tc.wantCode)
			}
			wantSource := ""
			if wantAttr {
				wantSource = SourceComposerSurface
			}
			if got.Source != wantSource {
				t.Errorf("%s: source %q, want %q", tc.reason, got.Source, wantSource)
			}
			if !reflect.DeepEqual(got.Reasons, tc.wantReasons) {
				t.Errorf("%s: reasons %q, want %q", tc.reason, got.Reasons, tc.wantReasons)
			}
		})
	}
}

// TestPreSendStopsOnTheTurnWall: a length wall or usage limit drawn inside
// the newest reply (SurfaceRead.Turn) stops the exchange before Send as the
// composer's would, with the same code, when both reads show it, whatever
// a composer that is open or missing; the composer's own proof stands
// whatever the turns show; reads whose turns disagree on it prove nothing;
// any other turn terminal decides nothing here. Variants: every composer
// state × every turn terminal pair (first, second).
func TestPreSendStopsOnTheTurnWall(t *testing.T) {
	turns := []chatproof.ProviderTerminal{"", chatproof.ProviderNone, chatproof.ProviderConversationExhausted, chatproof.ProviderQuotaLimited, chatproof.ProviderError, chatproof.ProviderDeliveryTimeout}
	stopOf := map[chatproof.ProviderTerminal]string{chatproof.ProviderConversationExhausted: StopConversationExhaustedBeforeSend, chatproof.ProviderQuotaLimited: StopQuotaLimitedBeforeSend}
	n := 0
	for _, state := range []surface.State{surface.StateOpen, surface.StateMissing, surface.StateExhausted, surface.StateQuota, surface.StateClosed} {
		for _, ta := range turns {
			for _, tb := range turns {
				first, second := surfaceRead(0, state), surfaceRead(2*time.Second, state)
				first.Turn, second.Turn = ta, tb
				res := PreSendCheck(first, second)
				n++
				switch {
				case preSendStop(state) != "":
					if !res.Stop || res.Code != preSendStop(state) {
						t.Errorf("%s, turns %q/%q: %+v, want the composer's stop", state, ta, tb, res)
					}
				case stopOf[ta] != stopOf[tb]:
					if res.Stop || !slices.Equal(res.Reasons, []string{ReasonReadsDisagree}) {
						t.Errorf("%s, turns %q/%q: %+v, want reads_disagree", state, ta, tb, res)
					}
				case stopOf[ta] != "":
					if !res.Stop || res.Code != stopOf[ta] || !slices.Equal(res.Reasons, []string{stopOf[ta]}) {
						t.Errorf("%s, turns %q/%q: %+v, want stop %s", state, ta, tb, res, stopOf[ta])
					}
				default:
					if res.Stop {
						t.Errorf("%s, turns %q/%q: stops (%+v)", state, ta, tb, res)
					}
				}
			}
		}
	}
	if n != 5*36 {
		t.Errorf("%d variants", n)
	}
}
