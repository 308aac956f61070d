package recovery

import (
	"math/rand/v2"
	"reflect"
	"testing"
	"time"
)

// progressInput is a quiet moment on the Project's delivery target, with
// Auto on.
func progressInput() Input {
	in := baseInput()
	in.Page = Page{Site: SiteChatGPT, Kind: PageConversation, ProjectID: projA, ConversationID: "c1", TabID: 3}
	in.State.Binding = Binding{Scope: ScopeProject, Workspace: "ws", ProjectID: projA, Conversation: "c1"}
	in.State.Automation = Automation{ProjectPermission: true, ProjectAuto: map[string]bool{projA: true}}
	return in
}

// TestProgressNoSpamNoRepeat drives the progress decision with generated
// working sets and outputs, and checks after every step that
//
//   - a message carries new output (a summary other than the last sent)
//     or is the fallback, at least ProgressFallback after the previous
//     message;
//   - replaying the same moment with the returned State (a worker
//     restart) sends nothing;
//   - the planner wakes only when the working set is empty, once per
//     working period, and a settle changes nothing but the observation.
func TestProgressNoSpamNoRepeat(t *testing.T) {
	p := Policy{}.withDefaults()
	counts := map[Action]int{}
	for seed := uint64(0); seed < 200; seed++ {
		r := rand.New(rand.NewPCG(seed, 19))
		in := progressInput()
		var lastSent time.Time
		lastSummary := ""
		wokeThisPeriod := false
		for step := 0; step < 120; step++ {
			in.Now = in.Now.Add(time.Duration(r.IntN(300)) * time.Second)
			in.Workspace = Workspace{}
			for _, a := range []string{"impl", "test"} {
				if r.IntN(3) != 0 {
					in.Workspace.Working = append(in.Workspace.Working, a)
				}
			}
			if r.IntN(2) == 0 {
				in.Workspace.Summary = "out " + itoa(r.IntN(3))
			}
			in.View.Draft = r.IntN(8) == 0
			before := in.State
			d, next := p.WorkspaceProgress(in)
			counts[d.Action]++
			switch d.Action {
			case ActionSendProgress:
				if d.Reason == ReasonProgressNewOutput && d.Message == lastSummary {
					t.Fatalf("seed %d step %d: the same summary twice", seed, step)
				}
				if d.Reason == ReasonProgressFallback && !lastSent.IsZero() && in.Now.Sub(lastSent) < p.ProgressFallback {
					t.Fatalf("seed %d step %d: fallback %v after the last message", seed, step, in.Now.Sub(lastSent))
				}
				lastSent = in.Now
				if d.Reason == ReasonProgressNewOutput {
					lastSummary = d.Message
				}
			case ActionWakePlanner:
				if len(in.workingSet()) != 0 || wokeThisPeriod {
					t.Fatalf("seed %d step %d: wake with %v working (woke already %v)", seed, step, in.workingSet(), wokeThisPeriod)
				}
				wokeThisPeriod = true
				if d.Verdict != VerdictSettled || next.Queue.Len() != before.Queue.Len() || next.Budget != before.Budget ||
					!reflect.DeepEqual(next.Handoff, before.Handoff) || next.LastSubmit != before.LastSubmit {
					t.Fatalf("a settle changed more than the observation: %+v", d)
				}
			}
			if len(in.workingSet()) > 0 {
				wokeThisPeriod = false
			}
			// A restart replays the moment with the persisted State.
			replay := in
			replay.State = next
			if d2, _ := p.WorkspaceProgress(replay); d.Action == ActionSendProgress && d2.Action == ActionSendProgress ||
				d.Action == ActionWakePlanner && d2.Action == ActionWakePlanner {
				t.Fatalf("seed %d step %d: a restart sent %s again", seed, step, d2.Action)
			}
			in.State = next
		}
	}
	for _, a := range []Action{ActionSendProgress, ActionWakePlanner, ActionWait, ActionNone} {
		if counts[a] == 0 {
			t.Errorf("no step decided %s: %v", a, counts)
		}
	}
}

// TestProgressGates: a wake goes only to the bound delivery target with
// Auto on, and waits for what must come first.
func TestProgressGates(t *testing.T) {
	settle := func(in *Input) {
		in.State.Progress = Progress{Armed: true, ArmedAt: At(at(0)), Working: []string{"impl"}}
	}
	runTable(t, Policy{}.WorkspaceProgress, []tcase{
		{name: "settle", reason: "the working set emptied", mod: func(in *Input) { *in = progressInput(); settle(in) },
			action: ActionWakePlanner, code: ReasonWorkspaceSettled},
		{name: "auto_off", reason: "Auto off: nothing automatic", mod: func(in *Input) { *in = progressInput(); settle(in); in.Auto = false },
			action: ActionNone, code: ReasonAutoOff},
		{name: "page_not_named", reason: "no page named: the target is not proven", mod: func(in *Input) { *in = progressInput(); settle(in); in.Page = Page{TabID: 7} },
			action: ActionNone, code: ReasonPageNotNamed},
		{name: "page_unknown", reason: "a page of unknown kind: the target is not proven", mod: func(in *Input) {
			*in = progressInput()
			settle(in)
			in.Page = ParsePageURL("https://chatgpt.com/settings")
		},
			action: ActionNone, code: ReasonPageUnknown},
		{name: "root", reason: "the root page runs binding controls only", mod: func(in *Input) {
			*in = progressInput()
			settle(in)
			in.Page = Page{Site: SiteChatGPT, Kind: PageRoot}
		}, action: ActionNone, code: ReasonPageNotConversation},
		{name: "not_target", reason: "another conversation of the Project", mod: func(in *Input) {
			*in = progressInput()
			settle(in)
			in.Page.ConversationID = "c2"
		}, action: ActionNone, code: ReasonBindingNotTarget},
		{name: "no_target", reason: "a Project binding without target has nowhere to deliver", mod: func(in *Input) {
			*in = progressInput()
			settle(in)
			in.State.Binding.Conversation = ""
		}, action: ActionWait, code: ReasonNotBound},
		{name: "handoff", reason: "a transfer pauses the source's wakes", mod: func(in *Input) {
			*in = progressInput()
			settle(in)
			in.State.Handoff = Handoff{TransferID: "t", Status: HandoffSummaryRequested}
		}, action: ActionWait, code: ReasonHandoffInProgress},
		{name: "cooldown", reason: "a wake is traffic: back off", mod: func(in *Input) {
			*in = progressInput()
			settle(in)
			in.View.RateLimitVisible = true
		}, action: ActionBackoff, code: ReasonRateLimitCooldown},
		{name: "queue_first", reason: "queued content first", mod: func(in *Input) {
			*in = progressInput()
			settle(in)
			in.State.Queue = Queue{Entries: []Entry{{ID: "q", Text: "next"}}}
		}, action: ActionWait, code: ReasonQueueFirst},
		{name: "streaming", reason: "the reply still streams", mod: func(in *Input) { *in = progressInput(); settle(in); in.View.Streaming = true },
			action: ActionWait, code: ReasonStreaming},
		{name: "tool", reason: "a tool runs", mod: func(in *Input) { *in = progressInput(); settle(in); in.View.ToolRunning = true },
			action: ActionWait, code: ReasonToolRunning},
		{name: "permission", reason: "a permission card waits", mod: func(in *Input) { *in = progressInput(); settle(in); in.View.PermissionCard = true },
			action: ActionWait, code: ReasonPermissionCard},
		{name: "busy", reason: "the composer is busy", mod: func(in *Input) { *in = progressInput(); settle(in); in.View.ComposerBusy = true },
			action: ActionWait, code: ReasonComposerBusy},
		{name: "deepseek", reason: "DeepSeek has progress wakes", mod: func(in *Input) {
			*in = progressInput()
			settle(in)
			in.Page = Page{Site: SiteDeepSeek, Kind: PageConversation, ConversationID: "d1", TabID: 3}
			in.State.Binding = Binding{Scope: ScopeConversation, Workspace: "ws", Conversation: "d1"}
		}, action: ActionWakePlanner, code: ReasonWorkspaceSettled},
	})
}

// TestManualControls: the HUD's manual actions are locked while Auto is
// on; a manual handoff is not; queue operations are the user's.
func TestManualControls(t *testing.T) {
	req := func(op Operation, auto bool) func(*Input) {
		return func(in *Input) {
			*in = progressInput()
			in.Manual, in.Auto = op, auto
		}
	}
	runTable(t, Policy{}.Manual, []tcase{
		{name: "continue_locked", reason: "Auto on", mod: req(OpContinue, true), action: ActionNone, code: ReasonManualLockedAutoOn},
		{name: "monitor_locked", reason: "Auto on", mod: req(OpMonitor, true), action: ActionNone, code: ReasonManualLockedAutoOn},
		{name: "analysis_locked", reason: "Auto on", mod: req(OpAnalysis, true), action: ActionNone, code: ReasonManualLockedAutoOn},
		{name: "continue", reason: "Auto off", mod: req(OpContinue, false), action: ActionRunManual, code: ReasonManualAllowed},
		{name: "continue_streaming", reason: "Continue waits for the reply", mod: func(in *Input) {
			req(OpContinue, false)(in)
			in.View.Streaming = true
		}, action: ActionWait, code: ReasonStreaming},
		{name: "handoff_auto_on", reason: "manual handoff with Auto on", mod: req(OpHandoff, true), action: ActionStartHandoff, code: ReasonManualAllowed},
		{name: "handoff_auto_off", reason: "manual handoff with Auto off", mod: req(OpHandoff, false), action: ActionStartHandoff, code: ReasonManualAllowed},
		{name: "handoff_twice", reason: "one transfer at a time", mod: func(in *Input) {
			req(OpHandoff, true)(in)
			in.State.Handoff = Handoff{TransferID: "t", Status: HandoffSummaryRequested}
		}, action: ActionWait, code: ReasonHandoffInProgress},
		{name: "handoff_not_target", reason: "only from the Project's target: another conversation's own state", mod: func(in *Input) {
			req(OpHandoff, true)(in)
			in.Page.ConversationID, in.State.ConversationID = "c2", "c2"
		}, action: ActionNone, code: ReasonHandoffUnsupported},
		{name: "handoff_other_state", reason: "the target's state on another conversation's page acts on nothing", mod: func(in *Input) {
			req(OpHandoff, true)(in)
			in.Page.ConversationID = "c2"
		}, action: ActionNone, code: ReasonStateOtherConversation},
		{name: "handoff_deepseek", reason: "DeepSeek has no manual handoff", mod: func(in *Input) {
			req(OpHandoff, true)(in)
			in.Page = Page{Site: SiteDeepSeek, Kind: PageConversation, ConversationID: "c1"}
		}, action: ActionNone, code: ReasonSiteUnsupported},
		{name: "handoff_zai", reason: "a bound z.ai conversation", mod: func(in *Input) {
			req(OpHandoff, false)(in)
			in.Page = Page{Site: SiteZAI, Kind: PageConversation, ConversationID: "c1"}
			in.State.Binding = Binding{Scope: ScopeConversation, Workspace: "ws", Conversation: "c1"}
		}, action: ActionStartHandoff, code: ReasonManualAllowed},
		{name: "queue_retry_draft", reason: "the click queues the draft instead", mod: func(in *Input) {
			req(OpQueueRetry, true)(in)
			in.View.Draft = true
		}, action: ActionNone, code: ReasonDraftPresent},
		{name: "queue_retry_streaming", reason: "a retry waits for the turn like any delivery", mod: func(in *Input) {
			req(OpQueueRetry, true)(in)
			in.State.Queue = Queue{Entries: []Entry{{ID: "q", Text: "next"}}, InFlight: []string{"q"}}
			in.Delivery, in.View.Streaming = DeliveryNone, true
		}, action: ActionWait, code: ReasonStreaming},
		{name: "queue_retry", reason: "a batch known not to have been sent goes again", mod: func(in *Input) {
			req(OpQueueRetry, true)(in)
			in.State.Queue = Queue{Entries: []Entry{{ID: "q", Text: "next"}}, InFlight: []string{"q"}}
			in.Delivery = DeliveryNone
		}, action: ActionDeliverQueue, code: ReasonQueueRetry},
		{name: "queue_clear_zai", reason: "the queue is ChatGPT's", mod: func(in *Input) {
			req(OpQueueClear, true)(in)
			in.Page = Page{Site: SiteZAI, Kind: PageConversation, ConversationID: "c1"}
		}, action: ActionNone, code: ReasonSiteUnsupported},
	})
}

// TestEndOfTurnNeverGuesses: whatever the reply says, without a judgement
// nothing continues; queued content always goes first; one continuation
// per reply.
func TestEndOfTurnNeverGuesses(t *testing.T) {
	p := Policy{}
	replies := []string{
		"Done.", "The next step is to run the tests.", "TODO: inspect Git.", "I will continue in the next message…",
		"Tests still need to run", "继续", "To be continued",
	}
	for _, text := range replies {
		for _, j := range []Judgement{JudgementNone, JudgementNoAnswer, JudgementDone, "maybe"} {
			in := progressInput()
			in.View.Text, in.Judgement = text, j
			if d, _ := p.EndOfTurn(in); d.Action != ActionNone {
				t.Errorf("%q with judgement %q: %s", text, j, d.Action)
			}
		}
		in := progressInput()
		in.View.Text, in.Judgement = text, JudgementContinue
		d, next := p.EndOfTurn(in)
		if d.Action != ActionContinue || d.Message != ContinueMessage {
			t.Errorf("%q, continue: %+v", text, d)
		}
		in.State = next
		if d, _ := p.EndOfTurn(in); d.Action == ActionContinue {
			t.Errorf("%q: a second continuation for the same reply", text)
		}
		in = progressInput()
		in.Judgement = JudgementContinue
		in.State.Queue = Queue{Entries: []Entry{{ID: "q", Text: "my next instruction"}}}
		if d, _ := p.EndOfTurn(in); d.Action != ActionDeliverQueue || d.Batch.Text != "my next instruction" {
			t.Errorf("queue first: %+v", d)
		}
	}
}
