package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestProfileShowRoundTrips: the embedded profile printed by show is a
// profile check accepts, every entry listed once.
func TestProfileShowRoundTrips(t *testing.T) {
	code, out, errOut := runCLI(t, "profile", "show", "chatgpt")
	if code != exitOK || !strings.Contains(out, `"schema": "chatproof.site/v1"`) {
		t.Fatalf("show: %d %s %s", code, out, errOut)
	}
	file := filepath.Join(t.TempDir(), "chatgpt.json")
	if err := os.WriteFile(file, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut = runCLI(t, "profile", "check", file)
	if code != exitOK || !strings.Contains(errOut, "profile chatgpt is valid") {
		t.Fatalf("check: %d %s %s", code, out, errOut)
	}
	for _, entry := range []string{"finished/copy: ", "stop/stop-button: ", "turn/turn-testid: ", "composer/thread-bottom: "} {
		if !strings.Contains(out, entry) || strings.Contains(out, entry+"no fixture") {
			t.Errorf("%s not listed as exercised:\n%s", entry, out)
		}
	}
}

// TestProfileCheckRefuses: a malformed or self-contradictory profile or
// patch is refused with the file, the entry and the reason; show of an
// unknown name says which exist.
func TestProfileCheckRefuses(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ name, profile, want string }{
		{"unknown op", `{"schema": "chatproof.site/v1", "name": "chatgpt", "extends": "chatgpt", "markers": {"finished": [{"id": "copy", "match": [{"attr": "data-testid", "op": "==", "value": "x"}], "source": "test"}]}}`, "markers.finished[0].match[0].op"},
		{"no source", `{"schema": "chatproof.site/v1", "name": "chatgpt", "extends": "chatgpt", "markers": {"finished": [{"id": "copy2", "match": [{"attr": "data-testid", "op": "=", "value": "x"}]}]}}`, "source"},
		{"unknown base", `{"schema": "chatproof.site/v1", "name": "chatgpt", "extends": "nosuchsite"}`, "extends"},
		{"unknown field", `{"schema": "chatproof.site/v1", "name": "chatgpt", "extends": "chatgpt", "markerz": {}}`, "markerz"},
		{"wrong schema", `{"schema": "chatproof.site/v0", "extends": "chatgpt"}`, "schema"},
	} {
		file := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "-")+".json")
		if err := os.WriteFile(file, []byte(tc.profile), 0o644); err != nil {
			t.Fatal(err)
		}
		code, _, errOut := runCLI(t, "profile", "check", file)
		if code != exitError || !strings.Contains(errOut, file) || !strings.Contains(errOut, tc.want) {
			t.Errorf("%s: exit %d, stderr %q, want %q", tc.name, code, errOut, tc.want)
		}
	}
	if code, _, errOut := runCLI(t, "profile", "show", "nosuchsite"); code != exitError || !strings.Contains(errOut, "chatgpt") {
		t.Errorf("show of an unknown profile: %d %s", code, errOut)
	}
}

// TestProfileCheckUnexercised: an entry no fixture exercises is reported,
// and --strict fails on it.
func TestProfileCheckUnexercised(t *testing.T) {
	file := filepath.Join(t.TempDir(), "patch.json")
	patch := `{"schema": "chatproof.site/v1", "name": "chatgpt", "extends": "chatgpt", "markers": {"finished": [{"id": "copy-renamed", "match": [{"attr": "data-testid", "op": "=", "value": "copy-turn-action-button-v2"}], "source": "a saved page of the renamed bar"}]}}`
	if err := os.WriteFile(file, []byte(patch), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ := runCLI(t, "profile", "check", file)
	if code != exitOK || !strings.Contains(out, "finished/copy-renamed: no fixture exercises it") {
		t.Fatalf("check: %d\n%s", code, out)
	}
	if code, _, _ := runCLI(t, "profile", "check", "--strict", file); code != exitFailed {
		t.Errorf("--strict: exit %d, want %d", code, exitFailed)
	}
}
