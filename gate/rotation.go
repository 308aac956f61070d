package gate

import (
	"errors"
	"fmt"
)

// Bounds of the proactive-rotation threshold.
const (
	// DefaultRotationMessages is the threshold of a zero Rotation.
	DefaultRotationMessages = 120
	// MinRotationMessages and MaxRotationMessages bound an explicit
	// threshold.
	MinRotationMessages = 40
	MaxRotationMessages = 1000
)

// Errors of [RecommendRotation].
var (
	// ErrRotationRange: Rotation.MaxMessages is neither 0 nor within
	// MinRotationMessages..MaxRotationMessages.
	ErrRotationRange = errors.New("gate: rotation max messages out of range")
	// ErrConversationSize: a conversation size is negative.
	ErrConversationSize = errors.New("gate: negative conversation size")
)

// Rotation is the proactive-rotation setting of a conversation: when to
// recommend moving to a successor conversation before the length wall. The
// zero value is the default: rotate at DefaultRotationMessages, except on a
// main conversation, where the default is off.
type Rotation struct {
	// MaxMessages is the message count at which rotation is recommended;
	// 0 means DefaultRotationMessages, otherwise it must be within
	// MinRotationMessages..MaxRotationMessages.
	MaxMessages int
	// Off disables rotation.
	Off bool
	// Explicit reports that the caller chose this setting rather than
	// leaving it to the default. A main conversation rotates only under an
	// explicit setting.
	Explicit bool
}

// Validate reports whether r's threshold is in range.
func (r Rotation) Validate() error {
	if r.MaxMessages == 0 || (r.MaxMessages >= MinRotationMessages && r.MaxMessages <= MaxRotationMessages) {
		return nil
	}
	return fmt.Errorf("%w: %d (allowed 0 or %d..%d)", ErrRotationRange, r.MaxMessages, MinRotationMessages, MaxRotationMessages)
}

// threshold returns the effective message threshold of a valid r.
func (r Rotation) threshold() int {
	if r.MaxMessages == 0 {
		return DefaultRotationMessages
	}
	return r.MaxMessages
}

// ConversationSize is how large a conversation has grown.
type ConversationSize struct {
	// Messages counts the user and assistant messages.
	Messages int `json:"messages"`
	// Bytes counts the bytes of their text. It is reported, not decided on.
	Bytes int64 `json:"bytes"`
}

// RotationInput is what a rotation recommendation is decided from.
type RotationInput struct {
	// Size is the conversation's current size; a negative count is an
	// error (ErrConversationSize).
	Size ConversationSize
	// ContinuationOffered reports that the composer surface offered
	// "Continue in a new chat" (surface.Surface.ContinuationOffered).
	ContinuationOffered bool
	// ManualContinuation reports that the conversation continues only by
	// hand; it never rotates.
	ManualContinuation bool
	// MainConversation marks a long-lived main conversation, whose rotation
	// defaults to off unless Rotation.Explicit is set.
	MainConversation bool
	// Rotation is the conversation's rotation setting; the zero value is
	// the default.
	Rotation Rotation
}

// RotationResult is the answer of [RecommendRotation].
type RotationResult struct {
	// Size is the input's Size, reported as given.
	Size ConversationSize `json:"conversation_size"`
	// Recommended is true when the conversation should rotate to a
	// successor before the next Send.
	Recommended bool `json:"rotation_recommended"`
	// MaxMessages is the effective threshold; 0 when rotation does not
	// apply (off, manual continuation, main conversation by default, or an
	// invalid input).
	MaxMessages int `json:"max_messages"`
	// Reasons are reason codes, never empty.
	Reasons []string `json:"reasons"`
}

// Reason codes of [RecommendRotation].
const (
	// ReasonRotationRecommended: rotation is recommended; the codes after it
	// say why.
	ReasonRotationRecommended = "rotation_recommended"
	// ReasonMessageThresholdReached: the conversation has at least the
	// threshold's number of messages.
	ReasonMessageThresholdReached = "message_threshold_reached"
	// ReasonContinuationOfferedRotation: the surface offered "Continue in a
	// new chat".
	ReasonContinuationOfferedRotation = "continuation_offered"
	// ReasonBelowThreshold: below the threshold and no continuation offer.
	ReasonBelowThreshold = "below_threshold"
	// ReasonRotationOff: rotation is switched off.
	ReasonRotationOff = "rotation_off"
	// ReasonManualContinuation: the conversation continues only by hand.
	ReasonManualContinuation = "manual_continuation"
	// ReasonMainConversationDefaultOff: a main conversation without an
	// explicit rotation setting.
	ReasonMainConversationDefaultOff = "main_conversation_default_off"
	// ReasonRotationConfigInvalid: the rotation threshold is out of range.
	ReasonRotationConfigInvalid = "rotation_config_invalid"
	// ReasonConversationSizeInvalid: a size is negative.
	ReasonConversationSizeInvalid = "conversation_size_invalid"
)

// RecommendRotation decides whether a conversation should rotate to a
// successor. Rotation is recommended when it applies and the conversation
// has at least the threshold's messages or a continuation was offered. It
// does not apply under manual continuation, when switched off, or on a main
// conversation whose setting is not explicit; each of these adds its own
// reason code. An out-of-range threshold or a negative size is an error,
// returned with a result that recommends nothing.
func RecommendRotation(in RotationInput) (RotationResult, error) {
	res := RotationResult{Size: in.Size}
	if err := in.Rotation.Validate(); err != nil {
		res.Reasons = []string{ReasonRotationConfigInvalid}
		return res, err
	}
	if in.Size.Messages < 0 || in.Size.Bytes < 0 {
		res.Reasons = []string{ReasonConversationSizeInvalid}
		return res, fmt.Errorf("%w: %d messages, %d bytes", ErrConversationSize, in.Size.Messages, in.Size.Bytes)
	}
	var blocked []string
	if in.ManualContinuation {
		blocked = append(blocked, ReasonManualContinuation)
	}
	if in.Rotation.Off {
		blocked = append(blocked, ReasonRotationOff)
	}
	if in.MainConversation && !in.Rotation.Explicit {
		blocked = append(blocked, ReasonMainConversationDefaultOff)
	}
	if len(blocked) > 0 {
		res.Reasons = blocked
		return res, nil
	}
	res.MaxMessages = in.Rotation.threshold()
	var why []string
	if in.Size.Messages >= res.MaxMessages {
		why = append(why, ReasonMessageThresholdReached)
	}
	if in.ContinuationOffered {
		why = append(why, ReasonContinuationOfferedRotation)
	}
	if len(why) == 0 {
		res.Reasons = []string{ReasonBelowThreshold}
		return res, nil
	}
	res.Recommended = true
	res.Reasons = append([]string{ReasonRotationRecommended}, why...)
	return res, nil
}
