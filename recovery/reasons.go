package recovery

// Reason codes. They are API: added, never renamed. doc.go lists every one
// under "# Reason codes".
const (
	// Router.
	ReasonNoRecoveryNeeded = "no_recovery_needed"

	// Blocking conditions shared by reloads, Retry, rollover and queue delivery; those of
	// the page (view_unknown to delivery_uncertain) are decided by pageNotAtRest (go doc -u).
	ReasonAutoOff           = "auto_off"
	ReasonNotBound          = "not_bound"
	ReasonWorkspaceWorking  = "workspace_working"
	ReasonComposerBusy      = "composer_busy"
	ReasonDraftPresent      = "draft_present"
	ReasonStreaming         = "streaming"
	ReasonToolRunning       = "tool_running"
	ReasonPermissionCard    = "permission_card"
	ReasonDeliveryUncertain = "delivery_uncertain"
	ReasonHandoffInProgress = "handoff_in_progress"
	ReasonPendingMutation   = "pending_mutation"
	ReasonNotQuiescent      = "not_quiescent"
	ReasonRuntimeUnhealthy  = "runtime_unhealthy"
	ReasonReloadCooldown    = "reload_cooldown"
	ReasonRateLimitCooldown = "rate_limit_cooldown"
	ReasonViewUnknown       = "view_unknown"
	ReasonLastChangeUnknown = "last_change_unknown"

	// Budgets and exhaustion.
	ReasonReloadBudgetSpent   = "reload_budget_spent"
	ReasonRetryBudgetSpent    = "retry_budget_spent"
	ReasonProgressAfterReload = "progress_after_reload"
	ReasonReloadSettling      = "reload_settling"
	ReasonRecoveryExhausted   = "recovery_exhausted"

	// Stale view.
	ReasonServerAhead         = "server_ahead"
	ReasonServerStalled       = "server_stalled"
	ReasonServerStallWindow   = "server_stall_window"
	ReasonSynced              = "synced"
	ReasonSnapshotUnavailable = "snapshot_unavailable"
	// ReasonSnapshotOtherConversation: the server snapshot is of another
	// conversation than the bound one (or the state names none), so it
	// proves nothing about this one.
	ReasonSnapshotOtherConversation = "snapshot_other_conversation"
	// ReasonSentMessageNotOnServer: the server's latest user message on
	// the current path is not the one the page shows as sent, so its
	// reply is no evidence that the server is ahead.
	ReasonSentMessageNotOnServer = "sent_message_not_on_server"
	ReasonNoServerAssistant      = "no_server_assistant"
	ReasonTextMismatch           = "text_mismatch"
	ReasonProbeTooSoon           = "probe_too_soon"
	ReasonViewRecentlyActive     = "view_recently_active"
	ReasonNoRecentSubmit         = "no_recent_submit"

	// Send timeout (thread error card).
	ReasonNoThreadError               = "no_thread_error"
	ReasonThreadErrorServerAhead      = "thread_error_server_ahead"
	ReasonThreadErrorRetry            = "thread_error_retry"
	ReasonThreadErrorRetryPending     = "thread_error_retry_pending"
	ReasonThreadErrorRetryTimeout     = "thread_error_retry_timeout"
	ReasonThreadErrorRetryFailed      = "thread_error_retry_failed"
	ReasonThreadErrorRetryReplied     = "thread_error_retry_replied"
	ReasonThreadErrorRetryUnavailable = "thread_error_retry_unavailable"
	ReasonThreadErrorDeliveryUnknown  = "thread_error_delivery_unknown"

	// Interrupted stream.
	ReasonNotInterrupted      = "not_interrupted"
	ReasonStreamProgress      = "stream_progress"
	ReasonStreamStallWindow   = "stream_stall_window"
	ReasonChatGPTDisconnected = "chatgpt_disconnected"

	// HTTP 429.
	ReasonHTTP429Backoff = "http_429_backoff"
	ReasonRateLimitClear = "rate_limit_clear"

	// Page health.
	ReasonPageHealthOK               = "page_health_ok"
	ReasonPageHealthNoSamples        = "page_health_no_samples"
	ReasonPageHealthSamplesStale     = "page_health_samples_stale"
	ReasonPagePressureSpike          = "page_pressure_spike"
	ReasonPagePressureNoStall        = "page_pressure_no_stall"
	ReasonHeapWarning                = "heap_warning"
	ReasonNoSettledProof             = "no_settled_proof"
	ReasonPageHealthCandidatePending = "page_health_candidate_pending"
	ReasonPageHealthReloadLevel1     = "page_health_reload_level1"
	ReasonPageHealthReloadLevel2     = "page_health_reload_level2"
	ReasonPageHealthLevel2Gap        = "page_health_level2_gap"
	ReasonPageHealthExhausted        = "page_health_exhausted"
	// ReasonPageHealthFailureChanged: the failure is not the one the
	// level-one reload answered; level two answers only that one.
	ReasonPageHealthFailureChanged = "page_health_failure_changed"
	// ReasonPageHealthNoPendingRecord: no durable pending record matches
	// the failure and conversation, or it was already executed.
	ReasonPageHealthNoPendingRecord = "page_health_no_pending_record"
	// ReasonPageHealthOtherTab: the sender tab is unknown or not the
	// recorded one.
	ReasonPageHealthOtherTab = "page_health_other_tab"

	// Context pressure.
	ReasonPressureNone      = "pressure_none"
	ReasonPressureWarning   = "pressure_warning"
	ReasonPressurePrepare   = "pressure_prepare"
	ReasonPressureRecommend = "pressure_recommend"
	ReasonPressureRequired  = "pressure_required"
	ReasonPressureHighRisk  = "pressure_high_risk"
	ReasonRolloverEligible  = "rollover_eligible"
	ReasonRolloverCooldown  = "rollover_cooldown"

	// Handoff.
	ReasonNoHandoff            = "no_handoff"
	ReasonHandoffPacketInvalid = "handoff_packet_invalid"
	// ReasonHandoffPacketPending: the packet was requested and is not
	// there yet.
	ReasonHandoffPacketPending = "handoff_packet_pending"
	// ReasonHandoffPacketReady: the packet is there and valid; open the
	// target.
	ReasonHandoffPacketReady = "handoff_packet_ready"
	// ReasonHandoffSubmitSeed: the target is open; submit the seed.
	ReasonHandoffSubmitSeed = "handoff_submit_seed"
	// ReasonHandoffAbandoned: the transfer was stuck before its seed and
	// is given up; the old binding stays.
	ReasonHandoffAbandoned = "handoff_abandoned"
	// ReasonHandoffStalled: the transfer has been stuck after its seed; it
	// stays, to be verified.
	ReasonHandoffStalled         = "handoff_stalled"
	ReasonPacketMissing          = "packet_missing"
	ReasonPacketUnterminated     = "packet_unterminated"
	ReasonPacketAmbiguous        = "packet_ambiguous"
	ReasonPacketTooLarge         = "packet_too_large"
	ReasonPacketNotUTF8          = "packet_not_utf8"
	ReasonPacketBadID            = "packet_bad_id"
	ReasonPacketIDMismatch       = "packet_id_mismatch"
	ReasonPacketMissingSection   = "packet_missing_section"
	ReasonPacketDuplicateSection = "packet_duplicate_section"
	ReasonPacketEmptySection     = "packet_empty_section"
	ReasonPacketTooManySections  = "packet_too_many_sections"
	ReasonTargetUnverified       = "target_unverified"
	ReasonTargetIDMismatch       = "target_id_mismatch"
	// ReasonTargetProjectMismatch: the handoff target is not in the
	// transfer's Project.
	ReasonTargetProjectMismatch = "target_project_mismatch"
	ReasonTargetSameAsSource    = "target_same_as_source"
	ReasonSeedMarkerMissing     = "seed_marker_missing"
	ReasonSeedMarkerMismatch    = "seed_marker_mismatch"
	ReasonSeedVerified          = "seed_verified"

	// Bindings and pages.
	// ReasonPageNotNamed: the decision needs a conversation page and
	// Input.Page names none (the zero Page: the caller did not say which
	// page it runs on); no page is assumed.
	ReasonPageNotNamed = "page_not_named"
	// ReasonPageUnknown: the page is not one of the known kinds (a URL
	// ParsePageURL does not recognise).
	ReasonPageUnknown = "page_unknown"
	// ReasonStateOtherConversation: the persisted State (its
	// conversation, its queue's, an active transfer's source) is not the
	// conversation the page shows, or holds a queue no conversation owns;
	// nothing of it is acted on.
	ReasonStateOtherConversation = "state_other_conversation"
	ReasonBindingNone            = "binding_none"
	ReasonBindingPending         = "binding_pending"
	ReasonBindingPendingOtherTab = "binding_pending_other_tab"
	ReasonBindingMigrated        = "binding_migrated"
	ReasonBindingTargetSet       = "binding_target_set"
	ReasonBindingTarget          = "binding_target"
	ReasonBindingNotTarget       = "binding_not_target"
	ReasonBindingOtherScope      = "binding_other_scope"
	ReasonBindingProjectHome     = "binding_project_home"
	// ReasonPageNotConversation: the operation runs only on a conversation
	// page (see PageAllows).
	ReasonPageNotConversation = "page_not_conversation"
	// ReasonSiteUnsupported: the site lacks the capability (see
	// SiteAllows).
	ReasonSiteUnsupported = "site_unsupported"

	// Automation scope.
	ReasonAutoOn               = "auto_on"
	ReasonProjectPermissionOff = "project_permission_off"
	ReasonProjectAutoOff       = "project_auto_off"
	ReasonConversationAutoOff  = "conversation_auto_off"

	// Workspace progress.
	ReasonProgressIdle        = "progress_idle"
	ReasonProgressArmed       = "progress_armed"
	ReasonProgressNewOutput   = "progress_new_output"
	ReasonProgressFallback    = "progress_fallback"
	ReasonProgressNoNewOutput = "progress_no_new_output"
	ReasonWorkspaceSettled    = "workspace_settled"
	// ReasonQueueFirst: queued content is pending; it goes before any
	// automatic message.
	ReasonQueueFirst = "queue_first"

	// Manual controls.
	ReasonNoManualRequest    = "no_manual_request"
	ReasonManualAllowed      = "manual_allowed"
	ReasonManualLockedAutoOn = "manual_locked_auto_on"
	ReasonHandoffUnsupported = "handoff_unsupported"
	ReasonQueueCleared       = "queue_cleared"
	ReasonQueueRetry         = "queue_retry"

	// End of turn.
	ReasonTurnNotEnded        = "turn_not_ended"
	ReasonJudgementNoModel    = "judgement_no_model"
	ReasonJudgementNoAnswer   = "judgement_no_answer"
	ReasonJudgementDone       = "judgement_done"
	ReasonJudgementContinue   = "judgement_continue"
	ReasonContinueAlreadySent = "continue_already_sent"

	// Composer queue.
	ReasonQueueEmpty             = "queue_empty"
	ReasonQueueDeliverable       = "queue_deliverable"
	ReasonQueueBatchAcknowledged = "queue_batch_acknowledged"
	ReasonQueueDeliveryUncertain = "queue_delivery_uncertain"
	ReasonQueueBatchMismatch     = "queue_batch_mismatch"
	ReasonQueueTargetCapacity    = "queue_target_capacity"
	// ReasonQueueEntryExpired: an entry older than Policy.QueueRetention
	// was dropped.
	ReasonQueueEntryExpired = "queue_entry_expired"
	// ReasonQueueEntryTooLong: an entry longer, alone, than
	// Policy.QueueMaxChars was dropped: no batch can ever carry it.
	ReasonQueueEntryTooLong = "queue_entry_too_long"
	ReasonThreadError       = "thread_error"
	ReasonStreamInterrupted = "stream_interrupted"
)
