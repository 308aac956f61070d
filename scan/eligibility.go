package scan

import (
	"fmt"
	"github.com/chatproof/chatproof/internal/bound"
)

// StopInterruptedBeforeSendConfirmation is the only stop reason whose
// exchange may be proven absent.
const StopInterruptedBeforeSendConfirmation = "browser_operation_interrupted_before_send_confirmation"

// Exchange is the record of an interrupted exchange, as far as eligibility
// needs it. A nil pointer, or an empty string, is a fact not recorded: the
// predicate refuses it as ReasonExchangeIncomplete.
type Exchange struct {
	// StopReason must be StopInterruptedBeforeSendConfirmation.
	StopReason string
	// StopPhase must be "browser_owned".
	StopPhase string
	// ConfirmedSend says whether any confirmed-Send evidence exists.
	ConfirmedSend *bool
	// Start is where the exchange began: "new_chat" (the plain new-chat
	// page) or "project" (a Project's page).
	Start string
	// Binding is the exchange's conversation binding; its zero value
	// records no fact (an empty Mode is refused as incomplete).
	Binding Binding
}

// Binding is the exchange's conversation binding.
type Binding struct {
	// Mode must be "create_once".
	Mode string
	// State must be "unbound".
	State string
	// CanonicalURL must be empty (or null in JSON).
	CanonicalURL *string
	// MessageCount must be 0.
	MessageCount *int
	// Head and PriorHead must be equal in all five fields.
	Head, PriorHead *Head
	// Revision and PriorRevision must be equal.
	Revision, PriorRevision *int64
}

// Head is the five-field head of a binding.
type Head struct {
	// URL is the head's url, the conversation page it points at.
	URL string
	// ConversationID is the head's conversation_id.
	ConversationID string
	// LastMessageID is the head's last_message_id.
	LastMessageID string
	// MessageCount is the head's message_count.
	MessageCount int
	// Fingerprint is the head's fingerprint, compared as an opaque string.
	Fingerprint string
}

// Decision is the answer of CheckEligibility or CheckGeneration.
type Decision struct {
	// OK is true when the check passes; false refuses with Reason.
	OK     bool
	Reason Reason // empty when OK
	// Detail says why the check refused, for a person; empty when OK.
	Detail string
}

func refuse(r Reason, format string, args ...any) Decision {
	return Decision{Reason: r, Detail: fmt.Sprintf(format, args...)}
}

// CheckEligibility is the eligibility predicate: it passes only an exchange
// stopped with StopInterruptedBeforeSendConfirmation in browser_owned, with
// no confirmed-Send evidence, whose binding is create-once and unbound, has
// no canonical URL and zero messages, whose head equals the prior head and
// whose revision equals the prior revision, and which started from the
// plain new-chat page. A Project start is refused as
// ReasonCreateOnceAbsenceUnsupported. Checks run in that order; the first
// failing one gives the reason.
func CheckEligibility(x Exchange) Decision {
	b := x.Binding
	switch {
	case x.StopReason == "":
		return refuse(ReasonExchangeIncomplete, "no stop reason")
	case x.StopReason != StopInterruptedBeforeSendConfirmation:
		return refuse(ReasonNotInterruptedBeforeSendConfirmation, "stopped %q", bound.RunesMarked(x.StopReason, 80))
	case x.StopPhase == "":
		return refuse(ReasonExchangeIncomplete, "no stop phase")
	case x.StopPhase != "browser_owned":
		return refuse(ReasonNotBrowserOwned, "stopped in phase %q", bound.RunesMarked(x.StopPhase, 80))
	case x.ConfirmedSend == nil:
		return refuse(ReasonExchangeIncomplete, "confirmed-Send evidence not recorded")
	case *x.ConfirmedSend:
		return refuse(ReasonSendConfirmed, "the Send was confirmed")
	case b.Mode == "":
		return refuse(ReasonExchangeIncomplete, "no binding mode")
	case b.Mode != "create_once":
		return refuse(ReasonNotCreateOnce, "binding mode %q", bound.RunesMarked(b.Mode, 80))
	case b.State == "":
		return refuse(ReasonExchangeIncomplete, "no binding state")
	case b.State != "unbound":
		return refuse(ReasonBindingBound, "binding state %q", bound.RunesMarked(b.State, 80))
	case b.CanonicalURL == nil:
		return refuse(ReasonExchangeIncomplete, "canonical URL not recorded")
	case *b.CanonicalURL != "":
		return refuse(ReasonCanonicalURLPresent, "canonical URL %q", bound.RunesMarked(*b.CanonicalURL, 80))
	case b.MessageCount == nil:
		return refuse(ReasonExchangeIncomplete, "message count not recorded")
	case *b.MessageCount != 0:
		return refuse(ReasonMessagesPresent, "%d messages", *b.MessageCount)
	case b.Head == nil || b.PriorHead == nil:
		return refuse(ReasonExchangeIncomplete, "head or prior head not recorded")
	case *b.Head != *b.PriorHead:
		return refuse(ReasonHeadChanged, "head differs from the prior head in %s", headDiff(*b.Head, *b.PriorHead))
	case b.Revision == nil || b.PriorRevision == nil:
		return refuse(ReasonExchangeIncomplete, "revision or prior revision not recorded")
	case *b.Revision != *b.PriorRevision:
		return refuse(ReasonRevisionChanged, "revision %d, prior %d", *b.Revision, *b.PriorRevision)
	case x.Start == "":
		return refuse(ReasonExchangeIncomplete, "start not recorded")
	case x.Start == "project":
		return refuse(ReasonCreateOnceAbsenceUnsupported, "started in a Project")
	case x.Start != "new_chat":
		return refuse(ReasonCreateOnceRequiresNewChat, "started from %q", bound.RunesMarked(x.Start, 80))
	}
	return Decision{OK: true}
}

// headDiff names the first head field that differs.
func headDiff(a, b Head) string {
	switch {
	case a.URL != b.URL:
		return "url"
	case a.ConversationID != b.ConversationID:
		return "conversation_id"
	case a.LastMessageID != b.LastMessageID:
		return "last_message_id"
	case a.MessageCount != b.MessageCount:
		return "message_count"
	}
	return "fingerprint"
}
