package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// chatgptPatch knows the finished bar's renamed copy control: a patch of
// ChatGPT's profile only.
const chatgptPatch = `{
 "schema": "chatproof.site/v1",
 "name": "chatgpt",
 "extends": "chatgpt",
 "markers": {
  "finished": [
   {"id": "copy", "match": [{"attr": "data-testid", "op": "=", "value": "copy-turn-action-control"}], "source": "a saved page of the renamed bar"}
  ]
 }
}
`

// selectionDir writes a folder of two fixtures naming no site: a ChatGPT
// page whose copy control carries the renamed test id (it completes only
// under the patch) and a finished Gemini page (it completes only under
// Gemini's profile); and the patch.
func selectionDir(t *testing.T) (dir, patch string) {
	t.Helper()
	dir = t.TempDir()
	chatgpt, err := os.ReadFile(fixture("snapshot", "example_completed"))
	if err != nil {
		t.Fatal(err)
	}
	renamed := strings.NewReplacer("-turn-action-button", "-turn-action-control", `aria-label="Share"`, `aria-label="Share this response"`).Replace(string(chatgpt))
	if renamed == string(chatgpt) {
		t.Fatal("the ChatGPT fixture has no copy control to rename")
	}
	gemini, err := os.ReadFile(fixture("snapshot", "gemini_finished"))
	if err != nil {
		t.Fatal(err)
	}
	unnamed := strings.Replace(string(gemini), "-- flags --\n--site gemini\n", "", 1)
	if unnamed == string(gemini) {
		t.Fatal("the Gemini fixture does not name its site")
	}
	pages := filepath.Join(dir, "pages")
	if err := os.Mkdir(pages, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string]string{"chatgpt-renamed.txtar": renamed, "gemini-unnamed.txtar": unnamed} {
		if err := os.WriteFile(filepath.Join(pages, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	patch = filepath.Join(dir, "chatgpt-patch.json")
	if err := os.WriteFile(patch, []byte(chatgptPatch), 0o644); err != nil {
		t.Fatal(err)
	}
	return pages, patch
}

// TestLintProfileSelectsBySite: lint --profile with a patch of ChatGPT's
// profile, over a folder of a ChatGPT page whose copy control only the
// patch knows and a Gemini page naming no site, judges each page by its
// own site's profile: both pass. Forcing the patch on every page would
// judge the Gemini page by ChatGPT's markers (it fails); without the
// patch the ChatGPT page fails.
func TestLintProfileSelectsBySite(t *testing.T) {
	pages, patch := selectionDir(t)
	code, out, errs := runMain(t, nil, "lint", "--profile", patch, pages)
	if code != exitOK || !strings.Contains(out, "2 passed, 0 failed") {
		t.Fatalf("lint --profile: exit %d\n%s%s", code, out, errs)
	}
	code, out, _ = runMain(t, nil, "lint", pages)
	if code != exitFailed || !strings.Contains(out, "chatgpt-renamed.txtar") || strings.Contains(out, "gemini-unnamed.txtar:") {
		t.Fatalf("lint without the patch: exit %d, want only the ChatGPT page to fail\n%s", code, out)
	}
}

// TestClassifyProfileSelectsBySite: classify --profile judges each page
// by its own site's profile too, and --site NAME forces one.
func TestClassifyProfileSelectsBySite(t *testing.T) {
	pages, patch := selectionDir(t)
	dir := t.TempDir()
	var files []string
	for _, name := range []string{"chatgpt-renamed", "gemini-unnamed"} {
		page := pageOf(t, filepath.Join(pages, name+".txtar"))
		file := filepath.Join(dir, name+".html")
		if err := os.WriteFile(file, page, 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, file)
	}
	terminals := func(args ...string) []string {
		t.Helper()
		code, out, errs := runMain(t, nil, append([]string{"classify", "--json"}, args...)...)
		if code != exitOK {
			t.Fatalf("classify %v: exit %d\n%s", args, code, errs)
		}
		var got []string
		dec := json.NewDecoder(strings.NewReader(out))
		for dec.More() {
			var v struct {
				Terminal string `json:"terminal"`
			}
			if err := dec.Decode(&v); err != nil {
				t.Fatal(err)
			}
			got = append(got, v.Terminal)
		}
		return got
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{append([]string{"--profile", patch}, files...), "complete complete"},
		{files, "incomplete complete"},
		{append([]string{"--profile", patch, "--site", "chatgpt"}, files...), "complete incomplete"},
		{append([]string{"--profile", patch, "--site", "gemini"}, files...), "incomplete complete"},
	} {
		if got := strings.Join(terminals(tc.args...), " "); got != tc.want {
			t.Errorf("classify %v: terminals %q, want %q", tc.args[:len(tc.args)-2], got, tc.want)
		}
	}
}
