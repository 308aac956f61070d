package surface_test

import (
	"strings"
	"testing"

	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/surface"
)

// A "New chat" call to action inside the composer form, however the form
// is drawn (a form element, or an element whose data-type names the
// composer), proves a closed chat next to an unusable editor, as the same
// action outside the composer does (seed 000: "an unusable composer next
// to 'New chat' or 'Start new chat'"). This test used to pin the opposite,
// read from issue 13's list of defects as if it were the rule.
func TestNewChatInComposerFormIsClosed(t *testing.T) {
	ctas := []string{
		`<a href="/" class="btn btn-primary">New chat</a>`,
		`<button class="btn">New chat</button>`,
		`<div role="button" tabindex="0">Start new chat</div>`,
		`<div class="flex"><span>Start a new chat to continue.</span><a href="/">Start a new chat</a></div>`,
	}
	forms := []func(inner string) string{
		func(inner string) string { return inner }, // the page's <form data-type="unified-composer">
		func(inner string) string {
			return `<div data-type="unified-composer" class="w-full">` + inner + `</div>`
		},
	}
	for _, cta := range ctas {
		for k, form := range forms {
			p := surfacePage("", form(editorClosed+cta))
			if k == 1 {
				p = strings.Replace(p, `<form class="w-full" data-type="unified-composer">`, `<div class="w-full">`, 1)
				p = strings.Replace(p, `</form>`, `</div>`, 1)
			}
			st := mustRead(t, p)
			if st.State != surface.StateClosed || st.ComposerUsable {
				t.Errorf("form %d, %s: %+v, want closed and not usable", k, cta, st)
			}
		}
		// The same action outside the composer proves a closed chat.
		if st := mustRead(t, surfacePage(cta, editorClosed)); st.State != surface.StateClosed {
			t.Errorf("outside the composer, %s: %+v, want closed", cta, st)
		}
	}
}

// The disclaimer in every known UI language is not a banner, and a link
// inside it is not an action; an unknown sentence in its place is a
// banner.
func TestLocalisedDisclaimer(t *testing.T) {
	for _, tag := range grammar.Languages() {
		l, _ := grammar.LanguageWording(tag)
		for _, w := range l.Disclaimer {
			dis := `<div class="text-token-text-secondary relative mt-auto flex min-h-8 w-full items-center justify-center p-2 text-center text-xs"><div>` +
				w.Text + `. <a href="#" class="underline">Cookies</a>.</div></div>`
			p := strings.Replace(surfacePage("", editorReal), disclaimerReal, dis, 1)
			if st := mustRead(t, p); len(st.Banners) != 0 || len(st.Actions) != 0 || st.State != surface.StateOpen {
				t.Errorf("%s disclaimer %q: %+v", tag, w.Text, st)
			}
		}
	}
	p := strings.Replace(surfacePage("", editorReal), disclaimerReal, `<div class="text-xs"><div>Kuwa makini na taarifa muhimu.</div></div>`, 1)
	if st := mustRead(t, p); len(st.Banners) != 1 {
		t.Errorf("an unknown sentence in the disclaimer's place: %+v, want it as a banner", st)
	}
}
