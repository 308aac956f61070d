package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/gate"
	"github.com/chatproof/chatproof/internal/capture"
	"github.com/chatproof/chatproof/internal/capture/capturetest"
	"github.com/chatproof/chatproof/internal/txtar"
)

var (
	finishedAtRe = regexp.MustCompile(`data-finished-at="(\d+)"`)
	timeMetaRe   = regexp.MustCompile(`<meta name="chatproof:time" content="([^"]+)"`)
)

// TestRecordTimerPage records a page whose own script streams a reply and
// then finishes on a timer, and checks the sequence against the page's
// clock: the first finished sample is within one interval of the real
// finish, the gate fires on the first sample past its stability window,
// and the recording stopped on the very snapshot where a replay of the
// archive fires.
func TestRecordTimerPage(t *testing.T) {
	cdp := capturetest.Browser(t)
	page, err := os.ReadFile("testdata/record/streaming-then-finished.html")
	if err != nil {
		t.Fatal(err)
	}
	srv := servePages(t, map[string][]byte{"/c/stream": page})
	url := srv.URL + "/c/stream"
	capturetest.Open(t, url)

	const interval = 200 * time.Millisecond
	const slack = 100 * time.Millisecond // a capture reads the page a little after its sample time
	out := filepath.Join(t.TempDir(), "seq.txtar")
	var stdout, stderr bytes.Buffer
	code := runRecord([]string{"--cdp", cdp, "--tab", url, "--interval", interval.String(),
		"--until", "complete", "--max", "20s", "-o", out}, &stdout, &stderr)
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
	seq, err := gate.DecodeSequence(a)
	if err != nil {
		t.Fatal(err)
	}
	snaps := seq.Snapshots
	last := snaps[len(snaps)-1]

	// The real finish, in milliseconds since the first snapshot, from the
	// page's clock and the first snapshot's capture time.
	m := finishedAtRe.FindSubmatch(last.HTML)
	t0 := timeMetaRe.FindSubmatch(snaps[0].HTML)
	if m == nil || t0 == nil {
		t.Fatal("the last snapshot lacks data-finished-at, or the first one its chatproof:time")
	}
	finishedAt, _ := strconv.ParseInt(string(m[1]), 10, 64)
	start, err := time.Parse(time.RFC3339, string(t0[1]))
	if err != nil {
		t.Fatal(err)
	}
	finish := time.UnixMilli(finishedAt).Sub(start)

	// The recorder must see the finish at its first chance: the snapshot
	// before the first finished one was taken before the real finish. On a
	// machine that keeps pace that puts the first finished sample within one
	// interval of the finish; under load a capture can take longer than the
	// interval, and the bound is the gap the recorder actually had.
	var first, prev, maxGap time.Duration = -1, -1, 0
	for i, st := range rep.Steps {
		at := time.Duration(st.AtMS) * time.Millisecond
		if i > 0 {
			maxGap = max(maxGap, at-time.Duration(rep.Steps[i-1].AtMS)*time.Millisecond)
		}
		if first < 0 && st.Finished && st.Level == "none" {
			first = at
			if i > 0 {
				prev = time.Duration(rep.Steps[i-1].AtMS) * time.Millisecond
			}
			continue
		}
		if first < 0 && st.Level != "strong" {
			t.Errorf("step %d at %v before the finish has level %s, want strong (the stop button is shown)", i, at, st.Level)
		}
	}
	if first < 0 || first < finish-slack || prev > finish+slack {
		t.Errorf("first finished sample at %v (previous snapshot at %v), real finish at %v: the recorder missed its first chance", first, prev, finish)
	}
	if gap := first - prev; gap <= interval+slack && first > finish+interval+slack {
		t.Errorf("first finished sample at %v, real finish at %v: want within one interval (%v)", first, finish, interval)
	}
	stable := time.Duration(rep.Config.StableMS) * time.Millisecond
	completeAt := time.Duration(rep.CompleteAt.MS) * time.Millisecond
	if gap := completeAt - first; gap < stable || gap > stable+max(interval, maxGap)+slack {
		t.Errorf("complete_at %v is %v after the first finished sample, want the first sample past the %v window", completeAt, gap, stable)
	}
	if last.Offset != completeAt {
		t.Errorf("the recording stopped at %v but its replay fires at %v", last.Offset, completeAt)
	}
	if want := "stopped: " + capture.ReasonGateFired + ", complete_at: " + strconv.FormatInt(rep.CompleteAt.MS, 10); !strings.Contains(stdout.String(), want) {
		t.Errorf("stdout %q lacks %q", stdout.String(), want)
	}
	for _, s := range snaps {
		if bytes.Contains(s.HTML, []byte("<script")) || !bytes.Contains(s.HTML, []byte(capture.MetaCapture)) {
			t.Errorf("%s is not a sanitized, annotated capture", s.Name)
		}
	}
	t.Logf("real finish %v, first finished sample %v, complete_at %v, %d snapshots", finish, first, completeAt, len(snaps))
}

// TestRecordNeverFinishes records a streaming page that never finishes:
// --until complete ends at --max without firing and exits 3.
func TestRecordNeverFinishes(t *testing.T) {
	cdp := capturetest.Browser(t)
	data, err := os.ReadFile("testdata/capture/example_streaming.txtar")
	if err != nil {
		t.Fatal(err)
	}
	page, _ := txtar.Parse(data).Lookup("page.html")
	srv := servePages(t, map[string][]byte{"/c/forever": page})
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
	seq, err := gate.DecodeSequence(txtar.Parse(raw))
	if err != nil {
		t.Fatal(err)
	}
	if n := len(seq.Snapshots); n < 3 || n > 6 {
		t.Errorf("%d snapshots in 1s at 200ms", n)
	}
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
