package recovery

import (
	"slices"
	"time"
)

// Delivery is what is known about the latest user submission.
type Delivery string

// The delivery states. The zero value is DeliveryUnknown, which blocks like
// DeliveryUncertain: a caller that says nothing about delivery gets no
// reload, no rollover and no queue delivery.
const (
	DeliveryUnknown   Delivery = ""
	DeliveryNone      Delivery = "none"      // nothing in flight
	DeliveryConfirmed Delivery = "confirmed" // the submission is visible on the server or the page
	DeliveryUncertain Delivery = "uncertain" // a submit was attempted and not confirmed
)

// settled reports whether the delivery state allows acting.
func (d Delivery) settled() bool { return d == DeliveryNone || d == DeliveryConfirmed }

// View is the DOM evidence of one snapshot, as plain values. Build it from a
// classified snapshot (message id, text, activity, provider terminal) plus
// the page facts a snapshot verdict does not carry (composer draft, tool and
// permission cards, the time of the last DOM change).
type View struct {
	// Known is false when no snapshot was read: every DOM-based finding is
	// then unknown and fails closed.
	Known bool
	// AssistantID is the data-message-id of the current response ("" when
	// the page shows no assistant message after the latest user message).
	AssistantID string
	// UserID is the data-message-id of the page's latest user message: the
	// message that was sent ("" when the page shows none or no id).
	UserID string
	// Text is the visible text of the current response.
	Text string
	// TurnIndex is the turn index of the current response: the
	// classifier's Response.TurnIndex (N of its conversation-turn-N, or its
	// position on a page that does not number turns), or -1 when unknown or
	// when the page shows no response.
	TurnIndex int
	// Finished: the response has its own finished-action bar.
	Finished bool
	// Streaming: strong activity (a stop control, live progress).
	Streaming bool
	// ThreadError: the send-timeout thread error card
	// (regenerate-thread-error-button) in the latest turn.
	ThreadError bool
	// RetryDisabled: the card's Retry control is disabled.
	RetryDisabled bool
	// Interrupted: the response shows a disconnected-stream placeholder
	// (see InterruptedText).
	Interrupted bool
	// RateLimitVisible: a visible rate-limit error (see RateLimitText).
	RateLimitVisible bool
	// Draft: the composer holds unsent human text.
	Draft bool
	// ComposerBusy: the composer is submitting or otherwise busy.
	ComposerBusy bool
	// ToolRunning: a tool (connector, MCP call) is running in the page.
	ToolRunning bool
	// PermissionCard: a tool permission card waits for the user.
	PermissionCard bool
	// LastChange is when the assistant's text or identity last changed in
	// the DOM; zero when unknown.
	LastChange time.Time
}

// Input is everything one decision reads: the time, the evidence and the
// persisted State. Decisions never modify an Input; they return the next
// State.
type Input struct {
	// Now is the time of the decision.
	Now time.Time
	// Sites are the chat sites the decision knows: their hosts, page
	// paths and capabilities (SiteSpec), read from the site profiles by
	// package recovery/pageview (pageview.Sites), with the sites without
	// a profile (ProfilelessSites). nil is DefaultSites. Page should be
	// read with the same table (Sites.ParsePageURL).
	Sites Sites
	// Page is the page the decision runs on (see ParsePageURL). A Page
	// with nothing but a TabID set (the zero value among them) names no
	// page: the caller did not say, and no page is assumed. Every check
	// that needs a conversation page (Decide, StaleView, SendTimeout,
	// Interrupted, PageHealth, QueueDelivery, ContextPressure, Handoff,
	// EndOfTurn) then answers ActionNone with page_not_named, and so do a
	// manual request and a progress or settled wake; on a named page of
	// unknown kind they answer page_unknown. ResolveBinding answers
	// page_unknown for both; RateLimit, which only counts 429 events and
	// creates no traffic, is the one check that runs without a page.
	Page Page
	// View is the page evidence.
	View View
	// Server is the same-origin snapshot of the current conversation.
	Server Server
	// Target is the snapshot of a handoff's new conversation.
	Target Server
	// Packet is the raw handoff packet, nil when none was captured.
	Packet []byte
	// Auto: automation is on for this scope (Project Auto or conversation
	// Auto). Every automatic action needs it.
	Auto bool
	// Bound: the conversation is bound to a workspace (for rollover); a
	// conversation or Project binding in State.Binding counts as bound
	// too.
	Bound bool
	// WorkspaceWorking: an agent of the bound workspace is working (also
	// true when Workspace.Working is not empty).
	WorkspaceWorking bool
	// Workspace is the bound workspace's working set and latest output.
	Workspace Workspace
	// Manual is a manual request to decide ("" none); see Manual.
	Manual Operation
	// Judgement is the end-of-turn judgement of the small model.
	Judgement Judgement
	// TargetPage is the page of a handoff's target tab, once opened.
	TargetPage Page
	// PendingMutation: a workspace mutation started from this conversation
	// has not been confirmed.
	PendingMutation bool
	// Delivery is the state of the latest submission.
	Delivery Delivery
	// RateLimitEvents are 429 observations (resource timing) since the last
	// decision; a visible rate-limit error counts as one at Now.
	RateLimitEvents []time.Time
	// VisibleTokens is the estimate of the user and assistant text the
	// page shows (see EstimateTokens); ExtraReservedTokens adds known
	// payloads not in the page (Project instructions, tool output).
	VisibleTokens int
	// ExtraReservedTokens is the estimated size, in tokens, of known
	// payloads the page does not show (Project instructions, tool
	// output), added to VisibleTokens (the sum saturates); 0 means none
	// known, and a negative value counts as 0.
	ExtraReservedTokens int
	// Turns is the number of user turns known in the conversation.
	Turns int
	// State is the persisted state from the previous decision.
	State State

	// otherConversation is set by prepare when Server is a snapshot of
	// another conversation than State.ConversationID; Server is then
	// cleared, so that no decision reads it.
	otherConversation bool
	// acked is set by prepare when it acknowledged a confirmed in-flight
	// queue batch.
	acked bool
}

// State is what a caller persists between decisions. Every decision returns
// the next State; budgets are enforced by this value, so a caller that
// persists it before acting can never exceed them.
type State struct {
	// ConversationID is the conversation this state belongs to: a server
	// snapshot of any other conversation proves nothing about it.
	ConversationID string `json:"conversation_id"`
	// Binding is the continuity binding this conversation belongs to.
	Binding Binding `json:"binding"`
	// LastSubmit is when the latest user message was submitted.
	LastSubmit Time `json:"last_submit_ms"`
	// LastProbe is when the last conversation snapshot was used.
	LastProbe Time `json:"last_probe_ms"`
	// LastReload is when the last reload of any kind was allowed.
	LastReload Time `json:"last_reload_ms"`
	// Budget is the recovery budget of the current submit.
	Budget Budget `json:"budget"`
	// RateLimit is the 429 event counter.
	RateLimit RateLimit `json:"rate_limit"`
	// Stream is the progress clock of an interrupted stream.
	Stream StreamProgress `json:"stream"`
	// Health is the page-health window and its reload levels.
	Health Health `json:"health"`
	// Pressure is the persisted part of the context-pressure signals.
	Pressure Pressure `json:"pressure"`
	// Handoff is the transfer in progress, if any.
	Handoff Handoff `json:"handoff"`
	// Queue is the composer queue of the conversation.
	Queue Queue `json:"queue"`
	// Automation is the persisted Auto preferences (see AutoFor).
	Automation Automation `json:"automation"`
	// Progress is the progress observation of the bound workspace.
	Progress Progress `json:"progress"`
	// LastContinueFor is the reply the last automatic continuation
	// followed (its View.AssistantID): one continuation per reply. ""
	// when none was sent.
	LastContinueFor string `json:"last_continue_for"`
}

// Budget is the recovery budget of one submit. It belongs to the submit at
// Epoch: when State.LastSubmit moves past Epoch, a new budget starts.
type Budget struct {
	// Epoch is the submit (State.LastSubmit) this budget belongs to; zero
	// before any submit. A later LastSubmit resets the budget.
	Epoch Time `json:"epoch_ms"`
	// RetryUsed is how many Retry clicks this submit has used, 0 to
	// MaxRetries; a negative or larger value counts as spent.
	RetryUsed int `json:"retry_used"`
	// ReloadUsed is how many recovery reloads (stale view, send timeout,
	// interrupted stream) this submit has used, 0 to MaxReloads; a
	// negative or larger value counts as spent.
	ReloadUsed int `json:"reload_used"`
	// LastRetry is when the last Retry was allowed; zero when none was.
	// The reply is awaited for Policy.RetryWait from it.
	LastRetry Time `json:"last_retry_ms"`
}

// RateLimit counts 429 events.
type RateLimit struct {
	// Count is the number of distinct 429 events in the current run, 0 to
	// Policy.RateCountCap: the cooldown is Policy.BackoffBase doubled
	// Count-1 times, capped at Policy.BackoffCap. 0 means no cooldown; it
	// restarts at 1 after Policy.RateQuietReset without events.
	Count int `json:"count"`
	// Last is when the latest counted event happened (events closer than
	// Policy.RateEventSpacing to it are the same event); the cooldown runs
	// from it. Zero when none was counted.
	Last Time `json:"last_ms"`
}

// StreamProgress is the last observed progress of a response.
type StreamProgress struct {
	// AssistantID is the data-message-id of the response last observed
	// ("" when it had none or nothing was observed); another id counts as
	// progress.
	AssistantID string `json:"assistant_id"`
	// TextLen is the response's length then, in comparable runes (letters
	// and digits, interrupt placeholder removed); growth counts as
	// progress. Never negative.
	TextLen int `json:"text_len"`
	// LastProgress is when progress was last observed; zero when never,
	// and the next observation then starts the clock.
	LastProgress Time `json:"last_progress_ms"`
}

// Health is the page-health state: recent samples (oldest first), when the
// current reload candidate was first seen, and when each reload level was
// used (zero: unused).
type Health struct {
	// Samples are the recent page-health samples, oldest first: at most
	// MaxHealthSamples, none after the decision time or older than ten
	// Policy.HealthWindow windows (the decisions trim them). Empty means
	// no evidence: no reload.
	Samples []HealthSample `json:"samples"`
	// CandidateSince is when the current reload candidate was first seen;
	// zero when there is none. The candidate must persist for
	// Policy.CandidatePersist.
	CandidateSince Time `json:"candidate_since_ms"`
	// Level1At is when the level-one reload was allowed; zero while
	// unused.
	Level1At Time `json:"level1_at_ms"`
	// Level2At is when the level-two tab reload was allowed; zero while
	// unused. With both set only rollover remains.
	Level2At Time `json:"level2_at_ms"`
	// Level1Failure is the failure (page-health verdict) the level-one
	// reload answered; level two answers only the same failure.
	Level1Failure string `json:"level1_failure"`
	// Pending is the durable record level two needs, written with the
	// level-one reload.
	Pending PendingReload `json:"pending"`
}

// PendingReload is the durable record of a level-two tab reload: the tab
// that asked (the sender tab), its conversation and the failure, and when
// the reload was executed (persisted before the navigation, so that a
// worker restart cannot reload again).
type PendingReload struct {
	// TabID is the browser tab that asked for the level-one reload
	// (Input.Page.TabID then); level two runs only from it. 0 means
	// unknown, and then level two never runs.
	TabID int `json:"tab_id"`
	// ConversationID is the conversation the record is for (State's
	// ConversationID then); "" means no record.
	ConversationID string `json:"conversation_id"`
	// Failure is the page-health verdict (render_stall, heap_critical)
	// the level-one reload answered; level two needs the same one.
	Failure string `json:"failure"`
	// ExecutedAt is when the level-two tab reload was allowed, written
	// before the navigation; zero while it has not run. Once set, the
	// record allows nothing more.
	ExecutedAt Time `json:"executed_at_ms"`
}

// HealthSample is one fixed window of page-health signals, At being the end
// of the window.
type HealthSample struct {
	// At is the end of the window; a sample with a zero At is too old to
	// count, one after the decision time is ignored.
	At Time `json:"at_ms"`
	// MutationsPerMin is the rate of DOM mutation-observer callbacks in
	// the window, per minute; never negative in a decoded case.
	MutationsPerMin int `json:"mutations_per_min"`
	// TicksPerMin is the rate of the page watcher's ticks in the window,
	// per minute; never negative in a decoded case.
	TicksPerMin int `json:"ticks_per_min"`
	// Drift is the timer drift measured in the window (how late the
	// page's timers fired); 0 to 24h in a decoded case.
	Drift Duration `json:"drift_ms"`
	// LongTaskMax is the duration of the longest long task in the window;
	// 0 when none; 0 to 24h in a decoded case.
	LongTaskMax Duration `json:"long_task_max_ms"`
	// LongTasks is the number of long tasks in the window; never negative
	// in a decoded case.
	LongTasks int `json:"long_tasks"`
	// HeapUsed is the JS heap in use at the end of the window, in bytes;
	// 0 (or negative) means unknown and the sample says nothing about the
	// heap.
	HeapUsed int64 `json:"heap_used_bytes"`
	// HeapLimit is the JS heap size limit, in bytes; 0 means unknown, and
	// only the absolute heap thresholds then apply.
	HeapLimit int64 `json:"heap_limit_bytes"`
}

// Pressure is the persisted context-pressure state.
type Pressure struct {
	// MessageFloor is the highest conversation-turn-N index ever seen: a
	// monotonic floor, since ChatGPT virtualises old turns away.
	MessageFloor int `json:"message_floor"`
	// Started is when the conversation started (zero: unknown).
	Started Time `json:"started_ms"`
	// LastRolloverAttempt is when an automatic rollover last started.
	LastRolloverAttempt Time `json:"last_rollover_attempt_ms"`
}

// Handoff statuses.
const (
	HandoffSummaryRequested = "summary_requested"
	HandoffSummaryReady     = "summary_ready"
	HandoffTargetOpening    = "target_opening"
	HandoffSeedSubmitting   = "seed_submitting"
	HandoffSeedUncertain    = "seed_uncertain"
)

// HandoffStatuses returns the handoff statuses in stage order: a new
// slice on each call.
func HandoffStatuses() []string { return slices.Clone(handoffStatuses) }

// handoffStatuses is what HandoffStatuses returns.
var handoffStatuses = []string{
	HandoffSummaryRequested, HandoffSummaryReady, HandoffTargetOpening,
	HandoffSeedSubmitting, HandoffSeedUncertain,
}

// Handoff is a transfer in progress; Status "" means none.
type Handoff struct {
	// TransferID identifies the transfer (see the TransferID function);
	// the packet and the seed marker must carry the same id. "" when no
	// transfer.
	TransferID string `json:"transfer_id"`
	// Status is the stage the transfer is in, one of HandoffStatuses; ""
	// (the zero value) means no transfer is in progress.
	Status string `json:"status"`
	// Source is the conversation the transfer leaves: the binding's
	// delivery target, or State.ConversationID.
	Source string `json:"source"`
	// Target is the id of the new conversation, set by the caller once the
	// target tab shows one; "" until then, and the transfer cannot be
	// verified or cut over.
	Target string `json:"target"`
	// ProjectID is the Project of the source conversation ("" when it is
	// in none): the target must be in the same one.
	ProjectID string `json:"project_id"`
	// Since is when the transfer entered its Status (zero: unknown).
	Since Time `json:"since_ms"`
}

// active reports whether a transfer is in progress.
func (h Handoff) active() bool { return h.Status != "" }

// clone returns a State that shares no slices with s.
func (s State) clone() State {
	s.Health.Samples = append([]HealthSample(nil), s.Health.Samples...)
	s.Queue = s.Queue.clone()
	s.Automation = s.Automation.clone()
	s.Progress.Working = append([]string(nil), s.Progress.Working...)
	return s
}

// blockers collects reason codes in the order they are added.
type blockers []string

// add adds code when cond holds.
func (b *blockers) add(cond bool, code string) {
	if cond {
		*b = append(*b, code)
	}
}

// A page at rest: the conditions that keep an automatic action off the
// page, written once, in the one order every check reports them: a view
// that is not known, a reply streaming, an interrupted stream and a thread
// error (only queue delivery waits for these two), a tool running, a
// permission card, a draft, a busy composer, a delivery not settled.
var pageConditions = []struct {
	code      string
	queueOnly bool
	holds     func(Input) bool
}{
	{ReasonViewUnknown, false, func(in Input) bool { return !in.View.Known }},
	{ReasonStreaming, false, func(in Input) bool { return in.View.Streaming }},
	{ReasonStreamInterrupted, true, func(in Input) bool { return in.View.Interrupted }},
	{ReasonThreadError, true, func(in Input) bool { return in.View.ThreadError }},
	{ReasonToolRunning, false, func(in Input) bool { return in.View.ToolRunning }},
	{ReasonPermissionCard, false, func(in Input) bool { return in.View.PermissionCard }},
	{ReasonDraftPresent, false, func(in Input) bool { return in.View.Draft }},
	{ReasonComposerBusy, false, func(in Input) bool { return in.View.ComposerBusy }},
	{ReasonDeliveryUncertain, false, func(in Input) bool { return !in.Delivery.settled() }},
}

// pageNotAtRest adds, in the order of pageConditions, those that hold,
// leaving out the queue-only ones unless queue is set and the codes in
// except (the conditions the check has answered already, or that do not
// apply to its action).
func (b *blockers) pageNotAtRest(in Input, queue bool, except ...string) {
	for _, c := range pageConditions {
		if (queue || !c.queueOnly) && !slices.Contains(except, c.code) && c.holds(in) {
			*b = append(*b, c.code)
		}
	}
}

// sites returns the sites the decision knows: in.Sites, or DefaultSites.
func (in Input) sites() Sites {
	if in.Sites == nil {
		return defaultSites
	}
	return in.Sites
}
