package corpus_test

import (
	"bytes"
	"encoding/json"
	"flag"
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
