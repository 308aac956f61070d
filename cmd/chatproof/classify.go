package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
)

func init() {
	verbs["classify"] = verb{runClassify, "judge saved pages: one chatproof.snapshot/v1 JSON line per file"}
}

func runClassify(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("classify", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var opts chatproof.Options
	corpus.BindClassifyFlags(fs, &opts)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: chatproof classify [--expect-message-id ID] [--min-turn N] FILE...")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return exitError
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return exitError
	}
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	status := exitOK
	for _, file := range fs.Args() {
		v, err := classifyFile(file, opts)
		if err != nil {
			fmt.Fprintf(stderr, "chatproof classify: %s: %v\n", file, err)
			status = exitError
			continue
		}
		if err := enc.Encode(v); err != nil {
			fmt.Fprintf(stderr, "chatproof classify: %v\n", err)
			return exitError
		}
	}
	return status
}

// classifyFile reads at most the parse limit (plus one byte, to detect
// excess) and classifies it.
func classifyFile(file string, opts chatproof.Options) (chatproof.Verdict, error) {
	src, err := readLimited(file, opts)
	if err != nil {
		return chatproof.Verdict{}, err
	}
	v, err := chatproof.ClassifyHTML(src, opts)
	if err != nil {
		return chatproof.Verdict{}, err
	}
	v.Source = file
	return v, nil
}

func readLimited(file string, opts chatproof.Options) ([]byte, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	limit := int64(opts.Limits.MaxBytes)
	if limit == 0 {
		limit = chatproof.DefaultMaxBytes
	}
	if limit < 0 {
		return io.ReadAll(f)
	}
	return io.ReadAll(io.LimitReader(f, limit+1))
}
