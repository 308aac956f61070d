package recovery

import (
	"testing"
	"time"
)

func TestBackoffSchedule(t *testing.T) {
	p := Policy{}
	want := []time.Duration{0, 30 * time.Second, 60 * time.Second, 120 * time.Second, 120 * time.Second, 120 * time.Second}
	for n, w := range want {
		if got := p.Backoff(n); got != w {
			t.Errorf("Backoff(%d) = %v, want %v", n, got, w)
		}
	}
	if got := p.Backoff(1 << 30); got != 120*time.Second {
		t.Errorf("Backoff(huge) = %v", got)
	}
}

func TestRateLimit(t *testing.T) {
	p := Policy{}
	ev := func(ds ...time.Duration) func(*Input) {
		return func(in *Input) {
			for _, d := range ds {
				in.RateLimitEvents = append(in.RateLimitEvents, in.Now.Add(-d))
			}
		}
	}
	runTable(t, p.RateLimit, []tcase{
		{name: "clear", reason: "no 429 seen", action: ActionNone, code: ReasonRateLimitClear},
		{name: "first_30s", reason: "one event 10s ago: 30s cooldown runs",
			mod: ev(10 * time.Second), action: ActionBackoff, code: ReasonHTTP429Backoff},
		{name: "first_over", reason: "one event 31s ago: the 30s cooldown is over",
			mod: ev(31 * time.Second), action: ActionNone, code: ReasonRateLimitClear},
		{name: "second_60s", reason: "two events 20s apart, the last 40s ago: 60s cooldown still runs",
			mod: ev(60*time.Second, 40*time.Second), action: ActionBackoff, code: ReasonHTTP429Backoff},
		{name: "same_event", reason: "events 5s apart are one event: 30s after the first is clear",
			mod: ev(36*time.Second, 31*time.Second), action: ActionNone, code: ReasonRateLimitClear},
		{name: "visible", reason: "a visible rate-limit error is an event now",
			mod: func(in *Input) { in.View.RateLimitVisible = true }, action: ActionBackoff, code: ReasonHTTP429Backoff},
	})
}

func TestRateLimitCounting(t *testing.T) {
	p := Policy{}.withDefaults()
	var rl RateLimit
	now := t0
	for i, w := range []int{1, 2, 3, 4, 5, 6, 7, 8, 8, 8} {
		now = now.Add(11 * time.Second)
		rl = p.foldRateLimit(rl, []time.Time{now}, false, now)
		if rl.Count != w {
			t.Fatalf("event %d: count %d, want %d", i, rl.Count, w)
		}
	}
	again := p.foldRateLimit(rl, []time.Time{now, now.Add(-time.Second)}, false, now)
	if again != rl {
		t.Fatalf("refolding counted again: %+v vs %+v", again, rl)
	}
	later := now.Add(5 * time.Minute)
	rl = p.foldRateLimit(rl, []time.Time{later}, false, later)
	if rl.Count != 1 {
		t.Fatalf("after 5 quiet minutes the count restarts, got %d", rl.Count)
	}
	if rem := p.cooldownRemaining(rl, later); rem != 30*time.Second {
		t.Fatalf("cooldown after reset: %v", rem)
	}
	future := p.foldRateLimit(RateLimit{}, []time.Time{later.Add(time.Hour)}, false, later)
	if !future.Last.Equal(At(later)) {
		t.Fatalf("a future event counts as now: %+v", future)
	}
}

func TestRateLimitText(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"Too many requests", true},
		{"Error 429", true},
		{"You are being rate-limited", true},
		{"请求过于频繁", true},
		{"Request 4290 failed", false},
		{"Something went wrong", false},
		{"Use separate limits for each workspace", false},
	} {
		if got := RateLimitText(tc.text); got != tc.want {
			t.Errorf("RateLimitText(%q) = %v", tc.text, got)
		}
	}
}
