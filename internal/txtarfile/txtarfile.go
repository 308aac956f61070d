// Package txtarfile reads and writes the txtar archive format (the
// corpus's fixture format) for the tests of the library packages. Those
// tests may not import golang.org/x/tools/txtar, nor corpus which does:
// go mod tidy in a module importing a library package records what the
// package's tests import, and a library package costs its importers only
// x/net and x/text. The package imports the standard library alone.
//
// An archive is a comment and then a sequence of files. Each file starts
// at a marker line "-- NAME --" (the name stripped of surrounding white
// space; the line may end in CR LF) and its data runs to the next marker
// line. A final line without a
// newline is read as if it had one. Any text is an archive.
package txtarfile

import (
	"bytes"
	"strings"
)

// Archive is a comment and the files that follow it, in order.
type Archive struct {
	Comment []byte
	Files   []File
}

// File is one file of an archive.
type File struct {
	Name string
	Data []byte
}

// Parse reads data as an archive. The comment and the files' data alias
// data.
func Parse(data []byte) *Archive {
	a := &Archive{}
	var name string
	a.Comment, name, data = untilMarker(data)
	for name != "" {
		f := File{Name: name}
		f.Data, name, data = untilMarker(data)
		a.Files = append(a.Files, f)
	}
	return a
}

// Format writes a as text: the comment, then each file's marker line and
// data, a newline added to a comment or data that does not end in one.
func Format(a *Archive) []byte {
	var b bytes.Buffer
	b.Write(withNewline(a.Comment))
	for _, f := range a.Files {
		b.WriteString("-- " + f.Name + " --\n")
		b.Write(withNewline(f.Data))
	}
	return b.Bytes()
}

// untilMarker splits data at its first marker line: the text before it,
// the marker's name and the text after the marker line. Without a marker,
// it returns all of data (its last line ended) and an empty name.
func untilMarker(data []byte) (before []byte, name string, after []byte) {
	for start := 0; ; {
		if name, after, ok := marker(data[start:]); ok {
			return data[:start], name, after
		}
		nl := bytes.IndexByte(data[start:], '\n')
		if nl < 0 {
			return withNewline(data), "", nil
		}
		start += nl + 1
	}
}

// marker reads a marker line at the start of line: its name and the text
// after the line.
func marker(line []byte) (name string, after []byte, ok bool) {
	if nl := bytes.IndexByte(line, '\n'); nl >= 0 {
		line, after = bytes.TrimSuffix(line[:nl], []byte("\r")), line[nl+1:]
	}
	const open, end = "-- ", " --"
	if len(line) < len(open)+len(end) || !bytes.HasPrefix(line, []byte(open)) || !bytes.HasSuffix(line, []byte(end)) {
		return "", nil, false
	}
	name = strings.TrimSpace(string(line[len(open) : len(line)-len(end)]))
	return name, after, name != ""
}

// withNewline returns b ending in a newline, unless it is empty.
func withNewline(b []byte) []byte {
	if len(b) == 0 || b[len(b)-1] == '\n' {
		return b
	}
	return append(b[:len(b):len(b)], '\n')
}
