package recovery

import "time"

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
	// TurnIndex is the highest conversation-turn-N index on the page, or
	// -1 when unknown.
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
	// Page is the page the decision runs on. Its zero value (PageUnknown)
	// means the caller did not say: the recovery checks then take the view
	// for a ChatGPT conversation page, as before pages were named; the
	// binding, progress, manual and end-of-turn decisions need it.
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
	VisibleTokens       int
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
	ConversationID string
	// Binding is the continuity binding this conversation belongs to.
	Binding Binding
	// Automation is the persisted Auto preferences (see AutoFor).
	Automation Automation
	// LastSubmit is when the latest user message was submitted.
	LastSubmit time.Time
	// LastProbe is when the last conversation snapshot was used.
	LastProbe time.Time
	// LastReload is when the last reload of any kind was allowed.
	LastReload time.Time
	// Budget is the recovery budget of the current submit.
	Budget Budget
	// RateLimit is the 429 event counter.
	RateLimit RateLimit
	// Stream is the progress clock of an interrupted stream.
	Stream StreamProgress
	// Health is the page-health window and its reload levels.
	Health Health
	// Pressure is the persisted part of the context-pressure signals.
	Pressure Pressure
	// Handoff is the transfer in progress, if any.
	Handoff Handoff
	// Queue is the composer queue of the conversation.
	Queue Queue
	// Progress is the progress observation of the bound workspace.
	Progress Progress
	// LastContinueFor is the reply the last automatic continuation
	// followed: one continuation per reply.
	LastContinueFor string
}

// Budget is the recovery budget of one submit. It belongs to the submit at
// Epoch: when State.LastSubmit moves past Epoch, a new budget starts.
type Budget struct {
	Epoch      time.Time
	RetryUsed  int
	ReloadUsed int
	LastRetry  time.Time
}

// RateLimit counts 429 events.
type RateLimit struct {
	Count int
	Last  time.Time
}

// StreamProgress is the last observed progress of a response.
type StreamProgress struct {
	AssistantID  string
	TextLen      int
	LastProgress time.Time
}

// Health is the page-health state: recent samples (oldest first), when the
// current reload candidate was first seen, and when each reload level was
// used (zero: unused).
type Health struct {
	Samples        []HealthSample
	CandidateSince time.Time
	Level1At       time.Time
	Level2At       time.Time
	// Level1Failure is the failure (page-health verdict) the level-one
	// reload answered; level two answers only the same failure.
	Level1Failure string
	// Pending is the durable record level two needs, written with the
	// level-one reload.
	Pending PendingReload
}

// PendingReload is the durable record of a level-two tab reload: the tab
// that asked (the sender tab), its conversation and the failure, and when
// the reload was executed (persisted before the navigation, so that a
// worker restart cannot reload again).
type PendingReload struct {
	TabID          int
	ConversationID string
	Failure        string
	ExecutedAt     time.Time
}

// HealthSample is one fixed window of page-health signals, At being the end
// of the window.
type HealthSample struct {
	At              time.Time
	MutationsPerMin int
	TicksPerMin     int
	Drift           time.Duration
	LongTaskMax     time.Duration
	LongTasks       int
	HeapUsed        int64
	HeapLimit       int64
}

// Pressure is the persisted context-pressure state.
type Pressure struct {
	// MessageFloor is the highest conversation-turn-N index ever seen: a
	// monotonic floor, since ChatGPT virtualises old turns away.
	MessageFloor int
	// Started is when the conversation started (zero: unknown).
	Started time.Time
	// LastRolloverAttempt is when an automatic rollover last started.
	LastRolloverAttempt time.Time
}

// Handoff statuses.
const (
	HandoffSummaryRequested = "summary_requested"
	HandoffSummaryReady     = "summary_ready"
	HandoffTargetOpening    = "target_opening"
	HandoffSeedSubmitting   = "seed_submitting"
	HandoffSeedUncertain    = "seed_uncertain"
)

// HandoffStatuses lists the handoff statuses in stage order.
var HandoffStatuses = []string{
	HandoffSummaryRequested, HandoffSummaryReady, HandoffTargetOpening,
	HandoffSeedSubmitting, HandoffSeedUncertain,
}

// Handoff is a transfer in progress; Status "" means none.
type Handoff struct {
	TransferID string
	Status     string
	Source     string
	Target     string
	// ProjectID is the Project of the source conversation ("" when it is
	// in none): the target must be in the same one.
	ProjectID string
	// Since is when the transfer entered its Status (zero: unknown).
	Since time.Time
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
