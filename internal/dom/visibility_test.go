package dom

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// refClassHides is the plain statement of the class rule: some
// white-space-separated token (as strings.Fields splits) is hidden,
// invisible or sr-only. classHides must agree with it on every input.
func refClassHides(v string) bool {
	for _, tok := range strings.Fields(v) {
		switch tok {
		case "hidden", "invisible", "sr-only":
			return true
		}
	}
	return false
}

// refVisibility is the plain statement of readVisibility, one rule at a
// time with Attr.
func refVisibility(n *html.Node) visBits {
	var v visBits
	switch n.DataAtom {
	case atom.Head, atom.Template, atom.Script, atom.Style, atom.Noscript:
		v |= visStructural
	}
	if strings.EqualFold(strings.TrimSpace(Attr(n, "aria-hidden")), "true") {
		v |= visStructural
	}
	if n.DataAtom == atom.Details && n.Namespace == "" && !HasAttr(n, "open") {
		v |= visSkipsContents | visClosedDetails
	}
	if (strings.EqualFold(Attr(n, "hidden"), "until-found") || styleVisibility(Attr(n, "style"))&visSkipsContents != 0) && sizeContainable(n) {
		v |= visSkipsContents
	}
	switch Attr(n, "data-chatproof-visible") {
	case "true":
		v |= visShown
	case "false":
		v |= visNotShown
	}
	if Attr(n, "data-chatproof-covered") == "true" {
		v |= visCovered
	}
	for _, a := range n.Attr {
		if a.Namespace != "" {
			continue
		}
		switch {
		case a.Key == "hidden" && !strings.EqualFold(a.Val, "until-found"),
			a.Key == "style" && styleVisibility(a.Val)&visHeuristic != 0,
			a.Key == "class" && refClassHides(a.Val),
			a.Key == "type" && n.DataAtom == atom.Input && strings.EqualFold(a.Val, "hidden"):
			v |= visHeuristic
		}
	}
	return v
}

func TestClassHides(t *testing.T) {
	cases := []struct {
		class  string
		hides  bool
		reason string
	}{
		{"", false, "no class"},
		{"hidden", true, "the token alone"},
		{"flex sr-only gap-2", true, "a token among others"},
		{"overflow-hidden", false, "a token containing hidden"},
		{"max-sm:hidden", false, "a responsive variant"},
		{"invisiblex xinvisible", false, "tokens around invisible"},
		{"a\thidden\n", true, "tab and newline separate tokens"},
		{"a\u00a0hidden", true, "a no-break space separates tokens as strings.Fields does"},
		{"a\u2003sr-only", true, "an em space separates tokens as strings.Fields does"},
		{"a\xffhidden", false, "an invalid byte is not a separator"},
		{"HIDDEN", false, "tokens are case-sensitive"},
		{"a\u3000hidden", true, "an ideographic space separates tokens"},
		{"a\vinvisible", true, "a vertical tab separates tokens"},
		{"hidden\u0085x", true, "a next-line character separates tokens"},
		{"abcdefg hidden", true, "a space as the eighth byte"},
		{"abcdefgh hidden", true, "a space as the ninth byte"},
		{"items-center justify-between\tsr-only", true, "a tab past the first sixteen bytes"},
		{"items-center justify-between overflow-hidden", false, "a long class without a hiding token"},
		{"abcdefghijklmnop\u00a0sr-only", true, "a no-break space past the first sixteen bytes"},
		{"\u00a0\u3000\u2028hidden", true, "a run of non-ASCII spaces"},
		{"\x7fhidden", false, "DEL is not white space"},
		{"é hidden", true, "a non-ASCII letter before a token"},
		{"hiddén invisiblé", false, "non-ASCII letters inside tokens"},
	}
	for _, c := range cases {
		if got := classHides(c.class); got != c.hides || got != refClassHides(c.class) {
			t.Errorf("classHides(%q) = %v, want %v (%s)", c.class, got, c.hides, c.reason)
		}
	}
}

func TestReadVisibilityMatchesRules(t *testing.T) {
	src := `<head><meta name=a></head><body>
	<p aria-hidden=" True " aria-hidden="false">first aria-hidden wins</p>
	<p aria-hidden="false" aria-hidden="true">first aria-hidden wins</p>
	<p data-chatproof-visible="false" data-chatproof-visible="true">first annotation wins</p>
	<p class="x" class="hidden">any class attribute hides</p>
	<p style="color:red" hidden>hidden attribute</p>
	<input type="HIDDEN"><div type="hidden">type only hides inputs</div>
	<template><p>inert</p></template><script>x</script><style>y</style>
	<svg><g style="display:none" aria-hidden="true"></g></svg>
	<p class="a sr-only" style="opacity: 0%" data-chatproof-visible="true">all at once</p>
	<details><summary>s</summary>closed</details><details OPEN="false">open</details>
	<div hidden="Until-Found" class="hidden">until-found with a hiding class</div>
	<div style="Content-Visibility: Hidden !important">skipped contents</div></body>`
	d := mustParse(t, src)
	for i := 0; i < d.Len(); i++ {
		n := d.Node(i)
		if got, want := readVisibility(n), refVisibility(n); got != want {
			t.Errorf("element %d <%s>: readVisibility = %+v, want %+v", i, n.Data, got, want)
		}
	}
}

// FuzzClassHides checks the allocation-free class rule against its plain
// statement.
func FuzzClassHides(f *testing.F) {
	for _, s := range []string{"hidden", "a hidden", "overflow-hidden", "a\u00a0sr-only", "x\u2028invisible\u0085"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := classHides(s), refClassHides(s); got != want {
			t.Fatalf("classHides(%q) = %v, reference says %v", s, got, want)
		}
	})
}

// FuzzReadVisibility checks the one-loop attribute read against the rules
// read one at a time, on every element of arbitrary documents.
func FuzzReadVisibility(f *testing.F) {
	f.Add([]byte(`<p aria-hidden=true class="a hidden" style="display:none" data-chatproof-visible=false hidden>`))
	f.Add([]byte(`<input type=hidden><template><b class=sr-only>`))
	f.Fuzz(func(t *testing.T, src []byte) {
		d, err := Parse(src, Limits{MaxBytes: 1 << 16})
		if err != nil {
			return
		}
		for i := 0; i < d.Len(); i++ {
			n := d.Node(i)
			if got, want := readVisibility(n), refVisibility(n); got != want {
				t.Fatalf("element %d <%s>: readVisibility = %+v, want %+v", i, n.Data, got, want)
			}
		}
	})
}

// FromNode indexes a parsed tree as Parse indexes the tree it reads.
func TestFromNodeIndexesAsParse(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<html><head><meta name="chatproof:url" content="u"></head><body>`)
	for range 500 {
		b.WriteString(`<div class="flex overflow-hidden gap-2" style="color: Red; display: flex"><p aria-hidden="false" data-testid="x">t</p><span class="max-sm:hidden">s</span></div>`)
	}
	d := mustParse(t, b.String())
	fd := FromNode(d.Root())
	if fd.Len() != d.Len() || fd.Meta("url") != "u" {
		t.Fatalf("FromNode: %d elements, url %q; Parse: %d", fd.Len(), fd.Meta("url"), d.Len())
	}
	for i := range d.Len() {
		if *fd.El(i) != *d.El(i) {
			t.Fatalf("element %d: FromNode %+v, Parse %+v", i, *fd.El(i), *d.El(i))
		}
	}
}

func TestStyleHides(t *testing.T) {
	cases := []struct {
		style  string
		hides  bool
		reason string
	}{
		{"display:none", true, "the plain rule"},
		{" Display : NONE !IMPORTANT ", true, "case, spaces and !important"},
		{"display:none!important", true, "!important without a space"},
		{"color:red;visibility:Collapse", true, "a later declaration"},
		{"opacity: 0.0%", true, "zero opacity as a percentage"},
		{"opacity:0.01", false, "almost transparent is visible"},
		{"display:flex", false, "another display"},
		{"dİsplay:none", true, "İ lower-cases to i, as strings.ToLower does"},
		{"display:\u212aone", false, "the Kelvin sign lower-cases to k, not n"},
		{"display\u00a0:\u00a0none", true, "a no-break space is trimmed as strings.TrimSpace does"},
		{"display:none\xff", false, "an invalid byte spoils the value"},
		{"content-visibility:hidden", false, "skipped contents, the element itself rendered"},
	}
	for _, c := range cases {
		if got := styleVisibility(c.style)&visHeuristic != 0; got != c.hides {
			t.Errorf("styleVisibility(%q) hides = %v, want %v (%s)", c.style, got, c.hides, c.reason)
		}
	}
}

// benchClasses are class attributes as the site writes them.
var benchClasses = []string{
	"icon",
	"touch:w-10 flex h-8 w-8 items-center justify-center",
	"text-token-text-secondary hover:bg-token-bg-secondary rounded-lg",
	"group __menu-item hoverable",
	"text-token-text-primary w-full focus:outline-none scroll-mt-[calc(var(--header-height)+min(200px,max(70px,20svh)))]",
	"sr-only",
	"min-h-8 text-message relative flex w-full flex-col items-end gap-2 text-start break-words whitespace-normal",
	"mt-3 flex w-full empty:hidden justify-end",
	"relative flex h-full max-w-full flex-1 flex-col overflow-hidden",
}

func BenchmarkClassHides(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		for _, c := range benchClasses {
			classHides(c)
		}
	}
}

// The contents the browser skips: the element is rendered, its own text and
// its descendants are not (a closed details but for its first summary
// child); in a captured page an element annotated visible is, and its
// hidden ancestors are visible, their own text still not.
func TestSkippedContentsAndShownThrough(t *testing.T) {
	cases := []struct {
		name, src, text string
		visible, hidden []string // ids
	}{
		{"content-visibility", `<div id=a style="Content-Visibility: HIDDEN">own<b id=b>in</b></div>`, "", []string{"a"}, []string{"b"}},
		{"until-found", `<div id=a hidden="UNTIL-found">own<b id=b>in</b></div>`, "", []string{"a"}, []string{"b"}},
		{"hidden other value", `<div id=a hidden="until found">own</div>`, "", nil, []string{"a"}},
		{"closed details", `<details id=a>own<p id=p>x</p><summary id=s>Sum</summary><summary id=t>Two</summary></details>`, "Sum", []string{"a", "s"}, []string{"p", "t"}},
		{"open details", `<details id=a open="false"><summary id=s>Sum</summary><p id=p>x</p></details>`, "Sum\nx", []string{"a", "s", "p"}, nil},
		{"nested in closed details", `<details id=a><summary><span id=s>Sum</span></summary><div><div><b id=b>x</b></div></div></details>`, "Sum", []string{"a", "s"}, []string{"b"}},
		{"captured shown through", `<head><meta name="chatproof:capture" content="v1"></head><div id=a data-chatproof-visible=false>own<div id=w>w<button id=b data-chatproof-visible=true>Copy</button></div><i id=i>i</i></div>`, "Copy", []string{"a", "w", "b"}, []string{"i"}},
		{"captured aria-hidden stays", `<head><meta name="chatproof:capture" content="v1"></head><div id=a aria-hidden=true><button id=b data-chatproof-visible=true>Copy</button></div>`, "", nil, []string{"a", "b"}},
		{"captured skipped, unannotated", `<head><meta name="chatproof:capture" content="v1"></head><details id=a><summary>S</summary><b id=b>x</b><i id=i data-chatproof-visible=true>y</i></details>`, "S\ny", []string{"a", "i"}, []string{"b"}},
		{"not captured, annotation ignored", `<div id=a style="visibility:hidden"><button id=b data-chatproof-visible=true>Copy</button></div>`, "", nil, []string{"a", "b"}},
	}
	for _, c := range cases {
		d := mustParse(t, c.src)
		for _, id := range c.visible {
			if !d.Visible(d.ByID(id)) {
				t.Errorf("%s: #%s hidden, want visible", c.name, id)
			}
		}
		for _, id := range c.hidden {
			if d.Visible(d.ByID(id)) {
				t.Errorf("%s: #%s visible, want hidden", c.name, id)
			}
		}
		body := d.Closest(d.ByID(append(c.visible, c.hidden...)[0]), func(i int) bool { return d.Node(i).DataAtom == atom.Body })
		if got := d.Text(body, 100); got != c.text {
			t.Errorf("%s: text %q, want %q", c.name, got, c.text)
		}
	}
}

func TestStyleSkipsContents(t *testing.T) {
	for _, c := range []struct {
		style string
		skips bool
	}{
		{"content-visibility:hidden", true},
		{" Content-Visibility : HIDDEN !important ", true},
		{"color:red;content-visibility:\thidden;", true},
		{"content-visibility:auto", false},
		{"content-visibility:visible", false},
		{"content-visibility:hiddenx", false},
		{"xcontent-visibility:hidden", false},
		{"content-visibility", false},
	} {
		if got := styleVisibility(c.style)&visSkipsContents != 0; got != c.skips {
			t.Errorf("styleVisibility(%q) skips contents: %v, want %v", c.style, got, c.skips)
		}
	}
}
