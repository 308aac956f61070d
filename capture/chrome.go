package capture

import "github.com/chatproof/chatproof/internal/chrome"

// ChromeEnv names the environment variable that points at the browser
// binary used by Launch.
const ChromeEnv = chrome.Env

// FindChrome returns the browser binary to launch: $CHATPROOF_CHROME when
// set, else the first of chromium, chromium-browser and google-chrome on
// PATH, else "".
func FindChrome() string { return chrome.Find() }

// LaunchFlags returns the switches Launch passes to the browser (besides a
// fresh temporary --user-data-dir and the window size): headless, and
// quiet on the network, since a machine without internet access would
// otherwise see a flood of refused connections. Each call returns a new
// slice.
func LaunchFlags() []string { return chrome.LaunchFlags() }

// Default viewport of a launched browser, in CSS pixels.
const (
	DefaultWidth  = 1440
	DefaultHeight = 900
)
