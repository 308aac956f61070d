package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/inspector"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/remote"
	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/capture/page"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/gate"
	"github.com/chatproof/chatproof/internal/capturetest"
)

// checkGrid checks what Record promises about a real-time recording
// whatever the machine's load: at least one snapshot, each in a grid cell
// of its own (offset/interval strictly increases, so none overlap or bunch
// up), and none scheduled after limit.
func checkGrid(t *testing.T, snaps []gate.Snapshot, interval, limit time.Duration) {
	t.Helper()
	if len(snaps) == 0 {
		t.Fatal("no snapshot recorded")
	}
	prev := time.Duration(-1)
	for _, s := range snaps {
		cell := s.Offset / interval
		if cell <= prev {
			t.Errorf("%s shares or precedes the grid cell of the snapshot before it (interval %v)", s.Name, interval)
		}
		prev = cell
	}
	if n, most := len(snaps), int(limit/interval)+1; n > most {
		t.Errorf("%d snapshots, the grid allows at most %d in %v at %v", n, most, limit, interval)
	}
}

// TestRecordTimerPage records a page whose own script streams a reply and
// then finishes on a timer. It checks only what the recorder controls, not
// how fast the machine is: every snapshot before the finish shows the stop
// button and every one after it is finished; the gate fires on the first
// step that satisfies its rule (Samples consecutive finished samples held
// for StableFor) given the recorded offsets; and the recording stopped on
// the very snapshot where a replay of the archive fires.
func TestRecordTimerPage(t *testing.T) {
	t.Parallel()
	cdp, _ := capturetest.Private(t)
	markup, err := os.ReadFile("testdata/record/streaming-then-finished.html")
	if err != nil {
		t.Fatal(err)
	}
	srv := capturetest.Serve(t, map[string][]byte{"/c/stream": markup})
	url := srv.URL + "/c/stream"
	openIn(t, cdp, url)

	const interval = 200 * time.Millisecond
	const limit = 20 * time.Second
	out := filepath.Join(t.TempDir(), "seq.txtar")
	var stdout, stderr bytes.Buffer
	code := runRecord([]string{"--cdp", cdp, "--tab", url, "--interval", interval.String(),
		"--until", "complete", "--max", limit.String(), "-o", out}, &stdout, &stderr)
	if code != exitOK {
		t.Fatalf("record: exit %d\n%s%s", code, stdout.String(), stderr.String())
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	a := txtar.Parse(data)
	rep, err := corpus.ReplaySequence(a)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.CompleteAt.Fired {
		t.Fatalf("the replay never completes:\n%s", stderr.String())
	}
	seq, err := corpus.DecodeSequence(a)
	if err != nil {
		t.Fatal(err)
	}
	snaps := seq.Snapshots
	checkGrid(t, snaps, interval, limit)

	first := -1 // index of the first finished step
	for i, st := range rep.Steps {
		done := st.Finished && st.Level == "none"
		switch {
		case first < 0 && done:
			first = i
		case first < 0 && st.Level != "strong":
			t.Errorf("step %d at %dms before the finish has level %s, want strong (the stop button is shown)", i, st.AtMS, st.Level)
		case first >= 0 && !done:
			t.Errorf("step %d at %dms after the finish is not finished: %+v", i, st.AtMS, st)
		}
	}
	if first < 0 {
		t.Fatal("no finished step")
	}
	want := -1 // the first step the gate's rule is satisfied on
	for k := first; k < len(rep.Steps) && want < 0; k++ {
		if k-first+1 >= rep.Config.Samples && rep.Steps[k].AtMS-rep.Steps[first].AtMS >= rep.Config.StableMS {
			want = k
		}
	}
	if want < 0 || rep.CompleteAt.MS != rep.Steps[want].AtMS {
		t.Errorf("complete_at %s, want the first step with %d finished samples over %dms (step %d)", rep.CompleteAt, rep.Config.Samples, rep.Config.StableMS, want)
	}
	if last := snaps[len(snaps)-1]; last.Offset.Milliseconds() != rep.CompleteAt.MS {
		t.Errorf("the recording stopped at %v but its replay fires at %dms", last.Offset, rep.CompleteAt.MS)
	}
	if want := "stopped: " + capture.ReasonGateFired + ", complete_at: " + strconv.FormatInt(rep.CompleteAt.MS, 10); !strings.Contains(stdout.String(), want) {
		t.Errorf("stdout %q lacks %q", stdout.String(), want)
	}
	for _, s := range snaps {
		if bytes.Contains(s.HTML, []byte("<script")) || !bytes.Contains(s.HTML, []byte(page.MetaCapture)) {
			t.Errorf("%s is not a sanitized, annotated capture", s.Name)
		}
	}
	t.Logf("first finished sample at %dms, complete_at %s, %d snapshots", rep.Steps[first].AtMS, rep.CompleteAt, len(snaps))
}

// TestRecordNeverFinishes records a streaming page that never finishes:
// --until complete ends at --max without firing and exits 3, with no
// snapshot scheduled past --max.
func TestRecordNeverFinishes(t *testing.T) {
	t.Parallel()
	cdp := capturetest.Browser(t)
	data, err := os.ReadFile("testdata/capture/example_streaming.txtar")
	if err != nil {
		t.Fatal(err)
	}
	page, _ := corpus.Section(txtar.Parse(data), "page.html")
	srv := capturetest.Serve(t, map[string][]byte{"/c/forever": page})
	url := srv.URL + "/c/forever"
	capturetest.Open(t, url)
	out := filepath.Join(t.TempDir(), "seq.txtar")
	var stdout, stderr bytes.Buffer
	code := runRecord([]string{"--cdp", cdp, "--tab", url, "--interval", "200ms", "--max", "1s",
		"--min-turn", "2", "--samples", "4", "-o", out}, &stdout, &stderr)
	if code != exitFailed {
		t.Fatalf("exit %d, want %d\n%s%s", code, exitFailed, stdout.String(), stderr.String())
	}
	if !strings.Contains(stdout.String(), "stopped: "+capture.ReasonTimeLimit+", complete_at: never") {
		t.Errorf("stdout %q", stdout.String())
	}
	raw, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	seq, err := corpus.ReadSequence(raw)
	if err != nil {
		t.Fatal(err)
	}
	checkGrid(t, seq.Snapshots, 200*time.Millisecond, time.Second)
	if seq.Flags.MinTurn != 2 || seq.Flags.Gate.Samples != 4 {
		t.Errorf("flags %+v: the classify and gate flags must reach the archive", seq.Flags)
	}
}

func TestRecordUsage(t *testing.T) {
	tests := []struct {
		args   []string
		reason string
	}{
		{[]string{"--cdp", "http://127.0.0.1:1"}, "no -o"},
		{[]string{"-o", "x"}, "no source"},
		{[]string{"--cdp", "http://127.0.0.1:1", "-o", "x", "--until", "done"}, "bad --until"},
		{[]string{"--cdp", "http://127.0.0.1:1", "-o", "x", "--interval", "0s"}, "zero interval"},
		{[]string{"--cdp", "http://127.0.0.1:1", "-o", "x", "--max-snapshots", "5000"}, "more snapshots than a sequence holds"},
		{[]string{"--cdp", "http://127.0.0.1:1", "-o", "x", "--expect-message-id", "a b"}, "an id the flags section cannot hold"},
		{[]string{"--cdp", "http://127.0.0.1:1", "-o", "x", "--samples", "-1"}, "negative samples"},
		{[]string{"--cdp", "http://127.0.0.1:1", "-o", filepath.Join(t.TempDir(), "x")}, "nothing listens there"},
	}
	for _, tc := range tests {
		var stdout, stderr bytes.Buffer
		if code := runRecord(tc.args, &stdout, &stderr); code != exitError {
			t.Errorf("record %v: exit %d, want %d (%s)", tc.args, code, exitError, tc.reason)
		}
	}
}

// stuckPage is a page that loads, then stops answering the browser's
// protocol 300 ms later by the way named in its comment.
func stuckPage(trouble string) []byte { return troubledPage(trouble, 300*time.Millisecond) }

// troubledPage is a page with a stop control that runs trouble, a
// script, after it has been loaded for after.
func troubledPage(trouble string, after time.Duration) []byte {
	return []byte(`<!DOCTYPE html><html><head><title>stuck</title></head><body>
<div id="thread-bottom"><button data-testid="stop-button" aria-label="Stop streaming">Stop</button></div>
<script>addEventListener("load", function () { setTimeout(function () { ` + trouble + ` }, ` + strconv.FormatInt(after.Milliseconds(), 10) + `); });</script>
</body></html>`)
}

// checkStopped checks how a record run against a troubled page ended:
// within --max plus LimitGrace (and some slack), with a message, and with exactly what it says it
// saved: n snapshots in a valid sequence, or no file at all.
func checkStopped(t *testing.T, out string, elapsed, limit time.Duration, stdout, stderr string) {
	t.Helper()
	// Every ending comes within --max + LimitGrace; the rest is slack for
	// a loaded machine (a second grace, as closing a stuck tab took, is
	// more).
	if bound := limit + capture.LimitGrace + 1500*time.Millisecond; elapsed > bound {
		t.Errorf("record ran %v with --max %v: the limit must bound the whole run (at most %v)", elapsed, limit, bound)
	}
	raw, err := os.ReadFile(out)
	switch {
	case os.IsNotExist(err):
		if !strings.Contains(stderr+stdout, "no snapshot taken") {
			t.Errorf("no file written, but the output does not say so:\n%s%s", stdout, stderr)
		}
	case err != nil:
		t.Fatal(err)
	default:
		seq, err := corpus.ReadSequence(raw)
		if err != nil {
			t.Fatalf("what record saved is not a valid sequence: %v", err)
		}
		said := fmt.Sprintf("%d snapshots", len(seq.Snapshots))
		if !strings.Contains(stderr+stdout, said) {
			t.Errorf("%s saved, but the output does not say so:\n%s%s", said, stdout, stderr)
		}
	}
}

// armedPage is a page with a stop control that runs trouble, a script,
// when the test calls its window.trouble(): it first asks the server for
// /armed/NAME, synchronously, and runs trouble right after the answer
// without giving the browser a turn in between. Once the server has seen
// that request, any command that reaches the page comes after the
// trouble.
func armedPage(name, trouble string) []byte {
	return []byte(`<!DOCTYPE html><html><head><title>stuck</title></head><body>
<div id="thread-bottom"><button data-testid="stop-button" aria-label="Stop streaming">Stop</button></div>
<script>window.trouble = function () {
  var x = new XMLHttpRequest(); x.open("GET", "/armed/` + name + `", false); x.send();
  ` + trouble + `
};</script>
</body></html>`)
}

// armedServer serves pages and tells, on the channel armed returns, each
// name whose page asked for /armed/NAME.
func armedServer(t *testing.T, pages map[string][]byte) (srv *httptest.Server, armed func(name string) <-chan struct{}) {
	var mu sync.Mutex
	chans := map[string]chan struct{}{}
	ch := func(name string) chan struct{} {
		mu.Lock()
		defer mu.Unlock()
		if chans[name] == nil {
			chans[name] = make(chan struct{}, 1)
		}
		return chans[name]
	}
	srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if name, ok := strings.CutPrefix(r.URL.Path, "/armed/"); ok {
			select {
			case ch(name) <- struct{}{}:
			default:
			}
			w.WriteHeader(http.StatusNoContent)
			return
		}
		body, ok := pages[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(body)
	}))
	t.Cleanup(srv.Close)
	return srv, func(name string) <-chan struct{} { return ch(name) }
}

// troubleWait bounds how long a test waits for the trouble it set off to
// be in place: it is not part of any check, only a guard against a test
// that would otherwise hang when the browser never answers.
const troubleWait = time.Minute

// tabContext attaches a connection of the test's own to the tab with
// target id in the browser at cdpURL; it is closed when the test ends.
func tabContext(t *testing.T, cdpURL, id string) (context.Context, error) {
	actx, acancel := remote.NewAllocator(context.Background(), cdpURL)
	t.Cleanup(acancel)
	bctx, bcancel := chromedp.NewContext(actx)
	t.Cleanup(bcancel)
	if _, err := chromedp.Targets(bctx); err != nil {
		return nil, err
	}
	tctx, tcancel := chromedp.NewContext(bctx, chromedp.WithTargetID(target.ID(id)), chromedp.WithDetachOnCancel())
	t.Cleanup(tcancel)
	return tctx, chromedp.Do(tctx, chromedp.Func(func(context.Context, *chromedp.Target) error { return nil }))
}

// setOff runs the page's window.trouble and returns once it is in place:
// once the page has told the server on armed.
func setOff(tctx context.Context, armed <-chan struct{}) error {
	if _, err := chromedp.Run(tctx, chromedp.Evaluate[int](`setTimeout(window.trouble, 0), 0`)); err != nil {
		return err
	}
	select {
	case <-armed:
		return nil
	case <-time.After(troubleWait):
		return errors.New("the page never set off its trouble")
	}
}

// crashNow crashes the renderer of the tab with the protocol's
// Page.crash, as a page that runs out of memory crashes, and returns once
// the browser has said the tab crashed.
func crashNow(tctx context.Context) error {
	crashed := make(chan struct{})
	var once sync.Once
	err := chromedp.Listen(tctx, func(ev any) {
		if _, ok := ev.(*inspector.EventTargetCrashed); ok {
			once.Do(func() { close(crashed) })
		}
	})
	if err != nil {
		return err
	}
	go chromedp.Do(tctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, cdppage.Crash, cdp.Empty{}) // no answer comes from a crashed renderer
		return err
	}))
	select {
	case <-crashed:
		return nil
	case <-time.After(troubleWait):
		return errors.New("the tab did not crash")
	}
}

// TestRecordStuckPages records pages that stop answering: behind an
// alert() dialog, in an endless script loop, one whose renderer crashes
// mid-record, and one that never finishes loading. Each run ends within
// --max + LimitGrace (and slack) with a message saying why and what it
// saved, instead of hanging; the test output says how long each took.
// The trouble comes between the first snapshot and the second, as the
// record waits for it, and the recordings keep a stepped clock, so they
// reach --max after the same snapshots however loaded the machine is:
// the trouble always comes mid-record. The four run at once, as each
// waits out the same limit, each in a browser of its own; the test does
// not run in parallel with others, whose pages' scripts would be starved
// by the endless loop.
func TestRecordStuckPages(t *testing.T) {
	release := make(chan struct{})
	srv, armed := armedServer(t, map[string][]byte{
		"/c/alert": armedPage("alert", `alert("Are you still there?");`),
		"/c/loop":  armedPage("loop", `for (;;) {}`),
		"/c/crash": armedPage("crash", ""),
	})
	hang := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<!DOCTYPE html><html><body><p>loading"))
		w.(http.Flusher).Flush()
		select { // the body never ends while the test runs
		case <-release:
		case <-r.Context().Done():
		}
	}))
	t.Cleanup(hang.Close)
	t.Cleanup(func() { close(release) })

	const limit = time.Second
	tests := []struct {
		name string
		args []string
		want string // in the message
	}{
		{"alert", []string{"--cdp", "", "--tab", srv.URL + "/c/alert"}, ""},
		{"script-loop", []string{"--cdp", "", "--tab", srv.URL + "/c/loop"}, ""},
		{"crash", []string{"--cdp", "", "--tab", srv.URL + "/c/crash"}, ""},
		{"never-loads", []string{"--launch", "--url", hang.URL + "/c/slow"}, "no snapshot taken"},
	}
	earlier := []byte("an earlier recording, to be left alone when nothing is captured\n")
	outs := make([]string, len(tests))
	recs := make([]recording, len(tests))
	for i, tc := range tests {
		outs[i] = filepath.Join(t.TempDir(), "seq.txtar")
		args := slices.Clone(tc.args)
		if args[0] == "--cdp" {
			cdp, _ := capturetest.Private(t)
			args[1] = cdp
			var tctx context.Context
			recs[i].open = func() error {
				id, err := openTab(cdp, tc.args[3])
				if err == nil {
					tctx, err = tabContext(t, cdp, id)
				}
				return err
			}
			recs[i].clock = newSteppedClock()
			recs[i].trouble = func() error {
				if tc.name == "crash" {
					return crashNow(tctx)
				}
				return setOff(tctx, armed(path.Base(tc.args[3])))
			}
		}
		recs[i].args = append(args, "--interval", "200ms", "--max", limit.String(), "-o", outs[i])
		if tc.name == "never-loads" {
			if err := os.WriteFile(outs[i], earlier, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	runs := recordAll(recs)
	for i, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, out := runs[i], outs[i]
			if r.openErr != nil {
				t.Fatal(r.openErr)
			}
			t.Logf("exit %d after %v\n%s%s", r.code, r.elapsed, r.stdout, r.stderr)
			if r.troubleErr != nil {
				t.Fatalf("setting off the trouble: %v", r.troubleErr)
			}
			if r.code == exitOK {
				t.Errorf("exit %d: a page that stops answering cannot complete", r.code)
			}
			if r.code == exitFailed {
				t.Errorf("exit %d: the page answered every capture up to --max, so its trouble came too late to test anything", r.code)
			}
			if r.code == exitError && !strings.Contains(r.stderr, "chatproof record:") {
				t.Errorf("exit %d without a message", r.code)
			}
			if !strings.Contains(r.stdout+r.stderr, tc.want) {
				t.Errorf("output lacks %q", tc.want)
			}
			if tc.name == "never-loads" {
				if got, _ := os.ReadFile(out); !bytes.Equal(got, earlier) {
					t.Errorf("-o was touched without a snapshot: %q", got)
				}
				os.Remove(out)
			} else if !strings.Contains(r.stdout+r.stderr, "1 snapshots saved") {
				t.Errorf("the output does not say that the one snapshot before the trouble was saved")
			}
			checkStopped(t, out, r.elapsed, limit, r.stdout, r.stderr)
		})
	}
}

// TestRecordBrowserDies kills the browser during a recording, once the
// first snapshot is taken: record says the browser connection was lost,
// not that a context was canceled, and what it had saved.
func TestRecordBrowserDies(t *testing.T) {
	t.Parallel()
	cdp, kill := capturetest.Private(t)
	srv := capturetest.Serve(t, map[string][]byte{"/c/dies": stuckPage("")})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	b, err := capture.Attach(ctx, cdp)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.Open(ctx, srv.URL+"/c/dies"); err != nil {
		t.Fatal(err)
	}
	b.Close()
	out := filepath.Join(t.TempDir(), "seq.txtar")
	const limit = 20 * time.Second
	run := recordAll([]recording{{
		args:    []string{"--cdp", cdp, "--tab", "/c/dies", "--interval", "200ms", "--max", limit.String(), "-o", out},
		clock:   newSteppedClock(),
		trouble: func() error { kill(); return nil },
	}})[0]
	t.Logf("exit %d after %v\n%s%s", run.code, run.elapsed, run.stdout, run.stderr)
	if run.code != exitError || !strings.Contains(run.stderr, "browser connection lost") {
		t.Errorf("exit %d, want %d and \"browser connection lost\"", run.code, exitError)
	}
	if strings.Contains(run.stderr, "context canceled") {
		t.Error("the message blames a canceled context")
	}
	checkStopped(t, out, run.elapsed, limit, run.stdout, run.stderr)
}

// TestRecordLaunch records a page in a browser of its own: the connection
// outlives the deadline that bounded launching and loading.
func TestRecordLaunch(t *testing.T) {
	t.Parallel()
	capturetest.Browser(t) // skips without a browser
	srv := capturetest.Serve(t, map[string][]byte{"/c/launched": stuckPage("")})
	out := filepath.Join(t.TempDir(), "seq.txtar")
	var stdout, stderr bytes.Buffer
	code := runRecord([]string{"--launch", "--url", srv.URL + "/c/launched", "--interval", "200ms", "--max", "20s", "--max-snapshots", "3", "-o", out}, &stdout, &stderr)
	if code != exitFailed || !strings.Contains(stdout.String(), "stopped: "+capture.ReasonSnapshotLimit) {
		t.Fatalf("exit %d, want %d at the snapshot limit\n%s%s", code, exitFailed, stdout.String(), stderr.String())
	}
	raw, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	seq, err := corpus.ReadSequence(raw)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(seq.Snapshots); n != 3 {
		t.Errorf("%d snapshots, want the 3 of --max-snapshots", n)
	}
	checkGrid(t, seq.Snapshots, 200*time.Millisecond, 20*time.Second)
}

// TestRecordNavigation records a tab that navigates to another page
// mid-record (a login redirect, a link followed): the recording ends
// there, says so with where the tab went and what it saved, and the
// sequence holds only the recorded page; a page that changes its own URL
// (history.pushState, as a new chat does once it has an id) records on.
// The tab moves once the first snapshot is taken, and the record waits
// until it has (the new document committed, the URL pushed), so the
// first snapshot is of the page the record was pointed at, and the next
// of where the tab went, however loaded the machine is.
func TestRecordNavigation(t *testing.T) {
	t.Parallel()
	cdp, _ := capturetest.Private(t)
	srv := capturetest.Serve(t, map[string][]byte{
		"/c/leaves": stuckPage(""),
		"/c/pushes": stuckPage(""),
		"/login/elsewhere": []byte(`<!DOCTYPE html><html><body><p>A different page</p>` +
			`<div id="thread-bottom"><button data-testid="stop-button" aria-label="Stop streaming">Stop</button></div></body></html>`),
	})
	const limit = 3 * time.Second
	for _, tc := range []struct {
		path string
		nav  bool
	}{{"/c/leaves", true}, {"/c/pushes", false}} {
		t.Run(strings.TrimPrefix(tc.path, "/c/"), func(t *testing.T) {
			url := srv.URL + tc.path
			tctx, err := tabContext(t, cdp, openIn(t, cdp, url))
			if err != nil {
				t.Fatal(err)
			}
			move := func() error { return pushURL(tctx, "/c/new-id") }
			if tc.nav {
				move = func() error { return navigate(tctx, srv.URL+"/login/elsewhere") }
			}
			out := filepath.Join(t.TempDir(), "seq.txtar")
			r := recordAll([]recording{{
				args:    []string{"--cdp", cdp, "--tab", url, "--interval", "100ms", "--max", limit.String(), "-o", out},
				clock:   newSteppedClock(),
				trouble: move,
			}})[0]
			t.Logf("exit %d after %v\n%s%s", r.code, r.elapsed, r.stdout, r.stderr)
			if r.troubleErr != nil {
				t.Fatalf("moving the tab: %v", r.troubleErr)
			}
			if got := strings.Contains(r.stdout, "stopped: "+capture.ReasonNavigated); got != tc.nav {
				t.Errorf("stopped navigated: %v, want %v", got, tc.nav)
			}
			if tc.nav && !strings.Contains(r.stderr, "navigated to another page ("+srv.URL+"/login/elsewhere)") {
				t.Errorf("the message does not say where the tab went:\n%s", r.stderr)
			}
			if r.code == exitOK {
				t.Errorf("exit %d: a live stop button cannot complete", r.code)
			}
			raw, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Contains(raw, []byte("A different page")) {
				t.Error("the sequence holds the page the tab navigated to")
			}
			checkStopped(t, out, r.elapsed, limit, r.stdout, r.stderr)
		})
	}
}

// navigate sends the tab to url, as a link followed or a redirect does,
// and returns once the new document is committed in its main frame.
func navigate(tctx context.Context, url string) error {
	committed := make(chan struct{})
	var once sync.Once
	err := chromedp.Listen(tctx, func(ev any) {
		if e, ok := ev.(*cdppage.EventFrameNavigated); ok && e.Frame.ParentID == "" && e.Frame.URL == url {
			once.Do(func() { close(committed) })
		}
	})
	if err != nil {
		return err
	}
	if _, err := chromedp.Run(tctx, chromedp.Evaluate[int](`location.href = `+strconv.Quote(url)+`, 0`)); err != nil {
		return err
	}
	select {
	case <-committed:
		return nil
	case <-time.After(troubleWait):
		return errors.New("the tab did not navigate")
	}
}

// pushURL changes the tab's URL to path with history.pushState, as a new
// chat does once it has an id; it is done when the script returns.
func pushURL(tctx context.Context, path string) error {
	_, err := chromedp.Run(tctx, chromedp.Evaluate[int](`history.pushState(null, "", `+strconv.Quote(path)+`), 0`))
	return err
}
