package recovery

import (
	"testing"
	"time"

	"github.com/chatproof/chatproof/grammar"
)

const interruptedReply = "The first half of the answer. Connection interrupted. Waiting for the full response…"

func interruptedInput(in *Input) {
	in.View.Interrupted = true
	in.View.Text = interruptedReply
	in.View.Streaming = true
	in.View.Finished = false
	in.State.Stream = StreamProgress{AssistantID: "a1", TextLen: grammar.ComparableLen(grammar.StripInterruptedStream(interruptedReply)), LastProgress: At(in.Now.Add(-40 * time.Second))}
}

func TestInterrupted(t *testing.T) {
	p := Policy{}
	runTable(t, p.Interrupted, []tcase{
		{name: "not_interrupted", reason: "no placeholder",
			action: ActionNone, code: ReasonNotInterrupted},
		{name: "stalled_reload", reason: "no growth for 40s: one reload, ignoring the stale Stop",
			mod: interruptedInput, action: ActionReload, code: ReasonChatGPTDisconnected},
		{name: "window", reason: "no growth for 20s only",
			mod: func(in *Input) {
				interruptedInput(in)
				in.State.Stream.LastProgress = At(in.Now.Add(-20 * time.Second))
			},
			action: ActionWait, code: ReasonStreamStallWindow},
		{name: "growth", reason: "text grew: progress",
			mod:    func(in *Input) { interruptedInput(in); in.State.Stream.TextLen -= 5 },
			action: ActionWait, code: ReasonStreamProgress},
		{name: "new_id", reason: "a new message id is progress",
			mod:    func(in *Input) { interruptedInput(in); in.State.Stream.AssistantID = "a0" },
			action: ActionWait, code: ReasonStreamProgress},
		{name: "placeholder_not_growth", reason: "the placeholder appended to the same text is not progress",
			mod: func(in *Input) {
				interruptedInput(in)
				in.State.Stream.TextLen = grammar.ComparableLen("The first half of the answer.")
			}, action: ActionReload, code: ReasonChatGPTDisconnected},
		{name: "first_seen", reason: "the first observation starts the clock",
			mod:    func(in *Input) { interruptedInput(in); in.State.Stream = StreamProgress{} },
			action: ActionWait, code: ReasonStreamProgress},
		{name: "block_draft", reason: "a draft blocks the reload",
			mod: func(in *Input) { interruptedInput(in); in.View.Draft = true }, action: ActionWait, code: ReasonDraftPresent},
		{name: "block_tool", reason: "a running tool blocks the reload",
			mod: func(in *Input) { interruptedInput(in); in.View.ToolRunning = true }, action: ActionWait, code: ReasonToolRunning},
		{name: "block_permission", reason: "a permission card blocks the reload",
			mod: func(in *Input) { interruptedInput(in); in.View.PermissionCard = true }, action: ActionWait, code: ReasonPermissionCard},
		{name: "spent", reason: "the reload budget is spent: rollover recommended",
			mod: func(in *Input) {
				interruptedInput(in)
				in.State.Budget = Budget{Epoch: At(t0), ReloadUsed: 1}
				in.State.LastReload = At(in.Now.Add(-time.Minute))
				in.View.LastChange = in.Now.Add(-90 * time.Second)
			}, action: ActionRolloverRecommended, code: ReasonRecoveryExhausted},
	})
}

func TestInterruptedText(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"Connection interrupted. Waiting for the full response…", true},
		{"The connection was lost", true},
		{"waiting for full response", true},
		{"连接已中断", true},
		{"正在等待完整回复", true},
		{"We discussed how connections are pooled.", false},
		{"", false},
	} {
		if got := InterruptedText(tc.text); got != tc.want {
			t.Errorf("InterruptedText(%q) = %v", tc.text, got)
		}
	}
}
