package dom_test

import (
	"bytes"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/internal/testflag"
)

// dump writes the tree below n one node a line, as the comparison sees
// it: elements with their namespace, name and attributes (sorted: x/net/html
// sorts those of formatting elements), text (adjacent text nodes joined)
// and comments; doctypes are left out.
func dump(n *html.Node) string {
	var b strings.Builder
	var walk func(n *html.Node, depth int)
	walk = func(n *html.Node, depth int) {
		pad := strings.Repeat(" ", depth)
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch c.Type {
			case html.ElementNode:
				attrs := make([]string, 0, len(c.Attr))
				for _, a := range c.Attr {
					attrs = append(attrs, a.Namespace+":"+a.Key+"="+strconv.Quote(a.Val))
				}
				slices.Sort(attrs)
				b.WriteString(pad + "<" + c.Namespace + ":" + c.Data + " " + strings.Join(attrs, " ") + ">\n")
				walk(c, depth+1)
			case html.TextNode:
				text := c.Data
				for c.NextSibling != nil && c.NextSibling.Type == html.TextNode {
					c = c.NextSibling
					text += c.Data
				}
				b.WriteString(pad + strconv.Quote(text) + "\n")
			case html.CommentNode:
				b.WriteString(pad + "<!--" + strconv.Quote(c.Data) + "-->\n")
			}
		}
	}
	walk(n, 0)
	return b.String()
}

// checkSameTree fails unless the literal reader and html.Parse build the
// same tree from src.
func checkSameTree(t *testing.T, name string, src []byte) {
	t.Helper()
	want, err := html.Parse(bytes.NewReader(src))
	if err != nil {
		t.Fatalf("%s: html.Parse: %v", name, err)
	}
	d, err := dom.Parse(src, dom.Limits{MaxBytes: -1})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if got, want := dump(d.Root()), dump(want); got != want {
		t.Errorf("%s: the literal tree differs from html.Parse's:\n%s", name, firstDifference(got, want))
	}
}

// firstDifference shows the first differing line of two dumps with some
// context.
func firstDifference(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := range max(len(g), len(w)) {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			from := max(0, i-3)
			return fmt.Sprintf("line %d\ncontext:\n%s\ngot:  %.300s\nwant: %.300s", i+1, strings.Join(w[from:i], "\n"), gl, wl)
		}
	}
	return ""
}

// sectionsRead holds htmlSections' answers by the directories read: the
// tests read the same archives, once.
var sectionsRead sync.Map

// htmlSections returns the .html sections of every txtar archive below
// the given directories, named file:section. The map is shared: callers
// do not change it.
func htmlSections(t *testing.T, dirs ...string) map[string][]byte {
	t.Helper()
	key := strings.Join(dirs, "\x00")
	if pages, ok := sectionsRead.Load(key); ok {
		return pages.(map[string][]byte)
	}
	pages := map[string][]byte{}
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
			if err != nil || e.IsDir() || !strings.HasSuffix(p, ".txtar") {
				return err
			}
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			for _, f := range txtar.Parse(data).Files {
				if strings.HasSuffix(f.Name, ".html") {
					pages[p+":"+f.Name] = f.Data
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(pages) == 0 {
		t.Fatal("no pages found")
	}
	sectionsRead.Store(key, pages)
	return pages
}

// generatedPages holds generated's pages by options: the tests generate
// the same pages, once.
var generatedPages sync.Map

// generated returns corpus.Generate's page of n turns in state, seeded
// with n, as the tests read it. The slice is shared: callers do not
// change it.
func generated(state string, n int) []byte {
	opts := corpus.GenOptions{Turns: n, State: state, Seed: int64(n)}
	if page, ok := generatedPages.Load(opts); ok {
		return page.([]byte)
	}
	page := corpus.Generate(opts)
	generatedPages.Store(opts, page)
	return page
}

// sampleSections returns the pages a plain go test reads of names (as
// htmlSections names them): one in n of every family, a family being the
// fixtures of one folder whose names share the part before the first "_"
// (every section of a sequence is in its fixture's family), at least one
// of each, the family's index shifting which; every page with
// CHATPROOF_EXHAUSTIVE=1.
func sampleSections(names []string, n int) map[string]bool {
	return testflag.ByFamily(names, func(name string) string {
		file, _, _ := strings.Cut(name, ":")
		prefix, _, _ := strings.Cut(filepath.Base(file), "_")
		return filepath.Dir(file) + "/" + prefix
	}, n)
}

// scriptBuiltPages are the corpus pages that stand for DOM only script
// can build, which HTML's repair rules would rearrange if the page were
// parsed again: there the literal tree must differ from html.Parse's.
var scriptBuiltPages = map[string]string{
	"../../../corpus/fixtures/snapshot/finished_bar-in-hidden-paragraph.txtar:page.html": "a div inside a hidden p",
}

// Every page of the corpus and every example page reads as html.Parse
// builds it, but for the pages of script-built DOM, which read as the
// browser had them.
func TestSameTreeAsHTMLParseOnCorpus(t *testing.T) {
	pages := htmlSections(t, "../../../corpus/fixtures", "../../../cmd/chatproof/testdata", "../../dom/testdata/pages")
	names := slices.Sorted(maps.Keys(pages))
	sampled := sampleSections(names, 8)
	for _, name := range names {
		src := pages[name]
		why, scriptBuilt := scriptBuiltPages[name]
		if !scriptBuilt && !sampled[name] { // every page with CHATPROOF_EXHAUSTIVE=1, as CI runs
			continue
		}
		if scriptBuilt {
			d, err := dom.Parse(src, dom.Limits{})
			want, _ := html.Parse(bytes.NewReader(src))
			if err != nil || dump(d.Root()) == dump(want) {
				t.Errorf("%s (%s): read as a second parse would rearrange it (err %v)", name, why, err)
			}
			continue
		}
		checkSameTree(t, name, src)
	}
	t.Logf("%d of %d pages read", len(sampled), len(pages))
}

// The markup whose tokenization has rules of its own (comments, doctypes,
// raw text, script's escape states, CDATA, character references, attribute
// quoting), and end tags HTML ignores across a special element, read as
// html.Parse builds them.
func TestSameTreeAsHTMLParseOnTokenization(t *testing.T) {
	cases := []string{
		`<div class="a b" id=x data-v='q"' hidden>t</div><DIV CLASS=A>x</DIV><p a=1 a=2 A=3>dup</p>`,
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
		`<svg><title>t<b>x</b></title><style>s</style><![CDATA[<p>c]]></svg><math><mi><![CDATA[x]]></mi></math>`,
		`<div class="unterminated`,
		`<div a="1" / b>`,
		"<x><div></x>\n",
		`<svg><desc><span></desc>y</svg><svg><x><desc><g></x>y</svg><x><svg><desc></x>y`,
	}
	for _, c := range cases {
		checkSameTree(t, c, []byte(c))
	}
}

// Generated conversation pages, in every state and at every size, read as
// html.Parse builds them: with CHATPROOF_EXHAUSTIVE=1 (as CI runs) 10,
// 100 and 1000 turns in every state and 5000 in the finished one, which
// runs the same reader over a page five times longer; in a plain go test
// every state at one of 10 and 100 turns, each size in some states.
func TestSameTreeAsHTMLParseOnGeneratedPages(t *testing.T) {
	sizes := []int{10, 100, 1000, 5000}
	if testing.Short() || !testflag.Exhaustive() {
		sizes = sizes[:2]
	}
	for si, state := range corpus.GenStates() {
		for ni, n := range sizes {
			if n == 5000 && state != corpus.GenFinished {
				continue
			}
			if !testflag.Spread(2, si, ni) {
				continue
			}
			page := generated(state, n)
			checkSameTree(t, fmt.Sprintf("%s/%d turns", state, n), page)
		}
	}
}

// treeGen builds a well-formed document body from fuzz bytes: each byte
// picks the next node among those HTML allows where it goes, so that a
// parser reading its rendering builds the same tree again.
type treeGen struct {
	b []byte
	n int // nodes made
	// foreign: inside svg or math, where html.Render escapes the text of
	// script and style and html.Parse drops a template.
	foreign bool
	// inLink: inside an a or a button, where another one would be moved
	// by html.Parse (through foreignObject the context alone forgets it).
	inLink bool
}

func (g *treeGen) pick(n int) int {
	if len(g.b) == 0 {
		return 0
	}
	c := g.b[0]
	g.b = g.b[1:]
	return int(c) % n
}

// contexts of generated content
const (
	flow = iota
	phrasing
	phrasingNoLink // inside a or button: no a, no button
	svgContent
)

var (
	textPieces = []string{"x", " ", "\n", "<", "&", "&amp;", ">", `"`, "'", "é", "\u00a0", "</p>", "<!--"}
	rawPieces  = []string{"a", " ", "\n", "<!--", "-->", "<script>", "<", "&amp;", "if (a<b) {}", "-"}
	attrKeys   = []string{"id", "class", "style", "data-testid", "aria-label", "title", "href", "hidden", "aria-hidden"}
)

func (g *treeGen) text(pieces []string) string {
	var b strings.Builder
	for range 1 + g.pick(4) {
		b.WriteString(pieces[g.pick(len(pieces))])
	}
	return b.String()
}

func (g *treeGen) element(name, ns string) *html.Node {
	n := &html.Node{Type: html.ElementNode, Data: name, DataAtom: atom.Lookup([]byte(name)), Namespace: ns}
	if ns == "svg" && name == "svg" && g.pick(2) == 0 {
		n.Attr = append(n.Attr, html.Attribute{Key: "viewBox", Val: "0 0 20 20"})
	}
	seen := map[string]bool{}
	for range g.pick(3) {
		k := attrKeys[g.pick(len(attrKeys))]
		if !seen[k] {
			seen[k] = true
			n.Attr = append(n.Attr, html.Attribute{Key: k, Val: g.text(textPieces)})
		}
	}
	g.n++
	return n
}

func (g *treeGen) leaf(parent *html.Node, name string, content string) {
	n := g.element(name, "")
	if content != "" {
		n.AppendChild(&html.Node{Type: html.TextNode, Data: content})
	}
	parent.AppendChild(n)
}

// fill appends generated children to parent in context ctx.
func (g *treeGen) fill(parent *html.Node, ctx, depth int) {
	for range g.pick(5) {
		if len(g.b) == 0 || g.n > 400 {
			return
		}
		if depth > 12 {
			parent.AppendChild(&html.Node{Type: html.TextNode, Data: g.text(textPieces)})
			continue
		}
		if ctx == svgContent {
			switch g.pick(4) {
			case 0:
				parent.AppendChild(&html.Node{Type: html.TextNode, Data: g.text(textPieces)})
			case 1:
				parent.AppendChild(g.element("path", "svg"))
			case 2:
				n := g.element("g", "svg")
				parent.AppendChild(n)
				g.fill(n, svgContent, depth+1)
			case 3:
				n := g.element("foreignObject", "svg")
				parent.AppendChild(n)
				g.fill(n, flow, depth+1)
			}
			continue
		}
		choice := g.pick(20)
		if ctx != flow {
			choice = 8 + g.pick(12) // phrasing only
		}
		switch choice {
		case 0, 1:
			n := g.element("div", "")
			parent.AppendChild(n)
			g.fill(n, flow, depth+1)
		case 2:
			n := g.element("p", "")
			parent.AppendChild(n)
			g.fill(n, phrasing, depth+1)
		case 3:
			ul := g.element("ul", "")
			parent.AppendChild(ul)
			for range 1 + g.pick(3) {
				li := g.element("li", "")
				ul.AppendChild(li)
				g.fill(li, flow, depth+2)
			}
		case 4:
			n := g.element("pre", "")
			parent.AppendChild(n)
			g.fill(n, phrasing, depth+1)
		case 5:
			table, tbody := g.element("table", ""), g.element("tbody", "")
			table.AppendChild(tbody)
			parent.AppendChild(table)
			for range 1 + g.pick(2) {
				tr := g.element("tr", "")
				tbody.AppendChild(tr)
				for range 1 + g.pick(2) {
					td := g.element([]string{"td", "th"}[g.pick(2)], "")
					tr.AppendChild(td)
					g.fill(td, flow, depth+3)
				}
			}
		case 6:
			if g.foreign {
				continue
			}
			n := g.element("template", "")
			parent.AppendChild(n)
			g.fill(n, flow, depth+1)
		case 7:
			n := g.element("section", "")
			parent.AppendChild(n)
			g.fill(n, flow, depth+1)
		case 8, 9:
			parent.AppendChild(&html.Node{Type: html.TextNode, Data: g.text(textPieces)})
		case 10:
			n := g.element([]string{"span", "b", "i"}[g.pick(3)], "")
			parent.AppendChild(n)
			g.fill(n, ctx, depth+1)
		case 11:
			if ctx == phrasingNoLink || g.inLink {
				continue
			}
			n := g.element([]string{"a", "button"}[g.pick(2)], "")
			parent.AppendChild(n)
			g.inLink = true
			g.fill(n, phrasingNoLink, depth+1)
			g.inLink = false
		case 12:
			parent.AppendChild(g.element([]string{"br", "img", "input"}[g.pick(3)], ""))
		case 13:
			n := g.element("svg", "svg")
			parent.AppendChild(n)
			was := g.foreign
			g.foreign = true
			g.fill(n, svgContent, depth+1)
			g.foreign = was
		case 14:
			m, mi := g.element("math", "math"), g.element("mi", "math")
			m.AppendChild(mi)
			parent.AppendChild(m)
			was := g.foreign
			g.foreign = true
			g.fill(mi, ctx, depth+2)
			g.foreign = was
		case 15:
			g.leaf(parent, "textarea", g.text(textPieces))
		case 16:
			if g.foreign {
				continue
			}
			raw := g.text(rawPieces)
			if strings.Contains(raw, "<!--") {
				// Script text escaped by "<!--" needs its "-->" to be
				// serializable: a browser's DOM could not write it either.
				raw += "-->"
			}
			g.leaf(parent, []string{"script", "style"}[g.pick(2)], raw)
		case 17:
			parent.AppendChild(&html.Node{Type: html.CommentNode, Data: g.text([]string{"c", " ", "-", "<", "&"})})
		default:
			parent.AppendChild(&html.Node{Type: html.TextNode, Data: g.text(textPieces)})
		}
	}
}

// generatedDocument is the document treeGen builds from b.
func generatedDocument(b []byte) *html.Node {
	g := &treeGen{b: b}
	doc := &html.Node{Type: html.DocumentNode}
	root, head, body := g.element("html", ""), &html.Node{Type: html.ElementNode, Data: "head", DataAtom: atom.Head}, g.element("body", "")
	doc.AppendChild(root)
	root.AppendChild(head)
	root.AppendChild(body)
	g.fill(body, flow, 2)
	return doc
}

// Random well-formed trees, rendered by html.Render, read back as they
// were, and as html.Parse reads them.
func FuzzRenderedTreeReadsBack(f *testing.F) {
	f.Add([]byte("\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f\x10"))
	f.Add([]byte("\x05\x03\x02\x01\x0d\x04\x03\x03\x02\x10\x00\x11\x0f\x0e\x0c"))
	f.Fuzz(func(t *testing.T, b []byte) {
		doc := generatedDocument(b)
		var page bytes.Buffer
		if err := html.Render(&page, doc); err != nil {
			t.Skip("not renderable:", err)
		}
		d, err := dom.Parse(page.Bytes(), dom.Limits{})
		if err != nil {
			t.Fatalf("%q: %v", page.String(), err)
		}
		got := dump(d.Root())
		if want := dump(doc); got != want {
			t.Errorf("%q does not read back as the tree rendered:\n%s", page.String(), firstDifference(got, want))
		}
		checkSameTree(t, page.String(), page.Bytes())
	})
}
