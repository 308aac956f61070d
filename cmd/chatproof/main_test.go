package main

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/chatproof/chatproof/internal/testflag"
)

// mainEnv makes the test binary run main instead of the tests (see
// TestMainProcess).
const mainEnv = "CHATPROOF_TEST_RUN_MAIN"

// TestMainProcess is the chatproof command when TestBinary runs the test
// binary with mainEnv set; otherwise it has nothing to do.
func TestMainProcess(t *testing.T) {
	if os.Getenv(mainEnv) != "1" {
		return
	}
	os.Args = append([]string{"chatproof"}, flag.Args()...)
	main()
}

// runMain runs the command as a process: real standard input, output and
// exit status. The process is the command built once for the test run
// (commandBinary), or, when it cannot be built, the test binary itself
// re-executed as the command (TestMainProcess).
func runMain(t *testing.T, stdin []byte, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var cmd *exec.Cmd
	if bin := commandBinary(t); bin != "" {
		cmd = exec.Command(bin, args...)
	} else {
		cmd = exec.Command(os.Args[0], append([]string{"-test.run=^TestMainProcess$", "--"}, args...)...)
		cmd.Env = append(os.Environ(), mainEnv+"=1")
	}
	cmd.Stdin = bytes.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		code = ee.ExitCode()
	case err != nil:
		t.Fatal(err)
	}
	return code, out.String(), errb.String()
}

// runVerb runs a case of a verb: in-process (runCLIWithStdin) in a plain
// go test, as a process (runMain) with CHATPROOF_EXHAUSTIVE=1, as CI runs.
// In process the case is checked by the race detector and starts no
// process; every test of a class still runs the built command at least
// once with runMain, so that standard input, output and the exit status
// are the real ones in a plain go test too.
func runVerb(t *testing.T, stdin []byte, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	if testflag.Exhaustive() {
		return runMain(t, stdin, args...)
	}
	return runCLIWithStdin(t, stdin, args...)
}

// runCorpusWide runs a verb that judges the whole embedded corpus (lint,
// profile check): as the built command (runMain) in a plain go test, where
// it takes a fraction of its race-instrumented time, and in-process, under
// the race detector as these tests always ran it, with
// CHATPROOF_EXHAUSTIVE=1, as CI runs.
func runCorpusWide(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	if testflag.Exhaustive() {
		return runCLI(t, args...)
	}
	return runMain(t, nil, args...)
}

// built is the command built for this test run by commandBinary.
var built struct {
	once sync.Once
	dir  string // the temporary directory it is in, removed by TestMain
	path string // "" when it could not be built
}

// commandBinary returns the command built with go build (without -race,
// from the build cache) into a temporary directory, once per test run, or
// "" when it cannot be built. A process of the race-instrumented test
// binary takes about a second to start; the command as a user builds it
// starts in milliseconds, and is the binary the CLI tests are meant to
// run. Without the go tool on PATH (a test binary copied elsewhere, a
// stripped-down image) or when the build fails, runMain falls back to
// re-executing the test binary, which is slower but needs nothing.
func commandBinary(t *testing.T) string {
	t.Helper()
	built.once.Do(func() {
		goTool, err := exec.LookPath("go")
		if err != nil {
			t.Logf("no go tool on PATH: the command runs as the re-executed test binary")
			return
		}
		dir, err := os.MkdirTemp("", "chatproof-cmd-")
		if err != nil {
			t.Logf("the command runs as the re-executed test binary: %v", err)
			return
		}
		built.dir = dir
		bin := filepath.Join(dir, "chatproof")
		if runtime.GOOS == "windows" {
			bin += ".exe"
		}
		cmd := exec.Command(goTool, "build", "-o", bin, ".")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Logf("go build failed, the command runs as the re-executed test binary: %v\n%s", err, out)
			return
		}
		built.path = bin
	})
	return built.path
}

// removeCommandBinary removes what commandBinary built.
func removeCommandBinary() {
	if built.dir != "" {
		os.RemoveAll(built.dir)
	}
}

// TestBinary: the command as a process reads standard input for "-",
// prints help on stdout, and exits 0, 1 or 3 as documented. With the
// other tests' runMain cases, every verb runs as the built command at
// least once in a plain go test.
func TestBinary(t *testing.T) {
	page := pageOf(t, fixture("snapshot", "example_completed"))
	badFixture := writeFile(t, "bad.txtar", []byte("why\n-- page.html --\n<p>\n-- want --\nterminal complete\n"))
	saved := writeFile(t, "saved.html", page)
	closed := closedPort(t)
	tests := []struct {
		name   string
		stdin  []byte
		args   []string
		code   int
		stdout string
		stderr string
	}{
		{"classify stdin", page, []string{"classify", "-", "--text"}, exitOK, "standard input: complete\n", ""},
		{"classify help", nil, []string{"help", "classify"}, exitOK, "usage: chatproof classify ", ""},
		{"lint help", nil, []string{"lint", "--help"}, exitOK, "usage: chatproof lint ", ""},
		{"usage error", nil, []string{"classify", "--min-turn", "-1", "-"}, exitError, "", "--min-turn: a turn index cannot be negative"},
		{"lint stdin", []byte("why\n-- page.html --\n<p>\n-- want --\nterminal: incomplete\n"), []string{"lint", "-"}, exitOK, "1 passed, 0 failed\n", ""},
		{"lint unloadable", nil, []string{"lint", badFixture}, exitFailed, badFixture + ":5: ", ""},
		{"capture from a file", nil, []string{"capture", "--from-file", saved, "-o", filepath.Join(t.TempDir(), "out.html")}, exitOK, "", "0 secrets redacted"},
		{"record without a browser", nil, []string{"record", "--cdp", "http://" + closed, "-o", filepath.Join(t.TempDir(), "seq.txtar")}, exitError, "", "--remote-debugging-port=9222"},
		{"profile show", nil, []string{"profile", "show", "chatgpt"}, exitOK, `"schema": "chatproof.site/v1"`, ""},
		{"bench help", nil, []string{"bench", "--help"}, exitOK, "usage: chatproof bench ", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := runMain(t, tc.stdin, tc.args...)
			if code != tc.code || !strings.Contains(out, tc.stdout) || !strings.Contains(errs, tc.stderr) {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit %d, stdout with %q, stderr with %q",
					code, out, errs, tc.code, tc.stdout, tc.stderr)
			}
			if tc.stderr == "" && errs != "" {
				t.Errorf("unexpected stderr %q", errs)
			}
		})
	}
}
