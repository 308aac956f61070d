package classify

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/internal/cssmatch"
	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/internal/testflag"
	"github.com/chatproof/chatproof/internal/txtarfile"
)

// markerOracle runs each page marker's CSS selector (with cssmatch, whose
// reading of the markers' selectors TestMarkerSelectorsAgreeWithGoquery in
// internal/proof/classify checks against goquery) over the document's tree
// and returns, by marker name, the element numbers the pass over the page
// must record: matches outside svg (icons), and for turn markers only
// those neither page chrome nor inside it.
func markerOracle(t testing.TB, d *dom.Document) map[string][]int {
	t.Helper()
	index := make(map[*html.Node]int, d.Len())
	for i := range d.Len() {
		index[d.Node(i)] = i
	}
	svg := mustCompileCSS(t, "svg")
	chrome := mustCompileCSS(t, chromeMarker.css)
	found := map[string][]int{}
	for _, m := range pageMarkers {
		for _, n := range mustCompileCSS(t, m.css).FindAll(d.Root()) {
			if svg.Closest(n) != nil {
				continue
			}
			if m.name == turnMarker.name && chrome.Closest(n) != nil {
				continue
			}
			if i, ok := index[n]; ok {
				found[m.name] = append(found[m.name], i)
			}
		}
		slices.Sort(found[m.name])
	}
	return found
}

func mustCompileCSS(t testing.TB, css string) cssmatch.Group {
	t.Helper()
	g, err := compileCSS(css)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestMarkersAgreeOnCorpusPages checks the pass over the page against its
// markers' selectors on every snapshot page of the corpus and on generated
// pages of every state. A plain go test checks one corpus page in two;
// CHATPROOF_EXHAUSTIVE=1, as CI runs, every page.
func TestMarkersAgreeOnCorpusPages(t *testing.T) {
	pages := corpusPages(t)
	if len(pages) < 100 {
		t.Fatalf("only %d pages", len(pages))
	}
	checked := 0
	for k, src := range pages {
		if !testflag.Sample(k, 2) {
			continue
		}
		checked++
		checkScan(t, src)
	}
	t.Logf("%d of %d pages", checked, len(pages))
}

// TestMarkerSelectorsParse fails on a selector the oracle cannot compile
// (a typo, or a selector outside the markers' language), so that the
// oracle never silently agrees with a scan that records nothing.
// TestMarkerSelectorsAgreeWithGoquery (internal/proof/classify) checks
// goquery compiles them too.
func TestMarkerSelectorsParse(t *testing.T) {
	for _, m := range pageMarkers {
		if _, err := compileCSS(m.css); err != nil {
			t.Errorf("%s: %v", m.name, err)
		}
	}
}

// compileCSS compiles a selector group for the oracle.
func compileCSS(css string) (cssmatch.Group, error) {
	return cssmatch.Compile(css)
}

// corpusPages returns the page of every snapshot fixture and every snapshot
// of every sequence fixture in the corpus.
func corpusPages(t testing.TB) [][]byte {
	t.Helper()
	var pages [][]byte
	for _, kind := range []string{"snapshot", "sequence"} {
		files, err := filepath.Glob(filepath.Join("..", "corpus", "fixtures", kind, "*.txtar"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, sec := range txtarfile.Parse(data).Files {
				if strings.HasSuffix(sec.Name, ".html") {
					pages = append(pages, sec.Data)
				}
			}
		}
	}
	return pages
}
