package capture

import (
	"io/fs"
	"strings"
	"testing"
)

// TestCompactJS checks what compactJS drops and keeps: comment lines,
// blank lines and indentation go; every other line stays, in order,
// with what follows code on its line (a trailing comment, a "//" inside a
// string or a regular expression) as it was.
func TestCompactJS(t *testing.T) {
	in := "// a comment\n" +
		"function f(a) {\n" +
		"\n" +
		"    // indented comment\n" +
		"  const u = \"http://x\"; // trailing\n" +
		"\t\treturn /\\/\\//.test(a)\n" +
		"}\n"
	want := "function f(a) {\n" +
		"const u = \"http://x\"; // trailing\n" +
		"return /\\/\\//.test(a)\n" +
		"}"
	if got := compactJS(in); got != want {
		t.Errorf("compactJS:\n%s\nwant:\n%s", got, want)
	}
	if got := compactJS(want); got != want {
		t.Errorf("compactJS of compacted code changed it:\n%s", got)
	}
	if got := compactJS("// only\n\n"); got != "" {
		t.Errorf("compactJS of comments only = %q, want empty", got)
	}
}

// TestCompactableJS checks every script the page is sent compacted for
// what compactJS needs of it: no string, template or comment spanning
// lines, so that no line it drops or trims is inside one. It also checks
// that the compacted reader is at most 60% of the reader's bytes, the
// saving it exists for.
func TestCompactableJS(t *testing.T) {
	scripts := map[string]string{"match.js": matchJS, "paint_hits.js": paintHitsJS}
	names, err := fs.Glob(readerFiles, "scoped_*.js")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		scripts[name] = readerFile(name)
	}
	for name, js := range scripts {
		for k, line := range strings.Split(js, "\n") {
			code := strings.TrimSpace(line)
			if strings.HasPrefix(code, "//") {
				continue
			}
			switch {
			case strings.Contains(code, "`"):
				t.Errorf("%s:%d: a template literal, which may span lines", name, k+1)
			case strings.Contains(code, "/*"):
				t.Errorf("%s:%d: a block comment, which may span lines", name, k+1)
			case strings.HasSuffix(code, `\`):
				t.Errorf("%s:%d: a line continued by a backslash", name, k+1)
			}
		}
	}
	if len(scopedWire)*10 > len(scopedJS)*6 {
		t.Errorf("the reader sent is %d bytes of %d", len(scopedWire), len(scopedJS))
	}
}
