package capture

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/io"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/tracing"

	"github.com/chatproof/chatproof/capture/page"
	"github.com/chatproof/chatproof/site"
)

// The tests run on machines that may be loaded by anything: a protocol
// call, a capture and an in-page read wait as long as a test may, where a
// program waits DefaultCallTimeout and DefaultTimeout. Tests of a bound
// set their own.
func init() { callTimeout, captureTimeout = 5*time.Minute, 5*time.Minute }

// ReadBoth reads the tab's page with DOMSnapshot.captureSnapshot and with
// the scoped reader told to write everything, for tests that compare the
// raw inputs of both paths.
func (t *Tab) ReadBoth() (snapshot, reader *page.Page, err error) {
	snapshot, _, err = t.read(context.Background(), CaptureOptions{})
	if err != nil {
		return nil, nil, err
	}
	cfg := newScopedConfig()
	cfg.Everything = true
	reply, _, err := readScoped(context.Background(), t.s, &t.world, scopedExpression(cfg), captureTimeout, "")
	if err != nil {
		return nil, nil, err
	}
	reader, err = reply.page()
	return snapshot, reader, err
}

// EvalFloor evaluates a trivial expression in the tab's isolated world:
// the floor of any in-page evaluation, for the benchmark.
func (t *Tab) EvalFloor() error {
	_, _, err := readScoped(context.Background(), t.s, &t.world, `() => JSON.stringify({snapshot: {}})`, captureTimeout, "")
	return err
}

// ProfileDir is the temporary profile of a browser Launch started.
func (b *Browser) ProfileDir() string { return b.dir }

// Load navigates the tab to url and waits for its load event.
func (t *Tab) Load(ctx context.Context, url string) error { return t.load(ctx, url) }

// Session exposes the tab's protocol session to the tests, which ask the
// browser's own hit-test what it paints.
func (t *Tab) Session() cdp.Session { return t.s }

// ReadKeptAndFresh reads the tab's page with the scoped reader twice: as
// a capture does, with the candidates kept between reads, and finding them
// anew; it returns both pages.
func (t *Tab) ReadKeptAndFresh() (kept, fresh *page.Page, err error) {
	read := func(expr string) (*page.Page, error) {
		reply, _, err := readScoped(context.Background(), t.s, &t.world, expr, captureTimeout, "")
		if err != nil {
			return nil, err
		}
		return reply.page()
	}
	if kept, err = read(scopedExpr()); err != nil {
		return nil, nil, err
	}
	cfg := newScopedConfig()
	cfg.Fresh = true
	fresh, err = read(scopedExpression(cfg))
	return kept, fresh, err
}

// MaxChanges is the number of elements the observer keeping the scoped
// reader's candidates notes before it stops.
const MaxChanges = maxChanges

// ReleaseKeeps reports whether the tab's isolated world still holds the
// scoped reader's kept candidates, the reader itself or the controls kept
// for the paint-order probe after the world is released, by asking the
// world the reader used.
func (t *Tab) ReleaseKeeps(ctx context.Context) (before, after bool, err error) {
	id := t.world.id
	kept := func() (bool, error) {
		res, err := cdp.Call(ctx, t.s, runtime.Evaluate, runtime.EvaluateParams{Expression: `globalThis.chatproofCandidates !== undefined || globalThis.chatproofReaders !== undefined || globalThis.chatproofProbed !== undefined`, ContextID: id})
		if err != nil {
			return false, err
		}
		return string(res.Result.Value) == "true", nil
	}
	if before, err = kept(); err != nil {
		return false, false, err
	}
	t.world.release(ctx, t.s)
	after, err = kept()
	return before, after, err
}

// ProbeObjects returns the remote objects the paint-order probe keeps in
// the tab's world (see probeObjects).
func (t *Tab) ProbeObjects() []runtime.RemoteObjectID {
	t.world.probed.mu.Lock()
	defer t.world.probed.mu.Unlock()
	var out []runtime.RemoteObjectID
	for _, o := range t.world.probed.byNode {
		out = append(out, o)
	}
	return out
}

// EvalInWorld evaluates expr in the isolated world the scoped reader
// reads in (made when there is none) and returns its value as JSON.
func (t *Tab) EvalInWorld(ctx context.Context, expr string) (string, error) {
	if _, err := t.world.frameURL(ctx, t.s); err != nil {
		return "", err
	}
	res, err := evaluate(ctx, t.s, t.world.id, expr, captureTimeout)
	if err != nil {
		return "", err
	}
	if res.ExceptionDetails != nil {
		return "", fmt.Errorf("%s", res.ExceptionDetails.Text)
	}
	return string(res.Result.Value), nil
}

// ForgetKept drops what the scoped reader keeps in the tab's isolated
// world, as closing the tab does, so that the next scoped capture is the
// first of the page: for the benchmark of that first poll.
func (t *Tab) ForgetKept() { t.world.release(context.Background(), t.s) }

// LayerEvery is the most reads the scoped reader answers from its kept
// answer on a covering layer.
const LayerEvery = layerEvery

// ReadTimed reads the tab's page with the scoped reader, as a capture does,
// with the reader told to time its parts by the page's clock (see lap in
// scoped_tables.js). It returns the milliseconds of each part, and the time the
// whole evaluation took seen from Go (the reader, the protocol's transfer
// and decoding the reply) and decoding the page.
func (t *Tab) ReadTimed(ctx context.Context) (parts map[string]float64, eval, decode time.Duration, err error) {
	parts, eval, decode, _, err = t.readTimed(ctx, scopedExpr())
	return parts, eval, decode, err
}

// ReadLayer reads the tab's page with the scoped reader, as a capture
// does, and returns whether the reader answered that a layer may cover
// the viewport (the poll then reads the page whole), with the parts and
// counts of ReadTimed.
func (t *Tab) ReadLayer(ctx context.Context) (layer bool, parts map[string]float64, err error) {
	parts, _, _, layer, err = t.readTimed(ctx, scopedExpr())
	return layer, parts, err
}

// ReadCounted is ReadTimed with the reader's walks back bounded to
// walkMax elements (scopedConfig.WalkMax), for tests of what the first
// read does past the bound without pages of WalkMax elements.
func (t *Tab) ReadCounted(ctx context.Context, walkMax int) (parts map[string]float64, err error) {
	cfg := newScopedConfig()
	cfg.WalkMax = walkMax
	parts, _, _, _, err = t.readTimed(ctx, scopedExpression(cfg))
	return parts, err
}

func (t *Tab) readTimed(ctx context.Context, expr string) (parts map[string]float64, eval, decode time.Duration, layer bool, err error) {
	if t.world.id == 0 {
		if err = t.world.make(ctx, t.s); err != nil {
			return nil, 0, 0, false, err
		}
	}
	set := func(expr string) (runtime.EvaluateResult, error) {
		yes := true
		return cdp.Call(ctx, t.s, runtime.Evaluate, runtime.EvaluateParams{Expression: expr, ContextID: t.world.id, ReturnByValue: &yes})
	}
	if _, err := set(`globalThis.chatproofTiming = {}, 0`); err != nil {
		return nil, 0, 0, false, err
	}
	start := time.Now()
	reply, _, err := readScoped(ctx, t.s, &t.world, expr, captureTimeout, "")
	eval = time.Since(start)
	if err != nil {
		return nil, 0, 0, false, err
	}
	start = time.Now()
	if _, err := reply.page(); err != nil {
		return nil, 0, 0, false, err
	}
	decode = time.Since(start)
	res, err := set(`(() => { const t = JSON.stringify(globalThis.chatproofTiming); delete globalThis.chatproofTiming; return t; })()`)
	if err != nil {
		return nil, 0, 0, false, err
	}
	var raw string
	if err := json.Unmarshal(res.Result.Value, &raw); err != nil {
		return nil, 0, 0, false, err
	}
	err = json.Unmarshal([]byte(raw), &parts)
	return parts, eval, decode, reply.Layer, err
}

// countingSession counts the evaluations sent over a session.
type countingSession struct {
	cdp.Session
	evaluations *atomic.Int64
}

func (c countingSession) Call(ctx context.Context, method string, params, result any) error {
	if method == runtime.CommandEvaluate {
		c.evaluations.Add(1)
	}
	return c.Session.Call(ctx, method, params, result)
}

// ScopedCounted reads the tab as a scoped capture does (readScoped) and
// returns the number of evaluations the read sent.
func (t *Tab) ScopedCounted(ctx context.Context, opt CaptureOptions) (int64, error) {
	n := new(atomic.Int64)
	_, err := scopedPage(ctx, countingSession{t.s, n}, t.b.browser(), &t.world, &t.product, opt)
	return n.Load(), err
}

// methodCounter counts every method sent over a session.
type methodCounter struct {
	cdp.Session
	mu   sync.Mutex
	sent map[string]int
}

func (c *methodCounter) Call(ctx context.Context, method string, params, result any) error {
	c.mu.Lock()
	c.sent[method]++
	c.mu.Unlock()
	return c.Session.Call(ctx, method, params, result)
}

// CaptureCalls takes a scoped capture as Capture does and returns the
// number of times each method was sent on the tab's session for it.
func (t *Tab) CaptureCalls(ctx context.Context, opt CaptureOptions) (*Snapshot, map[string]int, error) {
	opt.Scoped = true
	c := &methodCounter{Session: t.s, sent: map[string]int{}}
	snap, err := scopedSnapshot(ctx, c, t.b.browser(), &t.world, &t.product, opt)
	return snap, c.sent, err
}

// CaptureAnew takes a capture as Capture does, with the tab holding no
// snapshot of an earlier answer, so that the reader's answer is decoded,
// built, sanitized and rendered anew.
func (t *Tab) CaptureAnew(ctx context.Context, opt CaptureOptions) (*Snapshot, error) {
	t.world.keep("", "", opt, nil)
	return t.Capture(ctx, opt)
}

// CaptureCounted is Capture with the reader's counts and laps of that
// read (see count and lap in scoped_tables.js): "quiet" is 1 when the reader
// answered without reading anything (see quietRead).
func (t *Tab) CaptureCounted(ctx context.Context, opt CaptureOptions) (*Snapshot, map[string]float64, error) {
	if t.world.id == 0 {
		if err := t.world.make(ctx, t.s); err != nil {
			return nil, nil, err
		}
	}
	set := func(expr string) (runtime.EvaluateResult, error) {
		yes := true
		return cdp.Call(ctx, t.s, runtime.Evaluate, runtime.EvaluateParams{Expression: expr, ContextID: t.world.id, ReturnByValue: &yes})
	}
	if _, err := set(`globalThis.chatproofTiming = {}, 0`); err != nil {
		return nil, nil, err
	}
	snap, err := t.Capture(ctx, opt)
	if err != nil {
		return nil, nil, err
	}
	res, err := set(`(() => { const t = JSON.stringify(globalThis.chatproofTiming ?? {}); delete globalThis.chatproofTiming; return t; })()`)
	if err != nil {
		return nil, nil, err
	}
	var s string
	if err := json.Unmarshal(res.Result.Value, &s); err != nil {
		return nil, nil, err
	}
	var parts map[string]float64
	if err := json.Unmarshal([]byte(s), &parts); err != nil {
		return nil, nil, err
	}
	return snap, parts, nil
}

// MatchEntries runs the in-page reader's matcher (match.js), in the tab's
// isolated world, over every element of the page that carries data-k,
// testing each against every entry; it returns, by the element's data-k,
// a string with '1' for each entry it passes and '0' for each it does not.
func (t *Tab) MatchEntries(ctx context.Context, entries []site.Entry) (map[string]string, error) {
	if _, err := t.world.frameURL(ctx, t.s); err != nil {
		return nil, err
	}
	var compiled []pageEntry
	for _, e := range entries {
		compiled = append(compiled, pageEntryOf(e))
	}
	b, err := json.Marshal(compiled)
	if err != nil {
		return nil, err
	}
	sp, _ := json.Marshal(pageSpace())
	expr := `((match, space, entries) => { const m = match(space); const out = {};
  for (const el of document.querySelectorAll("[data-k]")) {
    out[el.getAttribute("data-k")] = entries.map((e) => m.entry(el, e.tag, e.conds) ? "1" : "0").join("");
  }
  return JSON.stringify(out); })(` + matchJS + `, ` + string(sp) + `, ` + string(b) + `)`
	t.world.mu.Lock()
	res, err := evaluate(ctx, t.s, t.world.id, expr, time.Minute)
	t.world.mu.Unlock()
	if err != nil {
		return nil, err
	}
	if res.ExceptionDetails != nil {
		msg := res.ExceptionDetails.Text
		if ex := res.ExceptionDetails.Exception; ex != nil {
			msg = ex.Description
		}
		return nil, fmt.Errorf("matcher: %s", msg)
	}
	var raw string
	if err := json.Unmarshal(res.Result.Value, &raw); err != nil {
		return nil, err
	}
	out := map[string]string{}
	return out, json.Unmarshal([]byte(raw), &out)
}

// PageOps are the condition operators the in-page matcher evaluates.
func PageOps() []string { return slices.Clone(pageOps) }

// ReaderRefuses reports whether the in-page matcher, given a condition
// with operator op, throws rather than answer.
func (t *Tab) ReaderRefuses(ctx context.Context, op string) (bool, error) {
	if _, err := t.world.frameURL(ctx, t.s); err != nil {
		return false, err
	}
	sp, _ := json.Marshal(pageSpace())
	o, _ := json.Marshal(op)
	expr := `((match, space) => match(space).test(document.body, ["class", ` + string(o) + `, "x", [["x"]]], "x"))(` + matchJS + `, ` + string(sp) + `)`
	t.world.mu.Lock()
	res, err := evaluate(ctx, t.s, t.world.id, expr, time.Minute)
	t.world.mu.Unlock()
	if err != nil {
		return false, err
	}
	return res.ExceptionDetails != nil, nil
}

// ReaderFunction returns the text of the scoped reader's function
// declaration name, from its "function name(" to the closing brace at
// the same indentation, for tests that run one of its functions alone.
func ReaderFunction(name string) string {
	start := strings.Index(scopedJS, "function "+name+"(")
	if start < 0 {
		return ""
	}
	lineStart := strings.LastIndexByte(scopedJS[:start], '\n') + 1
	indent := scopedJS[lineStart:start]
	end := strings.Index(scopedJS[start:], "\n"+indent+"}\n")
	if end < 0 {
		return ""
	}
	return scopedJS[start : start+end+len(indent)+2]
}

// KnownProduct is the browser's version as its tabs read it, "" before
// any did.
func (b *Browser) KnownProduct() string { return b.knownProduct() }

// Product is the browser version the tab's captures write, "" before
// its first.
func (t *Tab) Product() string { return t.product }

// SelectorList writes the first tests of markers made of entries, as the
// reader's candidate selectors are made (see newScopedConfigFor), as one
// selector list grouped as the reader is told it, and plain: each
// selector as it is, in the same order.
func SelectorList(entries []site.Entry) (grouped, plain string) {
	var l selectorList
	for _, e := range entries {
		l.add(firstTestOf(marker{tag: e.Tag, conds: condsOf(e.Match)}).selected())
	}
	var sels []string
	for _, s := range l {
		sels = append(sels, s.sel)
	}
	return l.String(), strings.Join(sels, ",")
}

// TraceSync is the id of the clock marker Trace records in the trace.
const TraceSync = "chatproof-trace-sync"

// Trace records the browser's trace of the categories while run runs, and
// returns the trace's JSON with the time, by Go's clock, at which the
// marker named TraceSync was recorded in it (the midpoint of the call that
// recorded it): the trace's clock and Go's are tied through it.
func (t *Tab) Trace(ctx context.Context, categories []string, run func() error) (trace []byte, synced time.Time, err error) {
	b := t.b.browser()
	done, stop := b.Subscribe(tracing.TracingComplete.Method)
	defer stop()
	if _, err := cdp.Call(ctx, b, tracing.Start, tracing.StartParams{
		TransferMode: tracing.StartTransferModeReturnAsStream,
		TraceConfig:  &tracing.TraceConfig{IncludedCategories: categories},
	}); err != nil {
		return nil, time.Time{}, err
	}
	before := time.Now()
	_, syncErr := cdp.Call(ctx, b, tracing.RecordClockSyncMarker, tracing.RecordClockSyncMarkerParams{SyncID: TraceSync})
	synced = before.Add(time.Since(before) / 2)
	runErr := run()
	if _, err := cdp.Call(ctx, b, tracing.End, cdp.Empty{}); err != nil {
		return nil, time.Time{}, err
	}
	var complete tracing.EventTracingComplete
	select {
	case v := <-done:
		if err := jsonv2.Unmarshal(v, &complete); err != nil {
			return nil, time.Time{}, err
		}
	case <-ctx.Done():
		return nil, time.Time{}, ctx.Err()
	}
	var buf bytes.Buffer
	for {
		r, err := cdp.Call(ctx, b, io.Read, io.ReadParams{Handle: complete.Stream})
		if err != nil {
			return nil, time.Time{}, err
		}
		buf.Write(r.Data)
		if r.EOF {
			break
		}
	}
	cdp.Call(ctx, b, io.Close, io.CloseParams{Handle: complete.Stream})
	return buf.Bytes(), synced, errors.Join(syncErr, runErr)
}
