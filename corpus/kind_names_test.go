package corpus_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/corpus"
)

// fixtureName is <category>_<short-name>: a lower-case category word, one
// underscore, then a short name of hyphen-separated lower-case words.
var fixtureName = regexp.MustCompile(`^[a-z0-9]+_[a-z0-9]+(-[a-z0-9]+)*$`)

// TestFixtureNamesAndComments checks the sequence, scan and recover
// fixtures: each is named <category>_<short-name>.txtar, lies in the
// directory of its kind, and its comment is more than a label (it has to
// say where the case comes from and why the want is right).
func TestFixtureNamesAndComments(t *testing.T) {
	for _, kind := range []string{"sequence", "scan", "recover"} {
		fxs, err := corpus.Load(corpus.Default(), kind)
		if err != nil {
			t.Fatalf("%s: %v", kind, err)
		}
		for _, fx := range fxs {
			if !fixtureName.MatchString(fx.Name) {
				t.Errorf("%s: name is not <category>_<short-name> (lower case, hyphens inside the short name)", fx.File)
			}
			if fx.Kind.Name != kind {
				t.Errorf("%s: a %s fixture in the %s directory", fx.File, fx.Kind.Name, kind)
			}
			if len(fx.Comment) < 120 || !strings.ContainsAny(fx.Comment, ".:") {
				t.Errorf("%s: the comment (%d bytes) does not say where the case comes from and why", fx.File, len(fx.Comment))
			}
		}
	}
}
