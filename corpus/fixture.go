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
	// Name is the file's base name without ".txtar"; unique in a load.
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
	ErrDuplicateName  = errors.New("duplicate fixture name")
	ErrUnknownSection = errors.New("section not allowed for this fixture kind")
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
	fail := func(err error) (*Fixture, error) { return nil, &FixtureError{File: file, Err: err} }
	if fx.Comment == "" {
		return fail(ErrNoComment)
	}
	k, err := detectKind(a)
	if err != nil {
		return fail(err)
	}
	fx.Kind = k
	seen := map[string]bool{}
	for _, f := range a.Files {
		if seen[f.Name] {
			return fail(fmt.Errorf("section %q appears twice", f.Name))
		}
		seen[f.Name] = true
		switch {
		case f.Name == "want":
			want, err := ParseWant(f.Data)
			if err != nil {
				return fail(err)
			}
			fx.Want = want
		case f.Name == "flags":
			fx.Flags = strings.Fields(string(f.Data))
		case !k.Allowed(f.Name):
			return fail(fmt.Errorf("%w: %q in a %s fixture", ErrUnknownSection, f.Name, k.Name))
		}
	}
	if !seen["want"] {
		return fail(ErrNoWant)
	}
	if len(fx.Want) == 0 {
		return fail(ErrEmptyWant)
	}
	fx.wantLine = sectionLine(data, "want")
	for i := range fx.Want {
		fx.Want[i].Line += fx.wantLine
	}
	return fx, nil
}

// sectionLine returns the 1-based line of the first body line of section
// name, or 0.
func sectionLine(data []byte, name string) int {
	marker := []byte("-- " + name + " --")
	line := 1
	for len(data) > 0 {
		next := bytes.IndexByte(data, '\n')
		cur := data
		if next >= 0 {
			cur, data = data[:next], data[next+1:]
		} else {
			data = nil
		}
		if bytes.Equal(bytes.TrimRight(cur, "\r "), marker) {
			return line + 1
		}
		line++
	}
	return 0
}

// Load reads every *.txtar below the given roots of fsys (a root may also
// name one file). It fails on an empty result, a malformed fixture or a
// duplicate name.
func Load(fsys fs.FS, roots ...string) ([]*Fixture, error) {
	var files []string
	for _, root := range roots {
		err := fs.WalkDir(fsys, root, func(p string, e fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !e.IsDir() && strings.HasSuffix(p, ".txtar") {
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
	var out []*Fixture
	byName := map[string]string{}
	for _, f := range files {
		data, err := fs.ReadFile(fsys, f)
		if err != nil {
			return nil, err
		}
		fx, err := Parse(f, data)
		if err != nil {
			return nil, err
		}
		if prev, dup := byName[fx.Name]; dup {
			return nil, &FixtureError{File: f, Err: fmt.Errorf("%w %q (also %s)", ErrDuplicateName, fx.Name, prev)}
		}
		byName[fx.Name] = f
		out = append(out, fx)
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
