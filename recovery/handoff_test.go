package recovery

import (
	"testing"
	"time"
)

// handoffInput: transfer tr-7f3a from c1 to c2 is being seeded; the target's
// first user message carries the seed marker.
func handoffInput(in *Input) {
	in.State.Handoff = Handoff{TransferID: "tr-7f3a", Status: HandoffSeedSubmitting, Source: "c1", Target: "c2"}
	in.Packet = []byte(goodPacket)
	in.Target = Server{OK: true, ConversationID: "c2", CurrentNode: "u9", CurrentNodeRole: "user", ReachedRoot: true,
		FirstUser: Message{ID: "u9", Role: "user", Text: SeedMarker("tr-7f3a") + "\n" + goodPacket, Created: at(time.Minute)}}
	in.State.Queue = Queue{Conversation: "c1", Entries: []Entry{{ID: "q1", Text: "next: run the tests", Created: At(at(10 * time.Second))}}}
}

func TestHandoff(t *testing.T) {
	p := Policy{}
	runTable(t, p.Handoff, []tcase{
		{name: "none", reason: "no transfer in progress", action: ActionNone, code: ReasonNoHandoff},
		{name: "cutover", reason: "target id and seed marker verified",
			mod: handoffInput, action: ActionCutover, code: ReasonSeedVerified},
		{name: "auto_off_still_cuts_over", reason: "a manual handoff runs with Auto off",
			mod: func(in *Input) { handoffInput(in); in.Auto = false }, action: ActionCutover, code: ReasonSeedVerified},
		{name: "no_packet", reason: "no packet captured",
			mod: func(in *Input) { handoffInput(in); in.Packet = nil }, action: ActionKeepBinding, code: ReasonHandoffPacketInvalid, has: []string{ReasonPacketMissing}},
		{name: "bad_packet", reason: "a malformed packet",
			mod:    func(in *Input) { handoffInput(in); in.Packet = []byte("<<<HERDR_HANDOFF_V1 id=x>>>\n") },
			action: ActionKeepBinding, code: ReasonHandoffPacketInvalid, has: []string{ReasonPacketUnterminated}},
		{name: "packet_other_id", reason: "the packet belongs to another transfer",
			mod:    func(in *Input) { handoffInput(in); in.State.Handoff.TransferID = "tr-other" },
			action: ActionKeepBinding, code: ReasonHandoffPacketInvalid, has: []string{ReasonPacketIDMismatch}},
		{name: "no_target", reason: "opening a tab is not enough: no target id yet",
			mod: func(in *Input) { handoffInput(in); in.State.Handoff.Target = "" }, action: ActionKeepBinding, code: ReasonTargetUnverified},
		{name: "same_target", reason: "the target must be a new conversation",
			mod: func(in *Input) { handoffInput(in); in.State.Handoff.Target = "c1" }, action: ActionKeepBinding, code: ReasonTargetSameAsSource},
		{name: "target_unavailable", reason: "attempting to send is not enough: no target snapshot",
			mod: func(in *Input) { handoffInput(in); in.Target = Server{} }, action: ActionKeepBinding, code: ReasonTargetUnverified},
		{name: "target_other_id", reason: "the snapshot is of another conversation",
			mod: func(in *Input) { handoffInput(in); in.Target.ConversationID = "c3" }, action: ActionKeepBinding, code: ReasonTargetIDMismatch},
		{name: "no_first_user", reason: "the first user message is not proven (walk did not reach the root)",
			mod: func(in *Input) { handoffInput(in); in.Target.FirstUser = Message{} }, action: ActionKeepBinding, code: ReasonSeedMarkerMissing},
		{name: "no_marker", reason: "the first user message lacks the seed marker",
			mod: func(in *Input) { handoffInput(in); in.Target.FirstUser.Text = goodPacket }, action: ActionKeepBinding, code: ReasonSeedMarkerMissing},
		{name: "other_marker", reason: "the marker of another transfer",
			mod: func(in *Input) { handoffInput(in); in.Target.FirstUser.Text = SeedMarker("tr-other") }, action: ActionKeepBinding, code: ReasonSeedMarkerMismatch},
		{name: "workspace_working", reason: "a working workspace could race the cutover",
			mod: func(in *Input) { handoffInput(in); in.WorkspaceWorking = true }, action: ActionKeepBinding, code: ReasonWorkspaceWorking},
		{name: "queue_in_flight", reason: "an unconfirmed queued batch must settle first",
			mod: func(in *Input) {
				handoffInput(in)
				in.State.Queue.InFlight = []string{"q1"}
				in.Delivery = DeliveryUncertain
			}, action: ActionKeepBinding, code: ReasonQueueDeliveryUncertain},
	})
}

func TestHandoffNextState(t *testing.T) {
	in := baseInput()
	handoffInput(&in)
	d, st := Policy{}.Handoff(in)
	if d.Action != ActionCutover || st.ConversationID != "c2" || st.Handoff.active() ||
		st.Queue.Conversation != "c2" || st.Queue.Len() != 1 || st.Budget != (Budget{}) {
		t.Fatalf("%+v %+v", d, st)
	}
	in.Target.FirstUser.Text = "no marker"
	d, st = Policy{}.Handoff(in)
	if d.Action != ActionKeepBinding || st.Handoff.Status != HandoffSeedUncertain || st.ConversationID != "c1" {
		t.Fatalf("failed verification must keep the binding and mark the seed uncertain: %+v %+v", d, st.Handoff)
	}
}

// TestHandoffStuckVariants: a transfer stuck for the stage timeout is
// given up only before its seed could reach a target; after the seed it
// stays and says it is stalled; an unknown time never gives up.
func TestHandoffStuckVariants(t *testing.T) {
	p := Policy{}.withDefaults()
	for _, status := range handoffStatuses {
		for _, ago := range []time.Duration{-1, 0, 9 * time.Minute, 10 * time.Minute, time.Hour} {
			in := baseInput()
			handoffInput(&in)
			in.Target = Server{} // the target is not verified
			in.State.Handoff.Status = status
			in.State.Handoff.Since = Time{}
			if ago >= 0 {
				in.State.Handoff.Since = At(in.Now.Add(-ago))
			}
			d, next := p.Handoff(in)
			stuck := ago >= p.HandoffStageTimeout
			abandon := stuck && !seedSent(status)
			if (d.Reason == ReasonHandoffAbandoned) != abandon || abandon && (next.Handoff.active() || d.Action != ActionKeepBinding) {
				t.Errorf("%s, %v ago: %s/%s, next %+v", status, ago, d.Action, d.Reason, next.Handoff)
			}
			if stuck && seedSent(status) && !contains(d.Reasons, ReasonHandoffStalled) {
				t.Errorf("%s, %v ago: not reported stalled: %v", status, ago, d.Reasons)
			}
			if next.Binding != in.State.Binding || next.Queue.Len() != in.State.Queue.Len() {
				t.Errorf("%s, %v ago: the binding or the queue changed", status, ago)
			}
		}
	}
}
