package classify

import (
	"testing"

	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/internal/testflag"
	"github.com/chatproof/chatproof/site"
)

// TestScanReadAgreesWithFullRead: an element read for the pass over the
// page (readScan, which leaves out the tests only other lists need) is a
// marker of exactly the lists a full read makes it one of, has the same
// role and identity slots and the same attribute fields, for every element
// of every corpus page under each embedded profile and under a patched
// profile whose class test moves into a list of the pass (a page in four;
// every page with testflag.Env). The Gemini
// profile must leave tests out, or the comparison would prove nothing.
func TestScanReadAgreesWithFullRead(t *testing.T) {
	gemini, _ := site.ByName("gemini")
	if !matcherFor(gemini).scanPartial {
		t.Fatal("the Gemini profile reads every test in the pass over the page: nothing is left out to check")
	}
	patched := *gemini
	patched.Markers.Editor = append([]site.Entry{{ID: "markdown-editor",
		Match: []site.Cond{{Attr: "class", Op: site.OpToken, Value: "markdown"}}}}, gemini.Markers.Editor...)
	profiles := []*site.Profile{site.ChatGPT(), gemini, &patched}
	elements := 0
	for k, src := range corpusPages(t) {
		if !testflag.Sample(k, 4) {
			continue
		}
		d, err := dom.Parse(src, dom.Limits{MaxBytes: 1 << 20})
		if err != nil {
			continue
		}
		for _, p := range profiles {
			m := matcherFor(p)
			for i := range d.Len() {
				elements++
				checkScanRead(t, m, d.Node(i))
			}
		}
	}
	t.Logf("%d element reads compared", elements)
}

// checkScanRead compares the pass's read of n with a full one.
func checkScanRead(t *testing.T, m *matcher, n *html.Node) {
	t.Helper()
	full := attrs{m: m}
	full.read(n)
	scan := attrs{m: m}
	scan.readScan(n)
	for l := range numLists {
		read := scan // a list outside the pass reads the element again
		if got, want := read.entry(l), full.entry(l); got != want {
			t.Errorf("<%s %v>: list %d: entry %d from the pass's read, %d from a full read", n.Data, n.Attr, l, got, want)
		}
		if !scanLists.has(l) && read.only != 0 {
			t.Fatalf("<%s>: list %d asked of a partial read without reading it again", n.Data, l)
		}
	}
	gotMark, gotOK := markOf(0, 1, &scan)
	wantMark, wantOK := markOf(0, 1, &full)
	if gotMark != wantMark || gotOK != wantOK {
		t.Errorf("<%s %v>: mark %+v %v from the pass's read, %+v %v from a full read", n.Data, n.Attr, gotMark, gotOK, wantMark, wantOK)
	}
	scan.only, scan.bits, full.bits = 0, condBits{}, condBits{}
	if scan != full {
		t.Errorf("<%s %v>: fields differ:\npass %+v\nfull %+v", n.Data, n.Attr, scan, full)
	}
}
