package chatproof_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"reflect"
	"strings"
	"testing"

	"github.com/chatproof/chatproof"
)

// TestAliasDocsNameEveryField: go doc chatproof.Response (and Surface,
// Activity, Signal) shows an alias, so its comment names the fields of the
// type behind it; a field added there must be named here too.
func TestAliasDocsNameEveryField(t *testing.T) {
	docs := map[string]string{}
	for _, file := range []string{"verdict.go", "classify.go", "limits.go"} {
		aliasDocs(t, file, docs)
	}
	for name, typ := range map[string]reflect.Type{
		"Surface":  reflect.TypeFor[chatproof.Surface](),
		"Activity": reflect.TypeFor[chatproof.Activity](),
		"Signal":   reflect.TypeFor[chatproof.Signal](),
		"Response": reflect.TypeFor[chatproof.Response](),
		"Options":  reflect.TypeFor[chatproof.Options](),
		"Limits":   reflect.TypeFor[chatproof.Limits](),
	} {
		doc := strings.Join(strings.Fields(docs[name]), " ")
		for i := range typ.NumField() {
			if !typ.Field(i).IsExported() {
				continue // not API: nothing a caller sets or reads
			}
			if field := typ.Field(i).Name; !strings.Contains(doc, field) {
				t.Errorf("the doc of chatproof.%s does not name its field %s:\n%s", name, field, doc)
			}
		}
	}
}

// aliasDocs adds the doc comment of each type alias declared in file.
func aliasDocs(t *testing.T, file string, docs map[string]string) {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	for _, decl := range f.Decls {
		g, ok := decl.(*ast.GenDecl)
		if !ok {
			continue
		}
		for _, spec := range g.Specs {
			if ts, ok := spec.(*ast.TypeSpec); ok && ts.Assign.IsValid() && g.Doc != nil {
				docs[ts.Name.Name] = g.Doc.Text()
			}
		}
	}
}
