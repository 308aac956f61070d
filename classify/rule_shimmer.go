package classify

// shimmer: animated "working" chrome is strong activity. Its label is
// evidence only outside message content: a reply's text is not.
func (s *scopeScan) shimmer(j int, a *attrs, inContent bool) {
	if j < s.shimmerEnd {
		return
	}
	tok := shimmerToken(a)
	if tok == "" {
		return
	}
	detail := ""
	if !inContent {
		detail = quoted(s.p.label(j, 60))
	}
	s.f.add(j, KindShimmer, StrengthStrong, s.scope, s.p.describe(j, a, tok, detail))
	s.shimmerEnd = s.p.d.End(j)
}

// isShimmer reports whether the element is shimmer chrome, with the class
// token that matched.
func isShimmer(a *attrs) bool { return shimmerToken(a) != "" }

func shimmerToken(a *attrs) string {
	if i := a.entry(listShimmer); i >= 0 {
		return a.m.lists[listShimmer][i].value
	}
	return ""
}
