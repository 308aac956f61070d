package recovery_test

import (
	"fmt"
	"time"

	"github.com/chatproof/chatproof/recovery"
)

// The page still shows no reply 40s after the submit while the server's
// current_node is the finished answer: reload once to reveal it. A second
// ask, after the reload settled and with nothing new on the page, finds the
// budget spent and recommends rollover instead of reloading again.
func ExamplePolicy_StaleView() {
	submit := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	srv, _ := recovery.DecodeServer([]byte(`{
	  "conversation_id": "c1", "current_node": "a1",
	  "mapping": {
	    "u1": {"message": {"id": "u1", "author": {"role": "user"}, "content": {"parts": ["Plan the migration"]}}, "parent": null},
	    "a1": {"message": {"id": "a1", "author": {"role": "assistant"}, "content": {"parts": ["Step 1: add the column."]},
	           "status": "finished_successfully", "end_turn": true}, "parent": "u1"}}}`))
	in := recovery.Input{
		Now:      submit.Add(40 * time.Second),
		Page:     recovery.ParsePageURL("https://chatgpt.com/c/c1"),
		Auto:     true,
		Delivery: recovery.DeliveryConfirmed,
		View:     recovery.View{Known: true, UserID: "u1", LastChange: submit.Add(5 * time.Second)},
		Server:   srv,
		State:    recovery.State{ConversationID: "c1", LastSubmit: recovery.At(submit)},
	}
	p := recovery.Policy{}
	d, next := p.StaleView(in)
	fmt.Println(d.Action, d.Reason, d.Verdict)

	in.State, in.Now = next, in.Now.Add(time.Minute)
	d, _ = p.StaleView(in)
	fmt.Println(d.Action, d.Reason, d.Reasons)
	// Output:
	// reload server_ahead server_ahead
	// rollover_recommended recovery_exhausted [recovery_exhausted server_ahead reload_budget_spent]
}

// A reply stopped growing behind a disconnected-stream placeholder. Only
// text growth counts as progress; after the 30s stall window one reload is
// allowed (the stale Stop control is ignored), never a resend.
func ExamplePolicy_Interrupted() {
	t0 := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	in := recovery.Input{
		Now:  t0,
		Page: recovery.ParsePageURL("https://chatgpt.com/c/c1"),
		Auto: true,
		View: recovery.View{Known: true, AssistantID: "a1", Streaming: true, Interrupted: true,
			Text: "Step 1: add the column. Connection interrupted. Waiting for the full response…"},
		State: recovery.State{LastSubmit: recovery.At(t0.Add(-time.Minute))},
	}
	p := recovery.Policy{}
	for _, after := range []time.Duration{0, 10 * time.Second, 31 * time.Second} {
		in.Now = t0.Add(after)
		d, next := p.Interrupted(in)
		fmt.Println(after, d.Action, d.Reason)
		in.State = next
	}
	// Output:
	// 0s wait stream_progress
	// 10s wait stream_stall_window
	// 31s reload chatgpt_disconnected
}

// Context pressure makes a rollover eligible; it starts only at a safe
// boundary. With an unsent draft in the composer it waits.
func ExamplePolicy_ContextPressure() {
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	in := recovery.Input{
		Now:           now,
		Page:          recovery.ParsePageURL("https://chatgpt.com/c/c1"),
		Auto:          true,
		Bound:         true,
		Delivery:      recovery.DeliveryConfirmed,
		View:          recovery.View{Known: true, LastChange: now.Add(-time.Minute), Draft: true},
		VisibleTokens: 85000,
	}
	p := recovery.Policy{}
	d, _ := p.ContextPressure(in)
	fmt.Println(d.Action, d.Reasons)

	in.View.Draft = false
	d, _ = p.ContextPressure(in)
	fmt.Println(d.Action, d.Reasons)
	// Output:
	// wait [draft_present pressure_required]
	// start_handoff [rollover_eligible pressure_required]
}

// A transfer whose seed was submitted but whose target cannot be read yet
// keeps the old binding; the transfer becomes seed_uncertain, recoverable.
func ExamplePolicy_Handoff() {
	in := recovery.Input{
		Now:    time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC),
		Page:   recovery.ParsePageURL("https://chatgpt.com/c/c1"),
		Packet: []byte("<<<HERDR_HANDOFF_V1 id=tr-1>>>\n## Objective\nShip it\n## Completed work\n- schema\n## Decisions\n- batches of 10k\n## Incomplete work\n- backfill\n## Identifiers\n- branch main\n## Safety constraints\n- never resend the task\n## Next actions\n- run the backfill\n<<<END_HERDR_HANDOFF_V1>>>\n"),
		State: recovery.State{
			ConversationID: "c1",
			Handoff:        recovery.Handoff{TransferID: "tr-1", Status: recovery.HandoffSeedSubmitting, Source: "c1", Target: "c2"},
		},
	}
	d, next := recovery.Policy{}.Handoff(in)
	fmt.Println(d.Action, d.Reasons, next.ConversationID, next.Handoff.Status)
	// Output:
	// keep_binding [target_unverified snapshot_unavailable] c1 seed_uncertain
}
