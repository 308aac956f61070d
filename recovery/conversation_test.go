package recovery

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/internal/testflag"
)

// ownStateChecks are the checks that act on persisted per-conversation
// state (queue, budgets, handoff, pressure, the last continuation): each
// verifies that the State is the page's conversation's.
var ownStateChecks = []Check{
	CheckAuto, CheckStaleView, CheckSendTimeout, CheckInterrupted, CheckPageHealth,
	CheckContextPressure, CheckHandoff, CheckQueue, CheckManual, CheckEndOfTurn,
}

// mismatch is one way a State names another conversation than the page's
// (c1): ids that differ by a character, by case, by a prefix or a suffix.
type mismatch struct {
	name  string
	apply func(in *Input, other string)
}

var mismatches = []mismatch{
	{"state conversation", func(in *Input, o string) { in.State.ConversationID = o }},
	{"queue conversation", func(in *Input, o string) {
		in.State.Queue.Conversation = o
		if in.State.Queue.Len() == 0 {
			in.State.Queue.Entries = []Entry{{ID: "q9", Text: "also run the linter", Created: At(in.Now)}}
		}
	}},
	{"state and queue", func(in *Input, o string) { in.State.ConversationID, in.State.Queue.Conversation = o, o }},
	{"transfer source", func(in *Input, o string) {
		if !in.State.Handoff.active() {
			in.State.Handoff = Handoff{TransferID: "tr-7f3a", Status: HandoffSummaryRequested, Since: At(in.Now)}
		}
		in.State.Handoff.Source = o
	}},
	{"page shows another", func(in *Input, o string) { in.Page.ConversationID = o }},
	{"unowned queue", func(in *Input, _ string) {
		in.State.ConversationID, in.State.Queue.Conversation = "", ""
		in.State.Queue.Entries = append(in.State.Queue.Entries, Entry{ID: "q9", Text: "also run the linter", Created: At(in.Now)})
	}},
}

var otherIDs = []string{"c2", "C1", "c10", "xc1", "c1 ", "6929e3f0-1d2e-8a10-b5c7-77e0a9d4c201"}

// TestStateOfAnotherConversationActsOnNothing: for generated inputs that
// make a check act on the conversation page, the same input whose State
// names another conversation (each way, each id shape) answers ActionNone
// with state_other_conversation and returns the State as it came: no
// delivery, Retry, reload, rollover, transfer step or acknowledgement.
func TestStateOfAnotherConversationActsOnNothing(t *testing.T) {
	p := Policy{}.withDefaults()
	acting, refused := map[Check]int{}, 0
	ops := []Operation{OpContinue, OpHandoff, OpQueueClear, OpQueueRetry}
	// 1500 inputs, as CI runs; the first 500 in a plain go test (every
	// mismatch and id shape still: they turn with the seed).
	seeds := testflag.Count[uint64](1500, 500)
	for seed := range seeds {
		r := rand.New(rand.NewPCG(seed, 0x5eed))
		in := randomActing(r)
		if in.Manual == "" || in.Manual == OpMonitor || in.Manual == OpAnalysis {
			in.Manual = ops[r.IntN(len(ops))]
		}
		for _, c := range ownStateChecks {
			own, _, _ := p.Run(c, in)
			if own.Action == ActionNone && c != CheckManual {
				continue
			}
			acting[c]++
			m := mismatches[int(seed)%len(mismatches)]
			other := otherIDs[int(seed/7)%len(otherIDs)]
			v := in
			v.State = in.State.clone()
			m.apply(&v, other)
			before := v.State.clone()
			d, next, _ := p.Run(c, v)
			if d.Action != ActionNone || d.Reason != ReasonStateOtherConversation || !reflect.DeepEqual(d.Reasons, []string{ReasonStateOtherConversation}) {
				t.Fatalf("seed %d check %s, %s %q: got %s/%s %v (own page: %s/%s), want none/state_other_conversation",
					seed, c, m.name, other, d.Action, d.Reason, d.Reasons, own.Action, own.Reason)
			}
			if len(d.Batch.IDs) != 0 || d.Message != "" || !reflect.DeepEqual(next, before) {
				t.Fatalf("seed %d check %s, %s: the refusal acted: %+v\nstate %+v\nwas   %+v", seed, c, m.name, d, next, before)
			}
			refused++
		}
	}
	t.Logf("acting inputs per check: %v; refused variants: %d", acting, refused)
	for _, c := range ownStateChecks {
		if acting[c] == 0 {
			t.Errorf("no generated input makes %s act: the variant is vacuous", c)
		}
	}
}

// The binding's own checks judge the page against the binding's target
// and keep their answers (binding_not_target, not state_other_conversation);
// monitor and analysis read nothing of the conversation's state.
func TestBindingChecksKeepTheirAnswers(t *testing.T) {
	in := baseInput()
	in.Page.ConversationID = "c2"
	in.State.Binding = Binding{Scope: ScopeConversation, Workspace: "ws", Conversation: "c1"}
	for _, c := range []Check{CheckBinding, CheckProgress} {
		if d, _, _ := (Policy{}).Run(c, in); d.Reason == ReasonStateOtherConversation {
			t.Errorf("%s: %s/%s", c, d.Action, d.Reason)
		}
	}
	in.Auto = false
	for _, op := range []Operation{OpMonitor, OpAnalysis} {
		in.Manual = op
		if d, _ := (Policy{}).Manual(in); d.Action != ActionRunManual {
			t.Errorf("manual %s on another conversation's page: %s/%s, want run_manual", op, d.Action, d.Reason)
		}
	}
}

// A URL on a host no site knows names a page of unknown kind: every check
// that needs a page answers page_unknown, never page_not_named, and acts on
// nothing; only "" names no page.
func TestUnknownHostIsNamedUnknownPage(t *testing.T) {
	hosts := []string{
		"https://chatgpt.com.preview-proxy.net/c/c1", "https://chatgpt.com.evil.example/c/c1",
		"https://xchatgpt.com/c/c1", "https://chat.openai.com.mirror.test/c/c1", "https://chat.z.ai.example/c/c1",
		"https://ChatGPT.com/c/c1", "http://chatgpt.com/c/c1", "https://chatgpt.com:8443/c/c1",
		"https://user@chatgpt.com/c/c1", "chatgpt.com/c/c1", "https://%zz/c/c1", "https://chatgpt.com/" + strings.Repeat("x", 5000),
	}
	in := baseInput()
	in.State.Queue = Queue{Conversation: "c1", Entries: []Entry{{ID: "q1", Text: "then open a PR", Created: At(in.Now)}}}
	for _, raw := range hosts {
		pg := ParsePageURL(raw)
		if !pg.named() || pg.Kind != PageUnknown || pg.ConversationID != "" {
			t.Errorf("%q: %+v, want a named page of unknown kind", raw, pg)
			continue
		}
		v := in
		v.Page = pg
		for _, c := range pageChecks {
			d, _, _ := (Policy{}).Run(c, v)
			if d.Action != ActionNone || d.Reason == ReasonPageNotNamed {
				t.Errorf("%q check %s: %s/%s, want none and not page_not_named", raw, c, d.Action, d.Reason)
			}
			if c != CheckProgress && c != CheckManual && c != CheckEndOfTurn && d.Reason != ReasonPageUnknown {
				t.Errorf("%q check %s: %s, want page_unknown", raw, c, d.Reason)
			}
		}
	}
	if ParsePageURL("").named() {
		t.Error(`"" names a page`)
	}
}
