package classify_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/andybalholm/cascadia"
	"golang.org/x/net/html"
	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/cssmatch"
	"github.com/chatproof/chatproof/internal/entrymatch"
	"github.com/chatproof/chatproof/internal/testflag"
	"github.com/chatproof/chatproof/site"
)

// markerSelectors returns the CSS selectors classify's pass over the page
// states its markers as (pageMarkers there: the ChatGPT profile's stop,
// composer, editor, chrome and composer, turn and message lists), and the
// selector of every marker list of every embedded profile, alone.
func markerSelectors(t testing.TB) []string {
	t.Helper()
	m := site.ChatGPT().Markers
	sels := []string{
		entrymatch.CSS(m.Stop), entrymatch.CSS(m.Composer), entrymatch.CSS(m.Editor),
		entrymatch.CSS(m.Chrome, m.Composer), entrymatch.CSS(m.Turn, m.Message), "svg",
	}
	for _, p := range site.Embedded() {
		v := reflect.ValueOf(p.Markers)
		for i := range v.NumField() {
			if l, ok := v.Field(i).Interface().([]site.Entry); ok && len(l) > 0 {
				sels = append(sels, entrymatch.CSS(l))
			}
		}
	}
	if len(sels) < 10 {
		t.Fatalf("only %d selectors", len(sels))
	}
	return sels
}

// TestMarkerSelectorsAgreeWithGoquery: the oracle of classify's pass over
// the page (cssmatch, TestMarkersAgreeOnCorpusPages and FuzzScanPage
// there) reads every marker selector as goquery does: cascadia compiles
// each (goquery would turn one it cannot compile into a matcher that never
// matches), and on every snapshot page and every snapshot of every
// sequence fixture of the corpus and on generated pages of every site and
// state, both find the same elements. A plain go test checks one corpus
// page in two; CHATPROOF_EXHAUSTIVE=1, as CI runs, every page.
func TestMarkerSelectorsAgreeWithGoquery(t *testing.T) {
	sels := markerSelectors(t)
	groups := make([]cssmatch.Group, len(sels))
	for i, css := range sels {
		if _, err := cascadia.ParseGroup(css); err != nil {
			t.Errorf("goquery cannot compile %s: %v", css, err)
		}
		g, err := cssmatch.Compile(css)
		if err != nil {
			t.Fatalf("the oracle cannot compile %s: %v", css, err)
		}
		groups[i] = g
	}
	pages := map[string][]byte{}
	for _, kind := range []string{"snapshot", "sequence"} {
		files, err := filepath.Glob(filepath.Join("..", "..", "..", "corpus", "fixtures", kind, "*.txtar"))
		if err != nil || len(files) == 0 {
			t.Fatalf("no %s fixtures (%v)", kind, err)
		}
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, sec := range txtar.Parse(data).Files {
				if strings.HasSuffix(sec.Name, ".html") {
					pages[filepath.Base(f)+"/"+sec.Name] = sec.Data
				}
			}
		}
	}
	if len(pages) < 100 {
		t.Fatalf("only %d corpus pages", len(pages))
	}
	for _, s := range corpus.GenSites() {
		for _, state := range corpus.GenStatesFor(s) {
			pages[fmt.Sprintf("generated %s %s", s, state)] = corpus.Generate(corpus.GenOptions{Turns: 4, State: state, Seed: 3, Site: s})
		}
	}
	names := slices.Sorted(func(yield func(string) bool) {
		for n := range pages {
			if !yield(n) {
				return
			}
		}
	})
	checked := 0
	for k, name := range names {
		if !strings.HasPrefix(name, "generated ") && !testflag.Sample(k, 2) {
			continue
		}
		checked++
		root, err := html.Parse(bytes.NewReader(pages[name]))
		if err != nil {
			t.Fatal(err)
		}
		doc := goquery.NewDocumentFromNode(root)
		for i, css := range sels {
			want := doc.Find(css).Nodes
			got := groups[i].FindAll(root)
			if !slices.Equal(got, want) {
				t.Errorf("%s: %s: the oracle finds %d elements, goquery %d", name, css, len(got), len(want))
			}
		}
	}
	t.Logf("%d of %d pages, %d selectors", checked, len(pages), len(sels))
}

// FuzzMarkerSelectorsAgreeWithGoquery: on any page, the oracle and
// goquery find the same elements for every marker selector.
func FuzzMarkerSelectorsAgreeWithGoquery(f *testing.F) {
	f.Add([]byte(`<header><div data-turn=user></div></header><aside role="Complementary  other"><p data-message-author-role=user>q</p></aside>`))
	f.Add([]byte(`<ul><li data-message-author-role="user">q</li></ul><div class="markdown">a</div><button data-testid="copy-turn-action-button"></button>`))
	f.Add([]byte(`<aside aria-label=Reasoning><div role=complementary class=sidecar><p data-turn-key=k data-user-message-bubble></p></div></aside><svg><a xlink:role=dialog id=thread-bottom></a></svg>`))
	f.Add([]byte(`<div data-testid="conversation-turn-12"><div data-testid=conversation-turn-></div><FORM ID=prompt-textarea ROLE=DIALOG></FORM></div>`))
	f.Add(corpus.Generate(corpus.GenOptions{Turns: 2, State: corpus.GenFinished, Seed: 1, Site: corpus.GenSiteGemini}))
	sels := markerSelectors(f)
	groups := make([]cssmatch.Group, len(sels))
	for i, css := range sels {
		g, err := cssmatch.Compile(css)
		if err != nil {
			f.Fatal(err)
		}
		groups[i] = g
	}
	f.Fuzz(func(t *testing.T, page []byte) {
		root, err := html.Parse(bytes.NewReader(page))
		if err != nil {
			return
		}
		doc := goquery.NewDocumentFromNode(root)
		for i, css := range sels {
			if got, want := groups[i].FindAll(root), doc.Find(css).Nodes; !slices.Equal(got, want) {
				t.Fatalf("%s: the oracle finds %d elements, goquery %d", css, len(got), len(want))
			}
		}
	})
}
