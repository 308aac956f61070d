package main

import (
	"fmt"
	"io"
	"strings"

	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/gate"
)

func init() {
	verbs["replay"] = verb{runReplay, "run the terminal completion gate over recorded sequences (chatproof.replay/v1)"}
}

// maxSequenceBytes bounds a sequence file read by replay (a variable so
// that tests can lower it).
var maxSequenceBytes int64 = 256 << 20

var replayHelp = verbHelp{
	Usage: "chatproof replay [--format text|json] [--json] [--text] [--max-bytes SIZE] [--profile FILE]... SEQUENCE...",
	About: `
Runs the terminal completion gate over recorded sequences (txtar archives
with an optional flags section and timed snap/NNNNNNms.html snapshots, as
chatproof record writes them; - reads standard input). Prints, for each
sequence (--format text, the default), every step (time, activity level,
finished, stable samples, decision, reasons) and complete_at, the time the
gate fired or never; with --format json (or --json) one chatproof.replay/v1
JSON object per sequence.`,
	Exit: []string{
		"0  every sequence ran, whatever its result",
		"1  a usage error, or a sequence that could not be read or decoded (the others still run)",
	},
}

// runReplay is "chatproof replay [--format text|json] SEQUENCE...".
func runReplay(args []string, stdout, stderr io.Writer) int {
	c := newCommand("replay", replayHelp, stdout, stderr)
	c.withFormats(formatText, formatText, formatJSON)
	maxBytes := maxBytesFlag(c.flags, maxSequenceBytes)
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
	replay := func(file string) (gate.ReplayReport, error) { return replayFile(file, *maxBytes, runOptions(profile)) }
	return eachFile(c, files, replay, func(rep gate.ReplayReport) error {
		if c.format == formatJSON {
			return enc.Encode(rep)
		}
		return printReplay(stdout, rep)
	})
}

// replayFile reads one sequence archive of at most max bytes and replays
// it.
func replayFile(file string, max int64, o corpus.RunOptions) (gate.ReplayReport, error) {
	data, err := readCapped(file, max)
	if err != nil {
		return gate.ReplayReport{}, err
	}
	a := txtar.Parse(data)
	rep, err := corpus.ReplaySequenceWith(a, o)
	if err != nil {
		return gate.ReplayReport{}, wrongVerb(err, a, "replay")
	}
	rep.Source = file
	return rep, nil
}

// printReplay writes the human form: a header, one line per step and the
// final decision.
func printReplay(w io.Writer, rep gate.ReplayReport) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (samples %d, stable %dms)\n", inputName(rep.Source), rep.Config.Samples, rep.Config.StableMS)
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
