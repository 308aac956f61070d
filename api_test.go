package chatproof_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestNoInternalTypesInAPI fails when an exported identifier of a public
// package names a type from an internal package in its signature: a user
// outside the module could not build or name such a value.
func TestNoInternalTypesInAPI(t *testing.T) {
	for _, path := range publicGoFiles(t) {
		leaks, err := internalTypesIn(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range leaks {
			t.Error(l)
		}
	}
}

// publicGoFiles lists the non-test Go files of the module's public packages.
func publicGoFiles(t *testing.T) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if isPrivateDir(path) {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestInternalTypeCheckFindsLeaks keeps the check above honest: every kind
// of exported declaration that can carry a type is caught.
func TestInternalTypeCheckFindsLeaks(t *testing.T) {
	src := `package p
import (
	"example.com/m/internal/dom"
	alias "example.com/m/internal/txtar"
	"example.com/m/public"
)
func F(d *dom.Document) {}
func G() (map[string][]alias.File, error) { return nil, nil }
type T struct {
	Doc   dom.Document
	hidden dom.Document
	public.Thing
}
type E struct{ *dom.Document }
func (T) M(f func(alias.Archive)) {}
func (t *T) N() chan<- dom.Node { return nil }
var V dom.Document
type A = dom.Document
type I interface{ Read() dom.Document }
func ok(d dom.Document) {}
type unexported struct{ D dom.Document }
func (unexported) Exported(d dom.Document) {}
func Fine(p public.Thing) {}
`
	leaks, err := internalTypesInSource("p.go", src)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"F", "G", "T.Doc", "E.Document", "T.M", "T.N", "V", "A", "I.Read"}
	var got []string
	for _, l := range leaks {
		got = append(got, strings.Fields(l)[1])
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("leaks found %v, want %v\n%s", got, want, strings.Join(leaks, "\n"))
	}
}

// isPrivateDir reports whether a directory holds no public API: internal
// packages, commands, test data and hidden folders.
func isPrivateDir(path string) bool {
	base := filepath.Base(path)
	return base == "internal" || base == "testdata" || base == "cmd" ||
		(path != "." && strings.HasPrefix(base, "."))
}

func internalTypesIn(path string) ([]string, error) {
	return internalTypesInSource(path, nil)
}

// internalTypesInSource lists "path: Name (type)" for every exported
// declaration of the file whose type names an internal package.
func internalTypesInSource(path string, src any) ([]string, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	internal := internalImports(f)
	if len(internal) == 0 {
		return nil, nil
	}
	var leaks []string
	report := func(name string, expr ast.Node) {
		if e, ok := expr.(ast.Expr); ok && e != nil && namesInternal(e, internal) {
			leaks = append(leaks, path+": "+name+" names an internal type")
		}
	}
	for _, decl := range f.Decls {
		switch d := decl.(type) {
		case *ast.FuncDecl:
			if !d.Name.IsExported() {
				continue
			}
			name := d.Name.Name
			if d.Recv != nil {
				recv := receiverName(d.Recv.List[0].Type)
				if !ast.IsExported(recv) {
					continue
				}
				name = recv + "." + name
			}
			report(name, d.Type)
		case *ast.GenDecl:
			for _, spec := range d.Specs {
				switch s := spec.(type) {
				case *ast.TypeSpec:
					if s.Name.IsExported() {
						typeLeaks(s.Name.Name, s, report)
					}
				case *ast.ValueSpec:
					for _, n := range s.Names {
						if n.IsExported() && s.Type != nil {
							report(n.Name, s.Type)
						}
					}
				}
			}
		}
	}
	return leaks, nil
}

// typeLeaks reports the exported parts of a type declaration: an alias or
// defined type's underlying expression, exported struct fields (embedded
// ones included) and interface methods.
func typeLeaks(name string, s *ast.TypeSpec, report func(string, ast.Node)) {
	switch t := s.Type.(type) {
	case *ast.StructType:
		for _, field := range t.Fields.List {
			if len(field.Names) == 0 {
				if embedded := receiverName(field.Type); ast.IsExported(embedded) {
					report(name+"."+embedded, field.Type)
				}
				continue
			}
			for _, n := range field.Names {
				if n.IsExported() {
					report(name+"."+n.Name, field.Type)
				}
			}
		}
	case *ast.InterfaceType:
		for _, m := range t.Methods.List {
			for _, n := range m.Names {
				if n.IsExported() {
					report(name+"."+n.Name, m.Type)
				}
			}
			if len(m.Names) == 0 {
				report(name, m.Type)
			}
		}
	default:
		report(name, s.Type)
	}
}

// internalImports maps each local name of an internal package to its path.
func internalImports(f *ast.File) map[string]bool {
	names := map[string]bool{}
	for _, imp := range f.Imports {
		path, err := strconv.Unquote(imp.Path.Value)
		if err != nil || !strings.Contains("/"+path+"/", "/internal/") {
			continue
		}
		name := path[strings.LastIndex(path, "/")+1:]
		if imp.Name != nil {
			name = imp.Name.Name
		}
		names[name] = true
	}
	return names
}

// namesInternal reports whether expr mentions pkg.Type for an internal pkg.
func namesInternal(expr ast.Expr, internal map[string]bool) bool {
	found := false
	ast.Inspect(expr, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok && internal[id.Name] {
				found = true
			}
		}
		return !found
	})
	return found
}

// receiverName is the type name of a receiver or embedded field expression.
func receiverName(expr ast.Expr) string {
	for {
		switch e := expr.(type) {
		case *ast.StarExpr:
			expr = e.X
		case *ast.IndexExpr:
			expr = e.X
		case *ast.IndexListExpr:
			expr = e.X
		case *ast.SelectorExpr:
			return e.Sel.Name
		case *ast.Ident:
			return e.Name
		default:
			return ""
		}
	}
}

// TestExportedFieldsDocumented fails when an exported field of an exported
// struct type in a public package has neither a doc comment nor a line
// comment: go doc is where a user learns what each field means.
func TestExportedFieldsDocumented(t *testing.T) {
	for _, path := range publicGoFiles(t) {
		for _, f := range undocumentedFields(t, path) {
			t.Error(f)
		}
	}
}

// undocumentedFields lists "path: Type.Field" for each exported field of an
// exported struct type declared in the file without a comment.
func undocumentedFields(t *testing.T, path string) []string {
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	var missing []string
	for _, decl := range f.Decls {
		g, ok := decl.(*ast.GenDecl)
		if !ok || g.Tok != token.TYPE {
			continue
		}
		for _, spec := range g.Specs {
			ts := spec.(*ast.TypeSpec)
			st, ok := ts.Type.(*ast.StructType)
			if !ok || !ts.Name.IsExported() {
				continue
			}
			for _, field := range st.Fields.List {
				if field.Doc != nil || field.Comment != nil {
					continue
				}
				names := field.Names
				if len(names) == 0 {
					continue // an embedded type is documented where it is declared
				}
				for _, n := range names {
					if n.IsExported() {
						missing = append(missing, path+": "+ts.Name.Name+"."+n.Name+" has no comment")
					}
				}
			}
		}
	}
	return missing
}
