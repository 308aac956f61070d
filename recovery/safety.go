package recovery

import "time"

// guard selects which blocking conditions apply to an action.
type guard struct {
	// ignoreStreaming: the server proved the turn finished, or the stream
	// is known to be disconnected, so a streaming flag is stale UI.
	ignoreStreaming bool
	// ignoreDelivery: the decision itself establishes delivery (a send
	// timeout) or an assistant reply proves it (an interrupted stream).
	ignoreDelivery bool
	// reload: the action is a reload, subject to the reload cooldown.
	reload bool
}

// actBlockers returns, in a fixed order, every condition that makes an
// automatic reload or Retry unsafe now. It is the seed's canReloadSafely:
// Auto off, a handoff in progress, a 429 cooldown, a page not at rest
// (pageNotAtRest: the view is known to the caller already; a stale
// streaming flag or the delivery left out where g says so), and a reload
// less than ReloadCooldown ago.
func (p Policy) actBlockers(in Input, g guard) []string {
	var bs blockers
	st := in.State
	bs.add(!in.Auto, ReasonAutoOff)
	bs.add(st.Handoff.active(), ReasonHandoffInProgress)
	bs.add(p.cooldownRemaining(st.RateLimit, in.Now) > 0, ReasonRateLimitCooldown)
	except := []string{ReasonViewUnknown}
	if g.ignoreStreaming {
		except = append(except, ReasonStreaming)
	}
	if g.ignoreDelivery {
		except = append(except, ReasonDeliveryUncertain)
	}
	bs.pageNotAtRest(in, false, except...)
	bs.add(g.reload && p.reloadCooldownRemaining(st, in.Now) > 0, ReasonReloadCooldown)
	return bs
}

// reloadCooldownRemaining is the time left before another reload may run.
// A last reload in the future counts as just now.
func (p Policy) reloadCooldownRemaining(st State, now time.Time) time.Duration {
	if st.LastReload.IsZero() {
		return 0
	}
	since := now.Sub(st.LastReload.Time)
	if since < 0 {
		since = 0
	}
	if since >= p.ReloadCooldown {
		return 0
	}
	return p.ReloadCooldown - since
}

// blocked is the decision for an action that blockers forbid: ActionNone
// when Auto is off or the page is not one where the action may run
// (nothing automatic may run; waiting changes nothing), ActionBackoff
// during a 429 cooldown, ActionWait otherwise. finding is the reason the
// action was wanted; it follows the blockers in Reasons.
func (p Policy) blocked(c Check, in Input, verdict, finding string, blockers []string) Decision {
	a := ActionWait
	switch blockers[0] {
	case ReasonAutoOff, ReasonPageNotNamed, ReasonPageUnknown, ReasonPageNotConversation,
		ReasonBindingNotTarget, ReasonSiteUnsupported:
		// Nothing automatic may run here; waiting changes nothing.
		a = ActionNone
	case ReasonRateLimitCooldown:
		a = ActionBackoff
	}
	extra := append(append([]string{}, blockers[1:]...), finding)
	d := decide(c, a, blockers[0], verdict, extra...)
	if a == ActionNone {
		return d
	}
	var w time.Duration
	for _, b := range blockers {
		switch b {
		case ReasonRateLimitCooldown:
			w = max(w, p.cooldownRemaining(in.State.RateLimit, in.Now))
		case ReasonReloadCooldown:
			w = max(w, p.reloadCooldownRemaining(in.State, in.Now))
		case ReasonRolloverCooldown:
			w = max(w, p.RolloverGap-max(in.Now.Sub(in.State.Pressure.LastRolloverAttempt.Time), 0))
		}
	}
	return d.withWait(w)
}

// recoveryReload is the common end of the stale-view, send-timeout and
// interrupted decisions once a reload is wanted for finding: it enforces
// the per-submit reload budget and the blocking conditions and, when the
// reload is allowed, spends the budget in the returned state.
func (p Policy) recoveryReload(c Check, in Input, verdict, finding string, g guard) (Decision, State) {
	st := in.State
	if st.Budget.ReloadUsed >= MaxReloads {
		return p.reloadSpent(c, in, verdict, finding), st
	}
	g.reload = true
	if bs := p.actBlockers(in, g); len(bs) > 0 {
		return p.blocked(c, in, verdict, finding, bs), st
	}
	st.Budget.ReloadUsed++
	st.LastReload = At(in.Now)
	return decide(c, ActionReload, finding, verdict), st
}

// reloadSpent decides once the reload budget is spent: progress seen after
// the reload ends recovery; otherwise wait ReloadSettle after the reload,
// then recommend rollover.
func (p Policy) reloadSpent(c Check, in Input, verdict, finding string) Decision {
	st := in.State
	if !st.LastReload.IsZero() && in.View.Known && in.View.LastChange.After(st.LastReload.Time) {
		return decide(c, ActionNone, ReasonProgressAfterReload, verdict, finding)
	}
	if since := in.Now.Sub(st.LastReload.Time); !st.LastReload.IsZero() && since < p.ReloadSettle {
		return decide(c, ActionWait, ReasonReloadSettling, verdict, finding, ReasonReloadBudgetSpent).withWait(p.ReloadSettle - max(since, 0))
	}
	return decide(c, ActionRolloverRecommended, ReasonRecoveryExhausted, verdict, finding, ReasonReloadBudgetSpent)
}
