package recovery

import (
	"go/ast"
	"go/parser"
	"go/token"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// TestReasonCodesDocumented: doc.go's "# Reason codes" lists exactly the
// Reason constants of the package, and every code is snake_case.
func TestReasonCodesDocumented(t *testing.T) {
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, ".", nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	consts := map[string]bool{}
	var doc string
	for _, f := range pkgs["recovery"].Files {
		if f.Doc != nil {
			doc += f.Doc.Text()
		}
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, s := range g.Specs {
				vs := s.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if !strings.HasPrefix(n.Name, "Reason") || i >= len(vs.Values) {
						continue
					}
					lit, ok := vs.Values[i].(*ast.BasicLit)
					if !ok {
						continue
					}
					v, _ := strconv.Unquote(lit.Value)
					consts[v] = true
				}
			}
		}
	}
	_, section, ok := strings.Cut(doc, "Reason codes\n")
	if !ok {
		t.Fatal("doc.go has no # Reason codes section")
	}
	snake := regexp.MustCompile(`^[a-z][a-z0-9]*(_[a-z0-9]+)*$`)
	listed := map[string]bool{}
	for _, m := range regexp.MustCompile(`[a-z0-9]+(?:_[a-z0-9]+)+|\b[a-z]+\b`).FindAllString(section, -1) {
		if consts[m] {
			listed[m] = true
		}
	}
	for _, m := range regexp.MustCompile(`\b[a-z0-9]+(?:_[a-z0-9]+)+\b`).FindAllString(section, -1) {
		if !consts[m] {
			t.Errorf("doc.go lists %q, which is no Reason constant", m)
		}
	}
	var missing []string
	for c := range consts {
		if !snake.MatchString(c) {
			t.Errorf("reason %q is not snake_case", c)
		}
		if !listed[c] {
			missing = append(missing, c)
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("doc.go does not list %v", missing)
	}
	if len(consts) < 50 {
		t.Errorf("found only %d reason constants", len(consts))
	}
}
