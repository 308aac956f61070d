package surfacereader

import (
	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/surface"
)

// Read reads the composer-surface state of a parsed snapshot from its first
// div#thread-bottom. It never looks outside that element: a page without
// one is StateMissing and nothing else is inferred. Read never panics and
// its evidence is bounded (see the package documentation).
func Read(d *dom.Document) surface.Surface {
	tb, dup := findThreadBottom(d)
	if tb < 0 {
		return surface.Surface{
			State:   surface.StateMissing,
			Banners: []string{},
			Actions: []string{},
			Reasons: []string{surface.ReasonThreadBottomMissing},
		}
	}
	s := newScanner(d, tb)
	s.scan()
	return s.decide(dup)
}

// findThreadBottom returns the first div#thread-bottom in document order, or
// -1, and whether there is more than one. It is the only document-wide pass
// and loads only the nodes of elements that have an id attribute.
func findThreadBottom(d *dom.Document) (first int, dup bool) {
	first = -1
	for i, n := 0, d.Len(); i < n; i++ {
		if d.El(i).Keys&dom.KeyID == 0 {
			continue
		}
		node := d.Node(i)
		if node.Data != "div" || node.Namespace != "" {
			continue
		}
		for _, a := range node.Attr {
			if a.Key != "id" || a.Namespace != "" {
				continue
			}
			if a.Val == surface.ThreadBottomID {
				if first >= 0 {
					return first, true
				}
				first = i
			}
			break
		}
	}
	return first, false
}

// decide classifies the scanned evidence.
func (s *scanner) decide(dup bool) surface.Surface {
	st := surface.Surface{
		ComposerUsable: s.editorUsable,
		Banners:        s.banners,
		Actions:        s.reportActions(),
	}
	closedAction, continueAction := s.classifyActions()
	st.ContinuationOffered = st.ComposerUsable && continueAction
	truncated := s.truncated || s.actionsTruncated

	switch {
	case dup:
		st.State = surface.StateOpen
		st.Reasons = append(st.Reasons, surface.ReasonSurfaceOpen)
	case s.wall.Rule != "":
		st.State, st.Rule = surface.StateExhausted, s.wall.Rule
		st.Reasons = append(st.Reasons, surface.ReasonWallBanner)
	case truncated:
		// A wall sentence may lie beyond the scan bound, so neither a
		// usage limit nor a closed chat is proven.
		st.State = surface.StateOpen
		st.Reasons = append(st.Reasons, surface.ReasonSurfaceOpen)
	case s.quota.Rule != "":
		st.State, st.Rule = surface.StateQuota, s.quota.Rule
		st.Reasons = append(st.Reasons, surface.ReasonQuotaBanner)
	case !st.ComposerUsable && closedAction:
		st.State, st.Rule = surface.StateClosed, surface.RuleClosedAction
		st.Reasons = append(st.Reasons, surface.ReasonClosedChat)
	default:
		st.State = surface.StateOpen
		st.Reasons = append(st.Reasons, surface.ReasonSurfaceOpen)
	}

	switch {
	case !s.editorSeen:
		st.Reasons = append(st.Reasons, surface.ReasonComposerMissing)
	case !st.ComposerUsable:
		st.Reasons = append(st.Reasons, surface.ReasonComposerUnusable)
	}
	if st.ContinuationOffered {
		st.Reasons = append(st.Reasons, surface.ReasonContinuationOffered)
	}
	if !s.d.Visible(s.tb) {
		st.Reasons = append(st.Reasons, surface.ReasonThreadBottomHidden)
	}
	if dup {
		st.Reasons = append(st.Reasons, surface.ReasonThreadBottomDuplicate)
	}
	if truncated {
		st.Reasons = append(st.Reasons, surface.ReasonScanTruncated)
	}
	if s.longSkipped {
		st.Reasons = append(st.Reasons, surface.ReasonLongLabelSkipped)
	}
	return st
}

// classifyActions reports whether a closed-chat action and a continuation
// action are among the scanned actions.
func (s *scanner) classifyActions() (closed, cont bool) {
	for _, a := range s.actions {
		if s.inDisclaimer(a.el) {
			continue
		}
		closed = closed || grammar.IsClosedAction(a.label)
		cont = cont || grammar.IsContinueAction(a.label)
	}
	return closed, cont
}

// reportActions returns the bounded action labels, in document order:
// non-empty labels of actions outside the disclaimer.
func (s *scanner) reportActions() []string {
	out := make([]string, 0, min(len(s.actions), surface.MaxActions))
	for _, a := range s.actions {
		if len(out) == surface.MaxActions {
			break
		}
		if a.label == "" || s.inDisclaimer(a.el) {
			continue
		}
		out = append(out, grammar.Truncate(a.label, surface.MaxActionRunes))
	}
	return out
}

// inDisclaimer reports whether element i lies inside a disclaimer's block.
func (s *scanner) inDisclaimer(i int) bool {
	for _, c := range s.disclaimers {
		if c == i || s.d.Contains(c, i) {
			return true
		}
	}
	return false
}
