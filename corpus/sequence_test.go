package corpus

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof/gate"
)

func TestDecodeSequence(t *testing.T) {
	seq, err := DecodeSequence(txtar.Parse([]byte(`A recorded sequence.
-- flags --
--expect-message-id c5febc8e --min-turn 4
--samples=4 --stable 2s
-- snap/000000ms.html --
<p>a</p>
-- snap/000400ms.html --
<p>b</p>
-- snap/1000000ms.html --
<p>c</p>
-- want --
complete_at: never
`)))
	if err != nil {
		t.Fatal(err)
	}
	wantFlags := gate.SequenceFlags{ExpectMessageID: "c5febc8e", MinTurn: 4, Gate: gate.Config{Samples: 4, StableFor: 2 * time.Second}}
	if seq.Flags != wantFlags {
		t.Errorf("flags = %+v, want %+v", seq.Flags, wantFlags)
	}
	wantOffsets := []time.Duration{0, 400 * time.Millisecond, 1000 * time.Second}
	if len(seq.Snapshots) != len(wantOffsets) {
		t.Fatalf("%d snapshots, want %d", len(seq.Snapshots), len(wantOffsets))
	}
	for i, w := range wantOffsets {
		if s := seq.Snapshots[i]; s.Offset != w {
			t.Errorf("snapshot %d (%s) at %v, want %v", i, s.Name, s.Offset, w)
		}
	}
	if got := string(seq.Snapshots[1].HTML); got != "<p>b</p>\n" {
		t.Errorf("snapshot 1 HTML = %q", got)
	}
}

func TestDecodeSequenceErrors(t *testing.T) {
	snap := func(ms string) string { return "-- snap/" + ms + "ms.html --\n<p></p>\n" }
	cases := []struct {
		name   string
		reason string
		src    string
		want   error
	}{
		{"empty", "a sequence needs at least one snapshot", "comment only\n", ErrNoSnapshots},
		{"only_flags", "flags alone are no sequence", "-- flags --\n--samples 3\n", ErrNoSnapshots},
		{"stray_section", "page.html belongs to snapshot fixtures", snap("000000") + "-- page.html --\n<p></p>\n", ErrBadSection},
		{"short_digits", "offsets are zero-padded to at least 6 digits", snap("0"), ErrBadSnapshotName},
		{"too_many_digits", "more than 12 digits is not a plausible offset", snap("0000000000000"), ErrBadSnapshotName},
		{"signed", "a sign is not a digit", snap("+00000"), ErrBadSnapshotName},
		{"seconds", "the unit is ms", "-- snap/000000s.html --\n", ErrBadSnapshotName},
		{"no_ext", "the name ends in ms.html", "-- snap/000000ms --\n", ErrBadSnapshotName},
		{"first_not_zero", "offsets count from the first snapshot", snap("000400"), ErrFirstNotZero},
		{"decreasing", "snapshots are in time order", snap("000000") + snap("000800") + snap("000400"), ErrNotIncreasing},
		{"repeated", "two snapshots cannot share an instant", snap("000000") + snap("000400") + snap("000400"), ErrNotIncreasing},
		{"two_flags", "one flags section", "-- flags --\n-- flags --\n" + snap("000000"), ErrDuplicateSection},
		{"two_wants", "one want section", "-- want --\n-- want --\n" + snap("000000"), ErrDuplicateSection},
		{"unknown_flag", "flags are a closed set", "-- flags --\n--verbose\n" + snap("000000"), ErrBadFlags},
		{"negative_min_turn", "turn indexes are not negative", "-- flags --\n--min-turn -1\n" + snap("000000"), ErrBadFlags},
		{"negative_samples", "sample counts are not negative", "-- flags --\n--samples -3\n" + snap("000000"), ErrBadFlags},
		{"negative_stable", "durations are not negative", "-- flags --\n--stable -1s\n" + snap("000000"), ErrBadFlags},
		{"bad_duration", "a duration needs a unit", "-- flags --\n--stable 1200\n" + snap("000000"), ErrBadFlags},
		{"stray_arg", "positional arguments mean a typo", "-- flags --\n--samples 3 extra\n" + snap("000000"), ErrBadFlags},
		{"not_utf8", "flags are text", "-- flags --\n--expect-message-id \xff\n" + snap("000000"), ErrBadFlags},
		{"huge_flags", "the flags section is bounded", "-- flags --\n" + strings.Repeat("--samples 3\n", MaxFlagsBytes/4) + snap("000000"), ErrFlagsSectionLarge},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := DecodeSequence(txtar.Parse([]byte(tc.src)))
			if !errors.Is(err, tc.want) {
				t.Errorf("err = %v, want %v (%s)", err, tc.want, tc.reason)
			}
		})
	}
}

func TestDecodeSequenceTooMany(t *testing.T) {
	a := &txtar.Archive{}
	for i := 0; i <= gate.MaxSnapshots; i++ {
		a.Files = append(a.Files, txtar.File{Name: fmt.Sprintf("snap/%06dms.html", i*100)})
	}
	if _, err := DecodeSequence(a); !errors.Is(err, ErrTooManySnapshots) {
		t.Errorf("err = %v, want ErrTooManySnapshots", err)
	}
	a.Files = a.Files[:gate.MaxSnapshots]
	if seq, err := DecodeSequence(a); err != nil || len(seq.Snapshots) != gate.MaxSnapshots {
		t.Errorf("exactly gate.MaxSnapshots: %d snapshots, err %v", len(seq.Snapshots), err)
	}
}

func TestDecodeSequenceNil(t *testing.T) {
	if _, err := DecodeSequence(nil); !errors.Is(err, ErrNoSnapshots) {
		t.Errorf("nil archive: err = %v", err)
	}
}
