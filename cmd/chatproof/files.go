package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/chatproof/chatproof"
)

// readCapped reads a file of at most max bytes. A larger file is an error
// (chatproof.ErrTooLarge): refused from its size before any of it is read,
// or, when its size cannot be told, without reading past the cap.
func readCapped(file string, max int64) ([]byte, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() && fi.Size() > max {
		return nil, fmt.Errorf("%w: %d bytes, larger than %d", chatproof.ErrTooLarge, fi.Size(), max)
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

// maxBytesFlag defines --max-bytes, the largest input a verb reads, with
// the verb's default.
func maxBytesFlag(fs *flag.FlagSet, def int64) *int64 {
	return fs.Int64("max-bytes", def, "refuse an input larger than `N` bytes, from its size, before reading it")
}

// badMaxBytes reports a --max-bytes that is not positive on stderr.
func badMaxBytes(max int64, stderr io.Writer) bool {
	if max > 0 {
		return false
	}
	fmt.Fprintf(stderr, "chatproof: --max-bytes must be positive, not %d\n", max)
	return true
}

// eachFile judges every file argument in turn and emits its report. A file
// that cannot be judged is reported on stderr, makes the status 1, and the
// others are still judged; a failure to write output stops at once.
func eachFile[R any](verb string, files []string, stderr io.Writer, judge func(file string) (R, error), emit func(R) error) int {
	status := exitOK
	for _, file := range files {
		rep, err := judge(file)
		if err != nil {
			fmt.Fprintf(stderr, "chatproof %s: %s: %v\n", verb, file, err)
			status = exitError
			continue
		}
		if err := emit(rep); err != nil {
			fmt.Fprintf(stderr, "chatproof %s: %v\n", verb, err)
			return exitError
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

// parseStatus is the exit status of a verb whose flags did not parse: 0
// when help was asked for (-h or --help; the flag set has printed its
// usage), 1 otherwise.
func parseStatus(err error) int {
	if errors.Is(err, flag.ErrHelp) {
		return exitOK
	}
	return exitError
}

// verbFlags returns the flag set of a verb; its usage prints the text (the
// usage line first) and the flag defaults on stderr.
func verbFlags(name, text string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, text)
		fs.PrintDefaults()
	}
	return fs
}

// parseFiles parses the arguments of a verb that needs at least one file.
// When the verb must stop (help, a bad flag, no file) ok is false and status
// is its exit status.
func parseFiles(fs *flag.FlagSet, args []string) (status int, ok bool) {
	if err := fs.Parse(args); err != nil {
		return parseStatus(err), false
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return exitError, false
	}
	return exitOK, true
}
