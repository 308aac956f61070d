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
	code, out, errOut = runCorpusWide(t, "profile", "check", file)
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
	code, out, _ := runCorpusWide(t, "profile", "check", file)
	if code != exitOK || !strings.Contains(out, "finished/copy-renamed: no fixture exercises it") {
		t.Fatalf("check: %d\n%s", code, out)
	}
	if code, _, _ := runCorpusWide(t, "profile", "check", "--strict", file); code != exitFailed {
		t.Errorf("--strict: exit %d, want %d", code, exitFailed)
	}
}

// TestEveryVerbTakesProfile: classify, lint, replay, recover, capture and
// record take --profile FILE; a refused profile ends each with exit 1
// naming the file and the entry, and a valid patch judges the fixture it
// was written for: the renamed bar completes with it, not without.
func TestEveryVerbTakesProfile(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"schema": "chatproof.site/v1", "name": "chatgpt", "extends": "chatgpt", "markers": {"stop": [{"id": "x", "match": [{"attr": "data-testid", "op": "~~", "value": "x"}], "source": "test"}]}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	inputs := map[string]string{
		"classify": fixture("snapshot", "example_completed"),
		"lint":     fixture("snapshot", "example_completed"),
		"replay":   fixture("sequence", "binding_previous-turn-bar"),
		"recover":  fixture("recover", "auto_429-outranks-retry"),
		"capture":  "--from-file=" + writeFile(t, "page.html", pageOf(t, fixture("snapshot", "example_completed"))),
		"record":   "--cdp=http://127.0.0.1:1",
	}
	for verb, input := range inputs {
		code, _, errOut := runCLI(t, verb, "--profile", bad, input)
		if code != exitError || !strings.Contains(errOut, bad) || !strings.Contains(errOut, "markers.stop[0].match[0].op") {
			t.Errorf("%s --profile (refused): exit %d, %q", verb, code, errOut)
		}
	}
	renamed := strings.NewReplacer("-turn-action-button", "-turn-action-control", `aria-label="Share"`, `aria-label="Share this response"`)
	data, err := os.ReadFile(fixture("snapshot", "example_completed"))
	if err != nil {
		t.Fatal(err)
	}
	page := filepath.Join(dir, "renamed.txtar")
	if err := os.WriteFile(page, []byte(renamed.Replace(string(data))), 0o644); err != nil {
		t.Fatal(err)
	}
	patch := filepath.Join(dir, "patch.json")
	if err := os.WriteFile(patch, []byte(`{"schema": "chatproof.site/v1", "name": "chatgpt", "extends": "chatgpt", "markers": {"finished": [{"id": "copy-control", "match": [{"attr": "data-testid", "op": "=", "value": "copy-turn-action-control"}], "source": "test"}]}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, out, _ := runCLI(t, "classify", page); !strings.Contains(out, `"terminal":"incomplete"`) {
		t.Errorf("the renamed bar completes without the patch: %s", out)
	}
	if _, out, _ := runCLI(t, "classify", "--profile", patch, page); !strings.Contains(out, `"terminal":"complete"`) {
		t.Errorf("the renamed bar does not complete with the patch: %s", out)
	}
}
