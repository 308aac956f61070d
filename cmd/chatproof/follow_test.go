package main

import (
	"context"
	"errors"
	"os"
	"testing"
	"time"

	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/capture/page"
	"github.com/chatproof/chatproof/corpus"
)

// stepClock is a clock that moves only when waited on: After returns at
// once, the time having advanced by d, so a follow's schedule runs
// exactly and at once.
type stepClock struct{ now time.Time }

func (c *stepClock) Now() time.Time { return c.now }
func (c *stepClock) After(d time.Duration) <-chan time.Time {
	c.now = c.now.Add(d)
	ch := make(chan time.Time, 1)
	ch <- c.now
	return ch
}

// pageReads is a tab that shows pages[i] on its i-th read (the last one
// from then on), each in document docs[i] ("doc" when docs is short), or
// fails with err once the pages run out when err is set.
type pageReads struct {
	pages [][]byte
	docs  []string
	err   error
	n     int
}

func (p *pageReads) Capture(ctx context.Context, _ capture.CaptureOptions) (*capture.Snapshot, error) {
	i := p.n
	p.n++
	if i >= len(p.pages) {
		if p.err != nil {
			return nil, p.err
		}
		i = len(p.pages) - 1
	}
	doc := "doc"
	if i < len(p.docs) {
		doc = p.docs[i]
	}
	return &capture.Snapshot{HTML: p.pages[i], Provenance: page.Provenance{Document: doc, DocumentURL: "https://chatgpt.com/c/next"}}, nil
}

// fixturePage is the page of a snapshot fixture.
func fixturePage(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	page, _, err := corpus.ReadSnapshot(data)
	if err != nil {
		t.Fatal(err)
	}
	return page
}

// TestFollowOutcomes: each way a follow ends, on fixture pages, with a
// clock that moves only when the follow waits.
func TestFollowOutcomes(t *testing.T) {
	streaming := fixturePage(t, "testdata/capture/example_streaming.txtar")
	finished := fixturePage(t, "testdata/capture/example_completed.txtar")
	wall := fixturePage(t, "testdata/capture/example_wall-banner.txtar")
	providerErr := fixturePage(t, "../../corpus/fixtures/snapshot/provider_something-went-wrong.txtar")
	gone := errors.New("Session with given id not found")
	cases := []struct {
		name     string
		tab      *pageReads
		gone     bool
		outcome  string
		reason   string
		polls    int
		answered bool
	}{
		// Two streaming reads, then finished: the gate needs 3 finished
		// reads over 1.2s, so at 400ms it fires on the 4th finished read.
		{"streaming then finished", &pageReads{pages: [][]byte{streaming, streaming, finished}}, false, outcomeFired, followGateFired, 6, true},
		{"provider error", &pageReads{pages: [][]byte{streaming, providerErr}}, false, outcomeProviderTerminal, "provider_error", 2, false},
		// A complete reply above the wall is the gate's to prove.
		{"finished above the wall", &pageReads{pages: [][]byte{wall}}, false, outcomeFired, followGateFired, 4, true},
		{"never finishes", &pageReads{pages: [][]byte{streaming}}, false, outcomeTimeLimit, followTimeLimit, 25, false},
		{"closed", &pageReads{pages: [][]byte{streaming}, err: gone}, true, outcomeTabGone, followClosed, 1, false},
		{"navigated", &pageReads{pages: [][]byte{streaming, streaming}, docs: []string{"a", "b"}}, false, outcomeTabGone, followNavigated, 1, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			clock := &stepClock{now: time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)}
			var polls []followPoll
			res, err := follow(context.Background(), tc.tab, followOptions{
				Max: 10 * time.Second, Clock: clock,
				OnPoll: func(p followPoll) { polls = append(polls, p) },
				Gone:   func(context.Context) bool { return tc.gone },
			})
			if err != nil {
				t.Fatal(err)
			}
			if res.Outcome != tc.outcome || res.Reason != tc.reason || res.Polls != tc.polls || len(polls) != tc.polls {
				t.Fatalf("ended %s/%s after %d reads (%d told), want %s/%s after %d: %s", res.Outcome, res.Reason, res.Polls, len(polls), tc.outcome, tc.reason, tc.polls, res.Detail)
			}
			a := answerOf(res)
			if (a != nil) != tc.answered {
				t.Fatalf("answer %+v, want one: %t", a, tc.answered)
			}
			if a != nil && (a.Text == "" || a.MessageID == "" || !a.TextWhole || a.MessageID != res.Verdict.Response.MessageID) {
				t.Errorf("answer %+v", a)
			}
			if tc.outcome == outcomeFired && res.FiredAt != polls[len(polls)-1].At {
				t.Errorf("fired at %v, the last read at %v", res.FiredAt, polls[len(polls)-1].At)
			}
			if tc.reason == followNavigated && res.NavigatedTo != "https://chatgpt.com/c/next" {
				t.Errorf("navigated to %q", res.NavigatedTo)
			}
		})
	}
}

// TestFollowError: a read that fails while the tab is still there is an
// error, not an ending; a cancelled context is the canceled ending.
func TestFollowError(t *testing.T) {
	streaming := fixturePage(t, "testdata/capture/example_streaming.txtar")
	_, err := follow(context.Background(), &pageReads{pages: [][]byte{streaming}, err: capture.ErrNoAnswer}, followOptions{
		Clock: &stepClock{}, Gone: func(context.Context) bool { return false },
	})
	if !errors.Is(err, capture.ErrNoAnswer) {
		t.Errorf("a tab that stops answering: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := follow(ctx, &pageReads{pages: [][]byte{streaming}}, followOptions{Clock: &stepClock{}})
	if err != nil || res.Outcome != outcomeCanceled {
		t.Errorf("a cancelled follow: %+v, %v", res, err)
	}
}
