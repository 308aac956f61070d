// Package doccheck lets a package's tests prove that its doc.go lists
// exactly the reason codes it defines under "# Reason codes", so that the
// documented codes (which are API) cannot drift from the code.
package doccheck

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// Code is one string constant of a package.
type Code struct{ Name, Value string }

var (
	snake      = regexp.MustCompile(`^[a-z][a-z0-9]*(_[a-z0-9]+)*$`)
	bracketed  = regexp.MustCompile(`\[(\w+)\] "([a-z0-9_]+)"`)
	snakeWords = regexp.MustCompile(`\b[a-z0-9]+(?:_[a-z0-9]+)+\b`)
)

// Read parses the Go files of package pkg in dir and returns its string
// constants whose names start with one of prefixes, and the text of its
// "# Reason codes" section.
func Read(dir, pkg string, prefixes ...string) (codes []Code, section string, err error) {
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, dir, nil, parser.ParseComments)
	if err != nil {
		return nil, "", err
	}
	p, ok := pkgs[pkg]
	if !ok {
		return nil, "", fmt.Errorf("package %s not found in %s", pkg, dir)
	}
	var doc string
	for _, f := range p.Files {
		if f.Doc != nil {
			doc += f.Doc.Text()
		}
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, id := range vs.Names {
					if !hasPrefix(id.Name, prefixes) {
						continue
					}
					if i >= len(vs.Values) {
						return nil, "", fmt.Errorf("%s has no value of its own", id.Name)
					}
					lit, ok := vs.Values[i].(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						return nil, "", fmt.Errorf("%s is not a string literal", id.Name)
					}
					val, _ := strconv.Unquote(lit.Value)
					codes = append(codes, Code{id.Name, val})
				}
			}
		}
	}
	sort.Slice(codes, func(i, j int) bool { return codes[i].Name < codes[j].Name })
	_, section, ok = strings.Cut(doc, "Reason codes\n")
	if !ok {
		return nil, "", fmt.Errorf("package %s has no # Reason codes section", pkg)
	}
	return codes, section, nil
}

func hasPrefix(name string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// checkValues reports duplicate and non-snake_case values and too few codes.
func checkValues(t testing.TB, codes []Code, min int) map[string]string {
	t.Helper()
	byValue := map[string]string{}
	for _, c := range codes {
		if prev, dup := byValue[c.Value]; dup {
			t.Errorf("%s and %s share the value %q", prev, c.Name, c.Value)
		}
		byValue[c.Value] = c.Name
		if !snake.MatchString(c.Value) {
			t.Errorf("%s = %q is not snake_case", c.Name, c.Value)
		}
	}
	if len(codes) < min {
		t.Errorf("found only %d codes, want at least %d", len(codes), min)
	}
	return byValue
}

// Bracketed checks a section that lists each code as [Name] "value": every
// code is listed, the section lists nothing else (names starting with one of
// ignore excepted), values are unique snake_case, and there are at least min.
func Bracketed(t testing.TB, dir, pkg string, min int, prefixes, ignore []string) {
	t.Helper()
	codes, section, err := Read(dir, pkg, prefixes...)
	if err != nil {
		t.Fatal(err)
	}
	byValue := checkValues(t, codes, min)
	flat := strings.Join(strings.Fields(section), " ")
	for _, c := range codes {
		if !strings.Contains(flat, "["+c.Name+"] \""+c.Value+"\"") {
			t.Errorf("doc.go does not list [%s] %q under # Reason codes", c.Name, c.Value)
		}
	}
	for _, m := range bracketed.FindAllStringSubmatch(flat, -1) {
		if byValue[m[2]] != m[1] && !hasPrefix(m[1], ignore) {
			t.Errorf("doc.go lists [%s] %q, which is not a code of the package", m[1], m[2])
		}
	}
}

// Mentioned checks a section that names each code by its value: every code
// is mentioned, every snake_case word of the section is a code, values are
// unique snake_case, and there are at least min.
func Mentioned(t testing.TB, dir, pkg string, min int, prefixes ...string) {
	t.Helper()
	codes, section, err := Read(dir, pkg, prefixes...)
	if err != nil {
		t.Fatal(err)
	}
	byValue := checkValues(t, codes, min)
	words := map[string]bool{}
	for _, w := range snakeWords.FindAllString(section, -1) {
		words[w] = true
		if _, ok := byValue[w]; !ok {
			t.Errorf("doc.go lists %q, which is not a code of the package", w)
		}
	}
	for _, c := range codes {
		if !words[c.Value] && !containsWord(section, c.Value) {
			t.Errorf("doc.go does not list %s %q under # Reason codes", c.Name, c.Value)
		}
	}
}

func containsWord(s, w string) bool {
	return regexp.MustCompile(`\b` + regexp.QuoteMeta(w) + `\b`).MatchString(s)
}
