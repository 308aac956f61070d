package recovery

import (
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/chatproof/chatproof/internal/bound"
	"github.com/chatproof/chatproof/internal/strictjson"
)

// ReportSchema is the value of Report.Schema.
const ReportSchema = "chatproof.recover/v1"

// A recorded case is a txtar archive with these sections (see doc.go for
// the state.json shape):
const (
	SectionPage   = "page.html"   // the page snapshot (optional: without it the view is unknown)
	SectionServer = "server.json" // the current conversation's snapshot (optional: absent means unavailable)
	SectionTarget = "target.json" // a handoff target's snapshot (optional)
	SectionPacket = "packet.txt"  // the handoff packet (optional)
	SectionState  = "state.json"  // time, context facts and persisted State (required)
)

// ErrNoState: a case without state.json.
var ErrNoState = errors.New("recovery: case has no state.json")

// CaseState is a decoded state.json: which check to run and the Input
// without page and snapshots (View carries only the page facts state.json
// holds; View.Known is false).
type CaseState struct {
	// Check is the check state.json asks for; CheckAuto when it names
	// none.
	Check Check
	// Input is the decision input state.json describes: the time, page
	// URLs, context facts and persisted State. Server, Target and Packet
	// are empty (they come from their own sections), and View holds only
	// the page facts, with Known false and TurnIndex -1.
	Input Input
}

// wireCase is the JSON shape of state.json.
type wireCase struct {
	Check               string   `json:"check"`
	NowMS               int64    `json:"now_ms"`
	Auto                *bool    `json:"auto"`
	PageURL             string   `json:"page_url"`
	TabID               int      `json:"tab_id"`
	TargetURL           string   `json:"target_url"`
	Workspace           wireWork `json:"workspace"`
	Manual              string   `json:"manual"`
	Judgement           string   `json:"judgement"`
	Bound               bool     `json:"bound"`
	WorkspaceWorking    bool     `json:"workspace_working"`
	PendingMutation     bool     `json:"pending_mutation"`
	Delivery            string   `json:"delivery"`
	View                wireView `json:"view"`
	RateLimitEventsMS   []int64  `json:"rate_limit_events_ms"`
	VisibleTokens       int      `json:"visible_tokens"`
	ExtraReservedTokens int      `json:"extra_reserved_tokens"`
	Turns               int      `json:"turns"`
	State               State    `json:"state"`
}

// wireWork is the workspace report of state.json.
type wireWork struct {
	Working []string `json:"working"`
	Summary string   `json:"summary"`
}

// wireView holds the page facts a snapshot verdict does not carry.
type wireView struct {
	LastChangeMS     int64 `json:"last_change_ms"`
	Draft            bool  `json:"draft"`
	ComposerBusy     bool  `json:"composer_busy"`
	ToolRunning      bool  `json:"tool_running"`
	PermissionCard   bool  `json:"permission_card"`
	RetryDisabled    bool  `json:"retry_disabled"`
	RateLimitVisible bool  `json:"rate_limit_visible"`
	Interrupted      bool  `json:"interrupted"`
}

// DecodeState decodes a state.json document strictly, under the module's
// one rule for recorded inputs: a key that differs from a field's JSON name
// (in case too), a key given twice, an unknown key, trailing data,
// out-of-range times, negative counts, an unknown check, delivery or
// handoff status are errors.
func DecodeState(data []byte) (CaseState, error) {
	if len(data) > MaxStateBytes {
		return CaseState{}, fmt.Errorf("recovery: state: larger than %d bytes", MaxStateBytes)
	}
	if !utf8.Valid(data) {
		return CaseState{}, errors.New("recovery: state: not UTF-8")
	}
	var w wireCase
	if err := strictjson.Decode(data, &w); err != nil {
		return CaseState{}, fmt.Errorf("recovery: state: %w", err)
	}
	c := Check(w.Check)
	known := c == ""
	for _, k := range Checks {
		known = known || c == k
	}
	if !known {
		return CaseState{}, fmt.Errorf("recovery: state: unknown check %q", w.Check)
	}
	if c == "" {
		c = CheckAuto
	}
	var d Delivery
	switch w.Delivery {
	case "", "unknown":
		d = DeliveryUnknown
	case string(DeliveryNone), string(DeliveryConfirmed), string(DeliveryUncertain):
		d = Delivery(w.Delivery)
	default:
		return CaseState{}, fmt.Errorf("recovery: state: unknown delivery %q", w.Delivery)
	}
	var f stateFaults
	f.time("now_ms", Millis(w.NowMS))
	f.time("view.last_change_ms", Millis(w.View.LastChangeMS))
	if len(f) > 0 {
		return CaseState{}, f[0]
	}
	if w.NowMS == 0 {
		return CaseState{}, errors.New("recovery: state: now_ms is required")
	}
	if w.VisibleTokens < 0 || w.ExtraReservedTokens < 0 || w.Turns < 0 {
		return CaseState{}, errors.New("recovery: state: negative token or turn count")
	}
	if len(w.RateLimitEventsMS) > MaxWireItems {
		return CaseState{}, fmt.Errorf("recovery: state: more than %d rate-limit events", MaxWireItems)
	}
	st, err := w.State.Checked()
	if err != nil {
		return CaseState{}, err
	}
	if w.TabID < 0 {
		return CaseState{}, errors.New("recovery: state: negative tab_id")
	}
	if len(w.Workspace.Working) > MaxWireItems {
		return CaseState{}, fmt.Errorf("recovery: state: more than %d working agents", MaxWireItems)
	}
	manual, judgement := Operation(w.Manual), Judgement(w.Judgement)
	switch manual {
	case "", OpContinue, OpMonitor, OpAnalysis, OpHandoff, OpQueueClear, OpQueueRetry:
	default:
		return CaseState{}, fmt.Errorf("recovery: state: unknown manual request %q", w.Manual)
	}
	switch judgement {
	case JudgementNone, JudgementNoAnswer, JudgementContinue, JudgementDone:
	default:
		return CaseState{}, fmt.Errorf("recovery: state: unknown judgement %q", w.Judgement)
	}
	page := Page{}
	if w.PageURL != "" {
		page = ParsePageURL(w.PageURL)
	}
	page.TabID = w.TabID
	var target Page
	if w.TargetURL != "" {
		target = ParsePageURL(w.TargetURL)
	}
	in := Input{
		Now:                 Millis(w.NowMS).Time,
		Page:                page,
		TargetPage:          target,
		Workspace:           Workspace{Working: append([]string(nil), w.Workspace.Working...), Summary: w.Workspace.Summary},
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
		View: View{
			TurnIndex:        -1,
			LastChange:       Millis(w.View.LastChangeMS).Time,
			Draft:            w.View.Draft,
			ComposerBusy:     w.View.ComposerBusy,
			ToolRunning:      w.View.ToolRunning,
			PermissionCard:   w.View.PermissionCard,
			RetryDisabled:    w.View.RetryDisabled,
			RateLimitVisible: w.View.RateLimitVisible,
			Interrupted:      w.View.Interrupted,
		},
	}
	if w.Auto != nil {
		in.Auto = *w.Auto
	} else {
		in.Auto, _ = AutoFor(st.Automation, st.Binding)
	}
	for _, ms := range w.RateLimitEventsMS {
		if f.time("rate_limit_events_ms", Millis(ms)); len(f) > 0 {
			return CaseState{}, f[0]
		}
		if ms != 0 {
			in.RateLimitEvents = append(in.RateLimitEvents, Millis(ms).Time)
		}
	}
	return CaseState{Check: c, Input: in}, nil
}

// Case is one recorded case with its page already turned into a View.
type Case struct {
	// Source names the case in the report.
	Source string
	// Page is the page evidence; Known is false when the case has no page.
	// The page facts of state.json (draft, cards, last change, …) are
	// merged into it: flags are ORed, LastChange taken from state.json.
	Page View
	// Server, Target and Packet are the optional sections, nil when absent.
	Server []byte
	// Target is target.json, a handoff target's conversation snapshot
	// (like Server); nil when absent: the target is then unverified.
	Target []byte
	// Packet is packet.txt, the raw handoff packet; nil when absent.
	Packet []byte
	// State is state.json.
	State []byte
}

// Report is the chatproof.recover/v1 answer for one case.
type Report struct {
	// Schema is always ReportSchema.
	Schema string `json:"schema"`
	// Source names the case (Case.Source); "" when the caller gave none.
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
	Auto AutoReport `json:"auto"`
	// Page is the page the case ran on (from page_url and tab_id).
	Page PageReport `json:"page"`
	// Batch is the queue batch to deliver (Decision.Batch); empty unless
	// the action is deliver_queue.
	Batch BatchReport `json:"batch"`
	// Dropped lists the queue entries the decision dropped, with why
	// (Decision.Dropped); empty, never null, when none.
	Dropped []DroppedReport `json:"dropped"`
	// View summarises the page evidence the decision read: the page
	// snapshot merged with the page facts of state.json.
	View ViewReport `json:"view"`
	// Server summarises server.json, the current conversation's snapshot.
	Server ServerReport `json:"server"`
	// Target summarises target.json, a handoff target's snapshot.
	Target ServerReport `json:"target"`
	// Packet summarises packet.txt, the handoff packet.
	Packet PacketReport `json:"packet"`
	// Pressure is the context-pressure signals of the case's input.
	Pressure PressureReport `json:"pressure"`
	// Next is the next State in its JSON form: persist it, or feed it back
	// as a case's "state".
	Next State `json:"next"`
}

// BatchReport is the queued batch of an ActionDeliverQueue decision.
type BatchReport struct {
	// IDs are the ids of the batch's entries in queue order (Batch.IDs):
	// at most Policy.QueueMaxEntries; empty, never null, without a batch.
	IDs []string `json:"ids"`
	// Text is the merged text to send (Batch.Text), at most
	// Policy.QueueMaxChars characters; "" without a batch.
	Text string `json:"text"`
}

// AutoReport is the automation of the case: whether Auto is on and, from
// the persisted preferences and binding, AutoFor's reason.
type AutoReport struct {
	// On is the Auto the decision used: state.json's "auto" when given,
	// otherwise AutoFor's answer.
	On bool `json:"on"`
	// Reason is AutoFor's reason code for the persisted preferences and
	// binding (auto_on, project_permission_off, project_auto_off,
	// conversation_auto_off, not_bound), even when "auto" overrides On.
	Reason string `json:"reason"`
}

// PageReport is the page the case runs on.
type PageReport struct {
	// Site is Page.Site (chatgpt, zai, deepseek); "" when unknown.
	Site string `json:"site"`
	// Kind is Page.Kind (root, project_home, conversation); "" when
	// unknown or not said.
	Kind string `json:"kind"`
	// ProjectID is Page.ProjectID; "" outside a Project.
	ProjectID string `json:"project_id"`
	// ConversationID is Page.ConversationID; "" on a page without one.
	ConversationID string `json:"conversation_id"`
	// TabID is Page.TabID; 0 when unknown.
	TabID int `json:"tab_id"`
}

// DroppedReport is a queue entry a decision dropped, with the reason code.
type DroppedReport struct {
	// ID is the dropped entry's id (Dropped.ID).
	ID string `json:"id"`
	// Reason is why (Dropped.Reason): queue_entry_expired or
	// queue_entry_too_long.
	Reason string `json:"reason"`
}

// ViewReport summarises the page evidence used.
type ViewReport struct {
	// Known is View.Known: false when the case has no page, and every
	// page finding is then unknown.
	Known bool `json:"known"`
	// AssistantID is View.AssistantID; "" when the page shows no reply
	// after the latest user message.
	AssistantID string `json:"assistant_id"`
	// UserID is View.UserID, the sent message's id; "" when unknown.
	UserID string `json:"user_id"`
	// TextLen is the length of View.Text, the current response's visible
	// text, in runes; 0 without a response.
	TextLen int `json:"text_len"`
	// TurnIndex is View.TurnIndex; -1 when unknown.
	TurnIndex int `json:"turn_index"`
	// Finished is View.Finished: the response has its finished-action bar.
	Finished bool `json:"finished"`
	// Streaming is View.Streaming: strong activity on the page.
	Streaming bool `json:"streaming"`
	// ThreadError is View.ThreadError: the send-timeout error card.
	ThreadError bool `json:"thread_error"`
	// Interrupted is View.Interrupted: a disconnected-stream placeholder.
	Interrupted bool `json:"interrupted"`
	// RateLimitVisible is View.RateLimitVisible: a visible rate-limit
	// error.
	RateLimitVisible bool `json:"rate_limit_visible"`
	// Draft is View.Draft: unsent human text in the composer.
	Draft bool `json:"draft"`
	// ComposerBusy is View.ComposerBusy.
	ComposerBusy bool `json:"composer_busy"`
	// ToolRunning is View.ToolRunning: a tool runs in the page.
	ToolRunning bool `json:"tool_running"`
	// PermissionCard is View.PermissionCard: a tool permission card waits.
	PermissionCard bool `json:"permission_card"`
}

// ServerReport summarises a conversation snapshot.
type ServerReport struct {
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
	// ConversationID is Server.ConversationID; "" when the snapshot has
	// none.
	ConversationID string `json:"conversation_id"`
	// ProjectID is Server.ProjectID; "" outside a Project.
	ProjectID string `json:"project_id"`
	// CurrentNode is Server.CurrentNode, the snapshot's current_node.
	CurrentNode string `json:"current_node"`
	// CurrentNodeRole is Server.CurrentNodeRole; "" when current_node has
	// no message.
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

// PacketReport summarises the handoff packet.
type PacketReport struct {
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

// PressureReport is the context-pressure signals.
type PressureReport struct {
	// Level is the context-pressure level: none, warning, prepare,
	// recommend, required or high_risk.
	Level string `json:"level"`
	// Tokens is the estimated tokens: visible_tokens plus
	// extra_reserved_tokens.
	Tokens int `json:"tokens"`
	// Messages is the monotonic message floor, the highest
	// conversation-turn-N index seen (this page's included).
	Messages int `json:"messages"`
	// Turns is the number of user turns the case gave; 0 when unknown.
	Turns int `json:"turns"`
}

// maxErrorText bounds the error text of a report.
const maxErrorText = 200

// RunCase decodes a case and runs its check. An invalid or missing
// state.json is an error; an invalid snapshot or packet is not (it is
// reported, and the decision fails closed on it).
func (p Policy) RunCase(c Case) (Report, error) {
	p = p.withDefaults()
	if c.State == nil {
		return Report{}, ErrNoState
	}
	cs, err := DecodeState(c.State)
	if err != nil {
		return Report{}, err
	}
	in := cs.Input
	in.View = mergeView(c.Page, in.View)
	rep := Report{Schema: ReportSchema, Source: c.Source, Requested: string(cs.Check)}
	in.Server, rep.Server = decodeSection(c.Server)
	in.Target, rep.Target = decodeSection(c.Target)
	in.Packet = c.Packet
	rep.Packet = p.packetReport(c.Packet)

	d, next, _ := p.Run(cs.Check, in)
	rep.Check = string(d.Check)
	rep.Action = string(d.Action)
	rep.Reason = d.Reason
	rep.Reasons = append([]string{}, d.Reasons...)
	rep.Verdict = d.Verdict
	rep.WaitMS = d.Wait.Milliseconds()
	rep.Message = d.Message
	_, autoReason := AutoFor(in.State.Automation, in.State.Binding)
	rep.Auto = AutoReport{On: in.Auto, Reason: autoReason}
	pg := in.Page
	rep.Page = PageReport{Site: string(pg.Site), Kind: string(pg.Kind), ProjectID: pg.ProjectID, ConversationID: pg.ConversationID, TabID: pg.TabID}
	rep.Batch = BatchReport{IDs: append([]string{}, d.Batch.IDs...), Text: d.Batch.Text}
	rep.Dropped = []DroppedReport{}
	for _, x := range d.Dropped {
		rep.Dropped = append(rep.Dropped, DroppedReport(x))
	}
	v := in.View
	rep.View = ViewReport{
		Known: v.Known, AssistantID: v.AssistantID, UserID: v.UserID, TextLen: utf8.RuneCountInString(v.Text),
		TurnIndex: v.TurnIndex, Finished: v.Finished, Streaming: v.Streaming,
		ThreadError: v.ThreadError, Interrupted: v.Interrupted, RateLimitVisible: v.RateLimitVisible,
		Draft: v.Draft, ComposerBusy: v.ComposerBusy, ToolRunning: v.ToolRunning, PermissionCard: v.PermissionCard,
	}
	sig := p.Pressure(in)
	rep.Pressure = PressureReport{Level: sig.Level, Tokens: sig.Tokens, Messages: sig.Messages, Turns: sig.Turns}
	rep.Next = next
	return rep, nil
}

// mergeView combines the page evidence with the page facts of state.json.
func mergeView(page, facts View) View {
	v := page
	if !v.Known {
		v = View{TurnIndex: -1}
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

func decodeSection(data []byte) (Server, ServerReport) {
	if data == nil {
		return Server{}, ServerReport{AssistantFinished: string(FinishUnknown)}
	}
	s, err := DecodeServer(data)
	r := ServerReport{Present: true, AssistantFinished: string(FinishUnknown)}
	if err != nil {
		r.Error = bound.Bytes(err.Error(), maxErrorText)
		return Server{}, r
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

func (p Policy) packetReport(data []byte) PacketReport {
	if data == nil {
		return PacketReport{}
	}
	pk, err := ParsePacket(data, p.MaxPacketChars)
	var pe *PacketError
	if errors.As(err, &pe) {
		return PacketReport{Present: true, Error: pe.Reason, Section: pe.Section}
	}
	return PacketReport{Present: true, Valid: true, TransferID: pk.TransferID, Chars: pk.Chars}
}
