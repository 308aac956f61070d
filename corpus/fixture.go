package corpus

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"golang.org/x/tools/txtar"
)

// Fixture is one loaded corpus case.
type Fixture struct {
	// File is the fixture's path as given to the loader.
	File string
	// Name is the file's base name without ".txtar"; two folders may hold
	// fixtures of the same name.
	Name string
	// Kind is the fixture sort that claimed the archive.
	Kind *Kind
	// Comment is the archive comment: where the case comes from and why.
	Comment string
	// Flags is the content of the optional flags section, split into fields.
	Flags []string
	// Want holds the hand-written expectations.
	Want []Expectation
	// Archive is the whole archive.
	Archive *txtar.Archive
	// wantLine is the archive line on which the want section's body starts.
	wantLine int
}

// FixtureError reports a malformed fixture.
type FixtureError struct {
	// File is the fixture's path as given to the loader.
	File string
	// Line is the 1-based line of the file the problem is on (the marker of
	// a section, a want line, or 1 for the file as a whole).
	Line int
	// Err is what is wrong with it, often wrapping one of the loader's
	// Err values.
	Err error
}

func (e *FixtureError) Error() string { return e.File + ": " + e.Err.Error() }
func (e *FixtureError) Unwrap() error { return e.Err }

// Errors of the loader, wrapped in *FixtureError.
var (
	ErrNoFixtures     = errors.New("no fixtures found")
	ErrNoComment      = errors.New("fixture has no comment saying where it comes from and why")
	ErrNoWant         = errors.New("fixture has no want section")
	ErrEmptyWant      = errors.New("want section has no expectations")
	ErrUnknownSection = errors.New("section not allowed for this fixture kind")
	ErrNotTxtar       = errors.New("not a fixture: a fixture's file name ends in .txtar")
	// ErrNotArchive: the file has no section marker ("-- NAME --" at the
	// start of a line) at all, so it is not a fixture, whatever its name.
	ErrNotArchive = errors.New("not a fixture: no section marker (a line \"-- NAME --\") in the file")
	// ErrGluedMarker: a section marker follows text on its line, so it
	// does not start a section (see gluedError).
	ErrGluedMarker = errors.New("a section marker is glued to the line before it")
	// ErrNoFlags: a flags section in a fixture of a kind that takes none.
	ErrNoFlags = errors.New("this fixture kind takes no flags section")
)

// Parse reads one fixture from its bytes.
func Parse(file string, data []byte) (*Fixture, error) {
	a := txtar.Parse(data)
	fx := &Fixture{
		File:    file,
		Name:    strings.TrimSuffix(path.Base(file), ".txtar"),
		Comment: strings.TrimSpace(string(a.Comment)),
		Archive: a,
	}
	lines := markerLines(a)
	fail := func(line int, err error) (*Fixture, error) {
		return nil, &FixtureError{File: file, Line: line, Err: err}
	}
	if line, err := gluedError(a); err != nil {
		return fail(line, err)
	}
	if len(a.Files) == 0 {
		return fail(1, ErrNotArchive)
	}
	if fx.Comment == "" {
		return fail(1, ErrNoComment)
	}
	k, err := detectKind(a)
	if err != nil {
		return fail(1, err)
	}
	fx.Kind = k
	seen := map[string]bool{}
	for i, f := range a.Files {
		if seen[f.Name] {
			return fail(lines[i], fmt.Errorf("section %q appears twice", f.Name))
		}
		seen[f.Name] = true
		switch {
		case f.Name == "want":
			fx.wantLine = lines[i] + 1
			want, err := ParseWant(f.Data)
			var le *wantLineError
			if errors.As(err, &le) {
				return fail(fx.wantLine+le.offset, le.err)
			}
			if err != nil {
				return fail(lines[i], err)
			}
			fx.Want = want
		case f.Name == "flags":
			if err := k.checkFlags(f.Data); err != nil {
				return fail(lines[i], err)
			}
			fx.Flags = strings.Fields(string(f.Data))
		case !k.Allowed(f.Name):
			return fail(lines[i], fmt.Errorf("%w: %q in a %s fixture, which has %s, a want section and optionally flags",
				ErrUnknownSection, f.Name, k.Name, k.sectionsOrName()))
		}
	}
	if !seen["want"] {
		return fail(1, ErrNoWant)
	}
	if len(fx.Want) == 0 {
		return fail(fx.wantLine-1, ErrEmptyWant)
	}
	for i := range fx.Want {
		fx.Want[i].Line += fx.wantLine
	}
	return fx, nil
}

// markerLines returns the 1-based line of each section's marker, in the
// archive's order: the comment's lines come first and each section takes its
// marker line and its body's lines.
func markerLines(a *txtar.Archive) []int {
	lines := make([]int, len(a.Files))
	line := 1 + bytes.Count(a.Comment, []byte("\n"))
	for i, f := range a.Files {
		lines[i] = line
		line += 1 + bytes.Count(f.Data, []byte("\n"))
	}
	return lines
}

// Loaded is one file found by LoadEach: its fixture, or why it could not be
// loaded.
type Loaded struct {
	// File is the file's path in the loaded file system.
	File string
	// Fixture is the loaded fixture, nil when Err is set.
	Fixture *Fixture
	// Err is a *FixtureError when the file is not a valid fixture, another
	// error when it could not be read.
	Err error
}

// LoadEach reads every *.txtar below the given roots of fsys; a root may
// also name one file, which is then loaded whatever its name ends in (a
// name without .txtar is ErrNotTxtar). A file that cannot be loaded does not
// stop the others: each file gets its Loaded entry, in path order. The error
// is for a root that cannot be walked, or ErrNoFixtures when no file is
// found.
func LoadEach(fsys fs.FS, roots ...string) ([]Loaded, error) {
	var files []string
	for _, root := range roots {
		err := fs.WalkDir(fsys, root, func(p string, e fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !e.IsDir() && (p == root || strings.HasSuffix(p, ".txtar")) {
				files = append(files, p)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	if len(files) == 0 {
		return nil, ErrNoFixtures
	}
	sort.Strings(files)
	files = dedupe(files)
	out := make([]Loaded, len(files))
	for i, f := range files {
		out[i] = loadOne(fsys, f)
	}
	return out, nil
}

// loadOne reads and parses one file.
func loadOne(fsys fs.FS, file string) Loaded {
	if !strings.HasSuffix(file, ".txtar") {
		return Loaded{File: file, Err: &FixtureError{File: file, Line: 1, Err: ErrNotTxtar}}
	}
	data, err := fs.ReadFile(fsys, file)
	if err != nil {
		return Loaded{File: file, Err: err}
	}
	fx, err := Parse(file, data)
	return Loaded{File: file, Fixture: fx, Err: err}
}

// Load reads every *.txtar below the given roots of fsys (a root may also
// name one file). It fails on an empty result or on the first fixture that
// cannot be loaded.
func Load(fsys fs.FS, roots ...string) ([]*Fixture, error) {
	all, err := LoadEach(fsys, roots...)
	if err != nil {
		return nil, err
	}
	out := make([]*Fixture, 0, len(all))
	for _, l := range all {
		if l.Err != nil {
			return nil, l.Err
		}
		out = append(out, l.Fixture)
	}
	return out, nil
}

func dedupe(sorted []string) []string {
	out := sorted[:0]
	for i, s := range sorted {
		if i == 0 || s != sorted[i-1] {
			out = append(out, s)
		}
	}
	return out
}

// Section returns the data of the first section of a named name.
func Section(a *txtar.Archive, name string) ([]byte, bool) {
	for _, f := range a.Files {
		if f.Name == name {
			return f.Data, true
		}
	}
	return nil, false
}
