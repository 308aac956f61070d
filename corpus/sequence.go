package corpus

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/chatproof/chatproof/internal/bound"
	"github.com/chatproof/chatproof/internal/seqfmt"

	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/gate"
)

// The sequence format: a txtar archive with a comment (provenance), an
// optional "flags" section, an optional "want" section (a fixture's
// expectations) and timed sections "snap/NNNNNNms.html": milliseconds since
// the first snapshot, zero-padded to at least 6 digits, strictly
// increasing, the first one at 0. chatproof record writes it, with the
// same definition of its layout (internal/seqfmt) this reader uses.

// Limits of a recorded sequence.
const (
	// MaxFlagsBytes is the largest flags section accepted.
	MaxFlagsBytes = 4096
)

// Section names of fixtures.
const (
	SectionFlags = seqfmt.Flags
	SectionWant  = seqfmt.Want
)

// Errors of ReadSequence and DecodeSequence. Each returned error wraps one
// of them.
var (
	ErrNoSnapshots       = errors.New("sequence has no snap/ sections")
	ErrTooManySnapshots  = fmt.Errorf("sequence has more than %d snapshots", gate.MaxSnapshots)
	ErrBadSection        = errors.New("unexpected section")
	ErrBadSnapshotName   = errors.New("snapshot section name is not snap/<at least 6 digits>ms.html")
	ErrFirstNotZero      = errors.New("first snapshot is not at 0 ms")
	ErrNotIncreasing     = errors.New("snapshot offsets are not strictly increasing")
	ErrDuplicateSection  = errors.New("duplicate section")
	ErrBadFlags          = errors.New("bad flags section")
	ErrFlagsSectionLarge = fmt.Errorf("flags section is larger than %d bytes", MaxFlagsBytes)
)

// ReadSequence reads a recorded sequence (a recording made by chatproof
// record, or a sequence fixture) into the values gate.Replay takes. It is
// strict, as DecodeSequence is.
func ReadSequence(data []byte) (gate.Sequence, error) {
	return DecodeSequence(txtar.Parse(data))
}

// DecodeSequence reads a recorded sequence from a parsed archive. It is
// strict: sections other than "flags", "want" (ignored here) and
// "snap/NNNNNNms.html" are errors, as are a repeated section, offsets that
// do not start at 0 or do not strictly increase, and more than
// gate.MaxSnapshots snapshots.
func DecodeSequence(a *txtar.Archive) (gate.Sequence, error) {
	var seq gate.Sequence
	if a == nil {
		return seq, ErrNoSnapshots
	}
	if err := gluedAt(a); err != nil {
		return seq, err
	}
	var sawFlags, sawWant bool
	for _, f := range a.Files {
		switch {
		case f.Name == SectionFlags:
			if sawFlags {
				return gate.Sequence{}, sectionError(ErrDuplicateSection, f.Name)
			}
			sawFlags = true
			flags, err := ParseSequenceFlags(f.Data)
			if err != nil {
				return gate.Sequence{}, err
			}
			seq.Flags = flags
		case f.Name == SectionWant:
			if sawWant {
				return gate.Sequence{}, sectionError(ErrDuplicateSection, f.Name)
			}
			sawWant = true
		case IsSnapshotSection(f.Name):
			off, err := snapshotOffset(f.Name)
			if err != nil {
				return gate.Sequence{}, err
			}
			n := len(seq.Snapshots)
			switch {
			case n == gate.MaxSnapshots:
				return gate.Sequence{}, ErrTooManySnapshots
			case n == 0 && off != 0:
				return gate.Sequence{}, sectionError(ErrFirstNotZero, f.Name)
			case n > 0 && off <= seq.Snapshots[n-1].Offset:
				return gate.Sequence{}, sectionError(ErrNotIncreasing, f.Name)
			}
			seq.Snapshots = append(seq.Snapshots, gate.Snapshot{Name: f.Name, Offset: off, HTML: f.Data})
		default:
			return gate.Sequence{}, sectionError(ErrBadSection, f.Name)
		}
	}
	if len(seq.Snapshots) == 0 {
		return gate.Sequence{}, ErrNoSnapshots
	}
	return seq, nil
}

// IsSnapshotSection reports whether a section name is a timed snapshot
// section (its prefix; DecodeSequence checks the rest).
func IsSnapshotSection(name string) bool {
	return strings.HasPrefix(name, seqfmt.SnapPrefix)
}

// snapshotOffset parses "snap/NNNNNNms.html".
func snapshotOffset(name string) (time.Duration, error) {
	at, ok := seqfmt.SnapshotOffset(name)
	if !ok {
		return 0, sectionError(ErrBadSnapshotName, name)
	}
	return at, nil
}

// ParseSequenceFlags parses a flags section: command-line style flags
// separated by white space (lines included). Known flags are
// --expect-message-id ID, --min-turn N, --samples N and --stable DURATION;
// anything else, a negative number or a stray argument is an error. The
// classify flags are parsed as a snapshot fixture's are (BindClassifyFlags).
func ParseSequenceFlags(data []byte) (gate.SequenceFlags, error) {
	var out gate.SequenceFlags
	var opts chatproof.Options
	fs := flag.NewFlagSet(SectionFlags, flag.ContinueOnError)
	BindClassifyFlags(fs, &opts)
	fs.IntVar(&out.Gate.Samples, "samples", 0, "")
	fs.DurationVar(&out.Gate.StableFor, "stable", 0, "")
	if err := parseFlagsSection(fs, data); err != nil {
		return gate.SequenceFlags{}, err
	}
	switch {
	case out.Gate.Samples < 0:
		return gate.SequenceFlags{}, fmt.Errorf("%w: negative --samples", ErrBadFlags)
	case out.Gate.StableFor < 0:
		return gate.SequenceFlags{}, fmt.Errorf("%w: negative --stable", ErrBadFlags)
	}
	out.ExpectMessageID, out.MinTurn = opts.ExpectMessageID, opts.MinTurn
	return out, nil
}

// parseFlagsSection parses a flags section's text into fs: the one parser
// of every fixture kind's flags. The section is at most MaxFlagsBytes of
// UTF-8, flags separated by white space, with no other argument.
func parseFlagsSection(fs *flag.FlagSet, data []byte) error {
	if len(data) > MaxFlagsBytes {
		return ErrFlagsSectionLarge
	}
	if !utf8.Valid(data) {
		return fmt.Errorf("%w: not UTF-8", ErrBadFlags)
	}
	fs.SetOutput(io.Discard)
	args := strings.Fields(string(data))
	if hint := wantStyleFlag(fs, args); hint != "" {
		return fmt.Errorf("%w: %s", ErrBadFlags, hint)
	}
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("%w: %s", ErrBadFlags, bound.BytesMarked(err.Error(), 200))
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("%w: unexpected argument %q", ErrBadFlags, bound.BytesMarked(fs.Arg(0), 80))
	}
	return nil
}

// wantStyleFlag says, for the first argument written as a want line
// ("min-turn: 5", "--samples: 3", "stable:2s") whose name is one of fs's
// flags, how to write it as the flags section needs; "" when there is
// none. Such a line otherwise reads as a stray argument.
func wantStyleFlag(fs *flag.FlagSet, args []string) string {
	for i, a := range args {
		name, rest, ok := strings.Cut(a, ":")
		name = strings.TrimLeft(name, "-")
		if !ok || name == "" || fs.Lookup(name) == nil {
			continue
		}
		written, value := a, rest
		if value == "" && i+1 < len(args) {
			written, value = a+" "+args[i+1], args[i+1]
		}
		return fmt.Sprintf("%q is written as a want line; a flags section holds command-line flags: --%s %s",
			bound.BytesMarked(written, 80), name, bound.BytesMarked(value, 80))
	}
	return ""
}

func sectionError(err error, name string) error {
	return fmt.Errorf("%w: %q", err, bound.BytesMarked(name, 80))
}
