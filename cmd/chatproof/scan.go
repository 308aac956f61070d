package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/scan"
)

func init() {
	verbs["scan"] = verb{runScan, "prove an interrupted Send absent / found / unproven from recorded listings (chatproof.scan/v1)"}
}

// maxCaseBytes bounds a recorded case file read by scan (a variable so that
// tests can lower it).
var maxCaseBytes int64 = 256 << 20

const scanUsage = `usage: chatproof scan [--text] CASE...
Replays recorded listing pages and conversation details through the absence proof.
Prints one chatproof.scan/v1 JSON object per case, or with --text one line
"PATH: absent|found|unproven [REASON] pages=N candidates=M [found=ID,...] [: DETAIL]".
Exit 0 when every case ran, whatever its result; 1 on usage, read or decode errors.
`

// runScan is "chatproof scan [--text] CASE...": it replays each recorded
// case (a txtar archive with request.json, active/NNN.json,
// archived/NNN.json, conversation/<id>.json) through the absence proof and
// prints one chatproof.scan/v1 JSON object per case, or with --text one
// readable line. Exit 0 when every case ran, whatever its result; 1 on
// usage, read or decode errors.
func runScan(args []string, stdout, stderr io.Writer) int {
	fs := verbFlags("scan", scanUsage, stderr)
	asText := fs.Bool("text", false, "print one readable line per case instead of JSON")
	if status, ok := parseFiles(fs, args); !ok {
		return status
	}
	enc := jsonLines(stdout)
	return eachFile("scan", fs.Args(), stderr, scanFile, func(rep scan.Report) error {
		if !*asText {
			return enc.Encode(rep)
		}
		_, err := fmt.Fprintln(stdout, scanLine(rep))
		return err
	})
}

// scanFile reads one recorded case and replays it.
func scanFile(file string) (scan.Report, error) {
	data, err := readCapped(file, maxCaseBytes)
	if err != nil {
		return scan.Report{}, err
	}
	c, err := corpus.ReadScanCase(data)
	if err != nil {
		return scan.Report{}, err
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
	fmt.Fprintf(&b, "%s: %s", r.Source, r.Result)
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
