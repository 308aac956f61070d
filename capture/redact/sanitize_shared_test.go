package redact

import (
	"strings"
	"testing"
)

// TestSanitizeSharedAttributes: the reader stores a list of attributes
// equal to one before it once, shared by the elements; sanitizing one
// element (a handler dropped, a value redacted) must leave the others'
// lists as written, so each comes out sanitized once, whatever the
// position of what changes.
func TestSanitizeSharedAttributes(t *testing.T) {
	for _, attrs := range []string{
		`onclick="x()" class="a"`,
		`class="a" onclick="x()"`,
		`class="a" onclick="x()" title="t"`,
		`href="https://u:p@example.com/x" class="a"`,
		`class="a" title="t" onclick="x()"`,
	} {
		el := "<p " + attrs + ">x</p>"
		out, _, err := SanitizeHTML([]byte("<html><body>"+strings.Repeat(el, 3)+"</body></html>"), Options{})
		if err != nil {
			t.Fatal(err)
		}
		one, _, err := SanitizeHTML([]byte("<html><body>"+el+"</body></html>"), Options{})
		if err != nil {
			t.Fatal(err)
		}
		i, j := strings.Index(string(one), "<p"), strings.Index(string(one), "</p>")
		want := string(one)[i : j+4]
		if got := strings.Count(string(out), want); got != 3 {
			t.Errorf("%s three times: %d of the elements come out as %s:\n%s", attrs, got, want, out)
		}
	}
}
