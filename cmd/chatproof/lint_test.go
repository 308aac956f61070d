package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// runCLI runs the command in-process.
func runCLI(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, &out, &errb)
	return code, out.String(), errb.String()
}

// TestLintEmbeddedCorpusPasses: lint with no arguments judges the corpus
// embedded in the binary and every fixture passes.
func TestLintEmbeddedCorpusPasses(t *testing.T) {
	code, out, errs := runCorpusWide(t, "lint")
	if code != exitOK {
		t.Fatalf("lint on the embedded corpus: exit %d\n%s%s", code, out, errs)
	}
	if !strings.Contains(out, " passed, 0 failed\n") {
		t.Errorf("no summary line in %q", out)
	}
}

// A fixture whose want is deliberately wrong makes lint exit 3 and name the
// file, line and key.
func TestLintWrongWantExits3(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "corpus", "fixtures", "snapshot", "example_completed.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	wrong := bytes.Replace(src, []byte("\nterminal: complete\n"), []byte("\nterminal: incomplete\n"), 1)
	if bytes.Equal(wrong, src) {
		t.Fatal("fixture no longer has the want line this test edits")
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "wrong_terminal.txtar")
	if err := os.WriteFile(file, wrong, 0o644); err != nil {
		t.Fatal(err)
	}

	code, out, _ := runCLI(t, "lint", dir)
	if code != exitFailed {
		t.Fatalf("exit %d, want %d\n%s", code, exitFailed, out)
	}
	if !strings.Contains(out, "wrong_terminal.txtar:") || !strings.Contains(out, "terminal: want incomplete, got complete") {
		t.Errorf("output does not name file and key:\n%s", out)
	}
	if !strings.HasSuffix(out, "0 passed, 1 failed\n") {
		t.Errorf("summary: %q", out)
	}

	code, out, _ = runCLI(t, "lint", "--format", "github", file)
	if code != exitFailed || !strings.Contains(out, "::error file="+file+",line=") {
		t.Errorf("github format: exit %d\n%s", code, out)
	}

	code, out, _ = runCLI(t, "lint", "--json", file)
	var rep lintEntry
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("--json output is not one JSON line: %v\n%s", err, out)
	}
	if code != exitFailed || rep.Schema != "chatproof.lint/v2" || rep.OK || len(rep.Failures) == 0 || rep.Failures[0].Path != "terminal" {
		t.Errorf("json report: exit %d %+v", code, rep)
	}
}

func TestLintUsageAndIOErrorsExit1(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"lint", "--format", "xml"},
		{"lint", filepath.Join(dir, "does-not-exist")},
		{"lint", t.TempDir()}, // no fixtures at all
		{"lint", "--no-such-flag"},
	} {
		if code, out, errs := runCLI(t, args...); code != exitError {
			t.Errorf("%v: exit %d, want 1\n%s%s", args, code, out, errs)
		}
	}
}

// TestLintReportsUnloadableFixtures: a fixture that cannot be loaded is
// reported like a failed expectation (the path as given, the line in the
// file) in every format, the others are still checked, and the exit status
// is 3.
func TestLintReportsUnloadableFixtures(t *testing.T) {
	good, err := os.ReadFile(fixture("snapshot", "example_completed"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, file string
		data       string
		line       int
		mention    string
	}{
		{"bad want line", "bad-want.txtar", "why\n-- page.html --\n<p>\n-- want --\nterminal: complete\nterminal complete\n", 6, `"terminal complete" is not "path: value"`},
		{"misspelt section", "misspelt.txtar", "why\n-- page.html --\n<p>\n-- notes.html --\nx\n-- want --\nterminal: complete\n", 4, "which has page.html"},
		{"no kind", "nokind.txtar", "why\n-- pgae.html --\n<p>\n-- want --\nterminal: complete\n", 1, "snapshot (page.html)"},
		{"no comment", "nocomment.txtar", "-- page.html --\n<p>\n-- want --\nterminal: complete\n", 1, "no comment"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			bad := filepath.Join(dir, tc.file)
			ok := filepath.Join(dir, "ok.txtar")
			os.WriteFile(bad, []byte(tc.data), 0o644)
			os.WriteFile(ok, good, 0o644)

			code, out, errs := runCLI(t, "lint", bad, ok)
			want := bad + ":" + strconv.Itoa(tc.line) + ": "
			if code != exitFailed || errs != "" {
				t.Errorf("text: exit %d, want 3; stderr %q", code, errs)
			}
			if !strings.Contains(out, want) || !strings.Contains(out, tc.mention) || strings.Contains(out, ": "+bad) {
				t.Errorf("text does not say %q…%s once:\n%s", want, tc.mention, out)
			}
			if !strings.HasSuffix(out, "1 passed, 1 failed\n") {
				t.Errorf("the good fixture was not checked:\n%s", out)
			}

			code, out, _ = runCLI(t, "lint", "--format", "github", bad, ok)
			ann := "::error file=" + escapeProperty(bad) + ",line=" + strconv.Itoa(tc.line) + "::"
			if code != exitFailed || !strings.HasPrefix(out, ann) || !strings.Contains(out, tc.mention) {
				t.Errorf("github: exit %d, want a line starting %q:\n%s", code, ann, out)
			}

			code, out, _ = runCLI(t, "lint", "--json", bad, ok)
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if code != exitFailed || len(lines) != 2 {
				t.Fatalf("json: exit %d, %d lines, want two:\n%s", code, len(lines), out)
			}
			var e lintEntry
			if err := json.Unmarshal([]byte(lines[0]), &e); err != nil {
				t.Fatal(err)
			}
			if e.Schema != lintSchema || e.File != bad || e.OK || e.Line != tc.line || !strings.Contains(e.Error, tc.mention) {
				t.Errorf("json entry %+v", e)
			}
			if err := json.Unmarshal([]byte(lines[1]), &e); err != nil || !e.OK || e.File != ok || e.Kind != "snapshot" {
				t.Errorf("json entry of the good fixture %+v (%v)", e, err)
			}
		})
	}
}

// TestLintFolderPaths: in a folder, each fixture is named by the path as
// given; two fixtures of the same name in different folders are both
// checked.
func TestLintFolderPaths(t *testing.T) {
	good, err := os.ReadFile(fixture("snapshot", "example_completed"))
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	t.Chdir(root)
	for _, d := range []string{"a", "b"} {
		os.Mkdir(d, 0o755)
		os.WriteFile(filepath.Join(d, "same.txtar"), good, 0o644)
	}
	os.WriteFile(filepath.Join("b", "broken.txtar"), []byte("why\n-- page.html --\n<p>\n"), 0o644)
	code, out, errs := runCLI(t, "lint", "--json", ".")
	if code != exitFailed || errs != "" {
		t.Fatalf("exit %d, stderr %q\n%s", code, errs, out)
	}
	var files []string
	for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		var e lintEntry
		if err := json.Unmarshal([]byte(l), &e); err != nil {
			t.Fatal(err)
		}
		files = append(files, e.File)
	}
	if want := []string{"a/same.txtar", "b/broken.txtar", "b/same.txtar"}; strings.Join(files, " ") != strings.Join(want, " ") {
		t.Errorf("files %v, want %v", files, want)
	}
}

// TestLintFormatFlags: the valid --format values are listed in the error
// for an unknown one; --json with another format is a usage error.
func TestLintFormatFlags(t *testing.T) {
	snap := fixture("snapshot", "example_completed")
	tests := []struct {
		args    []string
		code    int
		mention string
	}{
		{[]string{"--format", "xml"}, exitError, `unknown --format "xml": want text, json, github`},
		{[]string{"--json", "--format", "github"}, exitError, "--json and --format github conflict"},
		{[]string{"--format", "text", "--json"}, exitError, "conflict"},
		{[]string{"--json", "--format", "json"}, exitOK, ""},
		{[]string{"--format", "text"}, exitOK, ""},
	}
	for _, tc := range tests {
		code, out, errs := runCLI(t, append(append([]string{"lint"}, tc.args...), snap)...)
		if code != tc.code || !strings.Contains(errs, tc.mention) {
			t.Errorf("%v: exit %d, stderr %q; want %d mentioning %q", tc.args, code, errs, tc.code, tc.mention)
		}
		if tc.code == exitError && out != "" {
			t.Errorf("%v: a usage error printed %q", tc.args, out)
		}
	}
}

// TestLintGoesOnAfterIOErrors: a path that does not exist is an error on
// stderr and exit 1, but the other paths are still checked.
func TestLintGoesOnAfterIOErrors(t *testing.T) {
	snap := fixture("snapshot", "example_completed")
	missing := filepath.Join(t.TempDir(), "missing.txtar")
	code, out, errs := runCLI(t, "lint", missing, snap)
	if code != exitError || !strings.Contains(errs, missing+": no such file or directory") || strings.Count(errs, missing) != 1 {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	if !strings.Contains(out, "1 passed, 0 failed") {
		t.Errorf("the other fixture was not checked: %q", out)
	}
}
