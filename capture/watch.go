package capture

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
	"unicode"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/gate"
)

// WatchOptions controls Watch. The zero value watches with scoped captures
// every DefaultInterval for at most DefaultMax, with the gate's defaults.
type WatchOptions struct {
	// Capture controls each capture; its Scoped field is set from Full.
	Capture CaptureOptions
	// Full takes full captures instead of scoped ones: slower, for corpus
	// work.
	Full         bool
	Interval     time.Duration // between snapshot starts; 0 means DefaultInterval
	Max          time.Duration // time limit; 0 means DefaultMax
	MaxSnapshots int           // snapshot limit; 0 means DefaultMaxSnapshots
	// Classify selects the response each snapshot is judged for.
	Classify chatproof.Options
	// Gate configures the completion gate.
	Gate gate.Config
	// Out, when not nil, receives the recorded sequence as it is taken,
	// and WatchResult.Sequence stays nil; otherwise the sequence is kept in
	// memory.
	Out io.Writer
	// Note is added to the sequence's comment.
	Note string
	// Clock keeps time; nil means real time.
	Clock Clock
	// KeepGoing records on after the gate fires, until a limit or ctx
	// ends; WatchResult.FiredAt still says when it fired.
	KeepGoing bool
	// OnStep, when not nil, is told the gate's decision on every snapshot,
	// with the snapshot's time since the first one.
	OnStep func(at time.Duration, step gate.Step)
}

// WatchResult is how a watch ended.
type WatchResult struct {
	// Result counts the snapshots and says why the watch stopped:
	// ReasonGateFired when the gate fired, else the limit reached.
	Result
	// Verdict is the verdict of the last snapshot.
	Verdict chatproof.Verdict
	// Step is the gate's decision on the last snapshot.
	Step gate.Step
	// FiredAt is the time of the snapshot on which the gate fired, since
	// the first snapshot; -1 when it did not fire.
	FiredAt time.Duration
	// Sequence is the recorded sequence (a txtar archive that chatproof
	// replay reads), unless WatchOptions.Out took it.
	Sequence []byte
}

// Watch captures src every opt.Interval, judges each snapshot and feeds the
// completion gate until the gate fires (the reply is finished), a limit is
// reached or ctx ends. It only reads the page: it never clicks, types or
// sends. The sequence it records replays to the same decision: each sample
// is timed to the millisecond, as a replay of the archive times it.
func Watch(ctx context.Context, src Capturer, opt WatchOptions) (WatchResult, error) {
	res := WatchResult{FiredAt: -1}
	if strings.ContainsFunc(opt.Classify.ExpectMessageID, unicode.IsSpace) {
		return res, errors.New("capture: an expected message id holds white space")
	}
	var buf bytes.Buffer
	out := opt.Out
	if out == nil {
		out = &buf
	}
	term := gate.NewTerminal(opt.Gate)
	var epoch time.Time
	src = &lastTaken{Capturer: src}
	var judged bool // a verdict of an earlier snapshot is in res.Verdict
	var judgeErr error
	judge := func(at time.Duration, html []byte) (bool, error) {
		at = at.Truncate(time.Millisecond)
		v, err := res.Verdict, judgeErr
		if s := src.(*lastTaken).last; !judged || s == nil || !s.Unchanged {
			// An unchanged snapshot is the last one again: its verdict is.
			v, err = chatproof.ClassifyHTML(html, opt.Classify)
		}
		judged, judgeErr = true, err
		res.Verdict = v
		res.Step = term.Observe(gate.Sample{At: epoch.Add(at), Verdict: v, Err: err})
		if opt.OnStep != nil {
			opt.OnStep(at, res.Step)
		}
		if res.Step.Fire && res.FiredAt < 0 {
			res.FiredAt = at
		}
		return res.Step.Fire && !opt.KeepGoing, nil
	}
	copt := opt.Capture
	copt.Scoped = !opt.Full
	r, err := Record(ctx, src, out, RecordOptions{
		CaptureOptions: copt,
		Interval:       opt.Interval,
		Max:            opt.Max,
		MaxSnapshots:   opt.MaxSnapshots,
		Flags:          watchFlags(opt),
		Note:           opt.Note,
		Clock:          opt.Clock,
	}, judge)
	res.Result = r
	if opt.Out == nil {
		res.Sequence = buf.Bytes()
	}
	return res, err
}

// watchFlags renders the flags section a replay of the sequence needs to
// judge and gate it as Watch did.
func watchFlags(opt WatchOptions) string {
	var parts []string
	if id := opt.Classify.ExpectMessageID; id != "" {
		parts = append(parts, "--expect-message-id "+id)
	}
	if n := opt.Classify.MinTurn; n > 0 {
		parts = append(parts, fmt.Sprintf("--min-turn %d", n))
	}
	if n := opt.Gate.Samples; n > 0 {
		parts = append(parts, fmt.Sprintf("--samples %d", n))
	}
	if d := opt.Gate.StableFor; d > 0 {
		parts = append(parts, "--stable "+d.String())
	}
	if len(parts) == 0 {
		return ""
	}
	return strings.Join(parts, " ") + "\n"
}

// lastTaken is a Capturer that remembers the snapshot it took last, so
// that Watch judges a snapshot marked Unchanged by the verdict of the one
// before it.
type lastTaken struct {
	Capturer
	last *Snapshot
}

func (l *lastTaken) Capture(ctx context.Context, opt CaptureOptions) (*Snapshot, error) {
	s, err := l.Capturer.Capture(ctx, opt)
	l.last = s
	return s, err
}
