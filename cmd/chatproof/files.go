package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/chatproof/chatproof"
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
		return nil, fmt.Errorf("%w: %d bytes, larger than %d", chatproof.ErrTooLarge, size, max)
	}
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > max {
		return nil, fmt.Errorf("%w: larger than %d bytes", chatproof.ErrTooLarge, max)
	}
	return data, nil
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
// the verb's default.
func maxBytesFlag(fs *flag.FlagSet, def int64) *int64 {
	return fs.Int64("max-bytes", def, "refuse an input larger than `N` bytes, from its size, before reading it")
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

// jsonLines returns an encoder writing one JSON value per line, with HTML
// characters left as they are.
func jsonLines(w io.Writer) *json.Encoder {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc
}
