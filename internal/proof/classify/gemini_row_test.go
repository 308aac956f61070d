package classify_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/site"
)

// TestGeminiFooterAndRow: on generated Gemini pages drawn as the saved
// pages draw them, a finished reply completes only with both the footer's
// complete state and its own action row: the newest row removed, or the
// newest footer's complete class removed, or either hidden by markup
// (hidden attribute, inline display:none) leaves it incomplete, whatever
// the older turns show; a row of labels in an unknown language still
// proves it (structure, not wording), and with the capture's annotation a
// footer the browser gave no box still counts beside a shown row.
// Variants: 5 sizes × 3 seeds × 8 mutations.
func TestGeminiFooterAndRow(t *testing.T) {
	gemini, _ := site.ByName("gemini")
	lastRow := regexp.MustCompile(`(?s)<div class="response-container-footer ng-star-inserted"><message-actions class="ng-star-inserted">.*?</message-actions></div>`)
	n := 0
	for _, turns := range []int{2, 4, 9, 20, 41} {
		for seed := range int64(3) {
			page := string(corpus.Generate(corpus.GenOptions{Site: corpus.GenSiteGemini, State: corpus.GenFinished, Turns: turns, Seed: seed + 1}))
			last := strings.LastIndex(page, `<div class="response-footer gap complete ng-star-inserted">`)
			rowAt := strings.LastIndex(page, `<div class="response-container-footer ng-star-inserted"><message-actions class="ng-star-inserted">`)
			if last < 0 || rowAt < last {
				t.Fatalf("%d turns: the newest reply has no footer and row", turns)
			}
			newestFooter := func(repl string) string {
				return page[:last] + strings.Replace(page[last:], `<div class="response-footer gap complete ng-star-inserted">`, repl, 1)
			}
			newestRow := func(f func(string) string) string {
				loc := lastRow.FindAllStringIndex(page, -1)
				k := loc[len(loc)-1]
				return page[:k[0]] + f(page[k[0]:k[1]]) + page[k[1]:]
			}
			cases := []struct {
				name     string
				page     string
				complete bool
			}{
				{"as drawn", page, true},
				{"row removed", newestRow(func(string) string { return "" }), false},
				{"row hidden", newestRow(func(s string) string {
					return strings.Replace(s, `<div class="response-container-footer`, `<div hidden class="response-container-footer`, 1)
				}), false},
				{"footer not complete", newestFooter(`<div class="response-footer gap ng-star-inserted">`), false},
				{"footer hidden", newestFooter(`<div style="display:none" class="response-footer gap complete ng-star-inserted">`), false},
				{"footer removed", newestFooter(`<div class="sources-footer">`), false},
				{"row in another language", newestRow(func(s string) string {
					return strings.NewReplacer(`aria-label="Copy"`, `aria-label="Kopieren"`, `aria-label="Good response"`, `aria-label="Gute Antwort"`).Replace(s)
				}), true},
				{"footer without a box in a capture", annotate(newestFooter(`<div data-chatproof-visible="false" class="response-footer gap complete ng-star-inserted">`)), true},
			}
			for _, c := range cases {
				n++
				r := judgeSite(t, []byte(c.page), gemini)
				if got := r.Terminal == classify.TerminalComplete; got != c.complete {
					t.Errorf("%d turns, seed %d, %s: %s %v, want complete %v", turns, seed, c.name, r.Terminal, r.Reasons, c.complete)
				}
			}
		}
	}
	if n != 5*3*8 {
		t.Errorf("%d variants", n)
	}
}

// annotate marks a page as a capture: an element without an annotation
// takes its parent's visibility, so all is shown but what is annotated.
func annotate(page string) string {
	return strings.Replace(page, "<head>", `<head><meta name="chatproof:capture" content="v1">`, 1)
}
