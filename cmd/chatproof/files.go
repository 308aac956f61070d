package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
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
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > max {
		return nil, fmt.Errorf("larger than %d bytes", max)
	}
	return data, nil
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
