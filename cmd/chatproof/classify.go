package main

import (
	"io"
	"math"
	"os"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
)

func init() {
	verbs["classify"] = verb{runClassify, "judge saved pages: one chatproof.snapshot/v1 JSON line per file"}
}

const classifyUsage = `usage: chatproof classify [--expect-message-id ID] [--min-turn N] [--max-bytes N] FILE...
`

func runClassify(args []string, stdout, stderr io.Writer) int {
	fs := verbFlags("classify", classifyUsage, stderr)
	var opts chatproof.Options
	corpus.BindClassifyFlags(fs, &opts)
	maxBytes := maxBytesFlag(fs, chatproof.DefaultMaxBytes)
	if status, ok := parseFiles(fs, args); !ok {
		return status
	}
	if badMaxBytes(*maxBytes, stderr) {
		return exitError
	}
	opts.Limits.MaxBytes = int(min(*maxBytes, math.MaxInt))
	enc := jsonLines(stdout)
	judge := func(file string) (chatproof.Verdict, error) { return classifyFile(file, opts) }
	return eachFile("classify", fs.Args(), stderr, judge, func(v chatproof.Verdict) error { return enc.Encode(v) })
}

// classifyFile gives the file to the reader, which refuses a file over the
// size limit from its size, before reading it.
func classifyFile(file string, opts chatproof.Options) (chatproof.Verdict, error) {
	f, err := os.Open(file)
	if err != nil {
		return chatproof.Verdict{}, err
	}
	defer f.Close()
	v, err := chatproof.ClassifyReader(f, opts)
	if err != nil {
		return chatproof.Verdict{}, err
	}
	v.Source = file
	return v, nil
}
