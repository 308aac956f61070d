// Package gate turns classified snapshots, observed over time, into
// decisions.
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
// "complete" — and only when that evidence, with an unchanged content key
// (message id, turn id and text) and unchanged weak evidence, has held for
// at least [Config.Samples] consecutive samples and for at least
// [Config.StableFor] (defaults 3 samples and 1200 ms). The stability clock
// starts at the first sample of the current run of positive samples, which
// is never earlier than the content key's last change.
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
// A recorded sequence is a txtar archive: a comment (provenance), an
// optional "flags" section, and timed sections "snap/NNNNNNms.html"
// (milliseconds since the first snapshot, zero-padded to at least 6 digits,
// strictly increasing, the first one at 0). [DecodeSequence] reads one
// strictly; [Replay] runs a [Terminal] over it with a caller-supplied
// classifier and returns a [ReplayReport] (schema "chatproof.replay/v1")
// whose complete_at is the offset in milliseconds at which the gate fired,
// or the string "never".
//
// The flags section holds command-line style flags separated by white
// space: the classify flags --expect-message-id ID and --min-turn N, and the
// gate flags --samples N and --stable DURATION.
//
// # Limits
//
// A sequence holds at most [MaxSnapshots] snapshots; offsets have at most
// 12 digits; a flags section is at most [MaxFlagsBytes] bytes. A replay
// step's error text is at most [MaxErrorBytes] bytes.
//
// # Decisions
//
// Every Step carries one decision: [DecisionComplete], [DecisionPending],
// [DecisionIncomplete], [DecisionProviderTerminal] or [DecisionError].
//
// # Reason codes
//
// Reason codes are snake_case string constants; they are API: add, never
// rename. Each concern of the package lists its own.
//
// Terminal completion gate ([Terminal], [Replay]):
//
//   - [ReasonNoResponse] "no_response": the sample has no current response.
//   - [ReasonEmptyText] "empty_text": the response has no visible text.
//   - [ReasonPlaceholder] "placeholder": the response is placeholder chrome.
//   - [ReasonNotFinished] "not_finished": no finished-action control is
//     bound to the response.
//   - [ReasonStrongActivity] "strong_activity": strong activity is visible.
//   - [ReasonUnknownActivity] "unknown_activity": the activity level or a
//     signal strength is not a known value; counted as strong.
//   - [ReasonProviderTerminal] "provider_terminal": the response's turn shows
//     a provider terminal (wall, quota, error, stopped thinking, timeout).
//   - [ReasonUnknownProviderTerminal] "unknown_provider_terminal": the
//     provider terminal is not a known value.
//   - [ReasonSnapshotIncomplete] "snapshot_incomplete": the snapshot verdict
//     is not "complete" although the gate's own checks pass.
//   - [ReasonIdentityChanged] "identity_changed": the message id or turn id
//     differs from the previous sample's.
//   - [ReasonContentChanged] "content_changed": the response text differs
//     from the previous sample's (even at equal length).
//   - [ReasonWeakEvidenceChanged] "weak_evidence_changed": the set of weak
//     signals differs from the previous sample's.
//   - [ReasonWeakActivity] "weak_activity": weak activity is visible; it
//     does not block by itself.
//   - [ReasonDebouncing] "debouncing": positive evidence that has not yet
//     held for enough samples or time.
//   - [ReasonStable] "stable": positive evidence held long enough; the gate
//     fired on this sample.
//   - [ReasonAlreadyComplete] "already_complete": the gate fired on an
//     earlier sample and stays fired.
//   - [ReasonSampleError] "sample_error": the snapshot could not be
//     classified.
//   - [ReasonTimeWentBackwards] "time_went_backwards": the sample is dated
//     before the previous one; it is rejected.
//   - [ReasonTimeNotAdvancing] "time_not_advancing": the sample is dated at
//     the same instant as the previous one; it is rejected.
//   - [ReasonNoSamples] "no_samples": a replay of a sequence without
//     snapshots (its only reason; DecodeSequence never yields one).
package gate
