package chatproof_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestSentinelsReturned: every exported error variable of a public package
// is one some code of the module returns or wraps (or is another
// package's, spelled again), so that no caller tests errors.Is against a
// sentinel that can never match.
func TestSentinelsReturned(t *testing.T) {
	type sentinel struct{ dir, pkg, name string }
	var sentinels []sentinel
	used := map[string]bool{} // "dir name" for a use in its package, "pkg.name" elsewhere
	fset := token.NewFileSet()
	for _, path := range publicGoFiles(t) {
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		dir := filepath.Dir(path)
		declared := map[*ast.Ident]bool{}
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.VAR {
				continue
			}
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, id := range vs.Names {
					declared[id] = true
					if !id.IsExported() || !strings.HasPrefix(id.Name, "Err") || i >= len(vs.Values) {
						continue
					}
					if _, alias := vs.Values[i].(*ast.SelectorExpr); alias {
						continue // another package's sentinel, spelled again
					}
					sentinels = append(sentinels, sentinel{dir, f.Name.Name, id.Name})
				}
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.SelectorExpr:
				if x, ok := n.X.(*ast.Ident); ok {
					used[x.Name+"."+n.Sel.Name] = true
				}
			case *ast.Ident:
				if !declared[n] {
					used[dir+" "+n.Name] = true
				}
			}
			return true
		})
	}
	if len(sentinels) < 10 {
		t.Fatalf("found only %d sentinels", len(sentinels))
	}
	for _, s := range sentinels {
		if !used[s.dir+" "+s.name] && !used[s.pkg+"."+s.name] {
			t.Errorf("%s.%s (%s) is never returned", s.pkg, s.name, s.dir)
		}
	}
}

// TestNoExportedMutableTables: no public package exports a slice or map
// variable, which any importer could change under every other: a table a
// caller may read is a function returning a copy.
func TestNoExportedMutableTables(t *testing.T) {
	fset := token.NewFileSet()
	vars := 0
	for _, path := range publicGoFiles(t) {
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.VAR {
				continue
			}
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, id := range vs.Names {
					if !id.IsExported() {
						continue
					}
					vars++
					typ := vs.Type
					if typ == nil && i < len(vs.Values) {
						if lit, ok := vs.Values[i].(*ast.CompositeLit); ok {
							typ = lit.Type
						}
					}
					switch typ := typ.(type) {
					case *ast.MapType:
						t.Errorf("%s: %s is an exported map", path, id.Name)
					case *ast.ArrayType:
						if typ.Len == nil {
							t.Errorf("%s: %s is an exported slice", path, id.Name)
						}
					}
				}
			}
		}
	}
	if vars == 0 {
		t.Fatal("no exported variable found: the walk read nothing")
	}
}
