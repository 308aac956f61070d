package recovery

import (
	"sort"
)

// Workspace is what the bound workspace reports (local /push/events): the
// ids of its relevant agents that are working, and a summary of their
// latest meaningful output ("" when none).
type Workspace struct {
	// Working holds the ids of the workspace's relevant agents that are
	// working now, in any order (duplicates count once); empty or nil means
	// none is, unless Input.WorkspaceWorking says otherwise. At most
	// MaxWireItems ids in a decoded case.
	Working []string
	// Summary is a summary of the agents' latest meaningful output, sent
	// as a progress message when it differs from Progress.LastSummary;
	// "" means no output to report.
	Summary string
}

// Progress is the persisted progress observation of the bound workspace.
type Progress struct {
	// Armed: an agent became working and the workspace has not settled
	// since; false (the zero value) means no observation is running.
	Armed bool `json:"armed"`
	// ArmedAt is when observation was armed; zero when not armed (the
	// settle clears it). The progress fallback interval counts from the
	// later of it and LastSentAt.
	ArmedAt Time `json:"armed_at_ms"`
	// Working is the working set last seen: sorted, deduplicated agent
	// ids, "*" standing for a workspace said to work without ids; nil when
	// not armed.
	Working []string `json:"working"`
	// LastSummary is the summary of the last progress message sent for new
	// output, so that a worker restart sends nothing twice; "" when none
	// was sent. It is kept across settles.
	LastSummary string `json:"last_summary"`
	// LastSentAt is when the last progress message or settled wake was
	// sent; zero when none was. The fallback interval counts from the
	// later of it and ArmedAt.
	LastSentAt Time `json:"last_sent_at_ms"`
}

// Progress verdicts.
const (
	VerdictIdle    = "idle"    // no agent works and none was observed
	VerdictWorking = "working" // agents work
	VerdictPartial = "partial" // some agents settled, others still work
	VerdictSettled = "settled" // the working set became empty
)

// workingSet returns the sorted, deduplicated working set; a workspace
// said to work without a set counts as one unnamed agent.
func (in Input) workingSet() []string {
	set := map[string]bool{}
	for _, id := range in.Workspace.Working {
		set[id] = true
	}
	if len(set) == 0 && in.WorkspaceWorking {
		set["*"] = true
	}
	out := make([]string, 0, len(set))
	for id := range set {
		out = append(out, id)
	}
	sort.Strings(out)
	return out
}

// working reports whether any agent of the bound workspace works.
func (in Input) working() bool { return len(in.workingSet()) > 0 }

// WorkspaceProgress decides the progress and settled wakes of the bound
// workspace (Input.Workspace):
//
//   - an agent becoming working arms progress observation (ActionNone,
//     progress_armed); progressTick only says how often this runs;
//   - while armed and working, a progress message (ActionSendProgress,
//     Decision.Message) only on meaningful new output — a summary other
//     than the persisted last one — or, without it, once ProgressFallback
//     has passed since the last message (progress_fallback); never the
//     same summary twice, so a restarted worker fed the persisted State
//     sends nothing again;
//   - one agent settling while others work is partial progress (verdict
//     partial), not a settle;
//   - the working set becoming empty is the settle: ActionWakePlanner
//     (workspace_settled) wakes the planner to inspect Git, tests and
//     output. A settle is not acceptance: it confirms no delivery and
//     acknowledges nothing.
//
// A message or wake is delivered to the binding's delivery target and is a
// user message there, so it needs Auto, a bound target that is the page
// (a conversation page of a site with progress wakes), no transfer in
// progress (a handoff pauses the source's wakes), no 429 cooldown, no
// queued content (it comes first), and a page that can take a message: no
// streaming, draft, busy composer, running tool, permission card or
// unsettled delivery. A blocked wake is not lost: the observation stays
// armed until it is delivered.
func (p Policy) WorkspaceProgress(in Input) (Decision, State) {
	return p.check(in, Policy.workspaceProgress)
}

func (p Policy) workspaceProgress(in Input) (Decision, State) {
	const c = CheckProgress
	st, now := in.State, in.Now
	set := in.workingSet()
	pr := st.Progress
	if !pr.Armed {
		if len(set) == 0 {
			return decide(c, ActionNone, ReasonProgressIdle, VerdictIdle), st
		}
		st.Progress.Armed, st.Progress.ArmedAt, st.Progress.Working = true, At(now), set
		return decide(c, ActionNone, ReasonProgressArmed, VerdictWorking), st
	}
	verdict := VerdictWorking
	if len(set) == 0 {
		verdict = VerdictSettled
	} else {
		if lostAny(pr.Working, set) {
			verdict = VerdictPartial
		}
		st.Progress.Working = set
	}
	var action Action
	var finding, message string
	since := now.Sub(laterOf(pr.LastSentAt.Time, pr.ArmedAt.Time))
	switch {
	case verdict == VerdictSettled:
		action, finding = ActionWakePlanner, ReasonWorkspaceSettled
	case in.Workspace.Summary != "" && in.Workspace.Summary != pr.LastSummary:
		action, finding, message = ActionSendProgress, ReasonProgressNewOutput, in.Workspace.Summary
	case since >= p.ProgressFallback:
		action, finding, message = ActionSendProgress, ReasonProgressFallback, ProgressFallbackMessage
	default:
		return decide(c, ActionNone, ReasonProgressNoNewOutput, verdict).withWait(p.ProgressFallback - max(since, 0)), st
	}
	if bs := p.wakeBlockers(in, OpProgress); len(bs) > 0 {
		return p.blocked(c, in, verdict, finding, bs), st
	}
	st.Progress.LastSentAt = At(now)
	if action == ActionWakePlanner {
		st.Progress.Armed, st.Progress.ArmedAt, st.Progress.Working = false, Time{}, nil
	} else if finding == ReasonProgressNewOutput {
		st.Progress.LastSummary = message
	}
	d := decide(c, action, finding, verdict)
	d.Message = message
	return d, st
}

// ProgressFallbackMessage is the progress message sent after the fallback
// interval without new output.
const ProgressFallbackMessage = "Herdr workspace still working; no new output since the last update."

// lostAny reports whether an agent of before is missing from after.
func lostAny(before, after []string) bool {
	in := map[string]bool{}
	for _, id := range after {
		in[id] = true
	}
	for _, id := range before {
		if !in[id] {
			return true
		}
	}
	return false
}

// wakeBlockers lists, in a fixed order, what keeps an automatic message
// (a progress or settled wake, a continuation) from the binding's delivery
// target now; no page named comes first.
func (p Policy) wakeBlockers(in Input, op Operation) []string {
	var bs blockers
	st, pg := in.State, in.Page
	// A page nobody named comes first: nothing is known of where the
	// message would go.
	bs.add(!pg.named(), ReasonPageNotNamed)
	bs.add(!in.Auto, ReasonAutoOff)
	bs.add(!st.Binding.bound() || st.Binding.Conversation == "", ReasonNotBound)
	bs.add(pg.named() && pg.Kind == PageUnknown, ReasonPageUnknown)
	bs.add(pg.Kind != PageUnknown && !PageAllows(pg.Kind, op) || pg.Kind == PageProjectHome, ReasonPageNotConversation)
	bs.add(pg.Kind == PageConversation && pg.ConversationID != st.Binding.Conversation, ReasonBindingNotTarget)
	bs.add(pg.Kind != PageUnknown && !in.sites().Allows(pg.Site, op), ReasonSiteUnsupported)
	bs.add(st.Handoff.active(), ReasonHandoffInProgress)
	bs.add(p.cooldownRemaining(st.RateLimit, in.Now) > 0, ReasonRateLimitCooldown)
	bs.add(st.Queue.Len() > 0, ReasonQueueFirst)
	bs.pageNotAtRest(in, false)
	return bs
}
