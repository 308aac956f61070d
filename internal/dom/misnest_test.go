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

	"github.com/chatproof/chatproof/internal/txtar"
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

// misnestRound makes the parser rebuild 300 formatting elements 200 times
// (about 60 000 elements from 12 KB), then closes them.
func misnestRound() string {
	return strings.Repeat("<div>", 200) + distinctBold(300) + strings.Repeat("</div>x", 200) + strings.Repeat("</b>x", 300)
}

func countClones(src string) int64 {
	var c cloneCounter
	c.feed([]byte(src))
	return c.clones
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
		{misnestRound(), 50000, 80000, "one misnesting round rebuilds tens of thousands"},
	}
	for _, tt := range tests {
		if got := countClones(tt.src); got < tt.min || got > tt.max {
			t.Errorf("%s: %d clones, want %d..%d", tt.reason, got, tt.min, tt.max)
		}
	}
}

// The counter reads in any chunking the same way.
func TestCloneCounterChunking(t *testing.T) {
	src := []byte(`<div><b>x</div>y<script>"</div>"</script><!-- c --><p><i>z</p>w` + misnestRound())
	var whole cloneCounter
	whole.feed(src)
	for _, size := range []int{1, 2, 3, 7, 64} {
		var c cloneCounter
		for i := 0; i < len(src); i += size {
			c.feed(src[i:min(i+size, len(src))])
		}
		if c.clones != whole.clones {
			t.Errorf("chunks of %d: %d clones, whole: %d", size, c.clones, whole.clones)
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

// Every page of the corpus is well within the bound.
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
			var c cloneCounter
			c.feed(f.Data)
			if c.clones > 16 {
				t.Errorf("%s %s: %d clones", p, f.Name, c.clones)
			}
		}
		return nil
	})
	if err != nil || n < 100 {
		t.Fatalf("walked %d pages: %v", n, err)
	}
}

// BenchmarkCloneCounter is the misnesting guard alone over generated pages;
// compare with the parse (BenchmarkParse in package classify).
func BenchmarkCloneCounter(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("..", "..", "corpus", "fixtures", "snapshot", "example_completed.txtar"))
	if err != nil {
		b.Fatal(err)
	}
	page, _ := txtar.Parse(data).Lookup("page.html")
	for _, n := range []int{1, 100} {
		src := bytes.Repeat(page, n)
		b.Run(fmt.Sprintf("pages=%d", n), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for b.Loop() {
				var c cloneCounter
				c.feed(src)
				if c.clones != 0 {
					b.Fatalf("%d clones on a saved page", c.clones)
				}
			}
		})
	}
}

// FuzzCloneCounter: the model never panics, reads any chunking alike, and
// keeps its own state within its bounds.
func FuzzCloneCounter(f *testing.F) {
	f.Add([]byte(`<div><div><b id=1><b id=2></div>x</div>y</b>z</b>`), 3)
	f.Add([]byte(`<div><b>x</div>y<script>"</div>"</script><!-- c --><p><i>z</p>w`), 1)
	f.Add([]byte(`<a href='x'><b <i>`), 5)
	f.Fuzz(func(t *testing.T, src []byte, chunk int) {
		if chunk < 1 || chunk > 64 {
			chunk = 1
		}
		var whole, parts cloneCounter
		whole.feed(src)
		for i := 0; i < len(src); i += chunk {
			parts.feed(src[i:min(i+chunk, len(src))])
		}
		if whole.clones != parts.clones {
			t.Fatalf("whole %d clones, chunks of %d: %d", whole.clones, chunk, parts.clones)
		}
		if len(whole.open) > maxTrackedOpen || len(whole.active) > maxTrackedActive || len(whole.active) != len(whole.names) {
			t.Fatalf("model state out of bounds: %d open, %d active, %d names", len(whole.open), len(whole.active), len(whole.names))
		}
	})
}
