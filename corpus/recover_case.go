package corpus

import (
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/chatproof/chatproof/internal/bound"
	"github.com/chatproof/chatproof/internal/strictjson"
	"github.com/chatproof/chatproof/recovery"
)

// The recover case format: a recorded recovery case and its
// chatproof.recover/v1 report.

// RecoverSchema is the value of RecoverReport.Schema.
const RecoverSchema = "chatproof.recover/v1"

// A recorded recovery case is a txtar archive with these sections (see
// package recovery's doc for the state.json shape):
const (
	recoverPage   = "page.html"   // the page snapshot (optional: without it the view is unknown)
	recoverServer = "server.json" // the current conversation's snapshot (optional: absent means unavailable)
	recoverTarget = "target.json" // a handoff target's snapshot (optional)
	recoverPacket = "packet.txt"  // the handoff packet (optional)
	recoverState  = "state.json"  // time, context facts and persisted State (required)
)

// ErrNoRecoverState: a recovery case without state.json.
var ErrNoRecoverState = errors.New("recovery: case has no state.json")

// RecoverState is a decoded state.json: which check to run and the Input
// without page and snapshots (View carries only the page facts state.json
// holds; View.Known is false).
type RecoverState struct {
	// Check is the check state.json asks for; CheckAuto when it names
	// none.
	Check recovery.Check
	// Input is the decision input state.json describes: the time, page
	// URLs, context facts and persisted State. Server, Target and Packet
	// are empty (they come from their own sections), and View holds only
	// the page facts, with Known false and TurnIndex -1.
	Input recovery.Input
}

// recoverStateJSON is the JSON shape of state.json.
type recoverStateJSON struct {
	Check               string           `json:"check"`
	Now                 recovery.Time    `json:"now_ms"`
	Auto                *bool            `json:"auto"`
	PageURL             string           `json:"page_url"`
	TabID               int              `json:"tab_id"`
	TargetURL           string           `json:"target_url"`
	Workspace           recoverWorkspace `json:"workspace"`
	Manual              string           `json:"manual"`
	Judgement           string           `json:"judgement"`
	Bound               bool             `json:"bound"`
	WorkspaceWorking    bool             `json:"workspace_working"`
	PendingMutation     bool             `json:"pending_mutation"`
	Delivery            string           `json:"delivery"`
	View                recoverPageFacts `json:"view"`
	RateLimitEvents     []recovery.Time  `json:"rate_limit_events_ms"`
	VisibleTokens       int              `json:"visible_tokens"`
	ExtraReservedTokens int              `json:"extra_reserved_tokens"`
	Turns               int              `json:"turns"`
	State               recovery.State   `json:"state"`
}

// recoverWorkspace is the workspace report of state.json.
type recoverWorkspace struct {
	Working []string `json:"working"`
	Summary string   `json:"summary"`
}

// recoverPageFacts are the page facts of state.json, those a snapshot
// verdict does not carry.
type recoverPageFacts struct {
	LastChange       recovery.Time `json:"last_change_ms"`
	Draft            bool          `json:"draft"`
	ComposerBusy     bool          `json:"composer_busy"`
	ToolRunning      bool          `json:"tool_running"`
	PermissionCard   bool          `json:"permission_card"`
	RetryDisabled    bool          `json:"retry_disabled"`
	RateLimitVisible bool          `json:"rate_limit_visible"`
	Interrupted      bool          `json:"interrupted"`
}

// timeInRange is the error of a time of state.json outside the years 1970
// to 9999, nil for one inside.
func timeInRange(name string, t recovery.Time) error {
	if t.InRange() {
		return nil
	}
	return fmt.Errorf("recovery: state: %s %d out of range", name, t.MS())
}

// DecodeRecoverState decodes a state.json document strictly, under the
// module's one rule for recorded inputs: a key that differs from a field's
// JSON name (in case too), a key given twice, an unknown key, trailing
// data, out-of-range times, negative counts, an unknown check, delivery or
// handoff status are errors.
func DecodeRecoverState(data []byte) (RecoverState, error) {
	return DecodeRecoverStateIn(data, nil)
}

// DecodeRecoverStateIn is DecodeRecoverState reading the page URLs with
// the sites (recovery.Sites.ParsePageURL), which the decision's Input
// then holds; nil is recovery.DefaultSites.
func DecodeRecoverStateIn(data []byte, sites recovery.Sites) (RecoverState, error) {
	if sites == nil {
		sites = recovery.DefaultSites()
	}
	if len(data) > recovery.MaxStateBytes {
		return RecoverState{}, fmt.Errorf("recovery: state: larger than %d bytes", recovery.MaxStateBytes)
	}
	if !utf8.Valid(data) {
		return RecoverState{}, errors.New("recovery: state: not UTF-8")
	}
	var w recoverStateJSON
	if err := strictjson.Decode(data, &w); err != nil {
		return RecoverState{}, fmt.Errorf("recovery: state: %w", err)
	}
	c := recovery.Check(w.Check)
	known := c == ""
	for _, k := range recovery.Checks() {
		known = known || c == k
	}
	if !known {
		return RecoverState{}, fmt.Errorf("recovery: state: unknown check %q", w.Check)
	}
	if c == "" {
		c = recovery.CheckAuto
	}
	var d recovery.Delivery
	switch w.Delivery {
	case "", "unknown":
		d = recovery.DeliveryUnknown
	case string(recovery.DeliveryNone), string(recovery.DeliveryConfirmed), string(recovery.DeliveryUncertain):
		d = recovery.Delivery(w.Delivery)
	default:
		return RecoverState{}, fmt.Errorf("recovery: state: unknown delivery %q", w.Delivery)
	}
	if err := timeInRange("now_ms", w.Now); err != nil {
		return RecoverState{}, err
	}
	if err := timeInRange("view.last_change_ms", w.View.LastChange); err != nil {
		return RecoverState{}, err
	}
	if w.Now.IsZero() {
		return RecoverState{}, errors.New("recovery: state: now_ms is required")
	}
	if w.VisibleTokens < 0 || w.ExtraReservedTokens < 0 || w.Turns < 0 {
		return RecoverState{}, errors.New("recovery: state: negative token or turn count")
	}
	if len(w.RateLimitEvents) > recovery.MaxWireItems {
		return RecoverState{}, fmt.Errorf("recovery: state: more than %d rate-limit events", recovery.MaxWireItems)
	}
	st, err := w.State.Checked()
	if err != nil {
		return RecoverState{}, err
	}
	if w.TabID < 0 {
		return RecoverState{}, errors.New("recovery: state: negative tab_id")
	}
	if len(w.Workspace.Working) > recovery.MaxWireItems {
		return RecoverState{}, fmt.Errorf("recovery: state: more than %d working agents", recovery.MaxWireItems)
	}
	manual, judgement := recovery.Operation(w.Manual), recovery.Judgement(w.Judgement)
	switch manual {
	case "", recovery.OpContinue, recovery.OpMonitor, recovery.OpAnalysis, recovery.OpHandoff, recovery.OpQueueClear, recovery.OpQueueRetry:
	default:
		return RecoverState{}, fmt.Errorf("recovery: state: unknown manual request %q", w.Manual)
	}
	switch judgement {
	case recovery.JudgementNone, recovery.JudgementNoAnswer, recovery.JudgementContinue, recovery.JudgementDone:
	default:
		return RecoverState{}, fmt.Errorf("recovery: state: unknown judgement %q", w.Judgement)
	}
	page := recovery.Page{}
	if w.PageURL != "" {
		page = sites.ParsePageURL(w.PageURL)
	}
	page.TabID = w.TabID
	var target recovery.Page
	if w.TargetURL != "" {
		target = sites.ParsePageURL(w.TargetURL)
	}
	f := w.View
	in := recovery.Input{
		Sites:               sites,
		Now:                 w.Now.Time,
		Page:                page,
		TargetPage:          target,
		Workspace:           recovery.Workspace{Working: append([]string(nil), w.Workspace.Working...), Summary: w.Workspace.Summary},
		Manual:              manual,
		Judgement:           judgement,
		Bound:               w.Bound,
		WorkspaceWorking:    w.WorkspaceWorking,
		PendingMutation:     w.PendingMutation,
		Delivery:            d,
		VisibleTokens:       w.VisibleTokens,
		ExtraReservedTokens: w.ExtraReservedTokens,
		Turns:               w.Turns,
		State:               st,
		View: recovery.View{
			TurnIndex: -1, LastChange: f.LastChange.Time,
			Draft: f.Draft, ComposerBusy: f.ComposerBusy, ToolRunning: f.ToolRunning, PermissionCard: f.PermissionCard,
			RetryDisabled: f.RetryDisabled, RateLimitVisible: f.RateLimitVisible, Interrupted: f.Interrupted,
		},
	}
	if w.Auto != nil {
		in.Auto = *w.Auto
	} else {
		in.Auto, _ = recovery.AutoFor(st.Automation, st.Binding)
	}
	for _, t := range w.RateLimitEvents {
		if err := timeInRange("rate_limit_events_ms", t); err != nil {
			return RecoverState{}, err
		}
		if !t.IsZero() {
			in.RateLimitEvents = append(in.RateLimitEvents, t.Time)
		}
	}
	return RecoverState{Check: c, Input: in}, nil
}

// RecoverInput is one recorded recovery case with its page already turned
// into a recovery.View.
type RecoverInput struct {
	// Source names the case in the report.
	Source string
	// Page is the page evidence; Known is false when the case has no page.
	// The page facts of state.json (draft, cards, last change, …) are
	// merged into it: flags are ORed, LastChange taken from state.json.
	Page recovery.View
	// Server, Target and Packet are the optional sections, nil when absent.
	Server []byte
	// Target is target.json, a handoff target's conversation snapshot
	// (like Server); nil when absent: the target is then unverified.
	Target []byte
	// Packet is packet.txt, the raw handoff packet; nil when absent.
	Packet []byte
	// State is state.json.
	State []byte
	// Sites are the chat sites its page URLs are read with and the
	// decision knows (recovery.Input.Sites): pageview.Sites of the run's
	// profiles; nil is recovery.DefaultSites.
	Sites recovery.Sites
}

// RecoverReport is the chatproof.recover/v1 answer for one case. The
// domain values it reports (the page, the batch, the dropped entries, the
// pressure signals and the next State) are recovery's own, in their JSON
// form; the rest summarises the decision and the evidence read.
type RecoverReport struct {
	// Schema is always RecoverSchema.
	Schema string `json:"schema"`
	// Source names the case (RecoverInput.Source); "" when the caller
	// gave none.
	Source string `json:"source"`
	// Requested is the check state.json asked for; Check the one that
	// answered (they differ under "auto").
	Requested string `json:"requested"`
	// Check is the check that answered (Decision.Check); "auto" when no
	// single check did (Decide found nothing to do).
	Check string `json:"check"`
	// Action is what the caller may do now (Decision.Action), one of the
	// closed set of actions.
	Action string `json:"action"`
	// Reason is the reason code that decided Action (Decision.Reason).
	Reason string `json:"reason"`
	// Reasons is Reason first, then every other contributing reason code
	// (Decision.Reasons): at most MaxReasons codes, never null.
	Reasons []string `json:"reasons"`
	// Verdict is the check's finding (Decision.Verdict), whether or not
	// acting on it is allowed.
	Verdict string `json:"verdict"`
	// WaitMS, for a wait or backoff, is how long to wait before asking
	// again, in milliseconds (Decision.Wait); 0 when no time is known or
	// nothing is to be awaited.
	WaitMS int64 `json:"wait_ms"`
	// Message is the text to send (a progress message, a continuation or
	// a handoff seed: Decision.Message); "" when the action sends none.
	Message string `json:"message"`
	// Auto is whether Auto was on for the case and AutoFor's reason.
	Auto RecoverAuto `json:"auto"`
	// Page is the page the case ran on (from page_url and tab_id).
	Page recovery.Page `json:"page"`
	// Batch is the queue batch to deliver (Decision.Batch); empty (ids
	// [], never null) unless the action is deliver_queue.
	Batch recovery.Batch `json:"batch"`
	// Dropped lists the queue entries the decision dropped, with why
	// (Decision.Dropped); empty, never null, when none.
	Dropped []recovery.Dropped `json:"dropped"`
	// View summarises the page evidence the decision read: the page
	// snapshot merged with the page facts of state.json.
	View RecoverView `json:"view"`
	// Server summarises server.json, the current conversation's snapshot.
	Server RecoverSnapshot `json:"server"`
	// Target summarises target.json, a handoff target's snapshot.
	Target RecoverSnapshot `json:"target"`
	// Packet summarises packet.txt, the handoff packet.
	Packet RecoverPacket `json:"packet"`
	// Pressure is the context-pressure signals of the case's input
	// (Policy.Pressure).
	Pressure recovery.PressureSignals `json:"pressure"`
	// Next is the next State in its JSON form: persist it, or feed it back
	// as a case's "state".
	Next recovery.State `json:"next"`
}

// RecoverAuto is the automation of the case: whether Auto is on and, from
// the persisted preferences and binding, AutoFor's reason.
type RecoverAuto struct {
	// On is the Auto the decision used: state.json's "auto" when given,
	// otherwise AutoFor's answer.
	On bool `json:"on"`
	// Reason is AutoFor's reason code for the persisted preferences and
	// binding (auto_on, project_permission_off, project_auto_off,
	// conversation_auto_off, not_bound), even when "auto" overrides On.
	Reason string `json:"reason"`
}

// RecoverView summarises the page evidence used: the View's ids and flags,
// with the length of its text instead of the text.
type RecoverView struct {
	// Known is the view's Known (recovery.View).
	Known bool `json:"known"`
	// AssistantID is the view's AssistantID (recovery.View).
	AssistantID string `json:"assistant_id"`
	// UserID is the view's UserID (recovery.View).
	UserID string `json:"user_id"`
	// TextLen is the length of View.Text, the current response's visible
	// text, in runes; 0 without a response.
	TextLen int `json:"text_len"`
	// TurnIndex is the view's TurnIndex (recovery.View).
	TurnIndex int `json:"turn_index"`
	// Finished is the view's Finished (recovery.View).
	Finished bool `json:"finished"`
	// Streaming is the view's Streaming (recovery.View).
	Streaming bool `json:"streaming"`
	// ThreadError is the view's ThreadError (recovery.View).
	ThreadError bool `json:"thread_error"`
	// Interrupted is the view's Interrupted (recovery.View).
	Interrupted bool `json:"interrupted"`
	// RateLimitVisible is the view's RateLimitVisible (recovery.View).
	RateLimitVisible bool `json:"rate_limit_visible"`
	// Draft is the view's Draft (recovery.View).
	Draft bool `json:"draft"`
	// ComposerBusy is the view's ComposerBusy (recovery.View).
	ComposerBusy bool `json:"composer_busy"`
	// ToolRunning is the view's ToolRunning (recovery.View).
	ToolRunning bool `json:"tool_running"`
	// PermissionCard is the view's PermissionCard (recovery.View).
	PermissionCard bool `json:"permission_card"`
}

// RecoverSnapshot summarises a conversation snapshot section.
type RecoverSnapshot struct {
	// Present: the case has the section. False means the snapshot is
	// unavailable, and every other field is empty but AssistantFinished
	// ("unknown").
	Present bool `json:"present"`
	// OK: the section decoded (Server.OK). Present but not OK means it
	// proves nothing; Error says why.
	OK bool `json:"ok"`
	// Error is DecodeServer's error text, at most 200 bytes cut at a rune
	// boundary; "" when the section decoded or is absent.
	Error string `json:"error"`
	// ConversationID, ProjectID, CurrentNode and CurrentNodeRole are the
	// Server's; "" when the snapshot has none. ConversationID is its id.
	ConversationID string `json:"conversation_id"`
	// ProjectID is the Server's ProjectID.
	ProjectID string `json:"project_id"`
	// CurrentNode is the Server's CurrentNode.
	CurrentNode string `json:"current_node"`
	// CurrentNodeRole is the Server's CurrentNodeRole.
	CurrentNodeRole string `json:"current_node_role"`
	// AssistantID is the id of the reply to the latest user message
	// (Server.Assistant); "" when the server has none.
	AssistantID string `json:"assistant_id"`
	// AssistantFinished is that reply's Finish (finished, unfinished,
	// unknown); "unknown" without a reply or a snapshot.
	AssistantFinished string `json:"assistant_finished"`
	// AssistantTextLen is that reply's Message.CompareLen: the comparable
	// runes (letters and digits) of its whole text; 0 without a reply.
	AssistantTextLen int `json:"assistant_text_len"`
	// LatestUserID is Server.LatestUser's id; "" when none was found.
	LatestUserID string `json:"latest_user_id"`
	// FirstUserID is Server.FirstUser's id; "" unless the walk reached the
	// root (see Server.FirstUser).
	FirstUserID string `json:"first_user_id"`
}

// RecoverPacket summarises the handoff packet.
type RecoverPacket struct {
	// Present: the case has packet.txt. False means no packet was
	// captured, and every other field is empty.
	Present bool `json:"present"`
	// Valid: ParsePacket accepted it.
	Valid bool `json:"valid"`
	// TransferID is the valid packet's transfer id; "" when invalid or
	// absent.
	TransferID string `json:"transfer_id"`
	// Error is the invalid packet's reason code (PacketError.Reason,
	// packet_*); "" when valid or absent.
	Error string `json:"error"`
	// Section is the section the error concerns (PacketError.Section); ""
	// when none.
	Section string `json:"section"`
	// Chars is the valid packet's length in characters (runes), markers
	// included, at most Policy.MaxPacketChars; 0 when invalid or absent.
	Chars int `json:"chars"`
}

// maxErrorText bounds the error text of a report.
const maxErrorText = 200

// RunRecover decodes a recovery case and runs its check under p. An
// invalid or missing state.json is an error; an invalid snapshot or packet
// is not (it is reported, and the decision fails closed on it).
func RunRecover(p recovery.Policy, c RecoverInput) (RecoverReport, error) {
	if c.State == nil {
		return RecoverReport{}, ErrNoRecoverState
	}
	cs, err := DecodeRecoverStateIn(c.State, c.Sites)
	if err != nil {
		return RecoverReport{}, err
	}
	in := cs.Input
	in.View = mergeView(c.Page, in.View)
	rep := RecoverReport{Schema: RecoverSchema, Source: c.Source, Requested: string(cs.Check)}
	in.Server, rep.Server = decodeSnapshot(c.Server)
	in.Target, rep.Target = decodeSnapshot(c.Target)
	in.Packet = c.Packet
	rep.Packet = packetSummary(c.Packet, p.MaxPacketChars)

	d, next, _ := p.Run(cs.Check, in)
	rep.Check = string(d.Check)
	rep.Action = string(d.Action)
	rep.Reason = d.Reason
	rep.Reasons = append([]string{}, d.Reasons...)
	rep.Verdict = d.Verdict
	rep.WaitMS = d.Wait.Milliseconds()
	rep.Message = d.Message
	_, autoReason := recovery.AutoFor(in.State.Automation, in.State.Binding)
	rep.Auto = RecoverAuto{On: in.Auto, Reason: autoReason}
	rep.Page = in.Page
	rep.Batch = recovery.Batch{IDs: append([]string{}, d.Batch.IDs...), Text: d.Batch.Text}
	rep.Dropped = append([]recovery.Dropped{}, d.Dropped...)
	v := in.View
	rep.View = RecoverView{
		Known: v.Known, AssistantID: v.AssistantID, UserID: v.UserID, TextLen: utf8.RuneCountInString(v.Text),
		TurnIndex: v.TurnIndex, Finished: v.Finished, Streaming: v.Streaming,
		ThreadError: v.ThreadError, Interrupted: v.Interrupted, RateLimitVisible: v.RateLimitVisible,
		Draft: v.Draft, ComposerBusy: v.ComposerBusy, ToolRunning: v.ToolRunning, PermissionCard: v.PermissionCard,
	}
	rep.Pressure = p.Pressure(in)
	rep.Next = next
	return rep, nil
}

// mergeView combines the page evidence with the page facts of state.json.
func mergeView(page, facts recovery.View) recovery.View {
	v := page
	if !v.Known {
		v = recovery.View{TurnIndex: -1}
	}
	v.LastChange = facts.LastChange
	v.Draft = v.Draft || facts.Draft
	v.ComposerBusy = v.ComposerBusy || facts.ComposerBusy
	v.ToolRunning = v.ToolRunning || facts.ToolRunning
	v.PermissionCard = v.PermissionCard || facts.PermissionCard
	v.RetryDisabled = v.RetryDisabled || facts.RetryDisabled
	v.RateLimitVisible = v.RateLimitVisible || facts.RateLimitVisible
	v.Interrupted = v.Interrupted || facts.Interrupted
	return v
}

func decodeSnapshot(data []byte) (recovery.Server, RecoverSnapshot) {
	if data == nil {
		return recovery.Server{}, RecoverSnapshot{AssistantFinished: string(recovery.FinishUnknown)}
	}
	s, err := recovery.DecodeServer(data)
	r := RecoverSnapshot{Present: true, AssistantFinished: string(recovery.FinishUnknown)}
	if err != nil {
		r.Error = bound.Bytes(err.Error(), maxErrorText)
		return recovery.Server{}, r
	}
	r.OK = true
	r.ConversationID = s.ConversationID
	r.ProjectID = s.ProjectID
	r.CurrentNode = s.CurrentNode
	r.CurrentNodeRole = s.CurrentNodeRole
	r.AssistantID = s.Assistant.ID
	if s.Assistant.Present() {
		r.AssistantFinished = string(s.Assistant.Finished)
	}
	r.AssistantTextLen = s.Assistant.CompareLen
	r.LatestUserID = s.LatestUser.ID
	r.FirstUserID = s.FirstUser.ID
	return s, r
}

func packetSummary(data []byte, maxChars int) RecoverPacket {
	if data == nil {
		return RecoverPacket{}
	}
	pk, err := recovery.ParsePacket(data, maxChars)
	var pe *recovery.PacketError
	if errors.As(err, &pe) {
		return RecoverPacket{Present: true, Error: pe.Reason, Section: pe.Section}
	}
	return RecoverPacket{Present: true, Valid: true, TransferID: pk.TransferID, Chars: pk.Chars}
}
