// Package doccheck lets a package's tests prove that its doc.go lists
// exactly the reason codes it defines under "# Reason codes", so that the
// documented codes (which are API) cannot drift from the code.
package doccheck

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
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
	files, err := packageFiles(dir, pkg, parser.ParseComments)
	if err != nil {
		return nil, "", err
	}
	if len(files) == 0 {
		return nil, "", fmt.Errorf("package %s not found in %s", pkg, dir)
	}
	var doc string
	for _, f := range files {
		if f.Doc != nil {
			doc += f.Doc.Text()
		}
	}
	err = eachConst(files, prefixes, func(name string, value ast.Expr) error {
		if value == nil {
			return fmt.Errorf("%s has no value of its own", name)
		}
		val, err := stringValue(dir, files, value)
		if err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
		codes = append(codes, Code{name, val})
		return nil
	})
	if err != nil {
		return nil, "", err
	}
	sort.Slice(codes, func(i, j int) bool { return codes[i].Name < codes[j].Name })
	_, section, ok := strings.Cut(doc, "Reason codes\n")
	if !ok {
		return nil, "", fmt.Errorf("package %s has no # Reason codes section", pkg)
	}
	return codes, section, nil
}

// eachConst calls fn with every constant of files whose name starts with
// one of prefixes, in declaration order, and its own value expression
// (nil when it has none); it stops at fn's first error.
func eachConst(files []*ast.File, prefixes []string, fn func(name string, value ast.Expr) error) error {
	for _, f := range files {
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
					var value ast.Expr
					if i < len(vs.Values) {
						value = vs.Values[i]
					}
					if err := fn(id.Name, value); err != nil {
						return err
					}
				}
			}
		}
	}
	return nil
}

// stringValue is the value of a code constant: a string literal, or a
// constant of another package of the module that one is defined by (a code
// defined once and shared, as gate's completion-rule codes are the
// verdict's).
func stringValue(dir string, files []*ast.File, value ast.Expr) (string, error) {
	switch v := value.(type) {
	case *ast.BasicLit:
		if v.Kind == token.STRING {
			return strconv.Unquote(v.Value)
		}
	case *ast.SelectorExpr:
		if x, ok := v.X.(*ast.Ident); ok {
			return importedConst(dir, files, x.Name, v.Sel.Name)
		}
	}
	return "", fmt.Errorf("not a string literal or a constant of the module")
}

// importedConst resolves pkg.name, where pkg is an import of files that
// lies in the same module as dir.
func importedConst(dir string, files []*ast.File, pkg, name string) (string, error) {
	root, module, err := moduleOf(dir)
	if err != nil {
		return "", err
	}
	for _, f := range files {
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			local := path[strings.LastIndex(path, "/")+1:]
			if imp.Name != nil {
				local = imp.Name.Name
			}
			rel, ok := strings.CutPrefix(path, module)
			if local != pkg || !ok || (rel != "" && rel[0] != '/') {
				continue
			}
			other := filepath.Join(root, filepath.FromSlash(rel))
			ofiles, err := packageFiles(other, "", 0)
			if err != nil {
				return "", err
			}
			var val string
			found := false
			err = eachConst(ofiles, []string{name}, func(n string, value ast.Expr) error {
				if n != name || found {
					return nil
				}
				found = true
				if value == nil {
					return fmt.Errorf("%s.%s has no value of its own", pkg, name)
				}
				val, err = stringValue(other, ofiles, value)
				return err
			})
			if err == nil && !found {
				err = fmt.Errorf("%s.%s not found", pkg, name)
			}
			return val, err
		}
	}
	return "", fmt.Errorf("%s is not a package of the module", pkg)
}

// moduleOf returns the root directory of the module holding dir and its
// module path.
func moduleOf(dir string) (root, module string, err error) {
	d, err := filepath.Abs(dir)
	if err != nil {
		return "", "", err
	}
	for {
		src, err := os.ReadFile(filepath.Join(d, "go.mod"))
		if err == nil {
			for _, l := range strings.Split(string(src), "\n") {
				if m, ok := strings.CutPrefix(strings.TrimSpace(l), "module "); ok {
					return d, strings.Trim(strings.TrimSpace(m), `"`), nil
				}
			}
			return "", "", fmt.Errorf("%s: no module line", filepath.Join(d, "go.mod"))
		}
		up := filepath.Dir(d)
		if up == d {
			return "", "", fmt.Errorf("no go.mod above %s", dir)
		}
		d = up
	}
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

// Style is how a "# Reason codes" section lists each code.
type Style int

const (
	// Bracketed lists each code as [Name] "value".
	Bracketed Style = iota
	// Mentioned names each code by its value, as a word.
	Mentioned
)

// Spec says which constants of a package are its codes and how its doc
// lists them.
type Spec struct {
	Dir, Package string
	// Min is the fewest codes the package may have, so that a test which
	// finds none by mistake fails.
	Min int
	// Prefixes select the code constants by name; Skip excludes names that
	// share a prefix without being codes (e.g. "Reasoning" beside "Reason").
	Prefixes, Skip []string
	Style          Style
	// Words are snake_case words a Mentioned section may use that are not
	// codes (JSON field names, for example).
	Words []string
	// Order, when set, is the order the section must list the codes in.
	Order []string
	// Named are name prefixes of other constants that the package doc must
	// mention as [Name] anywhere.
	Named []string
}

// Check is the one reason-code doc check: every code constant is listed
// under "# Reason codes" in the style given, the section lists nothing
// else, values are unique snake_case, there are at least Min, and the
// order and [Name] mentions hold when asked for.
func Check(t testing.TB, s Spec) {
	t.Helper()
	codes, section, err := Read(s.Dir, s.Package, s.Prefixes...)
	if err != nil {
		t.Fatal(err)
	}
	codes = slices.DeleteFunc(codes, func(c Code) bool { return hasPrefix(c.Name, s.Skip) })
	byValue := checkValues(t, codes, s.Min)
	switch s.Style {
	case Bracketed:
		checkBracketed(t, codes, byValue, section)
	case Mentioned:
		checkMentioned(t, codes, byValue, section, s.Words)
	}
	checkOrder(t, section, s.Order)
	if len(s.Named) > 0 {
		checkNamed(t, s)
	}
}

func checkBracketed(t testing.TB, codes []Code, byValue map[string]string, section string) {
	t.Helper()
	flat := strings.Join(strings.Fields(section), " ")
	for _, c := range codes {
		if !strings.Contains(flat, "["+c.Name+"] \""+c.Value+"\"") {
			t.Errorf("doc.go does not list [%s] %q under # Reason codes", c.Name, c.Value)
		}
	}
	for _, m := range bracketed.FindAllStringSubmatch(flat, -1) {
		if byValue[m[2]] != m[1] {
			t.Errorf("doc.go lists [%s] %q, which is not a code of the package", m[1], m[2])
		}
	}
}

func checkMentioned(t testing.TB, codes []Code, byValue map[string]string, section string, allowed []string) {
	t.Helper()
	words := map[string]bool{}
	for _, w := range snakeWords.FindAllString(section, -1) {
		words[w] = true
		if _, ok := byValue[w]; !ok && !slices.Contains(allowed, w) {
			t.Errorf("doc.go lists %q, which is not a code of the package", w)
		}
	}
	for _, c := range codes {
		if !words[c.Value] && !containsWord(section, c.Value) {
			t.Errorf("doc.go does not list %s %q under # Reason codes", c.Name, c.Value)
		}
	}
}

// checkOrder reports codes the section lists out of the given order.
func checkOrder(t testing.TB, section string, order []string) {
	t.Helper()
	last := -1
	for _, v := range order {
		loc := regexp.MustCompile(`\b` + regexp.QuoteMeta(v) + `\b`).FindStringIndex(section)
		if loc == nil {
			t.Errorf("reason code %q is not listed", v)
			continue
		}
		if loc[0] < last {
			t.Errorf("reason code %q is listed out of order", v)
		}
		last = loc[0]
	}
}

// checkNamed reports constants with a Named prefix the package doc does not
// mention as [Name]. A named constant may be spelled by another constant
// (a decision spelled as the verdict value it stands for); only a literal
// value is checked for snake_case.
func checkNamed(t testing.TB, s Spec) {
	t.Helper()
	named, err := namedConsts(s.Dir, s.Package, s.Named)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := packageDoc(s.Dir, s.Package)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range named {
		if !strings.Contains(doc, "["+c.Name+"]") {
			t.Errorf("the package doc does not mention [%s]", c.Name)
		}
		if c.Value != "" && !snake.MatchString(c.Value) {
			t.Errorf("%s = %q is not snake_case", c.Name, c.Value)
		}
	}
}

// namedConsts lists the package's constants with one of the prefixes, with
// their value when it is a string literal ("" otherwise).
func namedConsts(dir, pkg string, prefixes []string) ([]Code, error) {
	files, err := packageFiles(dir, pkg, 0)
	if err != nil {
		return nil, err
	}
	var out []Code
	err = eachConst(files, prefixes, func(name string, value ast.Expr) error {
		c := Code{Name: name}
		if lit, ok := value.(*ast.BasicLit); ok && lit.Kind == token.STRING {
			c.Value, _ = strconv.Unquote(lit.Value)
		}
		out = append(out, c)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

func packageDoc(dir, pkg string) (string, error) {
	files, err := packageFiles(dir, pkg, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		return "", err
	}
	var doc string
	for _, f := range files {
		if f.Doc != nil {
			doc += f.Doc.Text()
		}
	}
	return doc, nil
}

// packageFiles parses the Go files of dir, in name order, and returns those
// of package pkg (its test files in the same package included); with pkg
// "", the package's files without its tests.
func packageFiles(dir, pkg string, mode parser.Mode) ([]*ast.File, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, e.Name()), nil, mode)
		if err != nil {
			return nil, err
		}
		if f.Name.Name == pkg || (pkg == "" && !strings.HasSuffix(e.Name(), "_test.go")) {
			files = append(files, f)
		}
	}
	return files, nil
}

func containsWord(s, w string) bool {
	return regexp.MustCompile(`\b` + regexp.QuoteMeta(w) + `\b`).MatchString(s)
}
