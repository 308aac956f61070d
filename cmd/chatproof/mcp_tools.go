package main

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/capture/page"
	"github.com/chatproof/chatproof/capture/redact"
	"github.com/chatproof/chatproof/gate"
)

// The inputs and outputs of the live tools. Their JSON names are API, as
// the reports' are: add, never rename.

type tabsInput struct{}

type tabsOutput struct {
	Tabs []chatTab `json:"tabs" jsonschema:"the browser's pages, in the browser's order"`
}

// chatTab is one tab of list_chat_tabs.
type chatTab struct {
	ID    string `json:"id" jsonschema:"the target id: pass it as tab to the other tools"`
	URL   string `json:"url" jsonschema:"the page's URL without user information or fragment, secret-looking query values redacted"`
	Title string `json:"title"`
	Site  string `json:"site" jsonschema:"the site profile whose hosts serve the URL's host (chatgpt, gemini, claude, …); empty for a page of no known site"`
}

type readInput struct {
	Tab             string `json:"tab,omitempty" jsonschema:"the tab: its id from list_chat_tabs, or a part of its URL that matches exactly one tab; empty when the browser has one tab"`
	ExpectMessageID string `json:"expect_message_id,omitempty" jsonschema:"judge only the assistant message with this data-message-id"`
	MinTurn         int    `json:"min_turn,omitempty" jsonschema:"judge only a reply whose turn index is at least this (the turn after your Send)"`
}

type readOutput struct {
	Tab     string     `json:"tab" jsonschema:"the tab's id"`
	URL     string     `json:"url" jsonschema:"the page read: scheme, host and path"`
	Site    string     `json:"site" jsonschema:"the site profile of the URL's host, empty for none"`
	At      string     `json:"at" jsonschema:"when the read was taken, RFC 3339 UTC"`
	Verdict readReport `json:"verdict"`
}

type waitInput struct {
	Tab             string  `json:"tab,omitempty" jsonschema:"the tab: its id from list_chat_tabs, or a part of its URL that matches exactly one tab; empty when the browser has one tab"`
	ExpectMessageID string  `json:"expect_message_id,omitempty" jsonschema:"wait for the assistant message with this data-message-id"`
	MinTurn         int     `json:"min_turn,omitempty" jsonschema:"wait for a reply whose turn index is at least this (the turn after your Send), so that the previous answer is never taken for the new one"`
	TimeoutSeconds  float64 `json:"timeout_seconds,omitempty" jsonschema:"give up after this many seconds (default 300, at most 3600)"`
	IntervalMS      int     `json:"interval_ms,omitempty" jsonschema:"milliseconds between reads (default 400, at least 50)"`
}

type waitOutput struct {
	Tab         string        `json:"tab"`
	Outcome     string        `json:"outcome" jsonschema:"fired (the answer is final), provider_terminal (an error, the length wall or a quota ended the turn), time_limit, tab_gone (closed or navigated) or canceled"`
	Reason      string        `json:"reason" jsonschema:"a code: gate_fired, time_limit, tab_closed, navigated, canceled, or the provider terminal or surface state that ended the turn"`
	Detail      string        `json:"detail" jsonschema:"what happened and what to do next"`
	Polls       int           `json:"polls"`
	ElapsedMS   int64         `json:"elapsed_ms"`
	FiredAtMS   int64         `json:"fired_at_ms" jsonschema:"when the gate fired, since the first read; -1 when it did not"`
	NavigatedTo string        `json:"navigated_to,omitempty"`
	Answer      *answerReport `json:"answer" jsonschema:"the final answer bound to its message id; null unless the outcome is fired"`
	Last        *readReport   `json:"last" jsonschema:"the last read's verdict; null when no read was judged"`
}

type presendInput struct {
	Tab string `json:"tab,omitempty" jsonschema:"the tab: its id from list_chat_tabs, or a part of its URL that matches exactly one tab; empty when the browser has one tab"`
}

type presendOutput struct {
	Tab     string            `json:"tab"`
	Stop    bool              `json:"stop" jsonschema:"true when both reads prove the exchange must stop before Send"`
	Code    string            `json:"code" jsonschema:"the stop code when stop is true, else empty"`
	State   string            `json:"state" jsonschema:"the surface state both reads agree on, empty when they do not"`
	Reasons []string          `json:"reasons" jsonschema:"the stop code, or why no stop is proven (surface_open, reads_disagree, …)"`
	Reads   []presendLiveRead `json:"reads"`
}

type presendLiveRead struct {
	At    string `json:"at" jsonschema:"RFC 3339 UTC"`
	State string `json:"state" jsonschema:"open, exhausted, quota, closed or missing"`
}

// Bounds of wait_for_reply's inputs.
const (
	defaultWaitTimeout = 300 * time.Second
	maxWaitTimeout     = time.Hour
	minWaitInterval    = 50 * time.Millisecond
)

// addLiveTools adds the four tools over live to s.
func addLiveTools(s *mcp.Server, live *liveReader) {
	readOnly := &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: ptr(false)}
	mcp.AddTool(s, &mcp.Tool{
		Name:        "list_chat_tabs",
		Title:       "List the browser's tabs",
		Description: "The browser's tabs (pages) with their id, URL, title and the chat site each belongs to. Pass an id as tab to the other tools.",
		Annotations: readOnly,
	}, live.listTabs)
	mcp.AddTool(s, &mcp.Tool{
		Name:  "read_tab",
		Title: "Read a chat tab once",
		Description: "One read-only verdict of a chat tab: terminal (complete only for a present, finished reply with no live activity and no provider error), " +
			"reasons, the provider terminal (provider_error, conversation_exhausted, quota_limited, …), the composer surface (open, exhausted = the length wall, quota, closed) " +
			"and the reply's text with its message id and turn. One read is a snapshot: to know that a reply is final, call wait_for_reply.",
		Annotations: readOnly,
	}, live.readTab)
	mcp.AddTool(s, &mcp.Tool{
		Name:  "wait_for_reply",
		Title: "Wait until the reply is final",
		Description: "Reads the tab every interval_ms and feeds the completion gate until it fires (the reply is final: outcome fired, with the answer bound to its message id), " +
			"a provider error, the length wall or a quota ends the turn (provider_terminal), the tab is closed or navigates (tab_gone), or timeout_seconds pass (time_limit). " +
			"Only fired carries an answer. Pass min_turn (the turn after your Send) or expect_message_id so that the previous answer is never taken for the new one. " +
			"Sends progress notifications while it waits.",
		Annotations: readOnly,
	}, live.waitForReply)
	mcp.AddTool(s, &mcp.Tool{
		Name:  "presend_check",
		Title: "Check before a Send",
		Description: "Two reads of the composer surface a second apart: stop is true, with the stop code, only when both show the conversation at its length wall, closed or out of quota; " +
			"otherwise reasons say why no stop is proven. Call it before a Send.",
		Annotations: readOnly,
	}, live.presendCheck)
}

func ptr[T any](v T) *T { return &v }

// listTabs is list_chat_tabs.
func (l *liveReader) listTabs(ctx context.Context, _ *mcp.CallToolRequest, _ tabsInput) (*mcp.CallToolResult, tabsOutput, error) {
	b, err := l.browser(ctx)
	if err != nil {
		return nil, tabsOutput{}, toolError(err)
	}
	tabs, err := b.Tabs(ctx)
	if err != nil {
		l.forget(b, err)
		return nil, tabsOutput{}, toolError(err)
	}
	out := tabsOutput{Tabs: []chatTab{}}
	for _, t := range tabs {
		out.Tabs = append(out.Tabs, chatTab{ID: t.ID, URL: capture.ListURL(t.URL), Title: t.Title, Site: l.siteOf(t.URL)})
	}
	return nil, out, nil
}

// readTab is read_tab.
func (l *liveReader) readTab(ctx context.Context, _ *mcp.CallToolRequest, in readInput) (*mcp.CallToolResult, readOutput, error) {
	if err := checkInput(in.ExpectMessageID, in.MinTurn); err != nil {
		return nil, readOutput{}, err
	}
	b, tab, err := l.tab(ctx, in.Tab)
	if err != nil {
		return nil, readOutput{}, toolError(err)
	}
	defer tab.Close()
	snap, err := tab.Capture(ctx, l.captureOptions())
	if err != nil {
		l.forget(b, err)
		return nil, readOutput{}, toolError(fmt.Errorf("reading tab %s: %w", tab.ID(), err))
	}
	v, err := chatproof.ClassifyHTML(snap.HTML, l.classifyOptions(in.ExpectMessageID, in.MinTurn))
	if err != nil {
		return nil, readOutput{}, toolError(fmt.Errorf("judging tab %s: %w", tab.ID(), err))
	}
	p := snap.Provenance
	return nil, readOutput{Tab: tab.ID(), URL: redact.CleanURL(p.URL), Site: l.siteOf(p.URL),
		At: p.Time.UTC().Format(page.TimeFormat), Verdict: readOf(v)}, nil
}

// waitForReply is wait_for_reply: follow, as chatproof watch runs it, with
// a progress notification on every read when the call asked for them.
func (l *liveReader) waitForReply(ctx context.Context, req *mcp.CallToolRequest, in waitInput) (*mcp.CallToolResult, waitOutput, error) {
	if err := checkInput(in.ExpectMessageID, in.MinTurn); err != nil {
		return nil, waitOutput{}, err
	}
	timeout := defaultWaitTimeout
	if in.TimeoutSeconds < 0 || in.TimeoutSeconds > maxWaitTimeout.Seconds() {
		return nil, waitOutput{}, fmt.Errorf("timeout_seconds %v: give a number of seconds between 0 and %v (0 for the default, %v)", in.TimeoutSeconds, maxWaitTimeout.Seconds(), defaultWaitTimeout.Seconds())
	} else if in.TimeoutSeconds > 0 {
		timeout = time.Duration(in.TimeoutSeconds * float64(time.Second))
	}
	interval := l.interval
	if in.IntervalMS < 0 {
		return nil, waitOutput{}, fmt.Errorf("interval_ms %d: give a positive number of milliseconds, or 0 for the default", in.IntervalMS)
	} else if in.IntervalMS > 0 {
		interval = max(time.Duration(in.IntervalMS)*time.Millisecond, minWaitInterval)
	}
	b, tab, err := l.tab(ctx, in.Tab)
	if err != nil {
		return nil, waitOutput{}, toolError(err)
	}
	defer tab.Close()
	id := tab.ID()
	var token any
	if req != nil && req.Params != nil {
		token = req.Params.GetProgressToken()
	}
	ctx, cancel := context.WithTimeout(ctx, timeout+capture.LimitGrace)
	defer cancel()
	res, err := follow(ctx, tab, followOptions{
		Interval: interval, Max: timeout,
		Classify: l.classifyOptions(in.ExpectMessageID, in.MinTurn),
		Capture:  l.captureOptions(),
		Gone:     tabGone(b, id),
		OnPoll: func(p followPoll) {
			if token == nil {
				return
			}
			req.Session.NotifyProgress(ctx, &mcp.ProgressNotificationParams{
				ProgressToken: token, Progress: float64(p.N), Message: progressMessage(p),
			})
		},
	})
	if err != nil {
		l.forget(b, err)
		return nil, waitOutput{}, toolError(fmt.Errorf("tab %s after %d reads: %w", id, res.Polls, err))
	}
	out := waitOutput{Tab: id, Outcome: res.Outcome, Reason: res.Reason, Detail: res.Detail, Polls: res.Polls,
		ElapsedMS: res.Elapsed.Milliseconds(), FiredAtMS: -1, NavigatedTo: res.NavigatedTo, Answer: answerOf(res)}
	if res.FiredAt >= 0 {
		out.FiredAtMS = res.FiredAt.Milliseconds()
	}
	if res.Polls > 0 {
		last := readOf(res.Verdict)
		out.Last = &last
	}
	return nil, out, nil
}

// progressMessage says what a read showed, in a line.
func progressMessage(p followPoll) string {
	v := p.Verdict
	return fmt.Sprintf("read %d at %dms: %s, activity %s, reply finished %t, %d runes; gate %s (%s)",
		p.N, p.At.Milliseconds(), v.Terminal, v.Activity.Level, v.Response.Finished, v.Response.TextRunes,
		p.Step.Decision, strings.Join(p.Step.Reasons, ","))
}

// presendCheck is presend_check: two reads at least gate.MinReadGap apart
// by their capture times, and gate.PreSendCheck over them.
func (l *liveReader) presendCheck(ctx context.Context, _ *mcp.CallToolRequest, in presendInput) (*mcp.CallToolResult, presendOutput, error) {
	b, tab, err := l.tab(ctx, in.Tab)
	if err != nil {
		return nil, presendOutput{}, toolError(err)
	}
	defer tab.Close()
	var reads [2]gate.SurfaceRead
	for i := range reads {
		if i > 0 {
			wait := time.Until(reads[0].At.Add(gate.MinReadGap))
			select {
			case <-ctx.Done():
				return nil, presendOutput{}, fmt.Errorf("cancelled before the second read: %w", ctx.Err())
			case <-time.After(wait):
			}
		}
		snap, err := tab.Capture(ctx, l.captureOptions())
		if err != nil {
			l.forget(b, err)
			return nil, presendOutput{}, toolError(fmt.Errorf("reading tab %s: %w", tab.ID(), err))
		}
		v, err := chatproof.ClassifyHTML(snap.HTML, l.classifyOptions("", 0))
		if err != nil {
			return nil, presendOutput{}, toolError(fmt.Errorf("judging tab %s: %w", tab.ID(), err))
		}
		reads[i] = gate.SurfaceRead{At: snap.Provenance.Time, State: v.Surface, Turn: v.ProviderTerminal}
	}
	res := gate.PreSendCheck(reads[0], reads[1])
	out := presendOutput{Tab: tab.ID(), Stop: res.Stop, Code: res.Code, State: string(res.State), Reasons: nonNil(res.Reasons)}
	for _, r := range reads {
		out.Reads = append(out.Reads, presendLiveRead{At: r.At.UTC().Format(page.TimeFormat), State: string(r.State.State)})
	}
	return nil, out, nil
}

// checkInput refuses a message id or turn the page could not carry.
func checkInput(expectID string, minTurn int) error {
	if minTurn < 0 {
		return fmt.Errorf("min_turn %d: give a turn index of 0 or more (0 for any turn)", minTurn)
	}
	return checkMessageID(expectID)
}
