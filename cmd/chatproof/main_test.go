package main

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"os/exec"
	"strings"
	"testing"
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
// exit status.
func runMain(t *testing.T, stdin []byte, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], append([]string{"-test.run=^TestMainProcess$", "--"}, args...)...)
	cmd.Env = append(os.Environ(), mainEnv+"=1")
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

// TestBinary: the command as a process reads standard input for "-",
// prints help on stdout, and exits 0, 1 or 3 as documented.
func TestBinary(t *testing.T) {
	page := pageOf(t, fixture("snapshot", "example_completed"))
	badFixture := writeFile(t, "bad.txtar", []byte("why\n-- page.html --\n<p>\n-- want --\nterminal complete\n"))
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
