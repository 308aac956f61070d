package scan

// Reason is a snake_case code saying why a proof is unproven or why an
// exchange is refused. Codes are API: they are added, never renamed.
type Reason string

// Reasons of the absence proof: each one makes the result unproven.
const (
	// ReasonHTTPStatus: a page or conversation response whose status is not 200.
	ReasonHTTPStatus Reason = "http_status"
	// ReasonPageCapReached: a list needed more pages than the page cap allows.
	ReasonPageCapReached Reason = "page_cap_reached"
	// ReasonInvalidTime: a time that is unzoned, unparseable or of the wrong type.
	ReasonInvalidTime Reason = "invalid_time"
	// ReasonOutOfOrder: items of a page not ordered by update time, newest first.
	ReasonOutOfOrder Reason = "out_of_order"
	// ReasonListingShifted: a page's first item is not the previous page's
	// last item, or the list's total changed between pages.
	ReasonListingShifted Reason = "listing_shifted"
	// ReasonDuplicateID: a conversation id listed twice, in one list or in two.
	ReasonDuplicateID Reason = "duplicate_id"
	// ReasonMissingConversations: a page says has_missing_conversations: true.
	ReasonMissingConversations Reason = "missing_conversations"
	// ReasonEmptyPage: a page without items while total says more follow.
	ReasonEmptyPage Reason = "empty_page"
	// ReasonItemCountMismatch: a page whose item count is not
	// min(limit, total - offset).
	ReasonItemCountMismatch Reason = "item_count_mismatch"
	// ReasonPageMismatch: a page whose offset or limit is not the one requested.
	ReasonPageMismatch Reason = "page_mismatch"
	// ReasonMalformedPage: a page body that is not the listing envelope, or an
	// item without a valid id.
	ReasonMalformedPage Reason = "malformed_page"
	// ReasonUpdateBeforeCreate: an item updated before it was created.
	ReasonUpdateBeforeCreate Reason = "update_before_create"
	// ReasonListMismatch: an item whose is_archived contradicts its list.
	ReasonListMismatch Reason = "list_mismatch"
	// ReasonCandidateUnreadable: a candidate conversation that could not be
	// read: an error status, a malformed body, another conversation's body,
	// or no response at all.
	ReasonCandidateUnreadable Reason = "candidate_unreadable"
	// ReasonCandidateWithoutUserMessage: a candidate conversation with no
	// readable user message.
	ReasonCandidateWithoutUserMessage Reason = "candidate_without_user_message"
	// ReasonListNotScanned: a required list was not read to its end.
	ReasonListNotScanned Reason = "list_not_scanned"
	// ReasonPageNotRecorded: a recorded case holds no single response for a
	// page the proof requested.
	ReasonPageNotRecorded Reason = "page_not_recorded"
)

// Reasons of the eligibility predicate and the generation-safety rule: each
// one refuses the proof before any page is read.
const (
	// ReasonExchangeIncomplete: the exchange record lacks a fact the
	// predicate needs.
	ReasonExchangeIncomplete Reason = "exchange_incomplete"
	// ReasonNotInterruptedBeforeSendConfirmation: the exchange did not stop
	// with browser_operation_interrupted_before_send_confirmation.
	ReasonNotInterruptedBeforeSendConfirmation Reason = "not_interrupted_before_send_confirmation"
	// ReasonNotBrowserOwned: the exchange did not stop in the browser_owned phase.
	ReasonNotBrowserOwned Reason = "not_browser_owned"
	// ReasonSendConfirmed: the exchange holds confirmed-Send evidence.
	ReasonSendConfirmed Reason = "send_confirmed"
	// ReasonNotCreateOnce: the binding is not create-once.
	ReasonNotCreateOnce Reason = "not_create_once"
	// ReasonBindingBound: the binding is bound to a conversation.
	ReasonBindingBound Reason = "binding_bound"
	// ReasonCanonicalURLPresent: the binding has a canonical conversation URL.
	ReasonCanonicalURLPresent Reason = "canonical_url_present"
	// ReasonMessagesPresent: the binding counts messages.
	ReasonMessagesPresent Reason = "messages_present"
	// ReasonHeadChanged: a head field differs from the prior head.
	ReasonHeadChanged Reason = "head_changed"
	// ReasonRevisionChanged: the binding revision differs from the prior one.
	ReasonRevisionChanged Reason = "revision_changed"
	// ReasonCreateOnceAbsenceUnsupported: the exchange started in a Project.
	ReasonCreateOnceAbsenceUnsupported Reason = "create_once_absence_unsupported"
	// ReasonCreateOnceRequiresNewChat: the exchange started neither from the
	// plain new-chat page nor from a Project.
	ReasonCreateOnceRequiresNewChat Reason = "create_once_requires_new_chat"
	// ReasonReconcileRequiresNewBrokerGeneration: the interruption was not
	// recorded by an earlier broker generation.
	ReasonReconcileRequiresNewBrokerGeneration Reason = "reconcile_requires_new_broker_generation"
)

// ReasonCodes returns every reason code of the package, proof reasons first.
func ReasonCodes() []Reason {
	return []Reason{
		ReasonHTTPStatus,
		ReasonPageCapReached,
		ReasonInvalidTime,
		ReasonOutOfOrder,
		ReasonListingShifted,
		ReasonDuplicateID,
		ReasonMissingConversations,
		ReasonEmptyPage,
		ReasonItemCountMismatch,
		ReasonPageMismatch,
		ReasonMalformedPage,
		ReasonUpdateBeforeCreate,
		ReasonListMismatch,
		ReasonCandidateUnreadable,
		ReasonCandidateWithoutUserMessage,
		ReasonListNotScanned,
		ReasonPageNotRecorded,
		ReasonExchangeIncomplete,
		ReasonNotInterruptedBeforeSendConfirmation,
		ReasonNotBrowserOwned,
		ReasonSendConfirmed,
		ReasonNotCreateOnce,
		ReasonBindingBound,
		ReasonCanonicalURLPresent,
		ReasonMessagesPresent,
		ReasonHeadChanged,
		ReasonRevisionChanged,
		ReasonCreateOnceAbsenceUnsupported,
		ReasonCreateOnceRequiresNewChat,
		ReasonReconcileRequiresNewBrokerGeneration,
	}
}

func knownReason(r Reason) bool {
	for _, c := range ReasonCodes() {
		if c == r {
			return true
		}
	}
	return false
}
