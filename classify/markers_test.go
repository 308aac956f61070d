package classify

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/andybalholm/cascadia"
	"golang.org/x/net/html"
	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/internal/testflag"
)

// markerOracle runs each page marker's CSS selector with goquery over the
// document's tree and returns, by marker name, the element numbers the pass
// over the page must record: matches outside svg (icons), and for turn
// markers only those neither page chrome nor inside it.
func markerOracle(t testing.TB, d *dom.Document) map[string][]int {
	t.Helper()
	index := make(map[*html.Node]int, d.Len())
	for i := range d.Len() {
		index[d.Node(i)] = i
	}
	doc := goquery.NewDocumentFromNode(d.Root())
	found := map[string][]int{}
	for _, m := range pageMarkers {
		doc.Find(m.css).Each(func(_ int, s *goquery.Selection) {
			if s.Closest("svg").Length() > 0 {
				return
			}
			if m.name == turnMarker.name && s.Closest(chromeMarker.css).Length() > 0 {
				return
			}
			if i, ok := index[s.Get(0)]; ok {
				found[m.name] = append(found[m.name], i)
			}
		})
		slices.Sort(found[m.name])
	}
	return found
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

// TestMarkerSelectorsParse fails on a selector goquery cannot compile:
// goquery turns one into a matcher that never matches, so a typo would
// silently make the oracle agree with a scan that records nothing.
func TestMarkerSelectorsParse(t *testing.T) {
	for _, m := range pageMarkers {
		if _, err := compileCSS(m.css); err != nil {
			t.Errorf("%s: %v", m.name, err)
		}
	}
}

// compileCSS compiles a selector group as goquery does, returning the error
// goquery would hide.
func compileCSS(css string) (cascadia.SelectorGroup, error) {
	return cascadia.ParseGroup(css)
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
			for _, sec := range txtar.Parse(data).Files {
				if strings.HasSuffix(sec.Name, ".html") {
					pages = append(pages, sec.Data)
				}
			}
		}
	}
	return pages
}
