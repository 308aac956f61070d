// Package capturetest runs one headless browser per test binary for the
// tests of chatproof capture and record, reached over the DevTools
// protocol exactly as a user's browser would be.
//
// Tests that need the browser call Browser, which skips the test with a
// message saying how to enable it when no browser binary is found, unless
// CHATPROOF_REQUIRE_CHROME=1 (CI), where a missing browser fails the test.
// A long sweep that reads many pages calls Parallel instead, which runs it
// alongside the other sweeps that do, each in a browser of its own. A
// package using it calls Shutdown from TestMain.
package capturetest
