package capturetest

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/internal/testflag"
)

// recorder is a testing.TB that records a Skip or a Fatalf instead of
// ending the test that runs it. Like the real ones, both stop the caller:
// they panic with the recorder, which browserWithout recovers.
type recorder struct {
	testing.TB
	skipped, failed bool
	msg             string
}

func (r *recorder) Helper() {}

func (r *recorder) Skip(args ...any) {
	r.skipped, r.msg = true, fmt.Sprint(args...)
	panic(r)
}

func (r *recorder) Fatalf(format string, args ...any) {
	r.failed, r.msg = true, fmt.Sprintf(format, args...)
	panic(r)
}

// browserWithout calls Browser on a machine without any browser binary (an
// empty PATH and no CHATPROOF_CHROME) and returns what it did.
func browserWithout(t *testing.T, require string) *recorder {
	t.Setenv("PATH", t.TempDir())
	t.Setenv(capture.ChromeEnv, "")
	t.Setenv(RequireEnv, require)
	r := &recorder{TB: t}
	func() {
		defer func() {
			if p := recover(); p != nil && p != any(r) {
				panic(p)
			}
		}()
		url := Browser(r)
		t.Fatalf("Browser returned %q without a browser", url)
	}()
	return r
}

// TestBrowserMissingSkips: without a browser the capture tests skip, and the
// message says how to enable them.
func TestBrowserMissingSkips(t *testing.T) {
	r := browserWithout(t, "")
	if !r.skipped || r.failed {
		t.Fatalf("skipped=%v failed=%v, want a skip", r.skipped, r.failed)
	}
	for _, want := range []string{"chromium", capture.ChromeEnv} {
		if !strings.Contains(r.msg, want) {
			t.Errorf("skip message %q does not say how to enable the tests (%s)", r.msg, want)
		}
	}
}

// TestBrowserMissingRequired: with CHATPROOF_REQUIRE_CHROME=1, as CI sets
// it, a missing browser fails the test instead of skipping it.
func TestBrowserMissingRequired(t *testing.T) {
	r := browserWithout(t, "1")
	if !r.failed || r.skipped {
		t.Fatalf("skipped=%v failed=%v, want a failure", r.skipped, r.failed)
	}
	if !strings.Contains(r.msg, RequireEnv+"=1") {
		t.Errorf("failure message %q does not name %s", r.msg, RequireEnv)
	}
}

// TestParallelLanes: tests that call Parallel run at once, each in a
// browser of its own that its subtests get too, not the shared one, and a
// browser handed back is handed on instead of another being started.
func TestParallelLanes(t *testing.T) {
	t.Cleanup(stopLanes)
	var mu sync.Mutex
	got := map[string]string{}
	run := func(t *testing.T) {
		Parallel(t)
		url := Browser(t)
		t.Run("sub", func(t *testing.T) {
			if sub := Browser(t); sub != url {
				t.Errorf("a subtest got browser %s, its test %s", sub, url)
			}
		})
		mu.Lock()
		got[t.Name()] = url
		mu.Unlock()
	}
	t.Run("group", func(t *testing.T) {
		t.Run("a", run)
		t.Run("b", run)
	})
	a, b := got["TestParallelLanes/group/a"], got["TestParallelLanes/group/b"]
	if a == "" || b == "" || a == b {
		t.Fatalf("browsers of the parallel tests: %q and %q, want two distinct ones", a, b)
	}
	if shared.p != nil && (a == shared.p.url || b == shared.p.url) {
		t.Errorf("a parallel test got the shared browser")
	}
	if _, ok := laneOf(t); ok {
		t.Errorf("a test that did not call Parallel has a browser of its own")
	}
	t.Run("again", func(t *testing.T) {
		run(t)
		if url := got[t.Name()]; url != a && url != b {
			t.Errorf("a later parallel test got a new browser %s, not one handed back (%s, %s)", url, a, b)
		}
	})
}

// TestStopRemovesProfile: a test browser that loaded a page over HTTP and
// was stopped leaves no profile behind, not even a second later, when its
// helper processes have ended. Killed at once, about one in three did:
// the network service wrote its state into the profile after it was
// removed. A plain go test starts two browsers, CI's exhaustive run ten.
func TestStopRemovesProfile(t *testing.T) {
	exe := findBrowser(t)
	srv := Serve(t, map[string][]byte{"/p": []byte(`<p>over HTTP</p>`)})
	var dirs []string
	for range testflag.Count(10, 2) {
		p, err := start(exe)
		if err != nil {
			t.Fatal(err)
		}
		dirs = append(dirs, p.dir)
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		b, err := capture.Attach(ctx, p.url)
		if err == nil {
			var tab *capture.Tab
			if tab, err = b.Open(ctx, srv.URL+"/p"); err == nil {
				_, err = tab.Capture(ctx, capture.CaptureOptions{})
			}
			b.Close()
		}
		cancel()
		p.stop()
		if err != nil {
			t.Fatal(err)
		}
	}
	NoProfilesLeft(t, dirs)
}
