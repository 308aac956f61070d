package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/corpus"
)

// TestProfileCheckPages: check --pages reads a folder of saved pages,
// counts each entry's matches over its own site's pages, names the page
// of a site whose finished marker went dead (its footer renamed) and the
// page of no known site; --strict fails on the dead one; with a FILE, only
// that profile is reported.
func TestProfileCheckPages(t *testing.T) {
	dir := t.TempDir()
	gemini := string(corpus.Generate(corpus.GenOptions{Site: corpus.GenSiteGemini, Turns: 6, Seed: 2}))
	pages := map[string]string{
		"chatgpt.html":        string(corpus.Generate(corpus.GenOptions{Turns: 6, Seed: 1})),
		"gemini.html":         gemini,
		"gemini-renamed.html": strings.ReplaceAll(gemini, "response-footer gap complete", "response-footer-v2 gap done"),
		"recipe.html":         `<html><body><article><h1>Tea</h1><p>Steep for three minutes.</p></article></body></html>`,
	}
	for name, page := range pages {
		if page == "" {
			continue
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(page), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	code, out, errOut := runCLI(t, "profile", "check", "--pages", dir)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{
		"chatgpt: 1 pages", "gemini: 2 pages",
		"finished/copy: 1 of 1 pages",
		"finished/response-footer-complete: 1 of 2 pages",
		"finished_row/copy-button: 2 of 2 pages",
		"gemini-renamed.html: no finished marker matched",
		"unknown site: " + filepath.Join(dir, "recipe.html"),
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "gemini.html: no") || strings.Contains(out, "chatgpt.html: no") {
		t.Errorf("a page whose markers match is named:\n%s", out)
	}
	if !strings.Contains(errOut, "4 pages read, 1 of no known site, 1 of a site where no turn or finished marker matched") {
		t.Errorf("summary: %s", errOut)
	}
	if code, _, _ := runCLI(t, "profile", "check", "--strict", "--pages", dir); code != exitFailed {
		t.Errorf("--strict: exit %d, want %d", code, exitFailed)
	}
	patch := filepath.Join(t.TempDir(), "gemini-patch.json")
	if err := os.WriteFile(patch, []byte(`{"schema": "chatproof.site/v1", "name": "gemini", "extends": "gemini", "markers": {"finished": [{"id": "footer-v2", "match": [{"attr": "class", "op": "~=", "value": "response-footer-v2"}], "source": "a user's patch after the rename"}]}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut = runCLI(t, "profile", "check", "--pages", dir, patch)
	if code != exitOK || strings.Contains(out, "chatgpt:") || !strings.Contains(out, "finished/footer-v2: 1 of 2 pages") {
		t.Errorf("with a patch: exit %d\n%s\n%s", code, out, errOut)
	}
}
