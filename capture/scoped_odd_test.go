package capture_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/chatproof/chatproof"
)

// Turns for the odd pages: user turn n, finished assistant turn n.
const (
	oddUser   = `<article data-testid="conversation-turn-%d" data-turn="user"><div data-message-author-role="user" data-message-id="u%[1]d"><div class="whitespace-pre-wrap">Question %[1]d</div></div></article>`
	oddDone   = `<article data-testid="conversation-turn-%d" data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a%[1]d"><div class="markdown"><p>Answer %[1]d</p></div></div><div><button data-testid="copy-turn-action-button" aria-label="Copy">c</button></div></article>`
	oddBottom = `<div id="thread-bottom"><form data-type="unified-composer"><div id="prompt-textarea" contenteditable="true"></div><button aria-label="Send prompt">s</button></form></div>`
)

// oddPages are pages whose markup tests what a scoped capture keeps: each
// is judged the same by both captures.
var oddPages = map[string]string{
	// A form inside an older turn holds a message marker: chrome, not a turn.
	"edit-form": oddPage(`<article data-testid="conversation-turn-1" data-turn="user"><form><div data-message-author-role="user" data-message-id="e1"><div>editing</div></div></form></article>` +
		turn(oddDone, 2) + turn(oddUser, 3) + turn(oddDone, 4)),
	// A search dialog after the thread previews user messages: not the latest user turn.
	"search-dialog": oddPage(turn(oddUser, 1) + turn(oddDone, 2) +
		`<div role="dialog" aria-label="Search chats"><div data-message-author-role="user" data-message-id="s1">old question</div><div class="markdown">old answer</div></div>`),
	// A stop control inside an older turn's content still counts.
	"old-stop": oddPage(turn(oddUser, 1) + `<article data-testid="conversation-turn-2" data-turn="assistant"><div data-message-author-role="assistant"><div class="markdown"><p>x</p><button data-testid="stop-button">stop</button></div></div></article>` +
		turn(oddUser, 3) + turn(oddDone, 4)),
	// A user marker inside an svg after the thread is no turn.
	"svg-user": oddPage(turn(oddUser, 1) + turn(oddDone, 2) + `<svg width="10" height="10"><g data-message-author-role="user"></g></svg>`),
	// A verified panel before the thread shows a live trace.
	"panel": oddPage(`<aside data-testid="reasoning-sidecar"><p>Thinking…</p></aside>` + turn(oddUser, 1) + turn(oddDone, 2)),
	// The current turn's marker itself carries the streaming class.
	"shimmer-marker": oddPage(turn(oddUser, 1) + `<article data-testid="conversation-turn-2" data-turn="assistant" class="result-streaming"><div data-message-author-role="assistant" data-message-id="a2"><div class="markdown"><p>partial</p></div></div><div><button data-testid="copy-turn-action-button">c</button></div></article>`),
	// No turn wrappers: a user bubble, then an answer block.
	"wrapperless": oddPage(`<div data-user-message-bubble="true">Question</div><div class="group"><div class="markdown"><p>Answer</p></div><button data-testid="copy-turn-action-button">c</button></div>`),
	// One marked element holds both turns: a list of turns.
	"turn-list": oddPage(`<div data-turn-key="list">` + turn(oddUser, 1) + turn(oddDone, 2) + turn(oddUser, 3) + turn(oddDone, 4) + `</div>`),
	// A message-only turn widens to its wrapper, which holds the bar.
	"message-only": oddPage(`<div><div data-message-author-role="user" data-message-id="u1">Q</div></div><div class="wrap"><div data-message-author-role="assistant" data-message-id="a1"><div class="markdown"><p>A</p></div></div><div><button data-testid="copy-turn-action-button">c</button></div></div>`),
	// An opaque layer over the whole viewport hides the finished reply:
	// the scoped capture reads this page whole.
	"covering-layer": oddPage(turn(oddUser, 1) + turn(oddDone, 2) + `<div style="position:fixed;inset:0;background:#fff;z-index:9">Upgrade your plan</div>`),
	// An opaque card over most of the viewport covers the finished bar: no
	// finished control proves the reply (the scoped capture hit-tests the
	// bar). See-through, or over the top few pixels only, it covers
	// nothing. Over a stop control it covers it, and the control counts.
	"covering-card":    oddPage(turn(oddUser, 1) + turn(oddDone, 2) + oddCard("#fff", "90%")),
	"translucent-card": oddPage(turn(oddUser, 1) + turn(oddDone, 2) + oddCard("rgba(255,255,255,0.6)", "90%")),
	"thin-card":        oddPage(turn(oddUser, 1) + turn(oddDone, 2) + oddCard("#fff", "4px")),
	"covered-stop": oddPage(turn(oddUser, 1) + turn(oddDone, 2) +
		`<button data-testid="stop-button" aria-label="Stop streaming" style="position:fixed;left:100px;top:100px;width:36px;height:36px">s</button>` + oddCard("#fff", "90%")),
	// The same on a page that scrolls, with scroll bars: the layer covers
	// the viewport less the scroll bars, which is what is judged.
	"covering-layer-scrolling": oddPage(strings.Repeat(`<p style="height:200px">earlier</p>`, 30) + turn(oddUser, 1) + turn(oddDone, 2) +
		`<div style="position:fixed;inset:0;background:#fff;z-index:9">Upgrade your plan</div>`),
	// Older turns the scoped capture leaves out bear on the verdict only
	// through the turn index and order: an older turn numbered after the
	// current one, far back (turn_order_conflict), or inside a search
	// dialog (no turn); a page that does not number its turns (positions);
	// a current turn without a number on a page that numbers the others;
	// older turns inside a list marker; an older turn with progress and
	// busy chrome (not the current turn's), with a stop control, and with
	// a verified panel.
	"order-conflict-far":    oddPage(turn(oddUser, 1) + turn(oddDone, 99) + oddTurns(3, 30)),
	"order-conflict-dialog": oddPage(`<div role="dialog">` + turn(oddDone, 99) + `</div>` + oddTurns(1, 30)),
	"unnumbered":            oddPage(strings.NewReplacer(`data-testid="conversation-turn-`, `data-turn-id="t`).Replace(oddTurns(1, 30))),
	"current-unnumbered":    oddPage(oddTurns(1, 29) + `<article data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a30"><div class="markdown"><p>Answer</p></div></div><div><button data-testid="copy-turn-action-button">c</button></div></article>`),
	"older-list":            oddPage(`<div data-turn-key="old">` + oddTurns(1, 20) + `</div>` + oddTurns(21, 30)),
	"older-chrome":          oddPage(turn(oddUser, 1) + `<article data-testid="conversation-turn-2" data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a2" aria-busy="true"><div class="markdown"><progress></progress><div role="status">Searching</div></div></div></article>` + oddTurns(3, 30)),
	"older-stop-far":        oddPage(turn(oddUser, 1) + `<article data-testid="conversation-turn-2" data-turn="assistant"><div data-message-author-role="assistant"><div class="markdown"><p>x</p><button data-testid="stop-button">stop</button></div></div></article>` + oddTurns(3, 30)),
	"older-panel":           oddPage(turn(oddUser, 1) + `<article data-testid="conversation-turn-2" data-turn="assistant"><aside data-testid="reasoning-sidecar"><p>Thinking…</p></aside></article>` + oddTurns(3, 30)),
	// Older turns hidden in different ways; a hidden current turn.
	"hidden-turns": oddPage(`<div style="opacity:0">` + turn(oddUser, 1) + `</div>` + turn(oddDone, 2) + turn(oddUser, 3) + `<div style="display:none">` + turn(oddDone, 4) + `</div>`),
}

// oddTerminals are the verdicts the pages with cards must get.
var oddTerminals = map[string]chatproof.Terminal{
	"covering-card": chatproof.Incomplete, "translucent-card": chatproof.Complete,
	"thin-card": chatproof.Complete, "covered-stop": chatproof.Incomplete,
}

// oddCard is a fixed card over the whole width of the viewport and the
// given height from its top, painted over the thread, with background bg.
func oddCard(bg, height string) string {
	return `<div style="position:fixed;left:0;top:0;width:100%;height:` + height + `;z-index:9;border-radius:8px;background:` + bg + `"><p>How was this answer?</p></div>`
}

func turn(format string, n int) string { return fmt.Sprintf(format, n) }

// oddTurns are the turns from..to, user turns odd, finished answers even.
func oddTurns(from, to int) string {
	var b strings.Builder
	for n := from; n <= to; n++ {
		if n%2 == 1 {
			b.WriteString(turn(oddUser, n))
		} else {
			b.WriteString(turn(oddDone, n))
		}
	}
	return b.String()
}

func oddPage(thread string) string {
	return `<!DOCTYPE html><html><head><title>odd</title></head><body><main>` + thread + `</main>` + oddBottom + `</body></html>`
}

// TestScopedParityOdd: the pages above get the same verdict from a scoped
// and a full capture.
func TestScopedParityOdd(t *testing.T) {
	b := attach(t)
	srv := serve(t, func() map[string]string {
		m := map[string]string{}
		for name, p := range oddPages {
			m["/odd/"+name] = p
		}
		return m
	}())
	tab, load := reusedTab(t, b, pageServer(t, nil))
	for name := range oddPages {
		t.Run(name, func(t *testing.T) {
			load(srv.URL + "/odd/" + name)
			full, scoped := bothVerdicts(t, tab, chatproof.Options{})
			if d := cmp.Diff(full, scoped); d != "" {
				t.Errorf("scoped verdict differs from the full one (-full +scoped):\n%s", d)
			}
			if want, ok := oddTerminals[name]; ok && full.Terminal != want {
				t.Errorf("terminal %s %v, want %s", full.Terminal, full.Reasons, want)
			}
		})
	}
}
