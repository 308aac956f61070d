package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
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

func TestLintEmbeddedCorpusPasses(t *testing.T) {
	code, out, errs := runCLI(t, "lint")
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
