package capture

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/internal/entrymatch"
	"github.com/chatproof/chatproof/site"
)

// markersCSS is the union of the scoped reader's markers as one CSS
// selector: each marker's tag and its attribute conditions (the relational
// ones, "has" and "in", left out, which only widens the union).
func markersCSS() string {
	var sels []string
	for _, m := range markers {
		sel := m.tag
		for _, c := range m.conds {
			if c.op == "has" || c.op == "in" {
				continue
			}
			sel += c.selector()
		}
		if sel == "" {
			continue
		}
		sels = append(sels, sel)
	}
	return strings.Join(sels, ", ")
}

// TestScopedMarkersCoverClassifierMarkers checks, on every snapshot page of
// the corpus, that every element a marker of the classifier's page pass
// finds is a marker of the scoped reader too, so that a scoped capture
// writes it: a marker added to the rules and forgotten here fails.
func TestScopedMarkersCoverClassifierMarkers(t *testing.T) {
	union := markersCSS()
	checked := 0
	pages := forSnapshotPages(t, func(name string, d *dom.Document) {
		doc := goquery.NewDocumentFromNode(d.Root())
		for marker, css := range classifierMarkers() {
			doc.Find(css).Each(func(_ int, s *goquery.Selection) {
				checked++
				if !s.Is(union) {
					t.Errorf("%s: a %s element the classifier reads is no marker of the scoped reader: %s", name, marker, goquery.NodeName(s))
				}
			})
		}
	})
	if checked == 0 {
		t.Fatal("no marker found on any page")
	}
	t.Logf("%d marked elements on %d fixtures", checked, pages)
}

// forSnapshotPages reads the page of every snapshot fixture of the corpus
// and calls fn with the fixture's name and the page as the classifier
// reads it; it returns how many fixtures there are.
func forSnapshotPages(t *testing.T, fn func(name string, d *dom.Document)) int {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "corpus", "fixtures", "snapshot", "*.txtar"))
	if err != nil || len(files) < 100 {
		t.Fatalf("%d snapshot fixtures (%v)", len(files), err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, sec := range txtar.Parse(data).Files {
			if sec.Name != "page.html" {
				continue
			}
			d, err := dom.Parse(sec.Data, dom.Limits{})
			if err != nil {
				continue
			}
			fn(filepath.Base(f), d)
		}
	}
	return len(files)
}

// classifierMarkers are the markers of the classifier's pass over the page,
// by name, as CSS selectors: the ChatGPT profile's lists it reads (its
// test TestPageMarkersAreTheProfileLists holds the two equal).
func classifierMarkers() map[string]string {
	m := site.ChatGPT().Markers
	return map[string]string{
		"stop control":     entrymatch.CSS(m.Stop),
		"composer surface": entrymatch.CSS(m.Composer),
		"composer editor":  entrymatch.CSS(m.Editor),
		"page chrome":      entrymatch.CSS(m.Chrome, m.Composer),
		"turn or message":  entrymatch.CSS(m.Turn, m.Message),
	}
}
