package doccheck

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// recorder collects what a check reports instead of failing the test.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Helper()                      {}
func (r *recorder) Errorf(f string, args ...any) { r.errs = append(r.errs, fmt.Sprintf(f, args...)) }
func (r *recorder) Fatal(args ...any)            { r.errs = append(r.errs, fmt.Sprint(args...)); runtime.Goexit() }

func run(t *testing.T, doc, consts string, s Spec) []string {
	dir := t.TempDir()
	src := doc + "package p\n\n" + consts
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	s.Dir, s.Package = dir, "p"
	r := &recorder{TB: t}
	done := make(chan bool)
	go func() { defer close(done); Check(r, s) }()
	<-done
	return r.errs
}

func TestCheck(t *testing.T) {
	consts := "const (\n\tReasonA = \"alpha_one\"\n\tReasonB = \"beta_two\"\n\tReasoningX = \"x\"\n\tDecisionGo = \"go_on\"\n)\n"
	cases := []struct {
		name, doc string
		spec      Spec
		want      string // "" when the check passes
	}{
		{"bracketed ok", "// # Reason codes\n//\n//   - [ReasonA] \"alpha_one\"\n//   - [ReasonB] \"beta_two\"\n", Spec{Prefixes: []string{"Reason"}, Skip: []string{"Reasoning"}}, ""},
		{"bracketed missing", "// # Reason codes\n//\n//   - [ReasonA] \"alpha_one\"\n", Spec{Prefixes: []string{"Reason"}, Skip: []string{"Reasoning"}}, "does not list [ReasonB]"},
		{"bracketed stray", "// # Reason codes\n//\n//   - [ReasonA] \"alpha_one\" [ReasonB] \"beta_two\" [ReasonC] \"gone\"\n", Spec{Prefixes: []string{"Reason"}, Skip: []string{"Reasoning"}}, "not a code"},
		{"skip not applied", "// # Reason codes\n//\n//   - [ReasonA] \"alpha_one\" [ReasonB] \"beta_two\"\n", Spec{Prefixes: []string{"Reason"}}, "ReasoningX"},
		{"mentioned ok", "// # Reason codes\n//\n//   - alpha_one: a.\n//   - beta_two: b, see field_name.\n", Spec{Prefixes: []string{"Reason"}, Skip: []string{"Reasoning"}, Style: Mentioned, Words: []string{"field_name"}}, ""},
		{"mentioned stray word", "// # Reason codes\n//\n//   - alpha_one beta_two other_word\n", Spec{Prefixes: []string{"Reason"}, Skip: []string{"Reasoning"}, Style: Mentioned}, "other_word"},
		{"order", "// # Reason codes\n//\n//   - beta_two, alpha_one\n", Spec{Prefixes: []string{"Reason"}, Skip: []string{"Reasoning"}, Style: Mentioned, Order: []string{"alpha_one", "beta_two"}}, "out of order"},
		{"named", "// # Reason codes\n//\n//   - alpha_one beta_two\n", Spec{Prefixes: []string{"Reason"}, Skip: []string{"Reasoning"}, Style: Mentioned, Named: []string{"Decision"}}, "[DecisionGo]"},
		{"too few", "// # Reason codes\n//\n//   - alpha_one beta_two\n", Spec{Min: 3, Prefixes: []string{"Reason"}, Skip: []string{"Reasoning"}, Style: Mentioned}, "found only 2"},
	}
	for _, tc := range cases {
		errs := run(t, tc.doc, consts, tc.spec)
		got := strings.Join(errs, "\n")
		if tc.want == "" && got != "" || tc.want != "" && !strings.Contains(got, tc.want) {
			t.Errorf("%s: reported %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestReadSharedCode: a code defined as another package's constant (gate's
// completion-rule codes are the verdict's, which are classify's) is read
// with that package's value, and one that names no package of the module
// is an error.
func TestReadSharedCode(t *testing.T) {
	codes, _, err := Read(filepath.Join("..", "..", "gate"), "gate", "Reason")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, c := range codes {
		got[c.Name] = c.Value
	}
	if got["ReasonNoResponse"] != "no_response" || got["ReasonEmptyText"] != "empty_text" {
		t.Errorf("ReasonNoResponse = %q, ReasonEmptyText = %q", got["ReasonNoResponse"], got["ReasonEmptyText"])
	}
	dir := filepath.Join(t.TempDir(), "p")
	os.MkdirAll(dir, 0o755)
	os.WriteFile(filepath.Join(dir, "..", "go.mod"), []byte("module example.com/m\n"), 0o644)
	src := "// # Reason codes\npackage p\n\nimport \"strings\"\n\nconst ReasonA = strings.Title\n"
	os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o644)
	if _, _, err := Read(dir, "p", "Reason"); err == nil || !strings.Contains(err.Error(), "not a package of the module") {
		t.Errorf("Read of a constant of another module: %v", err)
	}
}
