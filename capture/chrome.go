package capture

import (
	"os"
	"os/exec"
)

// ChromeEnv names the environment variable that points at the browser
// binary used by Launch.
const ChromeEnv = "CHATPROOF_CHROME"

// chromeNames are the binaries FindChrome looks for on PATH, in order.
var chromeNames = []string{"chromium", "chromium-browser", "google-chrome"}

// FindChrome returns the browser binary to launch: $CHATPROOF_CHROME when
// set, else the first of chromium, chromium-browser and google-chrome on
// PATH, else "".
func FindChrome() string {
	if p := os.Getenv(ChromeEnv); p != "" {
		return p
	}
	for _, name := range chromeNames {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// LaunchFlags are the switches Launch passes to the browser (besides a
// fresh temporary --user-data-dir and the window size): headless, and quiet
// on the network, since a machine without internet access would otherwise
// see a flood of refused connections.
var LaunchFlags = []string{
	"headless", "no-sandbox", "disable-gpu", "disable-quic", "no-first-run",
	"disable-background-networking", "disable-component-update", "disable-sync",
}

// Default viewport of a launched browser, in CSS pixels.
const (
	DefaultWidth  = 1440
	DefaultHeight = 900
)
