package capture_test

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/capture/page"
)

// unchangedPage is a conversation with a live stop control in its
// composer, whose steps below change the page in every way a poll must
// see, and in ways the rules do not read.
var unchangedPage = oddPage(`<style id="sheet">.x{color:red}</style><div id="spare"></div>` + oddTurns(1, 3) +
	turn(oddDone, 4) + `<div style="height:3000px"></div>`)

// captureTime matches the capture time a snapshot's head carries.
var captureTime = regexp.MustCompile(`<meta name="chatproof:time" content="[^"]*"`)

// withoutTime is a snapshot's HTML without its capture time.
func withoutTime(html []byte) string { return captureTime.ReplaceAllString(string(html), "") }

// TestScopedUnchanged: a scoped poll of a page that reads exactly as it
// did for the tab's previous poll is answered as unchanged (the reader
// sends only the id of its last answer) and gives the previous snapshot
// again with its own time; after every kind of change the rules can see
// (text, attributes, elements added and removed, a style rule edited in
// place, scrolling) it is not, and every poll's snapshot is the one
// the reader's answer makes when decoded, built, sanitized and rendered
// anew. A change the rules do not read
// (script state, focus, which moves no box or style the reader writes)
// leaves it unchanged.
func TestScopedUnchanged(t *testing.T) {
	b := attach(t)
	srv := serve(t, map[string]string{"/unchanged": unchangedPage})
	tab := openPage(t, b, srv.URL+"/unchanged")
	run := pageEval(t, "/unchanged")
	ctx := context.Background()
	opt := capture.CaptureOptions{Scoped: true}
	prev, err := tab.Capture(ctx, opt)
	if err != nil {
		t.Fatal(err)
	}
	if prev.Unchanged {
		t.Fatal("the first poll of a tab was answered unchanged")
	}
	steps := []struct {
		name, js  string
		unchanged bool
	}{
		{"nothing", `0`, true},
		{"nothing again", `0`, true},
		{"script state only", `window.someState = {a: 1}, 0`, true},
		{"text of the newest answer", `document.querySelector('[data-message-id="a4"] p').firstChild.data = "Answer 4, more", 0`, false},
		{"nothing after a change", `0`, true},
		{"a stop control in the composer", `document.querySelector("form").insertAdjacentHTML("beforeend", '<button data-testid="stop-button" aria-label="Stop">s</button>'), 0`, false},
		{"an attribute of the stop control", `document.querySelector('[data-testid="stop-button"]').setAttribute("aria-label", "Stop streaming"), 0`, false},
		{"a style rule edited in place", `document.getElementById("sheet").sheet.insertRule('[data-testid="stop-button"]{display:none}', 0), 0`, false},
		{"the rule edited back", `document.getElementById("sheet").sheet.deleteRule(0), 0`, false},
		{"scrolled to the end", `window.scrollTo(0, document.body.scrollHeight), 0`, false},
		// Focus moves no box or style the reader writes.
		{"the editor focused", `document.getElementById("prompt-textarea").focus(), 0`, true},
		{"the stop control removed", `document.querySelector('[data-testid="stop-button"]').remove(), 0`, false},
		{"a new turn", `document.querySelector("main").insertAdjacentHTML("beforeend", '<article data-testid="conversation-turn-5" data-turn="user"><div data-message-author-role="user" data-message-id="u5"><div class="whitespace-pre-wrap">More</div></div></article>'), 0`, false},
		{"nothing at the end", `0`, true},
	}
	for _, s := range steps {
		run(s.js)
		got, err := tab.Capture(ctx, opt)
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		fresh, err := tab.CaptureAnew(ctx, opt)
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if fresh.Unchanged {
			t.Fatalf("%s: a poll holding no earlier answer was answered unchanged", s.name)
		}
		if withoutTime(got.HTML) != withoutTime(fresh.HTML) {
			t.Errorf("%s: the poll's snapshot differs from the one made anew", s.name)
		}
		if got.Unchanged != s.unchanged {
			t.Errorf("%s: unchanged %v, want %v", s.name, got.Unchanged, s.unchanged)
		}
		if got.Unchanged {
			if withoutTime(got.HTML) != withoutTime(prev.HTML) {
				t.Errorf("%s: an unchanged poll's snapshot differs from the previous one", s.name)
			}
			if !got.Provenance.Time.After(prev.Provenance.Time) && !got.Provenance.Time.Equal(prev.Provenance.Time) {
				t.Errorf("%s: an unchanged poll kept an older time", s.name)
			}
			if stamp := got.Provenance.Time.UTC().Format(page.TimeFormat); !strings.Contains(string(got.HTML), `content="`+stamp+`"`) {
				t.Errorf("%s: an unchanged poll's snapshot does not carry its own time %s", s.name, stamp)
			}
		}
		prev = got
	}
}
