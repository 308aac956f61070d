package corpus_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"

	"github.com/chatproof/chatproof/corpus"
)

// TestCorpus runs every embedded fixture: its hand-written want must hold,
// and its report must equal the derived golden report. go test -update
// rewrites the goldens, never a want.
func TestCorpus(t *testing.T) {
	fxs, err := corpus.Load(corpus.Default(), ".")
	if err != nil {
		t.Fatal(err)
	}
	g := goldie.New(t, goldie.WithFixtureDir("testdata/golden"), goldie.WithNameSuffix(".json"))
	updating := false
	if f := flag.Lookup("update"); f != nil {
		updating = f.Value.String() == "true"
	}
	for _, fx := range fxs {
		t.Run(fx.Kind.Name+"/"+fx.Name, func(t *testing.T) {
			if !updating {
				t.Parallel()
			}
			res := corpus.Run(fx)
			if res.Err != nil {
				t.Fatalf("%s: %v", fx.File, res.Err)
			}
			for _, f := range res.Failures {
				t.Errorf("%s:%d: %s: want %s, got %s", fx.File, f.Line, f.Path, f.Want, f.Got)
			}
			var pretty bytes.Buffer
			if err := json.Indent(&pretty, res.Report, "", "  "); err != nil {
				t.Fatal(err)
			}
			pretty.WriteByte('\n')
			g.Assert(t, fx.Kind.Name+"/"+strings.TrimSuffix(fx.Name, ".txtar"), pretty.Bytes())
		})
	}
}

// TestNoOrphanGoldens: every golden report belongs to a fixture, so a
// renamed or deleted fixture cannot leave a stale golden behind.
func TestNoOrphanGoldens(t *testing.T) {
	fxs, err := corpus.Load(corpus.Default(), ".")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{}
	for _, fx := range fxs {
		want[filepath.Join("testdata", "golden", fx.Kind.Name, fx.Name+".json")] = true
	}
	err = filepath.WalkDir(filepath.Join("testdata", "golden"), func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		if !want[p] {
			t.Errorf("golden %s has no fixture; delete it", p)
		}
		return nil
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
}
