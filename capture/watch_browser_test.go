package capture_test

import (
	"bytes"
	"context"
	"fmt"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/capture/page"
	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/gate"
)

// streamPage writes a reply the way the site does: a user turn, then an
// assistant turn whose text grows word by word under the stop button;
// once done, the stop button goes and the action bar appears, stamped by
// the page's own clock (data-bar-at, milliseconds since the epoch). It
// streams a word every 100ms once window.begin() is called, or a word per
// window.step() call.
const streamPage = `<!DOCTYPE html><html><head><title>stream</title></head><body><main>
<article data-testid="conversation-turn-1" data-turn="user" data-turn-id="t1"><div data-message-author-role="user" data-message-id="m1"><div class="whitespace-pre-wrap">Explain indexes.</div></div></article>
<article data-testid="conversation-turn-2" data-turn="assistant" data-turn-id="t2"><div data-message-author-role="assistant" data-message-id="m2"><div id="md" class="markdown prose streaming-animation"><p id="text"></p></div></div><div id="bar"></div></article>
<div id="thread-bottom"><form data-type="unified-composer"><div id="prompt-textarea" contenteditable="true"></div>
<button id="stop" data-testid="stop-button" aria-label="Stop streaming">stop</button></form></div>
</main><script>
(function () {
  var words = "An index keeps a sorted copy of each key so that range scans stay cheap while writes pay for it.".split(" ");
  var i = 0, timer = 0;
  window.step = function () {
    if (i < words.length) {
      document.getElementById("text").textContent += words[i] + " ";
      i++;
      return;
    }
    if (i++ > words.length) return;
    clearInterval(timer);
    document.getElementById("md").classList.remove("streaming-animation");
    document.getElementById("stop").remove();
    var bar = document.getElementById("bar");
    bar.innerHTML = '<button data-testid="copy-turn-action-button" aria-label="Copy">copy</button>';
    bar.setAttribute("data-bar-at", String(Date.now()));
  };
  window.begin = function () { timer = setInterval(window.step, 100); };
})();
</script></body></html>`

var (
	barAtRe = regexp.MustCompile(`data-bar-at="(\d+)"`)
	timeRe  = regexp.MustCompile(`name="chatproof:time" content="([^"]+)"`)
)

// snapshotsOf returns the snapshot sections of a recorded sequence.
func snapshotsOf(t *testing.T, seq []byte) []txtar.File {
	t.Helper()
	var out []txtar.File
	for _, f := range txtar.Parse(seq).Files {
		if corpus.IsSnapshotSection(f.Name) {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		t.Fatal("the sequence holds no snapshot")
	}
	return out
}

// stampOf reads a snapshot's chatproof:time.
func stampOf(t *testing.T, html []byte) time.Time {
	t.Helper()
	m := timeRe.FindSubmatch(html)
	if m == nil {
		t.Fatal("a snapshot without chatproof:time")
	}
	ts, err := time.Parse(page.TimeFormat, string(m[1]))
	if err != nil {
		t.Fatal(err)
	}
	return ts
}

// TestWatchStreamingReply: a reply streamed in real time, watched through
// Watch with scoped captures every 100ms and the gate's defaults (3
// samples over 1.2s), fires on a snapshot that shows the bar, never on one
// before it, and the sequence replays to the same decision. The firing
// snapshot is at most StableFor plus two sampling gaps after the bar (the
// bar appears in some gap; the run it starts lasts StableFor, ending in
// another; counted from the first snapshot if the bar was there already),
// all read from the snapshots' own stamps and the page's own clock. When no gap was over 150ms, that is within 1.5s of the bar;
// longer gaps mean captures ran slow on a loaded machine, and only the
// bound in gaps is checked.
func TestWatchStreamingReply(t *testing.T) {
	t.Parallel() // it waits on the page's own clock
	b := attach(t)
	srv := serve(t, map[string]string{"/stream": streamPage})
	tab := openPage(t, b, srv.URL+"/stream")
	begin := pageEval(t, srv.URL+"/stream")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	begin("window.begin(), 0") // the reply starts streaming now, the bar comes 2s later
	res, err := capture.Watch(ctx, tab, capture.WatchOptions{Interval: 100 * time.Millisecond, Max: 30 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if res.Reason != capture.ReasonGateFired {
		t.Fatalf("stopped with %s after %d snapshots, want %s; last verdict %+v", res.Reason, res.Snapshots, capture.ReasonGateFired, res.Verdict)
	}
	snaps := snapshotsOf(t, res.Sequence)
	last := snaps[len(snaps)-1].Data
	m := barAtRe.FindSubmatch(last)
	if m == nil {
		t.Fatal("the gate fired on a snapshot without the action bar")
	}
	ms, _ := strconv.ParseInt(string(m[1]), 10, 64)
	barAt := time.UnixMilli(ms)
	fired := stampOf(t, last)
	var maxGap time.Duration
	prev := stampOf(t, snaps[0].Data)
	for _, s := range snaps {
		stamp := stampOf(t, s.Data)
		maxGap = max(maxGap, stamp.Sub(prev))
		prev = stamp
		if !barAtRe.Match(s.Data) {
			v, err := chatproof.ClassifyHTML(s.Data, chatproof.Options{})
			if err != nil || v.Terminal != classify.TerminalIncomplete {
				t.Errorf("%s: before the bar the verdict is %s (%v), want incomplete", s.Name, v.Terminal, err)
			}
		}
	}
	// On a machine so slow that the bar was there at the first snapshot,
	// the gate can only count from that snapshot.
	first := stampOf(t, snaps[0].Data)
	from := barAt
	if first.After(barAt) {
		from = first
		t.Logf("the bar appeared %v before the first snapshot", first.Sub(barAt))
	}
	after := fired.Sub(from)
	t.Logf("%d snapshots; the gate fired %v after the bar appeared; largest gap between snapshots %v", len(snaps), after, maxGap)
	if fired.Before(barAt) {
		t.Errorf("the gate fired on a snapshot stamped %v before the bar appeared", barAt.Sub(fired))
	}
	if bound := gate.DefaultStableFor + 2*maxGap; after > bound {
		t.Errorf("the gate fired %v after the bar, over StableFor plus two gaps (%v)", after, bound)
	}
	if maxGap <= 150*time.Millisecond && from == barAt && after > 1500*time.Millisecond {
		t.Errorf("the gate fired %v after the bar, want within 1.5s", after)
	}
	rep := gate.Replay(mustSequence(t, res.Sequence), func(h []byte) (chatproof.Verdict, error) {
		return chatproof.ClassifyHTML(h, chatproof.Options{})
	})
	if !rep.CompleteAt.Fired || rep.CompleteAt.MS != res.FiredAt.Milliseconds() {
		t.Errorf("the sequence replays to complete_at %v, Watch fired at %v", rep.CompleteAt, res.FiredAt)
	}
}

// mustSequence decodes a recorded sequence.
func mustSequence(t *testing.T, seq []byte) gate.Sequence {
	t.Helper()
	s, err := corpus.ReadSequence(seq)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// pairCapturer advances the page one step, then captures it whole and
// scoped: both see the same page. Watch gets the scoped capture; the full
// ones are kept.
type pairCapturer struct {
	tab  *capture.Tab
	step func()
	full [][]byte
}

func (p *pairCapturer) Capture(ctx context.Context, opt capture.CaptureOptions) (*capture.Snapshot, error) {
	p.step()
	opt.Scoped = false
	full, err := p.tab.Capture(ctx, opt)
	if err != nil {
		return nil, err
	}
	p.full = append(p.full, full.HTML)
	opt.Scoped = true
	return p.tab.Capture(ctx, opt)
}

// TestWatchParitySequence: over a live sequence the page changes between
// samples (a step per sample, so the whole and the scoped capture of a
// sample see the same page), the gate fires on the same sample whether it
// is fed the scoped captures or the full ones.
func TestWatchParitySequence(t *testing.T) {
	b := attach(t)
	srv := serve(t, map[string]string{"/stream": streamPage})
	tab := openPage(t, b, srv.URL+"/stream?step")
	step := pageEval(t, "/stream?step")
	pc := &pairCapturer{tab: tab, step: func() { step("window.step(), 0") }}
	cfg := gate.Config{Samples: 3, StableFor: 30 * time.Millisecond}
	res, err := capture.Watch(context.Background(), pc, capture.WatchOptions{Interval: 10 * time.Millisecond, Max: 30 * time.Second, Gate: cfg})
	if err != nil {
		t.Fatal(err)
	}
	if res.Reason != capture.ReasonGateFired {
		t.Fatalf("stopped with %s, want %s", res.Reason, capture.ReasonGateFired)
	}
	snaps := snapshotsOf(t, res.Sequence)
	if len(snaps) != len(pc.full) {
		t.Fatalf("%d scoped snapshots, %d full ones", len(snaps), len(pc.full))
	}
	term := gate.NewTerminal(cfg)
	firedAt := -1
	for k, s := range snaps {
		v, err := chatproof.ClassifyHTML(pc.full[k], chatproof.Options{})
		sv, _ := chatproof.ClassifyHTML(s.Data, chatproof.Options{})
		if fmt.Sprint(v) != fmt.Sprint(sv) {
			t.Errorf("%s: verdicts differ:\nfull   %+v\nscoped %+v", s.Name, v, sv)
		}
		at, _ := strconv.Atoi(s.Name[len("snap/") : len(s.Name)-len("ms.html")])
		st := term.Observe(gate.Sample{At: time.UnixMilli(int64(at)), Verdict: v, Err: err})
		if st.Fire && firedAt < 0 {
			firedAt = k
		}
	}
	if firedAt != len(snaps)-1 {
		t.Errorf("fed the full captures, the gate fires on sample %d; fed the scoped ones, on sample %d", firedAt, len(snaps)-1)
	}
	if !bytes.Contains(snaps[len(snaps)-1].Data, []byte("copy-turn-action-button")) {
		t.Error("the gate fired before the bar")
	}
}

// pageEval returns a func that evaluates an expression in the page's own
// world (the test plays the site's server), from a connection of the
// test's own.
func pageEval(t testing.TB, pattern string) func(expr string) {
	t.Helper()
	tctx := pageContext(t, pattern)
	return func(expr string) {
		t.Helper()
		if _, err := chromedp.Run(tctx, chromedp.Evaluate[any](expr)); err != nil {
			t.Fatalf("evaluating %s: %v", expr, err)
		}
	}
}
