package surface

import (
	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/internal/entrymatch"
	"github.com/chatproof/chatproof/site"
	"github.com/chatproof/chatproof/snapshot"
)

// Read reads the composer-surface state of a parsed snapshot from its first
// div#thread-bottom. It never looks outside that element: a page without
// one is StateMissing and nothing else is inferred. Read never panics and
// its evidence is bounded (see the package documentation).
func Read(doc *snapshot.Document) Surface { return read(dom.Of(doc), site.ChatGPT()) }

// ReadSite is Read with the site profile p (package site): the surface is
// read from the first element of the profile's surface markers, and its
// disclaimer's place is the profile's banner markers. nil is the ChatGPT
// profile, whose surface is div#thread-bottom; a profile without surface
// markers, or one site.Validate refuses, reads every page as
// StateMissing.
func ReadSite(doc *snapshot.Document, p *site.Profile) Surface {
	switch {
	case p == nil:
		p = site.ChatGPT()
	case embedded(p):
		// Validated when it was loaded.
	case site.Validate(p) != nil:
		p = &site.Profile{}
	}
	return read(dom.Of(doc), p)
}

// embedded reports whether p is the shared value of an embedded profile
// (site.ByName), which package site validated when it loaded it and which
// no one changes: checking it again at every read cost a fifth of
// classifying a live poll's page.
func embedded(p *site.Profile) bool {
	q, ok := site.ByName(p.Name)
	return ok && q == p
}

// read is Read on the reader's document.
func read(d *dom.Document, p *site.Profile) Surface {
	tb, dup := findRegion(d, p.Markers.Surface)
	if tb < 0 {
		return Surface{
			State:   StateMissing,
			Banners: []string{},
			Actions: []string{},
			Reasons: []string{ReasonThreadBottomMissing},
		}
	}
	s := newScanner(d, tb)
	s.mk = markupOf(p)
	s.w = wordingOf(p)
	s.scan()
	return s.decide(dup)
}

// findRegion returns the first element in document order that matches
// one of the region markers (ChatGPT: div#thread-bottom), or -1, and
// whether there is more than one. It is the only document-wide pass and,
// when every marker tests an attribute the document index records (an
// id), loads only the nodes of elements that carry one.
func findRegion(d *dom.Document, region []site.Entry) (first int, dup bool) {
	first = -1
	if len(region) == 0 {
		return -1, false
	}
	var keys dom.Keys
	for _, e := range region {
		k := dom.Keys(0)
		if len(e.Match) > 0 {
			k = dom.KeyOf(e.Match[0].Attr)
		}
		if k == 0 {
			keys = 0
			break
		}
		keys |= k
	}
	for i, n := 0, d.Len(); i < n; i++ {
		if keys != 0 && d.El(i).Keys&keys == 0 {
			continue
		}
		if !matchesAny(d.Node(i), region) {
			continue
		}
		if first >= 0 {
			return first, true
		}
		first = i
	}
	return first, false
}

// matchesAny reports whether the element n (outside svg and math) matches
// one of the entries.
func matchesAny(n *html.Node, entries []site.Entry) bool {
	return n.Namespace == "" && entrymatch.Any(n, entries)
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
	case s.matched && !s.w.wall:
		// Text was read whose wall wording is unknown: it may be the
		// site's wall, so no lower state is proven.
		st.State = StateMissing
		st.Reasons = append(st.Reasons, ReasonSurfaceWordingUnknown)
	case truncated:
		// A wall sentence may lie beyond the scan bound, so neither a
		// usage limit nor a closed chat is proven.
		st.State = StateOpen
		st.Reasons = append(st.Reasons, ReasonSurfaceOpen)
	case s.quota.Rule != "":
		st.State, st.Rule = StateQuota, s.quota.Rule
		st.Reasons = append(st.Reasons, ReasonQuotaBanner)
	case s.matched && !s.w.quota:
		st.State = StateMissing
		st.Reasons = append(st.Reasons, ReasonSurfaceWordingUnknown)
	case !st.ComposerUsable && closedAction:
		st.State, st.Rule = StateClosed, RuleClosedAction
		st.Reasons = append(st.Reasons, ReasonClosedChat)
	case !st.ComposerUsable && !s.w.closedKnown():
		// An unusable composer next to a call to action of unknown
		// wording may be a closed chat.
		st.State = StateMissing
		st.Reasons = append(st.Reasons, ReasonSurfaceWordingUnknown)
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
		closed = closed || s.w.isClosedAction(a.label)
		cont = cont || s.w.isContinueAction(a.label)
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
