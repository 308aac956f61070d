package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/txtar"
	"github.com/chatproof/chatproof/recovery"
)

func init() {
	verbs["recover"] = verb{runRecover, "decide what recovery is safe for recorded cases: one chatproof.recover/v1 JSON line per case"}
}

// maxRecoverCaseBytes caps a recovery case file: a page snapshot plus a
// conversation snapshot and the small sections.
const maxRecoverCaseBytes = 64 << 20

func runRecover(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("recover", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: chatproof recover CASE...")
		fmt.Fprintln(stderr, "Each CASE is a txtar archive with state.json and optionally page.html,")
		fmt.Fprintln(stderr, "server.json, target.json and packet.txt; see package recovery.")
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
		rep, err := recoverFile(file)
		if err != nil {
			fmt.Fprintf(stderr, "chatproof recover: %s: %v\n", file, err)
			status = exitError
			continue
		}
		if err := enc.Encode(rep); err != nil {
			fmt.Fprintf(stderr, "chatproof recover: %v\n", err)
			return exitError
		}
	}
	return status
}

func recoverFile(file string) (recovery.Report, error) {
	f, err := os.Open(file)
	if err != nil {
		return recovery.Report{}, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxRecoverCaseBytes+1))
	if err != nil {
		return recovery.Report{}, err
	}
	if len(data) > maxRecoverCaseBytes {
		return recovery.Report{}, fmt.Errorf("larger than %d bytes", maxRecoverCaseBytes)
	}
	return corpus.RecoverCase(txtar.Parse(data), file)
}
