// Package testflag says whether the module's tests run their exhaustive
// sweeps: the equivalence of the snapshot reader with x/net/html on every
// generated size and every page Chromium serializes, the real-browser
// parity over the whole corpus, the metamorphic and mutation sweeps over
// every fixture, every template of every language, and every command-line
// case as a process. A plain go test ./... runs a sample of each, so that a
// newcomer's run stays short; CI (.ci/run) sets CHATPROOF_EXHAUSTIVE=1 and
// runs them all.
package testflag

import "os"

// Env is the environment variable that turns the exhaustive sweeps on.
const Env = "CHATPROOF_EXHAUSTIVE"

// Exhaustive reports whether the exhaustive sweeps run: Env is "1".
func Exhaustive() bool { return os.Getenv(Env) == "1" }

// Sample reports whether item i of a sweep runs: every item when
// Exhaustive, otherwise every nth (the first included).
func Sample(i, n int) bool { return Exhaustive() || n <= 1 || i%n == 0 }

// Within reports whether item i of a family of size items runs, the
// family being the group of a sweep that must never go untested (a
// language, a provider, a state, a fixture): every item when Exhaustive,
// otherwise about every nth and at least one of every family. The
// family's index shifts which items run, so that families of the same
// shape sample different positions and the sweep as a whole still reaches
// every position.
func Within(family, i, size, n int) bool {
	if Exhaustive() || n <= 1 {
		return true
	}
	m := n
	if size < m {
		m = size
	}
	if m <= 0 {
		return false
	}
	return i%n == family%m
}

// Spread reports whether the item at coords, its index along each axis
// of a sweep (a size, a language, a state, a variant), runs: every item
// when Exhaustive, otherwise the items whose indices sum to a multiple of
// n, about one in n. Unlike a stride over the items in order, which on
// axes of a length dividing n keeps one value of an inner axis only, this
// diagonal keeps every value of every axis as long as the other axes
// together reach n values.
func Spread(n int, coords ...int) bool {
	if Exhaustive() || n <= 1 {
		return true
	}
	sum := 0
	for _, c := range coords {
		sum += c
	}
	return sum%n == 0
}
