// The Gemini fixtures, generated states, variant families and metamorphic
// transformations judged by chatproof itself, read with the Gemini site
// profile the snapshot kind's --site flag selects. (The fixtures' own wants
// are checked with the rest of the corpus.)

package corpus_test

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/testflag"
)

// geminiOptions are the options a fixture's "--site gemini" flags section
// selects, read the way every fixture's flags are.
func geminiOptions(t *testing.T) chatproof.Options {
	t.Helper()
	a := &txtar.Archive{Files: []txtar.File{{Name: corpus.SectionFlags, Data: []byte("--site gemini\n")}}}
	opts, err := corpus.SnapshotOptions(a)
	if err != nil {
		t.Fatalf("a snapshot fixture cannot select the Gemini profile with --site gemini: %v", err)
	}
	return opts
}

func classifyGemini(t *testing.T, opts chatproof.Options, name string, page []byte) chatproof.Verdict {
	t.Helper()
	v, err := chatproof.ClassifyHTML(page, opts)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return v
}

// TestGeminiGeneratedStates checks the verdict of each generated state at
// every size. A plain go test checks each state at two of the sizes
// (alternating, so that half the states are checked at 1000 turns);
// CHATPROOF_EXHAUSTIVE=1, as CI runs, at all of them.
func TestGeminiGeneratedStates(t *testing.T) {
	opts := geminiOptions(t)
	cases := []struct {
		state, want, reason string
		footer              bool
	}{
		{corpus.GenFinished, "complete none present=true finished=true placeholder=false", "the footer complete in the newest model-response", false},
		{corpus.GenThought, "complete none present=true finished=true placeholder=false", "a collapsed thoughts panel over a finished answer", false},
		{corpus.GenStreaming, "incomplete strong present=true finished=false placeholder=false", "a partial answer, the progress bar, the stop button", false},
		{corpus.GenThinking, "incomplete strong present=false finished=false placeholder=false", "thought text, the progress bar, no answer", false},
		{corpus.GenPending, "incomplete strong present=false finished=false placeholder=false", "no model-response after the newest user-query, the stop button", false},
		{corpus.GenDeepThink, "incomplete none present=true finished=false placeholder=true", "a pending phrase alone, no footer", false},
		{corpus.GenDeepThink, "incomplete none present=true finished=true placeholder=true", "a pending phrase alone under a complete footer", true},
		{corpus.GenQuiet, "incomplete none present=true finished=false placeholder=false", "a partial answer, nothing live, no footer", false},
	}
	sizes := []int{2, 7, 30, 1000}
	for ci, c := range cases {
		for si, turns := range sizes {
			if !testflag.Within(ci, si, len(sizes), 2) {
				continue
			}
			// The page of 1000 turns is 3 MB: of the cases that sample
			// it (every other), a plain go test classifies it for the
			// first only; the other sizes cover every case.
			if si == len(sizes)-1 && !testflag.Sample(ci/2, len(cases)/2) {
				continue
			}
			src := corpus.Generate(corpus.GenOptions{Site: corpus.GenSiteGemini, Turns: turns, State: c.state, Seed: int64(turns), PendingFooter: c.footer})
			v := classifyGemini(t, opts, c.state, src)
			got := fmt.Sprintf("%s %s present=%v finished=%v placeholder=%v", v.Terminal, v.Activity.Level, v.Response.Present, v.Response.Finished, v.Response.Placeholder)
			if got != c.want {
				t.Errorf("%s (footer %v), %d turns: got %q, want %q (%s)", c.state, c.footer, turns, got, c.want, c.reason)
			}
		}
	}
}

// TestGeminiVariants checks that every variant of the families stays
// incomplete, but the real answers of the answer-language family, which
// complete.
func TestGeminiVariants(t *testing.T) {
	opts := geminiOptions(t)
	n, failed := 0, map[string]int{}
	perFamily := map[string]int{}
	for _, v := range geminiVariants(t) {
		n++
		if got := classifyGemini(t, opts, v.name, v.page); (got.Terminal == "complete") != v.complete {
			failed[v.family]++
			if failed[v.family] <= 5 {
				t.Errorf("%s/%s: %s (%v), want complete %v", v.family, v.name, got.Terminal, got.Reasons, v.complete)
			}
		}
		perFamily[v.family]++
	}
	t.Logf("%d variants", n)
	for _, family := range slices.Sorted(maps.Keys(perFamily)) {
		t.Logf("  %-18s %5d variants, %5d not as wanted", family, perFamily[family], failed[family])
	}
}

// geminiTransforms are the metamorphic transformations of the ChatGPT
// corpus, with the report-bounds one taught not to turn a pending phrase
// into an answer, and the Gemini ones: unknown words and finished steps in
// the thoughts panel, the chrome in another language, a pending phrase in
// capitals.
func geminiTransforms() []transform {
	var out []transform
	for _, tr := range transforms {
		if tr.name == "past_report_bounds" {
			tr = transform{name: tr.name, apply: geminiPastBounds}
		}
		out = append(out, tr)
	}
	return append(out,
		transform{name: "gemini_unknown_thoughts", weakAllowed: true, apply: func(doc *html.Node, _ int) {
			eachRegion(doc, isThoughts, func(r *html.Node) {
				eachText(r, func(t *html.Node) { t.Data = unknownLetters.ReplaceAllStringFunc(t.Data, swahili) })
			})
		}},
		transform{name: "gemini_thoughts_deeper", weakAllowed: true, apply: func(doc *html.Node, _ int) {
			eachRegion(doc, isThoughts, func(r *html.Node) {
				for i := range 12 {
					div := &html.Node{Type: html.ElementNode, Data: "div"}
					div.AppendChild(&html.Node{Type: html.TextNode, Data: fmt.Sprintf("Checked source %d of the kubelet probe notes", i+1)})
					r.InsertBefore(div, r.FirstChild)
				}
			})
		}},
		transform{name: "gemini_localize", apply: func(doc *html.Node, k int) {
			pinAnswerLang(doc)
			localize(doc, geminiLangs[k%len(geminiLangs)])
		}},
		transform{name: "gemini_pending_capitals", apply: func(doc *html.Node, _ int) {
			eachRegion(doc, isContent, func(n *html.Node) {
				if isPendingOnly(textOf(n)) {
					eachText(n, func(t *html.Node) { t.Data = strings.ToUpper(t.Data) })
				}
			})
		}},
	)
}

func isThoughts(n *html.Node) bool { return n.Data == "model-thoughts" }

// pinAnswerLang gives every message-content without a lang attribute the
// document element's (none when it has none): the UI's language changes,
// the answers' does not.
func pinAnswerLang(doc *html.Node) {
	lang, has := "", false
	eachElement(doc, func(n *html.Node) {
		if n.DataAtom == atom.Html {
			for _, a := range n.Attr {
				if a.Key == "lang" {
					lang, has = a.Val, true
				}
			}
		}
	})
	eachElement(doc, func(n *html.Node) {
		if n.Data != "message-content" || attr(n, "lang") != "" {
			return
		}
		if has {
			setAttr(n, "lang", lang)
		} else {
			setAttr(n, "lang", "")
		}
	})
}

// geminiPastBounds is pastBounds without the blocks that are empty or
// hold only a pending phrase: text added to them makes an answer, not a
// change the page's meaning survives.
func geminiPastBounds(doc *html.Node, _ int) {
	eachRegion(doc, isContent, func(n *html.Node) {
		if text := textOf(n); strings.TrimSpace(text) == "" || isPendingOnly(text) {
			return
		}
		p := &html.Node{Type: html.ElementNode, Data: "p"}
		p.AppendChild(&html.Node{Type: html.TextNode, Data: filler})
		n.InsertBefore(p, n.FirstChild)
	})
}

// TestGeminiMetamorphicNoFalseComplete applies the transformations to the
// Gemini fixtures and generated pages: no incomplete page becomes complete.
// A plain go test transforms the pages samplePages keeps, each under one
// transformation in transformSample; CHATPROOF_EXHAUSTIVE=1, as CI runs,
// every page under every transformation.
func TestGeminiMetamorphicNoFalseComplete(t *testing.T) {
	opts := geminiOptions(t)
	pages := map[string][]byte{}
	for _, fx := range geminiFixtures(t) {
		page, _ := corpus.Section(fx.Archive, "page.html")
		pages[fx.Name] = page
	}
	for _, state := range corpus.GenStatesFor(corpus.GenSiteGemini) {
		for seed := range int64(3) {
			for _, footer := range []bool{false, true} {
				if footer && state != corpus.GenDeepThink {
					continue
				}
				name := fmt.Sprintf("gen/%s/%d/footer=%v", state, seed, footer)
				pages[name] = corpus.Generate(corpus.GenOptions{Site: corpus.GenSiteGemini, Turns: 6 + int(seed), State: state, Seed: seed, PendingFooter: footer})
			}
		}
	}
	names := make([]string, 0, len(pages))
	for name := range pages {
		names = append(names, name)
	}
	slices.Sort(names)
	sampled := samplePages(names)
	trs := geminiTransforms()
	pairs, weak := 0, 0
	for k, name := range names {
		if !sampled[name] {
			continue
		}
		base, ok := rewrite(pages[name], nil, 0)
		if !ok {
			continue
		}
		bv := classifyGemini(t, opts, name, base)
		if bv.Terminal != "incomplete" {
			continue
		}
		for i, tr := range trs {
			if !testflag.Within(k, i, len(trs), transformSample) {
				continue
			}
			out, ok := rewrite(pages[name], tr.apply, k)
			if !ok {
				continue
			}
			pairs++
			v := classifyGemini(t, opts, name+"/"+tr.name, out)
			switch {
			case v.Terminal == "incomplete":
			case tr.weakAllowed && v.Activity.Level == "weak":
				weak++
			default:
				t.Errorf("%s under %s: incomplete %v became complete (activity %s)", name, tr.name, bv.Reasons, v.Activity.Level)
			}
		}
	}
	t.Logf("%d pairs over %d sampled of %d pages; complete with weak activity under unknown thoughts: %d", pairs, len(sampled), len(names), weak)
	if pairs == 0 {
		t.Fatal("no pairs ran")
	}
}

// TestSiteFlagUnknown: a fixture naming a site with no embedded profile
// is refused with the names of the embedded ones.
func TestSiteFlagUnknown(t *testing.T) {
	a := &txtar.Archive{Files: []txtar.File{{Name: corpus.SectionFlags, Data: []byte("--site mistral\n")}}}
	_, err := corpus.SnapshotOptions(a)
	if err == nil || !strings.Contains(err.Error(), `"mistral"`) || !strings.Contains(err.Error(), "chatgpt, gemini") {
		t.Fatalf("--site mistral: %v, want a refusal naming the embedded profiles", err)
	}
}
