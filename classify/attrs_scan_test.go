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
// of one corpus page in eight (every page with testflag.Env) under each of
// scanTestProfiles, one of whose class tests the patch moves into a list
// of the pass. The Gemini profile must leave tests out, or the comparison
// would prove nothing.
func TestScanReadAgreesWithFullRead(t *testing.T) {
	gemini, _ := site.ByName("gemini")
	if !matcherFor(gemini).scanPartial {
		t.Fatal("the Gemini profile reads every test in the pass over the page: nothing is left out to check")
	}
	elements := 0
	eachSampledDocument(t, 8, func(d *dom.Document) {
		for _, p := range scanTestProfiles() {
			m := matcherFor(p)
			for i := range d.Len() {
				elements++
				checkScanRead(t, m, d.Node(i))
			}
		}
	})
	t.Logf("%d element reads compared", elements)
}

// scanTestProfiles are the profiles the tests of the pass read pages
// with: the embedded ones, and Gemini's patched to find an editor by a
// class token of a content marker's.
func scanTestProfiles() []*site.Profile {
	gemini, _ := site.ByName("gemini")
	patched := *gemini
	patched.Markers.Editor = append([]site.Entry{{ID: "markdown-editor",
		Match: []site.Cond{{Attr: "class", Op: site.OpToken, Value: "markdown"}}}}, gemini.Markers.Editor...)
	return []*site.Profile{site.ChatGPT(), gemini, &patched}
}

// eachSampledDocument calls fn with the document of one corpus page in n
// (every page with testflag.Env).
func eachSampledDocument(t *testing.T, n int, fn func(d *dom.Document)) {
	t.Helper()
	for k, src := range corpusPages(t) {
		if !testflag.Sample(k, n) {
			continue
		}
		if d, err := dom.Parse(src, dom.Limits{MaxBytes: 1 << 20}); err == nil {
			fn(d)
		}
	}
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

// TestSkippedCandidatesAreNoMarkers: an element the pass over the page
// skips (matcher.isCandidate: by its name, its attribute keys, or its one
// scanned attribute's value) is, read in full, a marker of none of the
// lists the pass records, for every element
// of one corpus page in four (every page with testflag.Env) under each of
// scanTestProfiles; and
// the Gemini profile skips some, or the test would prove nothing.
func TestSkippedCandidatesAreNoMarkers(t *testing.T) {
	skipped := map[string]int{}
	eachSampledDocument(t, 4, func(d *dom.Document) {
		for _, p := range scanTestProfiles() {
			m := matcherFor(p)
			for i := range d.Len() {
				e := d.El(i)
				if m.isCandidate(d, i) {
					continue
				}
				skipped[p.Name]++
				a := attrs{m: m}
				a.read(d.Node(i))
				for _, l := range candidateLists {
					if a.in(l) {
						t.Errorf("%s: <%s %v> skipped, but a marker of list %d", p.Name, e.Node.Data, e.Node.Attr, l)
					}
				}
				if _, ok := markOf(i, d.End(i), &a); ok {
					t.Errorf("%s: <%s %v> skipped, but a turn or message marker", p.Name, e.Node.Data, e.Node.Attr)
				}
			}
		}
	})
	if skipped["gemini"] == 0 {
		t.Error("the Gemini profile skipped no element")
	}
	t.Logf("skipped by profile: %v", skipped)
}
