package capture

import (
	"bytes"
	"context"
	"testing"
	"time"

	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/gate"
)

// pagesTab serves generated pages in turn: streaming ones, then finished
// ones, each capture taking no clock time. It records the options Watch
// passed.
type pagesTab struct {
	calls     int
	streaming int
	opts      []CaptureOptions
}

func (p *pagesTab) Capture(ctx context.Context, opt CaptureOptions) (*Snapshot, error) {
	p.calls++
	p.opts = append(p.opts, opt)
	state := corpus.GenFinished
	if p.calls <= p.streaming {
		state = corpus.GenStreaming
	}
	return &Snapshot{HTML: corpus.Generate(corpus.GenOptions{Turns: 4, State: state, Seed: 1})}, nil
}

// TestWatch: Watch stops on the sample where the gate fires, with scoped
// captures unless Full, and its sequence replays to the same sample.
func TestWatch(t *testing.T) {
	for _, full := range []bool{false, true} {
		src := &pagesTab{streaming: 3}
		clock := &fakeClock{now: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
		res, err := Watch(context.Background(), src, WatchOptions{Full: full, Interval: 400 * time.Millisecond, Clock: clock})
		if err != nil {
			t.Fatal(err)
		}
		// Finished from snapshot 4 (1200ms): the gate needs 3 such samples
		// spanning 1.2s, which snapshot 7 (2400ms) completes.
		if res.Reason != ReasonGateFired || res.FiredAt != 2400*time.Millisecond || res.Snapshots != 7 {
			t.Errorf("full %t: %+v, fired at %v; want %s at 2.4s on snapshot 7", full, res.Result, res.FiredAt, ReasonGateFired)
		}
		if res.Verdict.Terminal != "complete" || !res.Step.Fire {
			t.Errorf("full %t: last verdict %s, step %+v", full, res.Verdict.Terminal, res.Step)
		}
		for _, o := range src.opts {
			if o.Scoped == full {
				t.Errorf("full %t: a capture with Scoped %t", full, o.Scoped)
			}
		}
		seq, err := corpus.ReadSequence(res.Sequence)
		if err != nil {
			t.Fatal(err)
		}
		rep := gate.Replay(seq, func(h []byte) (chatproof.Verdict, error) { return chatproof.ClassifyHTML(h, chatproof.Options{}) })
		if rep.CompleteAt.MS != res.FiredAt.Milliseconds() || !rep.CompleteAt.Fired {
			t.Errorf("full %t: replay fires at %v, Watch at %v", full, rep.CompleteAt, res.FiredAt)
		}
	}
}

// TestWatchOptions: the classify and gate options reach the flags section,
// Out takes the sequence, and a message id that no flag can carry is
// refused.
func TestWatchOptions(t *testing.T) {
	var out bytes.Buffer
	clock := &fakeClock{now: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
	res, err := Watch(context.Background(), &pagesTab{}, WatchOptions{
		Out: &out, Clock: clock, MaxSnapshots: 2,
		Classify: chatproof.Options{MinTurn: 3},
		Gate:     gate.Config{Samples: 5, StableFor: 2 * time.Second},
	})
	if err != nil || res.Reason != ReasonSnapshotLimit || res.Sequence != nil || res.FiredAt != -1 {
		t.Fatalf("%+v, sequence %d bytes, %v", res.Result, len(res.Sequence), err)
	}
	flags, ok := corpus.Section(txtar.Parse(out.Bytes()), "flags")
	if !ok || string(flags) != "--min-turn 3 --samples 5 --stable 2s\n" {
		t.Errorf("flags section %q", flags)
	}
	if _, err := Watch(context.Background(), &pagesTab{}, WatchOptions{Classify: chatproof.Options{ExpectMessageID: "a b"}}); err == nil {
		t.Error("a message id with white space was accepted")
	}
}

// TestWatchKeepGoing: with KeepGoing the watch records past the gate's
// firing until its limit, FiredAt stays the first firing, and OnStep sees
// every snapshot.
func TestWatchKeepGoing(t *testing.T) {
	clock := &fakeClock{now: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
	var steps []time.Duration
	res, err := Watch(context.Background(), &pagesTab{streaming: 3}, WatchOptions{
		Interval: 400 * time.Millisecond, Clock: clock, MaxSnapshots: 10, KeepGoing: true,
		OnStep: func(at time.Duration, _ gate.Step) { steps = append(steps, at) },
	})
	if err != nil {
		t.Fatal(err)
	}
	if res.Reason != ReasonSnapshotLimit || res.Snapshots != 10 || res.FiredAt != 2400*time.Millisecond {
		t.Errorf("%+v, fired at %v; want the snapshot limit after 10, fired at 2.4s", res.Result, res.FiredAt)
	}
	if len(steps) != 10 || steps[9] != 3600*time.Millisecond {
		t.Errorf("OnStep saw %v", steps)
	}
}

// unchangedTab serves a streaming page, then snapshots marked Unchanged
// whose HTML is a finished page: a watch that judged them would fire.
type unchangedTab struct{ calls int }

func (u *unchangedTab) Capture(ctx context.Context, opt CaptureOptions) (*Snapshot, error) {
	u.calls++
	if u.calls == 1 {
		return &Snapshot{HTML: corpus.Generate(corpus.GenOptions{Turns: 4, State: corpus.GenStreaming, Seed: 1})}, nil
	}
	return &Snapshot{HTML: corpus.Generate(corpus.GenOptions{Turns: 4, State: corpus.GenFinished, Seed: 1}), Unchanged: true}, nil
}

// TestWatchUnchangedReusesVerdict: Watch judges a snapshot marked
// Unchanged by the verdict of the one before it (the page read exactly as
// it did), classifying nothing, and still counts it as a sample of the
// gate: here every sample keeps the first one's streaming verdict, so the
// gate never fires.
func TestWatchUnchangedReusesVerdict(t *testing.T) {
	clock := &fakeClock{now: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
	var steps int
	res, err := Watch(context.Background(), &unchangedTab{}, WatchOptions{Clock: clock, MaxSnapshots: 10,
		OnStep: func(time.Duration, gate.Step) { steps++ }})
	if err != nil {
		t.Fatal(err)
	}
	if res.Reason != ReasonSnapshotLimit || res.FiredAt != -1 || steps != 10 {
		t.Errorf("%+v, fired at %v, %d steps; want the snapshot limit, never fired, 10 steps", res.Result, res.FiredAt, steps)
	}
	if res.Verdict.Terminal != chatproof.Incomplete || res.Verdict.Activity.Level != chatproof.LevelStrong {
		t.Errorf("last verdict %s (activity %s), want the first snapshot's: incomplete, strong", res.Verdict.Terminal, res.Verdict.Activity.Level)
	}
}
