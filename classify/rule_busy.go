package classify

import (
	"strings"
)

// busy: aria-busy="true" is strong activity, and so is the profile's
// per-turn streaming flag (Claude: data-is-streaming="true"), the turn
// itself saying that it is being written.
func (s *scopeScan) busy(j int, a *attrs) {
	if j < s.busyEnd {
		return
	}
	switch {
	case isBusy(a):
		s.f.add(j, KindBusy, StrengthStrong, s.scope, s.p.describe(j, a, "", "aria-busy=true"))
	case isStreaming(a):
		s.f.add(j, KindBusy, StrengthStrong, s.scope, s.p.describe(j, a, "", "streaming"))
	default:
		return
	}
	s.busyEnd = s.p.d.End(j)
}

// isStreaming reports whether the element is one of the profile's
// streaming markers: a turn's own flag that its reply is being written.
func isStreaming(a *attrs) bool { return a.in(listStreaming) }

// isBusy reports aria-busy="true" on one of the profile's busy markers.
func isBusy(a *attrs) bool {
	return a.ariaBusy != "" && a.in(listBusy) && strings.EqualFold(strings.TrimSpace(a.ariaBusy), "true")
}
