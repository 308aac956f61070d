package recovery_test

import (
	"fmt"
	"time"

	"github.com/chatproof/chatproof/recovery"
)

// Project automation needs both the global permission and the Project's
// own Auto, keyed by its stable project_id.
func ExampleAutoFor() {
	const project = "g-p-67f0aa11bb22cc33dd44ee55ff66aa77"
	b := recovery.Binding{Scope: recovery.ScopeProject, Workspace: "ws-orders", ProjectID: project, Conversation: "c1"}
	a := recovery.Automation{ProjectAuto: map[string]bool{project: true}}
	fmt.Println(recovery.AutoFor(a, b))
	a.ProjectPermission = true
	fmt.Println(recovery.AutoFor(a, b))
	// Output:
	// false project_permission_off
	// true auto_on
}

// A working agent arms progress observation; new output sends one progress
// message; the same output again (a restarted worker fed the persisted
// State) sends nothing; the empty working set wakes the planner.
func ExamplePolicy_WorkspaceProgress() {
	const project = "g-p-67f0aa11bb22cc33dd44ee55ff66aa77"
	page := recovery.ParsePageURL("https://chatgpt.com/g/" + project + "-orders/c/c1")
	now := time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)
	st := recovery.State{
		ConversationID: "c1",
		Binding:        recovery.Binding{Scope: recovery.ScopeProject, Workspace: "ws-orders", ProjectID: project, Conversation: "c1"},
	}
	p := recovery.Policy{}
	for _, w := range []recovery.Workspace{
		{Working: []string{"impl"}},
		{Working: []string{"impl"}, Summary: "migration written"},
		{Working: []string{"impl"}, Summary: "migration written"},
		{},
	} {
		now = now.Add(time.Minute)
		in := recovery.Input{
			Now: now, Page: page, Auto: true, Delivery: recovery.DeliveryConfirmed, Workspace: w, State: st,
			View: recovery.View{Known: true, AssistantID: "a1", Finished: true},
		}
		d, next := p.WorkspaceProgress(in)
		fmt.Println(d.Action, d.Reason, d.Verdict)
		st = next
	}
	// Output:
	// none progress_armed working
	// send_progress progress_new_output working
	// none progress_no_new_output working
	// wake_planner workspace_settled settled
}
