package gate

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/chatproof/chatproof/internal/bound"

	"github.com/chatproof/chatproof"
)

// ReplaySchema is the value of ReplayReport.Schema.
const ReplaySchema = "chatproof.replay/v1"

// MaxErrorBytes bounds ReplayStep.Error.
const MaxErrorBytes = 200

// Never is how CompleteAt renders when the gate did not fire.
const Never = "never"

// ReplayReport is the result of replaying a recorded sequence, serialised as
// the chatproof.replay/v1 JSON object. Every field is always present.
type ReplayReport struct {
	// Schema is always ReplaySchema, "chatproof.replay/v1".
	Schema string `json:"schema"`
	// Source names the sequence (a file path); set by the caller.
	Source string `json:"source"`
	// Config is the gate configuration in effect, defaults applied.
	Config ReplayConfig `json:"config"`
	// Steps holds one step per snapshot, in sequence order; [] (never
	// null) for a sequence without snapshots.
	Steps []ReplayStep `json:"steps"`
	// CompleteAt is the offset at which the gate fired, or never.
	CompleteAt CompleteAt `json:"complete_at"`
	// Decision is DecisionComplete when the gate fired, otherwise the last
	// step's decision.
	Decision string `json:"decision"`
	// Reasons are the firing step's reasons when the gate fired, otherwise
	// the last step's.
	Reasons []string `json:"reasons"`
}

// ReplayConfig is the effective gate configuration of a replay.
type ReplayConfig struct {
	// Samples is Config.Samples in effect: how many consecutive positive
	// samples the gate needs before it fires.
	Samples int `json:"samples"`
	// StableMS is Config.StableFor in effect, in milliseconds.
	StableMS int64 `json:"stable_ms"`
}

// ReplayStep is one Step of a replay, timed in milliseconds since the first
// snapshot.
type ReplayStep struct {
	// AtMS is the snapshot's offset from the first snapshot, in
	// milliseconds.
	AtMS int64 `json:"at_ms"`
	// Level is Step.Level: "strong", "weak" or "none"; "unknown" for a
	// rejected or unclassified snapshot.
	Level string `json:"level"`
	// Finished is Step.Finished: the response has a bound finished
	// control; false for an error step.
	Finished bool `json:"finished"`
	// StableSamples is Step.StableSamples, 0 when the snapshot is not
	// positive.
	StableSamples int `json:"stable_samples"`
	// StableMS is Step.StableFor in milliseconds, 0 when the snapshot is
	// not positive.
	StableMS int64 `json:"stable_ms"`
	// Decision is Step.Decision, one of the Decision constants.
	Decision string `json:"decision"`
	// Reasons is Step.Reasons: reason codes, never empty.
	Reasons []string `json:"reasons"`
	// Error is the classifier's error for this snapshot, at most
	// MaxErrorBytes bytes; "" when it classified.
	Error string `json:"error"`
}

// CompleteAt is when the gate fired. In JSON it is a number of milliseconds,
// or the string "never" when the gate did not fire.
type CompleteAt struct {
	// Fired is true when the gate fired; false renders as "never".
	Fired bool
	// MS is the firing step's AtMS, in milliseconds since the first
	// snapshot; 0 and ignored when Fired is false.
	MS int64
}

// String returns the milliseconds in decimal, or "never".
func (c CompleteAt) String() string {
	if !c.Fired {
		return Never
	}
	return strconv.FormatInt(c.MS, 10)
}

// MarshalJSON renders a number or "never".
func (c CompleteAt) MarshalJSON() ([]byte, error) {
	if !c.Fired {
		return []byte(`"` + Never + `"`), nil
	}
	return []byte(strconv.FormatInt(c.MS, 10)), nil
}

// UnmarshalJSON accepts a non-negative integer or "never".
func (c *CompleteAt) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		if s != Never {
			return fmt.Errorf("complete_at: %q is neither a number nor %q", bound.BytesMarked(s, 40), Never)
		}
		*c = CompleteAt{}
		return nil
	}
	ms, err := strconv.ParseInt(string(b), 10, 64)
	if err != nil || ms < 0 {
		return errors.New("complete_at: not a non-negative integer or " + strconv.Quote(Never))
	}
	*c = CompleteAt{Fired: true, MS: ms}
	return nil
}

// Classifier classifies one snapshot document.
type Classifier func(html []byte) (chatproof.Verdict, error)

// Replay runs a Terminal configured by seq.Flags.Gate over the snapshots of
// seq, classifying each with classify. A snapshot that does not classify
// (or a nil classify) is an unclassified sample: an error step that resets
// stability. Replay does not set Source.
func Replay(seq Sequence, classify Classifier) ReplayReport {
	t := NewTerminal(seq.Flags.Gate)
	cfg := t.Config()
	rep := ReplayReport{
		Schema:  ReplaySchema,
		Config:  ReplayConfig{Samples: cfg.Samples, StableMS: cfg.StableFor.Milliseconds()},
		Steps:   make([]ReplayStep, 0, len(seq.Snapshots)),
		Reasons: []string{},
	}
	var epoch time.Time
	for _, snap := range seq.Snapshots {
		s := Sample{At: epoch.Add(snap.Offset)}
		if classify == nil {
			s.Err = errors.New("no classifier")
		} else {
			s.Verdict, s.Err = classify(snap.HTML)
		}
		st := t.Observe(s)
		rs := ReplayStep{
			AtMS:          snap.Offset.Milliseconds(),
			Level:         st.Level,
			Finished:      st.Finished,
			StableSamples: st.StableSamples,
			StableMS:      st.StableFor.Milliseconds(),
			Decision:      st.Decision,
			Reasons:       st.Reasons,
		}
		if s.Err != nil {
			rs.Error = bound.BytesMarked(s.Err.Error(), MaxErrorBytes)
		}
		rep.Steps = append(rep.Steps, rs)
		if st.Fire && !rep.CompleteAt.Fired {
			rep.CompleteAt = CompleteAt{Fired: true, MS: rs.AtMS}
			rep.Decision, rep.Reasons = rs.Decision, rs.Reasons
		}
	}
	switch {
	case rep.CompleteAt.Fired:
	case len(rep.Steps) == 0:
		rep.Decision, rep.Reasons = DecisionIncomplete, []string{ReasonNoSamples}
	default:
		last := rep.Steps[len(rep.Steps)-1]
		rep.Decision, rep.Reasons = last.Decision, last.Reasons
	}
	return rep
}
