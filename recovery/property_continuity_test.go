package recovery

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chatproof/chatproof/internal/testflag"
)

// taskText is the user's original task: no decision may put it into a
// conversation again.
const taskText = "Add a status column to the orders table without downtime."

const (
	propProject = "g-p-00000000000000000000000000000abc"
	propConv    = "c1"
)

// TestPropertyContinuity drives every check, the manual requests and the
// continuity parts with generated input sequences (fixed seeds), feeding
// each returned State back as an honest caller does: it persists the State
// before acting, reports the delivery of what it sent, records the target
// of a transfer once the seed is sent. After every step it checks that
//
//   - no health failure gets two reloads: per conversation one level-one
//     reload and one level-two tab reload at most, the tab reload only
//     for the failure level one answered, from the recorded tab;
//   - the original task is never resent: Retry only with proof that the
//     sent message never landed, at most once per submit, and no message,
//     batch or seed carries the task;
//   - no delivered batch is acknowledged twice or handed out again: an
//     entry leaves the queue only as an acknowledged (confirmed) batch, a
//     drop with a reason, a clear, or a migration; an acknowledged entry
//     never comes back; an entry is handed out again only by a retry after
//     a submit known not to have happened;
//   - no queue entry is lost across cutover: the target's queue holds the
//     source's pending entries, in order;
//   - no reload, delivery or handoff step while the page shows a draft, a
//     busy composer, a running tool or a permission card.
func TestPropertyContinuity(t *testing.T) {
	p := Policy{}.withDefaults()
	seen := map[Action]int{}
	events := map[string]int{}
	defer func() {
		t.Logf("actions over the sequences: %v", seen)
		t.Logf("queue events: %v", events)
		// The queue properties must be exercised, or they are vacuous.
		for _, e := range []string{"acknowledged", "cutover with entries", "handed out again", "dropped"} {
			if events[e] == 0 {
				t.Errorf("no sequence had %s", e)
			}
		}
		for _, a := range actions {
			if seen[a] == 0 {
				t.Errorf("no sequence produced %s", a)
			}
		}
	}()
	// 250 sequences, as CI runs; the first 100 in a plain go test.
	seeds := testflag.Count[uint64](250, 100)
	for seed := range seeds {
		r := rand.New(rand.NewPCG(seed, 0xc0417))
		w := newWorld(r)
		// A third of the sequences are a page under sustained pressure on
		// the bound conversation, so that both page-health levels are
		// reached and the level-two rules are exercised.
		w.pressured = seed%3 == 0
		for step := 0; step < 160; step++ {
			in := w.next(step)
			c := w.pickCheck()
			d, next, ok := p.Run(c, in)
			if !ok {
				t.Fatalf("check %s did not run", c)
			}
			seen[d.Action]++
			fail := func(format string, args ...any) {
				t.Helper()
				t.Fatalf("seed %d step %d check %s: %s\ndecision %+v\nstate before %+v", seed, step, c, sprintf(format, args...), d, in.State)
			}
			w.checkStep(p, in, d, next, fail)
			w.count(in, d, next, events)
			w.act(in, d, next)
		}
	}
}

// world is the generated environment and the honest caller's memory.
type world struct {
	r     *rand.Rand
	now   time.Time
	st    State
	tab   int
	queue int // entries enqueued so far

	// What the caller sent and what it knows about it.
	delivery  Delivery
	handedOut map[string]int  // entry id → times handed out
	acked     map[string]bool // entry ids acknowledged
	retryOK   map[string]bool // entry ids whose last submit is known not to have happened
	pressured bool
	levels    map[string]int // conversation+level → page-health reloads
	level1    map[string]string
	retries   map[string]int
	input     Input
}

func newWorld(r *rand.Rand) *world {
	w := &world{
		r: r, now: t0, tab: 1 + r.IntN(3), delivery: DeliveryConfirmed,
		handedOut: map[string]int{}, acked: map[string]bool{}, retryOK: map[string]bool{},
		levels: map[string]int{}, level1: map[string]string{}, retries: map[string]int{},
	}
	w.st = State{
		ConversationID: propConv, LastSubmit: At(t0),
		Binding:    Binding{Scope: ScopeProject, Workspace: "ws", ProjectID: propProject, Conversation: propConv},
		Automation: Automation{ProjectPermission: true, ProjectAuto: map[string]bool{propProject: true}},
	}
	if r.IntN(4) == 0 {
		w.st.Binding = Binding{Scope: ScopePending, Workspace: "ws", TabID: w.tab}
	}
	return w
}

func (w *world) chance(n int) bool { return w.r.IntN(n) == 0 }

// next draws the evidence of one moment.
func (w *world) next(step int) Input {
	r := w.r
	w.now = w.now.Add(time.Duration(r.IntN(40)) * time.Second)
	in := baseInput()
	in.Now = w.now
	randomEvidence(r, &in)
	in.Delivery = w.delivery
	if w.chance(10) {
		in.Delivery = []Delivery{DeliveryUncertain, DeliveryUnknown, DeliveryNone}[r.IntN(3)]
	}
	conv := w.st.ConversationID
	if conv == "" {
		conv = propConv
	}
	urls := []Page{
		{Site: SiteChatGPT, Kind: PageConversation, ProjectID: propProject, ConversationID: conv},
		{Site: SiteChatGPT, Kind: PageConversation, ProjectID: propProject, ConversationID: conv},
		{Site: SiteChatGPT, Kind: PageConversation, ProjectID: propProject, ConversationID: "c-other"},
		{Site: SiteChatGPT, Kind: PageProjectHome, ProjectID: propProject},
		{Site: SiteChatGPT, Kind: PageRoot},
		{Site: SiteZAI, Kind: PageConversation, ConversationID: conv},
		{},
	}
	in.Page = urls[r.IntN(len(urls))]
	if w.chance(3) {
		// A calm moment on the bound target, so that the continuity
		// actions happen.
		in.Page = urls[0]
		in.View.Draft, in.View.ComposerBusy, in.View.ToolRunning, in.View.PermissionCard = false, false, false, false
		in.View.Streaming, in.View.ThreadError, in.View.Interrupted = false, false, false
		in.View.Known, in.View.Finished = true, true
		in.PendingMutation = false
		in.RateLimitEvents = nil
		in.View.RateLimitVisible = false
	}
	in.Page.TabID = w.tab
	if w.chance(6) {
		in.Page.TabID = w.tab + 1
	}
	in.Server.ConversationID = conv
	// The task is what a careless recovery would resend: the sent user
	// message, on the server and on the page.
	in.Server.LatestUser.Text = taskText
	in.View.Text = taskText + "\n" + in.View.Text
	if w.chance(8) {
		in.Server.ConversationID = "c-other"
	}
	agents := []string{"impl", "test", "review"}
	in.Workspace = Workspace{}
	for _, a := range agents {
		if w.chance(3) {
			in.Workspace.Working = append(in.Workspace.Working, a)
		}
	}
	in.WorkspaceWorking = false
	if in.Page.ConversationID == conv && in.Page.ProjectID == propProject && w.chance(2) {
		in.Workspace.Working = nil
	}
	if w.chance(2) {
		in.Workspace.Summary = "output " + itoa(r.IntN(4))
	}
	in.Manual = ""
	if w.chance(5) {
		ops := []Operation{OpContinue, OpMonitor, OpAnalysis, OpHandoff, OpQueueClear, OpQueueRetry}
		in.Manual = ops[r.IntN(len(ops))]
	}
	in.Judgement = []Judgement{JudgementNone, JudgementNoAnswer, JudgementContinue, JudgementContinue, JudgementDone}[r.IntN(5)]
	in.Auto, _ = AutoFor(w.st.Automation, w.st.Binding)
	if w.chance(10) {
		in.Auto = !in.Auto
	}
	// The target of a transfer: the Project's new-chat page while it
	// opens, its own snapshot once the seed went.
	h := w.st.Handoff
	in.TargetPage = Page{Site: SiteChatGPT, Kind: PageProjectHome, ProjectID: propProject}
	if w.chance(4) {
		in.TargetPage = Page{Site: SiteChatGPT, Kind: PageRoot}
	}
	in.Target = Server{}
	if h.Target != "" && !w.chance(3) {
		in.Target = Server{OK: true, ConversationID: h.Target, ProjectID: h.ProjectID, ReachedRoot: true,
			FirstUser: Message{ID: "seed", Role: "user", Text: SeedMarker(h.TransferID)}}
		if w.chance(5) {
			in.Target.ProjectID = "g-p-00000000000000000000000000000def"
		}
	}
	in.Packet = nil
	if h.TransferID != "" && !w.chance(4) {
		in.Packet = []byte(strings.ReplaceAll(goodPacket, "tr-7f3a", h.TransferID))
	}
	sample := randomSample(r, in.Now)
	if w.chance(3) {
		in.View.Streaming, in.View.LastChange = true, in.Now.Add(-time.Minute)
		in.Server = server("assistant", "a1", replyText, FinishYes, in.Now.Add(-time.Minute))
		in.Server.ConversationID = conv
		sample.MutationsPerMin = 3000
		if w.chance(2) {
			tab := in.Page.TabID
			in.Page = urls[0]
			in.Page.TabID = tab
		}
	}
	if w.pressured && !w.chance(6) {
		tab := in.Page.TabID
		in.Page = urls[0]
		in.Page.TabID = tab
		in.View = View{Known: true, AssistantID: "a1", UserID: "u1", Text: replyText, TurnIndex: 4,
			Streaming: true, LastChange: in.Now.Add(-time.Minute)}
		in.Server = server("assistant", "a1", replyText, FinishYes, in.Now.Add(-time.Minute))
		in.Server.ConversationID = conv
		in.Delivery, in.PendingMutation = DeliveryConfirmed, false
		in.RateLimitEvents = nil
		sample.MutationsPerMin = 3000
	}
	if w.chance(6) && w.st.Queue.Len() < 4 {
		w.queue++
		w.st.Queue, _ = Policy{}.Enqueue(w.st.Queue, Entry{ID: "q" + itoa(w.queue), Text: "queued " + itoa(w.queue), Created: At(in.Now.Add(-time.Duration(r.IntN(10)) * 24 * time.Hour))})
	}
	w.st.Health.Samples = append(w.st.Health.Samples, sample)
	in.State = w.st
	w.input = in
	return in
}

func (w *world) pickCheck() Check {
	if w.pressured && w.chance(2) {
		return CheckPageHealth
	}
	cs := append(append([]Check{}, checks...), CheckAuto, CheckAuto, CheckHandoff, CheckHandoff, CheckPageHealth, CheckQueue)
	return cs[w.r.IntN(len(cs))]
}

// checkStep checks the invariants of one decision.
func (w *world) checkStep(p Policy, in Input, d Decision, next State, fail func(string, ...any)) {
	prep := p.prepare(in)
	before := in.State.Queue
	// Acknowledged this step: the in-flight batch, and only on confirmed
	// delivery (read from the input, not from what the decision did).
	var ackNow []string
	if in.Delivery == DeliveryConfirmed && len(before.InFlight) > 0 {
		ackNow = before.InFlight
		for _, id := range ackNow {
			if w.acked[id] {
				fail("entry %s acknowledged twice", id)
			}
			if w.handedOut[id] == 0 {
				fail("entry %s acknowledged without being handed out", id)
			}
		}
	}
	// No entry leaves the queue but by acknowledgement, drop, clear or
	// migration; none comes back.
	after := map[string]bool{}
	for _, e := range next.Queue.Entries {
		after[e.ID] = true
		if w.acked[e.ID] {
			fail("acknowledged entry %s is back in the queue", e.ID)
		}
	}
	dropped := map[string]bool{}
	for _, x := range d.Dropped {
		if x.Reason == "" {
			fail("entry %s dropped without a reason", x.ID)
		}
		dropped[x.ID] = true
	}
	for _, e := range before.Entries {
		if !after[e.ID] && !slices.Contains(ackNow, e.ID) && !dropped[e.ID] {
			fail("entry %s lost (queue %v → %v)", e.ID, before, next.Queue)
		}
	}
	if d.Action == ActionCutover {
		var want, got []string
		for _, e := range prep.State.Queue.Entries {
			want = append(want, e.ID)
		}
		for _, e := range next.Queue.Entries {
			got = append(got, e.ID)
		}
		if strings.Join(want, ",") != strings.Join(got, ",") || next.Queue.Conversation != in.State.Handoff.Target {
			fail("cutover migrated %v to %s, want %v to %s", got, next.Queue.Conversation, want, in.State.Handoff.Target)
		}
		if next.Binding.Scope == ScopeProject && (next.Binding.ProjectID != in.State.Binding.ProjectID || next.Binding.Workspace != in.State.Binding.Workspace) {
			fail("cutover changed the Project binding's identity: %+v", next.Binding)
		}
	}
	// Page evidence blocks every action that reloads, delivers or hands
	// off.
	switch d.Action {
	case ActionReload, ActionReloadTab, ActionRetrySendOnce, ActionDeliverQueue, ActionSendProgress,
		ActionWakePlanner, ActionContinue, ActionOpenTarget, ActionSubmitSeed, ActionCutover, ActionStartHandoff:
		if v := in.View; v.Draft || v.ComposerBusy || v.ToolRunning || v.PermissionCard {
			fail("%s with a draft, busy composer, running tool or permission card on the page", d.Action)
		}
	}
	// The task is never resent into the conversation (the seed carries
	// the packet to the new conversation, which is not a resend).
	if d.Action != ActionSubmitSeed {
		for _, text := range []string{d.Message, d.Batch.Text} {
			if strings.Contains(text, taskText) {
				fail("the original task was sent again")
			}
		}
	}
	switch d.Action {
	case ActionRetrySendOnce:
		if in.Server.ConversationID != in.State.ConversationID || deliveryVerdict(in.Server, in.View.UserID) != VerdictNotAccepted {
			fail("Retry without proof that the message never landed")
		}
		key := next.ConversationID + next.Budget.Epoch.String()
		w.retries[key]++
		if w.retries[key] > MaxRetries {
			fail("a second Retry for one submit")
		}
	case ActionDeliverQueue:
		for _, id := range d.Batch.IDs {
			if w.handedOut[id] > 0 && !w.retryOK[id] {
				fail("entry %s handed out again without a known failed submit", id)
			}
		}
	case ActionReload, ActionReloadTab:
		if d.Check != CheckPageHealth {
			break
		}
		key := next.ConversationID + string(d.Action)
		w.levels[key]++
		if w.levels[key] > 1 {
			fail("page-health %s twice in conversation %s", d.Action, next.ConversationID)
		}
		if d.Action == ActionReload {
			w.level1[next.ConversationID] = d.Verdict
		} else {
			if w.level1[next.ConversationID] != d.Verdict {
				fail("tab reload for %s after level one answered %q", d.Verdict, w.level1[next.ConversationID])
			}
			if in.Page.TabID == 0 || in.Page.TabID != in.State.Health.Pending.TabID {
				fail("tab reload from tab %d, record of tab %d", in.Page.TabID, in.State.Health.Pending.TabID)
			}
		}
	case ActionSendProgress, ActionWakePlanner, ActionContinue:
		if !in.Auto || in.Page.Kind != PageConversation || in.Page.ConversationID != in.State.Binding.Conversation {
			fail("automatic message outside the bound target with Auto %v on %+v", in.Auto, in.Page)
		}
		if d.Verdict == VerdictAccepted {
			fail("a wake reported as acceptance")
		}
	}
	if next.Health.Level2At.IsZero() && !in.State.Health.Level2At.IsZero() {
		fail("level two forgotten")
	}
}

// act is the honest caller: it persists the State and learns what happened
// to what it sent.
func (w *world) act(in Input, d Decision, next State) {
	for _, id := range in.State.Queue.InFlight {
		if !slices.ContainsFunc(next.Queue.Entries, func(e Entry) bool { return e.ID == id }) && in.Delivery == DeliveryConfirmed {
			w.acked[id] = true
		}
	}
	w.st = next
	switch d.Action {
	case ActionDeliverQueue:
		for _, id := range d.Batch.IDs {
			w.handedOut[id]++
			w.retryOK[id] = false
		}
		// The submit lands, is lost before Send, or is left uncertain.
		switch w.r.IntN(4) {
		case 0:
			w.delivery = DeliveryNone
			for _, id := range d.Batch.IDs {
				w.retryOK[id] = true
			}
		case 1:
			w.delivery = DeliveryUncertain
		default:
			w.delivery = DeliveryConfirmed
		}
	case ActionSubmitSeed:
		w.st.Handoff.Target = "c-t" + itoa(w.r.IntN(1000))
	case ActionCutover:
		w.tab++
	}
	if w.delivery == DeliveryUncertain && w.chance(3) {
		w.delivery = DeliveryConfirmed
	}
}

// count tallies the queue events the properties are about.
func (w *world) count(in Input, d Decision, next State, events map[string]int) {
	if len(in.State.Queue.InFlight) > 0 && in.Delivery == DeliveryConfirmed {
		events["acknowledged"]++
	}
	if d.Action == ActionCutover && next.Queue.Len() > 0 {
		events["cutover with entries"]++
	}
	if d.Action == ActionDeliverQueue && w.handedOut[d.Batch.IDs[0]] > 0 {
		events["handed out again"]++
	}
	if len(d.Dropped) > 0 {
		events["dropped"]++
	}
}
