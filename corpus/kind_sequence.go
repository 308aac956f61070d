package corpus

import (
	"golang.org/x/tools/txtar"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/gate"
)

// The sequence kind: timed snap/NNNNNNms.html snapshots, each judged by
// chatproof.ClassifyHTML and fed to the terminal completion gate; the report
// is the chatproof.replay/v1 report, so a want says
// "complete_at: <ms>" or "complete_at: never".
func init() {
	Register(&Kind{
		Name:     "sequence",
		Sections: "timed snap/NNNNNNms.html snapshots",
		Detect: func(a *txtar.Archive) bool {
			for _, f := range a.Files {
				if IsSnapshotSection(f.Name) {
					return true
				}
			}
			return false
		},
		Allowed: IsSnapshotSection,
		Run: func(a *txtar.Archive) (any, error) {
			return ReplaySequence(a)
		},
		RunWith: func(a *txtar.Archive, o RunOptions) (any, error) {
			return ReplaySequenceWith(a, o)
		},
		Flags: func(data []byte) error {
			_, err := ParseSequenceFlags(data)
			return err
		},
	})
}

// ReplaySequence decodes a recorded sequence and replays the terminal gate
// over it, classifying each snapshot with the sequence's classify flags.
// The report's Source is left for the caller to set.
func ReplaySequence(a *txtar.Archive) (gate.ReplayReport, error) {
	return ReplaySequenceWith(a, RunOptions{})
}

// ReplaySequenceWith is ReplaySequence with run options: the snapshots are
// classified with the profile of o that replaces ChatGPT's, if any.
func ReplaySequenceWith(a *txtar.Archive, o RunOptions) (gate.ReplayReport, error) {
	seq, err := DecodeSequence(a)
	if err != nil {
		return gate.ReplayReport{}, err
	}
	opts := o.Apply(chatproof.Options{
		ExpectMessageID: seq.Flags.ExpectMessageID,
		MinTurn:         seq.Flags.MinTurn,
	})
	return gate.Replay(seq, func(html []byte) (chatproof.Verdict, error) {
		return chatproof.ClassifyHTML(html, opts)
	}), nil
}
