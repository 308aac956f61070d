package recovery

import (
	"errors"
	"fmt"
	"unicode/utf8"

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
	Check Check
	Input Input
}

// wireCase is the JSON shape of state.json.
type wireCase struct {
	Check               string    `json:"check"`
	NowMS               int64     `json:"now_ms"`
	Auto                *bool     `json:"auto"`
	PageURL             string    `json:"page_url"`
	TabID               int       `json:"tab_id"`
	TargetURL           string    `json:"target_url"`
	Workspace           wireWork  `json:"workspace"`
	Manual              string    `json:"manual"`
	Judgement           string    `json:"judgement"`
	Bound               bool      `json:"bound"`
	WorkspaceWorking    bool      `json:"workspace_working"`
	PendingMutation     bool      `json:"pending_mutation"`
	Delivery            string    `json:"delivery"`
	View                wireView  `json:"view"`
	RateLimitEventsMS   []int64   `json:"rate_limit_events_ms"`
	VisibleTokens       int       `json:"visible_tokens"`
	ExtraReservedTokens int       `json:"extra_reserved_tokens"`
	Turns               int       `json:"turns"`
	State               WireState `json:"state"`
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
	for _, v := range []struct {
		name string
		ms   int64
	}{{"now_ms", w.NowMS}, {"view.last_change_ms", w.View.LastChangeMS}} {
		if err := checkMS(v.name, v.ms); err != nil {
			return CaseState{}, err
		}
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
	st, err := w.State.toState()
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
		Now:                 msTime(w.NowMS),
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
			LastChange:       msTime(w.View.LastChangeMS),
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
		if err := checkMS("rate_limit_events_ms", ms); err != nil {
			return CaseState{}, err
		}
		if ms != 0 {
			in.RateLimitEvents = append(in.RateLimitEvents, msTime(ms))
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
	Target []byte
	Packet []byte
	// State is state.json.
	State []byte
}

// Report is the chatproof.recover/v1 answer for one case.
type Report struct {
	Schema string `json:"schema"`
	Source string `json:"source"`
	// Requested is the check state.json asked for; Check the one that
	// answered (they differ under "auto").
	Requested string          `json:"requested"`
	Check     string          `json:"check"`
	Action    string          `json:"action"`
	Reason    string          `json:"reason"`
	Reasons   []string        `json:"reasons"`
	Verdict   string          `json:"verdict"`
	WaitMS    int64           `json:"wait_ms"`
	Message   string          `json:"message"`
	Auto      AutoReport      `json:"auto"`
	Page      PageReport      `json:"page"`
	Batch     BatchReport     `json:"batch"`
	Dropped   []DroppedReport `json:"dropped"`
	View      ViewReport      `json:"view"`
	Server    ServerReport    `json:"server"`
	Target    ServerReport    `json:"target"`
	Packet    PacketReport    `json:"packet"`
	Pressure  PressureReport  `json:"pressure"`
	Next      WireState       `json:"next"`
}

// BatchReport is the queued batch of an ActionDeliverQueue decision.
type BatchReport struct {
	IDs  []string `json:"ids"`
	Text string   `json:"text"`
}

// AutoReport is the automation of the case: whether Auto is on and, from
// the persisted preferences and binding, AutoFor's reason.
type AutoReport struct {
	On     bool   `json:"on"`
	Reason string `json:"reason"`
}

// PageReport is the page the case runs on.
type PageReport struct {
	Site           string `json:"site"`
	Kind           string `json:"kind"`
	ProjectID      string `json:"project_id"`
	ConversationID string `json:"conversation_id"`
	TabID          int    `json:"tab_id"`
}

// DroppedReport is a queue entry a decision dropped, with the reason code.
type DroppedReport struct {
	ID     string `json:"id"`
	Reason string `json:"reason"`
}

// ViewReport summarises the page evidence used.
type ViewReport struct {
	Known            bool   `json:"known"`
	AssistantID      string `json:"assistant_id"`
	UserID           string `json:"user_id"`
	TextLen          int    `json:"text_len"`
	TurnIndex        int    `json:"turn_index"`
	Finished         bool   `json:"finished"`
	Streaming        bool   `json:"streaming"`
	ThreadError      bool   `json:"thread_error"`
	Interrupted      bool   `json:"interrupted"`
	RateLimitVisible bool   `json:"rate_limit_visible"`
	Draft            bool   `json:"draft"`
	ComposerBusy     bool   `json:"composer_busy"`
	ToolRunning      bool   `json:"tool_running"`
	PermissionCard   bool   `json:"permission_card"`
}

// ServerReport summarises a conversation snapshot.
type ServerReport struct {
	Present           bool   `json:"present"`
	OK                bool   `json:"ok"`
	Error             string `json:"error"`
	ConversationID    string `json:"conversation_id"`
	ProjectID         string `json:"project_id"`
	CurrentNode       string `json:"current_node"`
	CurrentNodeRole   string `json:"current_node_role"`
	AssistantID       string `json:"assistant_id"`
	AssistantFinished string `json:"assistant_finished"`
	AssistantTextLen  int    `json:"assistant_text_len"`
	LatestUserID      string `json:"latest_user_id"`
	FirstUserID       string `json:"first_user_id"`
}

// PacketReport summarises the handoff packet.
type PacketReport struct {
	Present    bool   `json:"present"`
	Valid      bool   `json:"valid"`
	TransferID string `json:"transfer_id"`
	Error      string `json:"error"`
	Section    string `json:"section"`
	Chars      int    `json:"chars"`
}

// PressureReport is the context-pressure signals.
type PressureReport struct {
	Level    string `json:"level"`
	Tokens   int    `json:"tokens"`
	Messages int    `json:"messages"`
	Turns    int    `json:"turns"`
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
		rep.Dropped = append(rep.Dropped, DroppedReport{ID: x.ID, Reason: x.Reason})
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
	rep.Next = next.Wire()
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
		r.Error = truncateUTF8(err.Error(), maxErrorText)
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
