package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strings"
	"time"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/gate"
	"github.com/chatproof/chatproof/site"
)

func init() {
	verbs["watch"] = verb{runWatch, "follow a live tab until its reply is final, printing one JSON line per read and the outcome"}
}

// watchSchema is the schema of watch's JSON lines.
const watchSchema = "chatproof.watch/v1"

// Exit statuses of watch besides exitOK (the gate fired), exitError and
// exitFailed (the time limit, or an interrupt).
const (
	exitTurnEnded = 4 // a provider terminal or a wall ended the turn
	exitTabGone   = 5 // the tab closed or navigated away
)

var watchHelp = verbHelp{
	Usage: "chatproof watch --cdp URL [--tab ID|PATTERN] [--interval 400ms] [--max 10m] [--expect-message-id ID] [--min-turn N] [--samples N] [--stable D] [--profile FILE]...",
	About: `
Attaches to a running browser (start Chrome or Chromium with
--remote-debugging-port=9222, then pass --cdp http://127.0.0.1:9222), reads
the tab (its target id, or the one tab whose URL contains PATTERN) every
--interval with the scoped, read-only reader, judges each read and feeds the
completion gate, as record does, but writes nothing to disk: it prints one
chatproof.watch/v1 JSON line per read ("event":"poll": the verdict in brief
and the gate's decision) and a last line ("event":"end") with the outcome
and, when the gate fired, the whole answer bound to its message id.

Outcomes: fired (the gate fired: the answer is final); provider_terminal
(the current turn shows a provider error, the length wall or a quota, or a
wall, quota or closed composer under an unfinished reply, with no live
activity); time_limit (--max passed first); tab_gone (the tab was closed,
or navigated to another page); canceled (interrupted). Only fired carries
an answer: a reply the gate did not prove final is reported as the last
read, never as the answer.

It never clicks, types, navigates or reloads. record is the verb that
writes a sequence for fixtures.`,
	Exit: []string{
		"0  fired: the gate fired; the last line holds the answer",
		"1  a usage or browser error (no browser there, no such tab, a page that did not answer)",
		"3  time_limit or canceled: the gate did not fire before --max or an interrupt",
		"4  provider_terminal: a provider error, the length wall or a quota ended the turn",
		"5  tab_gone: the tab was closed or navigated away",
	},
}

// watchPoll is one read's line.
type watchPoll struct {
	Schema string     `json:"schema"`
	Event  string     `json:"event"` // "poll"
	Tab    string     `json:"tab"`
	Poll   int        `json:"poll"`
	AtMS   int64      `json:"at_ms"`
	Read   readReport `json:"read"`
	Gate   gateReport `json:"gate"`
}

// watchEnd is the last line.
type watchEnd struct {
	Schema      string        `json:"schema"`
	Event       string        `json:"event"` // "end"
	Tab         string        `json:"tab"`
	Outcome     string        `json:"outcome"`
	Reason      string        `json:"reason"`
	Detail      string        `json:"detail"`
	Polls       int           `json:"polls"`
	ElapsedMS   int64         `json:"elapsed_ms"`
	FiredAtMS   int64         `json:"fired_at_ms"` // -1 when the gate did not fire
	NavigatedTo string        `json:"navigated_to,omitempty"`
	Answer      *answerReport `json:"answer"`
	Last        *readReport   `json:"last"` // the last read, null when none was judged
}

// runWatch is "chatproof watch".
func runWatch(args []string, stdout, stderr io.Writer) int {
	c := newCommand("watch", watchHelp, stdout, stderr)
	fs := c.flags
	cdpURL := fs.String("cdp", "", "remote debugging `URL` of a running browser (http://127.0.0.1:9222)")
	pattern := fs.String("tab", "", "the tab: its target `ID`, or the one tab whose URL contains PATTERN")
	var opts chatproof.Options
	corpus.BindClassifyFlags(fs, &opts)
	var cfg gate.Config
	fs.IntVar(&cfg.Samples, "samples", 0, "gate: consecutive finished samples needed (0: the gate's default)")
	fs.DurationVar(&cfg.StableFor, "stable", 0, "gate: how long they must hold (0: the gate's default)")
	interval := fs.Duration("interval", capture.DefaultInterval, "time between reads")
	max := fs.Duration("max", capture.DefaultMax, "time limit")
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
	case len(rest) > 0:
		err = fmt.Errorf("unexpected argument %q", rest[0])
	case *cdpURL == "":
		err = errors.New("--cdp is required: watch attaches to a running browser")
	case strings.ContainsFunc(opts.ExpectMessageID, func(r rune) bool { return r <= ' ' }):
		err = fmt.Errorf("--expect-message-id %q holds white space", opts.ExpectMessageID)
	case cfg.Samples < 0 || cfg.StableFor < 0:
		err = errors.New("--samples and --stable cannot be negative")
	case *interval <= 0 || *max <= 0:
		err = errors.New("--interval and --max must be positive")
	}
	if err != nil {
		return c.usageError("%v", err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	ctx, cancel := context.WithTimeout(ctx, *max+capture.LimitGrace)
	defer cancel()
	b, err := capture.Attach(ctx, *cdpURL)
	if err != nil {
		return c.fail("", err)
	}
	defer b.Close()
	tab, err := b.Tab(ctx, *pattern)
	if err != nil {
		return c.fail("", err)
	}
	defer tab.Close()
	id := tab.ID()
	lines := jsonLines(stdout)
	var werr error // the first write error; the watch stops reporting then
	res, err := follow(ctx, tab, followOptions{
		Interval: *interval, Max: *max, Classify: opts, Gate: cfg,
		Capture: capture.CaptureOptions{Tool: toolName(), Profiles: site.WithProfiles(profile)},
		OnPoll: func(p followPoll) {
			if werr == nil {
				werr = lines.Encode(watchPoll{Schema: watchSchema, Event: "poll", Tab: id, Poll: p.N,
					AtMS: p.At.Milliseconds(), Read: readOf(p.Verdict), Gate: gateOf(p.Step)})
			}
		},
		Gone: tabGone(b, id),
	})
	if err != nil {
		return c.fail("", fmt.Errorf("tab %s after %d reads: %w", id, res.Polls, err))
	}
	end := watchEnd{Schema: watchSchema, Event: "end", Tab: id, Outcome: res.Outcome, Reason: res.Reason,
		Detail: res.Detail, Polls: res.Polls, ElapsedMS: res.Elapsed.Milliseconds(),
		FiredAtMS: res.FiredAt.Milliseconds(), NavigatedTo: res.NavigatedTo, Answer: answerOf(res)}
	if res.FiredAt < 0 {
		end.FiredAtMS = -1
	}
	if res.Polls > 0 {
		last := readOf(res.Verdict)
		end.Last = &last
	}
	if werr == nil {
		werr = lines.Encode(end)
	}
	if werr != nil {
		return c.fail("", werr)
	}
	return outcomeStatus(res.Outcome)
}

// outcomeStatus is watch's exit status for an outcome.
func outcomeStatus(outcome string) int {
	switch outcome {
	case outcomeFired:
		return exitOK
	case outcomeProviderTerminal:
		return exitTurnEnded
	case outcomeTabGone:
		return exitTabGone
	}
	return exitFailed
}

// tabGone returns follow's Gone for the tab id of b: whether the browser
// no longer lists it.
func tabGone(b *capture.Browser, id string) func(context.Context) bool {
	return func(ctx context.Context) bool {
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		tabs, err := b.Tabs(ctx)
		return err == nil && !slices.ContainsFunc(tabs, func(t capture.TabInfo) bool { return t.ID == id })
	}
}
