package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/chatproof/chatproof/corpus"
)

func init() {
	verbs["lint"] = verb{runLint, "check fixtures against their hand-written expectations (default: the embedded corpus)"}
}

// lintSchema is the schema of lint's JSON lines.
const lintSchema = "chatproof.lint/v2"

var lintHelp = verbHelp{
	Usage: "chatproof lint [--format text|json|github] [--json] [--text] [--profile FILE]... [PATH...]",
	About: `
Checks fixtures against their hand-written want sections. A PATH is a
fixture (a .txtar file; - reads one from standard input) or a folder, read
with every .txtar below it; without PATH, the corpus embedded in the binary.

A fixture that cannot be loaded (no comment, a misspelt section, a want line
that does not parse, a flags section that does not parse, a section marker
glued to the end of the line before it) or whose input cannot be judged is
reported like a failed expectation, with its path, line and cause, and the
others are still checked. A path that cannot be read, holds no fixture, or
is a file that is not one (named without .txtar, or without a single
"-- NAME --" section) is said on stderr (--json: also as its own object;
--format github: as an ::error annotation instead) and makes the exit
status 1.

--format text (the default) prints "PATH:LINE: path: want X, got Y" for each
failure and a "N passed, M failed" summary. --format json (or --json) prints
one chatproof.lint/v2 JSON object per fixture and line: file, kind, ok,
line and error when it could not be loaded, failures. --format github prints
GitHub workflow annotations (::error file=PATH,line=LINE::...) and a
::notice:: with the summary, so that a clean run also says what passed.`,
	Exit: []string{
		"0  every expectation holds",
		"1  a usage error, or a path that could not be read, holds no fixture, or is a file that is not one",
		"3  some expectation does not hold, or some fixture could not be loaded",
	},
}

// lintEntry is the outcome of one fixture, as every format shows it.
type lintEntry struct {
	Schema   string           `json:"schema"`
	File     string           `json:"file"`
	Kind     string           `json:"kind"`
	OK       bool             `json:"ok"`
	Line     int              `json:"line,omitempty"`
	Error    string           `json:"error,omitempty"`
	Failures []corpus.Failure `json:"failures"`
	// input is set for a path that is not a fixture to check
	// (isInputError): text and JSON also say so on stderr, and it counts
	// in neither the passed nor the failed.
	input bool
}

func runLint(args []string, stdout, stderr io.Writer) int {
	c := newCommand("lint", lintHelp, stdout, stderr)
	c.withFormats(formatText, formatText, formatJSON, formatGitHub)
	profileFile := profileFlag(c.flags)
	paths, status, ok := c.parse(args)
	if !ok {
		return status
	}
	profile, status, ok := loadProfileFlag(c, profileFile)
	if !ok {
		return status
	}
	out := c.format
	loaded, status := loadFixtures(c, paths)
	entries := checkFixtures(loaded, runOptions(profile))
	passed, failed := 0, 0
	enc := jsonLines(stdout)
	for _, e := range entries {
		switch {
		case e.input:
			status = exitError
		case e.OK:
			passed++
		default:
			failed++
		}
		var err error
		switch out {
		case "json":
			err = enc.Encode(e)
		case "github":
			err = writeLintGitHub(stdout, e)
		default:
			err = writeLintText(stdout, e)
		}
		if err != nil {
			return c.fail("", err)
		}
		if e.input && out != formatGitHub {
			fmt.Fprintf(stderr, "chatproof lint: %s: %s\n", inputName(e.File), e.Error)
		}
	}
	fixtures := passed + failed
	switch {
	case out == formatText && fixtures > 0:
		fmt.Fprintf(stdout, "%d passed, %d failed\n", passed, failed)
	case out == formatGitHub && fixtures > 0:
		fmt.Fprintf(stdout, "::notice title=chatproof lint::%d passed, %d failed\n", passed, failed)
	}
	switch {
	case status != exitOK:
		return status
	case failed > 0:
		return exitFailed
	}
	return exitOK
}

// loadFixtures loads the given paths, or the embedded corpus. A path that
// cannot be read or holds no fixture gets a Loaded entry of its own, with
// an inputError, so that every format reports it; the others are still
// loaded.
func loadFixtures(c *command, paths []string) ([]corpus.Loaded, int) {
	if len(paths) == 0 {
		all, err := corpus.LoadEach(corpus.Default(), ".")
		if err != nil {
			return nil, c.fail("", err)
		}
		return all, exitOK
	}
	var all []corpus.Loaded
	for _, p := range paths {
		got, err := loadPath(p)
		if err != nil {
			all = append(all, corpus.Loaded{File: p, Err: inputError{errors.New(errorText(err, p))}})
			continue
		}
		all = append(all, got...)
	}
	return all, exitOK
}

// inputError is a path lint was given that is not a fixture to check: it
// cannot be read, it holds no fixture, or the file is not one (not named
// .txtar, or without a single section). Lint exits 1 for it, as for a
// usage error, where a fixture that is one but is broken exits 3.
type inputError struct{ err error }

func (e inputError) Error() string { return e.err.Error() }
func (e inputError) Unwrap() error { return e.err }

// isInputError reports whether err, from loading a path, says the path is
// not a fixture to check (inputError).
func isInputError(err error) bool {
	return errors.As(err, new(inputError)) || errors.Is(err, corpus.ErrNotTxtar) || errors.Is(err, corpus.ErrNotArchive)
}

// loadPath loads one path argument: standard input, a file or a folder. The
// fixtures' File is the path as the user would write it.
func loadPath(p string) ([]corpus.Loaded, error) {
	if p == stdinName {
		data, err := io.ReadAll(stdin)
		if err != nil {
			return nil, err
		}
		fx, err := corpus.Parse(p, data)
		return []corpus.Loaded{{File: p, Fixture: fx, Err: err}}, nil
	}
	st, err := os.Stat(p)
	if err != nil {
		return nil, err
	}
	dir, root := p, "."
	if !st.IsDir() {
		dir, root = filepath.Dir(p), filepath.Base(p)
	}
	all, err := corpus.LoadEach(os.DirFS(dir), root)
	if errors.Is(err, corpus.ErrNoFixtures) {
		return nil, errors.New("no fixtures (*.txtar files) in this folder")
	}
	if err != nil {
		return nil, err
	}
	for i := range all {
		all[i].File = displayPath(p, st.IsDir(), all[i].File)
		if all[i].Fixture != nil {
			all[i].Fixture.File = all[i].File
		}
	}
	return all, nil
}

// displayPath turns a path relative to the loaded directory back into one
// relative to what the user typed.
func displayPath(arg string, isDir bool, rel string) string {
	if !isDir {
		return arg
	}
	return filepath.ToSlash(filepath.Join(arg, filepath.FromSlash(rel)))
}

// checkFixtures runs the loaded fixtures and returns one entry per file, in
// order: the failed expectations of a fixture, or why it could not be
// loaded or checked.
func checkFixtures(loaded []corpus.Loaded, o corpus.RunOptions) []lintEntry {
	var fixtures []*corpus.Fixture
	for _, l := range loaded {
		if l.Err == nil {
			fixtures = append(fixtures, l.Fixture)
		}
	}
	results := corpus.RunAllWith(fixtures, o)
	entries := make([]lintEntry, 0, len(loaded))
	for _, l := range loaded {
		e := lintEntry{Schema: lintSchema, File: l.File, Failures: []corpus.Failure{}}
		if l.Err != nil {
			e.Line, e.Error = loadError(l.Err)
			e.input = isInputError(l.Err)
			entries = append(entries, e)
			continue
		}
		r := results[0]
		results = results[1:]
		e.Kind = r.Fixture.Kind.Name
		e.OK = r.OK()
		if r.Failures != nil {
			e.Failures = r.Failures
		}
		if r.Err != nil {
			e.Error = errorText(r.Err, "")
		}
		entries = append(entries, e)
	}
	return entries
}

// loadError is the line and message of a fixture that could not be loaded;
// the message does not repeat the file, which the entry names.
func loadError(err error) (line int, msg string) {
	var fe *corpus.FixtureError
	if errors.As(err, &fe) {
		return fe.Line, errorText(fe.Err, "")
	}
	return 0, errorText(err, "")
}

// writeLintText writes an entry as "PATH:LINE: message" lines; an input
// error is said on stderr instead.
func writeLintText(w io.Writer, e lintEntry) error {
	if e.input {
		return nil
	}
	var b strings.Builder
	if e.Error != "" {
		fmt.Fprintf(&b, "%s: %s\n", filePos(e.File, e.Line), e.Error)
	}
	for _, f := range e.Failures {
		fmt.Fprintf(&b, "%s: %s\n", filePos(e.File, f.Line), failureText(f))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// writeLintGitHub writes an entry as GitHub workflow error annotations.
func writeLintGitHub(w io.Writer, e lintEntry) error {
	var b strings.Builder
	if e.Error != "" {
		fmt.Fprintf(&b, "::error %s::%s\n", annotationPos(e.File, e.Line), escapeAnnotation(e.Error))
	}
	for _, f := range e.Failures {
		fmt.Fprintf(&b, "::error %s::%s\n", annotationPos(e.File, f.Line), escapeAnnotation(failureText(f)))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func filePos(file string, line int) string {
	if line <= 0 {
		return file
	}
	return fmt.Sprintf("%s:%d", file, line)
}

func annotationPos(file string, line int) string {
	pos := "file=" + escapeProperty(file)
	if line > 0 {
		pos += fmt.Sprintf(",line=%d", line)
	}
	return pos
}

func failureText(f corpus.Failure) string {
	key := f.Path
	if f.Op != corpus.OpEqual {
		key += " " + string(f.Op)
	}
	return fmt.Sprintf("%s: want %s, got %s", key, f.Want, f.Got)
}

// escapeAnnotation escapes a GitHub workflow command message.
func escapeAnnotation(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

// escapeProperty escapes a GitHub workflow command property value.
func escapeProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}
