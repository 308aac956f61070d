package recovery

import "maps"

// Automation is the persisted Auto preferences. New scopes default to Auto
// off: a missing key is off.
type Automation struct {
	// ProjectPermission is the global permission for ChatGPT Project
	// automation (Options).
	ProjectPermission bool `json:"project_permission"`
	// ProjectAuto is each Project's HUD Auto, keyed by the stable
	// project_id, so that a handoff target in the same Project inherits
	// it.
	ProjectAuto map[string]bool `json:"project_auto"`
	// ConversationAuto is the conversation-scoped Auto, keyed by
	// conversation id.
	ConversationAuto map[string]bool `json:"conversation_auto"`
}

// clone returns an Automation that shares no map with a.
func (a Automation) clone() Automation {
	a.ProjectAuto = maps.Clone(a.ProjectAuto)
	a.ConversationAuto = maps.Clone(a.ConversationAuto)
	return a
}

// AutoFor decides whether automation is on for a binding, and why:
//
//   - a Project binding needs both the global permission
//     (project_permission_off) and the Project's Auto, keyed by its
//     project_id (project_auto_off);
//   - a conversation binding needs the conversation's Auto
//     (conversation_auto_off);
//   - a pending binding, no binding, or a binding without its key never
//     automates (not_bound).
//
// On: auto_on.
func AutoFor(a Automation, b Binding) (bool, string) {
	switch b.Scope {
	case ScopeProject:
		switch {
		case b.ProjectID == "":
			return false, ReasonNotBound
		case !a.ProjectPermission:
			return false, ReasonProjectPermissionOff
		case !a.ProjectAuto[b.ProjectID]:
			return false, ReasonProjectAutoOff
		}
		return true, ReasonAutoOn
	case ScopeConversation:
		switch {
		case b.Conversation == "":
			return false, ReasonNotBound
		case !a.ConversationAuto[b.Conversation]:
			return false, ReasonConversationAutoOff
		}
		return true, ReasonAutoOn
	}
	return false, ReasonNotBound
}

// inheritAuto is the automation after a cutover from source to target: a
// conversation binding's target takes the source's Auto; a Project
// binding's target inherits through its project_id, unchanged.
func (a Automation) inheritAuto(b Binding, source, target string) Automation {
	if b.Scope != ScopeConversation || source == "" || target == "" {
		return a
	}
	a = a.clone()
	if a.ConversationAuto == nil {
		a.ConversationAuto = map[string]bool{}
	}
	a.ConversationAuto[target] = a.ConversationAuto[source]
	return a
}
