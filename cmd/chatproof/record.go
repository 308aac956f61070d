package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/capture/redact"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/gate"
	"github.com/chatproof/chatproof/site"
)

func init() {
	verbs["record"] = verb{runRecord, "record a live tab as a timed sequence until the completion gate fires"}
}

var recordHelp = verbHelp{
	Usage: "chatproof record (--cdp URL [--tab PATTERN] | --launch --url URL) [--interval 400ms] [--until complete|never] [--max 10m] [--profile FILE]... -o SEQ.txtar",
	About: `
Captures the tab every --interval into a sequence chatproof replay reads,
classifying each snapshot and feeding the terminal completion gate, until
the gate fires (--until complete) or a limit is reached. It prints one line
per snapshot to stderr and the outcome to stdout.

--cdp attaches to a running browser: start Chrome or Chromium with
--remote-debugging-port=9222 (and its own --user-data-dir), then pass
--cdp http://127.0.0.1:9222. --launch starts a headless browser instead.`,
	Exit: []string{
		"0  the gate fired (or --until never ran to its limit)",
		"1  a usage, browser or I/O error",
		"3  --until complete stopped at a limit, or was interrupted, before the gate fired",
	},
}

// runRecord is "chatproof record": captures a tab every --interval into a
// sequence archive (-o), classifying each snapshot and feeding the terminal
// gate, until the gate fires (--until complete) or --max. --max bounds the
// whole run: launching or attaching and loading must be done by then, and a
// capture still running LimitGrace after it is cut, so a tab behind an
// alert() or in a script loop ends the run rather than hanging it. -o is
// created with the first snapshot; on any error the message says how many
// snapshots it holds. It prints one line per snapshot to stderr and the
// outcome to stdout. Exit 0 when the gate
// fired (or --until never ran to its limit), 3 when --until complete hit a
// limit or was interrupted first, 1 on usage, browser or I/O errors. A tab
// that navigates to another page ends the recording there, with a message
// saying where it went and what was saved; the new page is not recorded.
func runRecord(args []string, stdout, stderr io.Writer) int {
	return recordWith(nil, args, stdout, stderr)
}

// recordWith is runRecord keeping the recording's schedule and its --max by
// clock (nil: real time), so that a test's recording takes the snapshots
// its schedule says whatever the machine's load. With a clock, the run has
// no real-time deadline of its own past opening the tab: the recording
// ends at --max by the clock, and a capture still running is cut
// LimitGrace past it, in real time from the capture's start, as
// capture.Record does with any clock.
func recordWith(clock capture.Clock, args []string, stdout, stderr io.Writer) int {
	c := newCommand("record", recordHelp, stdout, stderr)
	fs := c.flags
	var src source
	src.bind(fs)
	var opts chatproof.Options
	corpus.BindClassifyFlags(fs, &opts)
	var cfg gate.Config
	fs.IntVar(&cfg.Samples, "samples", 0, "gate: consecutive finished samples needed (0: the gate's default)")
	fs.DurationVar(&cfg.StableFor, "stable", 0, "gate: how long they must hold (0: the gate's default)")
	interval := fs.Duration("interval", capture.DefaultInterval, "time between snapshots")
	until := fs.String("until", "complete", "stop when the gate fires (complete) or only at a limit (never)")
	max := fs.Duration("max", capture.DefaultMax, "recording time limit")
	maxSnaps := fs.Int("max-snapshots", capture.DefaultMaxSnapshots, fmt.Sprintf("snapshot limit (at most %d)", gate.MaxSnapshots))
	redactText := fs.Bool("redact-text", false, "replace message content with same-length filler; UI chrome stays")
	full := fs.Bool("full", false, "record the whole page (for corpus work); default: only what the rules read")
	out := fs.String("o", "", "write the sequence to `SEQ.txtar` (required)")
	profileFile := profileFlag(fs)
	rest, status, ok := c.parse(args)
	if !ok {
		return status
	}
	profile, status, ok := loadProfileFlag(c, profileFile)
	if !ok {
		return status
	}
	opts = runOptions(profile).Apply(opts)
	var err error
	switch {
	case strings.ContainsFunc(opts.ExpectMessageID, func(r rune) bool { return r <= ' ' }):
		err = fmt.Errorf("--expect-message-id %q holds white space", opts.ExpectMessageID)
	case cfg.Samples < 0 || cfg.StableFor < 0:
		err = errors.New("--samples and --stable cannot be negative")
	case len(rest) > 0:
		err = fmt.Errorf("unexpected argument %q", rest[0])
	case *out == "":
		err = errors.New("-o is required")
	case *until != "complete" && *until != "never":
		err = fmt.Errorf("--until %q: want complete or never", *until)
	case *interval <= 0 || *max <= 0:
		err = errors.New("--interval and --max must be positive")
	case *maxSnaps <= 0 || *maxSnaps > gate.MaxSnapshots:
		err = fmt.Errorf("--max-snapshots must be between 1 and %d", gate.MaxSnapshots)
	default:
		err = src.check(0, "--cdp and --launch")
	}
	if err != nil {
		return c.usageError("%v", err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	// --max bounds the whole run: connecting, loading and the capture in
	// progress included.
	cancel := context.CancelFunc(func() {})
	if clock == nil {
		ctx, cancel = context.WithTimeout(ctx, *max+capture.LimitGrace)
	}
	defer cancel()
	openCtx, cancelOpen := context.WithTimeout(ctx, *max) // a tab still loading at --max has nothing to record
	defer cancelOpen()
	tab, done, err := src.open(openCtx)
	if err != nil {
		c.fail("", err)
		fmt.Fprintf(stderr, "chatproof record: %s\n", saved(0, *out))
		return exitError
	}
	defer done()
	f := &lazyFile{name: *out}
	res, err := capture.Watch(ctx, tab, capture.WatchOptions{
		Capture:  capture.CaptureOptions{Options: redact.Options{RedactText: *redactText}, Tool: toolName(), Profiles: site.WithProfiles(profile)},
		Full:     *full,
		Interval: *interval, Max: *max, MaxSnapshots: *maxSnaps,
		Classify: opts, Gate: cfg,
		Out:       f,
		Note:      fmt.Sprintf("Stops when the gate fires (--until %s) or after %v.", *until, *max),
		KeepGoing: *until == "never",
		OnStep:    logStep(stderr),
		Clock:     clock,
	})
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		c.fail("", err)
		fmt.Fprintf(stderr, "chatproof record: %s\n", saved(res.Snapshots, *out))
		return exitError
	}
	if res.Reason == capture.ReasonNavigated {
		fmt.Fprintf(stderr, "chatproof record: the tab navigated to another page (%s) after %dms; the recording ends there: %s\n",
			res.NavigatedTo, res.Last.Milliseconds(), saved(res.Snapshots, *out))
	}
	completeAt := gate.CompleteAt{Fired: res.FiredAt >= 0, MS: res.FiredAt.Milliseconds()}
	fmt.Fprintf(stdout, "%s: %d snapshots over %dms, stopped: %s, complete_at: %s\n",
		*out, res.Snapshots, res.Last.Milliseconds(), res.Reason, completeAt)
	if *until == "complete" && !completeAt.Fired {
		return exitFailed
	}
	return exitOK
}

// logStep prints the gate's decision on each snapshot, one line each.
func logStep(log io.Writer) func(time.Duration, gate.Step) {
	return func(at time.Duration, st gate.Step) {
		fmt.Fprintf(log, "  %8dms  level=%-7s finished=%-5t stable=%d/%dms  %s %s\n",
			at.Milliseconds(), st.Level, st.Finished, st.StableSamples, st.StableFor.Milliseconds(),
			st.Decision, strings.Join(st.Reasons, ","))
	}
}

// lazyFile creates its file on the first Write, so that a recording that
// never got a snapshot leaves no file behind and an old file in its place
// untouched.
type lazyFile struct {
	name string
	f    *os.File
}

func (l *lazyFile) Write(p []byte) (int, error) {
	if l.f == nil {
		f, err := os.Create(l.name)
		if err != nil {
			return 0, err
		}
		l.f = f
	}
	return l.f.Write(p)
}

// Close closes the file, if it was created.
func (l *lazyFile) Close() error {
	if l.f == nil {
		return nil
	}
	return l.f.Close()
}

// saved says what a stopped recording left behind.
func saved(n int, out string) string {
	if n == 0 {
		return "no snapshot taken; " + out + " not written"
	}
	return fmt.Sprintf("%d snapshots saved to %s, a valid sequence up to the last one", n, out)
}
