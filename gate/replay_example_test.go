package gate_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"time"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/gate"
)

func ExampleReplay() {
	// A sequence is plain values: build one in code, or read a recording
	// made by chatproof record with corpus.ReadSequence.
	page := func(text, control string) []byte {
		return []byte(`<div data-message-author-role="assistant">` + text + `</div><button data-testid="` + control + `"></button>`)
	}
	seq := gate.Sequence{Snapshots: []gate.Snapshot{
		{Offset: 0, HTML: page("Use", "stop-button")},
		{Offset: 600 * time.Millisecond, HTML: page("Use a wildcard.", "copy-turn-action-button")},
		{Offset: 1200 * time.Millisecond, HTML: page("Use a wildcard.", "copy-turn-action-button")},
		{Offset: 1800 * time.Millisecond, HTML: page("Use a wildcard.", "copy-turn-action-button")},
	}}
	// A toy classifier for the example; real callers pass
	// chatproof.ClassifyHTML with their options.
	classify := func(html []byte) (chatproof.Verdict, error) {
		v := chatproof.Verdict{ProviderTerminal: chatproof.ProviderNone, Activity: chatproof.Activity{Level: chatproof.LevelNone}, Terminal: chatproof.Incomplete}
		start := bytes.IndexByte(html, '>') + 1
		v.Response.Present = true
		v.Response.Text = string(html[start : start+bytes.IndexByte(html[start:], '<')])
		v.Response.ContentDigest = fmt.Sprintf("sha256:%x", sha256.Sum256([]byte(v.Response.Text)))
		if bytes.Contains(html, []byte("stop-button")) {
			v.Activity.Level = chatproof.LevelStrong
		} else if bytes.Contains(html, []byte("copy-turn-action-button")) {
			v.Response.Finished, v.Terminal = true, chatproof.Complete
		}
		return v, nil
	}
	rep := gate.Replay(seq, classify)
	for _, s := range rep.Steps {
		fmt.Println(s.AtMS, s.Decision, s.Reasons)
	}
	out, _ := json.Marshal(rep.CompleteAt)
	fmt.Println("complete_at:", string(out))
	// Output:
	// 0 incomplete [not_finished strong_activity]
	// 600 pending [content_changed debouncing]
	// 1200 pending [debouncing]
	// 1800 complete [stable]
	// complete_at: 1800
}

// CompleteAt renders as a number of milliseconds, or "never".
func ExampleCompleteAt() {
	for _, c := range []gate.CompleteAt{{Fired: true, MS: 2400}, {}} {
		b, _ := json.Marshal(c)
		fmt.Println(string(b), c)
	}
	// Output:
	// 2400 2400
	// "never" never
}
