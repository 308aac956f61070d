package main

import (
	"io"

	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof/corpus"
)

func init() {
	verbs["recover"] = verb{runRecover, "decide what recovery is safe for recorded cases: one chatproof.recover/v1 JSON line per case"}
}

// maxRecoverCaseBytes caps a recovery case file: a page snapshot plus a
// conversation snapshot and the small sections. It is a variable so that
// tests can lower it.
var maxRecoverCaseBytes int64 = 64 << 20

var recoverHelp = verbHelp{
	Usage: "chatproof recover [--max-bytes SIZE] [--format json|text] [--json] [--text] [--profile FILE]... CASE...",
	About: `
Decides, for each recorded case, which recovery is safe now (nothing, wait,
reload, Retry once, deliver the queue, roll over to a new chat) and prints
one chatproof.recover/v1 JSON object per case (--format json, the default):
the check that answered, the action, its reasons, the evidence read and the
next state to persist. --format text (or --text) prints a short readable
view instead. - reads a case from
standard input.

A CASE is a txtar archive: a comment, then state.json (required: the check
to run, the time now, the persisted state and what the caller knows) and
optionally page.html (the page as saved or captured), server.json (the
conversation as the server has it), target.json (the new chat of a
rollover) and packet.txt (the handoff packet). The fields of each are
documented in package corpus; corpus/fixtures/recover holds examples.`,
	Exit: []string{
		"0  every case ran, whatever its decision",
		"1  a usage error, or a case that could not be read or decoded (the others still run)",
	},
}

func runRecover(args []string, stdout, stderr io.Writer) int {
	c := newCommand("recover", recoverHelp, stdout, stderr)
	c.withFormats(formatJSON, formatJSON, formatText)
	maxBytes := maxBytesFlag(c.flags, maxRecoverCaseBytes)
	profileFile := profileFlag(c.flags)
	files, status, ok := c.parseFiles(args)
	if !ok {
		return status
	}
	if status, ok := checkMaxBytes(c, *maxBytes); !ok {
		return status
	}
	profile, status, ok := loadProfileFlag(c, profileFile)
	if !ok {
		return status
	}
	enc := jsonLines(stdout)
	recoverCase := func(file string) (corpus.RecoverReport, error) {
		return recoverFile(file, *maxBytes, runOptions(profile))
	}
	return eachFile(c, files, recoverCase, func(rep corpus.RecoverReport) error {
		if c.format == formatText {
			return writeRecoverText(stdout, rep)
		}
		return enc.Encode(rep)
	})
}

// recoverFile reads one case archive of at most max bytes and decides it.
func recoverFile(file string, max int64, o corpus.RunOptions) (corpus.RecoverReport, error) {
	data, err := readCapped(file, max)
	if err != nil {
		return corpus.RecoverReport{}, err
	}
	a := txtar.Parse(data)
	rep, err := corpus.RecoverCaseWith(a, file, o)
	if err != nil {
		return corpus.RecoverReport{}, wrongVerb(err, a, "recover")
	}
	return rep, nil
}
