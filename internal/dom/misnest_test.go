package dom

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"golang.org/x/tools/txtar"
)

// distinctBold opens n formatting elements that the parser's "Noah's Ark"
// rule cannot merge (each has other attributes).
func distinctBold(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "<b id=x%d>", i)
	}
	return b.String()
}

// distinctFont is distinctBold with font elements.
func distinctFont(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "<font id=%d>", i)
	}
	return b.String()
}

// misnestRound makes the parser rebuild 300 formatting elements 200 times
// (about 60 000 elements from 12 KB), then closes them.
func misnestRound() string {
	return strings.Repeat("<div>", 200) + distinctBold(300) + strings.Repeat("</div>x", 200) + strings.Repeat("</b>x", 300)
}

func count(src string) *cloneCounter {
	c := new(cloneCounter)
	c.feed([]byte(src))
	c.finish()
	return c
}

// parsedElements is the number of elements x/net/html builds for src.
func parsedElements(t testing.TB, src []byte) (int, bool) {
	root, err := html.Parse(bytes.NewReader(src))
	if err != nil {
		return 0, false
	}
	return countElements(root), true
}

// checkBound fails unless, for src the guard lets through, the elements
// the parser builds are at most what the guard accounts for: one per start
// and end tag, up to two per table tag, the implied html, head and body,
// and the clones counted.
func checkBound(t testing.TB, src []byte) {
	t.Helper()
	c := count(string(src))
	if c.over() {
		return // refused: the parser builds nothing
	}
	got, ok := parsedElements(t, src)
	if !ok {
		return
	}
	m := &c.tree
	bound := int64(m.starts+m.ends+2*m.tableTags+3) + m.clones
	if int64(got) > bound {
		t.Fatalf("the parser built %d elements, the guard accounts for %d (%d start, %d end, %d table tags, %d clones, unfollowed %q) in %q",
			got, bound, m.starts, m.ends, m.tableTags, m.clones, m.unfollowed, truncate(src))
	}
}

func truncate(b []byte) string {
	if len(b) > 300 {
		return string(b[:300]) + "…"
	}
	return string(b)
}

func TestCloneCounterFollowsTheParser(t *testing.T) {
	tests := []struct {
		src    string
		min    int64
		max    int64
		reason string
	}{
		{`<p><b>bold</b> and <i>it<b>alic</b></i></p><a href="x"><div>block in link</div></a>`, 0, 0, "well-nested markup rebuilds nothing"},
		{`<script>var s = "<b><i><u>" + "</div>x";</script><p>x</p>`, 0, 0, "script text is not markup"},
		{`<!-- <b><i> --><p>x</p><![CDATA[<b>]]>`, 0, 0, "comments are not markup"},
		{`<div><b>x</div>y`, 1, 1, "a b closed by its div is reopened before the next text"},
		{`<p><b><i>x</p>y`, 2, 2, "both formatting elements are reopened"},
		{`<p><b>x</p><div>y</div>`, 1, 1, "a div does not reopen; its text does"},
		{`<p><b>x</p><p>` + "\n" + `</p>`, 1, 1, "white space is text too"},
		{`<pre><b>x</pre><pre>` + "\n" + `</pre>`, 0, 0, "the newline right after <pre> is dropped"},
		{`<table><tr><td><b>x</td><td>y</td></tr></table>`, 0, 0, "a cell's formatting ends with the cell"},
		{`<svg><style><b>x</b></style></svg>`, 0, 0, "style in svg is markup, and well nested"},
		{strings.Repeat("<a id=1><div><a id=2>x", 20) + "<p>y</p>", 20, 20, "a link inside a link is closed by the adoption agency"},
		{`<table><b id=1><tr><td>x</td></tr>y</table>`, 1, 1, "a row start pops the foster-parented b; the text after the row reopens it"},
		{misnestRound(), 50000, 80000, "one misnesting round rebuilds tens of thousands"},
	}
	for _, tt := range tests {
		if got := count(tt.src).clones(); got < tt.min || got > tt.max {
			t.Errorf("%s: %d clones, want %d..%d", tt.reason, got, tt.min, tt.max)
		}
		checkBound(t, []byte(tt.src))
	}
}

// Attacks that once got past a simpler model: each builds hundreds of
// megabytes from a few tens of kilobytes unless refused.
func TestMisnestingAttacksAreRefused(t *testing.T) {
	attacks := []struct{ name, src string }{
		{"paragraph reopening", "<p>" + distinctFont(500) + "</p>" + strings.Repeat("<p>x</p>", 3000)},
		{"implied paragraph end", "<p>" + distinctFont(500) + strings.Repeat("<p>x", 3000)},
		{"white space in divs", "<p>" + distinctFont(500) + "</p>" + strings.Repeat("<div> </div>", 3000)},
		{"implied list item end", "<ul><li>" + distinctFont(500) + strings.Repeat("<li>x", 3000)},
		{"table rows", "<table>" + distinctFont(500) + strings.Repeat("<tr>x", 3000)},
		{"quote in an attribute name", `<i ="x>` + "<p>" + distinctFont(500) + "</p>" + strings.Repeat("<p>x</p>", 3000) + `">`},
		{"abrupt comment end", `<!-->` + "<p>" + distinctFont(500) + "</p>" + strings.Repeat("<p>x</p>", 3000) + `-->`},
		{"style in svg", `<svg><style>` + "<p>" + distinctFont(500) + "</p>" + strings.Repeat("<p>x</p>", 3000)},
		{"divs", misnestRound() + misnestRound() + misnestRound() + misnestRound()},
		{"after a caption", "<table><caption>c</caption></table><p>" + distinctFont(500) + "</p>" + strings.Repeat("<p>x</p>", 3000)},
		{"too many active formatting elements", strings.Repeat("<p>"+distinctFont(maxActive/3)+"</p><table><tr><td>", 4)},
	}
	for _, a := range attacks {
		if _, err := Parse([]byte(a.src), Limits{}); !errors.Is(err, ErrTooComplex) {
			t.Errorf("%s (%d bytes): %v, want ErrTooComplex", a.name, len(a.src), err)
		}
		// A smaller dose parses, and the guard accounts for every element.
		small := a.src[:min(len(a.src), 4000)]
		checkBound(t, []byte(small))
	}
}

// The counter reads in any chunking the same way.
func TestCloneCounterChunking(t *testing.T) {
	src := []byte(`<!DOCTYPE html><div><b>x</div>y<script>"</div>"<!--<script></script>--></script><!-- c --><p><i>z</p>w<svg><![CDATA[x]]></svg>` + misnestRound())
	whole := count(string(src))
	for _, size := range []int{1, 2, 3, 7, 64} {
		c := new(cloneCounter)
		for i := 0; i < len(src); i += size {
			c.feed(src[i:min(i+size, len(src))])
		}
		c.finish()
		if c.clones() != whole.clones() || c.tree.starts != whole.tree.starts {
			t.Errorf("chunks of %d: %d clones %d starts, whole: %d, %d", size, c.clones(), c.tree.starts, whole.clones(), whole.tree.starts)
		}
	}
}

func TestMisnestingIsRefused(t *testing.T) {
	attack := strings.Repeat(misnestRound(), 20) // 279 KB; the parser would build 1.2 M elements
	if _, err := Parse([]byte(attack), Limits{}); !errors.Is(err, ErrTooComplex) {
		t.Fatalf("Parse: %v, want ErrTooComplex", err)
	}
	if _, err := ParseReader(strings.NewReader(attack), Limits{}); !errors.Is(err, ErrTooComplex) {
		t.Fatalf("ParseReader: %v, want ErrTooComplex", err)
	}
	// One round is within the bound: still a document.
	if _, err := Parse([]byte(misnestRound()), Limits{}); err != nil {
		t.Fatalf("one round: %v", err)
	}
}

// Every page of the corpus is well within the bound, and the guard follows
// the parser on it.
func TestCorpusPagesRebuildLittle(t *testing.T) {
	root := filepath.Join("..", "..", "corpus", "fixtures")
	n := 0
	err := filepath.WalkDir(root, func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() || !strings.HasSuffix(p, ".txtar") {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, f := range txtar.Parse(data).Files {
			if !strings.HasSuffix(f.Name, ".html") {
				continue
			}
			n++
			c := count(string(f.Data))
			if c.clones() > 16 || c.tree.unfollowed != "" {
				t.Errorf("%s %s: %d clones, unfollowed %q", p, f.Name, c.clones(), c.tree.unfollowed)
			}
			checkBound(t, f.Data)
		}
		return nil
	})
	if err != nil || n < 100 {
		t.Fatalf("walked %d pages: %v", n, err)
	}
}

// BenchmarkCloneCounter is the misnesting guard alone over a real page
// repeated; compare with the parse (BenchmarkParse in package classify).
func BenchmarkCloneCounter(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("..", "..", "corpus", "fixtures", "snapshot", "example_completed.txtar"))
	if err != nil {
		b.Fatal(err)
	}
	page, _ := section(txtar.Parse(data), "page.html")
	for _, n := range []int{1, 100} {
		src := bytes.Repeat(page, n)
		b.Run(fmt.Sprintf("pages=%d", n), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for b.Loop() {
				c := new(cloneCounter)
				c.feed(src)
				c.finish()
				if c.clones() != 0 && n == 1 {
					b.Fatalf("%d clones on a saved page", c.clones())
				}
			}
		})
	}
}

// FuzzCloneCounter: the model never panics, reads any chunking alike, and
// never counts fewer elements than the parser builds.
func FuzzCloneCounter(f *testing.F) {
	f.Add([]byte(`<div><div><b id=1><b id=2></div>x</div>y</b>z</b>`), 3)
	f.Add([]byte(`<div><b>x</div>y<script>"</div>"</script><!-- c --><p><i>z</p>w`), 1)
	f.Add([]byte(`<a href='x'><b <i>`), 5)
	f.Add([]byte(`<p><font id=1><font id=2></p><p>x</p><p>y</p><div> </div>`), 7)
	f.Add([]byte(`<ul><li><font a><font b><li>x<li>y<table><font c><tr>x<tr>y</table>`), 2)
	f.Add([]byte(`<i ="x><p><b c><b d></p><p>x</p>"><!--><p>y</p>--><svg><style><p>z</p>`), 4)
	f.Add([]byte(`<a><p><a>x</a></p><b><div><i>y</b>z</i><nobr><nobr>w`), 9)
	f.Add([]byte(`<math><mi><b>x</mi><annotation-xml encoding="text/html"><div><b>y</div></annotation-xml></math>z`), 3)
	f.Add([]byte(`<table><td><b>x<caption><b>y<colgroup><col><tbody><tr><th><i>z</table>w`), 5)
	f.Fuzz(func(t *testing.T, src []byte, chunk int) {
		if len(src) > 4096 {
			return
		}
		if chunk < 1 || chunk > 64 {
			chunk = 1
		}
		whole := count(string(src))
		parts := new(cloneCounter)
		for i := 0; i < len(src); i += chunk {
			parts.feed(src[i:min(i+chunk, len(src))])
		}
		parts.finish()
		if whole.clones() != parts.clones() || whole.tree.starts != parts.tree.starts {
			t.Fatalf("whole %d clones, chunks of %d: %d", whole.clones(), chunk, parts.clones())
		}
		if len(whole.tree.oe) > maxModelDepth || len(whole.tree.afe) > maxActive {
			t.Fatalf("model state out of bounds: %d open, %d active", len(whole.tree.oe), len(whole.tree.afe))
		}
		checkBound(t, src)
	})
}

// guardVocabulary is markup the structured fuzz target strings together:
// the tags and texts whose rules the guard's tree model follows.
var guardVocabulary = []string{
	"<p>", "</p>", "<div>", "</div>", "<b>", "</b>", "<b id=1>", "<b id=2>", "<i>", "</i>", "<font id=3>", "</font>",
	"<font color=red>", "<a href=x>", "</a>", "<nobr>", "</nobr>", "<table>", "</table>", "<tbody>", "</tbody>", "<tr>", "</tr>",
	"<td>", "</td>", "<th>", "<caption>", "</caption>", "<colgroup>", "<col>", "<ul>", "</ul>", "<li>", "</li>", "<dl><dd>", "<dt>",
	"<h1>", "</h2>", "<pre>", "</pre>", "\n", " ", "x", "\x00", "<br>", "</br>", "<hr>", "<button>", "</button>", "<select>",
	"<option>", "<optgroup>", "</select>", "<input>", "<input type=hidden>", "<form>", "</form>", "<template>", "</template>",
	"<svg>", "</svg>", "<svg/>", "<path/>", "<foreignObject>", "</foreignObject>", "<title>t</title>", "<desc>", "<math>",
	"<mi>", "</mi>", "<annotation-xml encoding=text/html>", "<![CDATA[c]]>", "<style>s</style>", "<script>s</script>",
	"<textarea>t</textarea>", "<xmp>", "</xmp>", "<object>", "</object>", "<marquee>", "<ruby><rt>", "<span>", "</span>",
	"<!--c-->", "<!-->", "<!DOCTYPE html>", "<body>", "</body>", "</html>", "<head>", "</head>", "<frameset>", "<plaintext>",
	"<listing>", "<image>", "<code>", "</code>", "<strong>", "</strong>", "<em>", "<u>", "<s>", "</s>", "<tt>", "<big>", "<small>",
}

// FuzzGuardTokens strings vocabulary entries together, so that the fuzzer
// explores tree construction rather than tokenization: the parser never
// builds more elements than the guard accounts for.
func FuzzGuardTokens(f *testing.F) {
	f.Add([]byte{0, 4, 6, 1, 0, 42, 1, 2, 42, 3})
	f.Add([]byte{17, 10, 21, 42, 21, 42, 21, 42})
	f.Add([]byte{60, 4, 66, 5, 0, 42, 1, 0, 42})
	f.Fuzz(func(t *testing.T, picks []byte) {
		if len(picks) > 2000 {
			return
		}
		var b strings.Builder
		for _, p := range picks {
			b.WriteString(guardVocabulary[int(p)%len(guardVocabulary)])
		}
		checkBound(t, []byte(b.String()))
	})
}

func section(a *txtar.Archive, name string) ([]byte, bool) {
	for _, f := range a.Files {
		if f.Name == name {
			return f.Data, true
		}
	}
	return nil, false
}
