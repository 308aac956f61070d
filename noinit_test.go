package chatproof_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestNoInitRegistration: no library package's init function sets a
// variable of another package or calls into one, so what a package does
// never depends on which others a program happened to link: every
// package's wiring is explicit. A package may fill its own tables at init
// (corpus registers its own fixture kinds).
func TestNoInitRegistration(t *testing.T) {
	checked := 0
	err := filepath.WalkDir(".", func(path string, e os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() {
			if name := e.Name(); name == "testdata" || name == "cmd" || name == "examples" || strings.HasPrefix(name, ".") && path != "." {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		imported := map[string]bool{}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			name := p[strings.LastIndex(p, "/")+1:]
			if imp.Name != nil {
				name = imp.Name.Name
			}
			imported[name] = true
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Name.Name != "init" || fd.Recv != nil {
				continue
			}
			checked++
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.AssignStmt:
					for _, lhs := range n.Lhs {
						if sel, ok := lhs.(*ast.SelectorExpr); ok {
							if x, ok := sel.X.(*ast.Ident); ok && imported[x.Name] {
								t.Errorf("%s: init sets %s.%s", path, x.Name, sel.Sel.Name)
							}
						}
					}
				case *ast.CallExpr:
					if sel, ok := n.Fun.(*ast.SelectorExpr); ok {
						if x, ok := sel.X.(*ast.Ident); ok && imported[x.Name] && registers(x.Name) {
							t.Errorf("%s: init calls %s.%s", path, x.Name, sel.Sel.Name)
						}
					}
				}
				return true
			})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked == 0 {
		t.Fatal("no init function found: the walk read nothing")
	}
}

// registers reports whether a call into package name may change its state:
// the module's own packages. Standard-library helpers (regexp, slices,
// strings) only compute.
func registers(name string) bool {
	switch name {
	case "regexp", "slices", "strings", "sort", "fmt", "errors", "unicode", "utf8", "maps", "strconv", "bytes", "norm":
		return false
	}
	return true
}
