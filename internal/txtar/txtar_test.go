package txtar

import (
	"bytes"
	"testing"
)

func TestParse(t *testing.T) {
	a := Parse([]byte("comment line\n-- page.html --\n<p>x</p>\n-- want --\nterminal: complete\n--not a marker--\n-- x --"))
	if string(a.Comment) != "comment line\n" {
		t.Errorf("comment = %q", a.Comment)
	}
	if len(a.Files) != 3 || a.Files[0].Name != "page.html" || a.Files[1].Name != "want" || a.Files[2].Name != "x" {
		t.Fatalf("files = %+v", a.Files)
	}
	if got := string(a.Files[1].Data); got != "terminal: complete\n--not a marker--\n" {
		t.Errorf("want data = %q (a line that is not a full marker is data)", got)
	}
	if data, ok := a.Lookup("page.html"); !ok || string(data) != "<p>x</p>\n" {
		t.Errorf("Lookup = %q, %v", data, ok)
	}
	if _, ok := a.Lookup("nope"); ok {
		t.Error("Lookup of a missing file")
	}
}

func TestCRLFMarkers(t *testing.T) {
	a := Parse([]byte("c\r\n-- want --\r\nx: 1\r\n"))
	if len(a.Files) != 1 || a.Files[0].Name != "want" {
		t.Fatalf("CRLF marker not recognised: %+v", a.Files)
	}
}

func TestFormatRoundTrip(t *testing.T) {
	a := &Archive{Comment: []byte("why\n"), Files: []File{{"a", []byte("1\n")}, {"b", []byte("no newline")}}}
	b := Parse(Format(a))
	if string(b.Comment) != "why\n" || len(b.Files) != 2 || string(b.Files[1].Data) != "no newline\n" {
		t.Errorf("round trip: %+v", b)
	}
}

// FuzzParse: parsing never fails, and formatting a parsed archive and parsing
// it again is stable.
func FuzzParse(f *testing.F) {
	f.Add([]byte("c\n-- a --\nx\n-- b --\n"))
	f.Add([]byte("-- --\n-- a --"))
	f.Fuzz(func(t *testing.T, data []byte) {
		a := Parse(data)
		once := Format(a)
		twice := Format(Parse(once))
		if !bytes.Equal(once, twice) {
			t.Fatalf("Format(Parse) not stable:\n%q\n%q", once, twice)
		}
	})
}
