package corpus_test

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/internal/testflag"
	"github.com/chatproof/chatproof/site"
)

// Two more metamorphic transformations, of what the real UI does every day
// without changing what the user sees:
//
//   - skipped_content: a finished action bar (copy, good, bad, Share) is
//     mounted under every assistant message inside content the browser
//     skips (content-visibility:hidden, a closed details beyond its
//     summary, hidden="until-found"). No incomplete page may become
//     complete, nor the gate fire earlier on a recorded sequence.
//   - unknown_disclaimer: the words of the disclaimer, in its place, are
//     replaced by words of a script and language no table knows. The
//     composer surface (state, rule, banners, actions, usability, the
//     continuation offer) stays what it was, and no incomplete page
//     becomes complete.
var skipTransforms = []transform{
	{name: "skipped_content", apply: skippedBars},
	{name: "unknown_disclaimer", apply: unknownDisclaimer},
}

// TestMetamorphicSkippedAndDisclaimer applies both transformations to every
// page and sequence. A plain go test transforms the pages samplePages
// keeps and the sequences sampleSequences keeps, each under one of the two
// (alternating);
// CHATPROOF_EXHAUSTIVE=1, as CI runs, every page and sequence under both.
func TestMetamorphicSkippedAndDisclaimer(t *testing.T) {
	pages, names, seqs := metamorphicInputs(t)
	sampled := samplePages(names)
	sampledSeqs := sampleSequences(seqs)

	counts := map[string]int{}
	for k, name := range names {
		if !sampled[name] {
			continue
		}
		b := basePage(t, name, pages[name])
		if !b.ok {
			continue
		}
		base, bv := b.page, b.v
		for i, tr := range skipTransforms {
			if !testflag.Within(k, i, len(skipTransforms), len(skipTransforms)) {
				continue
			}
			out, ok := rewrite(pages[name], tr.apply, k)
			if !ok || string(out) == string(base) {
				continue // nothing of the page to transform
			}
			counts[tr.name]++
			v := classifyOrFail(t, name+"/"+tr.name, out)
			if bv.Terminal == chatproof.Incomplete {
				counts[tr.name+"/incomplete"]++
				if v.Terminal != chatproof.Incomplete {
					t.Errorf("%s under %s: incomplete %v became complete", name, tr.name, bv.Reasons)
				}
			}
			if tr.name == "unknown_disclaimer" && !sameSurface(bv.Surface, v.Surface) {
				t.Errorf("%s under %s: the surface changed:\n%+v\n%+v", name, tr.name, bv.Surface, v.Surface)
			}
		}
	}
	for k, fx := range seqs {
		if !sampledSeqs[fx.Name] {
			continue
		}
		seq, err := corpus.DecodeSequence(fx.Archive)
		if err != nil {
			t.Fatalf("%s: %v", fx.Name, err)
		}
		base, ok := baseReplay(fx.Name, seq)
		if !ok {
			continue
		}
		for i, tr := range skipTransforms {
			if !testflag.Within(k, i, len(skipTransforms), len(skipTransforms)) {
				continue
			}
			got, ok := replayWith(seq, tr.apply, k)
			if !ok {
				continue
			}
			counts["sequence/"+tr.name]++
			if firesEarlier(got, base) {
				t.Errorf("%s under %s: the gate fires at %v, before %v", fx.Name, tr.name, got, base)
			}
		}
	}
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		t.Logf("  %-40s %d", k, counts[k])
	}
	if counts["skipped_content/incomplete"] == 0 || counts["unknown_disclaimer"] == 0 || counts["sequence/skipped_content"] == 0 {
		t.Fatal("a transformation ran on no page")
	}
}

func sameSurface(a, b chatproof.Surface) bool {
	return a.State == b.State && a.Rule == b.Rule && a.ComposerUsable == b.ComposerUsable &&
		a.ContinuationOffered == b.ContinuationOffered && slices.Equal(a.Banners, b.Banners) && slices.Equal(a.Actions, b.Actions)
}

// skipWrappers are the ways of writing content the browser skips; each
// returns the wrapper and the element the skipped content goes in.
var skipWrappers = []func() (wrapper, into *html.Node){
	func() (*html.Node, *html.Node) {
		w := el(atom.Div, "style", "content-visibility: hidden")
		return w, w
	},
	func() (*html.Node, *html.Node) {
		w := el(atom.Details)
		w.AppendChild(textEl(atom.Summary, "Sources"))
		return w, w
	},
	func() (*html.Node, *html.Node) {
		w := el(atom.Div, "hidden", "until-found")
		return w, w
	},
	func() (*html.Node, *html.Node) {
		w := el(atom.Details, "class", "group")
		w.AppendChild(textEl(atom.Summary, "Sources"))
		s := el(atom.Summary)
		w.AppendChild(s)
		return w, s // a second summary is not rendered either
	},
}

func el(a atom.Atom, kv ...string) *html.Node {
	n := &html.Node{Type: html.ElementNode, DataAtom: a, Data: a.String()}
	for i := 0; i+1 < len(kv); i += 2 {
		n.Attr = append(n.Attr, html.Attribute{Key: kv[i], Val: kv[i+1]})
	}
	return n
}

func textEl(a atom.Atom, text string, kv ...string) *html.Node {
	n := el(a, kv...)
	n.AppendChild(&html.Node{Type: html.TextNode, Data: text})
	return n
}

// finishedBar is the action bar ChatGPT mounts under a finished reply.
func finishedBar() *html.Node {
	bar := el(atom.Div, "class", "flex min-h-[46px] justify-start")
	row := el(atom.Div, "class", "flex flex-wrap items-center gap-y-4 p-1")
	bar.AppendChild(row)
	for _, b := range [][2]string{{"Copy", "copy-turn-action-button"}, {"Good response", "good-response-turn-action-button"},
		{"Bad response", "bad-response-turn-action-button"}, {"Share", ""}} {
		btn := el(atom.Button, "class", "text-token-text-secondary rounded-lg", "aria-label", b[0])
		if b[1] != "" {
			btn.Attr = append(btn.Attr, html.Attribute{Key: "data-testid", Val: b[1]})
		}
		row.AppendChild(btn)
	}
	return bar
}

// skippedBars mounts a finished bar, inside skipped content (the way
// chosen by k), after every assistant message.
func skippedBars(doc *html.Node, k int) {
	var msgs []*html.Node
	eachRegion(doc, func(n *html.Node) bool { return attr(n, "data-message-author-role") == "assistant" }, func(n *html.Node) {
		msgs = append(msgs, n)
	})
	for i, m := range msgs {
		w, into := skipWrappers[(k+i)%len(skipWrappers)]()
		into.AppendChild(finishedBar())
		m.Parent.InsertBefore(w, m.NextSibling)
	}
}

// unknownScripts are letters of scripts and languages the grammar has no
// table for; a word is replaced by as many of them.
var unknownScripts = [][]rune{
	[]rune("אבגדהוזחטיכלמנסעפצקרשת"),
	[]rune("აბგდევზთიკლმნოპჟრსტუფქ"),
	[]rune("कखगघचछजझटठडढणतथदधनपफबभम"),
	[]rune("กขคงจฉชซญดตถทนบปผพฟภมยรลวศสห"),
	[]rune("աբգդեզէըթժիլխծկհձղճմյնշոչպջռսվտր"),
	[]rune("ابتثجحخدذرزسشصضطظعغفقكلمنهوي"),
	[]rune("őűáéíóúöüzsgyny"),
	[]rune("ሀለሐመሠረሰሸቀበተቸኀነኘአከኸወዐዘዠየደጀገጠጨጰጸፀፈፐ"),
}

// unknownDisclaimer replaces every word of the disclaimer's place (the
// element whose class has the ChatGPT profile's disclaimer class token), its link
// included, by a word of the script chosen by k. A place whose text is a
// wall or usage-limit sentence is left alone: that text is no disclaimer.
func unknownDisclaimer(doc *html.Node, k int) {
	script := unknownScripts[k%len(unknownScripts)]
	// The profile's one banner marker is the class token (a test of
	// package surface holds it so).
	place := site.ChatGPT().Markers.Banner[0].Match[0].Value
	isPlace := func(n *html.Node) bool {
		return slices.Contains(strings.Fields(attr(n, "class")), place)
	}
	eachRegion(doc, isPlace, func(r *html.Node) {
		text := strings.Join(strings.Fields(allText(r)), " ")
		if _, ok := grammar.MatchWallSentence(text); ok {
			return
		}
		if _, ok := grammar.MatchQuotaSentence(text); ok {
			return
		}
		var walk func(*html.Node)
		walk = func(n *html.Node) {
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				if c.Type == html.TextNode {
					c.Data = unknownLetters.ReplaceAllStringFunc(c.Data, func(w string) string {
						out := make([]rune, 0, len(w))
						for i := range []rune(w) {
							out = append(out, script[(len(w)+i*5)%len(script)])
						}
						return string(out)
					})
				}
				walk(c)
			}
		}
		walk(r)
	})
}

// allText is the text below n, buttons included.
func allText(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.TextNode {
				b.WriteString(c.Data + " ")
			}
			walk(c)
		}
	}
	walk(n)
	return b.String()
}
