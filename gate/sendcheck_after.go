package gate

import (
	"slices"
	"strings"
	"unicode"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/surface"
)

// Provider-terminal kinds an after-Send attribution can give, and its
// source. Exhausted and quota are spelled as the verdict's provider
// terminals; a closed chat has no provider terminal of its own.
const (
	AttributedConversationExhausted = string(chatproof.ProviderConversationExhausted)
	AttributedQuotaLimited          = string(chatproof.ProviderQuotaLimited)
	AttributedConversationClosed    = "conversation_closed"
	// SourceComposerSurface is the Source of every attribution: the state
	// was read from the composer surface, not from the turn.
	SourceComposerSurface = "composer_surface"
)

// Stop codes of an attributed composer state (the turn ended on it).
const (
	StopConversationExhausted = "chatgpt_conversation_exhausted"
	StopQuotaLimited          = "chatgpt_quota_limited"
	StopConversationClosed    = "chatgpt_conversation_closed"
)

// Reason codes of [AfterSendAttribution], one per failing condition, plus
// the codes of the read pair shared with [PreSendCheck].
const (
	// ReasonAttributed: every condition holds; the state is the turn's.
	ReasonAttributed = "composer_state_attributed"
	// ReasonPromptNotLast: the Send's prompt is not (provably) the last
	// user message of the page.
	ReasonPromptNotLast = "prompt_not_last_user_message"
	// ReasonReplyEndedWithMarker: a reply ended with the caller's terminal
	// marker, so the turn finished on its own.
	ReasonReplyEndedWithMarker = "reply_ended_with_marker"
	// ReasonGenerating: a reply is still being generated.
	ReasonGenerating = "generating"
	// ReasonSeenBeforeSend: the Send's own pre-Send read already showed the
	// state; it belongs to the conversation, not to this turn.
	ReasonSeenBeforeSend = "state_seen_before_send"
	// ReasonPreSendReadMissing: the pre-Send read is undated (absent), so
	// "not seen before Send" is unproven. A pre-Send read not earlier than
	// the first after-Send read gives ReasonReadsOutOfOrder.
	ReasonPreSendReadMissing = "pre_send_read_missing"
	// ReasonNoComposerState: the after-Send reads show no exhausted, quota
	// or closed state.
	ReasonNoComposerState = "no_composer_state"
)

// AfterSendInput is what an after-Send attribution is decided from. The
// caller supplies the page facts; the function only compares them.
type AfterSendInput struct {
	// PromptID is the message id of the prompt this Send delivered.
	PromptID string
	// LastUserID is the message id of the last user message on the page.
	// The prompt is the last user message only when both are non-empty and
	// equal.
	LastUserID string
	// Marker is the caller's terminal marker; "" when it has none.
	Marker string
	// Replies are the visible texts of the assistant replies that follow
	// the prompt. A reply ends with the marker when, with trailing white
	// space removed, it has Marker as its suffix.
	Replies []string
	// Generating reports that a reply is being generated (a stop control,
	// live progress or streaming was seen).
	Generating bool
	// PreSend is the Send's own pre-Send read (PreSendResult.Record).
	PreSend SurfaceRead
	// First and Second are two reads taken after Send.
	First, Second SurfaceRead
}

// AfterSendResult is the answer of [AfterSendAttribution].
type AfterSendResult struct {
	// Attributed is true when the composer state is the turn's terminal.
	Attributed bool
	// Kind is AttributedConversationExhausted, AttributedQuotaLimited or
	// AttributedConversationClosed when Attributed, otherwise "".
	Kind string
	// Source is SourceComposerSurface when Attributed, otherwise "".
	Source string
	// Code is the stop code of Kind when Attributed, otherwise "".
	Code string
	// Reasons are reason codes, never empty: ReasonAttributed, or one code
	// per failing condition in the order the conditions are listed on
	// AfterSendAttribution.
	Reasons []string
}

// AfterSendAttribution decides whether a composer state seen after Send is
// the terminal of the Send's turn. It attributes the state only when all of
// these hold:
//
//  1. the two after-Send reads are dated, in order, at least MinReadGap
//     apart, of known states, agree, and show exhausted, quota or closed;
//  2. the prompt is the last user message;
//  3. no reply ended with the caller's terminal marker;
//  4. nothing is generating;
//  5. the Send's pre-Send read is dated, earlier than the first after-Send
//     read, of a known state, and had not already seen that state.
//
// Every failing condition adds its own reason code; any of them blocks.
func AfterSendAttribution(in AfterSendInput) AfterSendResult {
	var reasons []string
	var state surface.State
	if r := pairTiming(in.First.At, in.Second.At); r != "" {
		reasons = append(reasons, r)
	} else {
		a, b := in.First.State.State, in.Second.State.State
		switch {
		case !knownState(a) || !knownState(b):
			reasons = append(reasons, ReasonUnknownSurfaceState)
		case a != b:
			reasons = append(reasons, ReasonReadsDisagree)
		case attributedKind(a) == "":
			reasons = append(reasons, ReasonNoComposerState)
		default:
			state = a
		}
	}
	if in.PromptID == "" || in.PromptID != in.LastUserID {
		reasons = append(reasons, ReasonPromptNotLast)
	}
	if replyEndedWithMarker(in.Replies, in.Marker) {
		reasons = append(reasons, ReasonReplyEndedWithMarker)
	}
	if in.Generating {
		reasons = append(reasons, ReasonGenerating)
	}
	switch {
	case in.PreSend.At.IsZero():
		reasons = append(reasons, ReasonPreSendReadMissing)
	case !in.First.At.IsZero() && !in.First.At.After(in.PreSend.At):
		reasons = append(reasons, ReasonReadsOutOfOrder)
	case !knownState(in.PreSend.State.State):
		reasons = append(reasons, ReasonUnknownSurfaceState)
	case state != "" && in.PreSend.State.State == state:
		reasons = append(reasons, ReasonSeenBeforeSend)
	}
	if len(reasons) > 0 {
		return AfterSendResult{Reasons: dedupeReasons(reasons)}
	}
	kind := attributedKind(state)
	return AfterSendResult{
		Attributed: true,
		Kind:       kind,
		Source:     SourceComposerSurface,
		Code:       attributedCode(kind),
		Reasons:    []string{ReasonAttributed},
	}
}

// attributedKind maps a surface state to its provider-terminal kind.
func attributedKind(state surface.State) string {
	switch state {
	case surface.StateExhausted:
		return AttributedConversationExhausted
	case surface.StateQuota:
		return AttributedQuotaLimited
	case surface.StateClosed:
		return AttributedConversationClosed
	}
	return ""
}

// attributedCode maps an attributed kind to its stop code.
func attributedCode(kind string) string {
	switch kind {
	case AttributedConversationExhausted:
		return StopConversationExhausted
	case AttributedQuotaLimited:
		return StopQuotaLimited
	case AttributedConversationClosed:
		return StopConversationClosed
	}
	return ""
}

// replyEndedWithMarker reports whether some reply, trailing white space
// removed, ends with marker. An empty marker never matches.
func replyEndedWithMarker(replies []string, marker string) bool {
	marker = strings.TrimSpace(marker)
	if marker == "" {
		return false
	}
	for _, r := range replies {
		if strings.HasSuffix(strings.TrimRightFunc(r, unicode.IsSpace), marker) {
			return true
		}
	}
	return false
}

// dedupeReasons returns rs without repeated codes, keeping the first of
// each.
func dedupeReasons(rs []string) []string {
	out := make([]string, 0, len(rs))
	for _, r := range rs {
		if !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	return out
}
