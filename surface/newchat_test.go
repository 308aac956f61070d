package surface_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/internal/testflag"
	"github.com/chatproof/chatproof/surface"
)

// placedPage is a #thread-bottom whose composer form has a header row, a
// primary row with the editor and a trailing row with Send, and below it
// the disclaimer in its place; slot names where extra markup goes.
func placedPage(slot, extra, editor, disclaimer string) string {
	at := func(name string) string {
		if name == slot {
			return extra
		}
		return ""
	}
	return `<!DOCTYPE html><html><head><title>t</title></head><body><main>` +
		`<div data-testid="conversation-turn-1"><div data-message-author-role="user" data-message-id="u1"><div>hello</div></div></div>` +
		`<div id="thread-bottom-container"><div id="thread-bottom"><div class="text-base mx-auto"><div class="mx-auto flex flex-1 gap-4">` +
		`<div class="flex justify-center empty:hidden">` + at("banner") + `</div>` +
		`<div class="relative z-1 flex flex-1 flex-col">` + at("before-form") +
		`<form class="w-full [view-transition-name:var(--vt-composer)]" data-type="unified-composer">` +
		`<div class="grid [grid-template-areas:'header_header_header'_'leading_primary_trailing']">` +
		`<div class="flex items-center justify-between gap-2 px-3 pb-2 text-sm [grid-area:header]">` + at("header") + `</div>` +
		`<div class="-my-2.5 flex min-h-14 [grid-area:primary]"><div class="_prosemirror-parent_1dsxi_2">` + editor + `</div></div>` +
		`<div class="flex items-center gap-2 [grid-area:trailing]">` + at("trailing") +
		`<button id="composer-submit-button" aria-label="Send prompt" data-testid="send-button"></button></div>` +
		`</div></form>` + at("after-form") + `</div></div></div>` +
		`<div class="text-token-text-secondary relative mt-auto flex min-h-8 w-full p-2 text-xs ` + surface.DisclaimerPlace + ` md:px-[60px]"><div>` +
		disclaimer + at("disclaimer") + `</div></div></div></div></main></body></html>`
}

var editors = []struct {
	name   string
	html   string
	usable bool
}{
	{"contenteditable", `<div contenteditable="true" class="ProseMirror" id="prompt-textarea"><p></p></div>`, true},
	{"contenteditable=false", `<div contenteditable="false" class="ProseMirror" id="prompt-textarea"><p></p></div>`, false},
	{"contenteditable=FALSE spaced", `<div contenteditable=" FALSE " class="ProseMirror" id="prompt-textarea"><p></p></div>`, false},
	{"aria-disabled", `<div contenteditable="true" aria-disabled="true" class="ProseMirror" id="prompt-textarea"><p></p></div>`, false},
	{"disabled textarea", `<textarea name="prompt-textarea" disabled></textarea>`, false},
	{"textarea", `<textarea name="prompt-textarea"></textarea>`, true},
}

// newChatLabels returns every new-chat call to action of the grammar, by
// language, English first: closed-chat ones and continuation ones.
func newChatLabels(t *testing.T) (closed, cont map[string][]string) {
	closed = map[string][]string{"en": {"New chat", "Start new chat", "Start a new chat"}}
	cont = map[string][]string{"en": {"Continue in a new chat"}}
	for _, tag := range grammar.Languages() {
		c, k, ok := grammar.NewChatActions(tag)
		if !ok {
			t.Fatalf("%s: no new-chat wording", tag)
		}
		for _, w := range c {
			closed[tag] = append(closed[tag], w.Text)
		}
		for _, w := range k {
			cont[tag] = append(cont[tag], w.Text)
		}
	}
	return closed, cont
}

var controls = []struct {
	name string
	html func(label string) string
}{
	{"link", func(l string) string { return `<a href="/" class="btn btn-secondary btn-small">` + l + `</a>` }},
	{"button", func(l string) string { return `<button type="button" class="btn btn-primary">` + l + `</button>` }},
	{"role=button", func(l string) string { return `<div role="button" tabindex="0">` + l + `</div>` }},
	{"aria-label", func(l string) string { return `<button aria-label="` + l + `"><svg aria-hidden="true"></svg></button>` }},
	{"inline link", func(l string) string { return `<span>Please <a href="/">` + l + `</a></span>` }},
}

var slots = []string{"header", "trailing", "before-form", "after-form", "banner", "disclaimer"}

// An unusable editor next to a new-chat call to action anywhere in
// #thread-bottom (the form's header row included, the disclaimer's place
// excepted) is a closed chat, in every language the grammar knows, as a
// link or a button; with a usable editor it is open. A continuation call
// to action with a usable editor is offered, anywhere but the disclaimer.
func TestNewChatAnywhereInThreadBottom(t *testing.T) {
	closed, cont := newChatLabels(t)
	runs := 0
	for _, kind := range []string{"closed", "continue"} {
		labels := closed
		if kind == "continue" {
			labels = cont
		}
		tags := make([]string, 0, len(labels))
		for tag := range labels {
			tags = append(tags, tag)
		}
		slices.Sort(tags)
		for ti, tag := range tags {
			for li, label := range labels[tag] {
				for ci, c := range controls {
					for si, slot := range slots {
						for ei, e := range editors {
							// Every label in every slot; the controls and
							// editors in turn, so each pair of them is met.
							if (li+si+ei)%len(controls) != ci && !(tag == "en" && li == 0) {
								continue
							}
							// A plain go test runs one of those in
							// len(slots), on the diagonal of tag, label,
							// slot and editor, so that each label is
							// still met in every slot and with every
							// editor, and the first English label in
							// every control; CHATPROOF_EXHAUSTIVE=1, as
							// CI runs, all of them.
							if !(tag == "en" && li == 0) && !testflag.Spread(len(slots), ti, li, si, ei) {
								continue
							}
							runs++
							page := placedPage(slot, c.html(label), e.html, "ChatGPT can make mistakes.")
							got := mustRead(t, page)
							name := fmt.Sprintf("%s %q as %s in %s, editor %s", tag, label, c.name, slot, e.name)
							counted := slot != "disclaimer"
							wantState := surface.StateOpen
							if kind == "closed" && counted && !e.usable {
								wantState = surface.StateClosed
							}
							wantOffer := kind == "continue" && counted && e.usable
							if got.State != wantState || got.ContinuationOffered != wantOffer || got.ComposerUsable != e.usable {
								t.Errorf("%s: state %s, offered %v, usable %v; want %s, %v, %v (%v)",
									name, got.State, got.ContinuationOffered, got.ComposerUsable, wantState, wantOffer, e.usable, got.Reasons)
							}
							if counted != slices.Contains(got.Actions, label) {
								t.Errorf("%s: actions %q", name, got.Actions)
							}
						}
					}
				}
			}
		}
	}
	t.Logf("%d variants", runs)
}

// The composer form's own controls stay no actions: a closed editor next
// to them alone is open.
func TestFormControlsAreNoActions(t *testing.T) {
	for _, l := range []string{"Add files and more", "Dictate button", "Switch model", "New", "Chat", "Start", "New chat now"} {
		for _, slot := range []string{"header", "trailing"} {
			got := mustRead(t, placedPage(slot, `<button aria-label="`+l+`"></button>`, editors[1].html, "ChatGPT can make mistakes."))
			if got.State != surface.StateOpen || len(got.Actions) != 0 {
				t.Errorf("%q in %s: %s, actions %q", l, slot, got.State, got.Actions)
			}
		}
	}
}

// unknownDisclaimers are disclaimer sentences in scripts and languages the
// grammar has no table for, each with its cookie-preferences link.
var unknownDisclaimers = []struct{ text, link string }{
	{"ChatGPT עלול לטעות. כדאי לבדוק מידע חשוב. ראו", "העדפות קובצי Cookie"},
	{"A ChatGPT hibázhat. Ellenőrizd a fontos információkat. Lásd:", "Cookie-beállítások"},
	{"ChatGPT dapat membuat kesalahan. Periksa info penting. Lihat", "Preferensi cookie"},
	{"قد يرتكب ChatGPT أخطاءً. تحقق من المعلومات المهمة. راجع", "تفضيلات ملفات تعريف الارتباط"},
	{"ChatGPT อาจทำผิดพลาดได้ ตรวจสอบข้อมูลสำคัญ ดู", "การตั้งค่าคุกกี้"},
	{"ChatGPT შეიძლება შეცდეს. გადაამოწმეთ მნიშვნელოვანი ინფორმაცია.", "ქუქი-ფაილების პარამეტრები"},
	{"ChatGPT गलतियाँ कर सकता है। महत्वपूर्ण जानकारी जाँचें। देखें", "कुकी प्राथमिकताएँ"},
	{"ChatGPT-ն կարող է սխալվել։ Ստուգեք կարևոր տեղեկությունները։", "Թխուկների կարգավորումներ"},
	{"Kufi riwa sane mota kuri.", "Fisa kuri"},
}

// The disclaimer is known by its place, whatever its words: no banner and
// no action, in any script, the state open; the same words elsewhere in
// #thread-bottom are a banner.
func TestDisclaimerByItsPlace(t *testing.T) {
	for _, d := range unknownDisclaimers {
		link := `<a href="#" class="cursor-pointer font-semibold underline">` + d.link + `</a>.`
		for _, e := range editors[:2] {
			got := mustRead(t, placedPage("disclaimer", " "+link, e.html, d.text))
			if got.State != surface.StateOpen || len(got.Banners) != 0 || len(got.Actions) != 0 {
				t.Errorf("%q in the disclaimer's place (editor %s): %s, banners %q, actions %q", d.text, e.name, got.State, got.Banners, got.Actions)
			}
			for _, slot := range []string{"banner", "after-form", "header"} {
				got := mustRead(t, placedPage(slot, `<div>`+d.text+`</div>`, e.html, "ChatGPT can make mistakes."))
				if !slices.ContainsFunc(got.Banners, func(b string) bool { return strings.HasPrefix(d.text, b) || b == d.text }) {
					t.Errorf("%q in %s: banners %q, want it among them", d.text, slot, got.Banners)
				}
			}
		}
	}
}
