package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestClassifyFolderAndDiff: classify DIR judges every page below the
// folder, as lint reads a folder; diff of a run with itself is exit 0, and
// each kind of change — terminal, reasons, surface state, a banner, a page
// gone or new — is listed with its field and exit 3, in both formats.
func TestClassifyFolderAndDiff(t *testing.T) {
	dir := filepath.Join("..", "..", "corpus", "fixtures", "snapshot")
	code, out, errs := runMain(t, nil, "classify", dir)
	if code != exitOK {
		t.Fatalf("classify DIR: exit %d: %s", code, errs)
	}
	pages, _ := filepath.Glob(filepath.Join(dir, "*.txtar"))
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != len(pages) || len(pages) < 100 {
		t.Fatalf("classify DIR: %d verdicts for %d fixtures", len(lines), len(pages))
	}
	old := writeFile(t, "old.jsonl", []byte(out))
	if code, out, errs := runMain(t, nil, "diff", old, old); code != exitOK || out != "" || !strings.Contains(errs, "0 changed") {
		t.Errorf("diff of a run with itself: exit %d, %q, %q", code, out, errs)
	}
	mutations := []struct {
		name, field, text string
		edit              func(v map[string]any)
	}{
		{"terminal", "terminal", "terminal complete -> incomplete", func(v map[string]any) { v["terminal"] = "incomplete" }},
		{"reason added", "reasons", "reasons +new_reason", func(v map[string]any) { v["reasons"] = append(v["reasons"].([]any), "new_reason") }},
		{"reason removed", "reasons", "reasons -", func(v map[string]any) { v["reasons"] = v["reasons"].([]any)[1:] }},
		{"surface state", "surface", "surface open -> closed", func(v map[string]any) { v["surface"].(map[string]any)["state"] = "closed" }},
		{"banner", "surface", "banners, actions or composer changed", func(v map[string]any) {
			v["surface"].(map[string]any)["banners"] = []any{"You've reached the maximum length for this conversation."}
		}},
	}
	// The mutated page is a completed one with an open surface.
	target := -1
	for i, l := range lines {
		if strings.Contains(l, `"terminal":"complete"`) && strings.Contains(l, `"state":"open"`) {
			target = i
			break
		}
	}
	if target < 0 {
		t.Fatal("no completed page with an open surface")
	}
	for _, m := range mutations {
		var v map[string]any
		json.Unmarshal([]byte(lines[target]), &v)
		m.edit(v)
		changed, _ := json.Marshal(v)
		newLines := append(append(append([]string{}, lines[:target]...), string(changed)), lines[target+1:]...)
		newFile := writeFile(t, "new.jsonl", []byte(strings.Join(newLines, "\n")+"\n"))
		code, out, errs := runCLI(t, "diff", old, newFile)
		if code != exitFailed || strings.Count(out, "\n") != 1 || !strings.Contains(out, m.text) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q", m.name, code, out, errs)
		}
		code, out, _ = runCLI(t, "diff", "--json", old, newFile)
		var e diffEntry
		if err := json.Unmarshal([]byte(out), &e); code != exitFailed || err != nil || e.Change != "changed" || len(e.Fields) != 1 || e.Fields[0] != m.field {
			t.Errorf("%s --json: exit %d, %v, %+v", m.name, code, err, e)
		}
	}
	fewer := writeFile(t, "fewer.jsonl", []byte(strings.Join(lines[1:], "\n")))
	if code, out, _ := runVerb(t, nil, "diff", old, fewer); code != exitFailed || !strings.Contains(out, "only in the old run") {
		t.Errorf("a page gone: exit %d, %q", code, out)
	}
	if code, out, _ := runCLI(t, "diff", fewer, old); code != exitFailed || !strings.Contains(out, "only in the new run") {
		t.Errorf("a page new: exit %d, %q", code, out)
	}
	replay := writeFile(t, "replay.jsonl", []byte(`{"schema":"chatproof.replay/v1","source":"x"}`+"\n"))
	if code, _, errs := runCLI(t, "diff", old, replay); code != exitError || !strings.Contains(errs, "the output of chatproof classify") {
		t.Errorf("a file of other reports: exit %d, %q", code, errs)
	}
	empty := t.TempDir()
	os.WriteFile(filepath.Join(empty, "notes.txt"), []byte("x"), 0o644)
	if code, _, errs := runVerb(t, nil, "classify", empty); code != exitError || !strings.Contains(errs, "no pages") {
		t.Errorf("a folder without pages: exit %d, %q", code, errs)
	}
}
