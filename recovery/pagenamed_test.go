package recovery

import (
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/internal/testflag"
)

// pageChecks are the checks that need a conversation page: with no page
// named each answers ActionNone with page_not_named. RateLimit (backoff
// only, no traffic) and ResolveBinding (page_unknown) are the others.
var pageChecks = []Check{
	CheckAuto, CheckStaleView, CheckSendTimeout, CheckInterrupted, CheckPageHealth,
	CheckContextPressure, CheckHandoff, CheckQueue, CheckProgress, CheckManual, CheckEndOfTurn,
}

// traffic are the actions that create page, API or conversation traffic
// or move the conversation: the ones a missing page must never lead to.
var traffic = map[Action]bool{
	ActionReload: true, ActionReloadTab: true, ActionRetrySendOnce: true, ActionStartHandoff: true,
	ActionCutover: true, ActionDeliverQueue: true, ActionSendProgress: true, ActionWakePlanner: true,
	ActionRunManual: true, ActionContinue: true, ActionOpenTarget: true, ActionSubmitSeed: true,
}

// randomActing draws a moment that is likely to make some check act on a
// named conversation page: randomEvidence plus a binding, a workspace, a
// manual request, a judgement, a queue, a transfer and page-health
// samples, each at random.
func randomActing(r *rand.Rand) Input {
	chance := func(n int) bool { return r.IntN(n) == 0 }
	in := baseInput()
	in.Page.TabID = 7
	in.Now = in.Now.Add(time.Duration(r.IntN(120)) * time.Second)
	randomEvidence(r, &in)
	st := &in.State
	if chance(3) {
		st.LastSubmit = At(in.Now.Add(-time.Duration(r.IntN(300)) * time.Second))
	}
	if !chance(4) {
		st.Binding = Binding{Scope: ScopeConversation, Workspace: "ws", Conversation: "c1"}
	}
	switch r.IntN(3) {
	case 0:
		in.Workspace = Workspace{Working: []string{"impl"}, Summary: "tests written"}
	case 1:
		st.Progress = Progress{Armed: true, ArmedAt: At(in.Now.Add(-time.Minute)), Working: []string{"impl"}}
	}
	ops := []Operation{"", OpContinue, OpMonitor, OpAnalysis, OpHandoff, OpQueueClear, OpQueueRetry}
	in.Manual = ops[r.IntN(len(ops))]
	if in.Manual == OpHandoff {
		st.Binding = Binding{Scope: ScopeProject, Workspace: "ws", ProjectID: "g-p-67f0aa11bb22cc33dd44ee55ff66aa77", Conversation: "c1"}
		in.Page.ProjectID = st.Binding.ProjectID
	}
	js := []Judgement{JudgementNone, JudgementContinue, JudgementContinue, JudgementDone}
	in.Judgement = js[r.IntN(len(js))]
	if chance(3) {
		st.Queue = Queue{Conversation: "c1", Entries: []Entry{{ID: "q1", Text: "then open a PR", Created: At(in.Now.Add(-time.Minute))}}}
	}
	if chance(4) {
		stages := []string{HandoffSummaryRequested, HandoffSummaryReady, HandoffTargetOpening, HandoffSeedSubmitting}
		st.Handoff = Handoff{TransferID: "tr-7f3a", Status: stages[r.IntN(len(stages))], Source: "c1", Since: At(in.Now)}
		if chance(2) {
			st.Handoff.Target = "c2"
			in.Target = Server{OK: true, ConversationID: "c2", ReachedRoot: true, FirstUser: Message{ID: "u", Role: "user", Text: SeedMarker("tr-7f3a")}}
		}
		if chance(2) {
			in.TargetPage = Page{Site: SiteChatGPT, Kind: PageRoot}
		}
		in.Packet = []byte(goodPacket)
	}
	if chance(3) {
		for i := 3; i >= 0; i-- {
			s := HealthSample{At: At(in.Now.Add(-time.Duration(i) * 15 * time.Second)), MutationsPerMin: 3000}
			st.Health.Samples = append(st.Health.Samples, s)
		}
		in.View.Streaming, in.View.LastChange = true, in.Now.Add(-time.Minute)
		in.Server = server("assistant", "a1", replyText, FinishYes, in.Now.Add(-time.Minute))
		st.Health.CandidateSince = At(in.Now.Add(-time.Minute))
	}
	if in.View.Interrupted && chance(2) {
		// The reply has not grown for longer than the stall window.
		st.Stream = StreamProgress{AssistantID: in.View.AssistantID, TextLen: grammar.ComparableLen(grammar.StripInterruptedStream(in.View.Text)),
			LastProgress: At(in.Now.Add(-40 * time.Second))}
	}
	if chance(3) {
		in.VisibleTokens, in.Turns = 90000, 35
		st.Binding = Binding{Scope: ScopeProject, Workspace: "ws", ProjectID: "g-p-67f0aa11bb22cc33dd44ee55ff66aa77", Conversation: "c1"}
	}
	return in
}

// TestPageNotNamedVariants: for every check that needs a conversation page
// and for generated inputs that make it act (anything but ActionNone) on
// the named conversation page, the same input with no page named (the
// zero Page, or a tab id alone) answers ActionNone with page_not_named and
// spends no budget: no reload, Retry, delivery, message, handoff step or
// cutover is ever decided on a page nobody named. A page of a known site
// whose kind is unknown is not taken for a conversation either.
func TestPageNotNamedVariants(t *testing.T) {
	p := Policy{}.withDefaults()
	acting := map[Check]int{}
	traffics := map[Check]map[Action]int{}
	// 4000 inputs, as CI runs; the first 1000 in a plain go test.
	seeds := testflag.Count[uint64](4000, 1000)
	for seed := range seeds {
		r := rand.New(rand.NewPCG(seed, 0x9a6e))
		in := randomActing(r)
		for _, c := range pageChecks {
			named, _, _ := p.Run(c, in)
			if named.Action == ActionNone {
				continue
			}
			acting[c]++
			if traffic[named.Action] {
				if traffics[c] == nil {
					traffics[c] = map[Action]int{}
				}
				traffics[c][named.Action]++
			}
			for _, pg := range []Page{{}, {TabID: in.Page.TabID}} {
				v := in
				v.Page = pg
				d, next, _ := p.Run(c, v)
				if d.Action != ActionNone || d.Reason != ReasonPageNotNamed || len(d.Reasons) == 0 || d.Reasons[0] != ReasonPageNotNamed {
					t.Fatalf("seed %d check %s: on the named page %s/%s; with page %+v got %s/%s %v, want none/page_not_named",
						seed, c, named.Action, named.Reason, pg, d.Action, d.Reason, d.Reasons)
				}
				if d.Message != "" || len(d.Batch.IDs) != 0 {
					t.Fatalf("seed %d check %s: a refusal carries a message or batch: %+v", seed, c, d)
				}
				prep := p.prepare(v).State
				if !reflect.DeepEqual(next.Budget, prep.Budget) || !next.LastReload.Equal(prep.LastReload) ||
					!next.LastSubmit.Equal(prep.LastSubmit) || !reflect.DeepEqual(next.Handoff, prep.Handoff) ||
					!reflect.DeepEqual(next.Queue, prep.Queue) {
					t.Fatalf("seed %d check %s: the refusal changed the state:\n%+v\nprepared:\n%+v", seed, c, next, prep)
				}
			}
			if c == CheckProgress || c == CheckManual || c == CheckEndOfTurn {
				continue // their page_unknown is their own table's
			}
			v := in
			v.Page = Page{Site: SiteChatGPT, TabID: in.Page.TabID}
			if d, _, _ := p.Run(c, v); d.Action != ActionNone || d.Reason != ReasonPageUnknown {
				t.Fatalf("seed %d check %s: page of unknown kind: got %s/%s, want none/page_unknown", seed, c, d.Action, d.Reason)
			}
		}
	}
	t.Logf("acting inputs per check: %v", acting)
	t.Logf("traffic-creating actions per check: %v", traffics)
	for _, c := range pageChecks {
		if len(traffics[c]) == 0 {
			t.Errorf("no generated input makes %s create traffic on a named page: the variant is vacuous", c)
		}
	}
}

// TestPageNotNamedOutsideConversation: the two checks that do not need a
// conversation page keep their answers without one. A 429 cooldown still
// backs off (no traffic), and a binding is not resolved on a page nobody
// named.
func TestPageNotNamedOutsideConversation(t *testing.T) {
	in := baseInput()
	in.Page = Page{}
	in.View.RateLimitVisible = true
	if d, _ := (Policy{}).RateLimit(in); d.Action != ActionBackoff {
		t.Errorf("rate limit without a page: %s/%s, want backoff", d.Action, d.Reason)
	}
	in.State.Binding = Binding{Scope: ScopeConversation, Workspace: "ws", Conversation: "c1"}
	if d, _ := (Policy{}).ResolveBinding(in); d.Action != ActionNone || d.Reason != ReasonPageUnknown {
		t.Errorf("binding without a page: %s/%s, want none/page_unknown", d.Action, d.Reason)
	}
}
