package snapshot_test

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/internal/borrowed"
	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/snapshot"
)

// TestParseInPlaceOnlyWhenMarked: a Limits a caller builds makes Parse
// read a copy of src, so changing src afterwards leaves the Document as it
// was; only a Limits the root package marked with borrowed.InPlace reads
// src itself. The wiring is explicit: nothing is registered at init.
func TestParseInPlaceOnlyWhenMarked(t *testing.T) {
	src := []byte("<html><body><p>hello</p></body></html>")
	copied, err := snapshot.Parse(src, snapshot.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	var lim snapshot.Limits
	borrowed.InPlace(&lim)
	inPlace, err := snapshot.Parse(src, lim)
	if err != nil {
		t.Fatal(err)
	}
	at := strings.Index(string(src), "hello")
	copy(src[at:], "HELLO")
	if got := renderDoc(t, copied, nil); !strings.Contains(got, "hello") {
		t.Errorf("a caller's Limits read src in place: %s", got)
	}
	if got := renderDoc(t, inPlace, nil); !strings.Contains(got, "HELLO") {
		t.Errorf("a marked Limits read a copy: %s", got)
	}
}

// TestNilDocumentReadsEmpty: a nil *Document reads as an empty page.
func TestNilDocumentReadsEmpty(t *testing.T) {
	var d *snapshot.Document
	var b strings.Builder
	if err := html.Render(&b, dom.Of(d).Root()); err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != "<html><head></head><body></body></html>" {
		t.Errorf("a nil Document reads as %s", got)
	}
}
