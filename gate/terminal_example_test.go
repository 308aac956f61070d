package gate_test

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/gate"
)

// finished is a snapshot verdict whose response is present and finished.
// The gate compares digests, so a hand-built verdict carries one, as
// chatproof.ClassifyHTML's do.
func finished(text string) chatproof.Verdict {
	return chatproof.Verdict{
		ProviderTerminal: chatproof.ProviderNone,
		Activity:         chatproof.Activity{Level: chatproof.LevelNone},
		Response:         chatproof.Response{Present: true, MessageID: "m1", Text: text, ContentDigest: digest("m1 " + text), Finished: true},
		Terminal:         chatproof.Complete,
	}
}

// digest stands for the digests chatproof.ClassifyHTML computes.
func digest(s string) string {
	sum := sha256.Sum256([]byte(s))
	return "sha256:" + hex.EncodeToString(sum[:])
}

// A frozen, finished reply sampled every 400 ms fires on the fourth sample:
// three samples span only 800 ms of the default 1200 ms.
func ExampleTerminal() {
	g := gate.NewTerminal(gate.Config{}) // defaults: 3 samples, 1200 ms
	start := time.Date(2026, 7, 24, 12, 0, 0, 0, time.UTC)
	texts := []string{"Use", "Use a wildcard.", "Use a wildcard.", "Use a wildcard.", "Use a wildcard."}
	for i, text := range texts {
		v := finished(text)
		if i == 0 {
			v = chatproof.Verdict{ProviderTerminal: chatproof.ProviderNone, Activity: chatproof.Activity{Level: chatproof.LevelStrong},
				Response: chatproof.Response{Present: true, MessageID: "m1", Text: text, ContentDigest: digest("m1 " + text)}, Terminal: chatproof.Incomplete}
		}
		st := g.Observe(gate.Sample{At: start.Add(time.Duration(i) * 400 * time.Millisecond), Verdict: v})
		fmt.Printf("%4dms %-10s stable=%d/%v %v\n", i*400, st.Decision, st.StableSamples, st.StableFor, st.Reasons)
	}
	// Output:
	//    0ms incomplete stable=0/0s [not_finished strong_activity]
	//  400ms pending    stable=1/0s [content_changed debouncing]
	//  800ms pending    stable=2/400ms [debouncing]
	// 1200ms pending    stable=3/800ms [debouncing]
	// 1600ms complete   stable=4/1.2s [stable]
}

// A sidecar trace that keeps changing is activity: the gate never fires,
// although every sample has a bound finished control.
func ExampleTerminal_liveSidecar() {
	var g gate.Terminal // the zero value uses the defaults
	start := time.Date(2026, 7, 24, 12, 0, 0, 0, time.UTC)
	fired := false
	for i := range 10 {
		v := finished("Here is the plan.")
		trace := fmt.Sprintf("Reading source %d", i)
		v.Activity = chatproof.Activity{Level: chatproof.LevelWeak, Signals: []chatproof.Signal{
			{Kind: chatproof.KindSidecar, Strength: chatproof.StrengthWeak, Scope: chatproof.ScopePanel, Evidence: trace, Digest: digest(trace)},
		}}
		st := g.Observe(gate.Sample{At: start.Add(time.Duration(i) * 400 * time.Millisecond), Verdict: v})
		fired = fired || st.Fire
		if i == 9 {
			fmt.Println(st.Decision, st.Reasons)
		}
	}
	fmt.Println("fired:", fired)
	// Output:
	// pending [weak_evidence_changed weak_activity debouncing]
	// fired: false
}
