package dom

import (
	"fmt"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// tagsRead lists the tags of src one a line as the reader reads them (its
// own lower-case name, keys and values) and as x/net/html's tokenizer
// reads them on its own (TagName, TagAttr).
func tagsRead(src string) (got, want []string) {
	r := &reader{z: html.NewTokenizer(strings.NewReader(src))}
	z := html.NewTokenizer(strings.NewReader(src))
	for {
		tt := r.z.Next()
		if z.Next() != tt {
			return append(got, "token type differs"), want
		}
		switch tt {
		case html.ErrorToken:
			return got, want
		case html.StartTagToken, html.SelfClosingTagToken, html.EndTagToken:
			start := tt != html.EndTagToken
			line := string(r.tagName(start))
			for _, a := range r.alloc.attributes(r.spans) {
				line += fmt.Sprintf(" %s=%q", a.Key, a.Val)
			}
			got = append(got, line)
			name, more := z.TagName()
			line = string(name)
			for more && start {
				var k, v []byte
				k, v, more = z.TagAttr()
				line += fmt.Sprintf(" %s=%q", k, v)
			}
			want = append(want, line)
		}
	}
}

func checkTags(t *testing.T, src string) {
	t.Helper()
	got, want := tagsRead(src)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("%q:\ngot:\n%s\nwant:\n%s", src, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// Tags read from their raw markup read as the tokenizer reads them, and
// so do those the tokenizer reads for the reader: names and keys in lower
// case, repeated keys left out, values decoded.
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
	}
	for _, c := range cases {
		checkTags(t, c)
	}
}

func FuzzTagsReadAsTheTokenizer(f *testing.F) {
	f.Add(`<div class="a">x&amp;y</div><!-- c --><script><!--<script></script>--></script>`)
	f.Add(`<a href=/ b='&copy=1' B=2>t</a><textarea>&lt;</textarea><![CDATA[x]]>`)
	f.Fuzz(func(t *testing.T, src string) {
		checkTags(t, src)
	})
}
