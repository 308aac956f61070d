package scan

import (
	"testing"
	"time"
)

func TestCheckGeneration(t *testing.T) {
	started := time.Date(2026, 9, 23, 5, 0, 0, 0, time.UTC)
	tests := []struct {
		name, reason string
		g            Generation
		ok           bool
	}{
		{"earlier epoch", "an older generation's script is fenced by the current lease",
			Generation{RecordEpoch: 3, CurrentEpoch: 4}, true},
		{"same epoch", "the interrupted script may still be running in this generation",
			Generation{RecordEpoch: 4, CurrentEpoch: 4}, false},
		{"later epoch", "a record from the future is inconsistent",
			Generation{RecordEpoch: 5, CurrentEpoch: 4}, false},
		{"current unknown", "cannot order generations",
			Generation{RecordEpoch: 3}, false},
		{"negative record", "invalid",
			Generation{RecordEpoch: -1, CurrentEpoch: 4}, false},
		{"legacy record written before start", "an older record qualifies when last written before this broker started",
			Generation{RecordWrittenAt: started.Add(-time.Minute), CurrentEpoch: 4, CurrentStartedAt: started}, true},
		{"legacy record written at start", "not strictly before",
			Generation{RecordWrittenAt: started, CurrentEpoch: 4, CurrentStartedAt: started}, false},
		{"legacy record written after start", "this broker wrote it",
			Generation{RecordWrittenAt: started.Add(time.Second), CurrentEpoch: 4, CurrentStartedAt: started}, false},
		{"legacy record without times", "nothing orders it",
			Generation{CurrentEpoch: 4}, false},
		{"legacy record, start unknown", "nothing orders it",
			Generation{RecordWrittenAt: started, CurrentEpoch: 4}, false},
		{"zero", "nothing recorded", Generation{}, false},
	}
	for _, tt := range tests {
		d := CheckGeneration(tt.g)
		if d.OK != tt.ok {
			t.Errorf("%s: got %+v, want ok=%v because %s", tt.name, d, tt.ok, tt.reason)
		}
		if !d.OK && (d.Reason != ReasonReconcileRequiresNewBrokerGeneration || d.Detail == "") {
			t.Errorf("%s: refusal %+v", tt.name, d)
		}
	}
}
