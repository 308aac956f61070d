package gate

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/internal/txtarfile"
)

// tableClassifier classifies a snapshot by its trimmed text: "stream:T",
// "done:T" or "error"; anything else is an absent response.
func tableClassifier(html []byte) (chatproof.Verdict, error) {
	s := strings.TrimSpace(string(html))
	switch {
	case s == "error":
		return chatproof.Verdict{}, errors.New(strings.Repeat("bad snapshot ", 40))
	case strings.HasPrefix(s, "stream:"):
		return sealed(streamingVerdict(strings.TrimPrefix(s, "stream:"))), nil
	case strings.HasPrefix(s, "done:"):
		return sealed(doneVerdict(strings.TrimPrefix(s, "done:"))), nil
	}
	return chatproof.Verdict{ProviderTerminal: chatproof.ProviderNone, Activity: chatproof.Activity{Level: chatproof.LevelNone}, Terminal: chatproof.Incomplete}, nil
}

// mustDecode builds a Sequence from a small txtar text: snap/NNNNNNms.html
// sections and an optional "flags" section of the form
// "--samples N --stable D". Reading the recorded format for real is
// corpus's job; this keeps the gate's tests free of it.
func mustDecode(t *testing.T, src string) Sequence {
	t.Helper()
	var seq Sequence
	for _, f := range txtarfile.Parse([]byte(src)).Files {
		if f.Name == "flags" {
			var stable string
			if _, err := fmt.Sscanf(string(f.Data), "--samples %d --stable %s", &seq.Flags.Gate.Samples, &stable); err != nil {
				t.Fatal(err)
			}
			d, err := time.ParseDuration(stable)
			if err != nil {
				t.Fatal(err)
			}
			seq.Flags.Gate.StableFor = d
			continue
		}
		var ms int64
		if _, err := fmt.Sscanf(f.Name, "snap/%dms.html", &ms); err != nil {
			t.Fatalf("section %q: %v", f.Name, err)
		}
		seq.Snapshots = append(seq.Snapshots, Snapshot{Name: f.Name, Offset: time.Duration(ms) * time.Millisecond, HTML: f.Data})
	}
	return seq
}

func TestReplay(t *testing.T) {
	cases := []struct {
		name         string
		reason       string
		src          string
		wantAt       string
		wantDecision string
		wantReasons  []string
		wantSteps    []string // decision of each step
	}{
		{
			name:   "completes",
			reason: "two streaming samples, then four done samples 400 ms apart: fires at the 3rd done sample that is 1200 ms after the first",
			src: `-- snap/000000ms.html --
stream:Use
-- snap/000400ms.html --
stream:Use a wildcard
-- snap/000800ms.html --
done:Use a wildcard.
-- snap/001200ms.html --
done:Use a wildcard.
-- snap/001600ms.html --
done:Use a wildcard.
-- snap/002000ms.html --
done:Use a wildcard.
-- snap/002400ms.html --
done:Use a wildcard.
`,
			wantAt: "2000", wantDecision: DecisionComplete, wantReasons: []string{ReasonStable},
			wantSteps: []string{DecisionIncomplete, DecisionIncomplete, DecisionPending, DecisionPending, DecisionPending, DecisionComplete, DecisionComplete},
		},
		{
			name:   "flags_configure_gate",
			reason: "--samples 2 --stable 400ms fires on the second done sample",
			src: `-- flags --
--samples 2 --stable 400ms
-- snap/000000ms.html --
done:x
-- snap/000400ms.html --
done:x
`,
			wantAt: "400", wantDecision: DecisionComplete, wantReasons: []string{ReasonStable},
			wantSteps: []string{DecisionPending, DecisionComplete},
		},
		{
			name:   "never",
			reason: "stable text without a finished bar never completes; the final decision is the last step's",
			src: `-- snap/000000ms.html --
stream:x
-- snap/005000ms.html --
nothing
`,
			wantAt: "never", wantDecision: DecisionIncomplete, wantReasons: []string{ReasonNoResponse, ReasonIdentityChanged, ReasonContentChanged},
			wantSteps: []string{DecisionIncomplete, DecisionIncomplete},
		},
		{
			name:   "classify_error",
			reason: "a snapshot that does not classify is an error step and resets",
			src: `-- snap/000000ms.html --
done:x
-- snap/000400ms.html --
done:x
-- snap/000800ms.html --
error
-- snap/001200ms.html --
done:x
`,
			wantAt: "never", wantDecision: DecisionPending, wantReasons: []string{ReasonDebouncing},
			wantSteps: []string{DecisionPending, DecisionPending, DecisionError, DecisionPending},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			rep := Replay(mustDecode(t, tc.src), tableClassifier)
			if rep.Schema != ReplaySchema {
				t.Errorf("schema %q", rep.Schema)
			}
			if got := rep.CompleteAt.String(); got != tc.wantAt {
				t.Errorf("complete_at = %s, want %s (%s)", got, tc.wantAt, tc.reason)
			}
			if rep.Decision != tc.wantDecision || !slices.Equal(rep.Reasons, tc.wantReasons) {
				t.Errorf("final = %s %v, want %s %v", rep.Decision, rep.Reasons, tc.wantDecision, tc.wantReasons)
			}
			var got []string
			for _, s := range rep.Steps {
				got = append(got, s.Decision)
			}
			if !slices.Equal(got, tc.wantSteps) {
				t.Errorf("steps = %v, want %v", got, tc.wantSteps)
			}
		})
	}
}

func TestReplayStepError(t *testing.T) {
	rep := Replay(mustDecode(t, "-- snap/000000ms.html --\nerror\n"), tableClassifier)
	s := rep.Steps[0]
	if s.Error == "" || len(s.Error) > MaxErrorBytes || s.Level != "unknown" || !slices.Equal(s.Reasons, []string{ReasonSampleError}) {
		t.Errorf("error step = %+v", s)
	}
	rep = Replay(mustDecode(t, "-- snap/000000ms.html --\ndone:x\n"), nil)
	if rep.Steps[0].Decision != DecisionError || rep.Steps[0].Error != "no classifier" {
		t.Errorf("nil classifier step = %+v", rep.Steps[0])
	}
	rep = Replay(Sequence{}, tableClassifier)
	if rep.Decision != DecisionIncomplete || !slices.Equal(rep.Reasons, []string{ReasonNoSamples}) || rep.CompleteAt.Fired {
		t.Errorf("empty replay = %+v", rep)
	}
}

func TestReplayJSON(t *testing.T) {
	rep := Replay(mustDecode(t, "-- snap/000000ms.html --\ndone:x\n-- snap/001200ms.html --\ndone:x\n-- snap/002400ms.html --\ndone:x\n"), tableClassifier)
	b, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"schema":"chatproof.replay/v1","source":"","config":{"samples":3,"stable_ms":1200},` +
		`"steps":[{"at_ms":0,"level":"none","finished":true,"stable_samples":1,"stable_ms":0,"decision":"pending","reasons":["debouncing"],"error":""},` +
		`{"at_ms":1200,"level":"none","finished":true,"stable_samples":2,"stable_ms":1200,"decision":"pending","reasons":["debouncing"],"error":""},` +
		`{"at_ms":2400,"level":"none","finished":true,"stable_samples":3,"stable_ms":2400,"decision":"complete","reasons":["stable"],"error":""}],` +
		`"complete_at":2400,"decision":"complete","reasons":["stable"]}`
	if string(b) != want {
		t.Errorf("JSON =\n%s\nwant\n%s", b, want)
	}
	var back ReplayReport
	if err := json.Unmarshal(b, &back); err != nil || back.CompleteAt != (CompleteAt{Fired: true, MS: 2400}) {
		t.Errorf("round trip: %+v, %v", back.CompleteAt, err)
	}
}

func TestCompleteAtJSON(t *testing.T) {
	cases := []struct {
		json string
		want CompleteAt
		ok   bool
	}{
		{`"never"`, CompleteAt{}, true},
		{`0`, CompleteAt{Fired: true}, true},
		{`2400`, CompleteAt{Fired: true, MS: 2400}, true},
		{`-1`, CompleteAt{}, false},
		{`1.5`, CompleteAt{}, false},
		{`"soon"`, CompleteAt{}, false},
		{`null`, CompleteAt{}, false},
	}
	for _, tc := range cases {
		var c CompleteAt
		err := json.Unmarshal([]byte(tc.json), &c)
		if (err == nil) != tc.ok || (tc.ok && c != tc.want) {
			t.Errorf("Unmarshal(%s) = %+v, %v; want %+v ok=%v", tc.json, c, err, tc.want, tc.ok)
		}
		if tc.ok {
			if b, _ := json.Marshal(c); string(b) != tc.json {
				t.Errorf("Marshal(%+v) = %s, want %s", c, b, tc.json)
			}
		}
	}
}

func TestReplayUsesEpochOffsets(t *testing.T) {
	// Offsets far apart are kept exactly in milliseconds.
	rep := Replay(Sequence{Snapshots: []Snapshot{
		{Offset: 0, HTML: []byte("done:x")},
		{Offset: 999999999999 * time.Millisecond, HTML: []byte("done:x")},
	}}, tableClassifier)
	if rep.Steps[1].AtMS != 999999999999 || rep.Steps[1].StableMS != 999999999999 {
		t.Errorf("step 1 = %+v", rep.Steps[1])
	}
}
