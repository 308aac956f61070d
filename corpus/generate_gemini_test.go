package corpus

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/internal/testflag"
)

// TestGenerateSiteChatGPTNamed checks that naming ChatGPT, or a site
// Generate does not know, writes the same ChatGPT pages as leaving Site
// empty.
func TestGenerateSiteChatGPTNamed(t *testing.T) {
	for _, c := range chatGPTPageHashes {
		if c.turns > 10 {
			continue
		}
		for _, site := range []string{GenSiteChatGPT, "no-such-site"} {
			opts := GenOptions{Turns: c.turns, State: c.state, Seed: c.seed, Site: site}
			if got := fmt.Sprintf("%x", sha256.Sum256(withoutLayout(Generate(opts)))); got != c.hash {
				t.Errorf("%+v: page hash %s, want the unnamed site's %s", opts, got, c.hash)
			}
		}
	}
}

func TestGenerateGeminiDeterministic(t *testing.T) {
	for _, state := range GenStatesFor(GenSiteGemini) {
		a := Generate(GenOptions{Site: GenSiteGemini, Turns: 12, State: state, Seed: 3})
		b := Generate(GenOptions{Site: GenSiteGemini, Turns: 12, State: state, Seed: 3})
		c := Generate(GenOptions{Site: GenSiteGemini, Turns: 12, State: state, Seed: 4})
		if !bytes.Equal(a, b) {
			t.Errorf("%s: the same options gave different pages", state)
		}
		if bytes.Equal(a, c) {
			t.Errorf("%s: different seeds gave the same page", state)
		}
	}
}

// TestGenerateGeminiLinearSize checks that ten times the turns give about
// ten times the bytes, for every state: from 100 to 1000 turns with
// CHATPROOF_EXHAUSTIVE=1, as CI runs, from 30 to 300 in a plain go test
// (a page of 1000 turns is 3 MB, and a generator quadratic in the turns
// gives a hundred times the bytes at either size).
func TestGenerateGeminiLinearSize(t *testing.T) {
	turns := 30
	if testflag.Exhaustive() {
		turns = 100
	}
	for _, state := range GenStatesFor(GenSiteGemini) {
		small := len(Generate(GenOptions{Site: GenSiteGemini, Turns: turns, State: state, Seed: 1}))
		large := len(Generate(GenOptions{Site: GenSiteGemini, Turns: 10 * turns, State: state, Seed: 1}))
		if ratio := float64(large) / float64(small); ratio < 7 || ratio > 11 {
			t.Errorf("%s: 10x the turns gave %.1fx the bytes (%d, %d), want about 10x", state, ratio, small, large)
		}
	}
}

func TestGenerateGeminiDefaults(t *testing.T) {
	for _, c := range []struct {
		opts, same GenOptions
		reason     string
	}{
		{GenOptions{Site: GenSiteGemini, Seed: 9}, GenOptions{Site: GenSiteGemini, Turns: 2, State: GenFinished, Seed: 9}, "zero turns mean 2 and the empty state means finished"},
		{GenOptions{Site: GenSiteGemini, Turns: 4, State: GenWall, Seed: 9}, GenOptions{Site: GenSiteGemini, Turns: 4, State: GenFinished, Seed: 9}, "a ChatGPT-only state means finished on Gemini"},
		{GenOptions{Site: GenSiteGemini, Turns: 4, State: GenDeepThink, Seed: 9, PendingText: "I'm on it"}, GenOptions{Site: GenSiteGemini, Turns: 4, State: GenDeepThink, Seed: 9, PendingText: "I'm on it"}, "the same pending text gives the same page"},
	} {
		if !bytes.Equal(Generate(c.opts), Generate(c.same)) {
			t.Errorf("%+v differs from %+v: %s", c.opts, c.same, c.reason)
		}
	}
	if slices.Contains(GenStates(), GenDeepThink) || slices.Contains(GenStates(), GenQuiet) {
		t.Error("GenStates lists Gemini-only states; it is ChatGPT's list")
	}
}

// TestGenerateGeminiStates checks the markers each state draws in the
// newest model-response (the markup, not a verdict: the verdicts of these
// pages are checked under the gemini build tag once the profile exists).
func TestGenerateGeminiStates(t *testing.T) {
	const (
		footer   = `class="response-footer gap complete`
		progress = `role="progressbar"`
		stop     = `aria-label="Stop generating"`
		thoughts = `data-test-id="model-thoughts"`
		expanded = `data-test-id="thoughts-header-button" class="mat-mdc-button mat-mdc-button-base thoughts-header-button mat-unthemed" aria-expanded="true"`
	)
	cases := []struct {
		state      string
		has, lacks []string
	}{
		{GenFinished, []string{footer}, []string{progress, stop, expanded}},
		{GenThought, []string{footer, thoughts, "has-thoughts"}, []string{progress, stop, expanded}},
		{GenStreaming, []string{progress, stop}, []string{footer}},
		{GenThinking, []string{progress, stop, expanded, "has-thoughts"}, []string{footer}},
		{GenPending, []string{stop}, []string{footer, progress}},
		{GenDeepThink, []string{"<p>Responses with Deep Think can take some time</p>"}, []string{footer, progress, stop}},
		{GenQuiet, nil, []string{footer, progress, stop, expanded}},
	}
	if len(cases) != len(GenStatesFor(GenSiteGemini)) {
		t.Fatalf("%d cases for %d states", len(cases), len(GenStatesFor(GenSiteGemini)))
	}
	for _, c := range cases {
		src := string(Generate(GenOptions{Site: GenSiteGemini, Turns: 9, State: c.state, Seed: 2, PendingText: "Responses with Deep Think can take some time"}))
		newest := src[strings.LastIndex(src, "<model-response"):]
		if c.state == GenPending {
			newest = src[strings.LastIndex(src, "<user-query"):]
			if strings.Contains(newest, "<model-response") {
				t.Errorf("%s: a model-response follows the newest user-query", c.state)
			}
		}
		for _, m := range c.has {
			if !strings.Contains(newest, m) {
				t.Errorf("%s: the newest turn or the composer lacks %s", c.state, m)
			}
		}
		for _, m := range c.lacks {
			if strings.Contains(newest, m) {
				t.Errorf("%s: the newest turn or the composer has %s", c.state, m)
			}
		}
	}
}

func TestGenerateGeminiMarkup(t *testing.T) {
	for _, turns := range []int{2, 3, 40, 41} {
		src := string(Generate(GenOptions{Site: GenSiteGemini, Turns: turns, Seed: 5}))
		for _, want := range []string{
			`<bard-sidenav`, `aria-label="New chat"`, `data-test-id="conversation"`, `data-test-id="bard-mode-menu-button"`,
			`<user-query`, `class="query-text gds-body-l"`, `<model-response`, `<structured-content-container class="model-response-text`, `<message-content `,
			`class="response-footer gap complete`, `<div class="response-container-footer`, `<tts-control`,
			`class="markdown markdown-main-panel`, `data-test-id="copy-button"`, `aria-label="Good response"`,
			`<rich-textarea`, `class="ql-editor`, `aria-label="Send message"`, `<svg`,
		} {
			if !strings.Contains(src, want) {
				t.Errorf("a %d-turn page lacks %s", turns, want)
			}
		}
		if hidden := strings.Count(src, "hide-action-bar"); hidden != strings.Count(src, "<model-response ")-1 {
			t.Errorf("a %d-turn page hides %d action rows, want every older turn's", turns, hidden)
		}
		users, models := strings.Count(src, "<user-query "), strings.Count(src, "<model-response ")
		if users+models != turns || models != (turns+1)/2 && models != turns/2 {
			t.Errorf("%d turns gave %d user-query and %d model-response", turns, users, models)
		}
		if open, shut := strings.Count(src, `class="conversation-container `), strings.Count(src, "</model-response></div>"); open != shut {
			t.Errorf("%d turns: %d conversation containers opened, %d closed after a model-response", turns, open, shut)
		}
	}
}

func ExampleGenerate_gemini() {
	page := string(Generate(GenOptions{Site: GenSiteGemini, Turns: 6, State: GenDeepThink, Seed: 1, PendingText: "I'm on it"}))
	newest := page[strings.LastIndex(page, "<model-response"):]
	fmt.Println(strings.Count(page, "<model-response "), strings.Count(page, `class="response-footer gap complete`))
	fmt.Println(strings.Contains(newest, "<p>I&#39;m on it</p>"), strings.Contains(newest, "response-footer"))
	// Output:
	// 3 2
	// true false
}

func TestBenchPageFor(t *testing.T) {
	if !bytes.Equal(BenchPageFor("", 10), BenchPage(10)) || !bytes.Equal(BenchPageFor(GenSiteChatGPT, 10), BenchPage(10)) {
		t.Error("BenchPageFor of ChatGPT differs from BenchPage")
	}
	chatgpt, gemini := len(BenchPage(1000)), len(BenchPageFor(GenSiteGemini, 1000))
	if ratio := float64(gemini) / float64(chatgpt); ratio < 0.5 || ratio > 2 {
		t.Errorf("a 1000-turn Gemini page has %d bytes, the ChatGPT page %d: not the same density", gemini, chatgpt)
	}
	t.Logf("1000 turns: ChatGPT %d bytes, Gemini %d bytes", chatgpt, gemini)
}
