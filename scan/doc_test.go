package scan

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"
)

// TestReasonCodesDocumented: every reason code is listed under "# Reason
// codes" in doc.go, exactly once, and every listed code exists.
func TestReasonCodesDocumented(t *testing.T) {
	src, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(src), "# Reason codes")
	if !ok {
		t.Fatal("doc.go has no # Reason codes section")
	}
	section, _, _ = strings.Cut(section, "\n// # ")
	listed := map[string]int{}
	for _, line := range strings.Split(section, "\n") {
		line = strings.TrimSpace(strings.TrimPrefix(line, "//"))
		if code, _, ok := strings.Cut(strings.TrimPrefix(line, "- "), ":"); ok && strings.HasPrefix(line, "- ") {
			listed[code]++
		}
	}
	codes := ReasonCodes()
	for _, c := range codes {
		if listed[string(c)] != 1 {
			t.Errorf("reason %s listed %d times in doc.go", c, listed[string(c)])
		}
		delete(listed, string(c))
	}
	for c := range listed {
		t.Errorf("doc.go lists %s, which is no reason code", c)
	}
	seen := map[Reason]bool{}
	for _, c := range codes {
		if seen[c] || c == "" || strings.ToLower(string(c)) != string(c) || strings.ContainsAny(string(c), " -") {
			t.Errorf("reason code %q is empty, repeated or not snake_case", c)
		}
		seen[c] = true
	}
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
		c, err := decodeArchive(txtar.Parse(data))
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
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, ".", func(fi fs.FileInfo) bool {
		return !strings.HasSuffix(fi.Name(), "_test.go")
	}, 0)
	if err != nil {
		t.Fatal(err)
	}
	declared := map[Reason]string{}
	for _, f := range pkgs["scan"].Files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				if id, ok := vs.Type.(*ast.Ident); !ok || id.Name != "Reason" {
					continue
				}
				for i, name := range vs.Names {
					lit, ok := vs.Values[i].(*ast.BasicLit)
					if !ok {
						t.Fatalf("%s is not a string literal", name.Name)
					}
					v, _ := strconv.Unquote(lit.Value)
					declared[Reason(v)] = name.Name
				}
			}
		}
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
