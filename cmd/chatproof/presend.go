package main

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"strings"
	"time"

	"golang.org/x/net/html"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture/page"
	"github.com/chatproof/chatproof/gate"
)

func init() {
	verbs["presend"] = verb{runPresend, "run the pre-Send check on one or two saved reads of a page: the stop code, or why none is proven"}
}

// presendSchema is the schema of presend's JSON line.
const presendSchema = "chatproof.presend/v1"

var presendHelp = verbHelp{
	Usage: "chatproof presend [--gap D] [--max-bytes SIZE] [--format text|json] [--json] [--text] PAGE [PAGE2]",
	About: `
Runs the pre-Send check (gate.PreSendCheck) before a Send: must the
exchange stop because the conversation is at its length wall, closed or out
of quota? The check needs two reads of the composer surface at least 1s
apart that agree; one read proves nothing, since a banner may be passing.

With PAGE and PAGE2, two saved reads of the same tab (as chatproof capture
writes them, each with its chatproof:time), it prints the stop code when
both show the same exhausted, closed or quota state, otherwise why nothing
is proven (reads_too_close, reads_disagree, surface_open, …). A page saved
without a capture's time is undated; --gap D says how long after PAGE the
read PAGE2 was taken (for pages saved by hand; times are then counted
from PAGE's capture time, or from 1970-01-01 when it has none).

With PAGE alone it reads the one surface and says what a live check needs:
a second read a second or more later (take two with chatproof capture, or
call gate.PreSendCheck with two capture reads); no stop is proven from one
read.

--format text (the default) prints the result and the reads;
--format json (or --json) one chatproof.presend/v1 object: stop, code,
state, reasons, and each read's source, time and surface state.`,
	Exit: []string{
		"0  the check ran, whatever its result (stop or not)",
		"1  a usage error, or a page that could not be read or judged",
	},
}

// presendRead is one read as the report shows it.
type presendRead struct {
	Source string                 `json:"source"`
	At     string                 `json:"at"` // RFC 3339, "" when undated
	State  chatproof.SurfaceState `json:"state"`
}

// presendReport is presend's report.
type presendReport struct {
	Schema  string                 `json:"schema"`
	Stop    bool                   `json:"stop"`
	Code    string                 `json:"code"`
	State   chatproof.SurfaceState `json:"state"`
	Reasons []string               `json:"reasons"`
	Reads   []presendRead          `json:"reads"`
	// Needs says what a check of one read lacks; "" for two reads.
	Needs string `json:"needs"`
}

// oneReadNeeds is what a check of one saved read lacks.
const oneReadNeeds = "a second read of the same tab at least 1s later: take two with chatproof capture, or call gate.PreSendCheck with two reads"

func runPresend(args []string, stdout, stderr io.Writer) int {
	c := newCommand("presend", presendHelp, stdout, stderr)
	c.withFormats(formatText, formatText, formatJSON)
	gap := c.flags.Duration("gap", 0, "PAGE2 was read `D` after PAGE (for pages without a capture's time)")
	maxBytes := maxBytesFlag(c.flags, chatproof.DefaultMaxBytes)
	files, status, ok := c.parseFiles(args)
	if !ok {
		return status
	}
	if len(files) > 2 {
		return c.usageError("want one or two pages, not %d", len(files))
	}
	if *gap < 0 || *gap > 0 && len(files) != 2 {
		return c.usageError("--gap is the time between two pages' reads, and not negative")
	}
	if status, ok := checkMaxBytes(c, *maxBytes); !ok {
		return status
	}
	reads := make([]gate.SurfaceRead, len(files))
	for i, file := range files {
		r, err := surfaceRead(file, *maxBytes)
		if err != nil {
			return c.fail(file, err)
		}
		reads[i] = r
	}
	if *gap > 0 {
		if reads[0].At.IsZero() {
			reads[0].At = time.Unix(0, 0).UTC()
		}
		reads[1].At = reads[0].At.Add(*gap)
	}
	rep := presendReport{Schema: presendSchema}
	var res gate.PreSendResult
	if len(reads) == 1 {
		res = gate.PreSendCheck(reads[0], gate.SurfaceRead{})
		rep.Needs = oneReadNeeds
	} else {
		res = gate.PreSendCheck(reads[0], reads[1])
	}
	rep.Stop, rep.Code, rep.State, rep.Reasons = res.Stop, res.Code, res.State, res.Reasons
	for i, r := range reads {
		pr := presendRead{Source: files[i], State: r.State.State}
		if !r.At.IsZero() {
			pr.At = r.At.UTC().Format(page.TimeFormat)
		}
		rep.Reads = append(rep.Reads, pr)
	}
	var err error
	if c.format == formatJSON {
		err = jsonLines(stdout).Encode(rep)
	} else {
		err = writePresendText(stdout, rep)
	}
	if err != nil {
		return c.fail("", err)
	}
	return exitOK
}

// surfaceRead reads a saved page's composer surface and the time its
// capture recorded (zero when it has none).
func surfaceRead(file string, max int64) (gate.SurfaceRead, error) {
	p, err := readPage(file, max)
	if err != nil {
		return gate.SurfaceRead{}, err
	}
	v, err := chatproof.ClassifyHTML(p.HTML, chatproof.Options{Limits: chatproof.Limits{MaxBytes: int(min(max, math.MaxInt))}})
	if err != nil {
		return gate.SurfaceRead{}, err
	}
	return gate.SurfaceRead{At: captureTime(p.HTML), State: v.Surface, Turn: v.ProviderTerminal}, nil
}

// captureTime is the chatproof:time a capture wrote into the page's head,
// or the zero time. It reads only up to the body.
func captureTime(snap []byte) time.Time {
	z := html.NewTokenizer(bytes.NewReader(snap))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return time.Time{}
		case html.StartTagToken, html.SelfClosingTagToken:
			name, hasAttr := z.TagName()
			switch string(name) {
			case "body":
				return time.Time{}
			case "meta":
				var metaName, content string
				for hasAttr {
					var k, v []byte
					k, v, hasAttr = z.TagAttr()
					switch string(k) {
					case "name":
						metaName = string(v)
					case "content":
						content = string(v)
					}
				}
				if metaName == page.MetaTime {
					t, err := time.Parse(time.RFC3339Nano, content)
					if err != nil {
						return time.Time{}
					}
					return t
				}
			}
		}
	}
}

// writePresendText writes presend's text view.
func writePresendText(w io.Writer, rep presendReport) error {
	var b strings.Builder
	names := make([]string, len(rep.Reads))
	for i, r := range rep.Reads {
		names[i] = inputName(r.Source)
	}
	if rep.Stop {
		fmt.Fprintf(&b, "%s: stop before Send: %s\n", strings.Join(names, ", "), rep.Code)
	} else {
		fmt.Fprintf(&b, "%s: no stop proven: %s\n", strings.Join(names, ", "), strings.Join(rep.Reasons, ", "))
	}
	for _, r := range rep.Reads {
		fmt.Fprintf(&b, "  read %s at %s: %s\n", inputName(r.Source), orUndated(r.At), r.State)
	}
	if rep.Needs != "" {
		fmt.Fprintf(&b, "  one read proves nothing; the check needs %s\n", rep.Needs)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func orUndated(at string) string {
	if at == "" {
		return "(undated)"
	}
	return at
}
