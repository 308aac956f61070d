package dom

import "testing"

// TestClassHas: a token counts only whole, between ASCII white space or
// the ends of the value; a token inside another does not.
func TestClassHas(t *testing.T) {
	for _, c := range []struct {
		class, tok string
		want       bool
	}{
		{"markdown", "markdown", true},
		{"prose markdown", "markdown", true},
		{"markdown prose", "markdown", true},
		{"a\tmarkdown\nb", "markdown", true},
		{"a\fmarkdown\rb", "markdown", true},
		{"markdown-new-styling", "markdown", false},
		{"new-markdown", "markdown", false},
		{"new-markdown markdown", "markdown", true},
		{"markdownmarkdown markdown", "markdown", true},
		{"markdownmarkdown", "markdown", false},
		{"", "markdown", false},
		{"Markdown", "markdown", false},
		{"x\u00a0markdown", "markdown", false}, // no-break space separates no tokens
	} {
		if got := ClassHas(c.class, c.tok); got != c.want {
			t.Errorf("ClassHas(%q, %q) = %v, want %v", c.class, c.tok, got, c.want)
		}
	}
}
