package main

import (
	"encoding/json"
	"flag"
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

// lintReport is the --json output, schema chatproof.lint/v1.
type lintReport struct {
	Schema   string        `json:"schema"`
	Fixtures []lintFixture `json:"fixtures"`
	Passed   int           `json:"passed"`
	Failed   int           `json:"failed"`
}

type lintFixture struct {
	File     string           `json:"file"`
	Kind     string           `json:"kind"`
	OK       bool             `json:"ok"`
	Failures []corpus.Failure `json:"failures"`
	Error    string           `json:"error,omitempty"`
}

func runLint(args []string, stdout, stderr io.Writer) int {
	fset := flag.NewFlagSet("lint", flag.ContinueOnError)
	fset.SetOutput(stderr)
	asJSON := fset.Bool("json", false, "print one chatproof.lint/v1 JSON report")
	format := fset.String("format", "", "output format: \"\" (human) or \"github\" (workflow annotations)")
	fset.Usage = func() {
		fmt.Fprintln(stderr, "usage: chatproof lint [--json] [--format github] [PATH...]")
		fset.PrintDefaults()
	}
	if err := fset.Parse(args); err != nil {
		return parseStatus(err)
	}
	if *format != "" && *format != "github" {
		fmt.Fprintf(stderr, "chatproof lint: unknown --format %q\n", *format)
		return exitError
	}
	fixtures, err := loadFixtures(fset.Args())
	if err != nil {
		fmt.Fprintf(stderr, "chatproof lint: %v\n", err)
		return exitError
	}
	results := corpus.RunAll(fixtures)
	rep := lintReport{Schema: "chatproof.lint/v1", Fixtures: make([]lintFixture, 0, len(results))}
	for _, r := range results {
		lf := lintFixture{File: r.Fixture.File, Kind: r.Fixture.Kind.Name, OK: r.OK(), Failures: r.Failures}
		if lf.Failures == nil {
			lf.Failures = []corpus.Failure{}
		}
		if r.Err != nil {
			lf.Error = r.Err.Error()
		}
		if lf.OK {
			rep.Passed++
		} else {
			rep.Failed++
		}
		rep.Fixtures = append(rep.Fixtures, lf)
	}
	switch {
	case *asJSON:
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			fmt.Fprintf(stderr, "chatproof lint: %v\n", err)
			return exitError
		}
	default:
		for _, f := range rep.Fixtures {
			printLintFixture(stdout, f, *format == "github")
		}
		fmt.Fprintf(stdout, "%d passed, %d failed\n", rep.Passed, rep.Failed)
	}
	if rep.Failed > 0 {
		return exitFailed
	}
	return exitOK
}

func printLintFixture(w io.Writer, f lintFixture, github bool) {
	if f.Error != "" {
		if github {
			fmt.Fprintf(w, "::error file=%s::%s\n", f.File, escapeAnnotation(f.Error))
		} else {
			fmt.Fprintf(w, "%s: %s\n", f.File, f.Error)
		}
	}
	for _, fl := range f.Failures {
		msg := fmt.Sprintf("%s: want %s, got %s", wantText(fl), fl.Want, fl.Got)
		if github {
			fmt.Fprintf(w, "::error file=%s,line=%d::%s\n", f.File, fl.Line, escapeAnnotation(msg))
		} else {
			fmt.Fprintf(w, "%s:%d: %s\n", f.File, fl.Line, msg)
		}
	}
}

func wantText(f corpus.Failure) string {
	if f.Op == corpus.OpEqual {
		return f.Path
	}
	return f.Path + " " + string(f.Op)
}

// escapeAnnotation escapes a GitHub workflow command message.
func escapeAnnotation(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

// loadFixtures loads the given files and directories, or the embedded corpus.
func loadFixtures(paths []string) ([]*corpus.Fixture, error) {
	if len(paths) == 0 {
		return corpus.Load(corpus.Default(), ".")
	}
	var all []*corpus.Fixture
	seen := map[string]string{}
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return nil, err
		}
		st, err := os.Stat(abs)
		if err != nil {
			return nil, err
		}
		dir, root := abs, "."
		if !st.IsDir() {
			dir, root = filepath.Dir(abs), filepath.Base(abs)
		}
		fxs, err := corpus.Load(os.DirFS(dir), root)
		if err != nil {
			return nil, err
		}
		for _, fx := range fxs {
			fx.File = displayPath(p, st.IsDir(), fx.File)
			if prev, dup := seen[fx.Name]; dup {
				return nil, &corpus.FixtureError{File: fx.File, Err: fmt.Errorf("%w %q (also %s)", corpus.ErrDuplicateName, fx.Name, prev)}
			}
			seen[fx.Name] = fx.File
			all = append(all, fx)
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
