package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/testflag"
)

// snapshotFixtures loads every snapshot fixture of the corpus, by path.
func snapshotFixtures(t *testing.T) []*corpus.Fixture {
	t.Helper()
	root := filepath.Join("..", "..", "corpus", "fixtures")
	all, err := corpus.Load(os.DirFS(root), "snapshot")
	if err != nil {
		t.Fatal(err)
	}
	for _, fx := range all {
		fx.File = filepath.Join(root, filepath.FromSlash(fx.File))
	}
	return all
}

// TestClassifyFixturesAgreeWithLint: classify on every snapshot fixture of
// the corpus gives the verdict lint checks, field for field, with the
// fixture's flags; and a classify flag given on the command line that the
// fixture does not set, at its neutral value, changes nothing — so a flag
// of the command line never resets one of the fixture's (binding the
// flags twice once reset --expect-message-id to its default). A plain go
// test checks the fixtures sampleFixtures keeps, some of every family;
// CHATPROOF_EXHAUSTIVE=1, as CI runs, every one.
func TestClassifyFixturesAgreeWithLint(t *testing.T) {
	all := snapshotFixtures(t)
	fixtures := sampleFixtures(all)
	t.Logf("%d of %d snapshot fixtures", len(fixtures), len(all))
	want := map[string]json.RawMessage{}
	files := make([]string, 0, len(fixtures))
	for _, fx := range fixtures {
		r := corpus.Run(fx)
		if !r.OK() {
			t.Fatalf("%s does not pass lint: %v %v", fx.File, r.Err, r.Failures)
		}
		want[fx.File] = r.Report
		files = append(files, fx.File)
	}
	neutral := map[string][]string{"expect-message-id": {"--expect-message-id="}, "min-turn": {"--min-turn", "0"}}
	runs := [][]string{nil}
	for _, args := range neutral {
		runs = append(runs, args)
	}
	flagged := 0
	for _, extra := range runs {
		args := append([]string{"classify"}, extra...)
		code, out, errs := runMain(t, nil, append(args, files...)...)
		if code != exitOK {
			t.Fatalf("%v: exit %d: %s", extra, code, errs)
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(lines) != len(files) {
			t.Fatalf("%v: %d lines for %d fixtures", extra, len(lines), len(files))
		}
		for i, line := range lines {
			fx := fixtures[i]
			if len(extra) > 0 && flagSet(fx.Flags, strings.TrimPrefix(strings.TrimSuffix(extra[0], "="), "--")) {
				continue // the command line's flag wins over the fixture's, as documented
			}
			if len(fx.Flags) > 0 {
				flagged++
			}
			if got, lint := withoutSource(t, []byte(line)), withoutSource(t, want[fx.File]); got != lint {
				t.Errorf("classify %v %s differs from lint's report:\nclassify %s\nlint     %s", extra, fx.File, got, lint)
			}
		}
	}
	if flagged < 5 {
		t.Errorf("only %d runs of fixtures with a flags section", flagged)
	}
}

// fixtureSample is the share of the snapshot fixtures a plain go test
// classifies against lint: one in fixtureSample of every family.
const fixtureSample = 3

// sampleFixtures returns the fixtures a test checks: every one with
// CHATPROOF_EXHAUSTIVE=1, otherwise one in fixtureSample of every family
// (a fixture's name up to its first "_"; for a provider's fixtures the
// first word after it, gemini_deepthink), at least one, the family's
// index shifting which, in their order. Every fixture with a flags
// section is kept.
func sampleFixtures(fxs []*corpus.Fixture) []*corpus.Fixture {
	var files []string
	for _, fx := range fxs {
		files = append(files, fx.File)
	}
	keep := testflag.ByFamily(files, func(file string) string { return testflag.NameFamily(filepath.Base(file)) }, fixtureSample)
	var out []*corpus.Fixture
	for _, fx := range fxs {
		if keep[fx.File] || len(fx.Flags) > 0 {
			out = append(out, fx)
		}
	}
	return out
}

// flagSet reports whether a fixture's flags set the flag name.
func flagSet(flags []string, name string) bool {
	for _, f := range flags {
		if f == "--"+name || strings.HasPrefix(f, "--"+name+"=") {
			return true
		}
	}
	return false
}

// withoutSource is a verdict's JSON without its source and the fields the
// command adds, compacted with sorted keys.
func withoutSource(t *testing.T, data []byte) string {
	t.Helper()
	var m map[string]any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&m); err != nil {
		t.Fatalf("%v: %s", err, data)
	}
	delete(m, "source")
	delete(m, "tool")
	out, _ := json.Marshal(m)
	return string(out)
}

// TestClassifyCommandLineFlagsWin: a flag given on the command line
// replaces the fixture's value of that flag and keeps the others.
func TestClassifyCommandLineFlagsWin(t *testing.T) {
	file := fixture("snapshot", "response_expect-id-and-baseline")
	_, out, _ := runVerb(t, nil, "classify", "--min-turn", "0", file)
	_, lint, _ := runVerb(t, nil, "classify", file)
	if withoutSource(t, []byte(out)) != withoutSource(t, []byte(lint)) {
		t.Errorf("--min-turn 0 over a fixture whose response is turn 6 changed the verdict:\n%s\n%s", out, lint)
	}
	code, out, errs := runVerb(t, nil, "classify", "--expect-message-id", "no-such-id", file)
	if code != exitOK || !strings.Contains(out, "message_id_mismatch") && !strings.Contains(out, `"present":false`) {
		t.Errorf("--expect-message-id on the command line did not replace the fixture's: exit %d %s %s", code, out, errs)
	}
}
