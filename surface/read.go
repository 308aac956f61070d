package surface

import (
	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/snapshot"
)

// Read reads the composer-surface state of a parsed snapshot from its first
// div#thread-bottom. It never looks outside that element: a page without
// one is StateMissing and nothing else is inferred. Read never panics and
// its evidence is bounded (see the package documentation).
func Read(doc *snapshot.Document) Surface { return read(dom.Of(doc)) }

// read is Read on the reader's document.
func read(d *dom.Document) Surface {
	tb, dup := findThreadBottom(d)
	if tb < 0 {
		return Surface{
			State:   StateMissing,
			Banners: []string{},
			Actions: []string{},
			Reasons: []string{ReasonThreadBottomMissing},
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
			if a.Val == ThreadBottomID {
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
func (s *scanner) decide(dup bool) Surface {
	st := Surface{
		ComposerUsable: s.editorUsable,
		Banners:        s.banners,
		Actions:        s.reportActions(),
	}
	closedAction, continueAction := s.classifyActions()
	st.ContinuationOffered = st.ComposerUsable && continueAction
	truncated := s.truncated || s.actionsTruncated

	switch {
	case dup:
		st.State = StateOpen
		st.Reasons = append(st.Reasons, ReasonSurfaceOpen)
	case s.wall.Rule != "":
		st.State, st.Rule = StateExhausted, s.wall.Rule
		st.Reasons = append(st.Reasons, ReasonWallBanner)
	case truncated:
		// A wall sentence may lie beyond the scan bound, so neither a
		// usage limit nor a closed chat is proven.
		st.State = StateOpen
		st.Reasons = append(st.Reasons, ReasonSurfaceOpen)
	case s.quota.Rule != "":
		st.State, st.Rule = StateQuota, s.quota.Rule
		st.Reasons = append(st.Reasons, ReasonQuotaBanner)
	case !st.ComposerUsable && closedAction:
		st.State, st.Rule = StateClosed, RuleClosedAction
		st.Reasons = append(st.Reasons, ReasonClosedChat)
	default:
		st.State = StateOpen
		st.Reasons = append(st.Reasons, ReasonSurfaceOpen)
	}

	switch {
	case !s.editorSeen:
		st.Reasons = append(st.Reasons, ReasonComposerMissing)
	case !st.ComposerUsable:
		st.Reasons = append(st.Reasons, ReasonComposerUnusable)
	}
	if st.ContinuationOffered {
		st.Reasons = append(st.Reasons, ReasonContinuationOffered)
	}
	if !s.d.Visible(s.tb) {
		st.Reasons = append(st.Reasons, ReasonThreadBottomHidden)
	}
	if dup {
		st.Reasons = append(st.Reasons, ReasonThreadBottomDuplicate)
	}
	if truncated {
		st.Reasons = append(st.Reasons, ReasonScanTruncated)
	}
	if s.longSkipped {
		st.Reasons = append(st.Reasons, ReasonLongLabelSkipped)
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
	out := make([]string, 0, min(len(s.actions), MaxActions))
	for _, a := range s.actions {
		if len(out) == MaxActions {
			break
		}
		if a.label == "" || s.inDisclaimer(a.el) {
			continue
		}
		out = append(out, grammar.Truncate(a.label, MaxActionRunes))
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
