package surface_test

import (
	"strings"
	"testing"

	"github.com/chatproof/chatproof/snapshot"
	"github.com/chatproof/chatproof/surface"
)

// The composer surface of the saved pages, trimmed of styling classes but
// with the structure, ids, test ids and editor markup of the real markup.
const (
	editorReal = `<textarea class="_fallbackTextarea_1dsxi_2" name="prompt-textarea" placeholder="Ask anything" style="display: none;"></textarea>` +
		`<div contenteditable="true" translate="no" class="ProseMirror" id="prompt-textarea"><p data-placeholder="Ask anything" class="placeholder"><br class="ProseMirror-trailingBreak"></p></div>`
	controlsReal = `<div class="[grid-area:leading]"><span class="flex"><button type="button" class="composer-btn" data-testid="composer-plus-btn" aria-label="Add files and more" id="composer-plus-btn"><svg aria-hidden="true"><use href="#x"></use></svg></button></span></div>` +
		`<div class="flex items-center gap-2"><span><button aria-label="Dictate button" type="button" class="composer-btn"><svg aria-hidden="true"></svg></button></span>` +
		`<div><button id="composer-submit-button" aria-label="Send prompt" data-testid="send-button" class="composer-submit-btn"><svg aria-hidden="true"></svg></button></div></div>`
	disclaimerReal = `<div class="text-token-text-secondary relative flex w-full items-center justify-center text-xs"><div>ChatGPT can make mistakes. Verify what matters.</div></div>`
)

// surfacePage returns a page whose #thread-bottom holds banner (inside the
// banner slot), a composer form with editor, and the disclaimer.
func surfacePage(banner, editor string) string {
	return `<!DOCTYPE html><html><head><title>t</title></head><body><main>` +
		`<div data-testid="conversation-turn-1"><div data-message-author-role="user" data-message-id="u1"><div class="whitespace-pre-wrap">hello</div></div></div>` +
		`<div id="thread-bottom-container"><div id="thread-bottom"><div class="text-base mx-auto"><div class="mx-auto flex flex-1 text-base gap-4">` +
		`<div class="flex justify-center empty:hidden">` + banner + `</div>` +
		`<div class="relative z-1 flex h-full max-w-full flex-1 flex-col"><form class="w-full" data-type="unified-composer"><div class="hidden"><input type="file" multiple="" tabindex="-1"></div>` +
		`<div class="grid"><div class="-my-2.5 flex min-h-14"><div class="_prosemirror-parent_1dsxi_2">` + editor + `</div></div>` + controlsReal + `</div></form></div>` +
		`</div></div>` + disclaimerReal + `</div></div></main></body></html>`
}

// wallBannerReal is the banner of the saved wall page.
const wallBannerReal = `<div class="border-token-border-default mx-auto mb-3 flex w-full items-center gap-3 rounded-2xl border px-4 py-3"><div class="flex-1 text-sm text-token-text-primary">You've reached the maximum length for this conversation, but you can keep talking by starting a new chat.</div><a href="/" class="btn btn-primary shrink-0" data-discover="true">Start new chat</a></div>`

func mustRead(t testing.TB, page string) surface.Surface {
	t.Helper()
	d, err := snapshot.Parse([]byte(page), snapshot.Limits{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return surface.Read(d)
}

func bannerDiv(text string) string {
	return `<div class="mx-auto mb-3 flex w-full items-center gap-3 rounded-2xl border px-4 py-3"><div class="flex-1 text-sm">` + text + `</div></div>`
}

func TestPageHelpers(t *testing.T) {
	st := mustRead(t, surfacePage("", editorReal))
	if st.State != surface.StateOpen || !st.ComposerUsable || len(st.Banners) != 0 || len(st.Actions) != 0 {
		t.Fatalf("the plain real surface should be open, usable, without banners or actions: %+v", st)
	}
	if !strings.Contains(surfacePage(wallBannerReal, editorReal), "thread-bottom") {
		t.Fatal("page helper lost the surface")
	}
}

func mustParse(t testing.TB, page string) *snapshot.Document {
	t.Helper()
	d, err := snapshot.Parse([]byte(page), snapshot.Limits{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return d
}
