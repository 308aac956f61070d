package capturetest

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto"
	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp/remote"

	"github.com/chatproof/chatproof/capture"
)

// RequireEnv names the variable that turns a missing browser into a test
// failure.
const RequireEnv = "CHATPROOF_REQUIRE_CHROME"

var shared struct {
	once sync.Once
	p    *proc
	err  error
}

// proc is a browser process started for tests.
type proc struct {
	cmd *exec.Cmd
	dir string // its temporary profile
	url string // its DevTools URL
	ws  string // its browser's websocket URL
}

// Browser returns the DevTools URL (http://127.0.0.1:PORT) of the shared
// headless browser, starting it on first use; for a test that called
// Parallel (or its subtests), that of the browser it has to itself.
func Browser(t testing.TB) string {
	t.Helper()
	exe := findBrowser(t)
	if p, ok := laneOf(t); ok {
		return p.url
	}
	shared.once.Do(func() { shared.p, shared.err = start(exe) })
	if shared.err != nil {
		t.Fatalf("starting %s: %v", exe, shared.err)
	}
	return shared.p.url
}

// Private starts a browser of the test's own, for a test that kills it,
// and returns its DevTools URL and a func that kills it at once. It is
// stopped when the test ends.
func Private(t testing.TB) (url string, kill func()) {
	t.Helper()
	exe := findBrowser(t)
	p, err := start(exe)
	if err != nil {
		t.Fatalf("starting %s: %v", exe, err)
	}
	t.Cleanup(p.stop)
	return p.url, func() { p.cmd.Process.Kill() }
}

// findBrowser returns the browser binary, or skips (fails under
// CHATPROOF_REQUIRE_CHROME=1) the test without one.
func findBrowser(t testing.TB) string {
	t.Helper()
	exe := capture.FindChrome()
	if exe == "" {
		msg := "no browser binary found: install chromium or set " + capture.ChromeEnv + " to run the browser tests"
		if os.Getenv(RequireEnv) == "1" {
			t.Fatalf("%s (%s=1 requires it)", msg, RequireEnv)
		}
		t.Skip(msg)
	}
	return exe
}

// start launches exe with a debugging port and waits for the port.
func start(exe string) (*proc, error) {
	dir, err := os.MkdirTemp("", "chatproof-chrome")
	if err != nil {
		return nil, err
	}
	args := []string{"--remote-debugging-port=0", "--user-data-dir=" + dir,
		fmt.Sprintf("--window-size=%d,%d", capture.DefaultWidth, capture.DefaultHeight)}
	for _, f := range capture.LaunchFlags() {
		args = append(args, "--"+f)
	}
	p := &proc{cmd: exec.Command(exe, append(args, "about:blank")...), dir: dir}
	if err := p.cmd.Start(); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if f, err := os.Open(filepath.Join(dir, "DevToolsActivePort")); err == nil {
			sc := bufio.NewScanner(f)
			var lines []string
			for sc.Scan() {
				lines = append(lines, strings.TrimSpace(sc.Text()))
			}
			f.Close()
			if len(lines) == 2 && lines[0] != "" {
				p.url = "http://127.0.0.1:" + lines[0]
				p.ws = "ws://127.0.0.1:" + lines[0] + lines[1]
				return p, nil
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	p.stop()
	return nil, fmt.Errorf("no DevToolsActivePort after 30s")
}

// stop stops the browser and removes its profile. Killed at once, the
// browser leaves its helper processes to end on their own, and the network
// service writes its state into the profile after it is removed (so does
// it, less often, when the browser is told to end by SIGTERM); asked to
// close over the protocol, the browser ends them first. It is killed when
// it does not end within 5 seconds.
func (p *proc) stop() {
	if p.cmd.Process != nil {
		exited := make(chan struct{})
		go func() {
			p.cmd.Wait()
			close(exited)
		}()
		closeBrowser(p.ws)
		select {
		case <-exited:
		case <-time.After(5 * time.Second):
		}
		p.cmd.Process.Kill()
		<-exited
	}
	os.RemoveAll(p.dir)
}

// closeBrowser asks the browser at the websocket URL ws to close
// (Browser.close), which chromedp's own connection will not send, and
// returns once it has answered. The connection is closed in the
// background: closing it waits a second for the browser's side of the
// closing handshake, which an ending browser does not send.
func closeBrowser(ws string) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	c, err := remote.DialContext(ctx, ws)
	if err != nil {
		cancel()
		return
	}
	stop := context.AfterFunc(ctx, func() { c.Close() }) // Read takes no deadline from ctx
	defer func() {
		go func() {
			if stop() {
				c.Close()
			}
			cancel()
		}()
	}()
	if c.Write(ctx, &cdproto.Message{ID: 1, Method: cdproto.MethodType(browser.CommandClose)}) != nil {
		return
	}
	var reply cdproto.Message
	c.Read(ctx, &reply) // the reply, or the connection closed by the browser's end
}

// NoProfilesLeft fails t for each of the browser profiles dirs that is
// there a second after its browser was stopped, when the browser's helper
// processes have ended, and removes it.
func NoProfilesLeft(t testing.TB, dirs []string) {
	t.Helper()
	time.Sleep(time.Second)
	for _, dir := range dirs {
		if _, err := os.Stat(dir); !os.IsNotExist(err) {
			t.Errorf("profile %s is there after its browser was stopped (stat: %v)", dir, err)
			os.RemoveAll(dir)
		}
	}
}

// Open opens url in a new tab of the shared browser, waits for it to load,
// and leaves it open for the code under test to attach to; the tab is
// closed when the test ends. It returns the tab's target id.
func Open(t testing.TB, url string) string {
	t.Helper()
	cdp := Browser(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	b, err := capture.Attach(ctx, cdp)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close() // leaves the tab open: only Tab.Close closes it
	tab, err := b.Open(ctx, url)
	if err != nil {
		t.Fatalf("opening %s: %v", url, err)
	}
	id := tab.ID()
	t.Cleanup(func() {
		resp, err := http.Get(cdp + "/json/close/" + id)
		if err == nil {
			resp.Body.Close()
		}
	})
	return id
}

// Shutdown stops the shared browser and those of Parallel, and removes
// their profiles.
func Shutdown() {
	if shared.p != nil {
		shared.p.stop()
	}
	stopLanes()
}

// Serve serves pages by path on a local test server, closed when the test
// ends: paths ending in .css as text/css, the rest as HTML.
func Serve(t testing.TB, pages map[string][]byte) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, ok := pages[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		if strings.HasSuffix(r.URL.Path, ".css") {
			w.Header().Set("Content-Type", "text/css")
		} else {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
		}
		w.Write(body)
	}))
	t.Cleanup(srv.Close)
	return srv
}
