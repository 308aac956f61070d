package dom

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/internal/testflag"
)

// tagsRead lists the tokens of src one a line as the scanner reads them
// and as x/net/html's tokenizer reads them on its own (Text, TagName,
// TagAttr): type, tag names, keys and values, text. In foreign content
// CDATA is text and no element's text is raw text.
func tagsRead(src string, foreign bool) (got, want []string) {
	s := newScanner(src, &budget{left: NodeBudget(len(src))})
	z := html.NewTokenizer(strings.NewReader(src))
	s.cdata = foreign
	z.AllowCDATA(foreign)
	for {
		tt := s.next()
		line := tt.String()
		switch tt {
		case html.TextToken, html.CommentToken, html.DoctypeToken:
			line += fmt.Sprintf(" %q", s.text)
		case html.StartTagToken, html.SelfClosingTagToken, html.EndTagToken:
			line += " " + s.name.s
			for _, a := range s.attrs {
				line += fmt.Sprintf(" %s=%q", a.Key, a.Val)
			}
		}
		got = append(got, line)
		tt = z.Next()
		line = tt.String()
		switch tt {
		case html.ErrorToken:
			return got, append(want, line)
		case html.TextToken, html.CommentToken, html.DoctypeToken:
			line += fmt.Sprintf(" %q", z.Text())
		default:
			name, more := z.TagName()
			line += " " + string(name)
			for more && tt != html.EndTagToken {
				var k, v []byte
				k, v, more = z.TagAttr()
				line += fmt.Sprintf(" %s=%q", k, v)
			}
		}
		want = append(want, line)
		if foreign && tt != html.EndTagToken {
			s.raw = false
			z.NextIsNotRawText()
		}
	}
}

func checkTags(t *testing.T, src string) {
	t.Helper()
	for _, foreign := range []bool{false, true} {
		got, want := tagsRead(src, foreign)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%q (foreign %v):\ngot:\n%s\nwant:\n%s", src, foreign, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

// The scanner reads the tokens the tokenizer reads, and reads them as it
// does: text decoded; names and keys in lower case, repeated keys left
// out, values decoded; comments, doctypes and raw text as the tokenizer
// reads them.
func TestTagsReadAsTheTokenizer(t *testing.T) {
	cases := []string{
		`<div class="a b" id=x data-v='q"' hidden>t</div>`,
		`<DIV CLASS=A>x</DIV>`,
		`<p a=1 a=2 A=3>dup</p>`,
		`<a href=/>x</a><br/><img src="x"/><a b=c/>`,
		`<a =x b = "y" c= z>`,
		`text < more <3 </ x> </> a</`,
		`<script>if (a < b && c</b>) {}</script>`,
		"a\r\nb\rc&amp;d&copy;e&copyf&notit;&#65;&#x42;&#0;",
		`<a href="?a=1&copy=2&amp;b=3&notit;&lt;&ltx &#65;x" title='&semi;&copy'>`,
		"<p a=\"\x00\" \x00b=c>\x00</p><d\x00iv></d\x00iv>",
		"<p a=\"x\ry\">",
		`<div class="unterminated`,
		`<div`,
		`<div a="1" / b>`,
		`<div a= >`,
		strings.Repeat(`<i x=1 `, 20) + `>`,
		`<p ` + strings.Repeat(`a1 a2 a3 a4 a5 a6 a7 a8 a9 b1 b2 b3 b4 b5 b6 b7 b8 b9 a1 `, 2) + `>`,
		`<p a1 a2 a3 a4 a5 a6 a7 a8 a9 b1 b2 b3 b4 b5 b6 A1>`,
		`<br/><a href=/><a href=/ /><p a=1 a=/><p a=/ A=1/><p a/><p a=""/><p / >`,
		`<!DOCTYPE html><!-- c --><!----><!--><!---><!-- a -- b --!><!x><?xml v?></ x></></`,
		`<![CDATA[x<y]]>z<![CDATA[unterminated`,
		`<script>if (a < b) {}</script><SCRIPT>x</Script ><style></style><style/>a</style>`,
		`<textarea>&lt;</b></textarea><title>a&amp;b</title><xmp><p></xmp><iframe>x</iframe>`,
		`<noscript><p>x</noscript><noembed>e</noembed><noframes>f</noframes>`,
		"<script><!--<script></script>--></script>x\x00y<style>\x00</style>",
		`<plaintext>everything </plaintext> <p>`,
		`a<b`, `a<`, `a</`, `a</b`, `a<!`, `a<!-`, `<a b='c`, "<p>\r\n&amp;\r</p>", "<\x00> <1> <\u00e9>",
	}
	for _, c := range cases {
		checkTags(t, c)
	}
}

// Random markup of the tokens pages hold and of the hard ones reads as
// the tokenizer reads it: 3000 strings with CHATPROOF_EXHAUSTIVE=1, as CI
// runs, the first 1000 of them in a plain go test.
func TestRandomMarkupReadsAsTheTokenizer(t *testing.T) {
	pieces := []string{
		"<div>", "</div>", "<DIV Class=A>", `<p id="x" class='a b'>`, "<br/>", "<a href=/>",
		`<a href="?a=1&amp;b">`, "<p a=1 a=2>", "</p x=1>", "text", " ", "\r\n", "&amp;", "&copy",
		"\x00", "<", "</", "<!", "<?", "<!-- c -->", "<!DOCTYPE html>", "<![CDATA[x]]>", "-->",
		"<script>", "</script>", "<style>", "</style>", "<textarea>", "</textarea>", "<title>",
		"</title>", "<svg>", "<plaintext>", "'", `"`, "=", ">", "/", "a",
	}
	rnd := rand.New(rand.NewPCG(1, 2))
	for range testflag.Count(3000, 1000) {
		var b strings.Builder
		for range rnd.IntN(40) {
			b.WriteString(pieces[rnd.IntN(len(pieces))])
		}
		checkTags(t, b.String())
	}
}

// Attribute values with character references read as the tokenizer reads
// them, whether the scanner decodes them itself (every reference read in an
// attribute as in text) or leaves the tag to the tokenizer (a named
// reference left open, unknown, or read differently before '='); the
// variants take both ways. 3000 variants with CHATPROOF_EXHAUSTIVE=1, as
// CI runs, the first 1000 of them in a plain go test.
func TestAttributeReferencesReadAsTheTokenizer(t *testing.T) {
	refs := []string{
		"&amp;", "&amp", "&AMP;", "&Amp;", "&copy=", "&copy;=", "&copy", "&notit;", "&not;", "&notin;",
		"&semi;", "&lt", "&ltx;", "&nbsp;", "&acE;", "&NotEqualTilde;", "&1a;", "&#65;", "&#x42",
		"&#;", "&#x;", "&#0;", "&#128;", "&#xD800;", "& ", "&", "&&", ";", "=", "x", " ", "\u00e9",
	}
	rnd := rand.New(rand.NewPCG(3, 4))
	variants := testflag.Count(3000, 1000)
	plain := 0
	for range variants {
		var v strings.Builder
		for range 1 + rnd.IntN(4) {
			v.WriteString(refs[rnd.IntN(len(refs))])
		}
		src := fmt.Sprintf(`<p title="%s" data-x='%s' alt=%s>t</p>`, &v, &v, &v)
		checkTags(t, src)
		if _, n := newScanner(src, &budget{left: NodeBudget(len(src))}).plainTag(src); n > 0 {
			plain++
		}
	}
	t.Logf("%d of %d variants read as plain tags", plain, variants)
	if plain < variants/10 || plain > variants*9/10 {
		t.Errorf("%d of %d variants read as plain tags: the test should take both ways", plain, variants)
	}
}

// A value with a character reference that an attribute reads as text is
// decoded by the scanner once per distinct value: a page of buttons that
// all say "Share &amp; export" costs the allocations of one that says
// "Share and export", where handing each tag to the tokenizer would cost
// dozens of allocations a tag.
func TestRepeatedReferenceValuesCostNoAllocations(t *testing.T) {
	page := func(label string) string {
		return "<body>" + strings.Repeat(`<button class="share" aria-label="`+label+`" data-test-id="share">x</button>`, 2000)
	}
	allocs := func(src string) float64 {
		return testing.AllocsPerRun(3, func() { parse(src) })
	}
	refs, plain := allocs(page("Share &amp; export")), allocs(page("Share and export"))
	if refs > plain+10 {
		t.Errorf("2000 tags with a reference in a value: %.0f allocations, without it: %.0f", refs, plain)
	}
}

func FuzzTagsReadAsTheTokenizer(f *testing.F) {
	f.Add(`<div class="a">x&amp;y</div><!-- c --><script><!--<script></script>--></script>`)
	f.Add(`<a href=/ b='&copy=1' B=2>t</a><textarea>&lt;</textarea><![CDATA[x]]>`)
	f.Fuzz(func(t *testing.T, src string) {
		checkTags(t, src)
	})
}
