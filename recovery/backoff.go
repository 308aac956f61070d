package recovery

import (
	"sort"
	"time"
)

// HTTP 429 is backoff only: it never triggers a Retry or a reload. Each
// observation (a Resource Timing 429 or a visible rate-limit error) is an
// event; events closer than RateEventSpacing to the last counted one are
// the same event, the count restarts after RateQuietReset without events and
// is capped at RateCountCap. The n-th event starts a cooldown of
// min(BackoffCap, BackoffBase·2^(n−1)) — 30s, 60s, 120s, 120s… — during
// which no automatic recovery creates page, API or attachment traffic.

// RateLimit checks the 429 cooldown: ActionBackoff while it runs, otherwise
// ActionNone.
func (p Policy) RateLimit(in Input) (Decision, State) {
	return p.check(in, Policy.rateLimit)
}

func (p Policy) rateLimit(in Input) (Decision, State) {
	st := in.State
	if rem := p.cooldownRemaining(st.RateLimit, in.Now); rem > 0 {
		return decide(CheckRateLimit, ActionBackoff, ReasonHTTP429Backoff, "cooldown").withWait(rem), st
	}
	return decide(CheckRateLimit, ActionNone, ReasonRateLimitClear, "clear"), st
}

// Backoff returns the cooldown after the n-th counted event (0 for n < 1).
func (p Policy) Backoff(n int) time.Duration {
	p = p.withDefaults()
	return p.backoff(n)
}

func (p Policy) backoff(n int) time.Duration {
	if n < 1 {
		return 0
	}
	d := p.BackoffBase
	for i := 1; i < n && d < p.BackoffCap; i++ {
		d *= 2
	}
	return min(d, p.BackoffCap)
}

// cooldownRemaining is the time left in the 429 cooldown, at most
// BackoffCap (a last event in the future keeps the cooldown running, one
// cap at a time).
func (p Policy) cooldownRemaining(rl RateLimit, now time.Time) time.Duration {
	if rl.Count <= 0 || rl.Last.IsZero() {
		return 0
	}
	end := rl.Last.Add(p.backoff(min(rl.Count, p.RateCountCap)))
	if !now.Before(end) {
		return 0
	}
	return min(end.Sub(now), p.BackoffCap)
}

// foldRateLimit counts new events into rl. Events at or before the last
// counted one are ignored, so folding the same events twice changes
// nothing; an event after now counts as now.
func (p Policy) foldRateLimit(rl RateLimit, events []time.Time, visible bool, now time.Time) RateLimit {
	evs := append([]time.Time(nil), events...)
	if visible {
		evs = append(evs, now)
	}
	sort.Slice(evs, func(i, j int) bool { return evs[i].Before(evs[j]) })
	if rl.Count < 0 {
		rl.Count = 0
	}
	for _, t := range evs {
		if t.After(now) {
			t = now
		}
		switch {
		case t.IsZero():
		case !rl.Last.IsZero() && !t.After(rl.Last.Time):
		case rl.Last.IsZero() || rl.Count == 0 || t.Sub(rl.Last.Time) >= p.RateQuietReset:
			rl.Count, rl.Last = 1, At(t)
		case t.Sub(rl.Last.Time) < p.RateEventSpacing:
		default:
			rl.Count, rl.Last = min(rl.Count+1, p.RateCountCap), At(t)
		}
	}
	if rl.Count > p.RateCountCap {
		rl.Count = p.RateCountCap
	}
	return rl
}
