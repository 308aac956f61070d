package dom

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// nested returns n nested divs inside body, the innermost holding a button.
func nested(n int) []byte {
	return []byte("<html><body>" + strings.Repeat("<div>", n) + "<button id=x>Stop</button>")
}

func TestDepthLimit(t *testing.T) {
	// html and body are two of the MaxDepth open elements; the button is
	// one more.
	deepest := MaxDepth - 3
	d, err := Parse(nested(deepest), Limits{})
	if err != nil {
		t.Fatalf("%d nested divs must parse: %v", deepest, err)
	}
	if i := d.ByID("x"); i < 0 || !d.Visible(i) {
		t.Fatalf("the innermost button is lost at depth %d", deepest)
	}
	for _, n := range []int{deepest + 1, 600, 100_000} {
		_, err := Parse(nested(n), Limits{})
		if !errors.Is(err, ErrTooDeep) {
			t.Errorf("%d nested divs: err = %v, want ErrTooDeep", n, err)
		}
	}
}

func TestSizeLimit(t *testing.T) {
	cases := []struct {
		size, max int
		tooLarge  bool
		reason    string
	}{
		{10, 10, false, "input exactly at the limit is accepted"},
		{11, 10, true, "one byte over the limit is refused"},
		{11, -1, false, "a negative limit means no limit"},
		{1000, 0, false, "0 means DefaultMaxBytes: a small input is accepted"},
		{DefaultMaxBytes + 1, 0, true, "0 means DefaultMaxBytes: one byte over is refused"},
	}
	for _, c := range cases {
		src := bytes.Repeat([]byte("a"), c.size)
		_, err := Parse(src, Limits{MaxBytes: c.max})
		if errors.Is(err, ErrTooLarge) != c.tooLarge || (err != nil && !c.tooLarge) {
			t.Errorf("Parse %d bytes, limit %d: err = %v (%s)", c.size, c.max, err, c.reason)
		}
	}
}

// <body> closes head and whatever is open in it, so that no markup left
// open in head can take the body in.
func TestBodyClosesHead(t *testing.T) {
	d, err := Parse([]byte(`<html><head><div id=h><span><body><p id=b>text</p>`), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	h, b := d.ByID("h"), d.ByID("b")
	if h < 0 || b < 0 || d.Visible(h) || !d.Visible(b) || d.Node(d.Parent(b)).Data != "body" {
		t.Errorf("head content %d visible %v, body paragraph %d visible %v", h, h >= 0 && d.Visible(h), b, b >= 0 && d.Visible(b))
	}
}

func TestHostileInputGivesADocument(t *testing.T) {
	cases := []struct {
		src    string
		reason string
	}{
		{"", "empty input"},
		{"\xff\xfe\xfd<p>\xc3</p>", "bytes that are not UTF-8"},
		{"<p>a\x00b</p><div \x00=\x00>", "NUL bytes in text and attributes"},
		{"<" + strings.Repeat("a", 1<<16), "an unterminated tag name"},
		{"<table>" + strings.Repeat("<td><b><p>", 2000), "misnested formatting inside a table"},
		{strings.Repeat("<a><b><i><p>", 3000), "the adoption agency on repeated misnesting"},
		{"<svg>" + strings.Repeat("<foreignObject><math><mi>", 100), "foreign content switching"},
		{strings.Repeat(`<p style="`, 1000), "unterminated attribute values"},
	}
	for _, c := range cases {
		d, err := Parse([]byte(c.src), Limits{})
		if err != nil {
			t.Errorf("%s: %v", c.reason, err)
			continue
		}
		for i := 0; i < d.Len(); i++ {
			d.Text(i, 64)
		}
	}
}
