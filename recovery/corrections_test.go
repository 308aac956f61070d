package recovery

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// TestDeliveryVerdictVariants walks every combination of current_node
// role, the user message above it and what the page knows of the sent
// message. "accepted" needs current_node to be an assistant or tool message
// whose user message is the sent one; the previous turn's reply is "never
// landed"; whatever cannot be tied to the sent message is undetermined.
func TestDeliveryVerdictVariants(t *testing.T) {
	for _, role := range []string{"assistant", "tool", "user", "system", ""} {
		for _, above := range []string{"sent", "earlier", "none"} {
			for _, sent := range []string{"u1", ""} {
				s := Server{OK: true, ConversationID: "c1", CurrentNodeRole: role, CurrentNode: "n9"}
				switch above {
				case "sent":
					s.LatestUser = Message{ID: "u1", Role: "user"}
				case "earlier":
					s.LatestUser = Message{ID: "u0", Role: "user"}
				}
				if role == "user" && above == "sent" {
					s.CurrentNode = "u1"
				}
				want := VerdictUndetermined
				switch {
				case sent == "":
				case (role == "assistant" || role == "tool") && above == "sent":
					want = VerdictAccepted
				case (role == "assistant" || role == "tool") && above == "earlier":
					want = VerdictNotAccepted
				case role == "user" && above == "sent":
					want = VerdictNotAccepted
				}
				if got := deliveryVerdict(s, sent); got != want {
					t.Errorf("role %q, user above %s, sent %q: got %s, want %s", role, above, sent, got, want)
				}
				s.OK = false
				if got := deliveryVerdict(s, sent); got != VerdictUndetermined {
					t.Errorf("no snapshot: got %s", got)
				}
			}
		}
	}
}

// TestPreviousReplyIsNotAcceptance: after the send-timeout card, a
// current_node at the previous turn's reply allows ChatGPT's Retry once and
// is never reported as accepted, at any time, with or without the Retry
// already used.
func TestPreviousReplyIsNotAcceptance(t *testing.T) {
	p := Policy{}
	for _, used := range []int{0, 1} {
		for wait := 0; wait < 120; wait += 7 {
			in := baseInput()
			in.View.ThreadError, in.View.AssistantID = true, ""
			in.Server = server("assistant", "a0", replyText, FinishYes, at(-time.Minute))
			in.Server.LatestUser = Message{ID: "u0", Role: "user"}
			in.Now = at(time.Duration(wait) * time.Second)
			in.State.Budget = Budget{Epoch: At(t0), RetryUsed: used}
			if used > 0 {
				in.State.Budget.LastRetry = At(at(-time.Second))
			}
			d, _ := p.SendTimeout(in)
			if d.Verdict == VerdictAccepted || d.Reason == ReasonThreadErrorServerAhead {
				t.Fatalf("used %d, +%ds: the previous reply was taken for acceptance: %+v", used, wait, d)
			}
			if used > 0 && d.Action == ActionRetrySendOnce {
				t.Fatalf("second Retry: %+v", d)
			}
			if used == 0 && d.Action != ActionRetrySendOnce {
				t.Fatalf("+%ds: the message never landed, want Retry once: %+v", wait, d)
			}
		}
	}
}

// TestOtherConversationSnapshotProvesNothing: a snapshot whose
// conversation_id is not the state's (or a state that names no
// conversation) never makes the server ahead, accepted or the turn proven
// finished, whatever the snapshot says.
func TestOtherConversationSnapshotProvesNothing(t *testing.T) {
	p := Policy{}
	r := rand.New(rand.NewPCG(19, 1))
	for i := 0; i < 400; i++ {
		in := baseInput()
		in.View.AssistantID = []string{"", "a0", "a1"}[r.IntN(3)]
		in.View.Finished = r.IntN(2) == 0
		in.View.ThreadError = r.IntN(2) == 0
		in.View.Streaming = r.IntN(2) == 0
		roles := []string{"assistant", "tool", "user"}
		in.Server = server(roles[r.IntN(3)], "a2", replyText+" more text that is longer than the page", FinishYes, at(0))
		if r.IntN(2) == 0 {
			in.Server.ConversationID = "c9"
		} else {
			in.State.ConversationID = ""
		}
		in.State.Health.Samples = pressureSamples(in.Now)
		for _, c := range []Check{CheckAuto, CheckStaleView, CheckSendTimeout, CheckPageHealth} {
			d, _, _ := p.Run(c, in)
			if d.Verdict == VerdictServerAhead || d.Verdict == VerdictAccepted || d.Verdict == VerdictNotAccepted ||
				d.Action == ActionRetrySendOnce || d.Action == ActionReloadTab ||
				(d.Check == CheckPageHealth && d.Action == ActionReload) {
				t.Fatalf("case %d check %s: a snapshot of another conversation decided %+v", i, c, d)
			}
		}
	}
}

// pressureSamples is a minute of sustained UI pressure ending at now.
func pressureSamples(now time.Time) []HealthSample {
	var ss []HealthSample
	for k := 4; k >= 0; k-- {
		ss = append(ss, HealthSample{At: At(now.Add(-time.Duration(k) * 15 * time.Second)), MutationsPerMin: 5000})
	}
	return ss
}

// TestMigrateKeepsInsertionOrder: whatever the creation times (equal,
// reversed, zero, far apart), migration appends the source's entries after
// the target's own, each list in its own order.
func TestMigrateKeepsInsertionOrder(t *testing.T) {
	p := Policy{}
	r := rand.New(rand.NewPCG(19, 2))
	for i := 0; i < 300; i++ {
		var src, dst Queue
		var want []string
		mk := func(prefix string, n int) []Entry {
			var es []Entry
			for k := 0; k < n; k++ {
				var created time.Time
				switch r.IntN(4) {
				case 1:
					created = at(time.Duration(r.IntN(1000)) * time.Second)
				case 2:
					created = at(-time.Duration(k) * time.Hour)
				case 3:
					created = at(0)
				}
				es = append(es, Entry{ID: prefix + itoa(k), Text: "entry " + itoa(k), Created: At(created)})
			}
			return es
		}
		dst.Entries = mk("d", r.IntN(4))
		src.Entries = mk("s", r.IntN(6))
		for _, e := range append(append([]Entry{}, dst.Entries...), src.Entries...) {
			want = append(want, e.ID)
		}
		got, err := p.Migrate(src, dst)
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, e := range got.Entries {
			ids = append(ids, e.ID)
		}
		if strings.Join(ids, ",") != strings.Join(want, ",") {
			t.Fatalf("got %v, want %v", ids, want)
		}
	}
}

// TestNextBatchRespectsBounds: from persisted queues of any length (past the
// bounds too), every batch is a prefix of the queue within the entry and
// merged-length bounds, and repeated delivery hands out every entry exactly
// once, in order.
func TestNextBatchRespectsBounds(t *testing.T) {
	p := Policy{QueueMaxEntries: 5, QueueMaxChars: 300}
	r := rand.New(rand.NewPCG(19, 3))
	for i := 0; i < 300; i++ {
		q := Queue{}
		var want []string
		for k := r.IntN(12); k >= 0; k-- {
			id := "e" + itoa(len(q.Entries))
			q.Entries = append(q.Entries, Entry{ID: id, Text: strings.Repeat("x", 1+r.IntN(200))})
			want = append(want, id)
		}
		var sent []string
		for guard := 0; q.Len() > 0 && guard < 100; guard++ {
			b, next, ok := p.NextBatch(q)
			if !ok {
				t.Fatalf("no batch from %d entries", q.Len())
			}
			if len(b.IDs) > 5 || len([]rune(b.Text)) > 300 {
				t.Fatalf("batch past the bounds: %d entries, %d chars", len(b.IDs), len([]rune(b.Text)))
			}
			if _, _, again := p.NextBatch(next); again {
				t.Fatal("a second batch while one is in flight")
			}
			sent = append(sent, b.IDs...)
			q, _ = next.Acknowledge(b.IDs, DeliveryConfirmed)
		}
		if strings.Join(sent, ",") != strings.Join(want, ",") {
			t.Fatalf("sent %v, want %v", sent, want)
		}
	}
}

// TestPruneDropsOnlyWhatCannotBeDelivered: expired and over-long entries are
// dropped with their reason; unknown or future creation times and the batch
// in flight are kept; the kept entries keep their order.
func TestPruneDropsOnlyWhatCannotBeDelivered(t *testing.T) {
	p := Policy{QueueMaxChars: 50}
	now := at(30 * 24 * time.Hour)
	q := Queue{
		Entries: []Entry{
			{ID: "old-in-flight", Text: "a", Created: At(now.Add(-10 * 24 * time.Hour))},
			{ID: "old", Text: "b", Created: At(now.Add(-8 * 24 * time.Hour))},
			{ID: "unknown-age", Text: "c"},
			{ID: "future", Text: "d", Created: At(now.Add(time.Hour))},
			{ID: "long", Text: strings.Repeat("e", 51), Created: At(now)},
			{ID: "edge", Text: "f", Created: At(now.Add(-7 * 24 * time.Hour))},
		},
		InFlight: []string{"old-in-flight"},
	}
	got, dropped := p.Prune(q, now)
	var ids []string
	for _, e := range got.Entries {
		ids = append(ids, e.ID)
	}
	if strings.Join(ids, ",") != "old-in-flight,unknown-age,future,edge" {
		t.Fatalf("kept %v", ids)
	}
	if len(dropped) != 2 || dropped[0] != (Dropped{"old", ReasonQueueEntryExpired}) || dropped[1] != (Dropped{"long", ReasonQueueEntryTooLong}) {
		t.Fatalf("dropped %+v", dropped)
	}
}

// TestConfirmedBatchAcknowledgedByEveryCheck: whichever check runs, a
// confirmed in-flight batch leaves the queue and the decision says so; an
// unconfirmed one stays.
func TestConfirmedBatchAcknowledgedByEveryCheck(t *testing.T) {
	p := Policy{}
	for _, c := range checks {
		for _, d := range []Delivery{DeliveryConfirmed, DeliveryUncertain, DeliveryUnknown, DeliveryNone} {
			in := baseInput()
			in.Delivery = d
			in.State.Queue = Queue{Conversation: "c1", Entries: []Entry{{ID: "q1", Text: "next"}, {ID: "q2", Text: "later"}}, InFlight: []string{"q1"}}
			dec, next, _ := p.Run(c, in)
			// Acknowledged: q1 is gone; q2 is pending, or handed out as the
			// next batch by the same decision.
			acked := next.Queue.Len() == 1 && next.Queue.Entries[0].ID == "q2" &&
				(len(next.Queue.InFlight) == 0 || dec.Action == ActionDeliverQueue && dec.Batch.IDs[0] == "q2")
			if d == DeliveryConfirmed && (!acked || !contains(dec.Reasons, ReasonQueueBatchAcknowledged)) {
				t.Errorf("check %s: confirmed batch not acknowledged: %+v %+v", c, dec, next.Queue)
			}
			if d != DeliveryConfirmed && (next.Queue.Len() != 2 || len(next.Queue.InFlight) != 1) {
				t.Errorf("check %s, delivery %q: unconfirmed batch changed: %+v", c, d, next.Queue)
			}
		}
	}
}

// TestHandoffTargetProjectVariants: cutover only when the target's Project
// is the transfer's and, for a Project binding, the bound one.
func TestHandoffTargetProjectVariants(t *testing.T) {
	const pa, pb = "g-p-0000000000000000000000000000000a", "g-p-0000000000000000000000000000000b"
	for _, bindScope := range []BindingScope{ScopeNone, ScopeConversation, ScopeProject} {
		for _, bound := range []string{"", pa, pb} {
			for _, transfer := range []string{"", pa, pb} {
				for _, target := range []string{"", pa, pb} {
					in := baseInput()
					handoffInput(&in)
					in.State.Binding = Binding{Scope: bindScope, Workspace: "ws", ProjectID: bound, Conversation: "c1"}
					in.State.Handoff.ProjectID = transfer
					in.Target.ProjectID = target
					d, next := Policy{}.Handoff(in)
					ok := target == transfer && (bindScope != ScopeProject || transfer != "" && transfer == bound)
					if (d.Action == ActionCutover) != ok {
						t.Errorf("scope %q bound %q transfer %q target %q: %s/%s", bindScope, bound, transfer, target, d.Action, d.Reason)
					}
					if !ok && d.Reason != ReasonTargetProjectMismatch {
						t.Errorf("scope %q bound %q transfer %q target %q: reason %s", bindScope, bound, transfer, target, d.Reason)
					}
					if ok && bindScope == ScopeProject && (next.Binding.ProjectID != bound || next.Binding.Conversation != "c2") {
						t.Errorf("project binding after cutover: %+v", next.Binding)
					}
				}
			}
		}
	}
}

// TestRateLimitCooldownCreatesNoTraffic: while a cooldown runs (from a
// visible error of any scope or a Resource Timing 429), no check decides
// an action that makes page or API traffic.
func TestRateLimitCooldownCreatesNoTraffic(t *testing.T) {
	p := Policy{}
	r := rand.New(rand.NewPCG(19, 4))
	for i := 0; i < 300; i++ {
		in := baseInput()
		randomEvidence(r, &in)
		in.View.RateLimitVisible = true
		in.State.Queue = Queue{Conversation: "c1", Entries: []Entry{{ID: "q1", Text: "next"}}}
		for _, c := range checks {
			d, _, _ := p.Run(c, in)
			switch d.Action {
			case ActionReload, ActionReloadTab, ActionRetrySendOnce, ActionDeliverQueue, ActionStartHandoff:
				t.Fatalf("case %d check %s: %s during a 429 cooldown", i, c, d.Action)
			}
		}
	}
}
