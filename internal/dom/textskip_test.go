package dom

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestTextWithout(t *testing.T) {
	cases := []struct {
		name, src, skipTag, want string
		max                      int
		reason                   string
	}{
		{"nil skip", `<div id=r><p>a</p><p>b</p></div>`, "", "a\nb", 100, "without a skip function the text equals Text"},
		{"skip button", `<div id=r><p>Answer</p><button>Copy</button><p>More</p></div>`, "button", "Answer\nMore", 100, "a skipped block still separates lines"},
		{"skip inline", `<div id=r>foo<span>x</span>bar</div>`, "span", "foo bar", 100, "a skipped inline element leaves a space, not glued words"},
		{"skip subtree", `<div id=r><p>a<button><span>deep</span></button></p><p>b</p></div>`, "button", "a\nb", 100, "descendants of a skipped element are skipped too"},
		{"hidden", `<div id=r><p hidden>h</p><p>v</p></div>`, "", "v", 100, "hidden elements are never text"},
		{"bounded", `<div id=r><p>abcdef</p></div>`, "button", "abc", 3, "the result is bounded by max runes"},
		{"zero max", `<div id=r>abc</div>`, "", "", 0, "max 0 gives the empty string"},
		{"br", `<div id=r>a<br>b<button>c</button></div>`, "button", "a\nb", 100, "br still breaks lines"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, err := Parse([]byte(c.src), Limits{})
			if err != nil {
				t.Fatal(err)
			}
			r := d.ByID("r")
			var skip func(int) bool
			if c.skipTag != "" {
				skip = func(j int) bool { return d.Node(j).Data == c.skipTag }
			}
			if got := d.TextWithout(r, c.max, skip); got != c.want {
				t.Errorf("TextWithout = %q, want %q (%s)", got, c.want, c.reason)
			}
		})
	}
}

func TestTextWithoutMatchesText(t *testing.T) {
	src := `<article id=r><h6 class="sr-only">x</h6><div><p>One <b>two</b></p><ul><li>three</li><li>four</li></ul></div>` +
		strings.Repeat(`<span>s</span>`, 50) + `</article>`
	d, err := Parse([]byte(src), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	r := d.ByID("r")
	for _, max := range []int{1, 5, 17, 1000} {
		if a, b := d.Text(r, max), d.TextWithout(r, max, nil); a != b {
			t.Errorf("max %d: Text %q != TextWithout %q", max, a, b)
		}
	}
}

// FuzzTextWithout reads every element of arbitrary documents with buttons
// left out: no panic, valid UTF-8, never more than max runes.
func FuzzTextWithout(f *testing.F) {
	f.Add([]byte(`<div><p>a<button>b</button>c</p><br>d</div>`), 5)
	f.Add([]byte("<p>\xff\xfe<span hidden>x</span></p>"), 1)
	f.Fuzz(func(t *testing.T, src []byte, max int) {
		d, err := Parse(src, Limits{MaxBytes: 1 << 16})
		if err != nil {
			return
		}
		max %= 64
		skip := func(j int) bool { return d.Node(j).Data == "button" }
		for i := 0; i < d.Len(); i++ {
			s := d.TextWithout(i, max, skip)
			if !utf8.ValidString(s) || utf8.RuneCountInString(s) > max && max > 0 || max <= 0 && s != "" {
				t.Fatalf("element %d, max %d: %q", i, max, s)
			}
		}
	})
}

func ExampleDocument_TextWithout() {
	d, err := Parse([]byte(`<div id="answer"><p>Use an index.</p><pre>CREATE INDEX i ON t (k);<button>Copy code</button></pre></div>`), Limits{})
	if err != nil {
		panic(err)
	}
	skipButtons := func(j int) bool { return d.Node(j).Data == "button" }
	fmt.Printf("%q\n", d.TextWithout(d.ByID("answer"), 100, skipButtons))
	// Output: "Use an index.\nCREATE INDEX i ON t (k);"
}
