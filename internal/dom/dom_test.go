package dom

import (
	"errors"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func mustParse(t testing.TB, src string) *Document {
	t.Helper()
	d, err := Parse([]byte(src), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// visibleByID reports the visibility of the element with the given id.
func visibleByID(t *testing.T, d *Document, id string) bool {
	t.Helper()
	i := d.ByID(id)
	if i < 0 {
		t.Fatalf("no element #%s", id)
	}
	return d.Visible(i)
}

func TestVisibilityHeuristics(t *testing.T) {
	tests := []struct {
		html    string
		visible bool
		reason  string
	}{
		{`<button id=x>Stop</button>`, true, "plain element"},
		{`<button id=x hidden>Stop</button>`, false, "hidden attribute"},
		{`<div hidden><button id=x>Stop</button></div>`, false, "hidden ancestor"},
		{`<button id=x aria-hidden="true">Stop</button>`, false, "aria-hidden"},
		{`<button id=x aria-hidden="TRUE ">Stop</button>`, false, "aria-hidden is case-insensitive"},
		{`<button id=x aria-hidden="false">Stop</button>`, true, "aria-hidden=false"},
		{`<button id=x style="display:none">Stop</button>`, false, "display:none"},
		{`<button id=x style="color: red; DISPLAY : None !important">Stop</button>`, false, "spaced, upper-case, !important"},
		{`<button id=x style="visibility:hidden">Stop</button>`, false, "visibility:hidden"},
		{`<button id=x style="visibility:collapse">Stop</button>`, false, "visibility:collapse"},
		{`<button id=x style="opacity:0">Stop</button>`, false, "opacity 0"},
		{`<button id=x style="opacity: 0.0">Stop</button>`, false, "opacity 0.0"},
		{`<button id=x style="opacity:0%">Stop</button>`, false, "opacity 0%"},
		{`<button id=x style="opacity:0.5">Stop</button>`, true, "opacity 0.5 is visible"},
		{`<button id=x style="opacity:.05">Stop</button>`, true, "opacity .05 is visible"},
		{`<button id=x style="display:flex">Stop</button>`, true, "display flex"},
		{`<button id=x class="btn hidden">Stop</button>`, false, "class hidden"},
		{`<button id=x class="invisible">Stop</button>`, false, "class invisible"},
		{`<h6 id=x class="sr-only">ChatGPT said:</h6>`, false, "class sr-only"},
		{`<button id=x class="max-sm:hidden">Stop</button>`, true, "responsive variant is not the hidden token"},
		{`<button id=x class="hidden-xs">Stop</button>`, true, "token must be exact"},
		{`<template><button id=x>Stop</button></template>`, false, "inside template"},
		{`<noscript><p id=x>Stop</p></noscript><p>after</p>`, true, "noscript content is raw text: no element at all (checked below)"},
		{`<input id=x type=hidden value=1>`, false, "hidden input"},
		{`<svg><g id=x aria-hidden="true"></g></svg>`, false, "svg element with aria-hidden"},
	}
	for _, tt := range tests {
		t.Run(tt.reason, func(t *testing.T) {
			d := mustParse(t, tt.html)
			i := d.ByID("x")
			if i < 0 {
				if strings.Contains(tt.html, "noscript") {
					return
				}
				t.Fatalf("no #x in %s", tt.html)
			}
			if got := d.Visible(i); got != tt.visible {
				t.Errorf("%s: visible = %v, want %v", tt.html, got, tt.visible)
			}
		})
	}
}

func TestCaptureAnnotationWins(t *testing.T) {
	src := `<html><head><meta name="chatproof:capture" content="v1"><meta name="chatproof:url" content="https://chatgpt.com/c/x"></head><body>
	<button id=a class="hidden" data-chatproof-visible="true">shown by the browser</button>
	<button id=b data-chatproof-visible="false">hidden by a stylesheet</button>
	<div data-chatproof-visible="true" aria-hidden="true"><button id=c data-chatproof-visible="true">decorative</button></div>
	<div data-chatproof-visible="false"><span id=d>no annotation, parent hidden</span></div>
	<div data-chatproof-visible="true"><span id=e>no annotation, parent shown</span></div>
	<div data-chatproof-visible="false"><span id=f data-chatproof-visible="true">visibility:visible inside visibility:hidden</span></div>
	<template><button id=g data-chatproof-visible="true">inert</button></template>
	</body></html>`
	d := mustParse(t, src)
	if !d.Annotated() || d.Meta("url") != "https://chatgpt.com/c/x" {
		t.Fatalf("annotation not read: %v %q", d.Annotated(), d.Meta("url"))
	}
	for id, want := range map[string]bool{"a": true, "b": false, "c": false, "d": false, "e": true, "f": true, "g": false} {
		if got := visibleByID(t, d, id); got != want {
			t.Errorf("#%s visible = %v, want %v", id, got, want)
		}
	}
	// Without the meta the same attributes are ignored and the class rules apply.
	plain := mustParse(t, strings.Replace(src, `content="v1"`, `content="v0"`, 1))
	if plain.Annotated() || visibleByID(t, plain, "a") || !visibleByID(t, plain, "b") {
		t.Errorf("unannotated document must use the heuristics")
	}
}

func TestTextBlocksAndBounds(t *testing.T) {
	d := mustParse(t, `<div id=m><p>Hello   <b>big</b>
	world</p><ul><li>one</li><li>two<span class=sr-only>SECRET</span></li></ul>tail<br>next<span hidden>x</span></div>`)
	m := d.ByID("m")
	if got, want := d.Text(m, 100), "Hello big world\none\ntwo\ntail\nnext"; got != want {
		t.Errorf("Text = %q, want %q", got, want)
	}
	if got, want := d.Label(m, 100), "Hello big world one two tail next"; got != want {
		t.Errorf("Label = %q, want %q", got, want)
	}
	if got := d.Label(m, 9); got != "Hello big" {
		t.Errorf("Label(9) = %q", got)
	}
	for max := 0; max < 40; max++ {
		if n := len([]rune(d.Text(m, max))); n > max {
			t.Errorf("Text(%d) has %d runes", max, n)
		}
	}
	big := mustParse(t, `<div id=x>`+strings.Repeat("word ", 1<<18)+`</div>`)
	if n := len([]rune(big.Text(big.ByID("x"), 160))); n > 160 {
		t.Errorf("1 MB text node: %d runes", n)
	}
}

func TestControlLabel(t *testing.T) {
	d := mustParse(t, `<button id=a aria-label=" Stop  streaming ">x</button><button id=b><span>Start</span> new chat</button><button id=c title="Copy"></button>`)
	for id, want := range map[string]string{"a": "Stop streaming", "b": "Start new chat", "c": "Copy"} {
		if got := d.ControlLabel(d.ByID(id), 80); got != want {
			t.Errorf("#%s label = %q, want %q", id, got, want)
		}
	}
}

func TestStructure(t *testing.T) {
	d := mustParse(t, `<article id=t><div id=in><button id=b></button></div></article><p id=after></p>`)
	tt, in, b, after := d.ByID("t"), d.ByID("in"), d.ByID("b"), d.ByID("after")
	if !d.Contains(tt, b) || !d.Contains(in, b) || d.Contains(b, tt) || d.Contains(tt, after) || d.Contains(tt, tt) {
		t.Error("Contains is wrong")
	}
	if !(tt < in && in < b && b < after) {
		t.Error("elements are not numbered in document order")
	}
	if d.Parent(b) != in || d.Closest(b, func(i int) bool { return d.Node(i).Data == "article" }) != tt {
		t.Error("Parent/Closest are wrong")
	}
}

func TestLimits(t *testing.T) {
	if _, err := Parse(make([]byte, 11), Limits{MaxBytes: 10}); !errors.Is(err, ErrTooLarge) {
		t.Errorf("size limit: %v", err)
	}
	if _, err := Parse(make([]byte, 11), Limits{MaxBytes: -1}); err != nil {
		t.Errorf("no limit: %v", err)
	}
	if _, err := Parse([]byte(strings.Repeat("<div>", 600)), Limits{}); !errors.Is(err, ErrTooDeep) {
		t.Errorf("depth: %v", err)
	}
	if _, err := Parse([]byte(strings.Repeat("<div>", 400)), Limits{}); err != nil {
		t.Errorf("400 deep must parse: %v", err)
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte(`<div id=thread-bottom><button aria-label="Stop">x</button></div>`))
	f.Add([]byte(`<article data-turn=assistant><div class="markdown">hi</div></article>`))
	f.Add([]byte("\xff\xfe<p style='opacity:0'>"))
	f.Fuzz(func(t *testing.T, src []byte) {
		d, err := Parse(src, Limits{MaxBytes: 1 << 20})
		if err != nil {
			return
		}
		// The numbering is the preorder of the tree's elements.
		var order []*html.Node
		for n := range d.Root().Descendants() {
			if n.Type == html.ElementNode {
				order = append(order, n)
			}
		}
		if len(order) != d.Len() {
			t.Fatalf("%d elements in the tree, %d numbered", len(order), d.Len())
		}
		for i := 0; i < d.Len(); i++ {
			e := d.El(i)
			if int(e.End) <= i || int(e.End) > d.Len() || (e.Parent >= 0 && !d.Contains(int(e.Parent), i)) {
				t.Fatalf("bad numbering at %d: %+v", i, e)
			}
			if e.Node != order[i] || e.Parent >= 0 && e.Node.Parent != d.Node(int(e.Parent)) {
				t.Fatalf("element %d is not the tree's element %d", i, i)
			}
			if e.Parent >= 0 && !d.Visible(int(e.Parent)) && d.Visible(i) {
				t.Fatalf("visible child of a hidden parent at %d", i)
			}
			if n := len([]rune(d.Label(i, 50))); n > 50 {
				t.Fatalf("Label over its cap: %d", n)
			}
		}
	})
}
