//go:build race

package chatproof_test

// The race detector's build allocates where an ordinary build does not (a
// bytes.Buffer's growth allocates its new room twice), so the tests that
// count bytes allocated skip it.
func init() { raceBuild = true }
