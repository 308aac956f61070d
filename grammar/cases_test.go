package grammar

import "testing"

// boolCase is one table case of a predicate; every case says why.
type boolCase struct {
	in     string
	want   bool
	reason string
}

// checkCases fails the test on a case without a reason or a duplicate input,
// the two ways a table silently loses coverage.
func checkCases[C any](t *testing.T, cases []C, key func(C) (string, string)) {
	t.Helper()
	seen := make(map[string]bool, len(cases))
	for i, c := range cases {
		in, reason := key(c)
		if reason == "" {
			t.Fatalf("case %d (%q) has no reason", i, in)
		}
		if seen[in] {
			t.Fatalf("case %d: duplicate input %q", i, in)
		}
		seen[in] = true
	}
}

func runBool(t *testing.T, name string, f func(string) bool, cases []boolCase) {
	t.Helper()
	checkCases(t, cases, func(c boolCase) (string, string) { return c.in, c.reason })
	for _, c := range cases {
		if got := f(c.in); got != c.want {
			t.Errorf("%s(%q) = %v, want %v: %s", name, c.in, got, c.want, c.reason)
		}
	}
}
