package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/gate"
	"github.com/chatproof/chatproof/internal/txtar"
)

func init() {
	verbs["replay"] = verb{runReplay, "run the terminal completion gate over recorded sequences (chatproof.replay/v1)"}
}

// maxSequenceBytes bounds a sequence file read by replay (a variable so
// that tests can lower it).
var maxSequenceBytes int64 = 256 << 20

const replayUsage = `usage: chatproof replay [--json] [--max-bytes N] SEQUENCE...
Runs the terminal completion gate over recorded sequences (txtar archives with
flags and timed snap/NNNNNNms.html sections). Prints each step (time, activity
level, finished, stable samples, decision, reasons) and complete_at, or with
--json one chatproof.replay/v1 JSON object per sequence.
Exit 0 when every sequence ran, whatever its result; 1 on usage, read or decode errors.
`

// runReplay is "chatproof replay [--json] SEQUENCE...": for each recorded
// sequence it prints every step of the gate (time, activity level, finished,
// stable samples, decision, reasons) and the final complete_at, or with
// --json one chatproof.replay/v1 report per line. Exit 0 when every sequence
// ran, 1 on usage, read or decode errors.
func runReplay(args []string, stdout, stderr io.Writer) int {
	fs := verbFlags("replay", replayUsage, stderr)
	asJSON := fs.Bool("json", false, "print one chatproof.replay/v1 JSON report per line")
	maxBytes := maxBytesFlag(fs, maxSequenceBytes)
	if status, ok := parseFiles(fs, args); !ok {
		return status
	}
	if badMaxBytes(*maxBytes, stderr) {
		return exitError
	}
	enc := jsonLines(stdout)
	replay := func(file string) (gate.ReplayReport, error) { return replayFile(file, *maxBytes) }
	return eachFile("replay", fs.Args(), stderr, replay, func(rep gate.ReplayReport) error {
		if *asJSON {
			return enc.Encode(rep)
		}
		return printReplay(stdout, rep)
	})
}

// replayFile reads one sequence archive of at most max bytes and replays
// it.
func replayFile(file string, max int64) (gate.ReplayReport, error) {
	data, err := readCapped(file, max)
	if err != nil {
		return gate.ReplayReport{}, err
	}
	rep, err := corpus.ReplaySequence(txtar.Parse(data))
	if err != nil {
		return gate.ReplayReport{}, err
	}
	rep.Source = file
	return rep, nil
}

// printReplay writes the human form: a header, one line per step and the
// final decision.
func printReplay(w io.Writer, rep gate.ReplayReport) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (samples %d, stable %dms)\n", rep.Source, rep.Config.Samples, rep.Config.StableMS)
	for _, s := range rep.Steps {
		stable := fmt.Sprintf("%d/%dms", s.StableSamples, s.StableMS)
		fmt.Fprintf(&b, "  %8dms  level=%-7s finished=%-5t stable=%-10s %-17s %s",
			s.AtMS, s.Level, s.Finished, stable, s.Decision, strings.Join(s.Reasons, ","))
		if s.Error != "" {
			fmt.Fprintf(&b, "  error: %s", s.Error)
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "  complete_at: %s  decision=%s  reasons=%s\n", rep.CompleteAt, rep.Decision, strings.Join(rep.Reasons, ","))
	_, err := io.WriteString(w, b.String())
	return err
}
