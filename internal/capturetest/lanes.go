package capturetest

import (
	"strings"
	"sync"
	"testing"
)

// lanes holds the browsers of the tests that called Parallel: each such
// test has one to itself while it runs, and hands it on when it ends.
var lanes struct {
	mu   sync.Mutex
	free []*proc          // started, no test's now
	all  []*proc          // every one started, for Shutdown
	of   map[string]*proc // by the name of the test that has it
}

// Parallel runs t in parallel with the other tests that call it (as
// t.Parallel does), in a browser of its own for as long as it runs:
// Browser, Open and the helpers built on them give t and its subtests
// that browser, so no other test's tabs or load reach it. It is for the
// long sweeps that read many pages, which spend most of their time
// waiting on one browser's renderer: two of them in two browsers use both
// cores of a machine. Browsers are started as tests need them and handed
// from a test that ended to the next, so there are at most as many as
// tests run at once (go test's -parallel). It skips t as Browser does
// without a browser.
func Parallel(t *testing.T) {
	t.Helper()
	exe := findBrowser(t)
	t.Parallel()
	p, err := lease(exe)
	if err != nil {
		t.Fatalf("starting %s: %v", exe, err)
	}
	name := t.Name()
	lanes.mu.Lock()
	if lanes.of == nil {
		lanes.of = map[string]*proc{}
	}
	lanes.of[name] = p
	lanes.mu.Unlock()
	t.Cleanup(func() {
		lanes.mu.Lock()
		defer lanes.mu.Unlock()
		delete(lanes.of, name)
		lanes.free = append(lanes.free, p)
	})
}

// lease returns a browser no test has now, starting one when every one
// started is taken.
func lease(exe string) (*proc, error) {
	lanes.mu.Lock()
	if n := len(lanes.free); n > 0 {
		p := lanes.free[n-1]
		lanes.free = lanes.free[:n-1]
		lanes.mu.Unlock()
		return p, nil
	}
	lanes.mu.Unlock()
	p, err := start(exe)
	if err != nil {
		return nil, err
	}
	lanes.mu.Lock()
	lanes.all = append(lanes.all, p)
	lanes.mu.Unlock()
	return p, nil
}

// laneOf returns the browser of the test t belongs to (t or a test it is
// a subtest of), when that test called Parallel.
func laneOf(t testing.TB) (*proc, bool) {
	lanes.mu.Lock()
	defer lanes.mu.Unlock()
	for name := t.Name(); ; {
		if p, ok := lanes.of[name]; ok {
			return p, true
		}
		i := strings.LastIndexByte(name, '/')
		if i < 0 {
			return nil, false
		}
		name = name[:i]
	}
}

// stopLanes stops every browser Parallel started.
func stopLanes() {
	lanes.mu.Lock()
	defer lanes.mu.Unlock()
	for _, p := range lanes.all {
		p.stop()
	}
	lanes.all, lanes.free = nil, nil
}
