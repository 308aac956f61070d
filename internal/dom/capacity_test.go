package dom

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"testing/iotest"
)

func TestStartTagCount(t *testing.T) {
	cases := []struct {
		src    string
		starts int
		reason string
	}{
		{"", 0, "no input"},
		{"<p>a</p><br/>", 2, "start tags, not end tags"},
		{"a < b, 1<2, <3 <>", 0, "a '<' not followed by a letter is text"},
		{"<!-- <b> --><script>x<y</script>", 1, "tags in comments and scripts are text"},
		{"<P><Div>", 2, "letters of either case"},
	}
	for _, c := range cases {
		for _, chunked := range []bool{false, true} {
			var r io.Reader = strings.NewReader(c.src)
			if chunked {
				r = iotest.OneByteReader(r)
			}
			s := &cloneLimitReader{r: r}
			if _, err := io.Copy(io.Discard, s); err != nil {
				t.Fatal(err)
			}
			if s.c.tree.starts != c.starts {
				t.Errorf("%q (one byte at a time: %v): %d start tags, want %d (%s)", c.src, chunked, s.c.tree.starts, c.starts, c.reason)
			}
		}
	}
}

func TestEstimateIsAnUpperBoundOnRealPages(t *testing.T) {
	src := []byte(`<!doctype html><html><head><title>t</title></head><body><main><article><div class="markdown"><p>a <b>b</b></p><table><tr><td>x</td></tr></table></div></article></main></body></html>`)
	for _, r := range []io.Reader{bytes.NewReader(src), iotest.HalfReader(bytes.NewReader(src))} {
		d, err := ParseReader(r, Limits{})
		if err != nil {
			t.Fatal(err)
		}
		if cap(d.els) < d.Len() {
			t.Errorf("capacity %d below %d elements", cap(d.els), d.Len())
		}
		if fd := FromNode(d.Root()); fd.Len() != d.Len() {
			t.Errorf("Parse indexed %d elements, FromNode %d", d.Len(), fd.Len())
		}
	}
}

func TestTableGrowsPastTheEstimate(t *testing.T) {
	// The b closed by its paragraph is rebuilt inside each later one: more
	// elements than start tags. The table grows and nothing is lost.
	src := "<p><b>x</p>" + strings.Repeat("<p>y</p>", 20)
	d, err := Parse([]byte(src), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	estimate := strings.Count(src, "<p>") + strings.Count(src, "<b>") + impliedElements
	if fd := FromNode(d.Root()); fd.Len() != d.Len() || d.Len() <= estimate {
		t.Errorf("indexed %d elements (estimate %d), FromNode %d", d.Len(), estimate, fd.Len())
	}
}
