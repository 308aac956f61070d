package capturetest

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chatproof/chatproof/internal/capture"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/remote"
)

// RequireEnv names the variable that turns a missing browser into a test
// failure.
const RequireEnv = "CHATPROOF_REQUIRE_CHROME"

var shared struct {
	once sync.Once
	url  string
	cmd  *exec.Cmd
	dir  string
	err  error
}

// Browser returns the DevTools URL (http://127.0.0.1:PORT) of the shared
// headless browser, starting it on first use.
func Browser(t testing.TB) string {
	t.Helper()
	exe := capture.FindChrome()
	if exe == "" {
		msg := "no browser binary found: install chromium or set " + capture.ChromeEnv + " to run the browser tests"
		if os.Getenv(RequireEnv) == "1" {
			t.Fatalf("%s (%s=1 requires it)", msg, RequireEnv)
		}
		t.Skip(msg)
	}
	shared.once.Do(func() { shared.url, shared.err = start(exe) })
	if shared.err != nil {
		t.Fatalf("starting %s: %v", exe, shared.err)
	}
	return shared.url
}

// start launches exe with a debugging port and waits for the port.
func start(exe string) (string, error) {
	dir, err := os.MkdirTemp("", "chatproof-chrome")
	if err != nil {
		return "", err
	}
	shared.dir = dir
	args := []string{"--remote-debugging-port=0", "--user-data-dir=" + dir,
		fmt.Sprintf("--window-size=%d,%d", capture.DefaultWidth, capture.DefaultHeight)}
	for _, f := range capture.LaunchFlags {
		args = append(args, "--"+f)
	}
	cmd := exec.Command(exe, append(args, "about:blank")...)
	if err := cmd.Start(); err != nil {
		return "", err
	}
	shared.cmd = cmd
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if f, err := os.Open(filepath.Join(dir, "DevToolsActivePort")); err == nil {
			sc := bufio.NewScanner(f)
			port := ""
			if sc.Scan() {
				port = strings.TrimSpace(sc.Text())
			}
			f.Close()
			if port != "" {
				return "http://127.0.0.1:" + port, nil
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	return "", fmt.Errorf("no DevToolsActivePort after 30s")
}

// Open opens url in a new tab of the shared browser, waits for it to load,
// and leaves it open for the code under test to attach to; the tab is
// closed when the test ends.
func Open(t testing.TB, url string) {
	t.Helper()
	cdp := Browser(t)
	actx, acancel := remote.NewAllocator(context.Background(), cdp)
	defer acancel()
	tctx, tcancel := chromedp.NewContext(actx, chromedp.WithDetachOnCancel())
	defer tcancel()
	if err := chromedp.Do(tctx, chromedp.Navigate(url)); err != nil {
		t.Fatalf("opening %s: %v", url, err)
	}
	id := chromedp.FromContext(tctx).Target.TargetID
	t.Cleanup(func() {
		resp, err := http.Get(cdp + "/json/close/" + string(id))
		if err == nil {
			resp.Body.Close()
		}
	})
}

// Shutdown stops the shared browser and removes its profile.
func Shutdown() {
	if shared.cmd != nil && shared.cmd.Process != nil {
		shared.cmd.Process.Kill()
		shared.cmd.Wait()
	}
	if shared.dir != "" {
		os.RemoveAll(shared.dir)
	}
}
