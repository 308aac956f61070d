package surface_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/snapshot"
	"github.com/chatproof/chatproof/surface"
)

// TestFixtures runs the surface expectations (want paths under "surface.")
// of the snapshot fixtures against Read alone, so that the surface rules
// are checked even where other parts of the verdict are still changing.
// Every surface_* fixture must have surface expectations.
func TestFixtures(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "corpus", "fixtures", "snapshot")
	fxs, err := corpus.Load(os.DirFS(dir), ".")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, fx := range fxs {
		var want []corpus.Expectation
		for _, e := range fx.Want {
			if strings.HasPrefix(e.Path, "surface.") {
				want = append(want, e)
			}
		}
		if len(want) == 0 {
			if strings.HasPrefix(fx.Name, "surface_") {
				t.Errorf("%s: no surface expectations", fx.Name)
			}
			continue
		}
		page, _ := corpus.Section(fx.Archive, "page.html")
		t.Run(fx.Name, func(t *testing.T) {
			d, err := snapshot.Parse(page, snapshot.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			report := struct {
				Surface surface.Surface `json:"surface"`
			}{surface.Read(d)}
			fails, err := corpus.Check(report, want)
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range fails {
				t.Errorf("%s:%d: %s: got %s", fx.File, f.Line, f.Expectation, f.Got)
			}
		})
		checked++
	}
	if checked < 20 {
		t.Fatalf("only %d fixtures with surface expectations", checked)
	}
}
