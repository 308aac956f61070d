package capture_test

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/testflag"
)

// The pages of the first read's partial list (coldPartial in scoped_candidates.js):
// a page that numbers its turns is read without the document-wide query of
// the turn markers; anything that list cannot answer makes it whole.
var partialPages = map[string]struct {
	html string
	way  string // the list the first read makes: "partial" or "whole"
}{
	"numbered": {oddPage(oddTurns(1, 30)), "partial"},
	// An unnumbered message marker between the older turns and the latest
	// user turn is the turn before it, found by walking back.
	"stray-before-latest": {oddPage(oddTurns(1, 28) + `<div data-message-author-role="assistant" data-message-id="s"><div class="markdown"><p>stray</p></div></div>` + turn(oddUser, 29) + turn(oddDone, 30)), "partial"},
	// Only the latest turns numbered; the older ones by position.
	"numbered-latest-only": {oddPage(unnumbered(oddTurns(1, 28)) + oddTurns(29, 30)), "partial"},
	// The older turns numbered, the latest not: the page still numbers them.
	"numbered-older-only": {oddPage(oddTurns(1, 28) + unnumbered(oddTurns(29, 30))), "partial"},
	// No turn numbered: every older turn is read, in place.
	"unnumbered-all": {oddPage(unnumbered(oddTurns(1, 30))), "whole"},
	// A reply longer than the walk back to the latest user turn.
	"long-reply": {oddPage(oddTurns(1, 29) + `<article data-testid="conversation-turn-30" data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a30"><div class="markdown">` + strings.Repeat("<p>line</p>", testWalkMax+1) + `</div></div><div><button data-testid="copy-turn-action-button">c</button></div></article>`), "whole"},
	// A turn before the latest user turn longer than the walk to it: the
	// first plan asks for the whole list.
	"long-turn-before": {oddPage(oddTurns(1, 27) + `<article data-testid="conversation-turn-28" data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a28"><div class="markdown">` + strings.Repeat("<p>line</p>", testWalkMax+1) + `</div></div></article>` + oddTurns(29, 30)), "whole"},
	// No user turn: everything is read.
	"no-user": {oddPage(turn(oddDone, 2) + turn(oddDone, 4)), "whole"},
	// The latest user marker is in a dialog after the thread: chrome, not
	// the latest user turn, which the walk back passes by.
	"user-in-dialog": {oddPage(oddTurns(1, 30) + `<div role="dialog" aria-label="Search chats"><div data-message-author-role="user" data-message-id="s1">old question</div></div>`), "partial"},
	// An older turn numbered after the latest ones (turn_order_conflict).
	"order-conflict": {oddPage(turn(oddUser, 1) + turn(oddDone, 99) + oddTurns(3, 30)), "partial"},
}

// testWalkMax bounds the reader's walks back in these tests, so that the
// pages past the bound stay small.
const testWalkMax = 400

// unnumbered takes the turn numbers out of turns written by oddTurns.
func unnumbered(turns string) string {
	return strings.NewReplacer(`data-testid="conversation-turn-`, `data-turn-id="t`).Replace(turns)
}

// TestScopedFirstReadPartial: the first read of each page above makes the
// list it should, writes what the reader writes finding every candidate
// anew, and gets the full capture's verdict; so does a generated page in
// every state (one in eight with the default sample), whose turns are
// numbered. The walks back are bounded to testWalkMax elements.
func TestScopedFirstReadPartial(t *testing.T) {
	b := attach(t)
	pages := map[string]string{}
	for name, p := range partialPages {
		pages["/partial/"+name] = p.html
	}
	srv := serve(t, pages)
	gen := pageServer(t, nil)
	tab, load := reusedTab(t, b, gen)
	for name, p := range partialPages {
		t.Run(name, func(t *testing.T) {
			load(srv.URL + "/partial/" + name)
			tab.ForgetKept()
			checkWay(t, tab, p.way)
		})
	}
	for i, state := range corpus.GenStates() {
		if !testflag.Sample(i, 8) {
			continue
		}
		t.Run("generated-"+state, func(t *testing.T) {
			load(gen.URL + genPath(state, 40, 1))
			tab.ForgetKept()
			checkWay(t, tab, "partial")
		})
	}
}

// checkWay reads the tab once with the reader's counts on and checks the
// list it made, then that the plan it made writes what a fresh read
// writes and that the verdict is the full capture's.
func checkWay(t *testing.T, tab *capture.Tab, want string) {
	t.Helper()
	parts, err := tab.ReadCounted(context.Background(), testWalkMax)
	if err != nil {
		t.Fatal(err)
	}
	if got := made(parts); got != want {
		t.Errorf("the read made the %s list, want the %s one (%v)", got, want, parts)
	}
	kept, fresh, err := tab.ReadKeptAndFresh()
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(fresh, kept); d != "" {
		t.Errorf("the reader wrote otherwise than anew (-anew +kept):\n%s", d)
	}
	full, scoped := bothVerdicts(t, tab, chatproof.Options{})
	if d := cmp.Diff(full, scoped); d != "" {
		t.Errorf("scoped verdict differs from the full one (-full +scoped):\n%s", d)
	}
}

// made names the candidate list a read made by the reader's counts: the
// whole one when it made it at all (at once or after a partial one), the
// partial one, or none (kept).
func made(parts map[string]float64) string {
	switch {
	case parts["list.whole"] > 0:
		return "whole"
	case parts["list.partial"] > 0:
		return "partial"
	}
	return "kept"
}

// TestScopedKeptPartial: from a first read's partial list, after the
// changes it cannot answer (the user turn it is whole from removed, moved
// or no longer a user's, the page's turn numbers dropped) the next read makes
// the list whole; after those it can (turns appended, an unnumbered marker
// put before the latest user turn, an older turn renumbered after it, a
// newer user turn removed) it keeps it. Every read writes what a fresh read writes and gets the full
// capture's verdict.
func TestScopedKeptPartial(t *testing.T) {
	b := attach(t)
	srv := serve(t, map[string]string{"/partial": oddPage(oddTurns(1, 30))})
	tab := openPage(t, b, srv.URL+"/partial")
	page := pageEval(t, "/partial")
	page(`window.turnAt = (n) => document.querySelector('[data-testid="conversation-turn-' + n + '"]'), 0`)
	steps := []struct {
		name, js string
		cold     bool   // the kept state forgotten first: the read is a first read
		way      string // the list the read makes
	}{
		{"first read", `0`, true, "partial"},
		{"unchanged", `0`, false, "kept"},
		{"a user turn and its answer appended", `document.querySelector("main").insertAdjacentHTML("beforeend", turnAt(29).outerHTML.replaceAll("29", "31") + turnAt(30).outerHTML.replaceAll("30", "32")), 0`, false, "kept"},
		{"an unnumbered marker before the latest user turn", `turnAt(31).insertAdjacentHTML("beforebegin", '<div data-message-author-role="assistant" data-message-id="s"><div class="markdown"><p>stray</p></div></div>'), 0`, false, "kept"},
		{"an older turn renumbered after the latest", `turnAt(4).setAttribute("data-testid", "conversation-turn-99"), 0`, false, "kept"},
		{"the latest user turn removed", `turnAt(31).remove(), 0`, false, "kept"},
		{"the first read's latest user turn removed", `turnAt(29).remove(), 0`, false, "whole"},
		{"first read again", `turnAt(99).setAttribute("data-testid", "conversation-turn-4"), 0`, true, "partial"},
		{"the latest user turn no longer a user's", `turnAt(27).setAttribute("data-turn", "assistant"), turnAt(27).firstElementChild.setAttribute("data-message-author-role", "assistant"), 0`, false, "whole"},
		{"first read once more", `0`, true, "partial"},
		{"the page's turn numbers dropped", `document.querySelectorAll("article").forEach((a) => a.setAttribute("data-testid", "conversation-turn")), 0`, false, "whole"},
		{"numbers back, read first", `document.querySelectorAll("article").forEach((a, i) => a.setAttribute("data-testid", "conversation-turn-" + (i + 1))), 0`, true, "partial"},
		{"the latest user turn's part re-rendered", `document.querySelector("main").lastElementChild.outerHTML = document.querySelector("main").lastElementChild.outerHTML, 0`, false, "kept"},
		{"a user bubble before the latest user turn, read first", `document.querySelector("main").innerHTML = ` + strconv.Quote(oddTurns(1, 28)+`<div data-user-message-bubble="true">stray question</div>`+oddTurns(29, 30)) + `, 0`, true, "partial"},
		{"the first read's latest user turn moved before the older turns", `document.querySelector("main").prepend(turnAt(29)), 0`, false, "whole"},
		{"the bubble the latest user turn, read first", `0`, true, "partial"},
		{"the bubble no longer a user's", `document.querySelector("[data-user-message-bubble]").removeAttribute("data-user-message-bubble"), 0`, false, "whole"},
	}
	for _, s := range steps {
		page(s.js)
		if s.cold {
			tab.ForgetKept()
		}
		t.Run(s.name, func(t *testing.T) { checkWay(t, tab, s.way) })
	}
}
