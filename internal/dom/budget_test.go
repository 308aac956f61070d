package dom

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// budgetShapes are markup units whose tree cost the budget counts exactly:
// each unit's bytes and the bytes of tree it builds.
var budgetShapes = []struct {
	name  string
	unit  func(i int) string
	bytes int // of one unit (the first, for units that grow)
	cost  int // tree bytes one unit builds
}{
	{"paragraphs of one letter", func(int) string { return "<p>x</p>" }, 8, nodeCost + elementCost + nodeCost},
	{"line breaks", func(int) string { return "<br>" }, 4, nodeCost + elementCost},
	{"comments", func(int) string { return "<!--c-->" }, 8, nodeCost + 1},
	{"text between comments", func(int) string { return "x<!---->" }, 8, 2 * nodeCost},
	{"spans with an attribute of its own", func(i int) string { return fmt.Sprintf("<i a=%07d></i>", i) }, 15, nodeCost + elementCost + attrCost},
}

// TestNodeBudget: for each shape, a page of units whose tree fits its
// budget with a tenth to spare is read, and one whose tree is a tenth over
// is refused with ErrTooManyNodes, never a partial document; the threshold
// follows NodeBudget, whatever the shape.
func TestNodeBudget(t *testing.T) {
	for _, s := range budgetShapes {
		// The tree of n units costs n*cost against a budget of
		// NodeBudgetPerByte*n*bytes + NodeBudgetBase.
		per := s.cost - NodeBudgetPerByte*s.bytes
		if per <= 0 {
			t.Fatalf("%s: a unit builds %d bytes of tree from %d bytes: never over budget", s.name, s.cost, s.bytes)
		}
		fits := NodeBudgetBase / per
		for _, c := range []struct {
			units int
			over  bool
		}{{fits * 9 / 10, false}, {fits * 11 / 10, true}} {
			var b strings.Builder
			for i := range c.units {
				b.WriteString(s.unit(i))
			}
			d, err := Parse(b.String(), Limits{MaxBytes: -1})
			switch {
			case c.over && !errors.Is(err, ErrTooManyNodes):
				t.Errorf("%s: %d units (%d bytes) over the budget: err = %v, want ErrTooManyNodes", s.name, c.units, b.Len(), err)
			case c.over && d != nil:
				t.Errorf("%s: a refused page gave a document", s.name)
			case !c.over && err != nil:
				t.Errorf("%s: %d units (%d bytes) within the budget: %v", s.name, c.units, b.Len(), err)
			}
		}
	}
}

// TestElementTableNeverGrows: the element table is sized from the start
// tags before reading, so reading never reallocates it, on pages of every
// shape the budget tests.
func TestElementTableNeverGrows(t *testing.T) {
	for _, s := range budgetShapes {
		for _, units := range []int{0, 1, 100, 10_000} {
			var b strings.Builder
			for i := range units {
				b.WriteString(s.unit(i))
			}
			src := b.String()
			d, err := Parse(src, Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if want := startTags(src) + 3; cap(d.els) != want || d.Len() > want {
				t.Errorf("%s × %d: %d elements in a table of %d, want a table of %d", s.name, units, d.Len(), cap(d.els), want)
			}
		}
	}
}

// TestSharedAttributeLists: elements with equal attributes share one
// list, which no append can write over, and an element whose attributes
// differ in any key, value, order or namespace gets its own.
func TestSharedAttributeLists(t *testing.T) {
	variants := []string{
		`<i a=1 b=2>`, `<i a=1 b=3>`, `<i b=2 a=1>`, `<i a=1>`, `<i A=1 B=2>`,
		`<svg><g xlink:href=1 b=2></g></svg>`, `<svg><g href=1 b=2></g></svg>`,
	}
	for _, v := range variants {
		for _, w := range variants {
			src := v + w + v
			d, err := Parse(src, Limits{})
			if err != nil {
				t.Fatal(err)
			}
			var withAttrs []*html.Node
			for i := range d.Len() {
				if n := d.Node(i); len(n.Attr) > 0 {
					withAttrs = append(withAttrs, n)
				}
			}
			if len(withAttrs) != 3 {
				t.Fatalf("%s: %d elements with attributes, want 3", src, len(withAttrs))
			}
			first, mid, last := withAttrs[0], withAttrs[1], withAttrs[2]
			if &first.Attr[0] != &last.Attr[0] {
				t.Errorf("%s: equal attributes stored twice", src)
			}
			equal := fmt.Sprint(first.Attr) == fmt.Sprint(mid.Attr)
			if shared := &first.Attr[0] == &mid.Attr[0]; shared != equal {
				t.Errorf("%s: attributes %v and %v shared %v", src, first.Attr, mid.Attr, shared)
			}
			if cap(first.Attr) != len(first.Attr) {
				t.Errorf("%s: a shared list has room to append into", src)
			}
			_ = append(first.Attr, html.Attribute{Key: "z"})
			if len(last.Attr) != len(first.Attr) || fmt.Sprint(last.Attr) != fmt.Sprint(first.Attr) {
				t.Errorf("%s: appending to one element's attributes changed another's", src)
			}
		}
	}
}

// TestRawTextSlicesTheSource: the text of style, title and script
// elements is read from the source without a copy when the tokenizer
// would read it unchanged, and as the tokenizer reads it otherwise.
func TestRawTextSlicesTheSource(t *testing.T) {
	for _, c := range []struct{ src, text string }{
		{"<style>a<b</style>", "a<b"},
		{"<script>if (a</b) {}</script >", "if (a</b) {}"},
		{"<SCRIPT>x</Script>", "x"},
		{"<title>a &amp; b</title>", "a & b"},
		{"<textarea>\nx\r\ny</textarea>", "x\ny"},
		{"<script><!--<script></script>--></script>", "<!--<script></script>-->"},
		{"<style>unclosed", "unclosed"},
		{"<style>a</style", "a</style"},
	} {
		d, err := Parse(c.src, Limits{})
		if err != nil {
			t.Fatal(err)
		}
		var got string
		for i := range d.Len() {
			if n := d.Node(i); n.FirstChild != nil && n.FirstChild.Type == html.TextNode && n.Data != "html" && n.Data != "head" && n.Data != "body" {
				got = n.FirstChild.Data
			}
		}
		if got != c.text {
			t.Errorf("%q: raw text %q, want %q", c.src, got, c.text)
		}
	}
}

// TestTagAtTheEndReadsAsTheTokenizer: a tag the source ends in is the
// end of the tokens, as for the tokenizer, without handing the rest of
// the source to one.
func TestTagAtTheEndReadsAsTheTokenizer(t *testing.T) {
	for _, src := range []string{
		"x<p", "x<p a", "<p a=1", "<p a='x>y", `<p a="`, "</p x", "<a<a<a<a", "<p>text<div\n",
		"<svg><path d='M0", "<p a b c d e f g h i j k l m n o p q r",
	} {
		got, want := tagsRead(src, false)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%q:\ngot  %q\nwant %q", src, got, want)
		}
	}
}
