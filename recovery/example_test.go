package recovery_test

import (
	"fmt"
	"time"

	"github.com/chatproof/chatproof/recovery"
)

// The page shows no reply 40s after a submit that timed out, while the
// server's current_node already moved to the assistant's answer to the
// user message the page sent (u1): reload once, never Retry.
func ExamplePolicy_SendTimeout() {
	submit := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	srv, _ := recovery.DecodeServer([]byte(`{
	  "conversation_id": "c1", "current_node": "a1",
	  "mapping": {
	    "u1": {"message": {"id": "u1", "author": {"role": "user"}, "content": {"parts": ["Summarise the log"]}}, "parent": null},
	    "a1": {"message": {"id": "a1", "author": {"role": "assistant"}, "content": {"parts": ["The log shows…"]},
	           "status": "finished_successfully", "end_turn": true}, "parent": "u1"}}}`))
	in := recovery.Input{
		Now:    submit.Add(40 * time.Second),
		Page:   recovery.ParsePageURL("https://chatgpt.com/c/c1"),
		Auto:   true,
		View:   recovery.View{Known: true, UserID: "u1", ThreadError: true, LastChange: submit},
		Server: srv,
		State:  recovery.State{ConversationID: "c1", LastSubmit: recovery.At(submit)},
	}
	d, next := recovery.Policy{}.SendTimeout(in)
	fmt.Println(d.Action, d.Reason, d.Verdict)
	fmt.Println("reloads used:", next.Budget.ReloadUsed)

	// Asking again right away cannot reload a second time.
	in.State, in.Now = next, in.Now.Add(5*time.Second)
	d, _ = recovery.Policy{}.SendTimeout(in)
	fmt.Println(d.Action, d.Reason)
	// Output:
	// reload thread_error_server_ahead accepted
	// reloads used: 1
	// wait reload_settling
}

// A visible rate-limit error starts a 30s cooldown; nothing but backoff runs.
func ExamplePolicy_Decide() {
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	in := recovery.Input{
		Now:   now,
		Page:  recovery.ParsePageURL("https://chatgpt.com/c/c1"),
		Auto:  true,
		View:  recovery.View{Known: true, ThreadError: true, RateLimitVisible: true},
		State: recovery.State{LastSubmit: recovery.At(now.Add(-time.Minute))},
	}
	d, next := recovery.Policy{}.Decide(in)
	fmt.Println(d.Check, d.Action, d.Wait, next.RateLimit.Count)
	// Output:
	// rate_limit backoff 30s 1
}

func ExamplePolicy_Backoff() {
	p := recovery.Policy{}
	for n := 1; n <= 4; n++ {
		fmt.Print(p.Backoff(n), " ")
	}
	fmt.Println()
	// Output:
	// 30s 1m0s 2m0s 2m0s
}

func ExampleParsePacket() {
	_, err := recovery.ParsePacket([]byte("<<<HERDR_HANDOFF_V1 id=tr-1>>>\n## Objective\nShip it\n<<<END_HERDR_HANDOFF_V1>>>\n"), 0)
	fmt.Println(err)
	// Output:
	// recovery: handoff packet invalid: packet_missing_section: completed_work
}

// The queue merges entries in order with a blank line and keeps the batch
// until its delivery is confirmed.
func ExamplePolicy_NextBatch() {
	p := recovery.Policy{}
	var q recovery.Queue
	q, _ = p.Enqueue(q, recovery.Entry{ID: "1", Text: "run the tests"})
	q, _ = p.Enqueue(q, recovery.Entry{ID: "2", Text: "then open a PR"})
	b, q, _ := p.NextBatch(q)
	fmt.Printf("%q\n", b.Text)
	q, _ = q.Acknowledge(b.IDs, recovery.DeliveryUncertain)
	fmt.Println("after uncertain delivery:", q.Len())
	q, _ = q.Acknowledge(b.IDs, recovery.DeliveryConfirmed)
	fmt.Println("after confirmed delivery:", q.Len())
	// Output:
	// "run the tests\n\nthen open a PR"
	// after uncertain delivery: 2
	// after confirmed delivery: 0
}

func ExamplePolicy_Pressure() {
	in := recovery.Input{
		Now:           time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC),
		Page:          recovery.ParsePageURL("https://chatgpt.com/c/c1"),
		View:          recovery.View{Known: true, TurnIndex: 12},
		VisibleTokens: 30000,
		State:         recovery.State{Pressure: recovery.Pressure{MessageFloor: 51}},
	}
	s := recovery.Policy{}.Pressure(in)
	fmt.Println(s.Level, s.Messages)
	// Output:
	// required 51
}

func ExampleInterruptedText() {
	fmt.Println(recovery.InterruptedText("Connection interrupted. Waiting for the full response…"))
	// Output:
	// true
}
