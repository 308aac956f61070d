package main

import (
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestErrorMessages: errors name the file once, carry no internal package
// prefix and no repeated words, and give the fix when it is known.
func TestErrorMessages(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	os.Mkdir("folder", 0o755)
	deep := strings.Repeat("<div>", 100000)
	os.WriteFile("deep.html", []byte(deep), 0o644)
	os.WriteFile("nostate.txtar", []byte("why\n-- server.json --\n{}\n"), 0o644)
	os.WriteFile("badstate.txtar", []byte("why\n-- state.json --\n{\"check\": \"stale_view\", \"now_ms\": -5}\n"), 0o644)
	closed := closedPort(t)
	tests := []struct {
		name string
		args []string
		want string // how the first line of stderr starts
		fix  string // a later line, the fix
	}{
		{"missing file", []string{"classify", "nonexist.html"}, "chatproof classify: nonexist.html: no such file or directory", ""},
		{"missing case", []string{"recover", "nonexist.txtar"}, "chatproof recover: nonexist.txtar: no such file or directory", ""},
		{"folder", []string{"classify", "folder"}, "chatproof classify: folder: no pages (.html, ", ""},
		{"folder as sequence", []string{"replay", "folder"}, "chatproof replay: folder: is a directory", ""},
		{"too deep", []string{"classify", "deep.html"}, "chatproof classify: deep.html: markup nested too deeply", ""},
		{"no state", []string{"recover", "nostate.txtar"}, "", ""},
		{"bad state", []string{"recover", "badstate.txtar"}, "", ""},
		{"no browser", []string{"capture", "--cdp", "http://" + closed, "--timeout", "20s"}, "", "start Chrome or Chromium with --remote-debugging-port"},
		{"no browser to record", []string{"record", "--cdp", "http://" + closed, "-o", filepath.Join(dir, "seq.txtar")}, "", "--remote-debugging-port=9222"},
		{"unknown flag", []string{"scan", "--bogus", "x"}, "chatproof scan: flag provided but not defined: --bogus", "Run 'chatproof help scan' for details."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errs := runCLI(t, tc.args...)
			if code != exitError {
				t.Fatalf("exit %d, want 1: %q", code, errs)
			}
			first := firstLine(errs)
			if !strings.HasPrefix(first, tc.want) {
				t.Errorf("stderr %q, want it to start %q", first, tc.want)
			}
			for _, p := range internalPrefixes {
				if strings.Contains(first, ": "+p+": ") {
					t.Errorf("internal prefix %q in %q", p, first)
				}
			}
			if w := repeatedWord(first); w != "" {
				t.Errorf("%q repeats %q", first, w)
			}
			if tc.fix != "" && !strings.Contains(errs, tc.fix) {
				t.Errorf("stderr does not give the fix %q:\n%s", tc.fix, errs)
			}
		})
	}
}

// repeatedWord returns a word that appears twice in a row ("capture:
// capture:") or a file named twice, or "".
func repeatedWord(s string) string {
	f := strings.Fields(s)
	for i := 1; i < len(f); i++ {
		if f[i] == f[i-1] {
			return f[i]
		}
	}
	seen := map[string]bool{}
	for _, w := range f {
		w = strings.TrimSuffix(w, ":")
		if strings.ContainsAny(w, "./") && seen[w] {
			return w
		}
		seen[w] = true
	}
	return ""
}

// closedPort returns an address nothing listens on.
func closedPort(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	return addr
}

// TestErrorText: the rendering of the library's errors.
func TestErrorText(t *testing.T) {
	tests := []struct{ in, want string }{
		{"capture: attaching to x: dial: refused", "attaching to x: dial: refused"},
		{"dom: read dir: is a directory", "read dir: is a directory"},
		{"recovery: state: now_ms -5 is negative", "state: now_ms -5 is negative"},
		{"scan", "scan"},
		{"no prefix here: fine", "no prefix here: fine"},
	}
	for _, tc := range tests {
		if got := stripPrefixes(tc.in); got != tc.want {
			t.Errorf("stripPrefixes(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestWrongVerbSaysWhichVerb: an archive given to a verb that does not read
// its kind is an error that names the verb that does.
func TestWrongVerbSaysWhichVerb(t *testing.T) {
	archives := map[string]string{
		"classify": fixture("snapshot", "example_completed"),
		"replay":   fixture("sequence", "drift_stop-gone-no-bar"),
		"scan":     fixture("scan", "absent_clean-overlapping-pages"),
		"recover":  fixture("recover", "stale_synced"),
	}
	for verb := range archives {
		for reader, file := range archives {
			if reader == verb || verb == "classify" && reader == "recover" {
				continue // the same verb, or a recovery case's page.html, which classify reads
			}
			t.Run(verb+"/"+reader, func(t *testing.T) {
				code, out, errs := runCLI(t, verb, file)
				if code != exitError || out != "" || !strings.Contains(errs, ": use chatproof "+reader+"\n") {
					t.Errorf("exit %d, stdout %q, stderr %q; want the hint to use %s", code, out, errs, reader)
				}
			})
		}
	}
}
