package corpus_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
)

// Content the browser renders but does not paint the contents of: a
// finished action bar or a Stop button there is no evidence, in every
// spelling of each mechanism and at every nesting depth; the same markup
// where the browser paints it still is (the negative of each variant).

// skipper wraps markup in one way of writing a skip mechanism; skips
// tells whether the browser leaves what it wraps unpainted.
type skipper struct {
	name  string
	skips bool
	wrap  func(inner string) string
}

func around(open, close string) func(string) string {
	return func(inner string) string { return open + inner + close }
}

var skippers = []skipper{
	{"content-visibility", true, around(`<div style="content-visibility:hidden">`, `</div>`)},
	{"content-visibility-spaced-case", true, around(`<div style="color: red; Content-Visibility : HIDDEN !important">`, `</div>`)},
	// An inline span, in a plain div: as the item of a flex or grid
	// container (the bar's own parent is a flex column) the browser makes
	// it a block, and then content-visibility applies.
	{"content-visibility-on-span", false, around(`<div><span style="content-visibility: hidden;">`, `</span></div>`)},
	{"content-visibility-on-flex-item-span", true, around(`<div class="flex"><span style="content-visibility: hidden;">`, `</span></div>`)},
	{"content-visibility-on-grid-item-span", true, around(`<div style="display: grid"><span style="content-visibility: hidden;">`, `</span></div>`)},
	{"content-visibility-on-absolute-span", true, around(`<span style="position:absolute; content-visibility: hidden;">`, `</span>`)},
	{"content-visibility-on-block-span", true, around(`<span style="display:block; content-visibility: hidden;">`, `</span>`)},
	{"content-visibility-on-contents", false, around(`<div style="content-visibility:hidden;display:contents">`, `</div>`)},
	{"content-visibility-on-flex-class", true, around(`<span class="flex" style="content-visibility:hidden">`, `</span>`)},
	{"content-visibility-visible", false, around(`<div style="content-visibility:visible">`, `</div>`)},
	{"content-visibility-auto", false, around(`<div style="content-visibility:auto">`, `</div>`)},
	{"details-closed", true, around(`<details><summary>Sources</summary>`, `</details>`)},
	{"details-closed-no-summary", true, around(`<details class="group">`, `</details>`)},
	{"details-closed-summary-after", true, around(`<details><div>Note</div><summary>Sources</summary><div>`, `</div></details>`)},
	{"details-second-summary", true, around(`<details><summary>Sources</summary><summary>`, `</summary></details>`)},
	{"details-open", false, around(`<details open><summary>Sources</summary>`, `</details>`)},
	{"details-open-upper-false", false, around(`<details OPEN="false"><summary>Sources</summary>`, `</details>`)},
	{"details-in-summary", false, around(`<details><summary>`, `</summary><p>More</p></details>`)},
	{"until-found", true, around(`<div hidden="until-found">`, `</div>`)},
	{"until-found-upper", true, around(`<div HIDDEN="UNTIL-FOUND">`, `</div>`)},
	{"until-found-mixed", true, around(`<section hidden="Until-Found">`, `</section>`)},
	{"hidden-attribute", true, around(`<div hidden="">`, `</div>`)},
	{"plain-div", false, around(`<div class="flex">`, `</div>`)},
}

// nest puts inner depth plain divs deep inside the mechanism, and the
// mechanism depth divs deep inside the page.
func nest(s skipper, depth int, inner string) string {
	for range depth {
		inner = `<div class="relative">` + inner + `</div>`
	}
	out := s.wrap(inner)
	for range depth {
		out = `<div>` + out + `</div>`
	}
	return out
}

// newestBar returns where the newest action bar starts and ends in page.
func newestBar(t *testing.T, page string) (lo, hi int) {
	t.Helper()
	lo = strings.LastIndex(page, `<div class="flex min-h-[46px] justify-start">`)
	more := strings.Index(page[lo:], `aria-label="More actions"`)
	end := strings.Index(page[lo+more:], `</div></div>`)
	if lo < 0 || more < 0 || end < 0 {
		t.Fatal("no action bar in the generated page")
	}
	return lo, lo + more + end + len(`</div></div>`)
}

const stopButton = `<button aria-label="Stop streaming" data-testid="stop-button" class="composer-submit-btn h-9 w-9"></button>`

// withStop puts markup into the composer, before the send button.
func withStop(t *testing.T, page, markup string) string {
	t.Helper()
	at := strings.Index(page, `<button id="composer-submit-button"`)
	if at < 0 {
		t.Fatal("no send button in the generated page")
	}
	return page[:at] + markup + page[at:]
}

func TestSkippedContentIsNoEvidence(t *testing.T) {
	runs := 0
	for seed := range int64(2) {
		base := string(corpus.Generate(corpus.GenOptions{Turns: 4 + int(seed), State: corpus.GenFinished, Seed: seed}))
		if v := classifyOrFail(t, "base", []byte(base)); v.Terminal != chatproof.Complete {
			t.Fatalf("the generated finished page is %s %v", v.Terminal, v.Reasons)
		}
		lo, hi := newestBar(t, base)
		for _, s := range skippers {
			for depth := range 3 {
				name := fmt.Sprintf("seed %d, %s, depth %d", seed, s.name, depth)
				bar := base[:lo] + nest(s, depth, base[lo:hi]) + base[hi:]
				want := chatproof.Complete
				if s.skips {
					want = chatproof.Incomplete
				}
				if v := classifyOrFail(t, name, []byte(bar)); v.Terminal != want {
					t.Errorf("%s: the bar there gives %s %v, want %s", name, v.Terminal, v.Reasons, want)
				}
				stop := withStop(t, base, nest(s, depth, stopButton))
				want = chatproof.Incomplete
				if s.skips {
					want = chatproof.Complete
				}
				if v := classifyOrFail(t, name, []byte(stop)); v.Terminal != want {
					t.Errorf("%s: a Stop there gives %s %v, want %s", name, v.Terminal, v.Reasons, want)
				}
				runs += 2
			}
		}
	}
	t.Logf("%d variants (%d mechanisms, 3 depths, bar and Stop, 2 pages)", runs, len(skippers))
}

// In a captured page the browser's answer is the truth: an element
// annotated visible is painted under an ancestor annotated hidden
// (visibility:visible buttons in a visibility:hidden wrapper), and one
// without its own annotation takes its parent's.
func TestCapturedVisibleUnderHiddenAncestor(t *testing.T) {
	for seed := range int64(2) {
		base := string(corpus.Generate(corpus.GenOptions{Turns: 4 + int(seed), State: corpus.GenFinished, Seed: seed}))
		base = strings.Replace(base, `<head>`, `<head><meta name="chatproof:capture" content="v1">`, 1)
		lo, hi := newestBar(t, base)
		for depth := 1; depth <= 3; depth++ {
			for _, c := range []struct {
				name    string
				buttons string // annotation written on the bar's buttons
				want    chatproof.Terminal
			}{
				{"buttons annotated visible", ` data-chatproof-visible="true"`, chatproof.Complete},
				{"buttons not annotated", ``, chatproof.Incomplete},
				{"buttons annotated hidden", ` data-chatproof-visible="false"`, chatproof.Incomplete},
			} {
				bar := strings.ReplaceAll(base[lo:hi], `<button `, `<button`+c.buttons+` `)
				for range depth {
					bar = `<div data-chatproof-visible="false" style="visibility:hidden">` + bar + `</div>`
				}
				page := base[:lo] + bar + base[hi:]
				name := fmt.Sprintf("seed %d, depth %d, %s", seed, depth, c.name)
				if v := classifyOrFail(t, name, []byte(page)); v.Terminal != c.want {
					t.Errorf("%s: %s %v, want %s", name, v.Terminal, v.Reasons, c.want)
				}
				stop := withStop(t, base, strings.Repeat(`<div data-chatproof-visible="false">`, depth)+
					strings.Replace(stopButton, `<button `, `<button`+c.buttons+` `, 1)+strings.Repeat(`</div>`, depth))
				want := chatproof.Complete
				if c.want == chatproof.Complete {
					want = chatproof.Incomplete // the Stop is painted
				}
				if v := classifyOrFail(t, name+", Stop", []byte(stop)); v.Terminal != want {
					t.Errorf("%s, Stop: %s %v, want %s", name, v.Terminal, v.Reasons, want)
				}
			}
		}
	}
}
