package main

import (
	"context"
	"fmt"
	"time"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/capture/redact"
	"github.com/chatproof/chatproof/gate"
)

// follow is the one loop behind chatproof watch and the MCP tool
// wait_for_reply: it reads a tab every interval, judges each read and feeds
// the completion gate until the gate fires, the turn ends without an answer
// (a provider terminal, a wall), the time limit passes, the tab goes away
// (closed, or navigated to another document) or the caller gives up. It
// only reads the page; nothing is written anywhere.

// Outcomes of a follow: how it ended. They are API (chatproof.watch/v1,
// the MCP tool's output): add, never rename.
const (
	// outcomeFired: the completion gate fired; the answer is final.
	outcomeFired = "fired"
	// outcomeProviderTerminal: the turn ended without a finished answer: a
	// provider terminal (an error, the length wall, a quota) in the current
	// turn, or a wall, quota or closed composer under an unfinished reply,
	// with no live activity.
	outcomeProviderTerminal = "provider_terminal"
	// outcomeTimeLimit: the time limit passed before the gate fired.
	outcomeTimeLimit = "time_limit"
	// outcomeTabGone: the tab closed, or navigated to another document,
	// before the gate fired.
	outcomeTabGone = "tab_gone"
	// outcomeCanceled: the caller gave up (an interrupt, a cancelled call).
	outcomeCanceled = "canceled"
)

// Reason codes of a follow's ending, besides the provider terminal and
// surface state codes of the verdict.
const (
	followGateFired = "gate_fired"
	followTimeLimit = "time_limit"
	followClosed    = "tab_closed"
	followNavigated = "navigated"
	followCanceled  = "canceled"
)

// followOptions controls follow.
type followOptions struct {
	Interval time.Duration // between read starts; 0 means capture.DefaultInterval
	Max      time.Duration // time limit; 0 means capture.DefaultMax
	Classify chatproof.Options
	Gate     gate.Config
	Capture  capture.CaptureOptions
	// Clock keeps time; nil means real time.
	Clock capture.Clock
	// OnPoll, when not nil, is told every read's verdict and the gate's
	// decision on it, in order.
	OnPoll func(followPoll)
	// Gone, when not nil, is asked after a read failed whether the tab is
	// gone (no longer in the browser's tab list).
	Gone func(ctx context.Context) bool
}

// followPoll is one read of a follow.
type followPoll struct {
	N       int           // 1-based
	At      time.Duration // since the first read started
	Verdict chatproof.Verdict
	Step    gate.Step
}

// followResult is how a follow ended.
type followResult struct {
	Outcome string // one of the outcome constants
	// Reason is a snake_case code: gate_fired, time_limit, tab_closed,
	// navigated, canceled, or the provider terminal (provider_error,
	// conversation_exhausted, …) or surface state (exhausted, quota,
	// closed) that ended the turn.
	Reason string
	// Detail says the same for a person or a model, with what to do.
	Detail  string
	Polls   int
	Elapsed time.Duration
	// Verdict and Step are those of the last read (zero when none was
	// judged).
	Verdict chatproof.Verdict
	Step    gate.Step
	// FiredAt is when the gate fired, since the first read; -1 when it
	// did not.
	FiredAt time.Duration
	// NavigatedTo is, for navigated, where the tab went (scheme, host and
	// path).
	NavigatedTo string
}

// realClock is the time of the machine.
type realClock struct{}

func (realClock) Now() time.Time                         { return time.Now() }
func (realClock) After(d time.Duration) <-chan time.Time { return time.After(d) }

// follow reads src until it ends (see the outcomes). An error is returned
// only when the tab could not be read for another reason (a page that did
// not answer, a lost connection); the result then says how far it got.
func follow(ctx context.Context, src capture.Capturer, opt followOptions) (followResult, error) {
	clock := opt.Clock
	if clock == nil {
		clock = realClock{}
	}
	interval, max := opt.Interval, opt.Max
	if interval <= 0 {
		interval = capture.DefaultInterval
	}
	if max <= 0 {
		max = capture.DefaultMax
	}
	res := followResult{FiredAt: -1}
	term := gate.NewTerminal(opt.Gate)
	copt := opt.Capture
	copt.Scoped = true
	start := clock.Now()
	var doc string // the document the first read read
	for n := 1; ; n++ {
		at := clock.Now().Sub(start)
		res.Elapsed = at
		if at >= max {
			return res.end(outcomeTimeLimit, followTimeLimit, fmt.Sprintf("the gate did not fire within %v; the reply may still be coming: wait again, or read the tab", max)), nil
		}
		if ctx.Err() != nil {
			return res.end(outcomeCanceled, followCanceled, "the wait was cancelled"), nil
		}
		// A read may run past the limit by capture.LimitGrace at most.
		copt.Timeout = min(max-at+capture.LimitGrace, capture.DefaultTimeout)
		snap, err := src.Capture(ctx, copt)
		if err != nil {
			switch {
			case ctx.Err() != nil:
				return res.end(outcomeCanceled, followCanceled, "the wait was cancelled"), nil
			case opt.Gone != nil && opt.Gone(ctx):
				return res.end(outcomeTabGone, followClosed, "the tab was closed; nothing is left to read there"), nil
			}
			return res, err
		}
		if d := snap.Provenance.Document; doc == "" {
			doc = d
		} else if d != "" && d != doc {
			res.NavigatedTo = redact.CleanURL(snap.Provenance.DocumentURL)
			return res.end(outcomeTabGone, followNavigated, "the tab navigated to another page ("+res.NavigatedTo+"); the reply waited for is not there"), nil
		}
		v := res.Verdict // an unchanged read is judged by the last verdict
		if !snap.Unchanged || n == 1 {
			v, err = chatproof.ClassifyHTML(snap.HTML, opt.Classify)
		}
		step := term.Observe(gate.Sample{At: start.Add(at), Verdict: v, Err: err})
		if err != nil {
			return res, fmt.Errorf("judging the read: %w", err)
		}
		res.Polls, res.Verdict, res.Step = n, v, step
		if opt.OnPoll != nil {
			opt.OnPoll(followPoll{N: n, At: at, Verdict: v, Step: step})
		}
		if step.Fire {
			res.FiredAt = at
			return res.end(outcomeFired, followGateFired, "the completion gate fired: the answer is final"), nil
		}
		if code, ok := turnEnded(v); ok {
			return res.end(outcomeProviderTerminal, code, "the turn ended without a finished answer: "+code+"; retry or start a new chat as the page says"), nil
		}
		next := start.Add(time.Duration(n) * interval)
		if wait := next.Sub(clock.Now()); wait > 0 {
			select {
			case <-ctx.Done():
			case <-clock.After(wait):
			}
		}
	}
}

// end sets how res ended.
func (res followResult) end(outcome, reason, detail string) followResult {
	res.Outcome, res.Reason, res.Detail = outcome, reason, detail
	return res
}

// turnEnded reports whether a verdict shows the turn over without an
// answer the gate could prove: a provider terminal in the current turn, or
// a wall, quota or closed composer under a reply that is not complete,
// with no strong activity either way (a page still streaming may yet
// recover or finish). A complete reply above a wall is left to the gate.
func turnEnded(v chatproof.Verdict) (string, bool) {
	if v.Activity.Level == chatproof.LevelStrong {
		return "", false
	}
	if v.ProviderTerminal != chatproof.ProviderNone {
		return string(v.ProviderTerminal), true
	}
	switch v.Surface.State {
	case chatproof.SurfaceExhausted, chatproof.SurfaceQuota, chatproof.SurfaceClosed:
		if v.Terminal != chatproof.Complete {
			return string(v.Surface.State), true
		}
	}
	return "", false
}
