package snapshot_test

import (
	"bytes"
	"io"
	"runtime"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/snapshot"
)

// bigPage is a page of n replies of about 300 bytes each.
func bigPage(n int) string {
	reply := `<div data-message-author-role="assistant" data-message-id="m"><p>Ja, 7 ist eine <b>Primzahl</b> — größer als 5.</p>` +
		strings.Repeat("lange Zeile ", 16) + "</div>\n"
	return "<!DOCTYPE html><html><head><title>Chat</title></head><body>" + strings.Repeat(reply, n) + "</body></html>"
}

// raceBuild is set in a build with the race detector (race_test.go).
var raceBuild bool

// allocated is the fewest bytes fn allocated in three runs.
func allocated(fn func()) uint64 {
	least := ^uint64(0)
	for range 3 {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		fn()
		runtime.ReadMemStats(&after)
		least = min(least, after.TotalAlloc-before.TotalAlloc)
	}
	return least
}

// TestParseHoldsThePageOnce: a page read from a reader, or decoded from
// gzip, is read into one buffer of its size that the tree then slices, so
// parsing it allocates the page's size more than parsing a string, which
// the tree slices as it is. A second copy of the page, or a buffer grown
// by doubling, would cost about the page's size more again.
func TestParseHoldsThePageOnce(t *testing.T) {
	if raceBuild {
		t.Skip("the race detector's build allocates more")
	}
	page := bigPage(12_000)
	ref := allocated(func() { dom.Parse(page, dom.Limits{}) })
	compressed := gz([]byte(page))
	cases := []struct {
		name  string
		parse func() (*snapshot.Document, error)
	}{
		{"HTML from a reader", func() (*snapshot.Document, error) {
			return snapshot.ParseReader(strings.NewReader(page), snapshot.Limits{})
		}},
		{"gzip from bytes", func() (*snapshot.Document, error) { return snapshot.Parse(compressed, snapshot.Limits{}) }},
		{"gzip from a reader", func() (*snapshot.Document, error) {
			return snapshot.ParseReader(bytes.NewReader(compressed), snapshot.Limits{})
		}},
	}
	for _, c := range cases {
		got := allocated(func() {
			if _, err := c.parse(); err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
		})
		t.Logf("%s: %d bytes for a %d-byte page (its tree: %d)", c.name, got, len(page), ref)
		if bound := ref + uint64(len(page))*5/4; got > bound {
			t.Errorf("%s: a %d-byte page allocated %d bytes, more than its tree's %d and a quarter more than the page", c.name, len(page), got, ref)
		}
	}
}

// sizeless hides a reader's Len, as standard input does.
type sizeless struct{ io.Reader }

// TestParseKeepsItsOwnPage: a document never shares bytes its caller can
// write (Parse and ParsePage copy the caller's page), and reads the same
// page whichever way it came.
func TestParseKeepsItsOwnPage(t *testing.T) {
	page := bigPage(50)
	render := func(d *snapshot.Document, err error) string { return renderDoc(t, d, err) }
	want := render(snapshot.ParsePage(snapshot.Page{HTML: []byte(page)}, snapshot.Limits{}))
	src := []byte(page)
	fromBytes, err := snapshot.Parse(src, snapshot.Limits{})
	p := snapshot.Page{HTML: []byte(page)}
	fromPage, err2 := snapshot.ParsePage(p, snapshot.Limits{})
	for i := range src {
		src[i], p.HTML[i] = 'x', 'x'
	}
	for name, got := range map[string]string{
		"Parse, the caller's bytes overwritten":     render(fromBytes, err),
		"ParsePage, the caller's bytes overwritten": render(fromPage, err2),
		"ParseReader of unknown size":               render(snapshot.ParseReader(sizeless{strings.NewReader(page)}, snapshot.Limits{})),
		"ParseReader of gzip":                       render(snapshot.ParseReader(bytes.NewReader(gz([]byte(page))), snapshot.Limits{})),
		"Parse of MHTML":                            render(snapshot.Parse(mhtml("quoted-printable", page), snapshot.Limits{})),
	} {
		if got != want {
			t.Errorf("%s: the document changed", name)
		}
	}
}

// renderDoc serializes a parsed document's tree.
func renderDoc(t *testing.T, d *snapshot.Document, err error) string {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := html.Render(&b, dom.Of(d).Root()); err != nil {
		t.Fatal(err)
	}
	return b.String()
}
