package capture

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/domsnapshot"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"

	"github.com/chatproof/chatproof/capture/page"
	"github.com/chatproof/chatproof/internal/lru"
	"github.com/chatproof/chatproof/site"
)

// WorldName names the isolated world a scoped capture reads the page from.
const WorldName = "chatproof"

// scopedExpr is the reader applied to the configuration from the tables.
var scopedExpr = sync.OnceValue(func() string { return scopedExpression(newScopedConfig()) })

// maxScopedExprs is how many profiles besides ChatGPT's keep their reader
// built: those used last.
const maxScopedExprs = 64

// scopedExprs holds the reader applied to the tables of the site profiles
// other than ChatGPT's that captures were asked to read with last, by
// pointer.
var scopedExprs = lru.New[*site.Profile, string](maxScopedExprs)

// scopedExprFor is scopedExpr for the profile p (CaptureOptions.Site);
// nil is ChatGPT's.
func scopedExprFor(p *site.Profile) string {
	if p == nil || p == site.ChatGPT() {
		return scopedExpr()
	}
	return scopedExprs.Get(p, func(p *site.Profile) string {
		return scopedExpression(newScopedConfigFor(p))
	})
}

// scopedExpression is the reader bound to cfg: an expression whose value
// is a function that reads the page, given the id of the answer the
// caller holds ("" when none; see readScoped). The function keeps its
// last answer, so that it can tell the caller that the page reads as it
// did.
func scopedExpression(cfg scopedConfig) string {
	b, err := json.Marshal(cfg)
	if err != nil {
		panic(err) // a fixed table always marshals
	}
	return "((read, match, cfg, last) => { const matcher = match(cfg.space); return (known) => read(cfg, last, known, matcher); })(" +
		scopedWire + ", " + matchWire + ", " + string(b) + ", " + lastAnswerExpr + ")"
}

// lastAnswerExpr is the reader's record of its last answer, made when the
// reader is kept in a world: its id is the world's nonce and a serial, so
// that no id one reader gave is given again by another.
const lastAnswerExpr = `{nonce: Math.random().toString(36).slice(2) + "-" + performance.timeOrigin, serial: 0, id: "", out: ""}`

// scopedReply is what the reader returns: the page in the layout of a
// DOMSnapshot.captureSnapshot result, and the layout viewport.
type scopedReply struct {
	// ID names this answer of the reader kept in the world: a later read
	// that finds the page reading the same, asked with this id, answers
	// only that (see readScoped).
	ID       string                            `json:"id"`
	Snapshot domsnapshot.CaptureSnapshotResult `json:"snapshot"`
	// StyleTable holds each distinct vector of computed styles once;
	// StyleRefs gives, for each layout node, its vector's index.
	StyleTable []domsnapshot.ArrayOfStrings `json:"styleTable"`
	StyleRefs  []int                        `json:"styleRefs"`
	Width      int64                        `json:"width"`
	Height     int64                        `json:"height"`
	// Layer reports a fixed box over the whole viewport that may be
	// opaque: the full capture decides what it hides.
	Layer bool `json:"layer"`
	// Hits is what hit-testing showed over the finished-action controls
	// written; page.HitCovered judges which are under a certain opaque cover.
	Hits page.Hits `json:"hits"`
	// Document names the document read (its performance.timeOrigin): it
	// changes when the tab navigates to another page, not when the page
	// sets its own URL.
	Document string `json:"document"`
}

// page decodes the reply with page.Decode, as a full capture's result is, once
// the style vectors are in place, and adds the layout viewport.
func (r *scopedReply) page() (*page.Page, error) {
	if docs := r.Snapshot.Documents; len(docs) > 0 && docs[0] != nil && docs[0].Layout != nil {
		styles := make([]domsnapshot.ArrayOfStrings, len(r.StyleRefs))
		for k, ref := range r.StyleRefs {
			if ref >= 0 && ref < len(r.StyleTable) {
				styles[k] = r.StyleTable[ref]
			}
		}
		docs[0].Layout.Styles = styles
	}
	p, err := page.Decode(&r.Snapshot)
	if err != nil {
		return nil, err
	}
	p.Viewport.W, p.Viewport.H = float64(r.Width), float64(r.Height)
	for _, i := range page.HitCovered(r.Hits) {
		if i >= 0 && i < len(p.Nodes) && p.Nodes[i].Type == page.ElementNode {
			p.Nodes[i].HitCovered = true
		}
	}
	return p, nil
}

// world is an isolated world of one page, created on first use and again
// when a navigation has destroyed it.
type world struct {
	mu sync.Mutex
	id runtime.ExecutionContextID
	// url is the main frame's URL when the world was made: its host
	// names the site whose profile the reader reads with when
	// CaptureOptions.Site is nil (a document's origin does not change).
	url string
	// sent holds the calls (see readerCalls) of the readers sent to this
	// world: a reader not among them is sent whole at once, where asking
	// the world for it first would cost a round trip answered false.
	sent map[string]bool
	// last is the snapshot the reader's last answer in this world made.
	last lastSnapshot
	// frame is the id the page's main frame has when it is known before
	// asking (a page target's own id, for a tab the Browser attached to):
	// the world is then made at once, beside the frame tree's request,
	// where otherwise it waits for the frame tree's answer.
	frame cdp.FrameID
	// probed holds the remote objects the paint-order probe keeps in the
	// world between polls.
	probed probeObjects
}

// make creates the world in the page of session s, holding no reader.
func (w *world) make(ctx context.Context, s cdp.Session) error {
	id, url, err := createWorld(ctx, s, w.frame)
	if err != nil {
		return err
	}
	w.id, w.url, w.sent, w.last = id, url, nil, lastSnapshot{}
	return nil
}

// frameURL returns the main frame's URL of the world's document, making
// the world first when there is none.
func (w *world) frameURL(ctx context.Context, s cdp.Session) (string, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.id == 0 {
		if err := w.make(ctx, s); err != nil {
			return "", err
		}
	}
	return w.url, nil
}

// releaseExpr stops the observer that keeps the scoped reader's
// candidates (see candidates in scoped_candidates.js) and drops the list, the
// readers kept (see readScoped) and the controls kept for the paint-order
// probe (see keepProbed in scoped_hits.js), so that a tab no one reads any
// more holds nothing of the reader.
const releaseExpr = `(() => { const m = globalThis.chatproofCandidates; if (m !== undefined) { m.observer.disconnect(); m.unlisten(); delete globalThis.chatproofCandidates; } delete globalThis.chatproofReaders; delete globalThis.chatproofProbed; })()`

// release runs releaseExpr in w, when the reader ever made one, releases
// the objects the paint-order probe keeps there, and forgets w. A world already gone (the page navigated) held nothing more.
func (w *world) release(ctx context.Context, s cdp.Session) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.id == 0 {
		return
	}
	cdp.Call(ctx, s, runtime.Evaluate, runtime.EvaluateParams{Expression: releaseExpr, ContextID: w.id})
	w.probed.release(ctx, s)
	w.id, w.sent, w.last = 0, nil, lastSnapshot{}
}

// ErrScopedRead is returned when the in-page reader of a scoped capture
// throws (a page over page.MaxNodes among others).
var ErrScopedRead = errors.New("capture: scoped read failed")

// readScoped reads the page over s with the reader expr evaluates to, a
// function returning the reply as a JSON string, in w, creating the world
// first when it has none. known is the id of the reply the caller holds
// ("" when none): when the page reads exactly as it did for that reply,
// the reader answers only that, and readScoped returns (nil, true, nil). The reader is kept in the
// world under its digest, so a read sends and compiles only a call of it:
// the first read in a world, and the first after the world lost it, sends
// expr itself (about 60 KB for the scoped reader), evaluated once there.
// An evaluation that fails because the world is gone (the page navigated)
// is retried once in a new world. bound is the time the reader may run in
// the page.
func readScoped(ctx context.Context, s cdp.Session, w *world, expr string, bound time.Duration, known string) (*scopedReply, bool, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	key := readerKey(expr)
	call, install := readerCalls(key, expr, known)
	var lastErr error
	for attempt := 0; attempt < 2; attempt++ {
		if w.id == 0 {
			if err := w.make(ctx, s); err != nil {
				return nil, false, err
			}
		}
		first := call
		if !w.sent[key] {
			first = install // never sent to this world: it holds no such reader
		}
		res, err := evaluate(ctx, s, w.id, first, bound)
		if err == nil && first == call && res.ExceptionDetails == nil && res.Result != nil && string(res.Result.Value) == "false" {
			// Sent, but lost since: keep it again, and read.
			res, err = evaluate(ctx, s, w.id, install, bound)
		}
		if err != nil {
			if ctx.Err() != nil {
				return nil, false, fmt.Errorf("capture: scoped read: %w", err)
			}
			w.id, lastErr = 0, err // the world may be gone: a new one, once
			continue
		}
		if w.sent == nil {
			w.sent = make(map[string]bool)
		}
		w.sent[key] = true
		return decodeReply(res, known)
	}
	return nil, false, fmt.Errorf("capture: scoped read: %w", lastErr)
}

// readerKey is the key the reader expr evaluates to is kept under in a
// world: a digest of expr.
func readerKey(expr string) string {
	sum := sha256.Sum256([]byte(expr))
	return strconv.Quote(hex.EncodeToString(sum[:8]))
}

// readerCalls returns the expressions that call the reader expr evaluates
// to, kept in the world under key (its readerKey), with the id of the
// answer the caller holds: call, false when it is not kept there, and
// install, which keeps it and calls it.
func readerCalls(key, expr, known string) (call, install string) {
	arg := strconv.Quote(known)
	call = "globalThis.chatproofReaders?.get(" + key + ")?.(" + arg + ") ?? false"
	install = "(globalThis.chatproofReaders ??= new Map()).set(" + key + ", " + expr + ").get(" + key + ")(" + arg + ")"
	return call, install
}

// evaluate evaluates expr in the world id, returning its value, with
// neither the page's console nor its pause on exceptions involved.
func evaluate(ctx context.Context, s cdp.Session, id runtime.ExecutionContextID, expr string, bound time.Duration) (runtime.EvaluateResult, error) {
	yes := true
	return cdp.Call(ctx, s, runtime.Evaluate, runtime.EvaluateParams{
		Expression:    expr,
		ContextID:     id,
		ReturnByValue: &yes,
		Silent:        &yes,
		Timeout:       runtime.TimeDelta(bound.Milliseconds()),
	})
}

// decodeReply decodes the reader's reply from the evaluation's result;
// an answer of "=" and known means the page reads as it did for the reply
// known names (unchanged).
func decodeReply(res runtime.EvaluateResult, known string) (reply *scopedReply, unchanged bool, err error) {
	if res.ExceptionDetails != nil {
		msg := res.ExceptionDetails.Text
		if ex := res.ExceptionDetails.Exception; ex != nil && ex.Description != "" {
			msg = ex.Description
		}
		return nil, false, fmt.Errorf("%w: %s", ErrScopedRead, msg)
	}
	if res.Result == nil {
		return nil, false, fmt.Errorf("%w: no result", ErrScopedRead)
	}
	var raw string
	if err := jsonv2.Unmarshal(res.Result.Value, &raw); err != nil {
		return nil, false, fmt.Errorf("%w: result is not a string: %v", ErrScopedRead, err)
	}
	if id, ok := strings.CutPrefix(raw, "="); ok {
		if known == "" || id != known {
			return nil, false, fmt.Errorf("%w: the reader answered unchanged for %q, asked for %q", ErrScopedRead, id, known)
		}
		return nil, true, nil
	}
	reply = new(scopedReply)
	if err := jsonv2.Unmarshal([]byte(raw), reply); err != nil {
		return nil, false, fmt.Errorf("%w: decoding: %v", ErrScopedRead, err)
	}
	return reply, false, nil
}

// createWorld creates an isolated world in the page's main frame and
// returns it with the frame's URL. Creating one runs no page script.
// frame, when not "", is the id the main frame is expected to have: the
// world is asked for in it while the frame tree is asked for, and made
// again in the main frame the tree names when that is another.
func createWorld(ctx context.Context, s cdp.Session, frame cdp.FrameID) (runtime.ExecutionContextID, string, error) {
	if frame == "" {
		main, err := mainFrame(ctx, s)
		if err != nil {
			return 0, "", err
		}
		id, err := worldIn(ctx, s, main.ID)
		return id, main.URL, err
	}
	type tree struct {
		main *cdp.Frame
		err  error
	}
	answer := make(chan tree, 1)
	go func() {
		main, err := mainFrame(ctx, s)
		answer <- tree{main, err}
	}()
	id, worldErr := worldIn(ctx, s, frame)
	t := <-answer
	if t.err != nil {
		return 0, "", t.err
	}
	if worldErr != nil || t.main.ID != frame {
		// Not the main frame's id after all: the world (if any) was made
		// in no frame the reader reads, and goes with its document.
		id, worldErr = worldIn(ctx, s, t.main.ID)
	}
	return id, t.main.URL, worldErr
}

// mainFrame returns the page's main frame, from its frame tree.
func mainFrame(ctx context.Context, s cdp.Session) (*cdp.Frame, error) {
	tree, err := cdp.Call(ctx, s, cdppage.GetFrameTree, cdp.Empty{})
	if err != nil {
		return nil, fmt.Errorf("capture: frame tree: %w", err)
	}
	if tree.FrameTree == nil || tree.FrameTree.Frame == nil {
		return nil, errors.New("capture: the page has no main frame")
	}
	return tree.FrameTree.Frame, nil
}

// worldIn creates the reader's isolated world in frame and returns its
// execution context.
func worldIn(ctx context.Context, s cdp.Session, frame cdp.FrameID) (runtime.ExecutionContextID, error) {
	no := false
	res, err := cdp.Call(ctx, s, cdppage.CreateIsolatedWorld, cdppage.CreateIsolatedWorldParams{
		FrameID:             frame,
		WorldName:           WorldName,
		GrantUniveralAccess: &no,
	})
	if err != nil {
		return 0, fmt.Errorf("capture: isolated world: %w", err)
	}
	return res.ExecutionContextID, nil
}
