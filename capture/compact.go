package capture

import "strings"

// compactJS returns the JavaScript js as the page is sent it: each line
// without its indentation, and without the lines that are blank or hold
// only a line comment. An evaluation's cost grows with the bytes of its
// expression, which the browser carries through its own process, converts
// and hands to the page's before it compiles a byte of it (about 0.1 ms
// per KB on a two-core machine, where the reader's first read of a tab
// sends it whole: see docs/performance.md); the reader's comments are
// most of its bytes. Every line break is kept, so what the code means,
// automatic semicolons included, is unchanged. That holds for code in
// which no string, template or comment spans lines (no template literal,
// no block comment, no line continued by a backslash), which
// TestCompactableJS checks of every script compacted.
func compactJS(js string) string {
	var b strings.Builder
	b.Grow(len(js) / 2)
	for line := range strings.Lines(js) {
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, "//") {
			continue
		}
		b.WriteString(t)
		b.WriteByte('\n')
	}
	return strings.TrimSuffix(b.String(), "\n")
}
