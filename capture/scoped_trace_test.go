package capture_test

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/corpus"
)

// TestScopedTrace logs where the page's main thread spends a scoped poll,
// from the browser's own trace, which the page's clock (TestScopedTiming)
// cannot see: making the isolated world, compiling the reader, the
// browser's style and layout work, the paint state a hit test needs, the
// hit test itself and the garbage collector; the rest of the poll's tasks
// is the reader's script and the DOM calls it makes, and what the poll
// took beyond the page's tasks is the protocol, Go and waiting.
//
// It traces, per size, a tab in view (the newest tab of its window) and,
// at 100 and 1,000 turns, a tab in the background (another tab opened
// after it): the first poll of the tab, in a renderer that has run no
// reader yet, then polls after a streaming-like change, each a poll
// interval after the change. A background tab is not rendered, so the
// first read of a box after a change lays the page out, and the first hit
// test brings its paint state up to date. The test's first poll also pays
// what a process pays once (the secret rules compiled, the reader
// assembled), outside the page's tasks.
//
// Tracing slows the browser: the figures are for where the time goes, not
// for how much there is. Like TestScopedTiming, it runs with
// CHATPROOF_TIMING=1 only and asserts nothing about the figures.
//
//	CHATPROOF_TIMING=1 go test ./capture -run TestScopedTrace -v
func TestScopedTrace(t *testing.T) {
	timingOnly(t)
	b := attach(t)
	srv := pageServer(t, nil)
	cases := []struct {
		turns      int
		background bool
	}{{100, false}, {100, true}, {1000, false}, {1000, true}, {5000, false}}
	for k, c := range cases {
		path := genPath(corpus.GenFinished, c.turns, int64(k+1))
		tab := openPage(t, b, srv.URL+path)
		where := "in view"
		if c.background {
			openPage(t, b, srv.URL+genPath(corpus.GenFinished, 10, int64(100+k)))
			where = "in the background"
		}
		page := pageContext(t, path)
		// The page as shown for a while: rendered once since its load
		// (not in the background, which is never rendered).
		pageChange(t, page, "")
		var polls []tracedPoll
		poll := func(name string) error {
			start := time.Now()
			snap, err := tab.Capture(context.Background(), capture.CaptureOptions{Scoped: true})
			if err == nil && !snap.Unchanged {
				_, err = chatproof.ClassifyHTML(snap.HTML, chatproof.Options{})
			}
			polls = append(polls, tracedPoll{name: name, start: start, end: time.Now()})
			return err
		}
		trace, synced, err := tab.Trace(context.Background(), traceCategories, func() error {
			if err := poll("first"); err != nil {
				return err
			}
			for range 5 {
				pageChange(t, page, `newest.insertAdjacentHTML("beforeend", "<p>More of the reply.</p>");
					newest.classList.toggle("streaming");`)
				time.Sleep(capture.DefaultInterval)
				if err := poll("changing"); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		parts, err := traceParts(trace, synced, polls)
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range polls {
			t.Logf("%d turns, %s, %s poll: %s", c.turns, where, p.name, parts[i])
		}
	}
}

// traceCategories are the trace categories TestScopedTrace records.
var traceCategories = []string{"toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "disabled-by-default-v8.compile"}

// tracedPoll is one poll, timed by Go's clock.
type tracedPoll struct {
	name       string
	start, end time.Time
}

// traceEvent is the part of a trace event traceParts reads.
type traceEvent struct {
	Name string  `json:"name"`
	Ph   string  `json:"ph"`
	Ts   float64 `json:"ts"`
	Dur  float64 `json:"dur"`
	Pid  int     `json:"pid"`
	Tid  int     `json:"tid"`
	Args struct {
		Name   string `json:"name"`
		SyncID string `json:"sync_id"`
	} `json:"args"`
}

// partOf names the part of a poll a main-thread event is, "" for none:
// the outermost event of a part counts, once.
func partOf(name string) string {
	switch {
	case name == "LocalWindowProxy::Initialize":
		return "world"
	case strings.HasPrefix(name, "V8.Compile"), strings.HasPrefix(name, "V8.Parse"),
		name == "V8.PreParse", name == "v8.compile":
		return "compile"
	case name == "UpdateLayoutTree":
		return "style"
	case name == "Layout":
		return "layout"
	case name == "PrePaint":
		return "prepaint"
	case name == "HitTest":
		return "hit test"
	case name == "MinorGC", name == "MajorGC", strings.HasPrefix(name, "V8.GC"):
		return "gc"
	}
	return ""
}

// thread is a thread of the trace, by process and thread id.
type thread struct{ pid, tid int }

// traceParts returns, for each poll, where the page's main thread spent
// it: the parts partOf names, the rest of its tasks (script and DOM), and
// what the poll took beyond them (outside). The page's main thread is the
// renderer main thread that evaluated most scripts during the polls; the
// trace's clock is tied to Go's by the marker recorded at synced.
func traceParts(trace []byte, synced time.Time, polls []tracedPoll) ([]string, error) {
	var doc struct {
		TraceEvents []traceEvent `json:"traceEvents"`
	}
	if err := json.Unmarshal(trace, &doc); err != nil {
		return nil, fmt.Errorf("the trace: %w", err)
	}
	events := doc.TraceEvents
	syncTs, mains := -1.0, map[thread]bool{}
	for _, e := range events {
		switch {
		case e.Name == "clock_sync" && e.Args.SyncID == capture.TraceSync:
			syncTs = e.Ts
		case e.Ph == "M" && e.Name == "thread_name" && e.Args.Name == "CrRendererMain":
			mains[thread{e.Pid, e.Tid}] = true
		}
	}
	if syncTs < 0 {
		return nil, fmt.Errorf("the trace has no clock marker %q", capture.TraceSync)
	}
	at := func(t time.Time) float64 { return syncTs + float64(t.Sub(synced).Microseconds()) }
	// Each main thread's complete events, outermost first at equal times.
	byThread := map[thread][]traceEvent{}
	for _, e := range events {
		if th := (thread{e.Pid, e.Tid}); e.Ph == "X" && mains[th] {
			byThread[th] = append(byThread[th], e)
		}
	}
	page, most := thread{}, -1
	for th, evs := range byThread {
		slices.SortStableFunc(evs, func(a, b traceEvent) int {
			if a.Ts != b.Ts {
				return cmp.Compare(a.Ts, b.Ts)
			}
			return cmp.Compare(b.Dur, a.Dur)
		})
		evaluations := 0
		for _, p := range polls {
			for _, e := range evs {
				if e.Name == "EvaluateScript" && e.Ts >= at(p.start) && e.Ts < at(p.end) {
					evaluations++
				}
			}
		}
		if evaluations > most {
			page, most = th, evaluations
		}
	}
	out := make([]string, len(polls))
	for i, p := range polls {
		parts := pollParts(byThread[page], at(p.start), at(p.end))
		wall := float64(p.end.Sub(p.start).Microseconds())
		rest := parts["tasks"]
		var sb strings.Builder
		fmt.Fprintf(&sb, "%.1f ms; page tasks %.1f ms:", wall/1000, parts["tasks"]/1000)
		for _, name := range []string{"world", "compile", "style", "layout", "prepaint", "hit test", "gc"} {
			if v := parts[name]; v > 0 {
				fmt.Fprintf(&sb, " %s %.1f,", name, v/1000)
				rest -= v
			}
		}
		// The clocks are tied to within the marker call's round trip: a
		// poll the page's tasks fill reads as nothing outside them.
		fmt.Fprintf(&sb, " script and DOM %.1f; outside the page's tasks %.1f", rest/1000, max(wall-parts["tasks"], 0)/1000)
		out[i] = sb.String()
	}
	return out, nil
}

// pollParts sums, over the outermost events of evs (a thread's, in order)
// that start in [from, to), their durations (tasks) and the durations of
// the outermost events of each part within them.
func pollParts(evs []traceEvent, from, to float64) map[string]float64 {
	parts := map[string]float64{}
	taskEnd, partEnd := -1.0, -1.0
	for _, e := range evs {
		if e.Ts < from || e.Ts >= to {
			continue
		}
		if e.Ts >= taskEnd {
			parts["tasks"] += e.Dur
			taskEnd = e.Ts + e.Dur
			continue
		}
		if e.Ts < partEnd {
			continue // inside a part already counted
		}
		if p := partOf(e.Name); p != "" {
			parts[p] += e.Dur
			partEnd = e.Ts + e.Dur
		}
	}
	return parts
}

// TestPollParts holds pollParts to counting each task once and, within
// the tasks, the outermost event of a part once: a part inside another
// part (a collection during layout) and a task outside the window count
// nothing.
func TestPollParts(t *testing.T) {
	ev := func(name string, ts, dur float64) traceEvent {
		return traceEvent{Name: name, Ph: "X", Ts: ts, Dur: dur}
	}
	evs := []traceEvent{
		ev("ThreadControllerImpl::RunTask", 0, 100),
		ev("V8.CompileCode", 10, 10),
		ev("V8.ParseFunction", 12, 3),
		ev("Layout", 30, 30),
		ev("MinorGC", 40, 5),
		ev("MajorGC", 70, 10),
		ev("ThreadControllerImpl::RunTask", 200, 50),
		ev("HitTest", 210, 4),
		ev("ThreadControllerImpl::RunTask", 400, 20),
		ev("Layout", 405, 10),
	}
	got := pollParts(evs, 0, 300)
	want := map[string]float64{"tasks": 150, "compile": 10, "layout": 30, "gc": 10, "hit test": 4}
	if !maps.Equal(got, want) {
		t.Errorf("pollParts = %v, want %v", got, want)
	}
}
