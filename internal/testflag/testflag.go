// Package testflag says whether the module's tests run their exhaustive
// sweeps: the equivalence of the snapshot reader with x/net/html on every
// generated size and every page Chromium serializes, the real-browser
// parity over the whole corpus. A plain go test ./... runs a sample of
// each, so that a newcomer's run stays short; CI (.ci/run) sets
// CHATPROOF_EXHAUSTIVE=1 and runs them all.
package testflag

import "os"

// Env is the environment variable that turns the exhaustive sweeps on.
const Env = "CHATPROOF_EXHAUSTIVE"

// Exhaustive reports whether the exhaustive sweeps run: Env is "1".
func Exhaustive() bool { return os.Getenv(Env) == "1" }

// Sample reports whether item i of a sweep runs: every item when
// Exhaustive, otherwise every nth (the first included).
func Sample(i, n int) bool { return Exhaustive() || n <= 1 || i%n == 0 }
