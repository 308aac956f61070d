package recovery

// BindingScope is what a continuity binding is attached to.
type BindingScope string

// The binding scopes. The zero value is ScopeNone: nothing is bound.
const (
	ScopeNone BindingScope = ""
	// ScopeConversation binds one conversation (normal ChatGPT, z.ai,
	// DeepSeek). A handoff migrates it to the target conversation.
	ScopeConversation BindingScope = "conversation"
	// ScopeProject binds a ChatGPT Project by its stable project_id. A
	// concrete conversation is only its delivery target
	// (Binding.Conversation, the active_conv_key); a handoff moves the
	// target, never the binding.
	ScopeProject BindingScope = "project"
	// ScopePending is a tab-scoped binding made on the root page before
	// any Project or conversation exists. It migrates once, when that tab
	// first enters a Project or a conversation.
	ScopePending BindingScope = "pending"
)

// Binding binds a browser scope to a workspace. Workspace (workspace_id)
// is the stable identity; labels are presentation and not kept here.
type Binding struct {
	// Scope is what the binding is attached to; ScopeNone (the zero
	// value) means nothing is bound.
	Scope BindingScope `json:"scope"`
	// Workspace is the bound workspace's stable workspace_id; "" means no
	// workspace, and the binding then receives no automation.
	Workspace string `json:"workspace"`
	// ProjectID is the Project's stable id (ScopeProject).
	ProjectID string `json:"project_id"`
	// Conversation is the bound conversation (ScopeConversation) or the
	// Project's active delivery target, "" before the Project has one
	// (ScopeProject).
	Conversation string `json:"conversation"`
	// TabID is the tab holding a pending binding (ScopePending).
	TabID int `json:"tab_id"`
}

// bound reports whether the binding names a workspace and a scope that can
// receive automation.
func (b Binding) bound() bool {
	return b.Workspace != "" && (b.Scope == ScopeConversation || b.Scope == ScopeProject)
}

// retarget is the binding after a confirmed cutover to conv: a Project
// binding keeps its project_id and moves only its active target; a
// conversation binding migrates to conv. Other scopes are unchanged.
func (b Binding) retarget(conv string) Binding {
	if b.Scope == ScopeProject || b.Scope == ScopeConversation {
		b.Conversation = conv
	}
	return b
}

// Binding verdicts: what the page is to the binding.
const (
	// VerdictBound: the page is the bound scope (for a conversation page,
	// the binding's delivery target).
	VerdictBound = "bound"
	// VerdictPending: a pending binding that has not migrated.
	VerdictPending = "pending"
	// VerdictNotTarget: a conversation of the bound Project that is not
	// its active delivery target.
	VerdictNotTarget = "not_target"
	// VerdictOtherScope: the page is outside the bound scope.
	VerdictOtherScope = "other_scope"
	// VerdictUnbound: nothing is bound.
	VerdictUnbound = "unbound"
)

// ResolveBinding decides what the page (Input.Page) is to the persisted
// binding (State.Binding) and whether the binding changes:
//
//   - a pending binding migrates once, when the tab that holds it (the
//     page's TabID, which must be known) first shows a Project home (a
//     Project binding without target), a conversation in a Project (a
//     Project binding with that target) or a conversation outside Projects
//     (a conversation binding): ActionMigrateBinding; on the root page, or
//     in another tab, it stays pending;
//   - a Project binding without a delivery target takes the first of its
//     conversations the page shows as target (ActionMigrateBinding); later
//     only a verified handoff moves the target, and another conversation
//     of the Project is not_target;
//   - a conversation binding is bound on its conversation only.
//
// The workspace never changes. An unknown page proves nothing: ActionNone.
// Which operations a page may run is PageAllows.
func (p Policy) ResolveBinding(in Input) (Decision, State) {
	return p.check(in, Policy.resolveBinding)
}

func (p Policy) resolveBinding(in Input) (Decision, State) {
	const c = CheckBinding
	st, pg := in.State, in.Page
	b := st.Binding
	none := func(reason, verdict string) (Decision, State) {
		return decide(c, ActionNone, reason, verdict), st
	}
	migrate := func(reason string, nb Binding) (Decision, State) {
		st.Binding = nb
		if st.ConversationID == "" {
			st.ConversationID = nb.Conversation
		}
		return decide(c, ActionMigrateBinding, reason, VerdictBound), st
	}
	if pg.Kind == PageUnknown {
		return none(ReasonPageUnknown, VerdictUnknown)
	}
	switch b.Scope {
	case ScopePending:
		switch {
		case pg.TabID == 0 || pg.TabID != b.TabID:
			return none(ReasonBindingPendingOtherTab, VerdictPending)
		case pg.Kind == PageRoot:
			return none(ReasonBindingPending, VerdictPending)
		case pg.ProjectID != "":
			return migrate(ReasonBindingMigrated, Binding{Scope: ScopeProject, Workspace: b.Workspace, ProjectID: pg.ProjectID, Conversation: pg.ConversationID})
		case pg.Kind == PageConversation:
			return migrate(ReasonBindingMigrated, Binding{Scope: ScopeConversation, Workspace: b.Workspace, Conversation: pg.ConversationID})
		}
		return none(ReasonBindingPending, VerdictPending)
	case ScopeProject:
		switch {
		case b.ProjectID == "" || pg.ProjectID != b.ProjectID:
			return none(ReasonBindingOtherScope, VerdictOtherScope)
		case pg.Kind != PageConversation:
			return none(ReasonBindingProjectHome, VerdictBound)
		case b.Conversation == "":
			b.Conversation = pg.ConversationID
			return migrate(ReasonBindingTargetSet, b)
		case b.Conversation == pg.ConversationID:
			return none(ReasonBindingTarget, VerdictBound)
		}
		return none(ReasonBindingNotTarget, VerdictNotTarget)
	case ScopeConversation:
		if pg.Kind == PageConversation && pg.ConversationID != "" && pg.ConversationID == b.Conversation && pg.ProjectID == "" {
			return none(ReasonBindingTarget, VerdictBound)
		}
		return none(ReasonBindingOtherScope, VerdictOtherScope)
	}
	return none(ReasonBindingNone, VerdictUnbound)
}
