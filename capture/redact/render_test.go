package redact

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof/internal/dom"
)

func TestEscapeMarkers(t *testing.T) {
	tests := []struct{ in, want, reason string }{
		{"<pre>\n-- snap/000000ms.html --\n</pre>", "<pre>\n&#45;- snap/000000ms.html --\n</pre>", "a marker line in text"},
		{"-- a --\r\nx", "&#45;- a --\r\nx", "CRLF line ending"},
		{"-- --\n", "-- --\n", "too short to be a marker"},
		{"x -- a --\n", "x -- a --\n", "not at the start of the line"},
		{"-- a -\n", "-- a -\n", "no closing marker"},
	}
	for _, tc := range tests {
		if got := string(escapeMarkers([]byte(tc.in))); got != tc.want {
			t.Errorf("escapeMarkers(%q) = %q, want %q (%s)", tc.in, got, tc.want, tc.reason)
		}
	}
}

// TestRenderInTxtar checks that a snapshot with marker-like text survives a
// txtar archive and parses back to the same text.
func TestRenderInTxtar(t *testing.T) {
	src := "<html><body><pre>\n-- want --\nterminal: complete\n</pre><p title=\"a\n-- b --\nc\">x</p></body></html>"
	out, _, err := SanitizeHTML([]byte(src), Options{})
	if err != nil {
		t.Fatal(err)
	}
	a := txtar.Parse(txtar.Format(&txtar.Archive{Files: []txtar.File{{Name: "snap/000000ms.html", Data: out}}}))
	if len(a.Files) != 1 {
		t.Fatalf("archive has %d sections, want 1", len(a.Files))
	}
	doc, err := html.Parse(strings.NewReader(string(a.Files[0].Data)))
	if err != nil {
		t.Fatal(err)
	}
	var text, title string
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			text += n.Data
		}
		if n.Type == html.ElementNode && n.Data == "p" {
			title = dom.Attr(n, "title")
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	if !strings.Contains(text, "-- want --\nterminal: complete") || title != "a\n-- b --\nc" {
		t.Errorf("text %q, title %q: marker lines must read back unchanged", text, title)
	}
}
