// Package chrome finds the browser binary that chatproof launches and
// names the switches it launches it with. It is shared by package capture
// and by the tests that need a real browser without importing capture
// (the snapshot reader's equivalence with Chromium's serialization), so
// that a test of a library package costs its importers no browser-side
// module.
package chrome

import (
	"os"
	"os/exec"
)

// Env names the environment variable that points at the browser binary.
const Env = "CHATPROOF_CHROME"

// names are the binaries Find looks for on PATH, in order.
var names = []string{"chromium", "chromium-browser", "google-chrome"}

// Find returns the browser binary to launch: $CHATPROOF_CHROME when set,
// else the first of chromium, chromium-browser and google-chrome on PATH,
// else "".
func Find() string {
	if p := os.Getenv(Env); p != "" {
		return p
	}
	for _, name := range names {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// LaunchFlags returns the switches a launched browser gets (besides a
// fresh --user-data-dir and the window size): headless, and quiet on the
// network, since a machine without internet access would otherwise see a
// flood of refused connections. Each call returns a new slice.
func LaunchFlags() []string {
	return []string{
		"headless", "no-sandbox", "disable-gpu", "disable-quic", "no-first-run",
		"disable-background-networking", "disable-component-update", "disable-sync",
	}
}
