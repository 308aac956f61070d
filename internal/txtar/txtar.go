// Package txtar reads and writes the txtar archive format used by the
// chatproof corpus: a free-form comment followed by files, each introduced by
// a line of the form "-- name --".
//
// It is a small, dependency-free reimplementation of the format defined by
// golang.org/x/tools/txtar. As there, every input is a valid archive: a line
// that does not look like a file marker is data.
package txtar

import (
	"bytes"
	"strings"
)

// Archive is a parsed txtar archive.
type Archive struct {
	Comment []byte
	Files   []File
}

// File is one section of an archive.
type File struct {
	Name string
	Data []byte
}

var (
	newlineMarker = []byte("\n-- ")
	marker        = []byte("-- ")
	markerEnd     = []byte(" --")
)

// Parse parses data as an archive. It never fails.
func Parse(data []byte) *Archive {
	a := new(Archive)
	var name string
	a.Comment, name, data = findFileMarker(data)
	for name != "" {
		f := File{Name: name}
		f.Data, name, data = findFileMarker(data)
		a.Files = append(a.Files, f)
	}
	return a
}

// Format renders a as bytes. Parse(Format(a)) equals a when every comment and
// file body is empty or ends in a newline.
func Format(a *Archive) []byte {
	var buf bytes.Buffer
	buf.Write(fixNL(a.Comment))
	for _, f := range a.Files {
		buf.WriteString("-- ")
		buf.WriteString(f.Name)
		buf.WriteString(" --\n")
		buf.Write(fixNL(f.Data))
	}
	return buf.Bytes()
}

// Lookup returns the data of the first file named name.
func (a *Archive) Lookup(name string) ([]byte, bool) {
	for _, f := range a.Files {
		if f.Name == name {
			return f.Data, true
		}
	}
	return nil, false
}

func findFileMarker(data []byte) (before []byte, name string, after []byte) {
	var i int
	for {
		if name, after = isMarker(data[i:]); name != "" {
			return data[:i], name, after
		}
		j := bytes.Index(data[i:], newlineMarker)
		if j < 0 {
			return fixNL(data), "", nil
		}
		i += j + 1
	}
}

func isMarker(data []byte) (name string, after []byte) {
	if !bytes.HasPrefix(data, marker) {
		return "", nil
	}
	if i := bytes.IndexByte(data, '\n'); i >= 0 {
		data, after = data[:i], data[i+1:]
	}
	data = bytes.TrimRight(data, "\r")
	if !(bytes.HasSuffix(data, markerEnd) && len(data) >= len(marker)+len(markerEnd)) {
		return "", nil
	}
	return strings.TrimSpace(string(data[len(marker) : len(data)-len(markerEnd)])), after
}

func fixNL(data []byte) []byte {
	if len(data) == 0 || data[len(data)-1] == '\n' {
		return data
	}
	d := make([]byte, len(data)+1)
	copy(d, data)
	d[len(data)] = '\n'
	return d
}
