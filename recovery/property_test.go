package recovery

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/chatproof/chatproof/internal/testflag"
)

// TestPropertyNoResendWithinBudgets drives every check with pseudo-random
// evidence sequences (fixed seeds), feeding each returned State back as an
// honest caller would, and checks after every step:
//
//   - the action is in the closed set; nothing but ActionRetrySendOnce and
//     ActionDeliverQueue puts text into the conversation;
//   - ActionRetrySendOnce only when the server proves current_node is still
//     the user message (the task never landed), at most MaxRetries per
//     submit: it can never duplicate the task;
//   - ActionDeliverQueue only from the queue check, with exactly the queued
//     entries' text;
//   - recovery reloads at most MaxReloads per submit, page-health reloads at
//     most once per level per conversation, any two reloads at least
//     ReloadCooldown apart;
//   - no reload, Retry or handoff start while Auto is off or a 429
//     cooldown runs;
//   - the returned budgets never exceed their caps.
func TestPropertyNoResendWithinBudgets(t *testing.T) {
	p := Policy{}.withDefaults()
	seen := map[Action]int{}
	// 300 sequences, as CI runs; the first 100 in a plain go test.
	n := testflag.Count[uint64](300, 100)
	defer func() {
		t.Logf("actions over %d sequences of 200 decisions: %v", n, seen)
		// The generator must reach every recovery action, or the property
		// is vacuous (the continuity actions are TestPropertyContinuity's).
		for _, a := range recoveryActions {
			if seen[a] == 0 {
				t.Errorf("no sequence produced %s (seen %v)", a, seen)
			}
		}
	}()
	for seed := uint64(0); seed < n; seed++ {
		r := rand.New(rand.NewPCG(seed, 0x7ec0))
		in := baseInput()
		in.Page.TabID = 7 // the sender tab of the level-two record
		st := in.State
		retries := map[string]int{}
		reloads := map[string]int{}
		levels := map[string]int{}
		var lastReload time.Time
		// A third of the sequences are a page under sustained pressure, so
		// that both page-health levels are reached.
		pressured := seed%3 == 0
		for step := 0; step < 200; step++ {
			in.Now = in.Now.Add(time.Duration(r.IntN(25)) * time.Second)
			randomEvidence(r, &in)
			sample := randomSample(r, in.Now)
			if pressured && r.IntN(8) != 0 {
				in.View.Streaming, in.View.LastChange = true, in.Now.Add(-time.Minute)
				in.Server = server("assistant", "a1", replyText, FinishYes, in.Now.Add(-time.Minute))
				sample.MutationsPerMin = 3000
			}
			st.Health.Samples = append(st.Health.Samples, sample)
			if r.IntN(40) == 0 {
				st.LastSubmit = At(in.Now)
			}
			if !st.Handoff.active() && r.IntN(60) == 0 {
				st.Handoff = Handoff{TransferID: "tr-7f3a", Status: HandoffSeedSubmitting, Source: st.ConversationID, Target: "c-" + itoa(step)}
			}
			if r.IntN(10) == 0 && st.Queue.Len() < 3 {
				st.Queue, _ = p.Enqueue(st.Queue, Entry{ID: "q" + itoa(step), Text: "queued " + itoa(step), Created: At(in.Now)})
			}
			in.State = st
			c := checks[r.IntN(len(checks))]
			if pressured && r.IntN(2) == 0 {
				c = CheckPageHealth
			}
			d, next, ok := p.Run(c, in)
			if !ok {
				t.Fatalf("check %s did not run", c)
			}
			prep := p.prepare(in)
			fail := func(format string, args ...any) {
				t.Helper()
				t.Fatalf("seed %d step %d check %s: %s: %+v", seed, step, c, sprintf(format, args...), d)
			}
			seen[d.Action]++
			if !validAction(d.Action) {
				fail("action outside the closed set")
			}
			acts := d.Action == ActionReload || d.Action == ActionReloadTab || d.Action == ActionRetrySendOnce || d.Action == ActionStartHandoff
			if acts && !in.Auto {
				fail("automatic action with Auto off")
			}
			if acts && p.cooldownRemaining(prep.State.RateLimit, in.Now) > 0 {
				fail("action during a 429 cooldown")
			}
			switch d.Action {
			case ActionRetrySendOnce:
				if in.Server.ConversationID != in.State.ConversationID || deliveryVerdict(in.Server, in.View.UserID) != VerdictNotAccepted {
					fail("Retry without proof that the task never landed")
				}
				if prep.State.Budget.RetryUsed != 0 {
					fail("Retry with the Retry budget spent")
				}
				key := next.ConversationID + next.Budget.Epoch.String()
				retries[key]++
				if retries[key] > MaxRetries {
					fail("more than %d Retry for one submit", MaxRetries)
				}
			case ActionDeliverQueue:
				var texts []string
				for _, e := range prep.State.Queue.Entries {
					texts = append(texts, e.Text)
				}
				if d.Check != CheckQueue || d.Batch.Text != strings.Join(texts, QueueSeparator) {
					fail("delivered something other than the queue")
				}
			case ActionReload, ActionReloadTab:
				if !lastReload.IsZero() && in.Now.Sub(lastReload) < p.ReloadCooldown {
					fail("reload %v after the previous one", in.Now.Sub(lastReload))
				}
				lastReload = in.Now
				if d.Check == CheckPageHealth {
					levels[next.ConversationID+string(d.Action)]++
					if levels[next.ConversationID+string(d.Action)] > 1 {
						fail("page-health level used twice")
					}
				} else {
					key := next.ConversationID + next.Budget.Epoch.String()
					reloads[key]++
					if reloads[key] > MaxReloads {
						fail("more than %d recovery reloads for one submit", MaxReloads)
					}
				}
			}
			if next.Budget.RetryUsed > MaxRetries || next.Budget.ReloadUsed > MaxReloads || next.Budget.RetryUsed < 0 {
				fail("budget out of range %+v", next.Budget)
			}
			st = next
		}
	}
}

// recoveryActions are the actions of the recovery checks this property
// drives.
var recoveryActions = []Action{
	ActionNone, ActionWait, ActionReload, ActionReloadTab, ActionRetrySendOnce,
	ActionBackoff, ActionRolloverRecommended, ActionStartHandoff, ActionCutover,
	ActionKeepBinding, ActionDeliverQueue,
}

func validAction(a Action) bool {
	for _, x := range actions {
		if a == x {
			return true
		}
	}
	return false
}

func sprintf(format string, args ...any) string {
	return strings.TrimSpace(fmtSprintf(format, args...))
}

// randomEvidence draws the page, server, delivery and signals of one moment,
// biased towards safe moments so that actions happen.
func randomEvidence(r *rand.Rand, in *Input) {
	chance := func(n int) bool { return r.IntN(n) == 0 }
	ids := []string{"a0", "a1", "a2", ""}
	users := []string{"u1", "u1", "u1", "", "u0"}
	v := View{Known: !chance(15), AssistantID: ids[r.IntN(len(ids))], UserID: users[r.IntN(len(users))], TurnIndex: r.IntN(70) - 1}
	v.Text = short(replyText, r.IntN(len(replyText)))
	v.Finished = chance(2)
	v.Streaming = chance(4)
	v.ThreadError = chance(4)
	v.RetryDisabled = chance(8)
	v.Interrupted = chance(5)
	if v.Interrupted {
		v.Text += " Connection interrupted."
	}
	v.RateLimitVisible = chance(40)
	v.Draft, v.ComposerBusy, v.ToolRunning, v.PermissionCard = chance(12), chance(12), chance(12), chance(12)
	v.LastChange = in.Now.Add(-time.Duration(r.IntN(120)) * time.Second)
	if chance(20) {
		v.LastChange = time.Time{}
	}
	in.View = v
	fins := []Finish{FinishYes, FinishNo, FinishUnknown}
	switch r.IntN(6) {
	case 0:
		in.Server = Server{}
	case 1:
		in.Server = server("user", "", "", FinishUnknown, time.Time{})
	case 2:
		in.Server = server("tool", "", "", FinishUnknown, time.Time{})
	default:
		in.Server = server("assistant", ids[r.IntN(3)], short(replyText, r.IntN(len(replyText))), fins[r.IntN(3)], in.Now.Add(-time.Duration(r.IntN(120))*time.Second))
	}
	if chance(6) {
		// The previous turn's reply: the sent message never landed.
		in.Server.LatestUser = Message{ID: "u0", Role: "user"}
	}
	if chance(8) {
		in.Server.ConversationID = "c9"
	}
	in.Target = Server{}
	if chance(2) {
		in.Target = Server{OK: true, ConversationID: in.State.Handoff.Target, ReachedRoot: true,
			FirstUser: Message{ID: "u", Role: "user", Text: SeedMarker("tr-7f3a")}}
	}
	in.Packet = nil
	if !chance(4) {
		in.Packet = []byte(goodPacket)
	}
	ds := []Delivery{DeliveryConfirmed, DeliveryConfirmed, DeliveryNone, DeliveryUncertain, DeliveryUnknown}
	in.Delivery = ds[r.IntN(len(ds))]
	in.Auto = !chance(10)
	in.Bound = !chance(10)
	in.WorkspaceWorking = chance(8)
	in.PendingMutation = chance(12)
	in.RateLimitEvents = nil
	if chance(30) {
		in.RateLimitEvents = []time.Time{in.Now.Add(-time.Duration(r.IntN(60)) * time.Second)}
	}
	in.VisibleTokens = r.IntN(100000)
	in.Turns = r.IntN(40)
}

// randomSample draws one page-health window ending at now.
func randomSample(r *rand.Rand, now time.Time) HealthSample {
	s := HealthSample{At: At(now), MutationsPerMin: r.IntN(4000), TicksPerMin: r.IntN(1200)}
	if r.IntN(3) == 0 {
		s.HeapUsed = int64(r.IntN(2000)) << 20
	}
	return s
}
