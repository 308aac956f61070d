package main

import (
	"io"
	"os"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
)

func init() {
	verbs["classify"] = verb{runClassify, "judge saved pages: one chatproof.snapshot/v1 JSON line per file"}
}

const classifyUsage = `usage: chatproof classify [--expect-message-id ID] [--min-turn N] FILE...
`

func runClassify(args []string, stdout, stderr io.Writer) int {
	fs := verbFlags("classify", classifyUsage, stderr)
	var opts chatproof.Options
	corpus.BindClassifyFlags(fs, &opts)
	if status, ok := parseFiles(fs, args); !ok {
		return status
	}
	enc := jsonLines(stdout)
	judge := func(file string) (chatproof.Verdict, error) { return classifyFile(file, opts) }
	return eachFile("classify", fs.Args(), stderr, judge, func(v chatproof.Verdict) error { return enc.Encode(v) })
}

// classifyFile reads at most the parse limit and classifies it; a larger
// file is refused before it is parsed.
func classifyFile(file string, opts chatproof.Options) (chatproof.Verdict, error) {
	limit := int64(opts.Limits.MaxBytes)
	if limit == 0 {
		limit = chatproof.DefaultMaxBytes
	}
	var src []byte
	var err error
	if limit < 0 {
		src, err = os.ReadFile(file)
	} else {
		src, err = readCapped(file, limit)
	}
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
