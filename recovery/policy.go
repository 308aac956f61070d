package recovery

import "time"

// Retry and reload budgets. They are not part of Policy: the seed's rules
// ("retry a send timeout at most once", one recovery reload, at most one
// reload per page-health level) are fixed, so no configuration can make a
// decision exceed them.
const (
	// MaxRetries is the number of ChatGPT Retry clicks allowed per submit.
	MaxRetries = 1
	// MaxReloads is the number of recovery reloads (stale view, send
	// timeout, interrupted stream) allowed per submit.
	MaxReloads = 1
)

// Policy holds the thresholds of the decisions. Every field's zero value
// means its documented default, so Policy{} is the policy of the reference
// extension. Negative values are treated as zero (the default).
type Policy struct {
	// Stale view.

	// ServerStall is how long an unfinished server turn must show no
	// progress (since the later of its update time and the last DOM change)
	// before one reload (default 60s).
	ServerStall time.Duration
	// ProbeInterval is the minimum spacing of conversation snapshots
	// (default 15s).
	ProbeInterval time.Duration
	// QuietBeforeProbe is how long the DOM must have been unchanged before
	// the view counts as stalled (default 30s).
	QuietBeforeProbe time.Duration
	// StreamingExtra is added to QuietBeforeProbe while the page still
	// shows streaming (default 30s).
	StreamingExtra time.Duration
	// SubmitHorizon: stale-view recovery runs only within this time after
	// the last submit (default 10m).
	SubmitHorizon time.Duration
	// TextLead is how many more comparable characters the server's text
	// must have than the DOM's to count as ahead (default 24).
	TextLead int
	// PrefixMatch is how many leading comparable characters must agree
	// for the lengths to be compared (default 160).
	PrefixMatch int

	// Send timeout and recovery reloads.

	// RetryWait is how long to wait after Retry for a reply to start
	// (default 30s).
	RetryWait time.Duration
	// ReloadSettle is how long after a spent reload before rollover is
	// recommended (default 10s).
	ReloadSettle time.Duration
	// ReloadCooldown is the minimum spacing of any two reloads (default
	// 60s).
	ReloadCooldown time.Duration

	// Interrupted stream.

	// StreamStall is how long an interrupted stream must show no progress
	// before one reload (default 30s).
	StreamStall time.Duration

	// HTTP 429.

	// BackoffBase is the first cooldown (default 30s); each further event
	// doubles it.
	BackoffBase time.Duration
	// BackoffCap caps the cooldown (default 120s).
	BackoffCap time.Duration
	// RateEventSpacing: events closer than this to the last counted one
	// are the same event (default 10s).
	RateEventSpacing time.Duration
	// RateQuietReset: the event count restarts after this much quiet
	// (default 5m).
	RateQuietReset time.Duration
	// RateCountCap caps the event count (default 8).
	RateCountCap int

	// Page health.

	// HealthWindow is the length of one fixed sample window (default 15s).
	HealthWindow time.Duration
	// Sustained is how long a pressure signal must hold, over consecutive
	// windows, before it counts (default 30s).
	Sustained time.Duration
	// HealthStall is how long the assistant must show no DOM change for a
	// render stall (default 30s).
	HealthStall time.Duration
	// MemoryQuiet is the quiescent interval required for a heap reload
	// (default 30s).
	MemoryQuiet time.Duration
	// CandidatePersist is how long a reload candidate must persist (default
	// 30s).
	CandidatePersist time.Duration
	// Level2Gap is the minimum time between the level-one and level-two
	// reloads (default 30s).
	Level2Gap time.Duration
	// HeapWarnBytes and HeapWarnRatio mark heap warning (default 1 GiB or
	// 0.60 of the limit).
	HeapWarnBytes int64
	// HeapWarnRatio is the warning share of the heap limit: a sample whose
	// used heap divided by its limit is at least this warns (a fraction of
	// 1; only for samples that report a limit; zero, negative or NaN means
	// 0.60).
	HeapWarnRatio float64
	// HeapCriticalBytes and HeapCriticalRatio mark critical heap (default
	// 1.5 GiB or 0.78 of the limit).
	HeapCriticalBytes int64
	// HeapCriticalRatio is the critical share of the heap limit, like
	// HeapWarnRatio (a fraction of 1; zero, negative or NaN means 0.78).
	HeapCriticalRatio float64
	// LongTaskSevere and LongTaskSevereCount mark severe long tasks
	// (default a task of at least 2000ms, or 4 tasks in a window).
	LongTaskSevere time.Duration
	// LongTaskSevereCount is how many long tasks in one sample window are
	// severe (default 4).
	LongTaskSevereCount int
	// MutationsHigh, TicksHigh and DriftHigh mark high UI pressure
	// (default 2400 mutation callbacks per minute, 900 watcher ticks per
	// minute, 5000ms timer drift).
	MutationsHigh int
	// TicksHigh is the watcher ticks per minute at or above which a sample
	// shows UI pressure (default 900).
	TicksHigh int
	// DriftHigh is the timer drift at or above which a sample shows UI
	// pressure (default 5000ms).
	DriftHigh time.Duration

	// Context pressure.

	// TokenLevels, MessageLevels and TurnLevels are the thresholds of the
	// warning, prepare, recommend, required and high-risk levels (defaults
	// 56k/64k/72k/80k/92k estimated tokens, 32/40/46/50/60 messages,
	// 20/24/27/30/36 turns). A zero array means the default.
	TokenLevels [5]int
	// MessageLevels are the message-count thresholds of the five levels in
	// level order, in messages (the monotonic conversation-turn-N floor); a
	// count at or above one reaches its level (default 32/40/46/50/60; an
	// all-zero array means the default).
	MessageLevels [5]int
	// TurnLevels are the user-turn thresholds of the five levels in level
	// order; a count at or above one reaches its level (default
	// 20/24/27/30/36; an all-zero array means the default).
	TurnLevels [5]int
	// UsableTokens is the context the estimate may fill: the effective
	// window minus the headroom reserved for Project, system and tool
	// payloads not visible in the page (default 128k − 32k = 96k). An
	// estimate at or above it is high risk.
	UsableTokens int
	// AgeWarning: a conversation at least this old is at warning level
	// (default 12h).
	AgeWarning time.Duration
	// RolloverGap is the minimum time between automatic rollover attempts
	// (default 60s).
	RolloverGap time.Duration

	// Handoff and queue.

	// MaxPacketChars caps a handoff packet, markers included (default
	// 24,000 characters).
	MaxPacketChars int
	// QueueMaxEntries caps the queue of one conversation (default 20).
	QueueMaxEntries int
	// QueueMaxChars caps one entry and the merged queue (default 24,000
	// characters).
	QueueMaxChars int
	// QueueRetention is how long a queued entry is kept (default 7 days).
	QueueRetention time.Duration

	// Workspace progress.

	// ProgressFallback is how long without new output before a progress
	// message is sent anyway (default 10m).
	ProgressFallback time.Duration
	// HandoffStageTimeout is how long a transfer may stay in one status
	// before it is given up (before its seed) or reported stalled (after;
	// default 10m).
	HandoffStageTimeout time.Duration
}

// Defaults returns the policy with every default filled in.
func Defaults() Policy { return Policy{}.withDefaults() }

func (p Policy) withDefaults() Policy {
	dur := func(v *time.Duration, d time.Duration) {
		if *v <= 0 {
			*v = d
		}
	}
	num := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	dur(&p.ServerStall, 60*time.Second)
	dur(&p.ProbeInterval, 15*time.Second)
	dur(&p.QuietBeforeProbe, 30*time.Second)
	dur(&p.StreamingExtra, 30*time.Second)
	dur(&p.SubmitHorizon, 10*time.Minute)
	num(&p.TextLead, 24)
	num(&p.PrefixMatch, 160)
	dur(&p.RetryWait, 30*time.Second)
	dur(&p.ReloadSettle, 10*time.Second)
	dur(&p.ReloadCooldown, 60*time.Second)
	dur(&p.StreamStall, 30*time.Second)
	dur(&p.BackoffBase, 30*time.Second)
	dur(&p.BackoffCap, 120*time.Second)
	dur(&p.RateEventSpacing, 10*time.Second)
	dur(&p.RateQuietReset, 5*time.Minute)
	num(&p.RateCountCap, 8)
	dur(&p.HealthWindow, 15*time.Second)
	dur(&p.Sustained, 30*time.Second)
	dur(&p.HealthStall, 30*time.Second)
	dur(&p.MemoryQuiet, 30*time.Second)
	dur(&p.CandidatePersist, 30*time.Second)
	dur(&p.Level2Gap, 30*time.Second)
	if p.HeapWarnBytes <= 0 {
		p.HeapWarnBytes = 1 << 30
	}
	if p.HeapWarnRatio <= 0 || p.HeapWarnRatio != p.HeapWarnRatio {
		p.HeapWarnRatio = 0.60
	}
	if p.HeapCriticalBytes <= 0 {
		p.HeapCriticalBytes = 3 << 29
	}
	if p.HeapCriticalRatio <= 0 || p.HeapCriticalRatio != p.HeapCriticalRatio {
		p.HeapCriticalRatio = 0.78
	}
	dur(&p.LongTaskSevere, 2000*time.Millisecond)
	num(&p.LongTaskSevereCount, 4)
	num(&p.MutationsHigh, 2400)
	num(&p.TicksHigh, 900)
	dur(&p.DriftHigh, 5000*time.Millisecond)
	levels := func(v *[5]int, d [5]int) {
		if *v == [5]int{} {
			*v = d
		}
	}
	levels(&p.TokenLevels, [5]int{56000, 64000, 72000, 80000, 92000})
	levels(&p.MessageLevels, [5]int{32, 40, 46, 50, 60})
	levels(&p.TurnLevels, [5]int{20, 24, 27, 30, 36})
	num(&p.UsableTokens, 128000-32000)
	dur(&p.AgeWarning, 12*time.Hour)
	dur(&p.RolloverGap, 60*time.Second)
	num(&p.MaxPacketChars, 24000)
	num(&p.QueueMaxEntries, 20)
	num(&p.QueueMaxChars, 24000)
	dur(&p.QueueRetention, 7*24*time.Hour)
	dur(&p.ProgressFallback, 10*time.Minute)
	dur(&p.HandoffStageTimeout, 10*time.Minute)
	return p
}
