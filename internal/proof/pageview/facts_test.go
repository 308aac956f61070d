package pageview_test

import (
	"strings"
	"testing"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/testflag"
	"github.com/chatproof/chatproof/recovery"
	"github.com/chatproof/chatproof/recovery/pageview"
	"github.com/chatproof/chatproof/snapshot"
)

// read parses a page and reads its view.
func read(t testing.TB, page string) recovery.View {
	t.Helper()
	d, err := snapshot.Parse([]byte(page), snapshot.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	return pageview.Read(d, classify.Options{})
}

// pageWith builds a conversation page: an older turn holding older, the
// current (last) turn holding current, and the composer surface holding
// bottom and an editor holding editor.
func pageWith(older, current, bottom, editor string) string {
	return `<html><body><main><div id="thread">` +
		`<article data-testid="conversation-turn-1" data-turn="user"><div data-message-author-role="user" data-message-id="u-1">Question one</div></article>` +
		`<article data-testid="conversation-turn-2" data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a-2"><div class="markdown"><p>Answer one</p></div></div>` + older + `</article>` +
		`<article data-testid="conversation-turn-3" data-turn="user"><div data-message-author-role="user" data-message-id="u-3">Question two</div></article>` +
		`<article data-testid="conversation-turn-4" data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a-4">` + current + `</div></article>` +
		`</div><div id="thread-bottom"><form>` + bottom +
		`<div contenteditable="true" class="ProseMirror" id="prompt-textarea">` + editor + `</div>` +
		`</form></div></main></body></html>`
}

const placeholder = `<p data-placeholder="Ask anything" class="placeholder"><br class="ProseMirror-trailingBreak"></p>`

// TestRead: each fact is read from its own scope and only from visible
// markup. Every recognised form is tried in the current turn (or the
// composer, or the page outside every turn), hidden in five ways, in an
// older turn and inside message content; only the first counts.
func TestRead(t *testing.T) {
	type form struct {
		name   string
		markup string
		where  string // "turn", "bottom" or "page"
		fact   func(recovery.View) bool
	}
	rate := func(f recovery.View) bool { return f.RateLimitVisible }
	perm := func(f recovery.View) bool { return f.PermissionCard }
	tool := func(f recovery.View) bool { return f.ToolRunning }
	busy := func(f recovery.View) bool { return f.ComposerBusy }
	forms := []form{
		{"error card", `<div class="text-token-text-error"><div>Too many requests. Please try again later.</div><button>Retry</button></div>`, "turn", rate},
		{"alert split", `<div role="alert"><span>Too many</span> <span>requests</span></div>`, "turn", rate},
		{"alert blocks", `<div role="alert"><div>Too many</div><div>requests</div></div>`, "turn", rate},
		{"status 429", `<div role="status">Error 429: rate limit exceeded</div>`, "turn", rate},
		{"error testid", `<div data-testid="message-error">请求过于频繁，请稍后再试</div>`, "turn", rate},
		{"bottom alert", `<div role="alert" class="text-token-text-error">Too many requests. Please slow down.</div>`, "bottom", rate},
		{"toast", `<div data-testid="toast-error" role="status">Rate limit reached. Try again in a minute.</div>`, "page", rate},
		{"permission testid", `<div data-testid="tool-permission-card"><p>Allow the connector to read your repository?</p></div>`, "turn", perm},
		{"allow button", `<div><p>Use GitHub?</p><button>Always allow</button><button>Deny</button></div>`, "turn", perm},
		{"allow aria", `<div><button aria-label="Allow once"><svg></svg></button></div>`, "turn", perm},
		{"allow role", `<div><span role="button">Approve</span></div>`, "turn", perm},
		{"bottom approval", `<div data-testid="approval-card">Approve this action?</div>`, "bottom", perm},
		{"tool busy", `<div data-testid="mcp-tool-call" aria-busy="true">Calling search…</div>`, "turn", tool},
		{"tool progress", `<div data-testid="connector-run"><div role="progressbar"></div></div>`, "turn", tool},
		{"tool state", `<div data-testid="tool-call" data-state="running">search_repo</div>`, "turn", tool},
		{"composer busy", `<div aria-busy="true"></div>`, "bottom", busy},
	}
	hiders := []struct{ name, open, close string }{
		{"display none", `<div style="display: none">`, `</div>`},
		{"hidden attr", `<div hidden>`, `</div>`},
		{"aria-hidden", `<div aria-hidden="true">`, `</div>`},
		{"sr-only", `<div class="sr-only">`, `</div>`},
		{"template", `<template>`, `</template>`},
	}
	for _, f := range forms {
		place := func(m string) string {
			switch f.where {
			case "bottom":
				return pageWith("", "", m, placeholder)
			case "page":
				return strings.Replace(pageWith("", "", "", placeholder), "<main>", "<main>"+m, 1)
			default:
				return pageWith("", m, "", placeholder)
			}
		}
		if !f.fact(read(t, place(f.markup))) {
			t.Errorf("%s: not read", f.name)
		}
		for _, h := range hiders {
			if f.fact(read(t, place(h.open+f.markup+h.close))) {
				t.Errorf("%s under %s: hidden markup counted", f.name, h.name)
			}
		}
		if f.where == "turn" {
			if f.fact(read(t, pageWith(f.markup, "", "", placeholder))) {
				t.Errorf("%s in an older turn counted", f.name)
			}
		}
		if f.fact(read(t, pageWith("", `<div class="markdown"><p>`+stripTags(f.markup)+`</p></div>`, "", placeholder))) {
			t.Errorf("%s as message content counted", f.name)
		}
		if f.where == "turn" && f.fact(read(t, pageWith("", `<div class="markdown">`+f.markup+`</div>`, "", placeholder))) {
			t.Errorf("%s markup inside message content counted", f.name)
		}
	}
}

// stripTags keeps the text of markup.
func stripTags(s string) string {
	var b strings.Builder
	in := false
	for _, r := range s {
		switch {
		case r == '<':
			in = true
		case r == '>':
			in = false
		case !in:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// TestReadErrorScopes: error chrome is read in the turn its text is in: a
// turn nested in page chrome is a turn of its own, and message content
// inside error chrome is not its text.
func TestReadErrorScopes(t *testing.T) {
	card := `<div role="alert">Too many requests.</div>`
	// An alert wrapping the page holds the turns: only the text outside
	// them is the page's, and each turn's text is that turn's.
	wrapped := strings.Replace(pageWith(card, "", "", placeholder), `<div id="thread">`, `<div id="thread" role="status">`, 1)
	if read(t, wrapped).RateLimitVisible {
		t.Error("an older turn's card counted through a page-wide status")
	}
	if !read(t, strings.Replace(pageWith("", card, "", placeholder), `<div id="thread">`, `<div id="thread" role="status">`, 1)).RateLimitVisible {
		t.Error("the current turn's card inside a page-wide status not read")
	}
	quoted := `<div role="alert"><div class="markdown">Too many requests</div>Something went wrong.</div>`
	if read(t, pageWith("", quoted, "", placeholder)).RateLimitVisible {
		t.Error("message content inside error chrome counted")
	}
	// A later turn makes an earlier one history, even when the later one
	// is hidden.
	hiddenLast := strings.Replace(pageWith("", card, "", placeholder), "</div></article></div>",
		`</div></article><article hidden data-testid="conversation-turn-5" data-turn="user"></article></div>`, 1)
	if read(t, hiddenLast).RateLimitVisible {
		t.Error("a card of a turn that a hidden turn follows counted")
	}
}

// TestReadComposer: the draft is visible editor text other than its
// placeholder; an editor that cannot be edited is busy.
func TestReadComposer(t *testing.T) {
	for _, tc := range []struct {
		name, editor string
		draft        bool
	}{
		{"placeholder", placeholder, false},
		{"empty", ``, false},
		{"spaces", `<p> </p>`, false},
		{"text", `<p>Also check the index</p>`, true},
		{"text after placeholder", placeholder + `<p>x</p>`, true},
		{"hidden text", `<p style="display:none">secret</p>`, false},
	} {
		f := read(t, pageWith("", "", "", tc.editor))
		if f.Draft != tc.draft {
			t.Errorf("%s: draft %v, want %v", tc.name, f.Draft, tc.draft)
		}
	}
	for _, lock := range []string{`contenteditable="false"`, `contenteditable="true" aria-disabled="true"`, `contenteditable="true" disabled`} {
		locked := strings.Replace(pageWith("", "", "", placeholder), `contenteditable="true"`, lock, 1)
		if !read(t, locked).ComposerBusy {
			t.Errorf("an editor with %s is not busy", lock)
		}
	}
	if read(t, pageWith("", "", "", placeholder)).ComposerBusy {
		t.Error("an editable editor is busy")
	}
	textarea := `<html><body><div id="thread-bottom"><textarea id="prompt-textarea">draft in a textarea</textarea></div></body></html>`
	if !read(t, textarea).Draft {
		t.Error("textarea draft not read")
	}
}

// TestReadUserID: the latest user message (of the classifier's newest user
// turn) decides, with or without an id; hidden, it proves no id, and an
// earlier message's id is never the sent one's.
func TestReadUserID(t *testing.T) {
	if got := read(t, pageWith("", "", "", placeholder)).UserID; got != "u-3" {
		t.Errorf("got %q", got)
	}
	noID := strings.Replace(pageWith("", "", "", placeholder), `data-message-id="u-3"`, ``, 1)
	if got := read(t, noID).UserID; got != "" {
		t.Errorf("an earlier message's id was taken: %q", got)
	}
	hiddenLast := strings.Replace(pageWith("", "", "", placeholder), `<div data-message-author-role="user" data-message-id="u-3">`, `<div hidden data-message-author-role="user" data-message-id="u-3">`, 1)
	if got := read(t, hiddenLast).UserID; got != "" {
		t.Errorf("hidden message counted: %q", got)
	}
}

// TestReadWrapperless: on a page without turn wrappers each message is its
// own turn: an older message's error card is history, the newest
// message's counts.
func TestReadWrapperless(t *testing.T) {
	card := `<div role="alert">Too many requests. Please try again later.</div>`
	page := func(older, newest string) string {
		return `<html><body><div data-message-author-role="user" data-message-id="u1">q</div>` +
			`<div data-message-author-role="assistant" data-message-id="a1"><p>a</p>` + older + `</div>` +
			`<div data-message-author-role="user" data-message-id="u2">q2</div>` +
			`<div data-message-author-role="assistant" data-message-id="a2"><p>b</p>` + newest + `</div>` +
			`<div id="thread-bottom"></div></body></html>`
	}
	if read(t, page(card, "")).RateLimitVisible {
		t.Error("an older message's card counted")
	}
	if !read(t, page("", card)).RateLimitVisible {
		t.Error("the newest message's card not read")
	}
	if got := read(t, page("", "")).UserID; got != "u2" {
		t.Errorf("user id %q", got)
	}
}

// TestReadCapture: in a snapshot written by capture, the browser's
// computed visibility decides.
func TestReadCapture(t *testing.T) {
	page := func(vis string) string {
		return strings.Replace(pageWith("", `<div role="alert" data-chatproof-visible="`+vis+`">Too many requests</div>`, "", placeholder),
			"<html>", `<html><head><meta name="chatproof:capture" content="v1"></head>`, 1)
	}
	if !read(t, page("true")).RateLimitVisible {
		t.Error("a visible card not read")
	}
	if read(t, page("false")).RateLimitVisible {
		t.Error("a card the browser hid counted")
	}
}

// TestReadGenerated: on generated pages of every state and size, the facts
// agree with what the generator wrote: the latest user message's id is
// read, and a page with no composer text, tool, permission card or
// rate-limit error shows none of them. Every state at every size with
// CHATPROOF_EXHAUSTIVE=1, as CI runs; in a plain go test every state at
// one of the sizes, each size in some states.
func TestReadGenerated(t *testing.T) {
	for si, state := range corpus.GenStates() {
		for ti, turns := range []int{2, 9, 200} {
			if !testflag.Spread(3, si, ti) {
				continue
			}
			page := corpus.Generate(corpus.GenOptions{Turns: turns, State: state, Seed: int64(turns)})
			f := read(t, string(page))
			if f.Draft || f.ToolRunning || f.PermissionCard || f.RateLimitVisible {
				t.Errorf("%s/%d: %+v", state, turns, f)
			}
			if f.UserID == "" || !strings.Contains(string(page), `data-message-id="`+f.UserID+`"`) {
				t.Errorf("%s/%d: user id %q", state, turns, f.UserID)
			}
		}
	}
}

// FuzzRead: any document dom parses is read without panic.
func FuzzRead(f *testing.F) {
	f.Add([]byte(pageWith(`<div role="alert">Too many requests</div>`, `<button>Allow</button>`, `<div aria-busy="true">`, `<p>x</p>`)))
	f.Add([]byte(strings.Repeat("<div>", 400) + "<button>Allow" + strings.Repeat("</div>", 3)))
	f.Add([]byte(`<div role="alert"><button><button>Deny</button></button></div></p></div>`))
	f.Fuzz(func(t *testing.T, page []byte) {
		d, err := snapshot.Parse(page, snapshot.Limits{})
		if err != nil {
			return
		}
		_ = pageview.Read(d, classify.Options{})
	})
}

// BenchmarkRead reads a generated 1000-turn page, parsed once beforehand.
func BenchmarkRead(b *testing.B) {
	page := corpus.Generate(corpus.GenOptions{Turns: 1000, State: corpus.GenFinished, Seed: 1})
	d, err := snapshot.Parse(page, snapshot.Limits{})
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(page)))
	for b.Loop() {
		pageview.Read(d, classify.Options{})
	}
}
