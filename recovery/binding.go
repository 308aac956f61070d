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
	Scope     BindingScope
	Workspace string
	// ProjectID is the Project's stable id (ScopeProject).
	ProjectID string
	// Conversation is the bound conversation (ScopeConversation) or the
	// Project's active delivery target, "" before the Project has one
	// (ScopeProject).
	Conversation string
	// TabID is the tab holding a pending binding (ScopePending).
	TabID int
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
