package capture

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof/capture/page"
	"github.com/chatproof/chatproof/corpus"
)

// fakeClock is a Clock that moves only when told: After advances it by
// the wait at once, and fakeTab advances it by each capture's cost.
type fakeClock struct{ now time.Time }

func (c *fakeClock) Now() time.Time { return c.now }

func (c *fakeClock) After(d time.Duration) <-chan time.Time {
	c.now = c.now.Add(d)
	ch := make(chan time.Time, 1)
	ch <- c.now
	return ch
}

// fakeTab returns numbered snapshots, failing at call fail (1-based; 0
// never) and never answering from call hang on, as a tab behind an alert()
// does. Call k takes cost[k-1] of clock time (none past the slice).
type fakeTab struct {
	calls int
	fail  int
	hang  int
	clock *fakeClock
	cost  []time.Duration
	// docs names the document of call k (docs[k-1]; the last one past
	// the slice, "" when empty), as Provenance.Document does; urls its URL.
	docs, urls []string
}

// pick returns the entry of v for call k (1-based), the last one past v.
func pick(v []string, k int, def string) string {
	if len(v) == 0 {
		return def
	}
	return v[min(k, len(v))-1]
}

func (f *fakeTab) Capture(ctx context.Context, opt CaptureOptions) (*Snapshot, error) {
	f.calls++
	if f.calls <= len(f.cost) {
		f.clock.now = f.clock.now.Add(f.cost[f.calls-1])
	}
	if f.calls == f.fail {
		return nil, errors.New("tab went away")
	}
	if f.hang > 0 && f.calls >= f.hang {
		<-ctx.Done()
		return nil, ctx.Err()
	}
	return &Snapshot{
		HTML: []byte(fmt.Sprintf("<html><body><p>snapshot %d</p></body></html>", f.calls)),
		Provenance: page.Provenance{URL: pick(f.urls, f.calls, "https://chatgpt.com/c/1?q=secret"), Time: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC),
			Width: 1440, Height: 900, Browser: "Chrome/1", Tool: opt.Tool, Document: pick(f.docs, f.calls, ""), DocumentURL: pick(f.urls, f.calls, "")},
	}, nil
}

// ms is a list of offsets in milliseconds.
func ms(v ...int) []time.Duration {
	out := make([]time.Duration, len(v))
	for i, n := range v {
		out[i] = time.Duration(n) * time.Millisecond
	}
	return out
}

// TestRecord runs Record on a fake clock, so every schedule is exact: the
// snapshots' offsets, how many there are and why the recording stopped do
// not depend on how loaded the machine is.
func TestRecord(t *testing.T) {
	t.Parallel() // hung-tab waits out LimitGrace in real time
	const interval = 20 * time.Millisecond
	tests := []struct {
		name     string
		reason   string
		opt      RecordOptions
		cost     []time.Duration // clock time each capture takes
		doneAt   int             // judge reports done at this snapshot (0: never)
		fail     int
		hang     int
		cancelAt int
		want     []time.Duration // offsets of the snapshots written
		wantWhy  string
		wantErr  bool
	}{
		{"gate", "the judge ends the recording at the snapshot it fires on",
			RecordOptions{Interval: interval, Max: time.Minute}, nil, 3, 0, 0, 0, ms(0, 20, 40), ReasonGateFired, false},
		{"snapshot-limit", "MaxSnapshots bounds the sequence",
			RecordOptions{Interval: interval, Max: time.Minute, MaxSnapshots: 4}, nil, 0, 0, 0, 0, ms(0, 20, 40, 60), ReasonSnapshotLimit, false},
		{"time-limit", "the grid runs up to Max inclusive and no snapshot is taken after it",
			RecordOptions{Interval: interval, Max: 5 * interval}, nil, 0, 0, 0, 0, ms(0, 20, 40, 60, 80, 100), ReasonTimeLimit, false},
		{"time-limit-off-grid", "a Max between grid slots stops at the last slot before it",
			RecordOptions{Interval: interval, Max: 5*interval - time.Millisecond}, nil, 0, 0, 0, 0, ms(0, 20, 40, 60, 80), ReasonTimeLimit, false},
		{"slow-captures", "a capture slower than the interval skips the slots it missed: none overlap or bunch up",
			RecordOptions{Interval: interval, Max: 200 * time.Millisecond}, ms(50, 50, 50, 50, 50), 0, 0, 0, 0, ms(0, 60, 120, 180), ReasonTimeLimit, false},
		{"one-slow-capture", "after one slow capture the grid resumes where it was",
			RecordOptions{Interval: interval, Max: 100 * time.Millisecond}, ms(0, 45), 0, 0, 0, 0, ms(0, 20, 80, 100), ReasonTimeLimit, false},
		{"capture-on-the-slot", "a capture ending exactly on a slot waits for the next one",
			RecordOptions{Interval: interval, Max: 60 * time.Millisecond}, ms(20), 0, 0, 0, 0, ms(0, 40, 60), ReasonTimeLimit, false},
		{"short-interval", "intervals under MinInterval are raised to it",
			RecordOptions{Interval: time.Millisecond, Max: 3 * MinInterval}, nil, 0, 0, 0, 0, ms(0, 10, 20, 30), ReasonTimeLimit, false},
		{"canceled", "a canceled context ends the recording, keeping what was written",
			RecordOptions{Interval: interval, Max: time.Minute}, nil, 0, 0, 0, 2, ms(0, 20), ReasonCanceled, false},
		{"hung-tab", "a tab that stops answering is cut LimitGrace after Max: the limit bounds the whole recording",
			RecordOptions{Interval: interval, Max: 5 * interval}, nil, 0, 0, 2, 0, ms(0), ReasonTimeLimit, true},
		{"capture-error", "a failed capture is an error",
			RecordOptions{Interval: interval, Max: time.Minute}, nil, 0, 3, 0, 0, ms(0, 20), "", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			clock := &fakeClock{now: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
			tab := &fakeTab{fail: tc.fail, hang: tc.hang, clock: clock, cost: tc.cost}
			tc.opt.Tool = "chatproof test"
			tc.opt.Flags = "--min-turn 2 --samples 3\n"
			tc.opt.Clock = clock
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
			if res.Snapshots != len(tc.want) || res.Reason != tc.wantWhy {
				t.Errorf("result %+v, want %d snapshots, reason %q (%s)", res, len(tc.want), tc.wantWhy, tc.reason)
			}
			if len(tc.want) > 0 && res.Last != tc.want[len(tc.want)-1] {
				t.Errorf("Last = %v, want %v", res.Last, tc.want[len(tc.want)-1])
			}
			seq, err := corpus.ReadSequence(buf.Bytes())
			if err != nil {
				t.Fatalf("the recording is not a valid sequence: %v\n%s", err, buf.Bytes())
			}
			if seq.Flags.MinTurn != 2 || seq.Flags.Gate.Samples != 3 {
				t.Errorf("flags %+v, want those of RecordOptions.Flags", seq.Flags)
			}
			var got []time.Duration
			for _, s := range seq.Snapshots {
				got = append(got, s.Offset)
			}
			if fmt.Sprint(got) != fmt.Sprint(tc.want) || fmt.Sprint(ats) != fmt.Sprint(tc.want) {
				t.Errorf("offsets written %v, judged %v, want %v (%s)", got, ats, tc.want, tc.reason)
			}
			a := txtar.Parse(buf.Bytes())
			if want := "Recorded by chatproof test from https://chatgpt.com/c/1 at 2026-01-02T03:04:05.000Z (Chrome/1, viewport 1440x900), one snapshot every " + max(tc.opt.Interval, MinInterval).String() + ".\n"; string(a.Comment) != want {
				t.Errorf("comment %q, want %q", a.Comment, want)
			}
		})
	}
}

// TestRecordContextDeadline: a deadline on ctx is a time limit (the caller
// bounds the whole run with it), a cancellation is not; neither is an
// error when no capture was cut.
func TestRecordContextDeadline(t *testing.T) {
	for _, tc := range []struct {
		name string
		ctx  func() (context.Context, context.CancelFunc)
		want string
	}{
		{"deadline", func() (context.Context, context.CancelFunc) {
			return context.WithDeadline(context.Background(), time.Unix(0, 0))
		}, ReasonTimeLimit},
		{"canceled", func() (context.Context, context.CancelFunc) {
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			return ctx, cancel
		}, ReasonCanceled},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := tc.ctx()
			defer cancel()
			clock := &fakeClock{now: time.Unix(1e9, 0)}
			var buf bytes.Buffer
			res, err := Record(ctx, &fakeTab{clock: clock}, &buf, RecordOptions{Clock: clock}, nil)
			if err != nil || res.Reason != tc.want || res.Snapshots != 0 || buf.Len() != 0 {
				t.Errorf("Record = %+v, %v, wrote %d bytes; want reason %s, nothing written", res, err, buf.Len(), tc.want)
			}
		})
	}
}

// failingWriter fails from write number fail on (1-based), as a full disk
// does.
type failingWriter struct{ writes, fail int }

func (w *failingWriter) Write(p []byte) (int, error) {
	w.writes++
	if w.writes >= w.fail {
		return 0, errors.New("disk full")
	}
	return len(p), nil
}

// TestRecordWriteError: a failed write ends the recording with an error,
// and Result counts only the snapshots written in full.
func TestRecordWriteError(t *testing.T) {
	for _, tc := range []struct{ fail, want int }{{1, 0}, {2, 1}, {4, 3}} {
		clock := &fakeClock{now: time.Unix(1e9, 0)}
		w := &failingWriter{fail: tc.fail} // one write per snapshot, the head with the first
		res, err := Record(context.Background(), &fakeTab{clock: clock}, w, RecordOptions{Interval: 20 * time.Millisecond, Clock: clock}, nil)
		if err == nil || res.Snapshots != tc.want {
			t.Errorf("write %d fails: Result %+v, %v; want an error and %d snapshots", tc.fail, res, err, tc.want)
		}
	}
}

// TestRecordNavigation: a snapshot of another document ends the recording
// with ReasonNavigated and is not written, whenever it comes; a page that
// changes its own URL (same document) or a capturer that does not say
// which document it read records on.
func TestRecordNavigation(t *testing.T) {
	const snaps = 6
	for at := 2; at <= snaps; at++ {
		for _, tc := range []struct {
			name string
			docs []string
			urls []string
			nav  bool
		}{
			{"new-document", append(repeat("D1", at-1), "D2"), []string{"https://chatgpt.com/c/1", "https://example.com/login?next=x"}, true},
			{"same-document-new-url", []string{"D1"}, append(repeat("https://chatgpt.com/", at-1), "https://chatgpt.com/c/2"), false},
			{"unknown-document", append(repeat("D1", at-1), ""), nil, false},
			{"unknown-first", append(repeat("", at-1), "D2"), nil, false},
		} {
			clock := &fakeClock{now: time.Unix(1e9, 0)}
			var buf bytes.Buffer
			res, err := Record(context.Background(), &fakeTab{clock: clock, docs: tc.docs, urls: tc.urls}, &buf,
				RecordOptions{Interval: 100 * time.Millisecond, MaxSnapshots: snaps, Clock: clock}, nil)
			if err != nil {
				t.Fatal(err)
			}
			name := fmt.Sprintf("%s at %d", tc.name, at)
			a := txtar.Parse(buf.Bytes())
			switch {
			case tc.nav && (res.Reason != ReasonNavigated || res.Snapshots != at-1 || len(a.Files) != at-1):
				t.Errorf("%s: %+v, %d sections; want navigated after %d snapshots", name, res, len(a.Files), at-1)
			case tc.nav && res.NavigatedTo != "https://example.com/login":
				t.Errorf("%s: navigated to %q", name, res.NavigatedTo)
			case !tc.nav && (res.Reason != ReasonSnapshotLimit || res.Snapshots != snaps):
				t.Errorf("%s: %+v; want all %d snapshots", name, res, snaps)
			}
		}
	}
}

func repeat(s string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = s
	}
	return out
}
