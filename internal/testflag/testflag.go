// Package testflag says whether the module's tests run their exhaustive
// sweeps: the equivalence of the snapshot reader with x/net/html on every
// generated size and every page Chromium serializes, the real-browser
// parity over the whole corpus, the metamorphic and mutation sweeps over
// every fixture, every template of every language, and every command-line
// case as a process. A plain go test ./... runs a sample of each, so that a
// newcomer's run stays short; CI (.ci/run) sets CHATPROOF_EXHAUSTIVE=1 and
// runs them all.
package testflag

import (
	"os"
	"strings"
)

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

// Count is the size of a sweep that draws its items from a sequence (the
// seeds of a property test, random strings, a generated input's length):
// all when Exhaustive, otherwise plain, the first part of the same
// sequence.
func Count[N ~int | ~uint64](all, plain N) N {
	if Exhaustive() {
		return all
	}
	return plain
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

// ByFamily returns which of names run when each is sampled Within its
// family (family(name)): about one in n of every family and at least one,
// the families numbered in the order they first appear; every name when
// Exhaustive.
func ByFamily(names []string, family func(string) string, n int) map[string]bool {
	var families []string
	members := map[string][]string{}
	for _, name := range names {
		f := family(name)
		if _, ok := members[f]; !ok {
			families = append(families, f)
		}
		members[f] = append(members[f], name)
	}
	out := map[string]bool{}
	for fi, f := range families {
		for i, name := range members[f] {
			if Within(fi, i, len(members[f]), n) {
				out[name] = true
			}
		}
	}
	return out
}

// NameFamily is the family of a fixture named name, for ByFamily: its name
// up to the first "_", and for a provider's fixtures (gemini_…) the first
// word after it as well (gemini_deepthink).
func NameFamily(name string) string {
	prefix, rest, ok := strings.Cut(name, "_")
	if !ok {
		return name
	}
	if prefix == "gemini" {
		word, _, _ := strings.Cut(rest, "-")
		return prefix + "_" + word
	}
	return prefix
}
