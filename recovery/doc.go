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
// Each code is listed once, with what it means and the function that
// decides it (go doc -u shows the unexported ones). A blocking condition
// is decided by the blocker list of the check that reports it; the page's
// own (view_unknown to delivery_uncertain) by (*blockers).pageNotAtRest,
// in the order of its table.
//
// Router:
//
//   - no_recovery_needed: no recovery check has anything to do on the page
//     now (decided by Policy.decide)
//
// Blocking conditions:
//
//   - auto_off: automation is off for the page's binding (Input.Auto), so
//     nothing automatic runs (decided by Policy.actBlockers,
//     Policy.boundaryBlockers and Policy.wakeBlockers)
//   - not_bound: the conversation is not bound to a workspace, or AutoFor
//     finds no binding scope its preferences cover (decided by AutoFor,
//     Policy.boundaryBlockers and Policy.wakeBlockers)
//   - workspace_working: the bound workspace is still working, so no
//     rollover, handoff step or cutover starts (decided by
//     Policy.boundaryBlockers, Policy.handoffStepBlockers and Policy.handoff)
//   - composer_busy: the page view shows a busy composer: aria-busy in the
//     composer region or an editor that refuses input (decided by
//     (*blockers).pageNotAtRest)
//   - draft_present: the page view shows a human draft in the editor, which
//     no automatic message may overwrite (decided by
//     (*blockers).pageNotAtRest and Policy.queueRetry)
//   - streaming: the page view shows a reply still streaming (decided by
//     (*blockers).pageNotAtRest)
//   - tool_running: the page view shows a busy tool element in the current
//     turn (decided by (*blockers).pageNotAtRest)
//   - permission_card: the page view shows a permission card (or its
//     Allow, Approve or Deny buttons) in the current turn or the composer
//     region, waiting for a person (decided by (*blockers).pageNotAtRest)
//   - delivery_uncertain: the last Send's delivery is not settled
//     (Input.Delivery), so another message could double it (decided by
//     (*blockers).pageNotAtRest)
//   - handoff_in_progress: a transfer to another conversation is active;
//     only its own steps run (decided by Policy.actBlockers,
//     Policy.boundaryBlockers, Policy.queueBlockers and Policy.wakeBlockers)
//   - pending_mutation: the caller reports a change to the conversation
//     not yet applied (Input.PendingMutation) (decided by
//     Policy.boundaryBlockers and Policy.manualHandoff)
//   - not_quiescent: the page changed less than QuietBeforeProbe ago, or
//     its last change is unknown; memory pressure with a finished server
//     turn also waits for MemoryQuiet (decided by Policy.boundaryBlockers
//     and Policy.pageHealth)
//   - runtime_unhealthy: the page shows a thread error or an interrupted
//     stream, or a Retry is still within RetryWait (decided by
//     Policy.boundaryBlockers)
//   - reload_cooldown: the last reload was less than ReloadCooldown ago
//     (decided by Policy.actBlockers)
//   - rate_limit_cooldown: an HTTP 429 cooldown is running; no check makes
//     page or API traffic until it ends (decided by Policy.actBlockers,
//     Policy.boundaryBlockers, Policy.queueBlockers and Policy.wakeBlockers)
//   - view_unknown: the page view is not known (View.Known false), so
//     nothing on the page is evidence (decided by (*blockers).pageNotAtRest,
//     Policy.staleView, Policy.sendTimeout and Policy.interrupted)
//   - last_change_unknown: the view is known but its last change time is
//     not, so its quiet cannot be measured (decided by Policy.staleView)
//
// Budgets:
//
//   - reload_budget_spent: the per-submit reload budget (MaxReloads) is
//     spent; given with the outcome (decided by Policy.reloadSpent)
//   - retry_budget_spent: the per-submit Retry budget (MaxRetries) is
//     spent (decided by Policy.sendTimeout)
//   - progress_after_reload: the view changed after the last reload, so
//     the reload worked and recovery ends (decided by Policy.reloadSpent)
//   - reload_settling: the reload budget is spent and the reload is less
//     than ReloadSettle old; wait for it to show (decided by
//     Policy.reloadSpent)
//   - recovery_exhausted: the reload budget is spent without progress;
//     rollover is recommended (decided by Policy.reloadSpent)
//
// Stale view:
//
//   - server_ahead: the server has a reply the page does not show (another
//     or no assistant message on the page, or a longer text with a matching
//     start while the page's reply is not finished): one reload (decided by
//     Policy.staleVerdict)
//   - server_stalled: the server's own reply is unfinished (decided by
//     Policy.staleVerdict)
//   - server_stall_window: the server's reply is unfinished and has not yet
//     been still for ServerStall; wait (decided by Policy.staleView)
//   - synced: the page shows the server's reply (decided by
//     Policy.staleVerdict)
//   - snapshot_unavailable: no usable server snapshot (of the conversation,
//     or of the handoff target) was given (decided by Policy.staleVerdict
//     and Policy.handoff)
//   - snapshot_other_conversation: the server snapshot is of another
//     conversation than the bound one, or the state names none, so it
//     proves nothing about this one (decided by Policy.staleVerdict and
//     Input.snapshotNote)
//   - sent_message_not_on_server: the server's latest user message is not
//     the one the page shows as sent, so its reply is no evidence that the
//     server is ahead (decided by Policy.staleVerdict)
//   - no_server_assistant: the server has no reply to the latest user
//     message (decided by Policy.staleVerdict)
//   - text_mismatch: the page's and the server's reply of the same id
//     start differently (decided by Policy.staleVerdict)
//   - probe_too_soon: the last server probe was less than ProbeInterval
//     ago; wait (decided by Policy.staleView)
//   - view_recently_active: the page changed less than QuietBeforeProbe
//     ago (plus StreamingExtra while it streams); wait (decided by
//     Policy.staleView)
//   - no_recent_submit: no submit within SubmitHorizon (or one dated in
//     the future), so a stale view is not in question (decided by
//     Policy.staleView)
//
// Send timeout:
//
//   - no_thread_error: the page shows no send-timeout thread error card and
//     no Retry is pending (decided by Policy.sendTimeout)
//   - thread_error_server_ahead: the server accepted the message (its
//     current node moved past the sent message), so reload, never Retry
//     (decided by Policy.sendTimeout)
//   - thread_error_retry: the server did not accept the message and the
//     Retry budget allows ChatGPT's Retry once (decided by
//     Policy.sendTimeout)
//   - thread_error_retry_pending: a Retry was pressed less than RetryWait
//     ago and no reply shows yet; wait (decided by Policy.sendTimeout)
//   - thread_error_retry_timeout: RetryWait passed after the Retry and the
//     server still shows the message not accepted (decided by
//     Policy.sendTimeout)
//   - thread_error_retry_failed: the thread error card is back after the
//     one Retry (decided by Policy.sendTimeout)
//   - thread_error_retry_replied: a reply shows after the Retry; nothing is
//     left to recover (decided by Policy.sendTimeout)
//   - thread_error_retry_unavailable: the Retry control is disabled on the
//     page (View.RetryDisabled) (decided by Policy.sendTimeout)
//   - thread_error_delivery_unknown: whether the server accepted the
//     message cannot be told; a view sync, never a new user turn (decided
//     by Policy.sendTimeout)
//
// Interrupted stream:
//
//   - not_interrupted: the page shows no interrupted stream (decided by
//     Policy.interrupted)
//   - stream_progress: the interrupted reply grew or is a new message since
//     the last look; wait StreamStall (decided by Policy.interrupted)
//   - stream_stall_window: the interrupted reply has not grown for less
//     than StreamStall; wait (decided by Policy.interrupted)
//   - chatgpt_disconnected: the interrupted reply has not grown for
//     StreamStall; one recovery reload (decided by Policy.interrupted)
//
// HTTP 429:
//
//   - http_429_backoff: a 429 cooldown runs; back off for the time left
//     (decided by Policy.rateLimit)
//   - rate_limit_clear: no 429 cooldown runs (decided by Policy.rateLimit)
//
// Page health:
//
//   - page_health_ok: the latest health sample shows no pressure (decided
//     by Policy.pageHealth)
//   - page_health_no_samples: no health samples were given (decided by
//     Policy.pageHealth)
//   - page_health_samples_stale: the latest sample is older than two
//     HealthWindow (decided by Policy.pageHealth)
//   - page_pressure_spike: the latest sample alone shows UI pressure or a
//     critical heap, not yet sustained (decided by Policy.pageHealth)
//   - page_pressure_no_stall: UI pressure is sustained but the page is not
//     stalled (decided by Policy.pageHealth)
//   - heap_warning: the heap is at its warning level (decided by
//     Policy.pageHealth)
//   - no_settled_proof: the page is under pressure but the server does not
//     prove the turn finished, so no reload may cut it (decided by
//     Policy.pageHealth)
//   - page_health_candidate_pending: the failure has not yet persisted for
//     CandidatePersist; wait (decided by Policy.pageHealth)
//   - page_health_reload_level1: the first page-health reload (decided by
//     Policy.pageHealth)
//   - page_health_reload_level2: the same failure after the level-one
//     reload: a tab reload from the recorded tab (decided by
//     Policy.pageHealth)
//   - page_health_level2_gap: the level-one reload is less than Level2Gap
//     old; wait (decided by Policy.pageHealth)
//   - page_health_exhausted: both page-health reloads were spent; rollover
//     is recommended, never a third reload (decided by Policy.pageHealth)
//   - page_health_failure_changed: the failure is not the one the
//     level-one reload answered; level two answers only that one (decided
//     by level2Refusal)
//   - page_health_no_pending_record: no durable pending record matches the
//     failure and conversation, or it was already executed (decided by
//     level2Refusal)
//   - page_health_other_tab: the sender tab is unknown or not the recorded
//     one (decided by level2Refusal)
//
// Context pressure (the level from Policy.Pressure):
//
//   - pressure_none: no pressure signal reaches a level (decided by
//     Policy.contextPressure)
//   - pressure_warning: the warning level, or a conversation older than
//     AgeWarning (decided by Policy.contextPressure)
//   - pressure_prepare: the prepare level (decided by
//     Policy.contextPressure)
//   - pressure_recommend: the recommend level: rollover recommended
//     (decided by Policy.contextPressure)
//   - pressure_required: the required level: an automatic handoff at a
//     safe boundary (decided by Policy.contextPressure)
//   - pressure_high_risk: the high-risk level, or an estimate at or above
//     UsableTokens (decided by Policy.contextPressure)
//   - rollover_eligible: the level requires a handoff and nothing blocks
//     it: start one (decided by Policy.contextPressure)
//   - rollover_cooldown: a rollover was attempted less than RolloverGap
//     ago (decided by Policy.boundaryBlockers)
//
// Handoff:
//
//   - no_handoff: no transfer is active (decided by Policy.handoff)
//   - handoff_packet_invalid: the handoff packet is missing or invalid; the
//     old binding stays (decided by Policy.handoff)
//   - handoff_packet_pending: the packet was requested and is not there
//     yet (decided by Policy.handoff)
//   - handoff_packet_ready: the packet is there and valid; open the target
//     (decided by Policy.openTarget)
//   - handoff_submit_seed: the target is open; submit the seed (decided by
//     Policy.submitSeed)
//   - handoff_abandoned: the transfer was stuck before its seed and is
//     given up; the old binding stays (decided by Policy.handoff)
//   - handoff_stalled: the transfer has been stuck after its seed; it
//     stays, to be verified (decided by Policy.handoff)
//   - packet_missing: no begin marker in the text, or no packet given
//     (decided by ParsePacket and Policy.handoff)
//   - packet_unterminated: no end marker after the begin marker (decided
//     by ParsePacket)
//   - packet_ambiguous: more than one begin or end marker (decided by
//     ParsePacket)
//   - packet_too_large: the input is over MaxPacketInput bytes, or the
//     packet over Policy.MaxPacketChars characters (decided by ParsePacket)
//   - packet_not_utf8: the input is not valid UTF-8 (decided by
//     ParsePacket)
//   - packet_bad_id: the packet's header holds no valid transfer id
//     (decided by ParsePacket)
//   - packet_id_mismatch: the packet's transfer id is not the active
//     transfer's (decided by Policy.handoff)
//   - packet_missing_section: a required section is missing (decided by
//     ParsePacket)
//   - packet_duplicate_section: a section appears twice (decided by
//     ParsePacket)
//   - packet_empty_section: a required section is empty (decided by
//     ParsePacket)
//   - packet_too_many_sections: more than MaxPacketSections sections
//     (decided by ParsePacket)
//   - target_unverified: no target conversation is recorded yet, or its
//     snapshot is unavailable (decided by Policy.handoff)
//   - target_id_mismatch: the target snapshot is of another conversation
//     than the recorded target (decided by Policy.handoff)
//   - target_project_mismatch: the handoff target is not in the transfer's
//     Project (decided by Policy.handoff)
//   - target_same_as_source: the recorded target is the source
//     conversation (decided by Policy.handoff)
//   - seed_marker_missing: the target's first user message is absent or
//     carries no seed marker (decided by Policy.handoff)
//   - seed_marker_mismatch: a seed marker in the target's first user
//     message names another transfer (decided by Policy.handoff)
//   - seed_verified: the target is verified (its id, its Project, the seed
//     marker): cut over (decided by Policy.handoff)
//
// Composer queue:
//
//   - queue_empty: nothing is queued (decided by Policy.queueDelivery)
//   - queue_deliverable: queued content may be delivered as the next batch
//     (decided by Policy.queueDelivery)
//   - queue_batch_acknowledged: the batch in flight was acknowledged on
//     confirmed delivery (decided by Policy.queueDelivery and Policy.check)
//   - queue_delivery_uncertain: a batch is in flight without confirmed
//     delivery; wait (decided by Policy.queueDelivery, Policy.queueRetry
//     and Policy.handoff)
//   - queue_batch_mismatch: the batch in flight or the next batch cannot
//     be formed from the queue as it is (decided by Policy.queueDelivery)
//   - queue_target_capacity: the queue does not fit the handoff target's
//     queue on cutover (decided by Policy.handoff)
//   - queue_entry_expired: an entry older than Policy.QueueRetention was
//     dropped (decided by Policy.Prune)
//   - queue_entry_too_long: an entry longer, alone, than
//     Policy.QueueMaxChars was dropped: no batch can ever carry it
//     (decided by Policy.Prune)
//   - thread_error: the page shows a thread error; queue delivery waits
//     (decided by (*blockers).pageNotAtRest)
//   - stream_interrupted: the page shows an interrupted stream; queue
//     delivery waits (decided by (*blockers).pageNotAtRest)
//
// Bindings and pages:
//
//   - page_not_named: the decision needs a conversation page and
//     Input.Page names none; no page is assumed (decided by pageRefusal,
//     Policy.Handoff, Policy.EndOfTurn, Policy.manual and
//     Policy.wakeBlockers)
//   - page_unknown: the page is not one of the known kinds (a URL
//     ParsePageURL does not recognise) (decided by pageRefusal,
//     Policy.resolveBinding and Policy.wakeBlockers)
//   - state_other_conversation: the persisted State (its conversation, its
//     queue's, an active transfer's source) is not the conversation the
//     page shows, or holds a queue no conversation owns; nothing of it is
//     acted on (decided by conversationRefusal)
//   - binding_none: no binding applies to the page (decided by
//     Policy.resolveBinding)
//   - binding_pending: a pending binding waits on its tab for a page it
//     can bind to (decided by Policy.resolveBinding)
//   - binding_pending_other_tab: the pending binding belongs to another
//     tab, or the tab is unknown (decided by Policy.resolveBinding)
//   - binding_migrated: the pending binding was bound to the page's
//     Project or conversation (decided by Policy.resolveBinding)
//   - binding_target_set: the Project binding's delivery target was set to
//     the page's conversation (decided by Policy.resolveBinding)
//   - binding_target: the page is the binding's delivery target (decided
//     by Policy.resolveBinding)
//   - binding_not_target: the page is a conversation of the bound Project
//     other than its delivery target (decided by Policy.resolveBinding and
//     Policy.wakeBlockers)
//   - binding_other_scope: the page is outside the binding's Project or
//     conversation (decided by Policy.resolveBinding)
//   - binding_project_home: the page is the bound Project's home, not a
//     conversation (decided by Policy.resolveBinding)
//   - page_not_conversation: the operation runs only on a conversation
//     page (see PageAllows) (decided by pageRefusal and Policy.wakeBlockers)
//   - site_unsupported: the site lacks the capability (see Sites.Allows)
//     (decided by pageRefusal and Policy.wakeBlockers)
//
// Automation scope:
//
//   - auto_on: the persisted preferences turn automation on for the
//     binding (decided by AutoFor)
//   - project_permission_off: the global Project permission is off (decided
//     by AutoFor)
//   - project_auto_off: the Project's Auto is off (decided by AutoFor)
//   - conversation_auto_off: the conversation's Auto is off (decided by
//     AutoFor)
//
// Workspace progress:
//
//   - progress_idle: no workspace is working and observation is not armed
//     (decided by Policy.workspaceProgress)
//   - progress_armed: a workspace started working; observation is armed
//     (decided by Policy.workspaceProgress)
//   - progress_new_output: the workspace summary changed: send it as a
//     progress message (decided by Policy.workspaceProgress)
//   - progress_fallback: no new output for ProgressFallback: send the
//     fallback progress message (decided by Policy.workspaceProgress)
//   - progress_no_new_output: no new output and the fallback interval has
//     not passed; wait (decided by Policy.workspaceProgress)
//   - workspace_settled: the workspace settled: wake the planner, which is
//     never acceptance (decided by Policy.workspaceProgress)
//   - queue_first: queued content is pending; it goes before any automatic
//     message (decided by Policy.wakeBlockers)
//
// Manual controls:
//
//   - no_manual_request: no manual operation was requested, or one the
//     check does not know (decided by Policy.manual)
//   - manual_allowed: the manual operation may run (decided by
//     Policy.manualControl and Policy.manualHandoff)
//   - manual_locked_auto_on: Continue, monitor and analysis are locked
//     while Auto is on (decided by Policy.manualControl)
//   - handoff_unsupported: the page's site or binding offers no manual
//     handoff, or the binding has no workspace (decided by
//     Policy.manualHandoff)
//   - queue_cleared: the queue was cleared on request; each entry is
//     reported dropped (decided by Policy.manual)
//   - queue_retry: the batch in flight is to be delivered again on request
//     (decided by Policy.queueRetry)
//
// End of turn:
//
//   - turn_not_ended: the page shows no finished reply at rest (unknown
//     view, not finished, streaming, a thread error, an interrupted stream
//     or no reply id) (decided by Policy.endOfTurn)
//   - judgement_no_model: no small model judged the reply; nothing is
//     guessed (decided by Policy.endOfTurn)
//   - judgement_no_answer: the model gave no usable answer (decided by
//     Policy.endOfTurn)
//   - judgement_done: the model judged the reply done (decided by
//     Policy.endOfTurn)
//   - judgement_continue: the model judged the reply to need one bounded
//     continuation (decided by Policy.endOfTurn)
//   - continue_already_sent: a continuation was already sent for this
//     reply (decided by Policy.endOfTurn)
package recovery
