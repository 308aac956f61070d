package gate

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chatproof/chatproof"
)

// done is a snapshot verdict with positive completion evidence: a present,
// finished response with no activity.
func doneVerdict(text string) chatproof.Verdict {
	return chatproof.Verdict{
		Schema:           chatproof.Schema,
		ProviderTerminal: chatproof.ProviderNone,
		Activity:         chatproof.Activity{Level: chatproof.LevelNone, Signals: []chatproof.Signal{}},
		Response: chatproof.Response{
			Present:   true,
			Source:    chatproof.SourceTurn,
			MessageID: "msg-1",
			TurnID:    "turn-4",
			TurnIndex: 4,
			Text:      text,
			Reasoning: chatproof.ReasoningNone,
			Finished:  true,
		},
		Terminal: chatproof.Complete,
		Reasons:  []string{},
	}
}

// streaming is a verdict of a response being generated: stop visible, no
// bar.
func streamingVerdict(text string) chatproof.Verdict {
	v := doneVerdict(text)
	v.Response.Finished = false
	v.Terminal = chatproof.Incomplete
	addSignal(&v, chatproof.KindStop, chatproof.StrengthStrong, chatproof.ScopeComposer, "stop-button")
	return v
}

func addSignal(v *chatproof.Verdict, kind chatproof.Kind, strength chatproof.Strength, scope chatproof.Scope, ev string) {
	v.Activity.Signals = append(v.Activity.Signals, chatproof.Signal{Kind: kind, Strength: strength, Scope: scope, Evidence: ev})
	switch {
	case strength == chatproof.StrengthStrong || v.Activity.Level == chatproof.LevelStrong:
		v.Activity.Level = chatproof.LevelStrong
	case strength == chatproof.StrengthWeak:
		v.Activity.Level = chatproof.LevelWeak
	}
}

// sealed returns v with the digests the classifier would give it: the
// content digest of its identity and text, and each signal's digest of its
// evidence. Hand-built verdicts in these tests set text and evidence only.
func sealed(v chatproof.Verdict) chatproof.Verdict {
	if v.Response.Present && v.Response.ContentDigest == "" {
		v.Response.ContentDigest = testDigest(v.Response.MessageID + "\x00" + v.Response.TurnID + "\x00" + v.Response.Text)
	}
	sigs := slices.Clone(v.Activity.Signals)
	for i := range sigs {
		if sigs[i].Digest == "" {
			sigs[i].Digest = testDigest(sigs[i].Evidence)
		}
	}
	v.Activity.Signals = sigs
	return v
}

func testDigest(s string) string {
	sum := sha256.Sum256([]byte(s))
	return "sha256:" + hex.EncodeToString(sum[:])
}

var gateT0 = time.Date(2026, 7, 24, 12, 0, 0, 0, time.UTC)

// at returns the sample time ms milliseconds after gateT0.
func atMS(ms int) time.Time { return gateT0.Add(time.Duration(ms) * time.Millisecond) }

// everyMS builds n samples spaced by ms milliseconds, all from mk(i).
func everyMS(n, ms int, mk func(i int) chatproof.Verdict) []Sample {
	out := make([]Sample, n)
	for i := range out {
		out[i] = Sample{At: atMS(i * ms), Verdict: mk(i)}
	}
	return out
}

// run feeds samples to a fresh gate and returns its steps and the index of
// the firing step (-1 when it never fires).
func runGate(c Config, samples []Sample) ([]Step, int) {
	g := NewTerminal(c)
	steps := make([]Step, len(samples))
	fire := -1
	for i, s := range samples {
		s.Verdict = sealed(s.Verdict)
		steps[i] = g.Observe(s)
		if steps[i].Fire && fire < 0 {
			fire = i
		}
	}
	return steps, fire
}

func TestTerminalFiresAtFirstSatisfyingStep(t *testing.T) {
	cases := []struct {
		name     string
		reason   string
		cfg      Config
		periodMS int
		wantFire int
	}{
		{"defaults_400ms", "3 samples span 800 ms < 1200 ms: the 4th sample (1200 ms) is the first to satisfy both", Config{}, 400, 3},
		{"defaults_100ms", "time-bound: 1200 ms is first reached by the 13th sample", Config{}, 100, 12},
		{"defaults_1000ms", "sample-bound: the 3rd sample is at 2000 ms, past the stable time", Config{}, 1000, 2},
		{"exactly_stable", "stable time is inclusive: 3 samples at 600 ms spacing end at exactly 1200 ms", Config{}, 600, 2},
		{"five_samples", "configured N=5 dominates a short stable time", Config{Samples: 5, StableFor: 100 * time.Millisecond}, 400, 4},
		{"long_stable", "configured 3 s stable time at 400 ms spacing: 3000 ms is not a multiple, first ≥ is 3200 ms", Config{StableFor: 3 * time.Second}, 400, 8},
		{"negative_means_default", "negative values mean the defaults", Config{Samples: -1, StableFor: -time.Second}, 400, 3},
		{"one_sample", "N=1 still needs the stable time", Config{Samples: 1}, 400, 3},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			steps, fire := runGate(tc.cfg, everyMS(20, tc.periodMS, func(int) chatproof.Verdict { return doneVerdict("The answer.") }))
			if fire != tc.wantFire {
				t.Fatalf("fired at step %d, want %d (%s)", fire, tc.wantFire, tc.reason)
			}
			for i := 0; i < fire; i++ {
				if steps[i].Decision != DecisionPending || !slices.Equal(steps[i].Reasons, []string{ReasonDebouncing}) {
					t.Errorf("step %d = %s %v, want pending [debouncing]", i, steps[i].Decision, steps[i].Reasons)
				}
			}
			f := steps[fire]
			if f.Decision != DecisionComplete || !slices.Equal(f.Reasons, []string{ReasonStable}) || f.StableSamples != fire+1 {
				t.Errorf("firing step = %+v", f)
			}
			for i := fire + 1; i < len(steps); i++ {
				if !steps[i].Fire || steps[i].Decision != DecisionComplete || steps[i].Reasons[0] != ReasonAlreadyComplete {
					t.Errorf("step %d after firing = %+v, want latched complete", i, steps[i])
				}
			}
		})
	}
}

// TestTerminalResets proves that each reset condition blocks firing: the
// baseline (positive samples every 400 ms) fires at step 3; a condition
// applied at step 2 must move firing later (or prevent it).
func TestTerminalResets(t *testing.T) {
	const text = "Use COUNTIF with a wildcard."
	type mutate func(i int, s *Sample)
	// from applies f to every sample from index k on; only applies it at k.
	from := func(k int, f func(*chatproof.Verdict)) mutate {
		return func(i int, s *Sample) {
			if i >= k {
				f(&s.Verdict)
			}
		}
	}
	only := func(k int, f func(*chatproof.Verdict)) mutate {
		return func(i int, s *Sample) {
			if i == k {
				f(&s.Verdict)
			}
		}
	}
	cases := []struct {
		name      string
		reason    string
		mut       mutate
		wantFire  int      // -1: never
		wantStep2 []string // reasons at step 2
		wantDec2  string
	}{
		{
			name: "baseline", reason: "no reset: fires at 1200 ms",
			mut: func(int, *Sample) {}, wantFire: 3,
			wantStep2: []string{ReasonDebouncing}, wantDec2: DecisionPending,
		},
		{
			name: "equal_length_rewrite", reason: "a same-length rewrite changes the content key; the run restarts at step 2",
			mut:      from(2, func(v *chatproof.Verdict) { v.Response.Text = "Use COUNTIF with a wild card" }),
			wantFire: 5, wantStep2: []string{ReasonContentChanged, ReasonDebouncing}, wantDec2: DecisionPending,
		},
		{
			name: "text_growth", reason: "text that grows changes the content key",
			mut:      from(2, func(v *chatproof.Verdict) { v.Response.Text += " It is case-insensitive." }),
			wantFire: 5, wantStep2: []string{ReasonContentChanged, ReasonDebouncing}, wantDec2: DecisionPending,
		},
		{
			name: "one_sample_rewrite", reason: "a rewrite that reverts is two changes: the run restarts at step 3",
			mut:      only(2, func(v *chatproof.Verdict) { v.Response.Text = "Use COUNTIF with a wildcard!" }),
			wantFire: 6, wantStep2: []string{ReasonContentChanged, ReasonDebouncing}, wantDec2: DecisionPending,
		},
		{
			name: "message_id_change", reason: "a new message id is a new identity even with the same text (and a new content digest, which covers identity)",
			mut:      from(2, func(v *chatproof.Verdict) { v.Response.MessageID = "msg-2" }),
			wantFire: 5, wantStep2: []string{ReasonIdentityChanged, ReasonContentChanged, ReasonDebouncing}, wantDec2: DecisionPending,
		},
		{
			name: "turn_id_change", reason: "a re-rendered turn id is a new identity",
			mut:      from(2, func(v *chatproof.Verdict) { v.Response.TurnID = "turn-6" }),
			wantFire: 5, wantStep2: []string{ReasonIdentityChanged, ReasonContentChanged, ReasonDebouncing}, wantDec2: DecisionPending,
		},
		{
			name: "strong_activity", reason: "a stop control vetoes the sample even with the bar bound",
			mut: only(2, func(v *chatproof.Verdict) {
				addSignal(v, chatproof.KindStop, chatproof.StrengthStrong, chatproof.ScopeComposer, "stop-button")
			}),
			wantFire: 6, wantStep2: []string{ReasonStrongActivity}, wantDec2: DecisionIncomplete,
		},
		{
			name: "strong_signal_level_none", reason: "a strong signal counts even when the level disagrees",
			mut: only(2, func(v *chatproof.Verdict) {
				v.Activity.Signals = append(v.Activity.Signals, chatproof.Signal{Kind: chatproof.KindBusy, Strength: chatproof.StrengthStrong, Scope: chatproof.ScopeTurn, Evidence: "aria-busy"})
			}),
			wantFire: 6, wantStep2: []string{ReasonStrongActivity}, wantDec2: DecisionIncomplete,
		},
		{
			name: "unknown_level", reason: "an unknown activity level fails closed as strong",
			mut:      only(2, func(v *chatproof.Verdict) { v.Activity.Level = "medium" }),
			wantFire: 6, wantStep2: []string{ReasonUnknownActivity}, wantDec2: DecisionIncomplete,
		},
		{
			name: "unknown_strength", reason: "an unknown signal strength fails closed as strong",
			mut: only(2, func(v *chatproof.Verdict) {
				v.Activity.Signals = append(v.Activity.Signals, chatproof.Signal{Kind: chatproof.KindStatus, Strength: "", Scope: chatproof.ScopeTurn, Evidence: "x"})
			}),
			wantFire: 6, wantStep2: []string{ReasonUnknownActivity}, wantDec2: DecisionIncomplete,
		},
		{
			name: "finished_lost", reason: "the bar disappearing for one sample breaks the run",
			mut: only(2, func(v *chatproof.Verdict) {
				v.Response.Finished, v.Terminal = false, chatproof.Incomplete
			}),
			wantFire: 6, wantStep2: []string{ReasonNotFinished}, wantDec2: DecisionIncomplete,
		},
		{
			name: "placeholder", reason: "placeholder chrome is not an answer",
			mut: only(2, func(v *chatproof.Verdict) {
				v.Response.Placeholder, v.Terminal = true, chatproof.Incomplete
			}),
			wantFire: 6, wantStep2: []string{ReasonPlaceholder}, wantDec2: DecisionIncomplete,
		},
		{
			name: "response_absent", reason: "no response is no evidence; its empty key also differs",
			mut: only(2, func(v *chatproof.Verdict) {
				*v = chatproof.Verdict{ProviderTerminal: chatproof.ProviderNone, Activity: chatproof.Activity{Level: chatproof.LevelNone}, Terminal: chatproof.Incomplete}
			}),
			wantFire: 6, wantStep2: []string{ReasonNoResponse, ReasonIdentityChanged, ReasonContentChanged}, wantDec2: DecisionIncomplete,
		},
		{
			name: "empty_text", reason: "a present response without text is not positive evidence",
			mut:      only(2, func(v *chatproof.Verdict) { v.Response.Text = "" }),
			wantFire: 6, wantStep2: []string{ReasonEmptyText, ReasonContentChanged}, wantDec2: DecisionIncomplete,
		},
		{
			name: "provider_terminal", reason: "a provider terminal never fires the gate and is its own decision",
			mut: only(2, func(v *chatproof.Verdict) {
				v.ProviderTerminal, v.Terminal = chatproof.ProviderConversationExhausted, chatproof.Incomplete
			}),
			wantFire: 6, wantStep2: []string{ReasonProviderTerminal}, wantDec2: DecisionProviderTerminal,
		},
		{
			name: "unknown_provider_terminal", reason: "an unknown provider terminal blocks",
			mut:      only(2, func(v *chatproof.Verdict) { v.ProviderTerminal = "" }),
			wantFire: 6, wantStep2: []string{ReasonUnknownProviderTerminal}, wantDec2: DecisionIncomplete,
		},
		{
			name: "snapshot_incomplete", reason: "the snapshot verdict itself must say complete",
			mut:      only(2, func(v *chatproof.Verdict) { v.Terminal = chatproof.Incomplete }),
			wantFire: 6, wantStep2: []string{ReasonSnapshotIncomplete}, wantDec2: DecisionIncomplete,
		},
		{
			name: "weak_appears_and_stays", reason: "weak evidence appearing resets once; static weak evidence does not block",
			mut: from(2, func(v *chatproof.Verdict) {
				addSignal(v, chatproof.KindSidecar, chatproof.StrengthWeak, chatproof.ScopePanel, "Thinking about ranges")
			}),
			wantFire: 5, wantStep2: []string{ReasonWeakEvidenceChanged, ReasonWeakActivity, ReasonDebouncing}, wantDec2: DecisionPending,
		},
		{
			name: "weak_blips", reason: "weak evidence that appears and goes is two changes",
			mut: only(2, func(v *chatproof.Verdict) {
				addSignal(v, chatproof.KindSidecar, chatproof.StrengthWeak, chatproof.ScopePanel, "Searching")
			}),
			wantFire: 6, wantStep2: []string{ReasonWeakEvidenceChanged, ReasonWeakActivity, ReasonDebouncing}, wantDec2: DecisionPending,
		},
		{
			name: "weak_keeps_changing", reason: "a live sidecar whose trace changes every sample is activity: never stable",
			mut: func(i int, s *Sample) {
				addSignal(&s.Verdict, chatproof.KindSidecar, chatproof.StrengthWeak, chatproof.ScopePanel, "Reading source "+string(rune('A'+i)))
			},
			wantFire: -1, wantStep2: []string{ReasonWeakEvidenceChanged, ReasonWeakActivity, ReasonDebouncing}, wantDec2: DecisionPending,
		},
		{
			name: "sample_error", reason: "an unclassifiable snapshot resets",
			mut:      func(i int, s *Sample) { s.Err = sampleErrIf(i == 2) },
			wantFire: 6, wantStep2: []string{ReasonSampleError}, wantDec2: DecisionError,
		},
		{
			name: "time_went_backwards", reason: "a sample dated before the previous is rejected and resets",
			mut: func(i int, s *Sample) {
				if i == 2 {
					s.At = atMS(100)
				}
			},
			wantFire: 6, wantStep2: []string{ReasonTimeWentBackwards}, wantDec2: DecisionError,
		},
		{
			name: "time_not_advancing", reason: "a duplicate timestamp would count a sample without time passing",
			mut: func(i int, s *Sample) {
				if i == 2 {
					s.At = atMS(400)
				}
			},
			wantFire: 6, wantStep2: []string{ReasonTimeNotAdvancing}, wantDec2: DecisionError,
		},
		{
			name: "never_finished", reason: "no quiet-only path: stable text without a bound bar never fires",
			mut: func(i int, s *Sample) {
				s.Verdict.Response.Finished, s.Verdict.Terminal = false, chatproof.Incomplete
			},
			wantFire: -1, wantStep2: []string{ReasonNotFinished}, wantDec2: DecisionIncomplete,
		},
		{
			name: "strong_persists", reason: "a bar with a visible stop control for all samples never fires",
			mut: func(i int, s *Sample) {
				addSignal(&s.Verdict, chatproof.KindStop, chatproof.StrengthStrong, chatproof.ScopeComposer, "stop-button")
			},
			wantFire: -1, wantStep2: []string{ReasonStrongActivity}, wantDec2: DecisionIncomplete,
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			samples := everyMS(12, 400, func(int) chatproof.Verdict { return doneVerdict(text) })
			for i := range samples {
				tc.mut(i, &samples[i])
			}
			steps, fire := runGate(Config{}, samples)
			if fire != tc.wantFire {
				t.Errorf("fired at %d, want %d (%s)", fire, tc.wantFire, tc.reason)
			}
			if tc.wantFire != 3 && fire >= 0 && fire <= 3 {
				t.Errorf("condition did not block firing at step 3 (%s)", tc.reason)
			}
			if got := steps[2]; got.Decision != tc.wantDec2 || !slices.Equal(got.Reasons, tc.wantStep2) {
				t.Errorf("step 2 = %s %v, want %s %v", got.Decision, got.Reasons, tc.wantDec2, tc.wantStep2)
			}
			for i, st := range steps {
				if len(st.Reasons) == 0 {
					t.Errorf("step %d has no reasons", i)
				}
			}
		})
	}
}

func sampleErrIf(b bool) error {
	if b {
		return errors.New("snapshot too large")
	}
	return nil
}

func TestTerminalZeroValue(t *testing.T) {
	var g Terminal // the zero value is the default gate
	if got := g.Config(); got != (Config{Samples: DefaultSamples, StableFor: DefaultStableFor}) {
		t.Fatalf("zero Config() = %+v", got)
	}
	fire := -1
	for i := 0; i < 6 && fire < 0; i++ {
		if g.Observe(Sample{At: atMS(400 * i), Verdict: sealed(doneVerdict("ok"))}).Fire {
			fire = i
		}
	}
	if fire != 3 || !g.Fired() {
		t.Fatalf("zero-value gate fired at %d, want 3", fire)
	}
}

func TestTerminalStepFields(t *testing.T) {
	v := doneVerdict("x")
	addSignal(&v, chatproof.KindSidecar, chatproof.StrengthWeak, chatproof.ScopePanel, "Thought for 2s: Reading")
	samples := []Sample{
		{At: atMS(0), Verdict: streamingVerdict("x")},
		{At: atMS(400), Verdict: v},
		{At: atMS(900), Verdict: v},
	}
	steps, _ := runGate(Config{}, samples)
	want := []struct {
		level    chatproof.Level
		finished bool
		n        int
		d        time.Duration
	}{
		{chatproof.LevelStrong, false, 0, 0},
		{chatproof.LevelWeak, true, 1, 0},
		{chatproof.LevelWeak, true, 2, 500 * time.Millisecond},
	}
	for i, w := range want {
		s := steps[i]
		if s.Level != string(w.level) || s.Finished != w.finished || s.StableSamples != w.n || s.StableFor != w.d || !s.At.Equal(samples[i].At) {
			t.Errorf("step %d = %+v, want level %s finished %v stable %d/%v", i, s, w.level, w.finished, w.n, w.d)
		}
	}
}

func TestTerminalLatchedAfterFire(t *testing.T) {
	samples := everyMS(4, 400, func(int) chatproof.Verdict { return doneVerdict("final") })
	samples = append(samples,
		Sample{At: atMS(1600), Verdict: streamingVerdict("final and more")},
		Sample{At: atMS(1000), Verdict: doneVerdict("final")},
	)
	steps, fire := runGate(Config{}, samples)
	if fire != 3 {
		t.Fatalf("fired at %d, want 3", fire)
	}
	want := [][]string{
		{ReasonAlreadyComplete, ReasonNotFinished, ReasonStrongActivity, ReasonContentChanged},
		{ReasonAlreadyComplete, ReasonTimeWentBackwards},
	}
	for i, w := range want {
		s := steps[4+i]
		if !s.Fire || s.Decision != DecisionComplete || !slices.Equal(s.Reasons, w) {
			t.Errorf("step %d = %s %v, want latched complete %v", 4+i, s.Decision, s.Reasons, w)
		}
	}
}

func TestWeakKeyIgnoresOrderAndDuplicates(t *testing.T) {
	a := []chatproof.Signal{
		{Kind: chatproof.KindSidecar, Strength: chatproof.StrengthWeak, Scope: chatproof.ScopePanel, Evidence: "one", Digest: "sha256:01"},
		{Kind: chatproof.KindSidecar, Strength: chatproof.StrengthWeak, Scope: chatproof.ScopePanel, Evidence: "two", Digest: "sha256:02"},
		{Kind: chatproof.KindStop, Strength: chatproof.StrengthStrong, Scope: chatproof.ScopeComposer, Evidence: "stop-button", Digest: "sha256:03"},
	}
	b := []chatproof.Signal{a[1], a[0], a[1]}
	if weakKey(chatproof.Activity{Signals: a}) != weakKey(chatproof.Activity{Signals: b}) {
		t.Errorf("weakKey differs for the same set")
	}
	// Separator bytes inside a digest must not make two sets collide.
	c := []chatproof.Signal{{Kind: chatproof.KindSidecar, Strength: chatproof.StrengthWeak, Scope: chatproof.ScopePanel, Digest: `sha256:01""sidecar""panel""sha256:02`}}
	if weakKey(chatproof.Activity{Signals: a}) == weakKey(chatproof.Activity{Signals: c}) {
		t.Errorf("weakKey collides for different sets")
	}
}

// The gate compares digests, never the bounded report: a response that
// grows past the report bound of its text (the reported text stays the
// same) and a weak trace that grows past its evidence bound both reset
// stability, and a sample without digests is never positive.
func TestTerminalComparesDigests(t *testing.T) {
	bounded := strings.Repeat("x", 40)
	grow := func(i int) chatproof.Verdict {
		v := doneVerdict(bounded)
		v.Response.ContentDigest = testDigest(fmt.Sprint("whole text, version ", i))
		return v
	}
	if _, fire := runGate(Config{}, everyMS(10, 400, grow)); fire >= 0 {
		t.Errorf("growing content past the text bound fired at step %d", fire)
	}
	trace := func(i int) chatproof.Verdict {
		v := doneVerdict(bounded)
		addSignal(&v, chatproof.KindSidecar, chatproof.StrengthWeak, chatproof.ScopePanel, bounded)
		v.Activity.Signals[0].Digest = testDigest(fmt.Sprint("whole trace, step ", i))
		return v
	}
	steps, fire := runGate(Config{}, everyMS(10, 400, trace))
	if fire >= 0 {
		t.Errorf("a weak trace growing past its evidence bound fired at step %d", fire)
	}
	if !slices.Contains(steps[3].Reasons, ReasonWeakEvidenceChanged) {
		t.Errorf("step 3 reasons = %v, want %s", steps[3].Reasons, ReasonWeakEvidenceChanged)
	}
	bare := NewTerminal(Config{})
	for i := range 6 {
		v := doneVerdict("no digest")
		st := bare.Observe(Sample{At: atMS(400 * i), Verdict: v})
		if st.Fire || !slices.Contains(st.Reasons, ReasonNoDigest) {
			t.Fatalf("step %d without a content digest = %s %v, want %s and no fire", i, st.Decision, st.Reasons, ReasonNoDigest)
		}
	}
	weakBare := NewTerminal(Config{})
	for i := range 6 {
		v := sealed(doneVerdict("digest"))
		v.Activity = chatproof.Activity{Level: chatproof.LevelWeak, Signals: []chatproof.Signal{{Kind: chatproof.KindSidecar, Strength: chatproof.StrengthWeak, Scope: chatproof.ScopePanel, Evidence: "trace"}}}
		st := weakBare.Observe(Sample{At: atMS(400 * i), Verdict: v})
		if st.Fire || !slices.Contains(st.Reasons, ReasonNoDigest) {
			t.Fatalf("step %d with a weak signal without digest = %s %v, want %s and no fire", i, st.Decision, st.Reasons, ReasonNoDigest)
		}
	}
}

// TestCutSignalsWithoutDigest: a verdict whose list of signals is cut
// (more found than reported) without the digest of them all is not
// positive: a signal past the bound could change unseen.
func TestCutSignalsWithoutDigest(t *testing.T) {
	v := chatproof.Verdict{
		ProviderTerminal: chatproof.ProviderNone,
		Activity: chatproof.Activity{Level: chatproof.LevelWeak, Found: 17, Signals: []chatproof.Signal{
			{Kind: chatproof.KindSidecar, Strength: chatproof.StrengthWeak, Scope: chatproof.ScopePanel, Digest: "sha256:01"},
		}},
		Response: chatproof.Response{Present: true, MessageID: "m1", Text: "Done.", ContentDigest: "sha256:02", Finished: true},
		Terminal: chatproof.Complete,
	}
	if ev := readEvidence(v); ev.positive || !slices.Contains(ev.blockers, ReasonNoDigest) {
		t.Errorf("cut without a digest: positive %v, blockers %v", ev.positive, ev.blockers)
	}
	v.Activity.Digest = "sha256:03"
	if ev := readEvidence(v); !ev.positive {
		t.Errorf("cut with its digest: blockers %v", ev.blockers)
	}
	w := v
	w.Activity.Digest = "sha256:04"
	if weakKey(v.Activity) == weakKey(w.Activity) {
		t.Errorf("the digest of every signal found is not part of the weak key")
	}
}
