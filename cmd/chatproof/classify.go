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

// classifyFile streams the file into the parser, so that the source is not
// held beside the tree; a file over the size limit is refused without being
// read to its end.
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
