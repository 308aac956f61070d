package recovery

import (
	"strings"
	"testing"
	"time"

	"github.com/chatproof/chatproof/internal/strictjson"
)

// TestScenarioAcceptanceList walks the continuity page's "Validate
// continuity with a real task" list with one persisted State, fed back
// after every decision as the extension would (including through a
// browser restart, which is nothing but reading the State back):
//
//  1. the intended scope is bound (the Project binding and its active
//     target, checked separately);
//  2. Auto is on for the right scope;
//  3. a real agent task enters working;
//  4. new output produces a progress wake without spam;
//  5. the workspace settle wakes the planner;
//  6. a restart preserves the binding;
//  7. a manual handoff changes the Project's active target only after the
//     new seed is verified.
func TestScenarioAcceptanceList(t *testing.T) {
	p := Policy{}
	const (
		project = "g-p-67f0aa11bb22cc33dd44ee55ff66aa77"
		conv    = "6929e1c4-5b7a-8324-9a61-3f0c2d8e4b17"
		target  = "6929e3f0-1d2e-8a10-b5c7-77e0a9d4c201"
		tab     = 412
	)
	now := time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)
	home := ParsePageURL("https://chatgpt.com/g/" + project + "-orders-migration/project")
	home.TabID = tab
	chat := ParsePageURL("https://chatgpt.com/g/" + project + "-orders-migration/c/" + conv)
	chat.TabID = tab
	if home.Kind != PageProjectHome || chat.Kind != PageConversation || chat.ProjectID != project {
		t.Fatalf("pages: %+v %+v", home, chat)
	}
	quiet := View{Known: true, AssistantID: "a1", UserID: "u1", Text: replyText, TurnIndex: 4, Finished: true}
	st := State{Binding: Binding{Scope: ScopePending, Workspace: "ws-orders", TabID: tab}}
	step := func(name string, f func(Input) (Decision, State), in Input, want Action) Decision {
		t.Helper()
		in.State = st
		d, next := f(in)
		if d.Action != want {
			t.Fatalf("%s: got %s/%s (%v), want %s", name, d.Action, d.Reason, d.Reasons, want)
		}
		st = next
		return d
	}
	moment := func(pg Page, work Workspace) Input {
		now = now.Add(time.Minute)
		auto, _ := AutoFor(st.Automation, st.Binding)
		return Input{Now: now, Page: pg, View: quiet, Auto: auto, Delivery: DeliveryConfirmed, Workspace: work}
	}

	// 1. Bound from the root page in tab 412; the tab enters the Project's
	// home, then its first conversation.
	step("bind on the Project home", p.ResolveBinding, moment(home, Workspace{}), ActionMigrateBinding)
	if st.Binding.Scope != ScopeProject || st.Binding.ProjectID != project || st.Binding.Conversation != "" {
		t.Fatalf("Project binding: %+v", st.Binding)
	}
	step("first conversation becomes the target", p.ResolveBinding, moment(chat, Workspace{}), ActionMigrateBinding)
	if st.Binding.Conversation != conv || st.Binding.ProjectID != project || st.ConversationID != conv {
		t.Fatalf("active target: %+v", st.Binding)
	}

	// 2. Auto: the Project's Auto alone is not enough; with the global
	// permission it is on, keyed by project_id.
	st.Automation = Automation{ProjectAuto: map[string]bool{project: true}}
	if on, why := AutoFor(st.Automation, st.Binding); on || why != ReasonProjectPermissionOff {
		t.Fatalf("Auto without the global permission: %v %s", on, why)
	}
	st.Automation.ProjectPermission = true
	if on, why := AutoFor(st.Automation, st.Binding); !on || why != ReasonAutoOn {
		t.Fatalf("Auto: %v %s", on, why)
	}
	// Manual Continue is locked while Auto is on.
	in := moment(chat, Workspace{})
	in.Manual = OpContinue
	step("manual Continue locked", p.Manual, in, ActionNone)

	// 3. A real agent task enters working.
	step("working arms", p.WorkspaceProgress, moment(chat, Workspace{Working: []string{"impl"}}), ActionNone)
	if !st.Progress.Armed {
		t.Fatal("not armed")
	}

	// 4. New output: one progress message; the same output again, and a
	// tick later, nothing (no spam); a second agent's partial settle is
	// not a settle.
	out := Workspace{Working: []string{"impl", "test"}, Summary: "impl: migration written; 3 of 12 tests pass"}
	d := step("new output", p.WorkspaceProgress, moment(chat, out), ActionSendProgress)
	if d.Message != out.Summary {
		t.Fatalf("progress message %q", d.Message)
	}
	step("same output, no spam", p.WorkspaceProgress, moment(chat, out), ActionNone)
	d = step("partial settle", p.WorkspaceProgress, moment(chat, Workspace{Working: []string{"impl"}, Summary: out.Summary}), ActionNone)
	if d.Verdict != VerdictPartial {
		t.Fatalf("partial: %+v", d)
	}

	// 6 (first half). A browser restart: the extension reads the same
	// State back. The binding is intact and nothing is sent twice.
	var persisted State
	if err := strictjson.Decode([]byte(mustJSON(st)), &persisted); err != nil {
		t.Fatal(err)
	}
	st, err := persisted.Checked()
	if err != nil {
		t.Fatal(err)
	}
	step("after restart, binding", p.ResolveBinding, moment(chat, Workspace{}), ActionNone)
	step("after restart, no repeat", p.WorkspaceProgress, moment(chat, Workspace{Working: []string{"impl"}, Summary: out.Summary}), ActionNone)

	// 5. The workspace settles: the planner wakes; the settle acknowledges
	// nothing and confirms nothing.
	st.Queue = Queue{Conversation: conv, Entries: []Entry{{ID: "q1", Text: "Also add an index on status."}}, InFlight: []string{"q1"}}
	in = moment(chat, Workspace{})
	in.Delivery = DeliveryUncertain
	step("settle waits for the uncertain batch", p.WorkspaceProgress, in, ActionWait)
	if st.Queue.Len() != 1 || !st.Progress.Armed {
		t.Fatalf("a blocked settle changed the queue or lost the wake: %+v %+v", st.Queue, st.Progress)
	}
	// The batch is confirmed: acknowledged by this very check, and the
	// settle goes.
	in = moment(chat, Workspace{})
	in.Delivery = DeliveryConfirmed
	d = step("settle wakes the planner", p.WorkspaceProgress, in, ActionWakePlanner)
	if d.Verdict != VerdictSettled || !contains(d.Reasons, ReasonQueueBatchAcknowledged) {
		t.Fatalf("settle: %+v", d)
	}
	if st.Progress.Armed || st.Queue.Len() != 0 {
		t.Fatalf("after the settle: %+v %+v", st.Progress, st.Queue)
	}

	// 7. Manual handoff, with Auto on. The binding's target moves only at
	// the verified cutover.
	st.Queue = Queue{Conversation: conv, Entries: []Entry{{ID: "q2", Text: "Then draft the rollback steps."}, {ID: "q3", Text: "List the affected services."}}}
	in = moment(chat, Workspace{})
	in.Manual = OpHandoff
	step("manual handoff starts", p.Manual, in, ActionStartHandoff)
	id := st.Handoff.TransferID
	if st.Handoff.Status != HandoffSummaryRequested || st.Handoff.ProjectID != project || st.Handoff.Source != conv {
		t.Fatalf("transfer: %+v", st.Handoff)
	}
	// While the transfer runs, the source's automatic wakes pause.
	step("wakes paused", p.WorkspaceProgress, moment(chat, Workspace{Working: []string{"impl"}}), ActionNone)
	step("wakes paused (settle)", p.WorkspaceProgress, moment(chat, Workspace{}), ActionWait)
	packet := []byte(strings.ReplaceAll(goodPacket, "tr-7f3a", id))
	handoffMoment := func(target Server, targetPage Page) Input {
		in := moment(chat, Workspace{})
		in.Packet, in.Target, in.TargetPage = packet, target, targetPage
		return in
	}
	step("packet pending", p.Handoff, moment(chat, Workspace{}), ActionKeepBinding)
	step("packet ready: open the target", p.Handoff, handoffMoment(Server{}, Page{}), ActionOpenTarget)
	step("tab still opening", p.Handoff, handoffMoment(Server{}, Page{}), ActionKeepBinding)
	d = step("target open: submit the seed", p.Handoff, handoffMoment(Server{}, home), ActionSubmitSeed)
	if !strings.HasPrefix(d.Message, SeedMarker(id)) {
		t.Fatalf("seed %q", d.Message)
	}
	if st.Binding.Conversation != conv {
		t.Fatal("the target moved before verification")
	}
	st.Handoff.Target = target
	seeded := Server{OK: true, ConversationID: target, ProjectID: project, ReachedRoot: true,
		FirstUser: Message{ID: "s1", Role: "user", Text: SeedMarker(id) + "\n\n" + string(packet)}}
	step("seed not visible yet", p.Handoff, handoffMoment(Server{}, home), ActionKeepBinding)
	if st.Handoff.Status != HandoffSeedUncertain || st.Binding.Conversation != conv {
		t.Fatalf("uncertain seed: %+v %+v", st.Handoff, st.Binding)
	}
	wrong := seeded
	wrong.ProjectID = "g-p-0123456789abcdef0123456789abcdef"
	step("target in another Project", p.Handoff, handoffMoment(wrong, home), ActionKeepBinding)
	step("seed verified: cutover", p.Handoff, handoffMoment(seeded, home), ActionCutover)
	if st.Binding.Scope != ScopeProject || st.Binding.ProjectID != project || st.Binding.Workspace != "ws-orders" || st.Binding.Conversation != target {
		t.Fatalf("after cutover: %+v", st.Binding)
	}
	if st.Handoff.active() || st.Queue.Conversation != target || st.Queue.Len() != 2 || st.Queue.Entries[0].ID != "q2" {
		t.Fatalf("after cutover: %+v %+v", st.Handoff, st.Queue)
	}
	if on, _ := AutoFor(st.Automation, st.Binding); !on {
		t.Fatal("the target did not inherit the Project's Auto")
	}
	target2 := ParsePageURL("https://chatgpt.com/g/" + project + "-orders-migration/c/" + target)
	target2.TabID = tab + 1
	step("the new target is bound", p.ResolveBinding, moment(target2, Workspace{}), ActionNone)
	old := moment(chat, Workspace{})
	old.State = st
	if d, _ := p.ResolveBinding(old); d.Reason != ReasonBindingNotTarget {
		t.Fatalf("the old conversation after cutover: %+v", d)
	}
}
