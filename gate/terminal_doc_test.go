package gate

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestTerminalReasonsDocumented checks that every Reason and Decision
// constant of the terminal gate is listed in doc.go with its value, and that
// every value is snake_case and unique.
func TestTerminalReasonsDocumented(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	f, err := parser.ParseFile(token.NewFileSet(), "terminal_reasons.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]string{}
	n := 0
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, spec := range g.Specs {
			vs := spec.(*ast.ValueSpec)
			for i, name := range vs.Names {
				lit, ok := vs.Values[i].(*ast.BasicLit)
				if !ok {
					t.Fatalf("%s is not a string literal", name.Name)
				}
				val, _ := strconv.Unquote(lit.Value)
				n++
				if !isSnake(val) {
					t.Errorf("%s = %q is not snake_case", name.Name, val)
				}
				if strings.HasPrefix(name.Name, "Reason") {
					if prev, dup := seen[val]; dup {
						t.Errorf("%s and %s share the value %q", prev, name.Name, val)
					}
					seen[val] = name.Name
					if !strings.Contains(string(doc), "["+name.Name+"] \""+val+"\"") {
						t.Errorf("doc.go does not list [%s] %q", name.Name, val)
					}
				} else if !strings.Contains(string(doc), "["+name.Name+"]") {
					t.Errorf("doc.go does not mention [%s]", name.Name)
				}
			}
		}
	}
	if n < 20 {
		t.Fatalf("found only %d constants", n)
	}
}

func isSnake(s string) bool {
	if s == "" || s[0] == '_' || s[len(s)-1] == '_' {
		return false
	}
	for _, r := range s {
		if (r < 'a' || r > 'z') && r != '_' {
			return false
		}
	}
	return true
}
