package main

import (
	"fmt"
	"io"
	"strings"

	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/scan"
)

func init() {
	verbs["scan"] = verb{runScan, "prove an interrupted Send absent / found / unproven from recorded listings (chatproof.scan/v1)"}
}

// maxCaseBytes bounds a recorded case file read by scan (a variable so that
// tests can lower it).
var maxCaseBytes int64 = 256 << 20

var scanHelp = verbHelp{
	Usage: "chatproof scan [--format json|text] [--json] [--text] [--max-bytes SIZE] CASE...",
	About: `
Replays recorded listing pages and conversation details through the absence
proof: did an interrupted Send land? A CASE is a txtar archive with
request.json (what was sent and when), active/NNN.json and archived/NNN.json
listing pages and conversation/ID.json details; - reads standard input.
Prints one chatproof.scan/v1 JSON object per case (--format json, the
default: result absent, found or unproven, reason, found_ids), or with
--format text (or --text) one line
"PATH: absent|found|unproven [REASON] pages=N candidates=M [found=ID,...] [: DETAIL]".`,
	Exit: []string{
		"0  every case ran, whatever its result",
		"1  a usage error, or a case that could not be read or decoded (the others still run)",
	},
}

// runScan is "chatproof scan [--format json|text] CASE...".
func runScan(args []string, stdout, stderr io.Writer) int {
	c := newCommand("scan", scanHelp, stdout, stderr)
	c.withFormats(formatJSON, formatJSON, formatText)
	maxBytes := maxBytesFlag(c.flags, maxCaseBytes)
	files, status, ok := c.parseFiles(args)
	if !ok {
		return status
	}
	if status, ok := checkMaxBytes(c, *maxBytes); !ok {
		return status
	}
	enc := jsonLines(stdout)
	scanCase := func(file string) (scan.Report, error) { return scanFile(file, *maxBytes) }
	return eachFile(c, files, scanCase, func(rep scan.Report) error {
		if c.format == formatJSON {
			return enc.Encode(rep)
		}
		_, err := fmt.Fprintln(stdout, scanLine(rep))
		return err
	})
}

// scanFile reads one recorded case of at most max bytes and replays it.
func scanFile(file string, max int64) (scan.Report, error) {
	data, err := readCapped(file, max)
	if err != nil {
		return scan.Report{}, err
	}
	a := txtar.Parse(data)
	c, err := corpus.DecodeScanCase(a)
	if err != nil {
		return scan.Report{}, wrongVerb(err, a, "scan")
	}
	rep, err := scan.Run(c)
	if err != nil {
		return scan.Report{}, err
	}
	rep.Source = file
	return rep, nil
}

// scanLine renders a report as one readable line:
// "PATH: RESULT [REASON] pages=N candidates=M [found=ID,...] [: DETAIL]",
// the detail only for an unproven result.
func scanLine(r scan.Report) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s", inputName(r.Source), r.Result)
	if r.Reason != "" {
		fmt.Fprintf(&b, " %s", r.Reason)
	}
	fmt.Fprintf(&b, " pages=%d candidates=%d", r.PagesRead, r.CandidatesRead)
	if len(r.FoundIDs) > 0 {
		fmt.Fprintf(&b, " found=%s", strings.Join(r.FoundIDs, ","))
	}
	if r.Result == scan.Unproven && r.Detail != "" {
		fmt.Fprintf(&b, ": %s", r.Detail)
	}
	return b.String()
}
