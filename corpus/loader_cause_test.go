package corpus

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"
)

// oneOfEachKind returns the first embedded fixture of every kind, by the
// kind's folder: real archives for the loader tests to break.
func oneOfEachKind(t *testing.T) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	for _, k := range Kinds() {
		entries, err := fs.ReadDir(Default(), k.Name)
		if err != nil || len(entries) == 0 {
			t.Fatalf("no %s fixture to start from: %v", k.Name, err)
		}
		data, err := fs.ReadFile(Default(), k.Name+"/"+entries[0].Name())
		if err != nil {
			t.Fatal(err)
		}
		out[k.Name] = data
	}
	return out
}

// withFlags returns the archive data with its flags section set to flags
// (added before the first section when it has none), and the line of the
// flags marker.
func withFlags(data []byte, flags string) ([]byte, int) {
	a := txtar.Parse(data)
	files := []txtar.File{{Name: SectionFlags, Data: []byte(flags + "\n")}}
	for _, f := range a.Files {
		if f.Name != SectionFlags {
			files = append(files, f)
		}
	}
	a.Files = files
	return txtar.Format(a), markerLines(a)[0]
}

// flagCase is one malformed flags section and what its error must say.
type flagCase struct {
	flags, says string
}

// malformedFlags generates, for a flag name and a valid value of it, the
// ways a fixture author writes it wrong: as a want line (with and without
// dashes and space), misspelt, without its value, with a stray argument,
// and with each bad value given.
func malformedFlags(name, valid string, bad ...string) []flagCase {
	wantLine := fmt.Sprintf("is written as a want line; a flags section holds command-line flags: --%s %s", name, valid)
	cases := []flagCase{
		{name + ": " + valid, wantLine},
		{name + ":" + valid, wantLine},
		{"--" + name + ": " + valid, wantLine},
		{"-" + name + ":\n" + valid, wantLine},
		{"--" + name + "x " + valid, "flag provided but not defined: -" + name + "x"},
		{"--" + name, "flag needs an argument: -" + name},
		{"--" + name + " " + valid + " stray", `unexpected argument "stray"`},
		{valid + " --" + name + " " + valid, fmt.Sprintf("unexpected argument %q", valid)},
	}
	for _, b := range bad {
		cases = append(cases, flagCase{"--" + name + " " + b, fmt.Sprintf("invalid value %q for flag -%s", b, name)})
	}
	return cases
}

// kindFlags are the flags each kind reads, with a valid value and bad
// ones; a kind not listed takes no flags.
var kindFlags = map[string][]struct {
	name, valid string
	bad         []string
}{
	"snapshot": {
		{"expect-message-id", "abc", nil},
		{"min-turn", "5", []string{"x", "-1", "5.5"}},
		{"site", "gemini", []string{"nosuch"}},
	},
	"sequence": {
		{"expect-message-id", "abc", nil},
		{"min-turn", "5", []string{"x", "-1"}},
		{"site", "gemini", []string{"nosuch"}},
		{"samples", "3", []string{"x"}},
		{"stable", "2s", []string{"2", "soon"}},
	},
}

// TestParseFlagsSectionCause: every flag of every kind that reads flags,
// written wrong in every way, is refused by the loader on the flags
// marker's line with its cause (for a want-style line, how to write it),
// not left for the run to turn into a report that lacks every wanted
// field; the same flag written right loads. A kind that takes no flags
// refuses a flags section with anything in it, and loads an empty one.
func TestParseFlagsSectionCause(t *testing.T) {
	for kind, data := range oneOfEachKind(t) {
		flags, reads := kindFlags[kind]
		if !reads {
			bad, line := withFlags(data, "--min-turn 5")
			_, err := Parse("x.txtar", bad)
			var fe *FixtureError
			if !errors.Is(err, ErrNoFlags) || !errors.As(err, &fe) || fe.Line != line {
				t.Errorf("%s with flags: %v, want ErrNoFlags on line %d", kind, err, line)
			}
			if empty, _ := withFlags(data, ""); !loads(empty) {
				t.Errorf("%s with an empty flags section does not load", kind)
			}
			continue
		}
		for _, f := range flags {
			good, _ := withFlags(data, "--"+f.name+" "+f.valid)
			if !loads(good) {
				t.Errorf("%s: %q does not load", kind, "--"+f.name+" "+f.valid)
			}
			for _, c := range malformedFlags(f.name, f.valid, f.bad...) {
				bad, line := withFlags(data, c.flags)
				_, err := Parse("x.txtar", bad)
				var fe *FixtureError
				if !errors.Is(err, ErrBadFlags) || !errors.As(err, &fe) || fe.Line != line || !strings.Contains(err.Error(), c.says) {
					t.Errorf("%s, flags %q: %v; want ErrBadFlags on line %d saying %q", kind, c.flags, err, line, c.says)
				}
			}
		}
	}
}

// loads reports whether data loads as a fixture.
func loads(data []byte) bool {
	_, err := Parse("x.txtar", data)
	return err == nil
}

// glue removes the newline before the marker of section i of data, as a
// section (or the comment) that ends without a newline leaves it, and
// returns the file line the marker now ends.
func glue(data []byte, i int) ([]byte, int) {
	a := txtar.Parse(data)
	line := markerLines(a)[i] - 1
	if i == 0 {
		a.Comment = bytes.TrimSuffix(a.Comment, []byte("\n"))
	} else {
		a.Files[i-1].Data = bytes.TrimSuffix(a.Files[i-1].Data, []byte("\n"))
	}
	// Written by hand: txtar.Format adds the newline back.
	var b bytes.Buffer
	b.Write(a.Comment)
	for _, f := range a.Files {
		fmt.Fprintf(&b, "-- %s --\n", f.Name)
		b.Write(f.Data)
	}
	return b.Bytes(), line
}

// TestParseGluedMarker: in a real fixture of every kind, with a flags
// section and without, each section's marker glued to the end of the line
// before it (the comment's or the section's before, which ends without a
// newline, as saved pages often do) is refused on that line, naming the
// marker and saying to add a newline; the fixture with every newline in
// place loads.
func TestParseGluedMarker(t *testing.T) {
	for kind, data := range oneOfEachKind(t) {
		variants := [][]byte{data}
		if f, ok := kindFlags[kind]; ok {
			with, _ := withFlags(data, "--"+f[0].name+" "+f[0].valid)
			variants = append(variants, with)
		}
		for _, v := range variants {
			if !loads(v) {
				t.Fatalf("%s: the fixture does not load before it is broken", kind)
			}
			a := txtar.Parse(v)
			for i, f := range a.Files {
				if i > 0 && len(a.Files[i-1].Data) == 0 {
					continue // an empty section has no line to glue to
				}
				bad, line := glue(v, i)
				_, err := Parse("x.txtar", bad)
				var fe *FixtureError
				marker := fmt.Sprintf("%q is at the end of line %d, the last line of", "-- "+f.Name+" --", line)
				if !errors.Is(err, ErrGluedMarker) || !errors.As(err, &fe) || fe.Line != line ||
					!strings.Contains(err.Error(), marker) || !strings.Contains(err.Error(), "add a newline before") {
					t.Errorf("%s, %s glued: %v; want ErrGluedMarker on line %d saying %s", kind, f.Name, err, line, marker)
				}
			}
		}
	}
}

// TestParseNotGlued: text that only looks like a glued marker is not one:
// a name no fixture has, a marker of its own line, an HTML comment.
func TestParseNotGlued(t *testing.T) {
	for _, page := range []string{
		"<p>pros -- cons --\n",
		"<p>x</p><!-- want -->\n",
		"<p>a -- b -- c</p>\n",
		"<pre>-- notes.txt --</pre>\n",
	} {
		data := "why\n-- page.html --\n" + page + "-- want --\nterminal: incomplete\n"
		if _, err := Parse("x.txtar", []byte(data)); err != nil {
			t.Errorf("page %q: %v", page, err)
		}
	}
}

// TestParseNotArchive: a file without a single section marker is not a
// fixture, whatever else is in it.
func TestParseNotArchive(t *testing.T) {
	for _, data := range []string{"", "<!DOCTYPE html><p>a saved page</p>", "why\nno sections\n", "terminal: complete\n"} {
		if _, err := Parse("x.txtar", []byte(data)); !errors.Is(err, ErrNotArchive) {
			t.Errorf("%q: %v, want ErrNotArchive", data, err)
		}
	}
}

// TestRunSaysWhyInputCannotBeJudged: a fixture that loads but whose input
// its kind refuses (here a sequence whose first snapshot is not at 0 ms)
// fails with the kind's error, not with every wanted field missing from
// the error report; a want that checks the error report still gets it.
func TestRunSaysWhyInputCannotBeJudged(t *testing.T) {
	const seq = "why\n-- snap/000100ms.html --\n<p>\n-- snap/000200ms.html --\n<p>\n-- want --\n"
	for _, want := range []string{"complete_at: never\n", "complete_at: never\nsamples: 2\n"} {
		fx, err := Parse("x.txtar", []byte(seq+want))
		if err != nil {
			t.Fatal(err)
		}
		r := Run(fx)
		if r.Err == nil || !errors.Is(r.Err, ErrFirstNotZero) || len(r.Failures) != 0 {
			t.Errorf("want %q: err %v, failures %v; want the kind's error and no failures", want, r.Err, r.Failures)
		}
	}
	fx, err := Parse("x.txtar", []byte(seq+"error: "+ErrFirstNotZero.Error()+`: "snap/000100ms.html"`+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if r := Run(fx); !r.OK() {
		t.Errorf("a want on the error report: %+v", r)
	}
}

// TestReadersRefuseGluedMarkers: the readers of a single archive, a
// snapshot as classify reads it and a sequence as replay does, refuse a
// marker glued to the line before it, with its line, as the loader does:
// the flags or the snapshot it names would otherwise be left out of what
// they read, or read as part of another section.
func TestReadersRefuseGluedMarkers(t *testing.T) {
	read := map[string]func([]byte) error{
		"snapshot": func(d []byte) error { _, _, err := ReadSnapshot(d); return err },
		"sequence": func(d []byte) error { _, err := ReadSequence(d); return err },
	}
	for kind, data := range oneOfEachKind(t) {
		r, ok := read[kind]
		if !ok {
			continue
		}
		with, _ := withFlags(data, "--"+kindFlags[kind][0].name+" "+kindFlags[kind][0].valid)
		if err := r(with); err != nil {
			t.Fatalf("%s: %v before it is broken", kind, err)
		}
		for i, f := range txtar.Parse(with).Files {
			bad, line := glue(with, i)
			err := r(bad)
			if !errors.Is(err, ErrGluedMarker) || !strings.Contains(err.Error(), fmt.Sprintf("line %d: ", line)) {
				t.Errorf("%s, %s glued: %v; want ErrGluedMarker on line %d", kind, f.Name, err, line)
			}
		}
	}
}
