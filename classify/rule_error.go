package classify

// threadErrorButton: a visible regenerate-thread-error-button marks a
// failed turn; its card, even without an error class, is error chrome whose
// wording is matched too.
func (s *scopeScan) threadErrorButton(j int, a *attrs) {
	if !a.in(listRetry) {
		return
	}
	s.f.threadError = true
	d := s.p.d
	if card := d.Parent(j); j >= s.errorEnd && card > s.root {
		s.f.cards = append(s.f.cards, card)
		ca := attrs{m: a.m}
		ca.read(d.Node(card))
		s.p.matchCard(card, &ca, s.f)
		s.errorEnd = d.End(card)
	}
}

// errorChrome: an error container or alert of the current turn is matched
// against the provider-terminal wording; wording the grammar does not know
// is provider_error (matchCard).
func (s *scopeScan) errorChrome(j int, a *attrs) {
	if j >= s.errorEnd && isErrorChrome(a) {
		s.p.matchCard(j, a, s.f)
		s.errorEnd = s.p.d.End(j)
	}
}
