package capture

import (
	"slices"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/internal/entrymatch"
	"github.com/chatproof/chatproof/site"
)

// readerFinished is the plain statement of how the scoped reader tells a
// finished-action control (scoped_hits.js, hitFacts): a candidate of
// its selector that carries one of its test ids or is a button whose
// aria-label, trimmed, is its label in any case.
func readerFinished(s *goquery.Selection, sel string) bool {
	n := s.Get(0)
	if !s.Is(sel) {
		return false
	}
	id, _ := s.Attr("data-testid")
	label, hasLabel := s.Attr("aria-label")
	return slices.Contains(finishedControls.TestIDs, id) ||
		n.DataAtom == atom.Button && n.Namespace == "" && hasLabel && strings.EqualFold(strings.TrimSpace(label), finishedControls.Label)
}

// TestFinishedControlsMatchClassifier checks, on every element of every
// snapshot page of the corpus, that the scoped reader hit-tests for covers
// exactly the elements the classifier takes for finished-action controls.
func TestFinishedControlsMatchClassifier(t *testing.T) {
	sel := finishedControls.selector().Select
	// The classifier takes exactly these for finished controls (its test
	// TestFinishedControlIsTheProfiles).
	finished := site.ChatGPT().Markers.Finished
	controls := 0
	pages := forSnapshotPages(t, func(name string, d *dom.Document) {
		goquery.NewDocumentFromNode(d.Root()).Find("*").Each(func(_ int, s *goquery.Selection) {
			want := entrymatch.Any(s.Get(0), finished)
			if want {
				controls++
			}
			if got := readerFinished(s, sel); got != want {
				t.Errorf("%s: <%s %v>: the reader takes it for a finished control: %v, the classifier: %v",
					name, goquery.NodeName(s), attrsOf(s.Get(0)), got, want)
			}
		})
	})
	if controls == 0 {
		t.Fatal("no finished control on any page")
	}
	t.Logf("%d finished controls on %d fixtures", controls, pages)
}

func attrsOf(n *html.Node) []html.Attribute { return n.Attr }
