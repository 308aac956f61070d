package scan

import "testing"

func ptr[T any](v T) *T { return &v }

// eligibleExchange is an exchange that meets every condition.
func eligibleExchange() Exchange {
	h := Head{URL: "https://chatgpt.com/", MessageCount: 0, Fingerprint: "sha256:9b1f"}
	return Exchange{
		StopReason:    StopInterruptedBeforeSendConfirmation,
		StopPhase:     "browser_owned",
		ConfirmedSend: ptr(false),
		Start:         "new_chat",
		Binding: Binding{
			Mode: "create_once", State: "unbound", CanonicalURL: ptr(""), MessageCount: ptr(0),
			Head: ptr(h), PriorHead: ptr(h), Revision: ptr[int64](7), PriorRevision: ptr[int64](7),
		},
	}
}

func TestCheckEligibility(t *testing.T) {
	tests := []struct {
		name, reason string
		edit         func(x *Exchange)
		want         Reason // "" for eligible
	}{
		{"eligible", "every condition of Ego Chat #65 holds", func(*Exchange) {}, ""},
		{"zero exchange", "nothing recorded proves nothing", func(x *Exchange) { *x = Exchange{} }, ReasonExchangeIncomplete},
		{"other stop", "only an interruption before Send confirmation may be absent",
			func(x *Exchange) { x.StopReason = "completion_timeout_after_confirmed_send" }, ReasonNotInterruptedBeforeSendConfirmation},
		{"no phase", "unknown phase", func(x *Exchange) { x.StopPhase = "" }, ReasonExchangeIncomplete},
		{"capture phase", "stopped outside the browser-owned phase", func(x *Exchange) { x.StopPhase = "capture_paused" }, ReasonNotBrowserOwned},
		{"send evidence unknown", "absence of evidence not recorded", func(x *Exchange) { x.ConfirmedSend = nil }, ReasonExchangeIncomplete},
		{"send confirmed", "a confirmed Send landed by definition", func(x *Exchange) { x.ConfirmedSend = ptr(true) }, ReasonSendConfirmed},
		{"not create once", "only a create-once binding has nothing to anchor on", func(x *Exchange) { x.Binding.Mode = "reuse" }, ReasonNotCreateOnce},
		{"bound", "a bound binding is reconciled by reading its conversation", func(x *Exchange) { x.Binding.State = "bound" }, ReasonBindingBound},
		{"no state", "unknown binding state", func(x *Exchange) { x.Binding.State = "" }, ReasonExchangeIncomplete},
		{"canonical url", "the tab became a conversation", func(x *Exchange) { x.Binding.CanonicalURL = ptr("https://chatgpt.com/c/abc") }, ReasonCanonicalURLPresent},
		{"canonical url unknown", "not recorded", func(x *Exchange) { x.Binding.CanonicalURL = nil }, ReasonExchangeIncomplete},
		{"messages", "messages exist in the binding", func(x *Exchange) { x.Binding.MessageCount = ptr(2) }, ReasonMessagesPresent},
		{"messages unknown", "not recorded", func(x *Exchange) { x.Binding.MessageCount = nil }, ReasonExchangeIncomplete},
		{"head fingerprint", "the head moved since the prior record",
			func(x *Exchange) { h := *x.Binding.Head; h.Fingerprint = "sha256:0000"; x.Binding.Head = &h }, ReasonHeadChanged},
		{"head url", "the head moved since the prior record",
			func(x *Exchange) { h := *x.Binding.Head; h.URL = "https://chatgpt.com/c/x"; x.Binding.Head = &h }, ReasonHeadChanged},
		{"head last message", "the head moved",
			func(x *Exchange) { h := *x.Binding.Head; h.LastMessageID = "m1"; x.Binding.Head = &h }, ReasonHeadChanged},
		{"prior head unknown", "cannot compare", func(x *Exchange) { x.Binding.PriorHead = nil }, ReasonExchangeIncomplete},
		{"revision", "the binding was rewritten", func(x *Exchange) { x.Binding.Revision = ptr[int64](8) }, ReasonRevisionChanged},
		{"revision unknown", "cannot compare", func(x *Exchange) { x.Binding.PriorRevision = nil }, ReasonExchangeIncomplete},
		{"project start", "a Project chat is listed elsewhere; Ego Chat #65 refuses it", func(x *Exchange) { x.Start = "project" }, ReasonCreateOnceAbsenceUnsupported},
		{"other start", "only the plain new-chat page is supported", func(x *Exchange) { x.Start = "existing_conversation" }, ReasonCreateOnceRequiresNewChat},
		{"start unknown", "not recorded", func(x *Exchange) { x.Start = "" }, ReasonExchangeIncomplete},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			x := eligibleExchange()
			tt.edit(&x)
			d := CheckEligibility(x)
			if d.OK != (tt.want == "") || d.Reason != tt.want {
				t.Fatalf("got %+v; want %q because %s", d, tt.want, tt.reason)
			}
			if !d.OK && d.Detail == "" {
				t.Error("refusal without detail")
			}
		})
	}
}
