package gate

import (
	"slices"
	"testing"
	"time"

	"github.com/chatproof/chatproof"
)

// samplesFromBytes decodes fuzz input into samples: each 3-byte group is one
// sample (time delta, evidence bits, text/identity/trace choice).
func samplesFromBytes(data []byte) []Sample {
	// "bogus" and "" are values the verdict never has: hostile input.
	levels := []chatproof.Level{chatproof.LevelNone, chatproof.LevelWeak, chatproof.LevelStrong, "bogus"}
	terms := []chatproof.ProviderTerminal{chatproof.ProviderNone, chatproof.ProviderNone, chatproof.ProviderNone, chatproof.ProviderQuotaLimited, ""}
	var out []Sample
	ms := 0
	for i := 0; i+2 < len(data) && len(out) < 64; i += 3 {
		d, bits, pick := data[i], data[i+1], data[i+2]
		ms += int(d)*8 - 200 // sometimes backwards or equal
		v := doneVerdict([]string{"a", "b", "ab"}[int(pick)%3])
		r := &v.Response
		r.Present = bits&1 == 0
		r.Finished = bits&2 == 0
		r.Placeholder = bits&4 != 0
		if bits&8 != 0 {
			r.MessageID = "msg-2"
		}
		v.Activity.Level = levels[int(bits>>4)%len(levels)]
		if bits&64 != 0 {
			v.Activity.Signals = append(v.Activity.Signals, chatproof.Signal{Kind: chatproof.KindSidecar, Strength: chatproof.StrengthWeak, Scope: chatproof.ScopePanel, Evidence: string(rune('A' + pick%4))})
		}
		v.ProviderTerminal = terms[int(pick/3)%len(terms)]
		if bits&128 != 0 {
			v.Terminal = chatproof.Incomplete
		}
		s := Sample{At: atMS(ms), Verdict: v}
		if pick == 255 {
			s.Err = sampleErrIf(true)
		}
		out = append(out, s)
	}
	return out
}

// FuzzTerminal checks the gate's invariants on arbitrary sample sequences:
// it never panics, every step has reasons, it fires only on a positive
// sample that held for the configured samples and time, and it stays fired.
func FuzzTerminal(f *testing.F) {
	f.Add([]byte{50, 0, 0, 50, 0, 0, 50, 0, 0, 50, 0, 0}, uint8(0), uint16(0))
	f.Add([]byte{50, 0, 0, 50, 2, 0, 50, 0, 1, 0, 0, 1, 50, 64, 2}, uint8(2), uint16(300))
	f.Fuzz(func(t *testing.T, data []byte, n uint8, stableMS uint16) {
		cfg := Config{Samples: int(n % 8), StableFor: time.Duration(stableMS) * time.Millisecond}
		eff := cfg.withDefaults()
		g := NewTerminal(cfg)
		fired := false
		for i, s := range samplesFromBytes(data) {
			s.Verdict = sealed(s.Verdict)
			st := g.Observe(s)
			if len(st.Reasons) == 0 {
				t.Fatalf("step %d has no reasons", i)
			}
			if fired && (!st.Fire || st.Decision != DecisionComplete || st.Reasons[0] != ReasonAlreadyComplete) {
				t.Fatalf("step %d after firing: %+v", i, st)
			}
			if st.Fire && !fired {
				v := s.Verdict
				ok := s.Err == nil && v.Response.Present && v.Response.Finished && !v.Response.Placeholder &&
					v.Response.Text != "" && v.ProviderTerminal == chatproof.ProviderNone && v.Terminal == chatproof.Complete &&
					(v.Activity.Level == chatproof.LevelNone || v.Activity.Level == chatproof.LevelWeak)
				if !ok || st.StableSamples < eff.Samples || st.StableFor < eff.StableFor || !slices.Contains(st.Reasons, ReasonStable) {
					t.Fatalf("step %d fired without positive, stable evidence: %+v from %+v", i, st, s)
				}
				fired = true
			}
			if st.Decision == DecisionPending && st.StableSamples == 0 {
				t.Fatalf("step %d pending without a run: %+v", i, st)
			}
		}
	})
}
