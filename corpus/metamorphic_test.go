package corpus_test

import (
	"bytes"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/gate"
	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/internal/testflag"
)

// A metamorphic test of "recognise to pass": each transformation changes a
// page only in ways the real UI does every day (other UI languages,
// unknown wording, labels drawn as adjacent elements, progress drawn in
// SVG, content longer than every report bound, a live step lower in a
// panel, error wording the grammar lacks). None of them may turn an
// incomplete verdict into a complete one, nor make the gate fire earlier
// on a recorded sequence.

// transform is one metamorphic transformation of a parsed page. k varies
// it per page (the language, the unknown words).
type transform struct {
	name string
	// weakAllowed: the transformation may turn a recognised label into
	// words the grammar does not know, which the rules make weak, not
	// strong; an incomplete snapshot may then become complete only with
	// weak activity (the gate waits until it stops changing).
	weakAllowed bool
	apply       func(doc *html.Node, k int)
}

var transforms = []transform{
	{name: "translate_chrome", apply: translateChrome},
	{name: "unknown_words", weakAllowed: true, apply: unknownWords},
	{name: "split_adjacent_spans", apply: splitSpans},
	{name: "svg_progress", apply: svgProgress},
	{name: "past_report_bounds", apply: pastBounds},
	{name: "live_step_deeper", apply: deeperInPanel},
	{name: "unknown_error_wording", apply: unknownErrors},
}

// TestMetamorphicNoFalseComplete applies every transformation to the
// incomplete pages and the sequences. A plain go test transforms one page
// in pageSample of every family of pages, each with one transformation in
// transformSample (shifted from page to page, so that every transformation
// runs), and one sequence in pageSample of every family of sequences
// (sampleSequences), each under one transformation; CHATPROOF_EXHAUSTIVE=1,
// as CI runs, every page and sequence under every transformation.
func TestMetamorphicNoFalseComplete(t *testing.T) {
	pages, names, seqs := metamorphicInputs(t)
	sampled := samplePages(names)
	sampledSeqs := sampleSequences(seqs)

	pairs, flips, weakFlips := 0, 0, 0
	perTransform := map[string]int{}
	for k, name := range names {
		if !sampled[name] {
			continue
		}
		bv, ok := baseVerdict(t, name, pages[name])
		if !ok {
			continue
		}
		if bv.Terminal != "incomplete" {
			continue
		}
		for i, tr := range transforms {
			if !testflag.Within(k, i, len(transforms), transformSample) {
				continue
			}
			out, ok := rewrite(pages[name], tr.apply, k)
			if !ok {
				continue
			}
			pairs++
			perTransform[tr.name]++
			v := classifyOrFail(t, name+"/"+tr.name, out)
			if v.Terminal == "incomplete" {
				continue
			}
			if tr.weakAllowed && v.Activity.Level == "weak" {
				weakFlips++
				if testing.Verbose() {
					t.Logf("%s under %s: complete with weak activity (was %v)", name, tr.name, bv.Reasons)
				}
				continue
			}
			flips++
			t.Errorf("%s under %s: incomplete %v became complete (activity %s)", name, tr.name, bv.Reasons, v.Activity.Level)
		}
	}

	seqPairs := 0
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
		for i, tr := range transforms {
			if !testflag.Within(k, i, len(transforms), len(transforms)) {
				continue
			}
			got, ok := replayWith(seq, tr.apply, k)
			if !ok {
				continue
			}
			seqPairs++
			perTransform["sequence/"+tr.name]++
			if firesEarlier(got, base) {
				t.Errorf("%s under %s: the gate fires at %s, before %s", fx.Name, tr.name, got, base)
			}
		}
	}
	t.Logf("snapshot pairs: %d (incomplete pages of %d sampled of %d pages × %d transformations); complete with weak activity under unknown words: %d; false completes: %d",
		pairs, len(sampled), len(names), len(transforms), weakFlips, flips)
	t.Logf("sequence pairs: %d (%d sampled of %d sequences × %d transformations)", seqPairs, len(sampledSeqs), len(seqs), len(transforms))
	keys := make([]string, 0, len(perTransform))
	for k := range perTransform {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		t.Logf("  %-40s %d", k, perTransform[k])
	}
	if pairs == 0 || seqPairs == 0 {
		t.Fatal("no pairs ran")
	}
}

// pageSample and transformSample are the shares of the metamorphic sweeps
// a plain go test runs: one page (and one sequence) in pageSample of every
// family, at least one of each, under one transformation in
// transformSample.
const (
	pageSample      = 6
	transformSample = 4
)

// samplePages returns the pages a plain go test transforms: one in
// pageSample of every family (pageFamily), at least one of each, the
// family's index shifting which; every page with CHATPROOF_EXHAUSTIVE=1.
func samplePages(names []string) map[string]bool {
	return testflag.ByFamily(names, pageFamily, pageSample)
}

// sampleSequences returns the sequences a plain go test replays
// transformed: one in pageSample of every family (testflag.NameFamily), at
// least one of each; every sequence with CHATPROOF_EXHAUSTIVE=1.
func sampleSequences(seqs []*corpus.Fixture) map[string]bool {
	names := make([]string, len(seqs))
	for i, fx := range seqs {
		names[i] = fx.Name
	}
	return testflag.ByFamily(names, testflag.NameFamily, pageSample)
}

// pageFamily is the family a metamorphic page belongs to: a generated
// page's site and state, a fixture's name up to its first "_" (and, for a
// provider's fixtures, the first word after it: gemini_deepthink).
func pageFamily(name string) string {
	if rest, ok := strings.CutPrefix(name, "gen/"); ok {
		state, _, _ := strings.Cut(rest, "/")
		return "gen/" + state
	}
	return testflag.NameFamily(name)
}

// firesEarlier reports whether got fired before base (or fired where base
// never did).
func firesEarlier(got, base gate.CompleteAt) bool {
	return got.Fired && (!base.Fired || got.MS < base.MS)
}

func classifyOrFail(t *testing.T, name string, page []byte) chatproof.Verdict {
	t.Helper()
	v, err := chatproof.ClassifyHTML(page, chatproof.Options{})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return v
}

// baseVerdicts and baseReplays hold what the metamorphic tests compare
// with, the verdict of a page and the replay of a sequence parsed and
// rendered without a transformation, so that each is computed once for
// every test that transforms it.
var (
	baseMu       sync.Mutex
	baseVerdicts = map[string]baseOf[chatproof.Verdict]{}
	baseReplays  = map[string]baseOf[gate.CompleteAt]{}
)

type baseOf[T any] struct {
	v  T
	ok bool
	// page is the page parsed and rendered again (verdicts only), the
	// base a transformed page is compared with.
	page []byte
}

// baseVerdict returns the verdict of page, named name, parsed and rendered
// again, and false when it does not parse.
func baseVerdict(t *testing.T, name string, page []byte) (chatproof.Verdict, bool) {
	t.Helper()
	b := basePage(t, name, page)
	return b.v, b.ok
}

// basePage returns the verdict of page, named name, with the page parsed
// and rendered again that it is the verdict of, each computed once.
func basePage(t *testing.T, name string, page []byte) baseOf[chatproof.Verdict] {
	t.Helper()
	baseMu.Lock()
	b, done := baseVerdicts[name]
	baseMu.Unlock()
	if done {
		return b
	}
	if out, ok := rewrite(page, nil, 0); ok {
		b = baseOf[chatproof.Verdict]{classifyOrFail(t, name, out), true, out}
	}
	baseMu.Lock()
	baseVerdicts[name] = b
	baseMu.Unlock()
	return b
}

// baseReplay returns when the gate fires on seq, named name, with every
// snapshot parsed and rendered again.
func baseReplay(name string, seq gate.Sequence) (gate.CompleteAt, bool) {
	baseMu.Lock()
	b, done := baseReplays[name]
	baseMu.Unlock()
	if done {
		return b.v, b.ok
	}
	b.v, b.ok = replayWith(seq, nil, 0)
	baseMu.Lock()
	baseReplays[name] = b
	baseMu.Unlock()
	return b.v, b.ok
}

// replayWith replays seq with every snapshot rewritten by apply (nil: only
// parsed and rendered again) and returns when the gate fired.
func replayWith(seq gate.Sequence, apply func(*html.Node, int), k int) (gate.CompleteAt, bool) {
	out := gate.Sequence{Flags: seq.Flags}
	for _, s := range seq.Snapshots {
		page, ok := rewrite(s.HTML, apply, k)
		if !ok {
			return gate.CompleteAt{}, false
		}
		s.HTML = page
		out.Snapshots = append(out.Snapshots, s)
	}
	opts := chatproof.Options{ExpectMessageID: seq.Flags.ExpectMessageID, MinTurn: seq.Flags.MinTurn}
	rep := gate.Replay(out, func(page []byte) (chatproof.Verdict, error) { return chatproof.ClassifyHTML(page, opts) })
	return rep.CompleteAt, true
}

// rewrite parses page, applies the transformation and renders it again.
// The base of every comparison is the page parsed and rendered without a
// transformation, so the rendering itself never counts as a change.
func rewrite(page []byte, apply func(*html.Node, int), k int) ([]byte, bool) {
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		return nil, false
	}
	if apply != nil {
		apply(doc, k)
	}
	var b bytes.Buffer
	if err := html.Render(&b, doc); err != nil {
		return nil, false
	}
	return b.Bytes(), true
}

// Where the transformations act: thinking/reasoning chrome, verified
// panels, error chrome and content blocks, as the rules name them.

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key && a.Namespace == "" {
			return a.Val
		}
	}
	return ""
}

func isChrome(n *html.Node) bool {
	id := strings.ToLower(attr(n, "data-testid"))
	return strings.Contains(id, "thinking") || strings.Contains(id, "reasoning")
}

func isPanel(n *html.Node) bool {
	role := strings.ToLower(attr(n, "role"))
	if n.DataAtom != atom.Aside && role != "complementary" && role != "dialog" {
		return false
	}
	meta := strings.ToLower(attr(n, "data-testid") + " " + attr(n, "aria-label") + " " + attr(n, "class"))
	return strings.Contains(meta, "thinking") || strings.Contains(meta, "reasoning") || strings.Contains(meta, "sidecar")
}

func isErrorChrome(n *html.Node) bool {
	return strings.EqualFold(strings.TrimSpace(attr(n, "role")), "alert") || strings.Contains(attr(n, "class"), "text-token-text-error")
}

func isContent(n *html.Node) bool {
	for tok := range strings.FieldsSeq(attr(n, "class")) {
		if tok == "markdown" {
			return true
		}
	}
	return false
}

// eachRegion calls fn on every outermost element n for which match holds.
func eachRegion(doc *html.Node, match func(*html.Node) bool, fn func(*html.Node)) {
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && match(n) {
			fn(n)
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
}

// eachText calls fn on every text node below n, outside buttons.
func eachText(n *html.Node, fn func(*html.Node)) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			fn(c)
		case c.Type == html.ElementNode && c.DataAtom != atom.Button:
			eachText(c, fn)
		}
	}
}

func chromeOrPanel(n *html.Node) bool { return isChrome(n) || isPanel(n) }

// translateChrome writes every English label of thinking chrome and panels
// in one of the UI languages (chosen by k): an active label becomes that
// language's active label, a "Thought for" summary or trace its summary
// with the same duration and step.
func translateChrome(doc *html.Node, k int) {
	tags := grammar.Languages()
	l, _ := grammar.LanguageWording(tags[k%len(tags)])
	eachRegion(doc, chromeOrPanel, func(r *html.Node) {
		eachText(r, func(t *html.Node) { t.Data = translate(t.Data, l) })
	})
}

var thoughtFor = regexp.MustCompile(`(?i)^(\s*)(?:(?:reasoning|pro thinking)\s*)?thought for ((?:\d+(?:\.\d+)?\s*[a-z]+\s*)+)(.*)$`)

func translate(s string, l grammar.Language) string {
	if m := thoughtFor.FindStringSubmatch(s); m != nil {
		return m[1] + strings.Replace(l.Completed[0].Text, "{d}", strings.TrimSpace(m[2]), 1) + m[3]
	}
	trimmed := strings.TrimLeft(s, " \t\n")
	lead := s[:len(s)-len(trimmed)]
	for i, en := range grammar.ActiveLabels() {
		if len(trimmed) >= len(en) && strings.EqualFold(trimmed[:len(en)], en) {
			rest := trimmed[len(en):]
			if rest == "" || strings.ContainsAny(rest[:1], " .…·:") {
				return lead + l.Active[i%len(l.Active)].Text + rest
			}
		}
	}
	return s
}

// unknownWords replaces every word of chrome and panel text with a word
// no table knows, keeping digits, ellipses and separators: the UI in a
// language the grammar lacks.
func unknownWords(doc *html.Node, k int) {
	eachRegion(doc, chromeOrPanel, func(r *html.Node) {
		eachText(r, func(t *html.Node) { t.Data = unknownLetters.ReplaceAllStringFunc(t.Data, swahili) })
	})
}

var unknownLetters = regexp.MustCompile(`\p{L}+`)

// swahili maps a word to a made-up word of the same length class.
func swahili(w string) string {
	syllables := []string{"ku", "fi", "ri", "sa", "wa", "ne", "mo", "ta"}
	var b strings.Builder
	n := len([]rune(w))/2 + 1
	for i := range n {
		b.WriteString(syllables[(len(w)+i*3)%len(syllables)])
	}
	return b.String()
}

// splitSpans draws every multi-word text of chrome and panels as adjacent
// spans, one per word, with no space between them.
func splitSpans(doc *html.Node, _ int) {
	eachRegion(doc, chromeOrPanel, func(r *html.Node) {
		var texts []*html.Node
		eachText(r, func(t *html.Node) { texts = append(texts, t) })
		for _, t := range texts {
			words := strings.Fields(t.Data)
			if len(words) < 2 || t.Parent == nil {
				continue
			}
			for _, w := range words {
				span := &html.Node{Type: html.ElementNode, DataAtom: atom.Span, Data: "span"}
				span.AppendChild(&html.Node{Type: html.TextNode, Data: w})
				t.Parent.InsertBefore(span, t)
			}
			t.Parent.RemoveChild(t)
		}
	})
}

// svgProgress redraws every progress element and role=progressbar element
// as an <svg role="progressbar"> with the same value and maximum and the
// same visibility attributes.
func svgProgress(doc *html.Node, _ int) {
	var bars []*html.Node
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && n.Namespace == "" &&
			(n.DataAtom == atom.Progress || strings.EqualFold(strings.TrimSpace(attr(n, "role")), "progressbar")) {
			bars = append(bars, n)
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	for _, n := range bars {
		svg := &html.Node{Type: html.ElementNode, DataAtom: atom.Svg, Data: "svg", Namespace: "svg"}
		svg.Attr = append(svg.Attr, html.Attribute{Key: "role", Val: "progressbar"})
		for _, a := range n.Attr {
			switch a.Key {
			case "hidden", "aria-hidden", "style", "class", "data-testid", "aria-valuenow", "aria-valuemax":
				svg.Attr = append(svg.Attr, a)
			}
		}
		if n.DataAtom == atom.Progress {
			svg.Attr = slices.DeleteFunc(svg.Attr, func(a html.Attribute) bool {
				return a.Key == "aria-valuenow" || a.Key == "aria-valuemax"
			})
			if v := attr(n, "value"); v != "" || hasAttr(n, "value") {
				svg.Attr = append(svg.Attr, html.Attribute{Key: "aria-valuenow", Val: v})
				m := attr(n, "max")
				if !hasAttr(n, "max") {
					m = "1"
				}
				svg.Attr = append(svg.Attr, html.Attribute{Key: "aria-valuemax", Val: m})
			}
		}
		svg.AppendChild(&html.Node{Type: html.ElementNode, Data: "circle", Namespace: "svg",
			Attr: []html.Attribute{{Key: "cx", Val: "18"}, {Key: "cy", Val: "18"}, {Key: "r", Val: "16"}}})
		n.Parent.InsertBefore(svg, n)
		n.Parent.RemoveChild(n)
	}
}

func hasAttr(n *html.Node, key string) bool {
	for _, a := range n.Attr {
		if a.Key == key && a.Namespace == "" {
			return true
		}
	}
	return false
}

// filler is text longer than every report bound (the response text's 4000
// runes, a signal's 160).
var filler = strings.Repeat("Background that only pushes what follows past the report bound. ", 70)

// pastBounds puts every change of the page past the report bounds: a long
// paragraph opens every content block, and every "Thought for" trace of
// chrome and panels starts its line with a long preface.
func pastBounds(doc *html.Node, _ int) {
	eachRegion(doc, isContent, func(n *html.Node) {
		if t := textOf(n); grammar.IsPlaceholder(t) || grammar.IsPendingPhrase(t) {
			// Text added to a placeholder or a Deep Think pending text
			// makes it an answer: not a change the page's meaning
			// survives.
			return
		}
		p := &html.Node{Type: html.ElementNode, DataAtom: atom.P, Data: "p"}
		p.AppendChild(&html.Node{Type: html.TextNode, Data: filler})
		n.InsertBefore(p, n.FirstChild)
	})
	eachRegion(doc, chromeOrPanel, func(r *html.Node) {
		eachText(r, func(t *html.Node) {
			if strings.Contains(strings.ToLower(t.Data), "thought for") {
				t.Data = filler + t.Data
			}
		})
	})
}

// textOf returns the text below n.
func textOf(n *html.Node) string {
	var b strings.Builder
	eachText(n, func(t *html.Node) { b.WriteString(t.Data + " ") })
	return b.String()
}

// deeperInPanel opens every panel and every piece of thinking chrome with
// twelve lines of finished steps, so that what they showed sits below the
// lines a reader of the top would see.
func deeperInPanel(doc *html.Node, _ int) {
	eachRegion(doc, chromeOrPanel, func(r *html.Node) {
		first := r.FirstChild
		for i := range 12 {
			div := &html.Node{Type: html.ElementNode, DataAtom: atom.Div, Data: "div"}
			div.AppendChild(&html.Node{Type: html.TextNode, Data: fmt.Sprintf("Checked source %d of the kubelet probe notes", i+1)})
			r.InsertBefore(div, first)
		}
	})
}

// unknownErrors replaces the wording of every alert and error-class
// container with a sentence no rule knows.
func unknownErrors(doc *html.Node, _ int) {
	eachRegion(doc, isErrorChrome, func(r *html.Node) {
		first := true
		eachText(r, func(t *html.Node) {
			if strings.TrimSpace(t.Data) == "" {
				return
			}
			if first {
				t.Data, first = "Hmm...something seems to have gone wrong.", false
				return
			}
			t.Data = ""
		})
	})
}

// metamorphicInputs loads the embedded corpus and returns the pages the
// metamorphic tests transform, by name (the snapshot fixtures without
// flags and generated pages of every state), their names in order, and
// the sequence fixtures.
func metamorphicInputs(t *testing.T) (pages map[string][]byte, names []string, seqs []*corpus.Fixture) {
	t.Helper()
	fxs, err := corpus.Load(corpus.Default(), ".")
	if err != nil {
		t.Fatal(err)
	}
	pages = map[string][]byte{}
	for _, fx := range fxs {
		switch fx.Kind.Name {
		case "snapshot":
			page, _ := corpus.Section(fx.Archive, "page.html")
			if len(fx.Flags) == 0 {
				pages[fx.Name] = page
			}
		case "sequence":
			seqs = append(seqs, fx)
		}
	}
	for _, state := range corpus.GenStates() {
		for seed := range int64(3) {
			pages[fmt.Sprintf("gen/%s/%d", state, seed)] = corpus.Generate(corpus.GenOptions{Turns: 6 + int(seed), State: state, Seed: seed})
		}
	}
	return pages, slices.Sorted(maps.Keys(pages)), seqs
}
