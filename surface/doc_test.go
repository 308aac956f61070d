package surface_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestReasonCodesDocumented checks that every Reason constant of the
// package is listed under "# Reason codes" in doc.go as [Name] "value",
// that the section lists nothing else, and that the codes are unique
// snake_case values.
func TestReasonCodesDocumented(t *testing.T) {
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, ".", nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	pkg, ok := pkgs["surface"]
	if !ok {
		t.Fatal("package surface not found")
	}
	snake := regexp.MustCompile(`^[a-z][a-z0-9]*(_[a-z0-9]+)*$`)
	consts := map[string]string{} // value -> name
	var doc string
	for name, f := range pkg.Files {
		if strings.HasSuffix(name, "doc.go") && f.Doc != nil {
			doc = f.Doc.Text()
		}
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, id := range vs.Names {
					if !strings.HasPrefix(id.Name, "Reason") {
						continue
					}
					if i >= len(vs.Values) {
						t.Fatalf("%s has no value of its own", id.Name)
					}
					lit, ok := vs.Values[i].(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						t.Fatalf("%s is not a string literal", id.Name)
					}
					val, _ := strconv.Unquote(lit.Value)
					if prev, dup := consts[val]; dup {
						t.Errorf("%s and %s share the value %q", prev, id.Name, val)
					}
					consts[val] = id.Name
					if !snake.MatchString(val) {
						t.Errorf("%s = %q is not snake_case", id.Name, val)
					}
				}
			}
		}
	}
	_, section, ok := strings.Cut(doc, "Reason codes\n")
	if !ok {
		t.Fatal("doc.go has no # Reason codes section")
	}
	flat := strings.Join(strings.Fields(section), " ")
	for val, name := range consts {
		if !strings.Contains(flat, "["+name+"] \""+val+"\"") {
			t.Errorf("doc.go does not list [%s] %q under # Reason codes", name, val)
		}
	}
	for _, m := range regexp.MustCompile(`\[(\w+)\] "([a-z0-9_]+)"`).FindAllStringSubmatch(flat, -1) {
		if consts[m[2]] != m[1] {
			t.Errorf("doc.go lists [%s] %q, which is not a reason code of the package", m[1], m[2])
		}
	}
	if len(consts) < 12 {
		t.Fatalf("found only %d reason codes", len(consts))
	}
}
