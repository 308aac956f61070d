package gate

import (
	"time"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/surface"
)

// SurfaceRead is one composer-surface read and the time it was taken.
type SurfaceRead struct {
	// At is when the read was taken; the zero time is an undated read,
	// which proves nothing.
	At time.Time
	// State is the composer surface as read; the checks decide on its
	// State field.
	State surface.Surface
	// Turn is the provider terminal the same read's newest turn shows
	// (Verdict.ProviderTerminal): a length wall or usage-limit card drawn
	// inside the reply rather than in the composer (ChatGPT's
	// .text-token-text-error box with the wall sentence and "Start new
	// chat") stops the exchange as the composer's would. "" or "none" for
	// none; the other terminals decide nothing here.
	Turn chatproof.ProviderTerminal
}

// MinReadGap is how far apart two composer-surface reads must be for their
// agreement to prove a state.
const MinReadGap = time.Second

// Stop codes of a pre-Send check that proved a composer state. They are
// for a human: the exchange stops before anything is composed or sent.
const (
	StopConversationExhaustedBeforeSend = "chatgpt_conversation_exhausted_before_send"
	StopConversationClosedBeforeSend    = "chatgpt_conversation_closed_before_send"
	StopQuotaLimitedBeforeSend          = "chatgpt_quota_limited_before_send"
)

// PreSendProvenStopCodes returns the stop codes a pre-Send check can prove,
// in a fresh slice the caller may keep or change.
func PreSendProvenStopCodes() []string {
	return []string{
		StopConversationExhaustedBeforeSend,
		StopConversationClosedBeforeSend,
		StopQuotaLimitedBeforeSend,
	}
}

// Reason codes of the Send checks ([PreSendCheck], [AfterSendAttribution])
// besides the stop codes.
const (
	// ReasonReadTimeMissing: a read has no timestamp.
	ReasonReadTimeMissing = "read_time_missing"
	// ReasonReadsOutOfOrder: the second read is not later than the first
	// (or an after-Send read is not later than the pre-Send read).
	ReasonReadsOutOfOrder = "reads_out_of_order"
	// ReasonReadsTooClose: the two reads are less than MinReadGap apart.
	ReasonReadsTooClose = "reads_too_close"
	// ReasonReadsDisagree: the two reads show different states.
	ReasonReadsDisagree = "reads_disagree"
	// ReasonUnknownSurfaceState: a read's state is not a known value.
	ReasonUnknownSurfaceState = "unknown_surface_state"
	// ReasonSurfaceOpen: both reads agree that no composer state stops the
	// exchange.
	ReasonSurfaceOpen = "surface_open"
	// ReasonSurfaceMissing: both reads agree that the page has no composer
	// surface; nothing is proven.
	ReasonSurfaceMissing = "surface_missing"
)

// PreSendResult is the answer of [PreSendCheck].
type PreSendResult struct {
	// Stop is true when the two reads prove that the exchange must stop
	// before Send.
	Stop bool
	// Code is the stop code when Stop is true, one of
	// PreSendProvenStopCodes; "" otherwise.
	Code string
	// State is the surface state both reads agree on, when they are dated,
	// in order, far enough apart and of known states; "" otherwise.
	State surface.State
	// Reasons are reason codes, never empty: the stop code when Stop is
	// true, otherwise why nothing was proven.
	Reasons []string
	// Record is the first read, to be kept on the Send record.
	Record SurfaceRead
}

// preSendStop maps a surface state to its pre-Send stop code.
func preSendStop(state surface.State) string {
	switch state {
	case surface.StateExhausted:
		return StopConversationExhaustedBeforeSend
	case surface.StateClosed:
		return StopConversationClosedBeforeSend
	case surface.StateQuota:
		return StopQuotaLimitedBeforeSend
	}
	return ""
}

// turnStop maps the provider terminal of a read's newest turn to its
// pre-Send stop code: a length wall or a usage limit drawn in the reply.
func turnStop(t chatproof.ProviderTerminal) string {
	switch t {
	case chatproof.ProviderConversationExhausted:
		return StopConversationExhaustedBeforeSend
	case chatproof.ProviderQuotaLimited:
		return StopQuotaLimitedBeforeSend
	}
	return ""
}

// knownState reports whether s is a value of surface.Surface.State.
func knownState(s surface.State) bool {
	switch s {
	case surface.StateOpen, surface.StateExhausted, surface.StateQuota,
		surface.StateClosed, surface.StateMissing:
		return true
	}
	return false
}

// PreSendCheck decides, from two composer-surface reads taken before Send,
// whether the exchange must stop. It stops only when both reads carry a
// time, the second is at least MinReadGap after the first, and both show
// the same state among exhausted, closed and quota; the stop code is then
// StopConversationExhaustedBeforeSend, StopConversationClosedBeforeSend or
// StopQuotaLimitedBeforeSend. Both reads' newest turn showing the same
// length wall or usage limit (SurfaceRead.Turn) stops it too, with the
// same codes, whatever the composer shows; reads whose turns disagree on
// it prove nothing. Reads that are undated, out of order, too
// close, disagreeing or of an unknown state prove nothing and say why. The
// first read is returned as Record either way.
func PreSendCheck(first, second SurfaceRead) PreSendResult {
	res := PreSendResult{Record: first}
	if r := pairTiming(first.At, second.At); r != "" {
		res.Reasons = []string{r}
		return res
	}
	a, b := first.State.State, second.State.State
	if !knownState(a) || !knownState(b) {
		res.Reasons = []string{ReasonUnknownSurfaceState}
		return res
	}
	if a != b {
		res.Reasons = []string{ReasonReadsDisagree}
		return res
	}
	res.State = a
	// The composer's own proof stands whatever the turns show; without
	// it, both reads' turns must agree on a wall or limit drawn in the
	// reply.
	if preSendStop(a) == "" {
		ta, tb := turnStop(first.Turn), turnStop(second.Turn)
		if ta != tb {
			res.Reasons = []string{ReasonReadsDisagree}
			return res
		}
		if ta != "" {
			res.Stop, res.Code = true, ta
			res.Reasons = []string{ta}
			return res
		}
	}
	switch code := preSendStop(a); {
	case code != "":
		res.Stop, res.Code = true, code
		res.Reasons = []string{code}
	case a == surface.StateMissing:
		res.Reasons = []string{ReasonSurfaceMissing}
	default:
		res.Reasons = []string{ReasonSurfaceOpen}
	}
	return res
}

// pairTiming checks that two reads are dated, in order and at least
// MinReadGap apart; it returns the failing reason code or "".
func pairTiming(first, second time.Time) string {
	switch {
	case first.IsZero() || second.IsZero():
		return ReasonReadTimeMissing
	case !second.After(first):
		return ReasonReadsOutOfOrder
	case second.Sub(first) < MinReadGap:
		return ReasonReadsTooClose
	}
	return ""
}
