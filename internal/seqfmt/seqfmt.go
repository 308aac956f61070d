// Package seqfmt is the one definition of the sequence format's layout: a
// txtar archive whose comment is the provenance, with an optional flags
// section and timed snapshot sections named snap/NNNNNNms.html
// (milliseconds since the first snapshot, zero-padded to at least
// MinDigits digits). capture's Record writes it through Head and Section;
// corpus reads it through SnapshotOffset and decides everything else a
// reader checks (order, limits, the flags' meaning).
package seqfmt

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"golang.org/x/tools/txtar"
)

// Section names and the bounds of a snapshot section's digits.
const (
	Flags      = "flags"
	Want       = "want"
	SnapPrefix = "snap/"
	SnapSuffix = "ms.html"
	MinDigits  = 6
	MaxDigits  = 12
)

// Head is the start of a sequence: the archive comment (a newline is
// added when it does not end in one) and, when flags is not empty, the
// flags section.
func Head(comment, flags string) []byte {
	if comment != "" && !strings.HasSuffix(comment, "\n") {
		comment += "\n"
	}
	a := &txtar.Archive{Comment: []byte(comment)}
	if flags != "" {
		a.Files = []txtar.File{{Name: Flags, Data: []byte(flags)}}
	}
	return txtar.Format(a)
}

// Section is the snapshot section of html taken at offset at (whole
// milliseconds, at least MinDigits digits).
func Section(at time.Duration, html []byte) []byte {
	return txtar.Format(&txtar.Archive{Files: []txtar.File{{Name: SnapshotName(at), Data: html}}})
}

// SnapshotName is the name of the snapshot section at offset at.
func SnapshotName(at time.Duration) string {
	return fmt.Sprintf("%s%0*d%s", SnapPrefix, MinDigits, at.Milliseconds(), SnapSuffix)
}

// SnapshotOffset parses a snapshot section's name: its offset, and false
// when the name is not SnapPrefix, MinDigits to MaxDigits ASCII digits and
// SnapSuffix.
func SnapshotOffset(name string) (time.Duration, bool) {
	digits, ok := strings.CutPrefix(name, SnapPrefix)
	if ok {
		digits, ok = strings.CutSuffix(digits, SnapSuffix)
	}
	if !ok || len(digits) < MinDigits || len(digits) > MaxDigits {
		return 0, false
	}
	for i := 0; i < len(digits); i++ {
		if digits[i] < '0' || digits[i] > '9' {
			return 0, false
		}
	}
	ms, err := strconv.ParseInt(digits, 10, 64)
	if err != nil { // unreachable with at most MaxDigits digits; kept fail-closed
		return 0, false
	}
	return time.Duration(ms) * time.Millisecond, true
}
