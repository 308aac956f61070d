package gate

import (
	"time"

	"github.com/chatproof/chatproof"
)

// Defaults of a Config whose fields are zero.
const (
	DefaultSamples   = 3
	DefaultStableFor = 1200 * time.Millisecond
)

// Config configures a Terminal. The zero value is the default configuration.
type Config struct {
	// Samples is how many consecutive positive samples with an unchanged
	// content key the gate needs before it fires. Zero or less means
	// DefaultSamples.
	Samples int
	// StableFor is how long the positive evidence must have held, from the
	// first sample of the run to the current one. Zero or less means
	// DefaultStableFor.
	StableFor time.Duration
}

// withDefaults returns c with zero (or negative) fields set to the defaults.
func (c Config) withDefaults() Config {
	if c.Samples <= 0 {
		c.Samples = DefaultSamples
	}
	if c.StableFor <= 0 {
		c.StableFor = DefaultStableFor
	}
	return c
}

// Sample is one classified snapshot and the time it was taken.
type Sample struct {
	// At is when the snapshot was taken; it must be later than the previous
	// sample's At, or the sample is rejected with DecisionError.
	At time.Time
	// Verdict is the snapshot's classification; ignored when Err is not nil.
	Verdict chatproof.Verdict
	// Err, when not nil, says the snapshot could not be classified; Verdict
	// is then ignored and the sample resets the gate's stability.
	Err error
}

// Step is the gate's answer to one sample.
type Step struct {
	// At is the sample's At, rejected or not.
	At time.Time
	// Level is the effective activity level of the sample: "strong", "weak"
	// or "none"; "unknown" when the sample was rejected or unclassified.
	Level string
	// Finished is whether the sample's response has a bound finished control.
	Finished bool
	// StableSamples is the length of the current run of consecutive positive
	// samples with an unchanged content key and weak evidence (0 when this
	// sample is not positive).
	StableSamples int
	// StableFor is the time from the first sample of that run to this one.
	StableFor time.Duration
	// Fire is true on the step at which the gate fires, and on every later
	// step.
	Fire bool
	// Decision is one of the Decision constants.
	Decision string
	// Reasons are reason codes explaining the decision, never empty.
	Reasons []string
}

// Terminal is the terminal completion gate. Feed it samples in time order
// with Observe. The zero value is a gate with the default Config. A Terminal
// is not safe for concurrent use.
type Terminal struct {
	cfg Config

	seen   bool      // a sample has been accepted
	lastAt time.Time // the latest accepted sample's time

	hasPrev bool     // prev holds the previous classified sample's evidence
	prev    evidence //

	run      int       // consecutive positive samples, 0 when the last was not
	runStart time.Time // time of the run's first sample

	fired bool
}

// NewTerminal returns a gate with configuration c.
func NewTerminal(c Config) *Terminal {
	return &Terminal{cfg: c}
}

// Config returns the effective configuration, defaults applied.
func (t *Terminal) Config() Config { return t.cfg.withDefaults() }

// Fired reports whether the gate has fired.
func (t *Terminal) Fired() bool { return t.fired }

// Observe feeds one sample to the gate and returns its decision.
//
// A sample dated at or before the previous accepted sample is rejected: the
// step has DecisionError, and stability restarts from the next sample.
func (t *Terminal) Observe(s Sample) Step {
	cfg := t.cfg.withDefaults()
	step := Step{At: s.At, Level: levelUnknown}

	if t.seen && !s.At.After(t.lastAt) {
		t.run = 0
		reason := ReasonTimeNotAdvancing
		if s.At.Before(t.lastAt) {
			reason = ReasonTimeWentBackwards
		}
		return t.decide(step, DecisionError, []string{reason})
	}
	t.seen, t.lastAt = true, s.At

	if s.Err != nil {
		t.run = 0
		return t.decide(step, DecisionError, []string{ReasonSampleError})
	}

	ev := readEvidence(s.Verdict)
	step.Level, step.Finished = string(ev.level), ev.finished

	reasons := append([]string(nil), ev.blockers...)
	var changed []string
	if t.hasPrev {
		changed = changes(t.prev, ev)
		reasons = append(reasons, changed...)
	}
	if ev.level == chatproof.LevelWeak {
		reasons = append(reasons, ReasonWeakActivity)
	}
	t.prev, t.hasPrev = ev, true

	switch {
	case !ev.positive:
		t.run = 0
	case t.run > 0 && len(changed) == 0:
		t.run++
	default:
		t.run, t.runStart = 1, s.At
	}
	if t.run > 0 {
		step.StableSamples, step.StableFor = t.run, s.At.Sub(t.runStart)
	}

	switch {
	case t.fired:
		return t.decide(step, DecisionComplete, reasons)
	case ev.providerTerminal:
		return t.decide(step, DecisionProviderTerminal, reasons)
	case !ev.positive:
		return t.decide(step, DecisionIncomplete, reasons)
	case t.run >= cfg.Samples && step.StableFor >= cfg.StableFor:
		return t.decide(step, DecisionComplete, append(reasons, ReasonStable))
	default:
		return t.decide(step, DecisionPending, append(reasons, ReasonDebouncing))
	}
}

// decide completes step with a decision and its reasons. A DecisionComplete
// fires the gate; once it has fired, every later step reports
// DecisionComplete with ReasonAlreadyComplete ahead of the sample's own
// reasons.
func (t *Terminal) decide(step Step, decision string, reasons []string) Step {
	switch {
	case t.fired:
		decision = DecisionComplete
		reasons = append([]string{ReasonAlreadyComplete}, reasons...)
	case decision == DecisionComplete:
		t.fired = true
	}
	step.Fire = t.fired
	step.Decision = decision
	step.Reasons = reasons
	return step
}
