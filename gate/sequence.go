package gate

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/chatproof/chatproof/internal/txtar"
)

// Limits of a recorded sequence.
const (
	// MaxSnapshots is the most snapshots a sequence may hold.
	MaxSnapshots = 4096
	// MaxFlagsBytes is the largest flags section accepted.
	MaxFlagsBytes = 4096

	minOffsetDigits = 6
	maxOffsetDigits = 12
)

// Section names of a recorded sequence.
const (
	SectionFlags = "flags"
	SectionWant  = "want"
	snapPrefix   = "snap/"
	snapSuffix   = "ms.html"
)

// Errors of DecodeSequence. Each returned error wraps one of them.
var (
	ErrNoSnapshots       = errors.New("sequence has no snap/ sections")
	ErrTooManySnapshots  = fmt.Errorf("sequence has more than %d snapshots", MaxSnapshots)
	ErrBadSection        = errors.New("unexpected section")
	ErrBadSnapshotName   = errors.New("snapshot section name is not snap/<at least 6 digits>ms.html")
	ErrFirstNotZero      = errors.New("first snapshot is not at 0 ms")
	ErrNotIncreasing     = errors.New("snapshot offsets are not strictly increasing")
	ErrDuplicateSection  = errors.New("duplicate section")
	ErrBadFlags          = errors.New("bad flags section")
	ErrFlagsSectionLarge = fmt.Errorf("flags section is larger than %d bytes", MaxFlagsBytes)
)

// Sequence is a decoded recorded sequence.
type Sequence struct {
	Flags     SequenceFlags
	Snapshots []Snapshot
}

// SequenceFlags are the settings from a sequence's flags section.
type SequenceFlags struct {
	// ExpectMessageID is the classify flag --expect-message-id ("" when
	// absent).
	ExpectMessageID string
	// MinTurn is the classify flag --min-turn (0 when absent).
	MinTurn int
	// Gate holds --samples and --stable (zero when absent: the defaults).
	Gate Config
}

// Snapshot is one timed snapshot of a sequence.
type Snapshot struct {
	// Name is the section name, e.g. "snap/001200ms.html".
	Name string
	// Offset is the time since the first snapshot.
	Offset time.Duration
	// HTML is the snapshot document.
	HTML []byte
}

// DecodeSequence reads a recorded sequence from a. It is strict: sections
// other than "flags", "want" (a fixture's expectations, ignored here) and
// "snap/NNNNNNms.html" are errors, as are a repeated section, offsets that
// do not start at 0 or do not strictly increase, and more than MaxSnapshots
// snapshots.
func DecodeSequence(a *txtar.Archive) (Sequence, error) {
	var seq Sequence
	if a == nil {
		return seq, ErrNoSnapshots
	}
	var sawFlags, sawWant bool
	for _, f := range a.Files {
		switch {
		case f.Name == SectionFlags:
			if sawFlags {
				return Sequence{}, sectionError(ErrDuplicateSection, f.Name)
			}
			sawFlags = true
			flags, err := ParseSequenceFlags(f.Data)
			if err != nil {
				return Sequence{}, err
			}
			seq.Flags = flags
		case f.Name == SectionWant:
			if sawWant {
				return Sequence{}, sectionError(ErrDuplicateSection, f.Name)
			}
			sawWant = true
		case strings.HasPrefix(f.Name, snapPrefix):
			off, err := snapshotOffset(f.Name)
			if err != nil {
				return Sequence{}, err
			}
			n := len(seq.Snapshots)
			switch {
			case n == MaxSnapshots:
				return Sequence{}, ErrTooManySnapshots
			case n == 0 && off != 0:
				return Sequence{}, sectionError(ErrFirstNotZero, f.Name)
			case n > 0 && off <= seq.Snapshots[n-1].Offset:
				return Sequence{}, sectionError(ErrNotIncreasing, f.Name)
			}
			seq.Snapshots = append(seq.Snapshots, Snapshot{Name: f.Name, Offset: off, HTML: f.Data})
		default:
			return Sequence{}, sectionError(ErrBadSection, f.Name)
		}
	}
	if len(seq.Snapshots) == 0 {
		return Sequence{}, ErrNoSnapshots
	}
	return seq, nil
}

// IsSnapshotSection reports whether a section name is a timed snapshot
// section (its prefix; DecodeSequence checks the rest).
func IsSnapshotSection(name string) bool {
	return strings.HasPrefix(name, snapPrefix)
}

// snapshotOffset parses "snap/NNNNNNms.html".
func snapshotOffset(name string) (time.Duration, error) {
	digits, ok := strings.CutPrefix(name, snapPrefix)
	if ok {
		digits, ok = strings.CutSuffix(digits, snapSuffix)
	}
	if !ok || len(digits) < minOffsetDigits || len(digits) > maxOffsetDigits || !allDigits(digits) {
		return 0, sectionError(ErrBadSnapshotName, name)
	}
	ms, err := strconv.ParseInt(digits, 10, 64)
	if err != nil { // unreachable with at most 12 digits; kept fail-closed
		return 0, sectionError(ErrBadSnapshotName, name)
	}
	return time.Duration(ms) * time.Millisecond, nil
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// ParseSequenceFlags parses a flags section: command-line style flags
// separated by white space (lines included). Known flags are
// --expect-message-id ID, --min-turn N, --samples N and --stable DURATION;
// anything else, a negative number or a stray argument is an error.
func ParseSequenceFlags(data []byte) (SequenceFlags, error) {
	var out SequenceFlags
	if len(data) > MaxFlagsBytes {
		return out, ErrFlagsSectionLarge
	}
	if !utf8.Valid(data) {
		return out, fmt.Errorf("%w: not UTF-8", ErrBadFlags)
	}
	args := strings.Fields(string(data))
	fs := flag.NewFlagSet(SectionFlags, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&out.ExpectMessageID, "expect-message-id", "", "")
	fs.IntVar(&out.MinTurn, "min-turn", 0, "")
	fs.IntVar(&out.Gate.Samples, "samples", 0, "")
	fs.DurationVar(&out.Gate.StableFor, "stable", 0, "")
	if err := fs.Parse(args); err != nil {
		return SequenceFlags{}, fmt.Errorf("%w: %s", ErrBadFlags, clip(err.Error(), 200))
	}
	switch {
	case fs.NArg() > 0:
		return SequenceFlags{}, fmt.Errorf("%w: unexpected argument %q", ErrBadFlags, clip(fs.Arg(0), 80))
	case out.MinTurn < 0:
		return SequenceFlags{}, fmt.Errorf("%w: negative --min-turn", ErrBadFlags)
	case out.Gate.Samples < 0:
		return SequenceFlags{}, fmt.Errorf("%w: negative --samples", ErrBadFlags)
	case out.Gate.StableFor < 0:
		return SequenceFlags{}, fmt.Errorf("%w: negative --stable", ErrBadFlags)
	}
	return out, nil
}

func sectionError(err error, name string) error {
	return fmt.Errorf("%w: %q", err, clip(name, 80))
}

// clip bounds s to at most n bytes (n ≥ 3), marking a cut with "…" and
// never splitting a UTF-8 sequence.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	n -= len("…")
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}
