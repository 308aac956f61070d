package capture

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/chatproof/chatproof/capture/page"
	"github.com/chatproof/chatproof/capture/redact"
	"github.com/chatproof/chatproof/internal/seqfmt"
)

// Reason codes: why a recording stopped.
const (
	ReasonGateFired     = "gate_fired"     // the judge said the sequence is done
	ReasonTimeLimit     = "time_limit"     // RecordOptions.Max or the context's deadline passed
	ReasonSnapshotLimit = "snapshot_limit" // RecordOptions.MaxSnapshots taken
	ReasonCanceled      = "canceled"       // the context was canceled
	ReasonNavigated     = "navigated"      // the tab navigated to another page
)

// Recording defaults, used for zero RecordOptions fields.
const (
	DefaultInterval     = 400 * time.Millisecond
	DefaultMax          = 10 * time.Minute
	DefaultMaxSnapshots = 2000
	// MinInterval is the shortest interval Record uses; shorter ones are
	// raised to it, so snapshot offsets in milliseconds stay distinct.
	MinInterval = 10 * time.Millisecond
	// LimitGrace is how long past Max a capture in progress may run before
	// Record cuts it: Max bounds the whole recording, a page that stopped
	// answering included.
	LimitGrace = 2 * time.Second
)

// RecordOptions controls Record.
type RecordOptions struct {
	CaptureOptions
	Interval     time.Duration // between snapshot starts; 0 means DefaultInterval
	Max          time.Duration // recording time limit; 0 means DefaultMax
	MaxSnapshots int           // snapshot limit; 0 means DefaultMaxSnapshots
	// Flags is written as the archive's flags section when not empty (the
	// classify and gate flags a replay needs).
	Flags string
	// Note is added to the archive comment, e.g. the stop condition.
	Note string
	// Clock schedules the snapshots and times them; nil means real time.
	Clock Clock
}

// Clock is the time Record keeps: Now reads it and After returns a channel
// that receives once d has passed. Tests pass a fake one so that a
// recording's schedule does not depend on how loaded the machine is.
type Clock interface {
	Now() time.Time
	After(d time.Duration) <-chan time.Time
}

// realClock is the wall clock.
type realClock struct{}

func (realClock) Now() time.Time                         { return time.Now() }
func (realClock) After(d time.Duration) <-chan time.Time { return time.After(d) }

// Judge sees every snapshot in order, with its time since the first one,
// and reports whether the recording is done.
type Judge func(at time.Duration, html []byte) (done bool, err error)

// Result is how a recording ended.
type Result struct {
	Snapshots int           // snapshots written in full to the sequence
	Last      time.Duration // time of the last snapshot since the first
	Reason    string        // one of the Reason codes
	// NavigatedTo is, with ReasonNavigated, the page the tab went to
	// (through redact.CleanURL).
	NavigatedTo string
}

// Capturer takes one snapshot, giving up when ctx ends; *Tab is one.
type Capturer interface {
	Capture(context.Context, CaptureOptions) (*Snapshot, error)
}

// Record captures src every opt.Interval and streams a timed sequence to w
// as a txtar archive: a comment with the provenance of the first snapshot,
// the flags section, then one section snap/NNNNNNms.html per snapshot
// (milliseconds since the first snapshot's start, at least 6 digits). It
// stops when judge reports done (nil judge: never), at opt.Max or ctx's
// deadline, at opt.MaxSnapshots, when ctx is canceled, or when the tab
// navigated to another page (a snapshot of another document, by
// page.Provenance.Document: that snapshot is not written), and says which in
// Result.Reason.
// Captures are scheduled on the grid first + k·interval, where first is
// when the first capture started, none after opt.Max; a capture slower than
// the interval makes the next one skip the slots it missed, so none overlap
// and each snapshot's offset lies in a grid cell of its own:
// offset/interval strictly increases. A failed capture or write ends the
// recording with an error; everything written before it stays a valid
// archive, and nothing is written before the first snapshot is in hand. A
// capture still running LimitGrace after Max is cut: Record then returns
// ReasonTimeLimit with the capture's error.
func Record(ctx context.Context, src Capturer, w io.Writer, opt RecordOptions, judge Judge) (Result, error) {
	interval, limit, maxSnaps := opt.Interval, opt.Max, opt.MaxSnapshots
	switch {
	case interval <= 0:
		interval = DefaultInterval
	case interval < MinInterval:
		interval = MinInterval
	}
	if limit <= 0 {
		limit = DefaultMax
	}
	if maxSnaps <= 0 {
		maxSnaps = DefaultMaxSnapshots
	}
	clock := opt.Clock
	if clock == nil {
		clock = realClock{}
	}
	var res Result
	end := clock.Now().Add(limit + LimitGrace) // no capture runs past it
	var first, next time.Time                  // the grid's origin (the first capture's start) and next slot
	var doc string                             // the recorded document (page.Provenance.Document)
	for {
		if wait := next.Sub(clock.Now()); res.Snapshots > 0 && wait > 0 {
			select {
			case <-ctx.Done():
			case <-clock.After(wait):
			}
		}
		if ctx.Err() != nil {
			res.Reason = stopReason(ctx)
			return res, nil
		}
		taken := clock.Now()
		cctx, cancel := context.WithTimeout(ctx, end.Sub(taken))
		snap, err := src.Capture(cctx, opt.CaptureOptions)
		cut := cctx.Err() != nil
		cancel()
		switch {
		case err == nil:
		case errors.Is(ctx.Err(), context.Canceled): // interrupted mid-capture
			res.Reason = ReasonCanceled
			return res, nil
		case cut:
			res.Reason = ReasonTimeLimit
			return res, fmt.Errorf("stopped at the time limit with a capture unfinished: %w", err)
		default:
			return res, err
		}
		var out []byte
		if res.Snapshots == 0 { // the head goes out with the first snapshot, in one write
			first, next = taken, taken
			doc = snap.Provenance.Document
			out = head(snap.Provenance, interval, opt)
		} else if d := snap.Provenance.Document; doc != "" && d != "" && d != doc {
			// Another page is not the recorded one: it is not written.
			to := snap.Provenance.DocumentURL
			if to == "" {
				to = snap.Provenance.URL
			}
			res.Reason, res.NavigatedTo = ReasonNavigated, redact.CleanURL(to)
			return res, nil
		}
		at := taken.Sub(first)
		out = append(out, seqfmt.Section(at, snap.HTML)...)
		if _, err := w.Write(out); err != nil {
			return res, fmt.Errorf("capture: writing the sequence: %w", err)
		}
		res.Snapshots++ // counts what was written
		res.Last = at
		if judge != nil {
			done, err := judge(at, snap.HTML)
			if err != nil {
				return res, err
			}
			if done {
				res.Reason = ReasonGateFired
				return res, nil
			}
		}
		if res.Snapshots >= maxSnaps {
			res.Reason = ReasonSnapshotLimit
			return res, nil
		}
		// Keep to the grid; a slot missed by a slow capture is skipped, so
		// captures never overlap or bunch up.
		if now := clock.Now(); !next.After(now) {
			next = next.Add((now.Sub(next)/interval + 1) * interval)
		}
		if next.Sub(first) > limit {
			res.Reason = ReasonTimeLimit
			return res, nil
		}
	}
}

// stopReason is why an ended ctx stops a recording: its deadline is a time
// limit, a cancellation is not.
func stopReason(ctx context.Context) string {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return ReasonTimeLimit
	}
	return ReasonCanceled
}

// head renders the archive comment and flags section.
func head(p page.Provenance, interval time.Duration, opt RecordOptions) []byte {
	c := fmt.Sprintf("Recorded by %s from %s at %s (%s, viewport %dx%d), one snapshot every %v.\n",
		p.Tool, redact.CleanURL(p.URL), p.Time.UTC().Format(page.TimeFormat), p.Browser, p.Width, p.Height, interval)
	if opt.Note != "" {
		c += opt.Note + "\n"
	}
	return seqfmt.Head(c, opt.Flags)
}
