package corpus

import (
	"bytes"
	"fmt"

	"golang.org/x/tools/txtar"
)

// gluedMarker returns the name of the section marker a line ends with
// when the line does not start with it: "…</html>-- want --" gives
// "want". A txtar marker counts only at the start of a line, so a section
// whose last line has no newline (a saved page often ends without one)
// swallows the marker after it, and the section it names, into its own
// text.
func gluedMarker(line []byte) (string, bool) {
	line = bytes.TrimRight(line, " \t\r")
	body, ok := bytes.CutSuffix(line, []byte(" --"))
	if !ok || bytes.HasPrefix(line, []byte("-- ")) {
		return "", false
	}
	i := bytes.LastIndex(body, []byte("-- "))
	if i <= 0 || len(bytes.TrimSpace(body[:i])) == 0 {
		return "", false
	}
	name := body[i+3:]
	if len(name) == 0 || bytes.ContainsAny(name, " \t") {
		return "", false
	}
	return string(name), true
}

// gluedError is the loader's error for the first section marker glued to
// the end of the line before it, on its file line: the comment or a
// section that ends without a newline. It is nil when no line ends with
// the marker of a section some fixture kind has (want, flags or an input
// section), which keeps text that merely ends in "-- x --" out of it.
func gluedError(a *txtar.Archive) (line int, err error) {
	check := func(data []byte, first int, where string) (int, error) {
		at := first
		for len(data) > 0 {
			line, rest, _ := bytes.Cut(data, []byte("\n"))
			if name, ok := gluedMarker(line); ok && isSectionName(name) {
				marker := "-- " + name + " --"
				return at, fmt.Errorf("%w: %q is at the end of line %d, the last line of %s, which has no newline: add a newline before %q",
					ErrGluedMarker, marker, at, where, marker)
			}
			data, at = rest, at+1
		}
		return 0, nil
	}
	if line, err := check(a.Comment, 1, "the comment"); err != nil {
		return line, err
	}
	lines := markerLines(a)
	for i, f := range a.Files {
		if line, err := check(f.Data, lines[i]+1, f.Name); err != nil {
			return line, err
		}
	}
	return 0, nil
}

// gluedAt is gluedError for the readers of a single archive (a snapshot
// read by classify, a sequence by replay), which say the line in the
// message: a marker glued to the line before it would leave its section
// (flags, a snapshot) out of what they read, or put it into another.
func gluedAt(a *txtar.Archive) error {
	if line, err := gluedError(a); err != nil {
		return fmt.Errorf("line %d: %w", line, err)
	}
	return nil
}

// isSectionName reports whether name is a section some fixture has: want,
// flags, or an input section a registered kind allows.
func isSectionName(name string) bool {
	if name == "want" || name == SectionFlags {
		return true
	}
	for _, k := range Kinds() {
		if k.Allowed(name) {
			return true
		}
	}
	return false
}
