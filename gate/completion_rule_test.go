package gate

import (
	"slices"
	"testing"

	"github.com/chatproof/chatproof"
)

// TestSampleFollowsTheCompletionRule: over every combination of the
// completion rule's inputs, a sample that passes the gate's own checks is
// positive exactly when the verdict's completion rule
// (chatproof.CompletionReasons) holds, and reports the rule's codes as its
// blockers: a gate that judged completion by a rule of its own would
// disagree on some combination.
func TestSampleFollowsTheCompletionRule(t *testing.T) {
	levels := []chatproof.Level{chatproof.LevelStrong, chatproof.LevelWeak, chatproof.LevelNone}
	pts := []chatproof.ProviderTerminal{chatproof.ProviderNone, chatproof.ProviderConversationExhausted,
		chatproof.ProviderQuotaLimited, chatproof.ProviderError, chatproof.ProviderStoppedThinking,
		chatproof.ProviderDeliveryTimeout}
	ruleCodes := []string{ReasonNoResponse, ReasonPlaceholder, ReasonNotFinished, ReasonStrongActivity, ReasonProviderTerminal}
	n := 0
	for _, present := range []bool{false, true} {
		for _, placeholder := range []bool{false, true} {
			for _, finished := range []bool{false, true} {
				for _, level := range levels {
					for _, pt := range pts {
						r := chatproof.Response{Present: present, Placeholder: placeholder, Finished: finished}
						if present {
							r.Text, r.ContentDigest = "answer", "sha256:00"
						}
						want := chatproof.CompletionReasons(r, level, pt)
						v := chatproof.Verdict{Response: r, Activity: chatproof.Activity{Level: level}, ProviderTerminal: pt, Terminal: chatproof.Incomplete}
						if len(want) == 0 {
							v.Terminal = chatproof.Complete
						}
						ev := readEvidence(v)
						var got []string
						for _, c := range ev.blockers {
							if slices.Contains(ruleCodes, c) {
								got = append(got, c)
							}
						}
						slices.Sort(got)
						slices.Sort(want)
						if !slices.Equal(got, want) || ev.positive != (len(want) == 0) {
							t.Errorf("present=%v placeholder=%v finished=%v level=%s pt=%s: blockers %v (positive %v), the rule fails %v",
								present, placeholder, finished, level, pt, ev.blockers, ev.positive, want)
						}
						n++
					}
				}
			}
		}
	}
	if n != 2*2*2*3*6 {
		t.Fatalf("checked %d combinations", n)
	}
}

// TestSampleBlockerOrder: the gate's blockers keep their reported order,
// the rule's codes among its own checks, whatever order the rule lists
// them in.
func TestSampleBlockerOrder(t *testing.T) {
	v := chatproof.Verdict{
		Response: chatproof.Response{Present: true, Placeholder: true},
		Activity: chatproof.Activity{Level: chatproof.LevelStrong, Signals: []chatproof.Signal{{Strength: "bogus"}}},
		// A value the gate does not know still fails the rule.
		ProviderTerminal: "bogus",
	}
	want := []string{ReasonEmptyText, ReasonPlaceholder, ReasonNotFinished, ReasonNoDigest,
		ReasonStrongActivity, ReasonUnknownActivity, ReasonUnknownProviderTerminal}
	if got := readEvidence(v).blockers; !slices.Equal(got, want) {
		t.Errorf("blockers %v, want %v", got, want)
	}
	v.ProviderTerminal = chatproof.ProviderQuotaLimited
	want[len(want)-1] = ReasonProviderTerminal
	if got := readEvidence(v).blockers; !slices.Equal(got, want) {
		t.Errorf("blockers %v, want %v", got, want)
	}
}
