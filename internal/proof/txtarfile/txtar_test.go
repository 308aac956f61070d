package txtarfile_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof/internal/txtarfile"
)

// same reports whether txtarfile's archive is x/tools's, an empty comment
// or data being the same whether nil or not.
func same(got *txtarfile.Archive, want *txtar.Archive) bool {
	if string(got.Comment) != string(want.Comment) || len(got.Files) != len(want.Files) {
		return false
	}
	for i, f := range got.Files {
		if f.Name != want.Files[i].Name || string(f.Data) != string(want.Files[i].Data) {
			return false
		}
	}
	return true
}

// TestParseAsXTools: every archive of the repository (the corpus's
// fixtures, the command's and the packages' test data) reads as x/tools's
// txtar reads it, and writes back as it writes.
func TestParseAsXTools(t *testing.T) {
	n := 0
	err := filepath.WalkDir(filepath.Join("..", "..", ".."), func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() || !strings.HasSuffix(p, ".txtar") {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		n++
		got, want := txtarfile.Parse(data), txtar.Parse(data)
		if !same(got, want) {
			t.Errorf("%s reads otherwise than with x/tools", p)
		}
		if g, w := txtarfile.Format(got), txtar.Format(want); string(g) != string(w) {
			t.Errorf("%s writes back otherwise than with x/tools", p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 100 {
		t.Fatalf("only %d archives", n)
	}
	t.Logf("%d archives", n)
}

// FuzzParseAsXTools: any text reads as x/tools's txtar reads it.
func FuzzParseAsXTools(f *testing.F) {
	f.Add([]byte("c\n-- a --\nx\n-- b --\ny"))
	f.Add([]byte("-- --\n--  a  --\r\n-- b --"))
	f.Add([]byte("\n-- a --\n\n-- a --\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		got, want := txtarfile.Parse(data), txtar.Parse(data)
		if !same(got, want) {
			t.Fatalf("%q: read %q, x/tools %q", data, *got, *want)
		}
		if g, w := txtarfile.Format(got), txtar.Format(want); string(g) != string(w) {
			t.Fatalf("%q: wrote %q, x/tools %q", data, g, w)
		}
	})
}
