package capture

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/chatproof/chatproof/gate"
	"github.com/chatproof/chatproof/internal/txtar"
)

// fakeTab returns numbered snapshots, failing at call fail (1-based; 0 never).
type fakeTab struct {
	calls int
	fail  int
}

func (f *fakeTab) Capture(opt CaptureOptions) (*Snapshot, error) {
	f.calls++
	if f.calls == f.fail {
		return nil, errors.New("tab went away")
	}
	return &Snapshot{
		HTML:       []byte(fmt.Sprintf("<html><body><p>snapshot %d</p></body></html>", f.calls)),
		Provenance: Provenance{URL: "https://chatgpt.com/c/1?q=secret", Time: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC), Width: 1440, Height: 900, Browser: "Chrome/1", Tool: opt.Tool},
	}, nil
}

func TestRecord(t *testing.T) {
	const interval = 20 * time.Millisecond
	tests := []struct {
		name      string
		reason    string
		opt       RecordOptions
		doneAt    int // judge reports done at this snapshot (0: never)
		fail      int
		cancelAt  int
		wantSnaps int
		wantWhy   string
		wantErr   bool
	}{
		{"gate", "the judge ends the recording at the snapshot it fires on",
			RecordOptions{Interval: interval, Max: time.Minute}, 3, 0, 0, 3, ReasonGateFired, false},
		{"snapshot-limit", "MaxSnapshots bounds the sequence",
			RecordOptions{Interval: interval, Max: time.Minute, MaxSnapshots: 4}, 0, 0, 0, 4, ReasonSnapshotLimit, false},
		{"time-limit", "no snapshot is taken after Max",
			RecordOptions{Interval: interval, Max: 5 * interval}, 0, 0, 0, -1, ReasonTimeLimit, false},
		{"canceled", "a canceled context ends the recording, keeping what was written",
			RecordOptions{Interval: interval, Max: time.Minute}, 0, 0, 2, 2, ReasonCanceled, false},
		{"capture-error", "a failed capture is an error",
			RecordOptions{Interval: interval, Max: time.Minute}, 0, 3, 0, 2, "", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			tab := &fakeTab{fail: tc.fail}
			tc.opt.Tool = "chatproof test"
			tc.opt.Flags = "--min-turn 2 --samples 3\n"
			var buf bytes.Buffer
			var ats []time.Duration
			judge := func(at time.Duration, html []byte) (bool, error) {
				ats = append(ats, at)
				if len(ats) == tc.cancelAt {
					cancel()
				}
				return len(ats) == tc.doneAt, nil
			}
			res, err := Record(ctx, tab, &buf, tc.opt, judge)
			if (err != nil) != tc.wantErr {
				t.Fatalf("err = %v, want error %v (%s)", err, tc.wantErr, tc.reason)
			}
			if tc.wantSnaps < 0 { // time limit: the count depends on scheduling
				tc.wantSnaps = res.Snapshots
				if res.Last > tc.opt.Max+tc.opt.Interval/2 || res.Last+tc.opt.Interval <= tc.opt.Max {
					t.Errorf("last snapshot at %v with Max %v: stopped too late or too early", res.Last, tc.opt.Max)
				}
			}
			if res.Snapshots != tc.wantSnaps || res.Reason != tc.wantWhy {
				t.Errorf("result %+v, want %d snapshots, reason %q (%s)", res, tc.wantSnaps, tc.wantWhy, tc.reason)
			}
			seq, err := gate.DecodeSequence(txtar.Parse(buf.Bytes()))
			if err != nil {
				t.Fatalf("the recording is not a valid sequence: %v\n%s", err, buf.Bytes())
			}
			if len(seq.Snapshots) != tc.wantSnaps || seq.Flags.MinTurn != 2 || seq.Flags.Gate.Samples != 3 {
				t.Errorf("sequence has %d snapshots, flags %+v", len(seq.Snapshots), seq.Flags)
			}
			for k, s := range seq.Snapshots {
				if s.Offset != ats[k].Truncate(time.Millisecond) {
					t.Errorf("snapshot %d at %v, judged at %v", k, s.Offset, ats[k])
				}
				if k > 0 && s.Offset-seq.Snapshots[k-1].Offset < interval/2 {
					t.Errorf("snapshots %d and %d %v apart, bunched up", k-1, k, s.Offset-seq.Snapshots[k-1].Offset)
				}
			}
			if res.Snapshots > 0 && res.Last != ats[len(ats)-1] {
				t.Errorf("Last = %v, want %v", res.Last, ats[len(ats)-1])
			}
			a := txtar.Parse(buf.Bytes())
			if want := "Recorded by chatproof test from https://chatgpt.com/c/1 at 2026-01-02T03:04:05.000Z (Chrome/1, viewport 1440x900), one snapshot every 20ms.\n"; res.Snapshots > 0 && string(a.Comment) != want {
				t.Errorf("comment %q, want %q", a.Comment, want)
			}
		})
	}
}
