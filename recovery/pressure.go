package recovery

import "time"

// Context-pressure levels, in rising order.
const (
	LevelNone      = "none"
	LevelWarning   = "warning"
	LevelPrepare   = "prepare"
	LevelRecommend = "recommend"
	LevelRequired  = "required"
	LevelHighRisk  = "high_risk"
)

var pressureLevels = [...]string{LevelNone, LevelWarning, LevelPrepare, LevelRecommend, LevelRequired, LevelHighRisk}

var pressureReasons = [...]string{
	ReasonPressureNone, ReasonPressureWarning, ReasonPressurePrepare,
	ReasonPressureRecommend, ReasonPressureRequired, ReasonPressureHighRisk,
}

// PressureSignals are the inputs of the pressure level, as computed.
type PressureSignals struct {
	// Level is the highest level any signal reaches.
	Level string `json:"level"`
	// Tokens is the visible-token estimate plus the extra reserved tokens.
	Tokens int `json:"tokens"`
	// Messages is the monotonic message floor: the highest
	// conversation-turn-N index ever seen (this page's included).
	Messages int `json:"messages"`
	// Turns is the number of user turns; 0 when unknown.
	Turns int `json:"turns"`
	// Age is the conversation's age (zero when unknown).
	Age time.Duration `json:"-"`
}

// Pressure computes the context-pressure level. ChatGPT virtualises old
// turns, so a short page is not evidence of a short conversation: the
// message count is the persisted floor raised by the page's highest
// conversation-turn-N, never lowered. Each of tokens, messages and turns
// reaches a level at its threshold (TokenLevels, MessageLevels, TurnLevels);
// an estimate at or above UsableTokens is high risk; an age of AgeWarning
// is a warning. The level is the highest reached.
func (p Policy) Pressure(in Input) PressureSignals {
	p = p.withDefaults()
	return p.pressure(p.prepare(in))
}

func (p Policy) pressure(in Input) PressureSignals {
	st := in.State.Pressure
	s := PressureSignals{
		Tokens:   satAdd(max(in.VisibleTokens, 0), max(in.ExtraReservedTokens, 0)),
		Messages: st.MessageFloor,
		Turns:    max(in.Turns, 0),
	}
	if !st.Started.IsZero() && in.Now.After(st.Started.Time) {
		s.Age = in.Now.Sub(st.Started.Time)
	}
	level := 0
	reach := func(v int, th [5]int) {
		for i := len(th) - 1; i >= 0; i-- {
			if v >= th[i] {
				level = max(level, i+1)
				return
			}
		}
	}
	reach(s.Tokens, p.TokenLevels)
	reach(s.Messages, p.MessageLevels)
	reach(s.Turns, p.TurnLevels)
	if s.Tokens >= p.UsableTokens {
		level = len(pressureLevels) - 1
	}
	if s.Age >= p.AgeWarning {
		level = max(level, 1)
	}
	s.Level = pressureLevels[level]
	return s
}

func levelIndex(l string) int {
	for i, v := range pressureLevels {
		if v == l {
			return i
		}
	}
	return 0
}

// ContextPressure decides on rollover from context pressure. Below the
// recommend level it answers ActionNone; at recommend,
// ActionRolloverRecommended (advice). At required or high risk an automatic
// handoff is eligible (ActionStartHandoff) only at a safe boundary: Auto on,
// a bound conversation, no handoff in progress, no 429 cooldown, the
// workspace not working, no streaming, running tool or permission card, no
// draft or busy composer, settled delivery, no pending mutation, a healthy
// runtime (no thread error, interrupted stream or pending Retry), a page
// quiet for QuietBeforeProbe, and RolloverGap since the last attempt.
// Otherwise ActionWait, led by the first blocking condition. High pressure
// only makes rollover eligible; it never forces it. The returned State of
// ActionStartHandoff holds the new transfer (packet requested; see
// Handoff), so that its stages run from there.
func (p Policy) ContextPressure(in Input) (Decision, State) {
	return p.onConversation(in, CheckContextPressure, OpRollover, Policy.contextPressure)
}

func (p Policy) contextPressure(in Input) (Decision, State) {
	const c = CheckContextPressure
	st := in.State
	sig := p.pressure(in)
	li := levelIndex(sig.Level)
	levelReason := pressureReasons[li]
	switch {
	case li < levelIndex(LevelRecommend):
		return decide(c, ActionNone, levelReason, sig.Level), st
	case li == levelIndex(LevelRecommend):
		return decide(c, ActionRolloverRecommended, levelReason, sig.Level), st
	}
	if bs := p.boundaryBlockers(in); len(bs) > 0 {
		return p.blocked(c, in, sig.Level, levelReason, bs), st
	}
	st.Pressure.LastRolloverAttempt = At(in.Now)
	st.Handoff = p.newTransfer(in)
	return decide(c, ActionStartHandoff, ReasonRolloverEligible, sig.Level, levelReason), st
}

// boundaryBlockers lists, in a fixed order, what keeps the conversation from
// a safe rollover boundary.
func (p Policy) boundaryBlockers(in Input) []string {
	var rs blockers
	v, st, now := in.View, in.State, in.Now
	rs.add(!in.Auto, ReasonAutoOff)
	rs.add(!in.Bound && !st.Binding.bound(), ReasonNotBound)
	rs.add(st.Handoff.active(), ReasonHandoffInProgress)
	rs.add(p.cooldownRemaining(st.RateLimit, now) > 0, ReasonRateLimitCooldown)
	rs.add(in.working(), ReasonWorkspaceWorking)
	rs.pageNotAtRest(in, false)
	rs.add(in.PendingMutation, ReasonPendingMutation)
	rs.add(v.ThreadError || v.Interrupted || retryPending(st) && now.Sub(st.Budget.LastRetry.Time) < p.RetryWait, ReasonRuntimeUnhealthy)
	rs.add(v.Known && (v.LastChange.IsZero() || now.Sub(v.LastChange) < p.QuietBeforeProbe), ReasonNotQuiescent)
	rs.add(!st.Pressure.LastRolloverAttempt.IsZero() && now.Sub(st.Pressure.LastRolloverAttempt.Time) < p.RolloverGap, ReasonRolloverCooldown)
	return rs
}

// satAdd adds non-negative ints without overflow.
func satAdd(a, b int) int {
	if a > int(^uint(0)>>1)-b {
		return int(^uint(0) >> 1)
	}
	return a + b
}
