package gate

import (
	"math/rand/v2"
	"testing"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/internal/testflag"
)

// randomSequence builds a sequence of plausible samples: mostly finished,
// sometimes strong, with a few texts, identities and sidecar traces, at
// irregular intervals.
func randomSequence(r *rand.Rand) []Sample {
	n := 4 + r.IntN(20)
	texts := []string{"The answer.", "The answer!", "The answer. More."}
	ids := []string{"msg-1", "msg-2"}
	traces := []string{"", "", "Reading docs", "Searching"}
	out := make([]Sample, n)
	ms := 0
	for i := range out {
		ms += 50 + r.IntN(900)
		v := doneVerdict(texts[r.IntN(2)*r.IntN(len(texts))])
		if r.IntN(6) == 0 {
			v.Response.MessageID = ids[r.IntN(len(ids))]
		}
		if r.IntN(5) == 0 {
			v.Response.Finished, v.Terminal = false, chatproof.Incomplete
		}
		if r.IntN(8) == 0 {
			addSignal(&v, chatproof.KindStop, chatproof.StrengthStrong, chatproof.ScopeComposer, "stop-button")
		}
		if tr := traces[r.IntN(len(traces))]; tr != "" && r.IntN(3) == 0 {
			addSignal(&v, chatproof.KindSidecar, chatproof.StrengthWeak, chatproof.ScopePanel, tr)
		}
		out[i] = Sample{At: atMS(ms), Verdict: v}
	}
	return out
}

// withoutFinished returns a copy of samples whose k-th sample has lost its
// finished evidence, as the classifier would report it.
func withoutFinished(samples []Sample, k int) []Sample {
	out := append([]Sample(nil), samples...)
	v := out[k].Verdict
	v.Response.Finished, v.Terminal = false, chatproof.Incomplete
	out[k].Verdict = v
	return out
}

// TestRemovingFinishedNeverAdvances checks, exhaustively over positions,
// that removing one sample's finished evidence from a firing sequence
// delays or prevents firing and never advances it. A sample after the
// firing step changes nothing; the firing sample itself always delays or
// prevents it. (Inside the run firing may stay put: when the firing step
// follows a long gap, a shorter run can still be stable enough.)
func TestRemovingFinishedNeverAdvances(t *testing.T) {
	fixed := [][]Sample{
		everyMS(6, 400, func(int) chatproof.Verdict { return doneVerdict("Stable.") }),
		everyMS(30, 100, func(int) chatproof.Verdict { return doneVerdict("Stable.") }),
		everyMS(8, 1000, func(i int) chatproof.Verdict {
			if i < 2 {
				return streamingVerdict("Sta")
			}
			return doneVerdict("Stable.")
		}),
	}
	r := rand.New(rand.NewPCG(1, 2))
	var seqs [][]Sample
	seqs = append(seqs, fixed...)
	// 400 sequences with CHATPROOF_EXHAUSTIVE=1, as CI runs; the first 150
	// of them in a plain go test.
	count := testflag.Count(400, 150)
	for len(seqs) < count {
		if s := randomSequence(r); firesAt(s) >= 0 {
			seqs = append(seqs, s)
		}
	}
	checked := 0
	for n, seq := range seqs {
		_, f := runGate(Config{}, seq)
		if f < 0 {
			t.Fatalf("sequence %d does not fire", n)
		}
		for k := range seq {
			if !seq[k].Verdict.Response.Finished {
				continue
			}
			g := firesAt(withoutFinished(seq, k))
			checked++
			switch {
			case g >= 0 && g < f:
				t.Fatalf("sequence %d: removing finished at %d advanced firing from %d to %d", n, k, f, g)
			case k > f && g != f:
				t.Fatalf("sequence %d: removing finished after firing (%d) moved it from %d to %d", n, k, f, g)
			case k == f && g == f:
				t.Fatalf("sequence %d: removing finished at the firing step %d did not delay firing", n, k)
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d removals checked", checked)
	}
}

func firesAt(samples []Sample) int {
	_, f := runGate(Config{}, samples)
	return f
}
