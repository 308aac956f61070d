package gate

import "time"

// MaxSnapshots is the most snapshots a recorded sequence holds: reading a
// recording (corpus.ReadSequence) refuses more, and chatproof record stops
// there.
const MaxSnapshots = 4096

// Sequence is a recorded sequence of timed snapshots: what Replay runs the
// terminal gate over. Build one in code, or read a recording made by
// chatproof record with corpus.ReadSequence.
type Sequence struct {
	// Flags are the classify and gate settings the sequence was recorded
	// with.
	Flags SequenceFlags
	// Snapshots are in time order, the first at offset 0.
	Snapshots []Snapshot
}

// SequenceFlags are the classify and gate settings of a sequence.
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
	// Name is the snapshot's name, e.g. its section "snap/001200ms.html".
	Name string
	// Offset is the time since the first snapshot.
	Offset time.Duration
	// HTML is the snapshot document.
	HTML []byte
}
