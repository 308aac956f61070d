package main

import (
	"flag"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/internal/bytesize"
	"github.com/chatproof/chatproof/snapshot"
)

// stdin is what "-" reads; a variable so that tests can give input.
var stdin io.Reader = os.Stdin

// stdinName is the file argument that names standard input.
const stdinName = "-"

// inputName is how messages name a file argument.
func inputName(file string) string {
	if file == stdinName {
		return "standard input"
	}
	return file
}

// countStdin counts the arguments that name standard input.
func countStdin(files []string) int {
	n := 0
	for _, f := range files {
		if f == stdinName {
			n++
		}
	}
	return n
}

// openInput opens a file argument: "-" is standard input.
func openInput(file string) (io.ReadCloser, error) {
	if file == stdinName {
		return io.NopCloser(stdin), nil
	}
	return os.Open(file)
}

// readCapped reads a file argument ("-": standard input) of at most max
// bytes; a larger input is an error without reading past the cap.
func readCapped(file string, max int64) ([]byte, error) {
	f, err := openInput(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if size, ok := fileSize(f); ok && size > max {
		return nil, fmt.Errorf("%w: %s, larger than --max-bytes (%s)", chatproof.ErrTooLarge, bytesize.Format(size), bytesize.Short(max))
	}
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > max {
		return nil, fmt.Errorf("%w: the input is larger than --max-bytes (%s)", chatproof.ErrTooLarge, bytesize.Short(max))
	}
	return data, nil
}

// readPage reads a saved page from a file argument ("-": standard input)
// in any format package snapshot reads (HTML, MHTML, gzip), the input and
// the decoded page each at most max bytes.
func readPage(file string, max int64) (snapshot.Page, error) {
	f, err := openInput(file)
	if err != nil {
		return snapshot.Page{}, err
	}
	defer f.Close()
	return snapshot.DecodeReader(f, snapshot.Limits{MaxBytes: int(min(max, math.MaxInt))})
}

// fileSize is the size of a regular file, when the input is one: a file
// over a cap is refused from its size, before any of it is read.
func fileSize(r io.Reader) (int64, bool) {
	f, ok := r.(*os.File)
	if !ok {
		return 0, false
	}
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return 0, false
	}
	return fi.Size(), true
}

// maxBytesFlag defines --max-bytes, the largest input a verb reads, with
// the verb's default. It takes a number of bytes or a size with a unit
// (10MB, 32MiB).
func maxBytesFlag(fs *flag.FlagSet, def int64) *int64 {
	n := def
	fs.Var((*byteSize)(&n), "max-bytes", "refuse an input larger than `SIZE` (bytes, or with a unit: 10MB, 64MiB), from its size, before reading it")
	return &n
}

// byteSize is a flag value holding a size in bytes, written with or
// without a unit.
type byteSize int64

func (b *byteSize) String() string {
	if b == nil {
		return "0"
	}
	n := int64(*b)
	if s := bytesize.Short(n); n >= 1<<10 && !strings.Contains(s, ".") && sizeOf(s) == n {
		return strings.ReplaceAll(s, " ", "")
	}
	return strconv.FormatInt(n, 10)
}

// sizeOf is the size s writes, or -1.
func sizeOf(s string) int64 {
	n, err := bytesize.Parse(s)
	if err != nil {
		return -1
	}
	return n
}

func (b *byteSize) Set(s string) error {
	n, err := bytesize.Parse(s)
	if err != nil {
		return err
	}
	*b = byteSize(n)
	return nil
}

// checkMaxBytes is the usage error of a --max-bytes that is not positive.
func checkMaxBytes(c *command, max int64) (int, bool) {
	if max > 0 {
		return 0, true
	}
	return c.usageError("--max-bytes must be positive, not %d", max), false
}

// eachFile judges every file argument in turn and emits its report. A file
// that cannot be judged is reported on stderr, makes the status 1, and the
// others are still judged; a failure to write output stops at once.
func eachFile[R any](c *command, files []string, judge func(file string) (R, error), emit func(R) error) int {
	status := exitOK
	for _, file := range files {
		rep, err := judge(file)
		if err != nil {
			status = c.fail(file, err)
			continue
		}
		if err := emit(rep); err != nil {
			return c.fail("", err)
		}
	}
	return status
}

// pageExtensions are the file names a folder argument's pages have: saved
// pages in each format (compressed too) and snapshot fixtures.
var pageExtensions = []string{".html", ".htm", ".mhtml", ".mht", ".xhtml", ".txtar", ".html.gz", ".htm.gz", ".mhtml.gz", ".mht.gz"}

// isPageFile reports whether a file found in a folder is a page to judge.
func isPageFile(name string) bool {
	name = strings.ToLower(name)
	for _, ext := range pageExtensions {
		if strings.HasSuffix(name, ext) {
			return true
		}
	}
	return false
}

// expandFolders replaces each folder argument by the pages below it (see
// pageExtensions), in lexical order, as lint reads the fixtures below a
// folder; other arguments stay as they are. A folder without pages is an
// error.
func expandFolders(args []string) ([]string, error) {
	var out []string
	for _, arg := range args {
		st, err := os.Stat(arg)
		if arg == stdinName || err != nil || !st.IsDir() {
			out = append(out, arg)
			continue
		}
		var found []string
		err = filepath.WalkDir(arg, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && isPageFile(d.Name()) {
				found = append(found, p)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		if len(found) == 0 {
			return nil, fmt.Errorf("%s: no pages (%s files) in this folder", arg, strings.Join(pageExtensions, ", "))
		}
		out = append(out, found...)
	}
	return out, nil
}
