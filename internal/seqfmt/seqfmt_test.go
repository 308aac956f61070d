package seqfmt

import (
	"math/rand/v2"
	"testing"
	"time"

	"golang.org/x/tools/txtar"
)

// TestSectionRoundTrip: every offset a recording can have, written by
// Section, is read back by SnapshotOffset as that offset in whole
// milliseconds, and its section's data is the snapshot's bytes.
func TestSectionRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	offsets := []time.Duration{0, time.Millisecond, 999999 * time.Millisecond, 1000000 * time.Millisecond, 10 * time.Minute}
	for range 200 {
		offsets = append(offsets, time.Duration(r.Int64N(int64(24*time.Hour))))
	}
	for _, at := range offsets {
		html := []byte("<p>snapshot</p>\n")
		a := txtar.Parse(append(Head("comment", "--samples 3"), Section(at, html)...))
		if len(a.Files) != 2 || a.Files[0].Name != Flags || string(a.Files[1].Data) != string(html) {
			t.Fatalf("%v: archive %+v", at, a.Files)
		}
		got, ok := SnapshotOffset(a.Files[1].Name)
		if !ok || got != at.Truncate(time.Millisecond) {
			t.Errorf("%v: %s read as %v, %v", at, a.Files[1].Name, got, ok)
		}
	}
}

// TestSnapshotOffsetRefuses: names that are not the format's are refused.
func TestSnapshotOffsetRefuses(t *testing.T) {
	for _, name := range []string{"snap/12345ms.html", "snap/0000000000000ms.html", "snap/00000xms.html",
		"snap/000000ms.htm", "snaps/000000ms.html", "snap/+00000ms.html", "snap/-00001ms.html", ""} {
		if at, ok := SnapshotOffset(name); ok {
			t.Errorf("%q read as %v", name, at)
		}
	}
}
