package txtarfile

import (
	"reflect"
	"testing"
)

func TestParse(t *testing.T) {
	for _, c := range []struct {
		name, in string
		want     *Archive
	}{
		{"empty", "", &Archive{}},
		{"comment only, its last line unended", "a\nb", &Archive{Comment: []byte("a\nb\n")}},
		{"comment and files", "c\n-- a --\nx\n-- b/c.html --\ny\nz\n",
			&Archive{Comment: []byte("c\n"), Files: []File{{"a", []byte("x\n")}, {"b/c.html", []byte("y\nz\n")}}}},
		{"empty file, unended last", "-- a --\n-- b --\nq",
			&Archive{Files: []File{{"a", nil}, {"b", []byte("q\n")}}}},
		{"name spaces stripped", "--   n  --\nv\n", &Archive{Files: []File{{"n", []byte("v\n")}}}},
		{"a last marker without newline", "x\n-- a --", &Archive{Comment: []byte("x\n"), Files: []File{{"a", nil}}}},
		{"not markers", "-- --\n--a --\n-- a--\n -- a --\n-- a --\r\r\n",
			&Archive{Comment: []byte("-- --\n--a --\n-- a--\n -- a --\n-- a --\r\r\n")}},
		{"a marker line ending in CR LF", "-- a --\r\nx\r\n", &Archive{Files: []File{{"a", []byte("x\r\n")}}}},
		{"a marker-looking line inside data", "-- a --\n-- b -- x\n", &Archive{Files: []File{{"a", []byte("-- b -- x\n")}}}},
	} {
		got := Parse([]byte(c.in))
		if len(got.Comment) == 0 {
			got.Comment = nil
		}
		for i := range got.Files {
			if len(got.Files[i].Data) == 0 {
				got.Files[i].Data = nil
			}
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: got %q, want %q", c.name, *got, *c.want)
		}
	}
}

func TestFormatReadsBack(t *testing.T) {
	a := &Archive{Comment: []byte("note"), Files: []File{{"a.json", []byte("{}")}, {"b", nil}, {"c", []byte("x\ny\n")}}}
	out := Format(a)
	if want := "note\n-- a.json --\n{}\n-- b --\n-- c --\nx\ny\n"; string(out) != want {
		t.Fatalf("Format: %q, want %q", out, want)
	}
	back := Parse(out)
	if string(back.Comment) != "note\n" || len(back.Files) != 3 || string(back.Files[0].Data) != "{}\n" || len(back.Files[1].Data) != 0 || string(back.Files[2].Data) != "x\ny\n" {
		t.Errorf("read back: %q", *back)
	}
	if string(a.Comment) != "note" || string(a.Files[0].Data) != "{}" {
		t.Error("Format changed its archive")
	}
}
