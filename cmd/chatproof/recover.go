package main

import (
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

const recoverUsage = `usage: chatproof recover [--max-bytes N] CASE...
Each CASE is a txtar archive with state.json and optionally page.html,
server.json, target.json and packet.txt; see package recovery.
Prints one chatproof.recover/v1 JSON object per case: the check that answered,
the action that is safe now, its reasons and the next state to persist.
Exit 0 when every case ran, whatever its decision; 1 on usage, read or decode errors.
`

func runRecover(args []string, stdout, stderr io.Writer) int {
	fs := verbFlags("recover", recoverUsage, stderr)
	maxBytes := maxBytesFlag(fs, maxRecoverCaseBytes)
	if status, ok := parseFiles(fs, args); !ok {
		return status
	}
	if badMaxBytes(*maxBytes, stderr) {
		return exitError
	}
	enc := jsonLines(stdout)
	recoverCase := func(file string) (recovery.Report, error) { return recoverFile(file, *maxBytes) }
	return eachFile("recover", fs.Args(), stderr, recoverCase, func(rep recovery.Report) error { return enc.Encode(rep) })
}

// recoverFile reads one case archive of at most max bytes and decides it.
func recoverFile(file string, max int64) (recovery.Report, error) {
	data, err := readCapped(file, max)
	if err != nil {
		return recovery.Report{}, err
	}
	return corpus.RecoverCase(txtar.Parse(data), file)
}
