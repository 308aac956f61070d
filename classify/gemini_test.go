package classify_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/internal/testpage"
	"github.com/chatproof/chatproof/site"
	"github.com/chatproof/chatproof/snapshot"
)

// geminiPage, geminiPageIn, geminiFooter and geminiAnswer are the
// Gemini pages of package testpage.
var (
	geminiPage   = testpage.Gemini
	geminiPageIn = testpage.GeminiIn
)

const (
	geminiFooter  = testpage.GeminiFooter
	geminiAnswer  = testpage.GeminiAnswer
	geminiBar     = `<div role="progressbar" class="loading"></div>`
	geminiThought = `<model-thoughts data-test-id="model-thoughts"><button class="thoughts-header-button" data-test-id="thoughts-header-button">Show thinking</button></model-thoughts>`
)

// TestGeminiFailsClosed: under the Gemini profile, a Gemini page is
// complete only with .response-footer.complete in the last model-response
// holding an answer that is not a pending phrase; an older turn's footer
// while the new turn streams, a quiet page with neither progress bar nor
// footer (agbrowse's document-scope and quiet-only classes), a pending
// Deep Think phrase, an empty answer and live thoughts are incomplete.
// Under the ChatGPT profile no Gemini page is complete; without a profile
// the markers select Gemini's. Variants: 0 to 3 older finished turns.
func TestGeminiFailsClosed(t *testing.T) {
	gemini, ok := site.ByName("gemini")
	if !ok {
		t.Fatal("no embedded gemini profile")
	}
	cases := []struct {
		state, newest string
		complete      bool
	}{
		{"finished", `<model-response>` + geminiAnswer + geminiFooter + `</model-response>`, true},
		{"streaming", `<model-response>` + geminiBar + geminiAnswer + `</model-response>`, false},
		{"older footer only", `<model-response>` + geminiAnswer + `</model-response>`, false},
		{"no bar, no footer", `<model-response>` + geminiAnswer + `</model-response>`, false},
		{"footer not complete", `<model-response>` + geminiAnswer + `<div class="response-footer">` + `</div></model-response>`, false},
		{"pending phrase", `<model-response><message-content><div class="markdown"><p>I’m on it. Responses with Deep Think can take some time.</p></div></message-content>` + geminiFooter + `</model-response>`, false},
		{"pending phrase, another case", `<model-response><message-content><div class="markdown"><p>Generating your response…</p></div></message-content>` + geminiFooter + `</model-response>`, false},
		{"empty answer", `<model-response><message-content></message-content>` + geminiFooter + `</model-response>`, false},
		{"thoughts live", `<model-response>` + geminiThought + geminiBar + `</model-response>`, false},
		{"thoughts, no footer", `<model-response>` + geminiThought + geminiAnswer + `</model-response>`, false},
		{"footer hidden", `<model-response>` + geminiAnswer + `<div class="response-footer complete" hidden><button aria-label="Copy">c</button></div></model-response>`, false},
		{"footer inside the answer", `<model-response><message-content><div class="markdown"><p>Text</p><div class="response-footer complete">x</div></div></message-content></model-response>`, false},
	}
	for _, c := range cases {
		for older := range 4 {
			page := geminiPage(older, c.newest)
			name := fmt.Sprintf("%s/%d older", c.state, older)
			if got := judgeSite(t, page, gemini); got.Terminal == classify.TerminalComplete != c.complete {
				t.Errorf("%s: terminal %s (finished %v, reasons %v), want complete %v", name, got.Terminal, got.Response.Finished, got.Reasons, c.complete)
			}
			if got := judgeSite(t, page, site.ChatGPT()); got.Terminal == classify.TerminalComplete {
				t.Errorf("%s: complete under the ChatGPT profile", name)
			}
			// Without Options.Site the page's markers choose Gemini's.
			if got := judgeSite(t, page, nil); got.Terminal == classify.TerminalComplete != c.complete {
				t.Errorf("%s: without a profile: terminal %s, want complete %v", name, got.Terminal, c.complete)
			}
		}
	}
}

func judgeSite(t *testing.T, page []byte, p *site.Profile) classify.Result {
	t.Helper()
	d, err := snapshot.Parse(page, snapshot.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	return classify.Classify(d, classify.Options{Site: p})
}

// TestGeminiPendingLanguage: on Gemini, whose profile applies the pending
// phrases, a finished footer over an answer completes only when the
// response's language (its nearest lang attribute) has its pending phrases
// in the grammar: a pending phrase in any of them is a placeholder, and an
// answer in a language no table has is incomplete with
// pending_wording_unknown. An answer with no lang attribute at all is known
// by the UI language of the turn's reply controls (never by a label inside
// the answer), or by a script only known languages write, else unknown. Under ChatGPT's profile, which does not
// apply the pending phrases, the language decides nothing.
func TestGeminiPendingLanguage(t *testing.T) {
	gemini, _ := site.ByName("gemini")
	answer := func(attrs, text string) string {
		return `<model-response><message-content class="model-response-text"` + attrs + `><div class="markdown"><p>` + text + `</p></div></message-content>` + geminiFooter + `</model-response>`
	}
	cases := []struct {
		name, html, newest string
		want               string
	}{
		{"English answer", `lang="en"`, answer("", "The answer is 4."), "complete []"},
		{"German answer", `lang="de"`, answer("", "Die Antwort ist 4."), "complete []"},
		{"Japanese answer", `lang="ja"`, answer("", "答えは4です。"), "complete []"},
		{"regional tag", `lang="pt-BR"`, answer("", "A resposta é 4."), "complete []"},
		{"German pending", `lang="de"`, answer("", "Ich bin dran"), "incomplete [placeholder]"},
		{"French pending, English page", `lang="en"`, answer("", "Revenez plus tard."), "incomplete [placeholder]"},
		{"Basque answer", `lang="eu"`, answer("", "Erantzuna 4 da."), "incomplete [pending_wording_unknown]"},
		{"no lang, English reply controls", ``, answer("", "The answer is 4."), "complete []"},
		{"no lang, controls of no known language", ``, strings.ReplaceAll(answer("", "The answer is 4."), `aria-label="Copy"`, `aria-label="Kopiatu"`), "incomplete [pending_wording_unknown]"},
		{"no lang, Japanese controls", ``, strings.ReplaceAll(answer("", "Erantzuna 4 da."), `aria-label="Copy"`, `aria-label="コピー"`), "complete []"},
		{"no lang, unknown controls, Japanese answer", ``, strings.ReplaceAll(answer("", "答えは4です。"), `aria-label="Copy"`, `aria-label="Kopiatu"`), "complete []"},
		{"no lang, unknown controls, Basque pending text", ``, strings.ReplaceAll(answer("", "Erantzuna sortzen ari naiz"), `aria-label="Copy"`, `aria-label="Kopiatu"`), "incomplete [pending_wording_unknown]"},
		{"no lang, English controls, a label in the answer", ``, strings.ReplaceAll(answer("", `Text <button aria-label="Copy">x</button>`), `aria-label="Copy">c`, `aria-label="Kopiatu">c`), "incomplete [pending_wording_unknown]"},
		{"no lang, English pending text", ``, answer("", "Generating your response — check back later"), "incomplete [placeholder]"},
		{"no lang, Japanese pending text", ``, strings.ReplaceAll(answer("", "回答を生成しています…後でもう一度ご確認ください"), `aria-label="Copy"`, `aria-label="コピー"`), "incomplete [placeholder]"},
		{"empty lang", `lang=""`, answer("", "The answer is 4."), "incomplete [pending_wording_unknown]"},
		{"Basque content on an English page", `lang="en"`, answer(` lang="eu"`, "Erantzuna 4 da."), "incomplete [pending_wording_unknown]"},
		{"German content on a Basque page", `lang="eu"`, answer(` lang="de"`, "Die Antwort ist 4."), "complete []"},
		{"Basque inside a wrapping block", `lang="en"`, `<model-response><div class="response-content"><message-content lang="eu"><div class="markdown"><p>Erantzuna 4 da.</p></div></message-content></div>` + geminiFooter + `</model-response>`, "incomplete [pending_wording_unknown]"},
		{"a Basque word inside an English answer", `lang="en"`, answer("", `The answer is <span lang="eu">lau</span>.`), "incomplete [pending_wording_unknown]"},
	}
	for _, c := range cases {
		page := geminiPageIn(c.html, 1, c.newest)
		got := judgeSite(t, page, gemini)
		if s := fmt.Sprintf("%s %v", got.Terminal, got.Reasons); s != c.want {
			t.Errorf("%s: got %s, want %s", c.name, s, c.want)
		}
		if r := judgeSite(t, page, site.ChatGPT()); slices.Contains(r.Reasons, classify.ReasonPendingWordingUnknown) {
			t.Errorf("%s: pending_wording_unknown under ChatGPT's profile", c.name)
		}
	}
}
