// Package gate turns classified snapshots and composer-surface reads,
// observed over time, into decisions: the terminal completion gate, the
// checks before and after a Send, and the rotation policy.
//
// A single snapshot can show positive completion evidence; only a sequence
// can show that the evidence is stable. The gate consumes classified samples
// (chatproof.Verdict values with their timestamps) and never reads the page,
// a file or the clock itself: time enters as values.
//
// # Terminal completion gate
//
// A [Terminal] is fed one [Sample] at a time through [Terminal.Observe] and
// answers each with a [Step]. It fires only on a sample whose own verdict is
// positive evidence — the response is present, has text, is not a
// placeholder, its finished-action control is bound to it, there is no
// strong activity, no provider terminal, and the snapshot verdict is
// "complete", and it carries its digests — and only when that evidence,
// with an unchanged content key (message id, turn id and the response's
// content_digest) and unchanged weak evidence (each weak signal's digest),
// has held for
// at least [Config.Samples] consecutive samples and for at least
// [Config.StableFor] (defaults 3 samples and 1200 ms). The stability clock
// starts at the first sample of the current run of positive samples, which
// is never earlier than the content key's last change.
//
// The gate compares digests, never the bounded text and evidence of the
// report: a response that grows past its report bound, or a weak trace that
// grows past its evidence bound, changes only its digest, and that change
// resets the run.
//
// Any change of text (even of equal length), of identity, any strong
// activity, any sample without positive evidence, and any change of the weak
// evidence (the set of weak signals: a live sidecar trace that keeps
// changing is activity) resets the run. Static weak evidence never blocks by
// itself. There is no quiet-only path: without bound finished evidence the
// gate never fires. A provider terminal (for example
// conversation_exhausted) never fires the gate; it is reported as its own
// decision. Once fired, the gate stays fired.
//
// Hostile input fails closed: an unknown activity level or signal strength
// counts as strong activity, an unknown provider terminal blocks, a sample
// whose snapshot could not be classified resets the run, and a timestamp
// that is not after the previous one is rejected with an error decision.
//
// # Recorded sequences and replay
//
// A [Sequence] is timed snapshots (offsets since the first one, strictly
// increasing, the first at 0) with the classify and gate settings they were
// recorded with: plain values a caller can build. The recorded file format
// (a txtar archive with "snap/NNNNNNms.html" sections, as chatproof record
// writes it) is read by corpus.ReadSequence. [Replay] runs a [Terminal]
// over a sequence with a caller-supplied classifier and returns a
// [ReplayReport] (schema "chatproof.replay/v1") whose complete_at is the
// offset in milliseconds at which the gate fired, or the string "never".
//
// # Limits
//
// A recorded sequence holds at most [MaxSnapshots] snapshots. A replay
// step's error text is at most [MaxErrorBytes] bytes.
//
// # Send checks
//
// [PreSendCheck] stops an exchange before anything is composed when two
// composer-surface reads at least [MinReadGap] apart agree that the chat is
// full, closed or out of quota; [PreSendProvenStopCodes] lists the stop
// codes. [AfterSendAttribution] attributes a composer state to the turn of a
// Send only when the prompt is the last user message, no reply ended with
// the caller's terminal marker, nothing is generating, the pre-Send read had
// not already seen that state and a second read agrees.
//
// # Rotation
//
// [RecommendRotation] recommends moving a long conversation to a successor at
// [Rotation.MaxMessages] messages (default 120, valid 40 to 1000) or after a
// continuation offer; never under manual continuation or when rotation is
// off, and for the long-lived main conversation only when rotation was set
// explicitly.
//
// # Decisions
//
// Every Step carries one decision: [DecisionComplete], [DecisionPending],
// [DecisionIncomplete], [DecisionProviderTerminal] or [DecisionError].
// A decision that names a verdict value is spelled by it: DecisionComplete
// and DecisionIncomplete are chatproof.Complete and chatproof.Incomplete,
// DecisionProviderTerminal is its reason [ReasonProviderTerminal]; the gate
// reads levels, strengths and provider terminals through the root's typed
// constants and writes no copy of them.
//
// # Reason codes
//
// Reason codes are snake_case string constants; they are API: add, never
// rename. Each concern of the package lists its own.
//
// Terminal completion gate ([Terminal], [Replay]). Five of its codes are
// the verdict's own ([ReasonNoResponse], [ReasonPlaceholder],
// [ReasonNotFinished], [ReasonStrongActivity], [ReasonProviderTerminal]):
// readEvidence reports each when the sample fails that condition of the
// verdict's completion rule, chatproof.CompletionReasons; the others are
// the gate's own checks of a sample and of a run:
//
//   - [ReasonNoResponse] "no_response": the sample has no current response
//     (decided by readEvidence).
//   - [ReasonEmptyText] "empty_text": the response has no visible text
//     (decided by readEvidence).
//   - [ReasonPlaceholder] "placeholder": the response is placeholder chrome
//     (decided by readEvidence).
//   - [ReasonNotFinished] "not_finished": no finished-action control is
//     bound to the response (decided by readEvidence).
//   - [ReasonStrongActivity] "strong_activity": strong activity is visible
//     (decided by readEvidence).
//   - [ReasonUnknownActivity] "unknown_activity": the activity level or a
//     signal strength is not a known value; counted as strong (decided by
//     readEvidence).
//   - [ReasonProviderTerminal] "provider_terminal": the response's turn
//     shows a provider terminal (wall, quota, error, stopped thinking,
//     timeout) (decided by readEvidence).
//   - [ReasonUnknownProviderTerminal] "unknown_provider_terminal": the
//     provider terminal is not a known value (decided by readEvidence).
//   - [ReasonSnapshotIncomplete] "snapshot_incomplete": the snapshot verdict
//     is not "complete" although the gate's own checks pass (decided by
//     readEvidence).
//   - [ReasonIdentityChanged] "identity_changed": the message id or turn id
//     differs from the previous sample's (decided by changes).
//   - [ReasonContentChanged] "content_changed": the response's
//     content_digest (of the whole text and its identity) differs from the
//     previous sample's: a change at equal length, or past the report bound
//     of the text, counts (decided by changes).
//   - [ReasonWeakEvidenceChanged] "weak_evidence_changed": the set of weak
//     signals (kind, scope and the digest of the whole evidence; a
//     signal read from a panel or thinking chrome digests all of its text)
//     differs from the previous sample's, or, when the verdict's list of
//     signals is cut (activity.found), the digest of every signal found
//     (activity.digest) does (decided by changes).
//   - [ReasonNoDigest] "no_digest": the present response has no
//     content_digest, a weak signal has no digest, or a cut list of
//     signals has no digest of them all, so change cannot be told; the
//     sample is not positive (decided by readEvidence).
//   - [ReasonWeakActivity] "weak_activity": weak activity is visible; it
//     does not block by itself (decided by (*Terminal).Observe).
//   - [ReasonDebouncing] "debouncing": positive evidence that has not yet
//     held for enough samples or time (decided by (*Terminal).Observe).
//   - [ReasonStable] "stable": positive evidence held long enough; the gate
//     fired on this sample (decided by (*Terminal).Observe).
//   - [ReasonAlreadyComplete] "already_complete": the gate fired on an
//     earlier sample and stays fired (decided by (*Terminal).decide).
//   - [ReasonSampleError] "sample_error": the snapshot could not be
//     classified (decided by (*Terminal).Observe).
//   - [ReasonTimeWentBackwards] "time_went_backwards": the sample is dated
//     before the previous one; it is rejected (decided by
//     (*Terminal).Observe).
//   - [ReasonTimeNotAdvancing] "time_not_advancing": the sample is dated at
//     the same instant as the previous one; it is rejected (decided by
//     (*Terminal).Observe).
//   - [ReasonNoSamples] "no_samples": a replay of a sequence without
//     snapshots (its only reason; a sequence read by corpus.ReadSequence
//     never has none) (decided by Replay).
//
// Send checks ([PreSendCheck], [AfterSendAttribution]):
//
//   - [StopConversationExhaustedBeforeSend]
//     "chatgpt_conversation_exhausted_before_send",
//     [StopConversationClosedBeforeSend]
//     "chatgpt_conversation_closed_before_send",
//     [StopQuotaLimitedBeforeSend] "chatgpt_quota_limited_before_send": the
//     pre-Send stop codes ([PreSendProvenStopCodes]), proven by two agreeing
//     reads (decided by preSendStop).
//   - [ReasonReadTimeMissing] "read_time_missing": a read carries no
//     timestamp (decided by pairTiming).
//   - [ReasonReadsOutOfOrder] "reads_out_of_order": the second read is not
//     after the first (or an after-Send read is not after the pre-Send read)
//     (decided by pairTiming and AfterSendAttribution).
//   - [ReasonReadsTooClose] "reads_too_close": the reads are less than
//     [MinReadGap] apart (decided by pairTiming).
//   - [ReasonReadsDisagree] "reads_disagree": the reads show different
//     states (decided by PreSendCheck and AfterSendAttribution).
//   - [ReasonUnknownSurfaceState] "unknown_surface_state": a read's state is
//     not a known value (decided by PreSendCheck and AfterSendAttribution).
//   - [ReasonSurfaceOpen] "surface_open", [ReasonSurfaceMissing]
//     "surface_missing": the reads prove no stop state (decided by
//     PreSendCheck).
//   - [ReasonAttributed] "composer_state_attributed": the after-Send state
//     belongs to the turn (decided by AfterSendAttribution).
//   - [StopConversationExhausted] "chatgpt_conversation_exhausted",
//     [StopQuotaLimited] "chatgpt_quota_limited", [StopConversationClosed]
//     "chatgpt_conversation_closed": the stop code of an attributed
//     after-Send state (decided by attributedCode).
//   - [ReasonPromptNotLast] "prompt_not_last_user_message": the prompt is
//     not the last user message (or its id is unknown) (decided by
//     AfterSendAttribution).
//   - [ReasonReplyEndedWithMarker] "reply_ended_with_marker": a reply ended
//     with the caller's terminal marker (decided by AfterSendAttribution).
//   - [ReasonGenerating] "generating": a reply is still being generated
//     (decided by AfterSendAttribution).
//   - [ReasonSeenBeforeSend] "state_seen_before_send": the pre-Send read
//     already showed the state (decided by AfterSendAttribution).
//   - [ReasonPreSendReadMissing] "pre_send_read_missing": there is no dated
//     pre-Send read (decided by AfterSendAttribution).
//   - [ReasonNoComposerState] "no_composer_state": the reads show no
//     exhausted, quota or closed state (decided by AfterSendAttribution).
//
// Rotation ([RecommendRotation]):
//
//   - [ReasonRotationRecommended] "rotation_recommended": rotate before the
//     next Send (decided by RecommendRotation).
//   - [ReasonMessageThresholdReached] "message_threshold_reached": the
//     conversation has at least MaxMessages messages (decided by
//     RecommendRotation).
//   - [ReasonContinuationOfferedRotation] "continuation_offered": the
//     surface offered "Continue in a new chat" (decided by
//     RecommendRotation).
//   - [ReasonBelowThreshold] "below_threshold": the conversation is below
//     the threshold (decided by RecommendRotation).
//   - [ReasonRotationOff] "rotation_off": rotation is switched off (decided
//     by RecommendRotation).
//   - [ReasonManualContinuation] "manual_continuation": the user continues
//     by hand; never rotate (decided by RecommendRotation).
//   - [ReasonMainConversationDefaultOff] "main_conversation_default_off":
//     the main conversation does not rotate unless rotation was set
//     explicitly (decided by RecommendRotation).
//   - [ReasonRotationConfigInvalid] "rotation_config_invalid": MaxMessages
//     is outside 40 to 1000 (decided by RecommendRotation).
//   - [ReasonConversationSizeInvalid] "conversation_size_invalid": a
//     negative message or byte count (decided by RecommendRotation).
package gate
