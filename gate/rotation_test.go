package gate

import (
	"errors"
	"reflect"
	"testing"
)

func TestRecommendRotation(t *testing.T) {
	below := ConversationSize{Messages: 119, Bytes: 400_000}
	at := ConversationSize{Messages: 120, Bytes: 512_000}
	tests := []struct {
		name        string
		reason      string
		in          RotationInput
		wantRec     bool
		wantMax     int
		wantReasons []string
		wantErr     error
	}{
		{
			name: "default_at_threshold", reason: "the zero setting rotates at 120 messages",
			in: RotationInput{Size: at}, wantRec: true, wantMax: 120,
			wantReasons: []string{ReasonRotationRecommended, ReasonMessageThresholdReached},
		},
		{
			name: "default_below_threshold", reason: "119 messages is below the default threshold",
			in: RotationInput{Size: below}, wantMax: 120, wantReasons: []string{ReasonBelowThreshold},
		},
		{
			name: "continuation_offer", reason: "a continuation offer recommends rotation below the threshold",
			in: RotationInput{Size: below, ContinuationOffered: true}, wantRec: true, wantMax: 120,
			wantReasons: []string{ReasonRotationRecommended, ReasonContinuationOfferedRotation},
		},
		{
			name: "threshold_and_offer", reason: "both causes are named",
			in: RotationInput{Size: at, ContinuationOffered: true}, wantRec: true, wantMax: 120,
			wantReasons: []string{ReasonRotationRecommended, ReasonMessageThresholdReached, ReasonContinuationOfferedRotation},
		},
		{
			name: "configured_min", reason: "a threshold of 40 rotates at 40 messages",
			in: RotationInput{Size: ConversationSize{Messages: 40}, Rotation: Rotation{MaxMessages: 40}}, wantRec: true, wantMax: 40,
			wantReasons: []string{ReasonRotationRecommended, ReasonMessageThresholdReached},
		},
		{
			name: "configured_max_below", reason: "a threshold of 1000 does not rotate at 999",
			in: RotationInput{Size: ConversationSize{Messages: 999}, Rotation: Rotation{MaxMessages: 1000}}, wantMax: 1000,
			wantReasons: []string{ReasonBelowThreshold},
		},
		{
			name: "off", reason: "rotation switched off never recommends, even with an offer",
			in:          RotationInput{Size: at, ContinuationOffered: true, Rotation: Rotation{Off: true}},
			wantReasons: []string{ReasonRotationOff},
		},
		{
			name: "manual_continuation", reason: "manual continuation never rotates",
			in:          RotationInput{Size: at, ManualContinuation: true},
			wantReasons: []string{ReasonManualContinuation},
		},
		{
			name: "main_default_off", reason: "a main conversation without an explicit setting never rotates",
			in:          RotationInput{Size: at, ContinuationOffered: true, MainConversation: true},
			wantReasons: []string{ReasonMainConversationDefaultOff},
		},
		{
			name: "main_explicit", reason: "an explicit setting applies to a main conversation",
			in: RotationInput{Size: at, MainConversation: true, Rotation: Rotation{Explicit: true}}, wantRec: true, wantMax: 120,
			wantReasons: []string{ReasonRotationRecommended, ReasonMessageThresholdReached},
		},
		{
			name: "main_explicit_off", reason: "an explicit off on a main conversation is off",
			in:          RotationInput{Size: at, MainConversation: true, Rotation: Rotation{Explicit: true, Off: true}},
			wantReasons: []string{ReasonRotationOff},
		},
		{
			name: "all_blockers", reason: "every blocking condition is named",
			in:          RotationInput{Size: at, ManualContinuation: true, MainConversation: true, Rotation: Rotation{Off: true}},
			wantReasons: []string{ReasonManualContinuation, ReasonRotationOff, ReasonMainConversationDefaultOff},
		},
		{
			name: "range_low", reason: "39 is below the allowed range",
			in:          RotationInput{Size: at, Rotation: Rotation{MaxMessages: 39}},
			wantReasons: []string{ReasonRotationConfigInvalid}, wantErr: ErrRotationRange,
		},
		{
			name: "range_high", reason: "1001 is above the allowed range",
			in:          RotationInput{Size: at, Rotation: Rotation{MaxMessages: 1001}},
			wantReasons: []string{ReasonRotationConfigInvalid}, wantErr: ErrRotationRange,
		},
		{
			name: "range_negative", reason: "a negative threshold is not 'off'",
			in:          RotationInput{Size: at, Rotation: Rotation{MaxMessages: -1}},
			wantReasons: []string{ReasonRotationConfigInvalid}, wantErr: ErrRotationRange,
		},
		{
			name: "negative_messages", reason: "a negative message count is malformed",
			in:          RotationInput{Size: ConversationSize{Messages: -1}},
			wantReasons: []string{ReasonConversationSizeInvalid}, wantErr: ErrConversationSize,
		},
		{
			name: "negative_bytes", reason: "a negative byte count is malformed",
			in:          RotationInput{Size: ConversationSize{Messages: 200, Bytes: -5}},
			wantReasons: []string{ReasonConversationSizeInvalid}, wantErr: ErrConversationSize,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := RecommendRotation(tc.in)
			if !errors.Is(err, tc.wantErr) || (tc.wantErr == nil && err != nil) {
				t.Fatalf("%s: err %v, want %v", tc.reason, err, tc.wantErr)
			}
			if got.Recommended != tc.wantRec || got.MaxMessages != tc.wantMax {
				t.Errorf("%s: recommended=%v max=%d, want %v %d", tc.reason, got.Recommended, got.MaxMessages, tc.wantRec, tc.wantMax)
			}
			if got.Size != tc.in.Size {
				t.Errorf("%s: size %+v, want %+v", tc.reason, got.Size, tc.in.Size)
			}
			if !reflect.DeepEqual(got.Reasons, tc.wantReasons) {
				t.Errorf("%s: reasons %q, want %q", tc.reason, got.Reasons, tc.wantReasons)
			}
		})
	}
}

func TestRotationValidate(t *testing.T) {
	for _, n := range []int{0, 40, 120, 1000} {
		if err := (Rotation{MaxMessages: n}).Validate(); err != nil {
			t.Errorf("MaxMessages %d: unexpected error %v", n, err)
		}
	}
	for _, n := range []int{-1, 1, 39, 1001, 1 << 30} {
		if err := (Rotation{MaxMessages: n}).Validate(); !errors.Is(err, ErrRotationRange) {
			t.Errorf("MaxMessages %d: err %v, want ErrRotationRange", n, err)
		}
	}
}
