package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/txtar"
	"github.com/chatproof/chatproof/recovery"
)

func init() {
	verbs["recover"] = verb{runRecover, "decide what recovery is safe for recorded cases: one chatproof.recover/v1 JSON line per case"}
}

// maxRecoverCaseBytes caps a recovery case file: a page snapshot plus a
// conversation snapshot and the small sections. It is a variable so that
// tests can lower it.
var maxRecoverCaseBytes int64 = 64 << 20

func runRecover(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("recover", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: chatproof recover CASE...")
		fmt.Fprintln(stderr, "Each CASE is a txtar archive with state.json and optionally page.html,")
		fmt.Fprintln(stderr, "server.json, target.json and packet.txt; see package recovery.")
		fmt.Fprintln(stderr, "Prints one chatproof.recover/v1 JSON object per case: the check that answered,")
		fmt.Fprintln(stderr, "the action that is safe now, its reasons and the next state to persist.")
		fmt.Fprintln(stderr, "Exit 0 when every case ran, whatever its decision; 1 on usage, read or decode errors.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return parseStatus(err)
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return exitError
	}
	enc := jsonLines(stdout)
	return eachFile("recover", fs.Args(), stderr, recoverFile, func(rep recovery.Report) error { return enc.Encode(rep) })
}

func recoverFile(file string) (recovery.Report, error) {
	data, err := readCapped(file, maxRecoverCaseBytes)
	if err != nil {
		return recovery.Report{}, err
	}
	return corpus.RecoverCase(txtar.Parse(data), file)
}
