package dom_test

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/internal/txtar"
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
					attrs = append(attrs, fmt.Sprintf("%s:%s=%q", a.Namespace, a.Key, a.Val))
				}
				slices.Sort(attrs)
				fmt.Fprintf(&b, "%s<%s:%s %s>\n", pad, c.Namespace, c.Data, strings.Join(attrs, " "))
				walk(c, depth+1)
			case html.TextNode:
				text := c.Data
				for c.NextSibling != nil && c.NextSibling.Type == html.TextNode {
					c = c.NextSibling
					text += c.Data
				}
				fmt.Fprintf(&b, "%s%q\n", pad, text)
			case html.CommentNode:
				fmt.Fprintf(&b, "%s<!--%q-->\n", pad, c.Data)
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

// htmlSections returns the .html sections of every txtar archive below
// the given directories, named file:section.
func htmlSections(t *testing.T, dirs ...string) map[string][]byte {
	t.Helper()
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
	return pages
}

// Every page of the corpus and every example page reads as html.Parse
// builds it.
func TestSameTreeAsHTMLParseOnCorpus(t *testing.T) {
	pages := htmlSections(t, "../../corpus/fixtures", "../../cmd/chatproof/testdata", "testdata/pages")
	for name, src := range pages {
		checkSameTree(t, name, src)
	}
	t.Logf("%d pages", len(pages))
}

// Generated conversation pages, in every state and at every size, read as
// html.Parse builds them.
func TestSameTreeAsHTMLParseOnGeneratedPages(t *testing.T) {
	sizes := []int{10, 100, 1000, 5000}
	if testing.Short() {
		sizes = sizes[:2]
	}
	for _, state := range corpus.GenStates() {
		for _, n := range sizes {
			page := corpus.Generate(corpus.GenOptions{Turns: n, State: state, Seed: int64(n)})
			checkSameTree(t, fmt.Sprintf("%s/%d turns", state, n), page)
		}
	}
}
