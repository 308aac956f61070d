package scan

import (
	"testing"
	"time"
)

// FuzzParseListTime: any string gives a time or an error; an accepted time
// is zoned and formats back to a string that parses to the same instant.
func FuzzParseListTime(f *testing.F) {
	for _, s := range []string{"2026-01-28T14:45:20.195299Z", "2024-03-29T02:56:00.793473+00:00", "2024-03-29T02:56:00-00:00", "2024-03-29T02:56:00", "Z", "+99:99"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := ParseListTime(s)
		if err != nil {
			if !got.IsZero() {
				t.Fatalf("error %v with time %v", err, got)
			}
			return
		}
		if !zoned(s) {
			t.Fatalf("accepted %q without a zone", s)
		}
		back, err := ParseListTime(got.Format(time.RFC3339Nano))
		if err != nil || !back.Equal(got) {
			t.Fatalf("%q -> %v -> %v, %v", s, got, back, err)
		}
	})
}
