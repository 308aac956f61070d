package gate_test

import (
	"fmt"
	"time"

	"github.com/chatproof/chatproof/gate"
	"github.com/chatproof/chatproof/snapshot"
	"github.com/chatproof/chatproof/surface"
)

// readSurface parses a page and reads its composer surface.
func readSurface(page string) surface.Surface {
	d, err := snapshot.Parse([]byte(page), snapshot.Limits{})
	if err != nil {
		panic(err)
	}
	return surface.Read(d)
}

const wallPage = `<div id="thread-bottom">
  <div class="flex"><div>You've reached the maximum length for this conversation, but you can keep talking by starting a new chat.</div><a href="/">Start new chat</a></div>
  <form><div contenteditable="true" id="prompt-textarea"></div></form>
</div>`

const openPage = `<div id="thread-bottom"><form><div contenteditable="true" id="prompt-textarea"></div></form></div>`

func ExamplePreSendCheck() {
	t0 := time.Date(2026, 9, 23, 10, 0, 0, 0, time.UTC)
	first := gate.SurfaceRead{At: t0, State: readSurface(wallPage)}
	second := gate.SurfaceRead{At: t0.Add(time.Second), State: readSurface(wallPage)}
	res := gate.PreSendCheck(first, second)
	fmt.Println(res.Stop, res.Code, res.Record.At.Equal(t0))

	tooSoon := gate.SurfaceRead{At: t0.Add(400 * time.Millisecond), State: readSurface(wallPage)}
	res = gate.PreSendCheck(first, tooSoon)
	fmt.Println(res.Stop, res.Reasons)
	// Output:
	// true chatgpt_conversation_exhausted_before_send true
	// false [reads_too_close]
}

func ExampleAfterSendAttribution() {
	t0 := time.Date(2026, 9, 23, 10, 0, 0, 0, time.UTC)
	in := gate.AfterSendInput{
		PromptID:   "msg-user-42",
		LastUserID: "msg-user-42",
		Marker:     "[[END]]",
		Replies:    []string{},
		PreSend:    gate.SurfaceRead{At: t0, State: readSurface(openPage)},
		First:      gate.SurfaceRead{At: t0.Add(20 * time.Second), State: readSurface(wallPage)},
		Second:     gate.SurfaceRead{At: t0.Add(21 * time.Second), State: readSurface(wallPage)},
	}
	res := gate.AfterSendAttribution(in)
	fmt.Println(res.Attributed, res.Kind, res.Source, res.Code)

	in.PreSend.State = readSurface(wallPage) // the wall was there before Send
	res = gate.AfterSendAttribution(in)
	fmt.Println(res.Attributed, res.Reasons)
	// Output:
	// true conversation_exhausted composer_surface chatgpt_conversation_exhausted
	// false [state_seen_before_send]
}

func ExamplePreSendProvenStopCodes() {
	fmt.Println(gate.PreSendProvenStopCodes())
	// Output:
	// [chatgpt_conversation_exhausted_before_send chatgpt_conversation_closed_before_send chatgpt_quota_limited_before_send]
}
