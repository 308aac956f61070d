package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
)

// readCapped reads a file of at most max bytes; a larger file is an error
// without reading past the cap.
func readCapped(file string, max int64) ([]byte, error) {
	f, err := os.Open(file)
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
