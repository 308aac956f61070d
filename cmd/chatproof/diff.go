package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/chatproof/chatproof"
)

func init() {
	verbs["diff"] = verb{runDiff, "list the pages whose verdict changed between two classify runs (exit 3 when any did)"}
}

// diffSchema is the schema of diff's JSON lines.
const diffSchema = "chatproof.diff/v1"

var diffHelp = verbHelp{
	Usage: "chatproof diff [--format text|json] [--json] [--text] [--max-bytes SIZE] OLD.jsonl NEW.jsonl",
	About: `
Compares two runs of chatproof classify (their chatproof.snapshot/v1 JSON
lines, e.g. before and after an upgrade) page by page, matched by source,
and lists every page whose terminal, reasons or surface changed, or that
only one run judged. --format text (the default) prints one line per
changed page, "SOURCE: terminal OLD -> NEW; reasons +ADDED -REMOVED;
surface ..." and a summary on stderr naming the two runs' tools;
--format json (or --json) one chatproof.diff/v1 object per changed page:
source, change (changed, added, removed), fields (which of terminal,
reasons, surface changed), old and new (each terminal, reasons, surface).

A typical regression run:
  chatproof-old classify DIR > old.jsonl
  chatproof classify DIR > new.jsonl
  chatproof diff old.jsonl new.jsonl`,
	Exit: []string{
		"0  no verdict changed",
		"1  a usage error, or a file that could not be read or holds a line that is not a verdict",
		"3  some page's terminal, reasons or surface changed, or only one run judged it",
	},
}

// diffSide is what diff compares of a verdict.
type diffSide struct {
	Terminal chatproof.Terminal `json:"terminal"`
	Reasons  []string           `json:"reasons"`
	Surface  chatproof.Surface  `json:"surface"`
}

// diffEntry is one changed page.
type diffEntry struct {
	Schema string    `json:"schema"`
	Source string    `json:"source"`
	Change string    `json:"change"`
	Fields []string  `json:"fields"`
	Old    *diffSide `json:"old"`
	New    *diffSide `json:"new"`
}

// verdictRun is one classify run read back: its verdicts by source, in
// the order they came, and the tool that wrote them.
type verdictRun struct {
	order []string
	sides map[string]diffSide
	tool  string
}

func runDiff(args []string, stdout, stderr io.Writer) int {
	c := newCommand("diff", diffHelp, stdout, stderr)
	c.withFormats(formatText, formatText, formatJSON)
	maxBytes := maxBytesFlag(c.flags, maxSequenceBytes)
	files, status, ok := c.parse(args)
	if !ok {
		return status
	}
	if len(files) != 2 {
		return c.usageError("want two files, OLD.jsonl and NEW.jsonl, not %d", len(files))
	}
	if status, ok := checkMaxBytes(c, *maxBytes); !ok {
		return status
	}
	var runs [2]verdictRun
	for i, file := range files {
		run, err := readVerdicts(file, *maxBytes)
		if err != nil {
			return c.fail(file, err)
		}
		runs[i] = run
	}
	entries := diffRuns(runs[0], runs[1])
	enc := jsonLines(stdout)
	for _, e := range entries {
		var err error
		if c.format == formatJSON {
			err = enc.Encode(e)
		} else {
			_, err = fmt.Fprintln(stdout, diffLine(e))
		}
		if err != nil {
			return c.fail("", err)
		}
	}
	fmt.Fprintf(stderr, "chatproof diff: %d pages in %s (%s), %d in %s (%s): %d changed\n",
		len(runs[0].order), inputName(files[0]), runs[0].tool, len(runs[1].order), inputName(files[1]), runs[1].tool, len(entries))
	if len(entries) > 0 {
		return exitFailed
	}
	return exitOK
}

// readVerdicts reads a file of classify's JSON lines (blank lines
// skipped): every line must be a chatproof.snapshot/v1 verdict with a
// source, each source once.
func readVerdicts(file string, max int64) (verdictRun, error) {
	data, err := readCapped(file, max)
	if err != nil {
		return verdictRun{}, err
	}
	run := verdictRun{sides: map[string]diffSide{}, tool: "tool not named"}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, len(data)+1)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		var v struct {
			chatproof.Verdict
			Tool *toolInfo `json:"tool"`
		}
		if err := json.Unmarshal(line, &v); err != nil {
			return verdictRun{}, fmt.Errorf("line %d: not a JSON verdict: %v", n, err)
		}
		switch {
		case v.Schema != chatproof.Schema:
			return verdictRun{}, fmt.Errorf("line %d: schema %q, want %s (the output of chatproof classify)", n, v.Schema, chatproof.Schema)
		case v.Source == "":
			return verdictRun{}, fmt.Errorf("line %d: a verdict without a source", n)
		}
		if _, dup := run.sides[v.Source]; dup {
			return verdictRun{}, fmt.Errorf("line %d: %s is judged twice", n, v.Source)
		}
		if v.Tool != nil {
			run.tool = "chatproof " + v.Tool.Version
			if v.Tool.Revision != "" {
				run.tool += " " + shortRevision(v.Tool.Revision)
			}
		}
		run.order = append(run.order, v.Source)
		run.sides[v.Source] = diffSide{Terminal: v.Terminal, Reasons: v.Reasons, Surface: v.Surface}
	}
	return run, sc.Err()
}

// diffRuns lists the changed pages: those of the old run in its order,
// then those only the new run judged.
func diffRuns(old, new verdictRun) []diffEntry {
	var out []diffEntry
	for _, src := range old.order {
		o := old.sides[src]
		n, ok := new.sides[src]
		if !ok {
			out = append(out, diffEntry{Schema: diffSchema, Source: src, Change: "removed", Fields: []string{}, Old: &o})
			continue
		}
		if fields := changedFields(o, n); len(fields) > 0 {
			out = append(out, diffEntry{Schema: diffSchema, Source: src, Change: "changed", Fields: fields, Old: &o, New: &n})
		}
	}
	for _, src := range new.order {
		if _, ok := old.sides[src]; !ok {
			n := new.sides[src]
			out = append(out, diffEntry{Schema: diffSchema, Source: src, Change: "added", Fields: []string{}, New: &n})
		}
	}
	return out
}

// changedFields names what differs between two verdicts of a page.
func changedFields(o, n diffSide) []string {
	var fields []string
	if o.Terminal != n.Terminal {
		fields = append(fields, "terminal")
	}
	if !slices.Equal(o.Reasons, n.Reasons) {
		fields = append(fields, "reasons")
	}
	if !sameSurface(o.Surface, n.Surface) {
		fields = append(fields, "surface")
	}
	return fields
}

func sameSurface(a, b chatproof.Surface) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return bytes.Equal(ja, jb)
}

// diffLine is the text form of a changed page.
func diffLine(e diffEntry) string {
	switch e.Change {
	case "removed":
		return fmt.Sprintf("%s: only in the old run (%s)", e.Source, e.Old.Terminal)
	case "added":
		return fmt.Sprintf("%s: only in the new run (%s)", e.Source, e.New.Terminal)
	}
	var parts []string
	for _, f := range e.Fields {
		switch f {
		case "terminal":
			parts = append(parts, fmt.Sprintf("terminal %s -> %s", e.Old.Terminal, e.New.Terminal))
		case "reasons":
			parts = append(parts, "reasons "+reasonChange(e.Old.Reasons, e.New.Reasons))
		case "surface":
			parts = append(parts, surfaceChange(e.Old.Surface, e.New.Surface))
		}
	}
	return e.Source + ": " + strings.Join(parts, "; ")
}

// reasonChange writes the reasons added and removed, or the new order
// when only the order changed.
func reasonChange(old, new []string) string {
	var parts []string
	for _, r := range new {
		if !slices.Contains(old, r) {
			parts = append(parts, "+"+r)
		}
	}
	for _, r := range old {
		if !slices.Contains(new, r) {
			parts = append(parts, "-"+r)
		}
	}
	if len(parts) == 0 {
		return "reordered: " + strings.Join(new, ",")
	}
	return strings.Join(parts, " ")
}

// surfaceChange writes what changed of the surface: its state, or the
// rest of it.
func surfaceChange(old, new chatproof.Surface) string {
	if old.State != new.State {
		return fmt.Sprintf("surface %s -> %s", old.State, new.State)
	}
	return fmt.Sprintf("surface %s: banners, actions or composer changed", new.State)
}
