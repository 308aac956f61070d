package scan

import (
	"github.com/chatproof/chatproof/internal/doccheck"
	"os"
	"path/filepath"
	"testing"

	"github.com/chatproof/chatproof/internal/txtarfile"
)

// TestReasonCodesDocumented: every reason code is listed under "# Reason
// codes" in doc.go, and every code listed there exists.
func TestReasonCodesDocumented(t *testing.T) {
	doccheck.Check(t, doccheck.Spec{Dir: ".", Package: "scan", Min: 30, Prefixes: []string{"Reason"},
		Style: doccheck.Mentioned, Words: []string{"has_missing_conversations", "is_archived"}})
}

// TestEveryReasonHasFixture: every reason code is the result of at least
// one fixture of the corpus, and every fixture decodes and runs.
func TestEveryReasonHasFixture(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "corpus", "fixtures", "scan", "*.txtar"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no scan fixtures (%v)", err)
	}
	got := map[Reason][]string{}
	verdicts := map[Verdict]int{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		c, err := decodeArchive(txtarfile.Parse(data))
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		rep, err := Run(c)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		got[rep.Reason] = append(got[rep.Reason], filepath.Base(f))
		verdicts[rep.Result]++
	}
	for _, c := range ReasonCodes() {
		if len(got[c]) == 0 {
			t.Errorf("no fixture ends with reason %s", c)
		}
	}
	for _, v := range []Verdict{Absent, Found, Unproven} {
		if verdicts[v] == 0 {
			t.Errorf("no fixture is %s", v)
		}
	}
}

// TestReasonCodesComplete: ReasonCodes returns exactly the Reason
// constants declared in the package's source, so a code added without being
// listed there (and so without the doc and fixture checks above) fails.
func TestReasonCodesComplete(t *testing.T) {
	codes, _, err := doccheck.Read(".", "scan", "Reason")
	if err != nil {
		t.Fatal(err)
	}
	declared := map[Reason]string{}
	for _, c := range codes {
		declared[Reason(c.Value)] = c.Name
	}
	listed := map[Reason]bool{}
	for _, c := range ReasonCodes() {
		listed[c] = true
		if _, ok := declared[c]; !ok {
			t.Errorf("ReasonCodes lists %s, which no constant declares", c)
		}
	}
	for c, name := range declared {
		if !listed[c] {
			t.Errorf("%s (%s) is missing from ReasonCodes", name, c)
		}
	}
	if len(declared) < 30 {
		t.Fatalf("found only %d Reason constants", len(declared))
	}
}
