package redact

import (
	"bytes"
	"fmt"

	"golang.org/x/net/html"
)

// Render writes a document as HTML. A line that would read as a txtar
// section marker ("-- name --") gets its first dash written as "&#45;", so
// a snapshot can sit in a txtar archive and reads back the same.
func Render(doc *html.Node) ([]byte, error) {
	var buf bytes.Buffer
	if err := html.Render(&buf, doc); err != nil {
		return nil, fmt.Errorf("capture: rendering: %w", err)
	}
	return escapeMarkers(buf.Bytes()), nil
}

// escapeMarkers rewrites lines of the form "-- … --".
func escapeMarkers(b []byte) []byte {
	if !bytes.Contains(b, []byte("-- ")) {
		return b
	}
	var out bytes.Buffer
	for line := range bytes.Lines(b) {
		body := bytes.TrimRight(line, "\r\n")
		if bytes.HasPrefix(body, []byte("-- ")) && bytes.HasSuffix(body, []byte(" --")) && len(body) >= 6 {
			out.WriteString("&#45;")
			line = line[1:]
		}
		out.Write(line)
	}
	return out.Bytes()
}
