package page

import (
	"bytes"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/capture/redact"
)

// TestSanitizeStyleBreakout checks style text set by script (which HTML
// source cannot express) cannot close its element when written.
func TestSanitizeStyleBreakout(t *testing.T) {
	b := newPage()
	style := b.el(b.el(b.el(0, "HTML", box(1, 1)), "HEAD", nil), "STYLE", nil)
	b.txt(style, `.a{content:"</STYLE ><img src=x>"}`, nil)
	b.txt(b.el(b.p.Nodes[style].Parent, "STYLE", nil), `.b{content:"<SCRIPT>x()</SCRIPT>"}`, nil)
	doc, err := Build(&b.p, testProv)
	if err != nil {
		t.Fatal(err)
	}
	redact.Sanitize(doc, redact.Options{})
	out, err := redact.Render(doc)
	if err != nil {
		t.Fatal(err)
	}
	doc, err = html.Parse(bytes.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	for n := range doc.Descendants() {
		if n.Type == html.ElementNode && (n.Data == "img" || n.Data == "script") {
			t.Errorf("style text closed its element and made a <%s>:\n%s", n.Data, out)
		}
	}
	if strings.Contains(strings.ToLower(string(out)), "<script") {
		t.Errorf("a script body survives as style text:\n%s", out)
	}
}
