package corpus_test

import (
	"errors"
	"io/fs"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/gate"
)

// Every embedded sequence fixture is a valid sequence of the sequence kind
// and states its hand-written complete_at.
func TestSequenceFixtures(t *testing.T) {
	fxs, err := corpus.Load(corpus.Default(), "sequence")
	if err != nil {
		t.Fatal(err)
	}
	if len(fxs) < 9 {
		t.Fatalf("only %d sequence fixtures", len(fxs))
	}
	for _, fx := range fxs {
		if fx.Kind.Name != "sequence" {
			t.Errorf("%s: kind %s", fx.File, fx.Kind.Name)
		}
		if _, err := corpus.DecodeSequence(fx.Archive); err != nil {
			t.Errorf("%s: %v", fx.File, err)
		}
		n := 0
		for _, w := range fx.Want {
			if w.Path == "complete_at" && w.Op == corpus.OpEqual {
				n++
			}
		}
		if n != 1 {
			t.Errorf("%s: %d complete_at expectations, want 1", fx.File, n)
		}
	}
}

// A want of complete_at (a number or never) compares equal to the report.
func TestSequenceCompleteAtWant(t *testing.T) {
	for _, tc := range []struct {
		report gate.ReplayReport
		want   string
	}{
		{gate.ReplayReport{}, "complete_at: never\n"},
		{gate.ReplayReport{CompleteAt: gate.CompleteAt{Fired: true, MS: 2400}}, "complete_at: 2400\n"},
	} {
		want, err := corpus.ParseWant([]byte(tc.want))
		if err != nil {
			t.Fatal(err)
		}
		if fails, err := corpus.Check(tc.report, want); err != nil || len(fails) != 0 {
			t.Errorf("%q against %v: %v %v", tc.want, tc.report.CompleteAt, fails, err)
		}
		wrong, _ := corpus.ParseWant([]byte("complete_at: 2000\n"))
		if fails, _ := corpus.Check(tc.report, wrong); len(fails) != 1 {
			t.Errorf("complete_at: 2000 held against %v", tc.report.CompleteAt)
		}
	}
}

// The sequence kind claims archives with snap/ sections (and no others),
// and rejects malformed sequences with the gate's errors.
func TestSequenceKind(t *testing.T) {
	parse := func(name, src string) (*corpus.Fixture, error) {
		return corpus.Parse(name, []byte("why\n"+src+"-- want --\ncomplete_at: never\n"))
	}
	fx, err := parse("seq.txtar", "-- snap/000000ms.html --\n<p></p>\n")
	if err != nil || fx.Kind.Name != "sequence" {
		t.Fatalf("sequence not detected: %v", err)
	}
	if _, err := parse("mixed.txtar", "-- snap/000000ms.html --\n-- notes.txt --\n"); !errors.Is(err, corpus.ErrUnknownSection) {
		t.Errorf("foreign section: err = %v", err)
	}
	for src, want := range map[string]error{
		"-- snap/000400ms.html --\n":                             corpus.ErrFirstNotZero,
		"-- snap/000000ms.html --\n-- snap/000000ms.html --\n":   corpus.ErrNotIncreasing,
		"-- snap/1ms.html --\n":                                  corpus.ErrBadSnapshotName,
		"-- flags --\n--stable soon\n-- snap/000000ms.html --\n": corpus.ErrBadFlags,
	} {
		_, err := corpus.ReplaySequence(txtar.Parse([]byte(src)))
		if !errors.Is(err, want) {
			t.Errorf("%q: err = %v, want %v", src, err, want)
		}
	}
}

// The sequence fixtures are named <category>_<short-name>.txtar.
func TestSequenceFixtureNames(t *testing.T) {
	err := fs.WalkDir(corpus.Default(), "sequence", func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		base := strings.TrimSuffix(p[len("sequence/"):], ".txtar")
		if !strings.HasSuffix(p, ".txtar") || !strings.Contains(base, "_") || strings.ToLower(base) != base {
			t.Errorf("fixture name %q is not <category>_<short-name>.txtar", p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
