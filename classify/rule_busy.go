package classify

import (
	"strings"
)

// busy: aria-busy="true" is strong activity.
func (s *scopeScan) busy(j int, a *attrs) {
	if j < s.busyEnd || !isBusy(a) {
		return
	}
	s.f.add(j, KindBusy, StrengthStrong, s.scope, s.p.describe(j, a, "", "aria-busy=true"))
	s.busyEnd = s.p.d.End(j)
}

// isBusy reports aria-busy="true" on one of the profile's busy markers.
func isBusy(a *attrs) bool {
	return a.ariaBusy != "" && a.in(listBusy) && strings.EqualFold(strings.TrimSpace(a.ariaBusy), "true")
}
