package classify

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/chatproof/chatproof/internal/dom"
)

// A formula of the generated pages: its TeX source, its MathML copy, the
// copy KaTeX draws, and how each reads.
type texFormula struct {
	tex, mathml, drawn string
	// reads is the drawn copy's reading; mathmlReads the MathML copy's,
	// for a formula written as MathML alone.
	reads, mathmlReads string
}

// texFormulas are formulas in KaTeX's markup: a plain equation, a
// superscript (a vertical list of one row) and a fraction (a vertical
// list whose rows KaTeX lists from the bottom up).
var texFormulas = []texFormula{
	{
		tex:    "ax + b = 0",
		mathml: `<mrow><mi>a</mi><mi>x</mi><mo>+</mo><mi>b</mi><mo>=</mo><mn>0</mn></mrow>`,
		drawn: `<span class="base"><span class="strut" style="height:0.67em"></span><span class="mord mathnormal">a</span><span class="mord mathnormal">x</span><span class="mspace" style="margin-right:0.22em"></span><span class="mbin">+</span><span class="mspace" style="margin-right:0.22em"></span></span>` +
			`<span class="base"><span class="strut" style="height:0.69em"></span><span class="mord mathnormal">b</span><span class="mspace" style="margin-right:0.28em"></span><span class="mrel">=</span><span class="mspace" style="margin-right:0.28em"></span></span><span class="base"><span class="mord">0</span></span>`,
		reads: "ax+b=0", mathmlReads: "ax+b=0",
	},
	{
		tex:    "E = mc^2",
		mathml: `<mrow><mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></mrow>`,
		drawn: `<span class="base"><span class="mord mathnormal">E</span><span class="mrel">=</span></span><span class="base"><span class="mord mathnormal">m</span><span class="mord"><span class="mord mathnormal">c</span>` +
			`<span class="msupsub"><span class="vlist-t"><span class="vlist-r"><span class="vlist" style="height:0.81em"><span style="top:-3.06em;margin-right:0.05em"><span class="pstrut" style="height:2.7em"></span><span class="sizing reset-size6 size3 mtight"><span class="mord mtight">2</span></span></span></span></span></span></span></span></span>`,
		reads: "E=mc2", mathmlReads: "E=mc2",
	},
	{
		tex:    `y = \frac{p}{q}`,
		mathml: `<mrow><mi>y</mi><mo>=</mo><mfrac><mi>p</mi><mi>q</mi></mfrac></mrow>`,
		drawn: `<span class="base"><span class="mord mathnormal">y</span><span class="mrel">=</span></span><span class="base"><span class="mord"><span class="mopen nulldelimiter"></span><span class="mfrac"><span class="vlist-t vlist-t2"><span class="vlist-r"><span class="vlist" style="height:1.1em">` +
			`<span style="top:-2.31em"><span class="pstrut" style="height:3em"></span><span class="mord mathnormal">q</span></span>` +
			`<span style="top:-3.23em"><span class="pstrut" style="height:3em"></span><span class="frac-line" style="border-bottom-width:0.04em"></span></span>` +
			`<span style="top:-3.68em"><span class="pstrut" style="height:3em"></span><span class="mord mathnormal">p</span></span>` +
			`</span><span class="vlist-s">` + "\u200b" + `</span></span></span></span><span class="mclose nulldelimiter"></span></span></span>`,
		reads: "y=p q", mathmlReads: "y=pq",
	},
}

// katexOutputs are the ways KaTeX writes a formula: both copies (ChatGPT),
// the drawn copy alone (Gemini), the MathML copy alone.
var katexOutputs = []string{"both", "drawn", "mathml"}

// katex returns formula f as KaTeX writes it in output mode out, display
// math in its block when display.
func katex(f texFormula, out string, display bool) (markup, reads string) {
	ml := `<math xmlns="http://www.w3.org/1998/Math/MathML"><semantics>` + f.mathml + `<annotation encoding="application/x-tex">` + f.tex + `</annotation></semantics></math>`
	dr := `<span class="katex-html" aria-hidden="true">` + f.drawn + `</span>`
	reads = f.reads
	switch out {
	case "both":
		markup = `<span class="katex"><span class="katex-mathml">` + ml + `</span>` + dr + `</span>`
	case "drawn":
		markup = `<span class="katex">` + dr + `</span>`
	case "mathml":
		markup = `<span class="katex">` + ml + `</span>`
		reads = f.mathmlReads
	}
	if display {
		markup = `<span class="katex-display">` + markup + `</span>`
	}
	return markup, reads
}

// formulaPlaces put a formula (F in the format) in a paragraph, a list, a
// table, inline or as display math, with what the reader reads (F the
// formula's reading).
var formulaPlaces = []struct {
	markup, reads string
	display       bool
}{
	{`<p>Solve F for x.</p>`, "Solve F for x.", false},
	{`<p>Solve:F.</p>`, "Solve:F.", false},
	{`<p>The answer</p><p>F</p><p>holds.</p>`, "The answer\nF\nholds.", false},
	{`<p>The answer</p>F<p>holds.</p>`, "The answer\nF\nholds.", true},
	{`<p>The answer F holds.</p>`, "The answer\nF\nholds.", true},
	{`<ul><li>First F,</li><li>then F.</li></ul>`, "First F,\nthen F.", false},
	{`<ol><li>F</li></ol>`, "F", true},
	{`<table><thead><tr><th>Case</th><th>Rule</th></tr></thead><tbody><tr><td>one</td><td>F</td></tr></tbody></table>`, "Case\nRule\none\nF", false},
	{`<table><tr><td>F</td></tr></table><p>done</p>`, "F\ndone", true},
}

// TestFormulaReadOnce: a formula reads once, as drawn (its MathML copy, a
// hidden accessibility copy, and its TeX source left out), wherever it
// sits and however KaTeX writes it; a formula written as MathML alone
// reads from its MathML, never from its TeX source.
func TestFormulaReadOnce(t *testing.T) {
	for fi, f := range texFormulas {
		for _, out := range katexOutputs {
			for pi, place := range formulaPlaces {
				markup, reads := katex(f, out, place.display)
				content := strings.ReplaceAll(place.markup, "F", markup)
				want := strings.ReplaceAll(place.reads, "F", reads)
				r := classifyString(t, tPage(tUser(1, "Solve it")+tAsst(2, "", tMD(content), true), tSend), Options{})
				if r.Response.FullText != want {
					t.Errorf("formula %d, %s, place %d: read %q, want %q", fi, out, pi, r.Response.FullText, want)
				}
				if strings.Contains(r.Response.FullText, f.tex) {
					t.Errorf("formula %d, %s, place %d: the TeX source is read: %q", fi, out, pi, r.Response.FullText)
				}
			}
		}
	}
}

// chipWords are words that a citation chip follows, in several scripts.
var chipWords = []string{"supported", "対応します", "مدعوم", "समर्थित", "поддерживается", "支持", "Größe"}

// chipShapes are citation chips drawn as atomic inline boxes, as utility
// classes or inline styles draw them; C is the chip's text.
var chipShapes = []string{
	`<span class="" data-state="closed"><span class="ms-1 inline-flex max-w-full items-center" data-testid="webpage-citation-pill"><a href="https://help.example.org/a" class="flex h-4 overflow-hidden rounded-xl px-2"><span class="relative flex h-full w-full items-center"><span class="flex h-4 w-full items-center"><span class="max-w-[15ch] grow truncate">C</span></span></span></a></span></span>`,
	`<span class="inline-block rounded px-1"><a href="https://help.example.org/b">C</a></span>`,
	`<a href="https://help.example.org/c" class="inline-flex items-center"><span>C</span></a>`,
	`<span style="display: inline-flex; margin-left: 4px"><a href="https://help.example.org/d">C</a></span>`,
	`<span style="DISPLAY:inline-block !important">C</span>`,
	`<span class="inline-grid"><span class="block">C</span></span>`,
}

// TestChipAfterWord: a chip after a word reads as a word of its own, in
// any script, with or without a space before it, one chip or several:
// the reader sees a box beside the word, never one longer word.
func TestChipAfterWord(t *testing.T) {
	for wi, word := range chipWords {
		for si, shape := range chipShapes {
			for _, sep := range []string{"", " ", "\n  "} {
				for _, after := range []string{"。", ".", " and more.", ""} {
					for _, n := range []int{1, 2} {
						chip := strings.Repeat(strings.ReplaceAll(shape, "C", "help.example.org"), n)
						content := `<p>It is ` + word + sep + chip + after + `</p>`
						want := "It is " + word + strings.Repeat(" help.example.org", n)
						if a := strings.TrimSpace(after); a != "" {
							want += " " + a
						}
						for bi, wrap := range []func(string) string{tMD, func(s string) string { return s }} {
							// In a content block, and in a message without
							// one (read whole).
							r := classifyString(t, tPage(tUser(1, "Is it?")+tAsst(2, "", wrap(content), true), tSend), Options{})
							if r.Response.FullText != want {
								t.Errorf("word %d, chip %d, separator %q, after %q, %d chips, wrapper %d: read %q, want %q", wi, si, sep, after, n, bi, r.Response.FullText, want)
							}
						}
					}
				}
			}
		}
	}
}

// TestInlineBoundaries: what is drawn inline runs on (a word split by
// markup stays one word), a block starts a line, by its tag, a display
// class token or an inline display style, and a block inside a chip stays
// in the chip's line.
func TestInlineBoundaries(t *testing.T) {
	for _, tc := range []struct{ inner, want string }{
		{`un<strong>believ</strong>able`, "unbelievable"},
		{`un<a href="/x">believ</a>able`, "unbelievable"},
		{`un<span class="inline font-bold">believ</span>able`, "unbelievable"},
		{`un<span style="display: inline">believ</span>able`, "unbelievable"},
		{`un<span class="contents">believ</span>able`, "unbelievable"},
		{`un<code>believ</code>able`, "unbelievable"},
		{`one<span class="block">two</span>three`, "one\ntwo\nthree"},
		{`one<span class="flex gap-1">two</span>three`, "one\ntwo\nthree"},
		{`one<span style="display:block">two</span>three`, "one\ntwo\nthree"},
		{`one<div>two</div>three`, "one\ntwo\nthree"},
		{`one<div class="inline-flex">two</div>three`, "one two three"},
		{`one<div style="display:inline">two</div>three`, "onetwothree"},
		{`one<span class="inline-flex"><span class="flex">two</span><span class="flex">2</span></span>three`, "one two 2 three"},
		{`one<br>two`, "one\ntwo"},
		{`one<span class="sr-only">hidden copy</span>two`, "onetwo"},
		{`one<span class="cdk-visually-hidden">reply</span>two`, "onetwo"},
		{`one<span class="x visually-hidden">reply</span>two`, "onetwo"},
		{`one<span style="position: absolute; border: 0px; width: 1px; height: 1px; padding: 0px; margin: -1px; overflow: hidden; clip: rect(0px, 0px, 0px, 0px); white-space: nowrap;">reply</span>two`, "onetwo"},
		{`one<span style="border:0;clip:rect(0, 0, 0, 0);clip-path:inset(50%);height:1px;margin:0 -1px -1px 0;overflow:hidden;padding:0;position:absolute;width:1px;white-space:nowrap">reply</span>two`, "onetwo"},
		{`one<span style="position:absolute;clip-path:inset(50%);width:1px">reply</span>two`, "onetwo"},
		// Not the pattern: positioned, or clipped, but drawn.
		{`one<span style="position:absolute;top:0">two</span>`, "onetwo"},
		{`one<span style="position:absolute;clip:rect(0,40px,20px,0);width:40px;height:20px">two</span>`, "onetwo"},
		{`one<span style="clip-path:inset(50%);width:1px">two</span>`, "onetwo"},
		{`one<span class="visually-hidden-focusable-x">two</span>`, "onetwo"},
	} {
		r := classifyString(t, tPage(tUser(1, "Say it")+tAsst(2, "", tMD(`<p>`+tc.inner+`</p>`), true), tSend), Options{})
		if r.Response.FullText != tc.want {
			t.Errorf("%s: read %q, want %q", tc.inner, r.Response.FullText, tc.want)
		}
	}
}

// TestReaderTextDigest: the content digest is over the whole text as the
// reader reads it: a chip glued to its word and the same chip apart read
// the same, and so digest the same.
func TestReaderTextDigest(t *testing.T) {
	page := func(sep string) Result {
		chip := strings.ReplaceAll(chipShapes[0], "C", "help.example.org")
		return classifyString(t, tPage(tUser(1, "Is it?")+tAsst(2, "", tMD(fmt.Sprintf(`<p>supported%s%s.</p>`, sep, chip)), true), tSend), Options{})
	}
	glued, spaced := page(""), page(" ")
	if glued.Response.ContentDigest != spaced.Response.ContentDigest || glued.Response.FullText != spaced.Response.FullText {
		t.Errorf("glued %q %s, spaced %q %s", glued.Response.FullText, glued.Response.ContentDigest, spaced.Response.FullText, spaced.Response.ContentDigest)
	}
}

// TestRealPagesReadAsSeen reads every assistant message of the saved
// ChatGPT pages (others' pages, read in place, never copied) as the
// response text is read, and requires what a reader sees there: no
// formula's TeX source (a MathML annotation) in the text, and every
// citation chip's text apart from the word before it.
func TestRealPagesReadAsSeen(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "shared", "reference", "realpages", "chatgpt", "*.html"))
	if len(files) == 0 {
		t.Skip("the saved real pages (../shared/reference/realpages/chatgpt) are not here")
	}
	formulas, chips := 0, 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		d, err := dom.Parse(src, dom.Limits{})
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		p := scanPage(d, matcherFor(nil))
		var sources, hosts []string
		for i := range d.Len() {
			n := d.Node(i)
			switch {
			case n.Data == "annotation":
				sources = append(sources, strings.TrimSpace(d.Text(i, wholeText)))
			case dom.Attr(n, "data-testid") == "webpage-citation-pill":
				hosts = append(hosts, d.Text(i, wholeText))
			}
		}
		for i := range d.Len() {
			if dom.Attr(d.Node(i), "data-message-author-role") != "assistant" {
				continue
			}
			text := p.readContent(&target{msgs: []int{i}}, nil).text
			for _, tex := range sources {
				if tex != "" && strings.Contains(text, tex) {
					t.Errorf("%s, message %d: the TeX source %q is read", filepath.Base(f), i, tex)
				}
			}
			for _, host := range hosts {
				for k := strings.Index(text, host); k >= 0; k = nextIndex(text, host, k) {
					r, _ := utf8.DecodeLastRuneInString(text[:k])
					if r == '.' {
						continue // inside a longer host ("help." + "openai.com")
					}
					chips++
					if k > 0 && !unicode.IsSpace(r) {
						t.Errorf("%s, message %d: chip %q glued to the text before it: %q", filepath.Base(f), i, host, strings.ToValidUTF8(text[max(0, k-20):k+len(host)], ""))
					}
				}
			}
		}
		formulas += len(sources)
	}
	if formulas == 0 || chips == 0 {
		t.Errorf("the saved pages held %d formulas and %d chips: the test checked nothing", formulas, chips)
	}
}

// nextIndex returns the index of the next occurrence of sub in s after the
// one at k, or -1.
func nextIndex(s, sub string, k int) int {
	j := strings.Index(s[k+len(sub):], sub)
	if j < 0 {
		return -1
	}
	return k + len(sub) + j
}
