// Package scan proves that an interrupted create-once Send never landed,
// from ChatGPT's account-wide conversation listing, and fails closed.
//
// An exchange interrupted before its Send was confirmed may or may not have
// created a conversation. The proof reads every conversation created since
// a window (default ten minutes) before the attempt, in the active and the
// archived list of each requested stream, and looks for the exchange's
// marker in each one's user messages. It answers:
//
//   - absent: every list was read past the window, with no anomaly, and
//     no candidate's user message holds the marker;
//   - found: a candidate's user message holds the marker (its id is
//     returned; nothing else is concluded);
//   - unproven: anything else, with a reason code.
//
// The package does no I/O. A Scanner says which page or conversation to
// fetch next (Next, or Pending for all at once), the caller fetches it with
// the page's own session and hands the status and body to Accept. Run
// replays a recorded Case the same way, and DecodeCase reads
// the recorded form (see Case).
//
// # Listing rules
//
// Lists are read with GET /backend-api/conversations, order=updated, newest
// update first. Consecutive pages overlap by one item: page k+1 starts at
// the offset of page k's last item, which must come back unchanged (same
// id, create and update time), so a conversation inserted, removed or
// moved between two reads shows. A list is complete when a page reaches an
// item updated before the window (update time is never before create time,
// so nothing further down was created inside it) or the listing's end
// (offset + len(items) == total). There is no bound on pages inside the
// window other than the Request's page cap, which yields unproven when hit.
// The chat stream is listed with exclude_conversation_origin=tpp, the Work
// stream with conversation_origin=tpp; each stream has an active and an
// archived list, and every list of every requested stream is required.
//
// Every page must answer 200 with the exact envelope {items, total, limit,
// offset, has_missing_conversations}, echo the requested offset and limit,
// keep its list's total, and carry exactly min(limit, total - offset)
// items. Item times are zoned ISO-8601 strings ("…Z" or "…+00:00");
// conversation details carry float epoch seconds. JSON keys match exactly
// and a repeated key is malformed.
//
// # Eligibility
//
// CheckEligibility and CheckGeneration are the preconditions of running the
// proof at all, as pure predicates over the exchange record and the broker
// generations: the exchange stopped before Send confirmation in the browser,
// its create-once binding is untouched, it started from the plain new-chat
// page, and the interruption belongs to an earlier broker generation than
// the one now running (a script can outlive the client that started it).
//
// # Bounds
//
// A page body is at most MaxPageBytes with at most MaxPageItems items, a
// conversation body at most MaxConversationBytes with at most
// MaxMappingNodes nodes, an id at most MaxIDBytes, a marker at most
// MaxMarkerBytes, a Result.Detail at most MaxDetail runes. Page size is
// MinPageSize to MaxPageSize, the page cap at most MaxPageCap per list.
// Input beyond a bound is malformed, never a panic.
//
// # Reason codes
//
// The proof is unproven with:
//
//   - http_status: a page response whose status is not 200 (decided by
//     (*Scanner).acceptPage).
//   - page_cap_reached: a list needed more pages than the page cap (decided
//     by (*Scanner).takeItems).
//   - invalid_time: an unzoned, unparseable or mistyped time (decided by
//     DecodeConversation and decodeItem).
//   - out_of_order: a page not ordered by update time, newest first (decided
//     by (*Scanner).checkItems).
//   - listing_shifted: a page whose first item is not the previous page's
//     last item, or whose total differs from the list's first page (decided
//     by (*Scanner).acceptPage and (*Scanner).checkItems).
//   - duplicate_id: a conversation listed twice, in one list or in two
//     (decided by (*Scanner).checkItems).
//   - missing_conversations: a page with has_missing_conversations: true
//     (decided by (*Scanner).acceptPage).
//   - empty_page: a page without items while total says more follow (decided
//     by (*Scanner).acceptPage).
//   - item_count_mismatch: a page without min(limit, total - offset) items
//     (decided by (*Scanner).acceptPage).
//   - page_mismatch: a page whose offset or limit is not the requested one
//     (decided by (*Scanner).acceptPage).
//   - malformed_page: a page that is not the listing envelope, or an item
//     without a valid id (decided by (*Scanner).acceptPage and malformed).
//   - update_before_create: an item updated before it was created (decided
//     by (*Scanner).checkItems).
//   - list_mismatch: an item whose is_archived contradicts its list (decided
//     by (*Scanner).checkItems).
//   - candidate_unreadable: a candidate whose detail is an error status,
//     malformed, another conversation's, or missing (decided by
//     (*Scanner).acceptConversation, (*Scanner).Result and unreadable).
//   - candidate_without_user_message: a candidate without a readable user
//     message (decided by (*Scanner).acceptConversation).
//   - list_not_scanned: a required list not read to its end (decided by
//     (*Scanner).Result and (*Scanner).Abandon).
//   - page_not_recorded: a replayed case without one recording of a
//     requested page (decided by drive).
//
// The eligibility predicate and the generation-safety rule refuse with:
//
//   - exchange_incomplete: a fact the predicate needs is not recorded
//     (decided by CheckEligibility).
//   - not_interrupted_before_send_confirmation: another stop reason (decided
//     by CheckEligibility).
//   - not_browser_owned: stopped in another phase (decided by
//     CheckEligibility).
//   - send_confirmed: confirmed-Send evidence exists (decided by
//     CheckEligibility).
//   - not_create_once: the binding is not create-once (decided by
//     CheckEligibility).
//   - binding_bound: the binding is bound (decided by CheckEligibility).
//   - canonical_url_present: the binding has a canonical URL (decided by
//     CheckEligibility).
//   - messages_present: the binding counts messages (decided by
//     CheckEligibility).
//   - head_changed: a head field differs from the prior head (decided by
//     CheckEligibility).
//   - revision_changed: the revision differs from the prior revision
//     (decided by CheckEligibility).
//   - create_once_absence_unsupported: the exchange started in a Project
//     (decided by CheckEligibility).
//   - create_once_requires_new_chat: it started neither from the new-chat
//     page nor in a Project (decided by CheckEligibility).
//   - reconcile_requires_new_broker_generation: the interruption is not from
//     an earlier broker generation (decided by CheckGeneration).
//
// # Residual gap
//
// A conversation deleted since the attempt cannot be listed; the proof
// cannot see it.
package scan
