package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/remote"

	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/capturetest"
)

// watchLine is a line of watch's output, poll or end.
type watchLine struct {
	watchEnd
	Poll int        `json:"poll"`
	Read readReport `json:"read"`
	Gate gateReport `json:"gate"`
}

// watchLines decodes watch's output, checking that every line is a
// chatproof.watch/v1 object and that only the last one is the end.
func watchLines(t *testing.T, out string) (polls []watchLine, end watchLine) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	for i, l := range lines {
		var w watchLine
		if err := json.Unmarshal([]byte(l), &w); err != nil {
			t.Fatalf("line %d: %v: %s", i+1, err, l)
		}
		if w.Schema != watchSchema || (w.Event == "end") != (i == len(lines)-1) {
			t.Fatalf("line %d of %d: schema %q, event %q", i+1, len(lines), w.Schema, w.Event)
		}
		if w.Event == "poll" {
			polls = append(polls, w)
		}
		end = w
	}
	return polls, end
}

// TestWatchStreamingPage watches a page whose script streams a reply and
// finishes on a timer: reads show the stop control until the finish, the
// gate fires after it, and the last line holds the whole answer bound to
// its message id; exit 0. Nothing about how fast the machine is is
// checked, only the order of states.
func TestWatchStreamingPage(t *testing.T) {
	t.Parallel()
	cdp, _ := capturetest.Private(t)
	page, err := os.ReadFile("testdata/record/streaming-then-finished.html")
	if err != nil {
		t.Fatal(err)
	}
	srv := capturetest.Serve(t, map[string][]byte{"/c/stream": page})
	url := srv.URL + "/c/stream"
	openIn(t, cdp, url)
	var stdout, stderr bytes.Buffer
	code := runWatch([]string{"--cdp", cdp, "--tab", url, "--interval", "200ms", "--max", "30s"}, &stdout, &stderr)
	if code != exitOK {
		t.Fatalf("watch: exit %d\n%s%s", code, stdout.String(), stderr.String())
	}
	polls, end := watchLines(t, stdout.String())
	finished := false
	for _, p := range polls {
		done := p.Read.Response.Finished && p.Read.Activity == "none"
		if finished && !done {
			t.Errorf("read %d after the finish is not finished: %+v", p.Poll, p.Read)
		}
		if !done && p.Read.Activity != "strong" {
			t.Errorf("read %d before the finish has activity %s, want strong", p.Poll, p.Read.Activity)
		}
		finished = finished || done
	}
	const want = "A readiness probe decides whether the pod gets traffic; a liveness probe decides whether the container is restarted."
	a := end.Answer
	if end.Outcome != outcomeFired || end.Reason != followGateFired || a == nil || !polls[len(polls)-1].Gate.Fire {
		t.Fatalf("end %+v", end)
	}
	if a.Text != want || !a.TextWhole || a.MessageID != "a4997012-2287-4506-8c44-32506e473c57" || a.TurnIndex != 6 {
		t.Errorf("answer %+v", a)
	}
	if end.Polls != len(polls) || end.FiredAtMS < 0 || stderr.Len() != 0 {
		t.Errorf("end %+v after %d reads; stderr %q", end, len(polls), stderr.String())
	}
	t.Logf("%d reads, fired at %dms", end.Polls, end.FiredAtMS)
}

// TestWatchTabClosed runs the built command on a page that never
// finishes and closes the tab once the first read is printed: the watch
// ends with tab_gone (tab_closed), no answer, and exit 5.
func TestWatchTabClosed(t *testing.T) {
	t.Parallel()
	cdp, _ := capturetest.Private(t)
	data, err := os.ReadFile("testdata/capture/example_streaming.txtar")
	if err != nil {
		t.Fatal(err)
	}
	page, _ := corpus.Section(txtar.Parse(data), "page.html")
	srv := capturetest.Serve(t, map[string][]byte{"/c/never": page})
	url := srv.URL + "/c/never"
	id := openIn(t, cdp, url)
	bin := commandBinary(t)
	if bin == "" {
		t.Fatal("the command could not be built")
	}
	cmd := exec.Command(bin, "watch", "--cdp", cdp, "--tab", id, "--interval", "100ms", "--max", "60s")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var stdout strings.Builder
	r := bufio.NewReader(out)
	first, err := r.ReadString('\n')
	if err != nil {
		cmd.Wait()
		t.Fatalf("no first read: %v\n%s", err, stderr.String())
	}
	stdout.WriteString(first)
	resp, err := http.Get(cdp + "/json/close/" + id)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	rest, _ := readRest(r)
	stdout.WriteString(rest)
	err = cmd.Wait()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != exitTabGone {
		t.Fatalf("watch: %v, want exit %d\n%s%s", err, exitTabGone, stdout.String(), stderr.String())
	}
	polls, end := watchLines(t, stdout.String())
	if end.Outcome != outcomeTabGone || end.Reason != followClosed || end.Answer != nil || len(polls) == 0 {
		t.Errorf("end %+v", end)
	}
	t.Logf("ended after %d reads, %dms", end.Polls, end.ElapsedMS)
}

// readRest reads r to its end as a string.
func readRest(r *bufio.Reader) (string, error) {
	var b strings.Builder
	_, err := r.WriteTo(&b)
	return b.String(), err
}

// TestWatchUsage: watch needs --cdp, and refuses what it cannot use.
func TestWatchUsage(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"--cdp", "http://127.0.0.1:1", "extra"},
		{"--cdp", "http://127.0.0.1:1", "--interval", "0s"},
		{"--cdp", "http://127.0.0.1:1", "--expect-message-id", "a b"},
	} {
		code, out, errs := runCLI(t, append([]string{"watch"}, args...)...)
		if code != exitError || out != "" || !strings.Contains(errs, "usage: chatproof watch") {
			t.Errorf("watch %q: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
	}
	// No browser there: a browser error, with how to start one.
	code, out, errs := runCLI(t, "watch", "--cdp", "http://127.0.0.1:1", "--max", "5s")
	if code != exitError || out != "" || !strings.Contains(errs, "remote-debugging-port") {
		t.Errorf("no browser: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// firstWrite is a buffer that tells, by closing wrote, of its first write.
type firstWrite struct {
	mu    sync.Mutex
	buf   bytes.Buffer
	once  sync.Once
	wrote chan struct{}
}

func (w *firstWrite) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.once.Do(func() { close(w.wrote) })
	return w.buf.Write(p)
}

func (w *firstWrite) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String()
}

// navigateTab loads url into the tab with target id over a connection of
// the test's own, as a user following a link would.
func navigateTab(t *testing.T, cdpURL, id, url string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	actx, acancel := remote.NewAllocator(ctx, cdpURL)
	defer acancel()
	bctx, bcancel := chromedp.NewContext(actx)
	defer bcancel()
	if _, err := chromedp.Targets(bctx); err != nil {
		t.Fatal(err)
	}
	tctx, tcancel := chromedp.NewContext(bctx, chromedp.WithTargetID(target.ID(id)), chromedp.WithDetachOnCancel())
	defer tcancel()
	err := chromedp.Do(tctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.Navigate, page.NavigateParams{URL: url})
		return err
	}))
	if err != nil {
		t.Fatal(err)
	}
}

// TestWatchNavigated: a tab that navigates to another page once the
// first read is printed ends the watch with tab_gone (navigated), saying
// where it went, with no answer, and exit 5; the page it went to, finished
// as it is, is never judged as the reply.
func TestWatchNavigated(t *testing.T) {
	t.Parallel()
	cdp, _ := capturetest.Private(t)
	pages := livePages(t)
	srv := capturetest.Serve(t, map[string][]byte{"/c/never": pages["/c/never"], "/c/finished": pages["/c/finished"]})
	id := openIn(t, cdp, srv.URL+"/c/never")
	out := &firstWrite{wrote: make(chan struct{})}
	var stderr bytes.Buffer
	code := make(chan int, 1)
	go func() {
		code <- runWatch([]string{"--cdp", cdp, "--tab", id, "--interval", "100ms", "--max", "60s"}, out, &stderr)
	}()
	select {
	case <-out.wrote:
	case c := <-code:
		t.Fatalf("watch ended before its first read: exit %d\n%s", c, stderr.String())
	}
	navigateTab(t, cdp, id, srv.URL+"/c/finished")
	if c := <-code; c != exitTabGone {
		t.Fatalf("watch: exit %d, want %d\n%s%s", c, exitTabGone, out.String(), stderr.String())
	}
	_, end := watchLines(t, out.String())
	if end.Outcome != outcomeTabGone || end.Reason != followNavigated || end.NavigatedTo != srv.URL+"/c/finished" || end.Answer != nil {
		t.Errorf("end %+v", end)
	}
	if end.Last == nil || end.Last.Terminal != "incomplete" {
		t.Errorf("the last read judged is not the page watched: %+v", end.Last)
	}
}
