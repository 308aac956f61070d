package chatproof_test

import (
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// pureLibrary are the packages whose importers get only x/net and x/text
// besides the module itself: nothing of the browser side, of the command
// or of an example.
var pureLibrary = []string{"", "/classify", "/surface", "/snapshot", "/site", "/gate", "/scan", "/recovery", "/recovery/pageview", "/grammar"}

// commandOnly are dependencies that only the command may import (the MCP
// SDK), and exampleOnly those that only an example module may (go-rod).
var (
	commandOnly = []string{"github.com/modelcontextprotocol/"}
	exampleOnly = []string{"github.com/go-rod/"}
)

// TestLibraryDependencies: importing a library package costs only what it
// needs. The pure packages depend on x/net and x/text alone; no package but
// cmd/chatproof depends on the MCP SDK, and none of the module on rod (the
// rod example is a module of its own).
func TestLibraryDependencies(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool on PATH")
	}
	out, err := exec.Command(goTool, "list", "-f", "{{.ImportPath}}{{range .Deps}} {{.}}{{end}}", "./...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	const module = "github.com/chatproof/chatproof"
	pure := map[string]bool{}
	for _, p := range pureLibrary {
		pure[module+p] = true
	}
	seen := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		pkg, deps := fields[0], fields[1:]
		for _, d := range deps {
			if !strings.Contains(strings.SplitN(d, "/", 2)[0], ".") {
				continue // the standard library
			}
			switch {
			case hasPrefix(d, exampleOnly):
				t.Errorf("%s depends on %s, which only an example module may", pkg, d)
			case hasPrefix(d, commandOnly) && pkg != module+"/cmd/chatproof":
				t.Errorf("%s depends on %s, which only the command may", pkg, d)
			case pure[pkg] && !hasPrefix(d, []string{module, "golang.org/x/net/", "golang.org/x/text/"}):
				t.Errorf("%s depends on %s: its importers would too", pkg, d)
			}
		}
		if pure[pkg] {
			seen++
		}
	}
	if seen != len(pureLibrary) {
		t.Errorf("go list named %d of the %d pure packages", seen, len(pureLibrary))
	}
}

// TestLibraryImporterGoSum: a module importing every library package
// records in its go.sum only x/net and x/text. go mod tidy keeps the
// checksums of what the tests of the packages a module imports import, so
// this holds only while no test of a library package, nor of a package
// of the module they import, imports go-cmp, goquery, x/tools or the
// corpus (such tests are in internal/proof). The module is tidied offline,
// from the module cache.
func TestLibraryImporterGoSum(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command is not on PATH: cannot tidy an importing module")
	}
	const module = "github.com/chatproof/chatproof"
	// First the cause, by name: a test of a pure package, or of a package
	// of the module one depends on, that imports anything else.
	args := []string{"list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}"}
	for _, p := range pureLibrary {
		args = append(args, module+p)
	}
	out, err := exec.Command(goTool, args...).Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	args = []string{"list", "-test", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{range .Imports}}\t{{.}}{{end}}{{end}}"}
	for _, p := range strings.Fields(string(out)) {
		if hasPrefix(p, []string{module}) {
			args = append(args, p)
		}
	}
	out, err = exec.Command(goTool, args...).Output()
	if err != nil {
		t.Fatalf("go list -test: %v", err)
	}
	allowed := func(p string) bool {
		return (hasPrefix(p, []string{module, "golang.org/x/net/", "golang.org/x/text/"}) || !strings.Contains(strings.SplitN(p, "/", 2)[0], ".")) &&
			!hasPrefix(p, []string{module + "/corpus", module + "/capture", module + "/internal/capturetest", module + "/internal/proof", module + "/cmd/"})
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Split(line, "\t")
		pkg := fields[0]
		if p, _, _ := strings.Cut(pkg, " "); strings.HasSuffix(p, ".test") || !allowed(p) {
			continue // the generated test main, or a package reported where imported
		}
		for _, imp := range fields[1:] {
			if p, _, _ := strings.Cut(imp, " "); !allowed(p) {
				t.Errorf("%s imports %s: a module importing the library would record it in its go.sum", pkg, p)
			}
		}
	}
	root, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	sum, err := os.ReadFile("go.sum")
	if err != nil {
		t.Fatal(err)
	}
	var imports strings.Builder
	for _, p := range pureLibrary {
		imports.WriteString("\t_ \"" + module + p + "\"\n")
	}
	dir := t.TempDir()
	for name, data := range map[string]string{
		"go.mod":  "module example.com/importer\n\ngo 1.26\n\nrequire " + module + " v0.0.0\n\nreplace " + module + " => " + root + "\n",
		"go.sum":  string(sum), // go mod tidy keeps only what the module needs
		"main.go": "package main\n\nimport (\n" + imports.String() + ")\n\nfunc main() {}\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tidy := exec.Command(goTool, "mod", "tidy")
	tidy.Dir = dir
	tidy.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
	if out, err := tidy.CombinedOutput(); err != nil {
		t.Fatalf("go mod tidy: %v\n%s", err, out)
	}
	got, err := os.ReadFile(filepath.Join(dir, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	named := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(string(got)), "\n") {
		if f := strings.Fields(line); len(f) > 0 {
			named[f[0]] = true
		}
	}
	for _, m := range slices.Sorted(maps.Keys(named)) {
		if m != "golang.org/x/net" && m != "golang.org/x/text" {
			t.Errorf("go.sum of a module importing the library names %s", m)
		}
	}
	if !named["golang.org/x/net"] || !named["golang.org/x/text"] {
		t.Errorf("go.sum of a module importing the library does not name x/net and x/text:\n%s", got)
	}
}

func hasPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// captureParts are the pure packages of the capture: the captured page
// and the redaction. They are what a capture computes from a browser's
// answer, testable without one, so neither may depend on the browser side
// (package capture, the chromedp client), the MCP SDK, or do I/O itself;
// the redaction, which reads HTML alone, does not depend on the page
// model or the protocol's types either.
var captureParts = map[string][]string{
	// The page model costs its importers no rule set: the secrets are the
	// redaction's.
	"/capture/page":   {"github.com/chatproof/chatproof/capture", "github.com/chatproof/chatproof/capture/redact", "github.com/chromedp/chromedp", "github.com/chromedp/chromedp/", "github.com/modelcontextprotocol/", "github.com/zricethezav/", "github.com/spf13/"},
	"/capture/redact": {"github.com/chatproof/chatproof/capture", "github.com/chatproof/chatproof/capture/page", "github.com/chromedp/", "github.com/modelcontextprotocol/"},
}

// ioPackages are the standard packages of I/O a pure package does not
// import.
var ioPackages = map[string]bool{"os": true, "os/exec": true, "net": true, "net/http": true, "io/ioutil": true, "syscall": true}

// TestCapturePartsDependencies: the captured page and the redaction
// import nothing of the browser side and no I/O (see captureParts). A
// forbidden path is matched exactly or as a prefix ending in "/".
func TestCapturePartsDependencies(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool on PATH")
	}
	const module = "github.com/chatproof/chatproof"
	for rel, forbidden := range captureParts {
		out, err := exec.Command(goTool, "list", "-f", "{{join .Imports \" \"}}\n{{join .Deps \" \"}}", "."+rel).Output()
		if err != nil {
			t.Fatalf("go list %s: %v", rel, err)
		}
		imports, deps, _ := strings.Cut(strings.TrimSpace(string(out)), "\n")
		for _, d := range strings.Fields(deps) {
			for _, f := range forbidden {
				if d == f || strings.HasSuffix(f, "/") && strings.HasPrefix(d, f) {
					t.Errorf("%s depends on %s", module+rel, d)
				}
			}
		}
		for _, i := range strings.Fields(imports) {
			if ioPackages[i] {
				t.Errorf("%s imports %s: a pure package does no I/O", module+rel, i)
			}
		}
	}
}
