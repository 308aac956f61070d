package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/corpus"

	"golang.org/x/tools/txtar"
)

// runCLIWithStdin runs the command in-process with input as standard input.
func runCLIWithStdin(t *testing.T, input []byte, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	saved := stdin
	stdin = strings.NewReader(string(input))
	t.Cleanup(func() { stdin = saved })
	return runCLI(t, args...)
}

// pageOf returns the page.html section of a fixture.
func pageOf(t *testing.T, file string) []byte {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	page, ok := corpus.Section(txtar.Parse(data), "page.html")
	if !ok {
		t.Fatalf("%s has no page.html", file)
	}
	return page
}

// TestFlagsAfterFiles: a flag after, before or between the files means the
// same; "--" ends the flags, so a file may be called like one.
func TestFlagsAfterFiles(t *testing.T) {
	page := writeFile(t, "page.html", pageOf(t, fixture("snapshot", "example_completed")))
	seq := fixture("sequence", "drift_stop-gone-no-bar")
	scanCase := fixture("scan", "absent_clean-overlapping-pages")
	recCase := fixture("recover", "stale_synced")
	snap := fixture("snapshot", "example_completed")
	tests := []struct {
		name        string
		before      []string // flags first
		after       []string // the same with the flags after the files
		wantCode    int
		wantContain string
	}{
		{"classify", []string{"classify", "--min-turn", "99", page}, []string{"classify", page, "--min-turn", "99"}, exitOK, `"before_baseline"`},
		{"classify text", []string{"classify", "--text", page, page}, []string{"classify", page, "--text", page}, exitOK, ": complete\n"},
		{"replay", []string{"replay", "--json", seq}, []string{"replay", seq, "--json"}, exitOK, `"schema":"chatproof.replay/v1"`},
		{"scan", []string{"scan", "--text", scanCase}, []string{"scan", scanCase, "--text"}, exitOK, ": absent "},
		{"recover", []string{"recover", "--text", recCase}, []string{"recover", recCase, "--text"}, exitOK, "(check "},
		{"lint", []string{"lint", "--format", "github", snap}, []string{"lint", snap, "--format", "github"}, exitOK, ""},
		{"bench", []string{"bench", "--turns", "0"}, []string{"bench", "--turns=0"}, exitError, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code1, out1, errs1 := runCLI(t, tc.before...)
			code2, out2, errs2 := runCLI(t, tc.after...)
			if code1 != tc.wantCode || code2 != tc.wantCode {
				t.Fatalf("exit %d and %d, want %d\n%s%s", code1, code2, tc.wantCode, errs1, errs2)
			}
			if out1 != out2 || errs1 != errs2 {
				t.Errorf("flags after the files changed the output:\n%s\n---\n%s", out1, out2)
			}
			if !strings.Contains(out1, tc.wantContain) {
				t.Errorf("output does not contain %q:\n%s", tc.wantContain, out1)
			}
		})
	}

	// After "--" everything is a file, even "--min-turn".
	dir := t.TempDir()
	odd := filepath.Join(dir, "--min-turn")
	if err := os.WriteFile(odd, pageOf(t, snap), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	code, out, errs := runCLI(t, "classify", "--", "--min-turn")
	if code != exitOK || !strings.Contains(out, `"source":"--min-turn"`) {
		t.Errorf("classify -- --min-turn: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	if code, _, errs := runCLI(t, "classify", "x.html", "--min-turn"); code != exitError || !strings.Contains(errs, "flag needs an argument: --min-turn") {
		t.Errorf("a flag without its value after a file: exit %d, stderr %q", code, errs)
	}
}

// TestStdin: "-" reads standard input on every verb that reads a page or a
// case, and gives the same report as the file, with "-" as its source.
func TestStdin(t *testing.T) {
	snap := fixture("snapshot", "example_completed")
	tests := []struct {
		verb  string
		file  string
		input []byte
		flags []string
	}{
		{"classify", writeFile(t, "page.html", pageOf(t, snap)), pageOf(t, snap), nil},
		{"classify", snap, nil, []string{"--text"}},
		{"replay", fixture("sequence", "drift_stop-gone-no-bar"), nil, []string{"--json"}},
		{"scan", fixture("scan", "absent_clean-overlapping-pages"), nil, nil},
		{"recover", fixture("recover", "stale_synced"), nil, nil},
		{"lint", snap, nil, []string{"--json"}},
	}
	for _, tc := range tests {
		t.Run(tc.verb+strings.Join(tc.flags, ""), func(t *testing.T) {
			input := tc.input
			if input == nil {
				var err error
				if input, err = os.ReadFile(tc.file); err != nil {
					t.Fatal(err)
				}
			}
			if tc.verb == "classify" && strings.HasSuffix(tc.file, ".txtar") {
				// From standard input classify reads a page, not an archive.
				input = pageOf(t, tc.file)
			}
			fromFile := append(append([]string{tc.verb}, tc.flags...), tc.file)
			fromStdin := append(append([]string{tc.verb}, tc.flags...), "-")
			code1, out1, errs1 := runCLI(t, fromFile...)
			code2, out2, errs2 := runCLIWithStdin(t, input, fromStdin...)
			if code1 != exitOK || code2 != exitOK {
				t.Fatalf("exit %d and %d\n%s%s", code1, code2, errs1, errs2)
			}
			// The report names standard input where it named the file.
			want := strings.ReplaceAll(out1, `"`+tc.file+`"`, `"-"`)
			if slices.Contains(tc.flags, "--text") {
				want = strings.ReplaceAll(out1, tc.file, "standard input")
			}
			if out2 != want {
				t.Errorf("standard input gives another report:\n%s\n---\n%s", out1, out2)
			}
		})
	}
	for _, verb := range []string{"classify", "lint", "recover"} {
		if code, _, errs := runCLIWithStdin(t, nil, verb, "-", "-"); code != exitError || !strings.Contains(errs, "only once") {
			t.Errorf("%s - -: exit %d, stderr %q", verb, code, errs)
		}
	}
	// capture --from-file - sanitizes a page from standard input.
	code, out, errs := runCLIWithStdin(t, []byte("<p>hi</p><script>x()</script>"), "capture", "--from-file", "-")
	if code != exitOK || !strings.Contains(out, "hi") || strings.Contains(out, "x()") {
		t.Errorf("capture --from-file -: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// TestNumericFlags: a numeric flag out of its range or not a number is a
// usage error naming the flag, never silently accepted.
func TestNumericFlags(t *testing.T) {
	page := writeFile(t, "page.html", []byte("<p>x</p>"))
	tests := []struct {
		args    []string
		mention string
	}{
		{[]string{"classify", "--min-turn", "-1", page}, `invalid value "-1" for flag --min-turn: a turn index cannot be negative`},
		{[]string{"classify", page, "--min-turn=-1"}, "--min-turn"},
		{[]string{"classify", "--min-turn", "three", page}, `invalid value "three" for flag --min-turn: not a whole number`},
		{[]string{"classify", "--min-turn", "99999999999999999999", page}, "not a whole number"},
		{[]string{"record", "--cdp", "http://127.0.0.1:1", "-o", "x", "--min-turn", "-2"}, "--min-turn"},
		{[]string{"record", "--cdp", "http://127.0.0.1:1", "-o", "x", "--samples", "-1"}, "cannot be negative"},
		{[]string{"record", "--cdp", "http://127.0.0.1:1", "-o", "x", "--max-snapshots", "0"}, "--max-snapshots"},
		{[]string{"bench", "--turns", "-5"}, "--turns"},
	}
	for _, tc := range tests {
		code, out, errs := runCLI(t, tc.args...)
		if code != exitError || out != "" || !strings.Contains(errs, tc.mention) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 1 mentioning %q", tc.args, code, out, errs, tc.mention)
		}
	}
	// A fixture's flags section is held to the same rule.
	bad := writeFile(t, "bad.txtar", []byte("why\n-- flags --\n--min-turn -1\n-- page.html --\n<p>x</p>\n-- want --\nterminal: incomplete\n"))
	if code, _, errs := runCLI(t, "classify", bad); code != exitError || !strings.Contains(errs, "negative") {
		t.Errorf("classify on a fixture with --min-turn -1: exit %d, stderr %q", code, errs)
	}
}
