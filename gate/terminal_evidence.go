package gate

import (
	"slices"
	"strconv"
	"strings"

	"github.com/chatproof/chatproof"
)

// levelUnknown is the Step level of a sample that carried no usable
// verdict; the other levels are the verdict's own (chatproof.LevelStrong,
// LevelWeak, LevelNone).
const levelUnknown = "unknown"

// providerTerminals are the known non-"none" provider_terminal values.
var providerTerminals = map[chatproof.ProviderTerminal]bool{
	chatproof.ProviderConversationExhausted: true,
	chatproof.ProviderQuotaLimited:          true,
	chatproof.ProviderError:                 true,
	chatproof.ProviderStoppedThinking:       true,
	chatproof.ProviderDeliveryTimeout:       true,
}

// evidence is what the gate reads from one snapshot verdict.
type evidence struct {
	// level is the effective activity level: strong, weak or none.
	level    chatproof.Level
	finished bool
	// positive is whether the sample alone is positive completion evidence.
	positive bool
	// providerTerminal is whether a known provider terminal is shown.
	providerTerminal bool
	// blockers are the reason codes that make the sample not positive, in a
	// fixed order.
	blockers []string

	// content is the digest of the whole response text and identity: the
	// gate compares digests, never the bounded text of the report.
	messageID, turnID, content string
	// weak is the canonical key of the set of weak signals, built from
	// the digests of their whole evidence.
	weak string
}

// readEvidence reads v, failing closed on values it does not know.
func readEvidence(v chatproof.Verdict) evidence {
	r := v.Response
	ev := evidence{
		finished:  r.Present && r.Finished,
		messageID: r.MessageID,
		turnID:    r.TurnID,
		content:   r.ContentDigest,
	}
	if !r.Present {
		// An absent response has no identity or text, whatever the fields say.
		ev.messageID, ev.turnID, ev.content = "", "", ""
	}

	strong, weak, unknown := activityOf(v.Activity)
	switch {
	case strong || unknown:
		ev.level = chatproof.LevelStrong
	case weak:
		ev.level = chatproof.LevelWeak
	default:
		ev.level = chatproof.LevelNone
	}
	ev.weak = weakKey(v.Activity)

	// The completion rule is the verdict's own; the gate's checks of the
	// sample (its text, its digests, values it does not know) lie on top.
	ruleLevel := chatproof.LevelNone
	if strong {
		ruleLevel = chatproof.LevelStrong
	}
	failed := chatproof.CompletionReasons(r, ruleLevel, v.ProviderTerminal)
	fails := func(code string) bool { return slices.Contains(failed, code) }
	switch {
	case fails(ReasonNoResponse):
		ev.blockers = append(ev.blockers, ReasonNoResponse)
	default:
		if r.Text == "" {
			ev.blockers = append(ev.blockers, ReasonEmptyText)
		}
		if fails(ReasonPlaceholder) {
			ev.blockers = append(ev.blockers, ReasonPlaceholder)
		}
		if fails(ReasonNotFinished) {
			ev.blockers = append(ev.blockers, ReasonNotFinished)
		}
		if r.ContentDigest == "" {
			ev.blockers = append(ev.blockers, ReasonNoDigest)
		}
	}
	if (weakWithoutDigest(v.Activity.Signals) || cutWithoutDigest(v.Activity)) && !slices.Contains(ev.blockers, ReasonNoDigest) {
		ev.blockers = append(ev.blockers, ReasonNoDigest)
	}
	if fails(ReasonStrongActivity) {
		ev.blockers = append(ev.blockers, ReasonStrongActivity)
	}
	if unknown {
		ev.blockers = append(ev.blockers, ReasonUnknownActivity)
	}
	switch {
	case !fails(ReasonProviderTerminal):
	case providerTerminals[v.ProviderTerminal]:
		ev.providerTerminal = true
		ev.blockers = append(ev.blockers, ReasonProviderTerminal)
	default:
		ev.blockers = append(ev.blockers, ReasonUnknownProviderTerminal)
	}
	if len(ev.blockers) == 0 && v.Terminal != chatproof.Complete {
		ev.blockers = append(ev.blockers, ReasonSnapshotIncomplete)
	}
	ev.positive = len(ev.blockers) == 0
	return ev
}

// activityOf reports whether a strong, a weak, or an unknown level or
// strength appears in a. A signal's strength counts even when the level
// disagrees with it.
func activityOf(a chatproof.Activity) (strong, weak, unknown bool) {
	switch a.Level {
	case chatproof.LevelStrong:
		strong = true
	case chatproof.LevelWeak:
		weak = true
	case chatproof.LevelNone:
	default:
		unknown = true
	}
	for _, s := range a.Signals {
		switch s.Strength {
		case chatproof.StrengthStrong:
			strong = true
		case chatproof.StrengthWeak:
			weak = true
		default:
			unknown = true
		}
	}
	return strong, weak, unknown
}

// weakKey is a canonical key of the set of weak signals (kind, scope and
// the digest of the whole evidence), independent of order and duplicates.
// The bounded evidence text is never compared: a trace that grows past its
// report bound changes only the digest. When the verdict's list of signals
// is cut (Activity.Found), the digest of every signal found is part of the
// key.
func weakKey(a chatproof.Activity) string {
	var keys []string
	if a.Digest != "" {
		// The list is cut: the digest of every signal found covers those
		// past the bound, so one of them that changes changes the key.
		keys = append(keys, strconv.Quote("found")+strconv.Quote(a.Digest))
	}
	for _, s := range a.Signals {
		if s.Strength == chatproof.StrengthWeak {
			// Quoted parts concatenate unambiguously.
			keys = append(keys, strconv.Quote(string(s.Kind))+strconv.Quote(string(s.Scope))+strconv.Quote(s.Digest))
		}
	}
	slices.Sort(keys)
	return strings.Join(slices.Compact(keys), "")
}

// changes lists what differs between the previous sample's evidence and
// this one's, as reason codes in a fixed order.
func changes(prev, cur evidence) []string {
	var out []string
	if prev.messageID != cur.messageID || prev.turnID != cur.turnID {
		out = append(out, ReasonIdentityChanged)
	}
	if prev.content != cur.content {
		out = append(out, ReasonContentChanged)
	}
	if prev.weak != cur.weak {
		out = append(out, ReasonWeakEvidenceChanged)
	}
	return out
}

// weakWithoutDigest reports a weak signal that carries no digest: without
// it the gate cannot tell a changing trace from a stale one, so the sample
// is not positive.
func weakWithoutDigest(signals []chatproof.Signal) bool {
	for _, s := range signals {
		if s.Strength == chatproof.StrengthWeak && s.Digest == "" {
			return true
		}
	}
	return false
}

// cutWithoutDigest reports a cut list of signals (more found than
// reported) that carries no digest of them all: the signals past the bound
// could change unseen, so the sample is not positive.
func cutWithoutDigest(a chatproof.Activity) bool {
	return a.Found > len(a.Signals) && a.Digest == ""
}
