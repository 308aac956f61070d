package gate

import "github.com/chatproof/chatproof"

// Decisions of a terminal-gate Step.
const (
	// DecisionComplete: the gate has fired (on this or an earlier step).
	// It is spelled as the verdict's chatproof.Complete.
	DecisionComplete = string(chatproof.Complete)
	// DecisionPending: positive evidence, still debouncing.
	DecisionPending = "pending"
	// DecisionIncomplete: the sample is not positive completion evidence.
	// It is spelled as the verdict's chatproof.Incomplete.
	DecisionIncomplete = string(chatproof.Incomplete)
	// DecisionProviderTerminal: the response's turn shows a provider
	// terminal; the gate does not fire on it. It is spelled as its reason,
	// ReasonProviderTerminal.
	DecisionProviderTerminal = ReasonProviderTerminal
	// DecisionError: the sample was rejected (bad timestamp) or could not be
	// classified.
	DecisionError = "error"
)

// Reason codes of the completion rule: the codes the gate reports for the
// rule's conditions a sample fails (chatproof.CompletionReasons), the
// verdict's own codes.
const (
	ReasonNoResponse       = chatproof.ReasonNoResponse
	ReasonPlaceholder      = chatproof.ReasonPlaceholder
	ReasonNotFinished      = chatproof.ReasonNotFinished
	ReasonStrongActivity   = chatproof.ReasonStrongActivity
	ReasonProviderTerminal = chatproof.ReasonProviderTerminal
)

// Reason codes of the terminal completion gate's own checks. See the
// package documentation for their meaning.
const (
	ReasonEmptyText               = "empty_text"
	ReasonUnknownActivity         = "unknown_activity"
	ReasonUnknownProviderTerminal = "unknown_provider_terminal"
	ReasonSnapshotIncomplete      = "snapshot_incomplete"
	ReasonIdentityChanged         = "identity_changed"
	ReasonContentChanged          = "content_changed"
	ReasonWeakEvidenceChanged     = "weak_evidence_changed"
	ReasonWeakActivity            = "weak_activity"
	ReasonDebouncing              = "debouncing"
	ReasonStable                  = "stable"
	ReasonAlreadyComplete         = "already_complete"
	ReasonSampleError             = "sample_error"
	ReasonTimeWentBackwards       = "time_went_backwards"
	ReasonTimeNotAdvancing        = "time_not_advancing"
	ReasonNoSamples               = "no_samples"
	ReasonNoDigest                = "no_digest"
)
