package classify

import (
	"testing"

	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/internal/entrymatch"
	"github.com/chatproof/chatproof/site"
	"github.com/chatproof/chatproof/snapshot"
)

// TestFinishedControlIsTheProfiles: on every element of every corpus page,
// the pass takes an element for a finished-action control exactly when
// the ChatGPT profile's finished markers match it, so that a reader of a
// live page (package capture's) that tests the profile's markers finds the
// same controls as this package.
func TestFinishedControlIsTheProfiles(t *testing.T) {
	finished := site.ChatGPT().Markers.Finished
	controls := 0
	for _, page := range corpusPages(t) {
		doc, err := snapshot.Parse(page, snapshot.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		d := dom.Of(doc)
		for i := range d.Len() {
			n := d.Node(i)
			var a attrs
			a.read(n)
			got, want := isFinishedControl(n, &a), entrymatch.Any(n, finished)
			if got != want {
				t.Errorf("<%s %v>: the pass takes it for a finished control: %v, the profile's markers: %v", n.Data, n.Attr, got, want)
			}
			if got {
				controls++
			}
		}
	}
	if controls == 0 {
		t.Fatal("no finished control on any page")
	}
}

// TestPageMarkersAreTheProfileLists: the markers of the pass over the page
// are these lists of the ChatGPT profile, the ones package capture's tests
// check its scoped reader against: a marker added to the pass, or a list
// added to one, fails here until those tests read it too.
func TestPageMarkersAreTheProfileLists(t *testing.T) {
	m := site.ChatGPT().Markers
	want := map[string]string{
		"stop control":     entrymatch.CSS(m.Stop),
		"composer surface": entrymatch.CSS(m.Composer),
		"composer editor":  entrymatch.CSS(m.Editor),
		"page chrome":      entrymatch.CSS(m.Chrome, m.Composer),
		"turn or message":  entrymatch.CSS(m.Turn, m.Message),
	}
	if len(pageMarkers) != len(want) {
		t.Errorf("the pass has %d markers, the lists name %d", len(pageMarkers), len(want))
	}
	for _, pm := range pageMarkers {
		if want[pm.name] != pm.css {
			t.Errorf("marker %q: %s, want %s", pm.name, pm.css, want[pm.name])
		}
	}
}
