package dom

import (
	"fmt"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// scanTokens lists the tokens the scanner reads from src, one a line,
// adjacent text joined; raw text follows every start tag HTML's tokenizer
// gives raw text, as x/net/html's tokenizer does on its own.
func scanTokens(src string) []string {
	s := scanner{src: src}
	var out []string
	var text strings.Builder
	flush := func() {
		if text.Len() > 0 {
			out = append(out, fmt.Sprintf("text %q", text.String()))
			text.Reset()
		}
	}
	for {
		t := s.next()
		if t != tokText {
			flush()
		}
		switch t {
		case tokEOF:
			return out
		case tokText:
			text.WriteString(s.text)
		case tokStart, tokEnd:
			kind := "start"
			if t == tokEnd {
				kind = "end"
			} else if s.selfClosing {
				kind = "selfclosing"
			}
			line := kind + " " + s.name
			for _, a := range s.attrs {
				if t == tokEnd {
					break // the tokenizer gives no attributes of end tags
				}
				v := a.val
				if a.decode {
					v = decodeAttr(v)
				}
				line += fmt.Sprintf(" %s=%q", a.key, v)
			}
			out = append(out, line)
			if t == tokStart {
				a := atom.Lookup([]byte(s.name))
				s.raw, s.rcdata = rawTextOf(a), a == atom.Textarea || a == atom.Title
			}
		case tokComment:
			out = append(out, fmt.Sprintf("comment %q", s.text))
		case tokDoctype:
			out = append(out, fmt.Sprintf("doctype %q", s.text))
		}
	}
}

// tokenizerTokens lists the tokens x/net/html's tokenizer reads from src
// the same way.
func tokenizerTokens(src string) []string {
	z := html.NewTokenizer(strings.NewReader(src))
	var out []string
	var text strings.Builder
	flush := func() {
		if text.Len() > 0 {
			out = append(out, fmt.Sprintf("text %q", text.String()))
			text.Reset()
		}
	}
	for {
		tt := z.Next()
		if tt != html.TextToken {
			flush()
		}
		switch tt {
		case html.ErrorToken:
			return out
		case html.TextToken:
			text.Write(z.Text())
		case html.StartTagToken, html.SelfClosingTagToken, html.EndTagToken:
			kind := map[html.TokenType]string{html.StartTagToken: "start", html.SelfClosingTagToken: "selfclosing", html.EndTagToken: "end"}[tt]
			name, more := z.TagName()
			line := kind + " " + string(name)
			for more && tt != html.EndTagToken {
				var k, v []byte
				k, v, more = z.TagAttr()
				line += fmt.Sprintf(" %s=%q", k, v)
			}
			out = append(out, line)
		case html.CommentToken:
			out = append(out, fmt.Sprintf("comment %q", z.Text()))
		case html.DoctypeToken:
			out = append(out, fmt.Sprintf("doctype %q", z.Text()))
		}
	}
}

func checkTokens(t *testing.T, src string) {
	t.Helper()
	got, want := scanTokens(src), tokenizerTokens(src)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("%q:\ngot:\n%s\nwant:\n%s", src, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// The scanner splits markup into the tokens x/net/html's tokenizer does,
// on the markup whose reading has rules of its own.
func TestScannerMatchesTokenizer(t *testing.T) {
	cases := []string{
		`<div class="a b" id=x data-v='q"' hidden>t</div>`,
		`<DIV CLASS=A>x</DIV>`,
		`<p a=1 a=2 A=3>dup</p>`,
		`<a href=/>x</a><br/><img src="x"/><a b=c/>`,
		`<a =x b = "y" c= z>`,
		`text < more <3 </ x> </> a</`,
		`<!-- c --><!--><!---><!-- a--!>b --><!--a--->`,
		`<!--unclosed--`,
		`<!DOCTYPE html><!doctype HTML PUBLIC "x"><?xml version?><!bogus>`,
		`<script>if (a < b && c</b>) {}</script>`,
		`<script><!-- <script> </script> --> </script>x`,
		`<script><!--> </script>y`,
		`<style>p > a { }</style><title>a &amp; <b></title><textarea>&lt;x</textarea>`,
		`<xmp><p></xmp><iframe><b></iframe><noscript><b></noscript>`,
		`<plaintext><p>all text`,
		"a\r\nb\rc&amp;d&copy;e&copyf&notit;&#65;&#x42;&#0;",
		`<a href="?a=1&copy=2&amp;b=3&notit;&lt;&ltx &#65;x" title='&semi;&copy'>`,
		"<p a=\"\x00\" \x00b=c>\x00</p>",
		`<div class="unterminated`,
		`<div`,
		`<div a="1" / b>`,
		strings.Repeat(`<i x=1 `, 20) + `>`,
		`<p ` + strings.Repeat(`a1 a2 a3 a4 a5 a6 a7 a8 a9 b1 b2 b3 b4 b5 b6 b7 b8 b9 a1 `, 2) + `>`,
	}
	for _, c := range cases {
		checkTokens(t, c)
	}
}

func FuzzScannerMatchesTokenizer(f *testing.F) {
	f.Add(`<div class="a">x&amp;y</div><!-- c --><script><!--<script></script>--></script>`)
	f.Add(`<a href=/ b='&copy=1'>t</a><textarea>&lt;</textarea><![CDATA[x]]>`)
	f.Fuzz(func(t *testing.T, src string) {
		checkTokens(t, src)
	})
}
