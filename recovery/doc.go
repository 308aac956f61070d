// Package recovery makes the recovery decisions of a browser automation
// that drives ChatGPT pure and replayable: evidence and persisted state in,
// a Decision and the next State out.
//
// A stalled browser view does not mean the server never accepted the
// request: the user message, tool work or the reply may already have
// progressed server-side while the page stayed stale. Every decision is
// therefore evidence-first — it compares the page with the server's own
// conversation snapshot — and fails closed: unknown, ambiguous or malformed
// evidence never allows an action, it answers ActionNone or ActionWait with
// a reason code. No decision resends the user's task: the closed set of
// actions has no such member (see Action).
//
// The package reads no page, file, network, environment or clock. Page
// evidence enters as a View (plain values built from a classified
// snapshot); the server snapshot as bytes for DecodeServer; time as
// time.Time values.
//
// # Decisions
//
// Each decision is a Policy method taking an Input and returning the
// Decision and the next State (Run runs one by its Check name):
//
//   - StaleView (stale_view): server_ahead (one reload), server_stalled
//     (wait, then one reload), synced, unknown (no action) — a snapshot of
//     another conversation, or a server path without the message the page
//     sent, is unknown, never server ahead.
//   - SendTimeout (send_timeout): after the send-timeout thread error card:
//     current_node moved to an assistant or tool message after the user
//     message the page sent → reload, never Retry; still that message, or
//     the previous turn's reply → ChatGPT's Retry at most once;
//     undeterminable → view sync (reload), never a new user turn; budgets
//     spent → rollover recommended.
//   - Interrupted (interrupted): only text growth or a new message id is
//     progress; after the stall window one reload, never a resend.
//   - RateLimit (rate_limit): 429 is backoff only, 30s → 60s → 120s capped;
//     a visible rate-limit error of the current turn, the composer surface
//     or the page's own chrome counts like a Resource Timing 429, and during
//     the cooldown no check decides page or API traffic.
//   - PageHealth (page_health): sustained page pressure plus a
//     proven-finished server turn → level-one reload; the same failure
//     again → level-two tab reload, only from the tab, for the conversation
//     and failure of its durable pending record, marked executed before
//     the navigation; then rollover recommended, never a third reload.
//   - ContextPressure (context_pressure): the pressure level from visible
//     tokens, the monotonic message floor and turns; automatic handoff only
//     at a safe boundary.
//   - Handoff (handoff): the stages of a transfer — packet requested →
//     packet ready and valid → target opened in the same Project → seed
//     submitted → target verified (its id, its Project and the seed marker
//     in its first user message) → cutover; otherwise the old binding
//     stays and the transfer stays recoverable.
//   - QueueDelivery (queue): the composer queue (Queue, Enqueue, NextBatch,
//     Prune, Acknowledge, Migrate): insertion order, bounded batches,
//     merged with blank lines, expired and over-long entries dropped with a
//     reason, acknowledged only on confirmed delivery (by whichever check
//     runs), migrated in order on cutover.
//   - ResolveBinding (binding): Project, conversation and tab-scoped
//     pending bindings; a pending binding migrates once; a Project's
//     delivery target is set once and then moved only by a handoff.
//     PageAllows and Sites.Allows say which pages and sites run which
//     operations (see Sites below).
//   - WorkspaceProgress (progress): working arms observation; a progress
//     message only on new output or after the fallback interval, never the
//     same summary twice; partial versus settled; the settle wakes the
//     planner and is never acceptance.
//   - Manual (manual): Continue, monitor and analysis locked while Auto is
//     on; a manual handoff with Auto on or off; queue clear and retry of a
//     pending batch. AutoFor decides Auto from the persisted preferences
//     (global Project permission and the Project's Auto by project_id, or
//     the conversation's Auto).
//   - EndOfTurn (end_of_turn): queued content first, then the small
//     model's judgement: continue → one bounded continuation; no answer or
//     no model → nothing, never a keyword guess.
//
// Decide consults the recovery checks in a fixed order and answers the
// first that has something to do: "what is safe now?".
//
// # Sites
//
// What the decisions know of a chat site — its hosts, the paths of its
// root, Project home and conversation pages, the operations it supports
// and the binding scopes a manual handoff starts from — is data, a
// SiteSpec, held in Input.Sites (nil: DefaultSites). For the sites whose
// markup chatproof reads it follows their site profiles: package
// recovery/pageview builds the table from the profiles in use
// (pageview.Sites), each profile's optional "recovery" object giving its
// spec, so a patched profile patches its site's capabilities too. ChatGPT's
// profile declares every operation and its URL scheme, exactly the
// behaviour before the table; Gemini's declares none (the reference note
// records no Gemini URL scheme and no recovery control), so a Gemini page is
// of unknown kind (page_unknown) and the site supports nothing. A
// conversation on a site without a profile (z.ai, DeepSeek:
// ProfilelessSites) keeps its own capabilities — binding, progress and
// settled wakes, the manual controls — while its view stays unknown, since
// no profile reads its pages, so it gets no automatic action that needs
// page evidence, as before. This package reads no profile itself (it
// imports the standard library only); DefaultSites is the table of the
// embedded profiles, and a test of package pageview holds the two equal.
//
// # Budgets
//
// Budgets are enforced by the returned State, not by the caller's
// discipline: per submit at most MaxRetries (1) Retry and MaxReloads (1)
// recovery reload; per conversation one reload per page-health level (the
// second only for the first's failure, from its recorded tab); one
// continuation per reply; one seed per transfer; any
// two reloads at least ReloadCooldown apart. A new submit (State.LastSubmit
// after Budget.Epoch) starts a new per-submit budget. A caller persists the
// next State before acting on the decision, so that a crash or restart
// cannot repeat an action.
//
// Blocking conditions apply to every automatic action: Auto off, a handoff
// in progress, a 429 cooldown, a busy composer or human draft, streaming
// (unless the server proved the turn finished or the stream disconnected),
// a running tool, a permission card, unknown or uncertain delivery, a
// reload less than 60s ago; for a rollover also an unbound conversation, a
// working workspace, a pending mutation, an unhealthy runtime, a page that
// is not quiescent and a rollover attempt less than 60s ago. A draft, a busy
// composer, a running tool and a permission card also block queue
// delivery, wakes, continuations, every handoff step and the cutover. An
// automatic message (progress, settled wake, continuation) further needs
// the binding's delivery target to be the page, a site with the
// capability, and no queued content (it comes first). On a page known not
// to be a ChatGPT conversation (root, Project home, another site, a page
// of unknown kind) no recovery runs at all.
//
// No page is assumed: an Input whose Page names no page (the zero Page;
// a tab id alone names none) is not taken for a conversation. Every check
// that needs a conversation page — Decide, StaleView, SendTimeout,
// Interrupted, PageHealth, QueueDelivery, ContextPressure, Handoff,
// EndOfTurn — then answers ActionNone with page_not_named, and so do a
// manual request and a progress or settled wake; ResolveBinding answers
// page_unknown. Only RateLimit, which counts 429 events and creates no
// traffic, runs without a page. A URL ParsePageURL does not recognise (a
// host no site knows, such as https://chatgpt.com.preview-proxy.net/c/…,
// a malformed URL) names a page of unknown kind: page_unknown.
//
// No state is assumed either: a State belongs to one conversation
// (State.ConversationID, Queue.Conversation, an active transfer's
// Handoff.Source). Every check that acts on that persisted state — Decide,
// StaleView, SendTimeout, Interrupted, PageHealth, QueueDelivery,
// ContextPressure, Handoff, EndOfTurn and the manual requests but monitor
// and analysis — verifies on a conversation page that each conversation
// the State names is the page's, and that a non-empty queue is owned by a
// named conversation; otherwise it answers ActionNone with
// state_other_conversation and returns the State unprepared: another
// conversation's queue is never delivered here (nor its in-flight batch
// acknowledged by this page's delivery), its budgets, floor and transfer
// never spent. Seed 001: the queue holds the composer text "for that
// conversation" and migrates only at a confirmed cutover. ResolveBinding
// and the progress and settled wakes judge the page against the binding's
// delivery target instead (binding_not_target).
//
// # Policy
//
// Policy holds the thresholds of the reference extension as the defaults
// of its zero value: reply and assistant stall 30s, server stall 60s,
// snapshot probes 15s apart, reload cooldown 60s, 429 backoff 30s doubling
// to 120s with events 10s apart and a 5 minute reset, page-health windows of
// 15s with 30s sustained, stall, quiet and persistence windows, heap warning
// at 1 GiB or 0.60 and critical at 1.5 GiB or 0.78, UI pressure at 2400
// mutations or 900 ticks per minute or 5000ms drift, long tasks severe at
// 2000ms or 4 tasks, pressure levels at 56k/64k/72k/80k/92k tokens,
// 32/40/46/50/60 messages and 20/24/27/30/36 turns with 96k usable tokens,
// handoff packets of at most 24,000 characters, queues of at most 20
// entries and 24,000 characters kept 7 days, a progress fallback of 10
// minutes, a handoff stage timeout of 10 minutes.
//
// # Persisted state
//
// State is persisted as JSON (State.MarshalJSON; read back strictly and
// then State.Checked): its fields' JSON names, times as epoch milliseconds
// (0: never or unknown), every list and map present. Recorded cases (a
// txtar archive of page, server and target snapshots, handoff packet and
// state.json, whose "state" is a State and whose report's "next" is the
// next) are package corpus's format: corpus.ReadRecoverCase and
// corpus.RunRecover, with the state.json shape in its doc.
//
// # Limits
//
// DecodeServer reads at most MaxServerBytes and walks at most MaxWalk
// parents; message text is kept up to MaxMessageText bytes. A recorded
// state.json (corpus.DecodeRecoverState) is at most MaxStateBytes, with at
// most MaxWireItems items per list. ParsePacket searches at most MaxPacketInput bytes for a packet of at most
// Policy.MaxPacketChars characters and MaxPacketSections sections.
// Decision.Reasons holds at most MaxReasons codes; State.Health.Samples at
// most MaxHealthSamples.
//
// # Reason codes
//
// Router: no_recovery_needed.
//
// Blocking conditions: auto_off, not_bound, workspace_working,
// composer_busy, draft_present, streaming, tool_running, permission_card,
// delivery_uncertain, handoff_in_progress, pending_mutation, not_quiescent,
// runtime_unhealthy, reload_cooldown, rate_limit_cooldown, view_unknown,
// last_change_unknown.
//
// Budgets: reload_budget_spent, retry_budget_spent, progress_after_reload,
// reload_settling, recovery_exhausted.
//
// Stale view: server_ahead, server_stalled, server_stall_window, synced,
// snapshot_unavailable, snapshot_other_conversation,
// sent_message_not_on_server, no_server_assistant, text_mismatch, probe_too_soon,
// view_recently_active, no_recent_submit.
//
// Send timeout: no_thread_error, thread_error_server_ahead,
// thread_error_retry, thread_error_retry_pending,
// thread_error_retry_timeout, thread_error_retry_failed,
// thread_error_retry_replied, thread_error_retry_unavailable,
// thread_error_delivery_unknown.
//
// Interrupted stream: not_interrupted, stream_progress,
// stream_stall_window, chatgpt_disconnected.
//
// HTTP 429: http_429_backoff, rate_limit_clear.
//
// Page health: page_health_ok, page_health_no_samples,
// page_health_samples_stale, page_pressure_spike, page_pressure_no_stall,
// heap_warning, no_settled_proof, page_health_candidate_pending,
// page_health_reload_level1, page_health_reload_level2,
// page_health_level2_gap, page_health_exhausted,
// page_health_failure_changed, page_health_no_pending_record,
// page_health_other_tab.
//
// Context pressure: pressure_none, pressure_warning, pressure_prepare,
// pressure_recommend, pressure_required, pressure_high_risk,
// rollover_eligible, rollover_cooldown.
//
// Handoff: no_handoff, handoff_packet_invalid, handoff_packet_pending,
// handoff_packet_ready, handoff_submit_seed, handoff_abandoned,
// handoff_stalled, packet_missing,
// packet_unterminated, packet_ambiguous, packet_too_large, packet_not_utf8,
// packet_bad_id, packet_id_mismatch, packet_missing_section,
// packet_duplicate_section, packet_empty_section, packet_too_many_sections,
// target_unverified, target_id_mismatch, target_project_mismatch,
// target_same_as_source,
// seed_marker_missing, seed_marker_mismatch, seed_verified.
//
// Composer queue: queue_empty, queue_deliverable, queue_batch_acknowledged,
// queue_delivery_uncertain, queue_batch_mismatch, queue_target_capacity,
// queue_entry_expired, queue_entry_too_long, thread_error,
// stream_interrupted.
//
// Bindings and pages: page_not_named, page_unknown, state_other_conversation,
// binding_none, binding_pending,
// binding_pending_other_tab, binding_migrated, binding_target_set,
// binding_target, binding_not_target, binding_other_scope,
// binding_project_home, page_not_conversation, site_unsupported.
//
// Automation scope: auto_on, project_permission_off, project_auto_off,
// conversation_auto_off.
//
// Workspace progress: progress_idle, progress_armed, progress_new_output,
// progress_fallback, progress_no_new_output, workspace_settled,
// queue_first.
//
// Manual controls: no_manual_request, manual_allowed,
// manual_locked_auto_on, handoff_unsupported, queue_cleared, queue_retry.
//
// End of turn: turn_not_ended, judgement_no_model, judgement_no_answer,
// judgement_done, judgement_continue, continue_already_sent.
package recovery
