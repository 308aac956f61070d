package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// requiredFields are the chatproof.snapshot/v1 paths every verdict carries.
var requiredFields = []string{
	"schema", "source", "surface.state", "surface.continuation_offered", "surface.composer_usable",
	"surface.banners", "surface.actions", "provider_terminal", "activity.level", "activity.signals",
	"response.present", "response.source", "response.message_id", "response.turn_id", "response.turn_index",
	"response.text", "response.placeholder", "response.reasoning", "response.finished", "terminal", "reasons",
}

func checkVerdictLine(t *testing.T, line string) map[string]any {
	t.Helper()
	var v map[string]any
	if err := json.Unmarshal([]byte(line), &v); err != nil {
		t.Fatalf("not JSON: %v: %q", err, line)
	}
	for _, p := range requiredFields {
		var cur any = v
		for _, part := range strings.Split(p, ".") {
			m, ok := cur.(map[string]any)
			if !ok {
				t.Fatalf("field %s missing in %s", p, line)
			}
			if cur, ok = m[part]; !ok {
				t.Fatalf("field %s missing in %s", p, line)
			}
		}
		if cur == nil {
			t.Errorf("field %s is null in %s", p, line)
		}
	}
	if v["schema"] != "chatproof.snapshot/v1" {
		t.Errorf("schema = %v", v["schema"])
	}
	return v
}

func writeFile(t *testing.T, name string, data []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// Every input that is a document at all gets one verdict line with every
// field; odd input never completes.
func TestClassifyOddInputs(t *testing.T) {
	inputs := map[string][]byte{
		"empty.html":   nil,
		"latin1.html":  []byte("<p>caf\xe9 \xff\xfe</p><div id=thread-bottom>\xe9</div>"),
		"text.html":    []byte("just some words, no markup"),
		"json.html":    []byte(`{"items": [1,2,3]}`),
		"broken.html":  []byte("<div><article data-turn=assistant><p>unclosed <b><i></div></table>"),
		"deep-ok.html": bytes.Repeat([]byte("<span>"), 400),
	}
	for name, data := range inputs {
		t.Run(name, func(t *testing.T) {
			file := writeFile(t, name, data)
			code, out, errs := runCLI(t, "classify", file)
			if code != exitOK {
				t.Fatalf("exit %d: %s", code, errs)
			}
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if len(lines) != 1 {
				t.Fatalf("want one line, got %d: %q", len(lines), out)
			}
			v := checkVerdictLine(t, lines[0])
			if v["terminal"] != "incomplete" {
				t.Errorf("terminal = %v for %s", v["terminal"], name)
			}
			if v["source"] != file {
				t.Errorf("source = %v, want %s", v["source"], file)
			}
		})
	}
}

// Input the reader refuses (too large, nested too deeply, unreadable) is a
// clear error on stderr and exit 1, and the other files are still judged.
func TestClassifyErrors(t *testing.T) {
	huge := bytes.Repeat([]byte("<p>0123456789</p>"), 50<<20/17+1) // > 50 MB
	deep := bytes.Repeat([]byte("<div>"), 100000)
	good := writeFile(t, "good.html", []byte("<p>hello</p>"))
	for name, data := range map[string][]byte{"huge.html": huge, "deep.html": deep} {
		t.Run(name, func(t *testing.T) {
			file := writeFile(t, name, data)
			code, out, errs := runCLI(t, "classify", file, good)
			if code != exitError {
				t.Fatalf("exit %d, want 1", code)
			}
			if !strings.Contains(errs, name) {
				t.Errorf("stderr does not name the file: %q", errs)
			}
			if n := strings.Count(out, "\n"); n != 1 {
				t.Errorf("the good file was not judged: %q", out)
			}
		})
	}
	if code, _, errs := runCLI(t, "classify", filepath.Join(t.TempDir(), "missing.html")); code != exitError || errs == "" {
		t.Errorf("missing file: exit %d, stderr %q", code, errs)
	}
	if code, _, _ := runCLI(t, "classify"); code != exitError {
		t.Errorf("no file: exit %d", code)
	}
}

// Misnested formatting markup, which once made an HTML parser rebuild a
// huge tree and had to be refused, is read as it is written and judged.
func TestClassifyJudgesMisnesting(t *testing.T) {
	var round strings.Builder
	round.WriteString(strings.Repeat("<div>", 200))
	for i := range 300 {
		fmt.Fprintf(&round, "<b id=x%d>", i)
	}
	round.WriteString(strings.Repeat("</div>x", 200) + strings.Repeat("</b>x", 300))
	file := writeFile(t, "misnest.html", []byte(strings.Repeat(round.String(), 20)))
	code, out, errs := runCLI(t, "classify", file)
	if code != exitOK || !strings.Contains(out, `"terminal":"incomplete"`) {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// TestClassifyFixture: on a .txtar fixture classify judges its page.html
// with its flags section, and flags on the command line win over those.
func TestClassifyFixture(t *testing.T) {
	withFlags := fixture("snapshot", "oracle_10-null-index-baseline") // flags: --min-turn 6; want before_baseline
	plain := fixture("snapshot", "example_completed")
	tests := []struct {
		name    string
		args    []string
		code    int
		stdout  []string
		stderr  string
		without string
	}{
		{"page with flags", []string{withFlags}, exitOK, []string{`"source":"` + withFlags + `"`, `"before_baseline"`, `"terminal":"incomplete"`}, "", ""},
		{"command line wins", []string{withFlags, "--min-turn", "0"}, exitOK, []string{`"terminal"`}, "", "before_baseline"},
		{"plain fixture", []string{plain}, exitOK, []string{`"terminal":"complete"`}, "", ""},
		{"sequence", []string{fixture("sequence", "drift_stop-gone-no-bar")}, exitError, nil, "no page.html section: classify reads snapshot fixtures; this is a sequence: use chatproof replay", ""},
		{"scan case", []string{fixture("scan", "absent_clean-overlapping-pages")}, exitError, nil, "use chatproof scan", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := runCLI(t, append([]string{"classify"}, tc.args...)...)
			if code != tc.code || !strings.Contains(errs, tc.stderr) {
				t.Fatalf("exit %d, stderr %q", code, errs)
			}
			for _, s := range tc.stdout {
				if !strings.Contains(out, s) {
					t.Errorf("stdout does not contain %s:\n%s", s, out)
				}
			}
			if tc.without != "" && strings.Contains(out, tc.without) {
				t.Errorf("stdout contains %s:\n%s", tc.without, out)
			}
		})
	}
}

// TestClassifyWarnsOnNonChatPages: a file with no chat markup at all is
// judged incomplete, exit 0, with a warning on stderr; a chat page, even an
// unfinished one, gets no warning.
func TestClassifyWarnsOnNonChatPages(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		warn bool
	}{
		{"empty", nil, true},
		{"random page", []byte("<html><head><title>News</title></head><body><h1>Today</h1><p>words</p><form><input name=q></form></body></html>"), true},
		{"chat page", pageOf(t, fixture("snapshot", "example_completed")), false},
		{"user message only", []byte(`<div data-message-author-role="user" data-message-id="u1">hi</div>`), false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			file := writeFile(t, "page.html", tc.data)
			code, out, errs := runCLI(t, "classify", file)
			if code != exitOK {
				t.Fatalf("exit %d: %s", code, errs)
			}
			warned := strings.Contains(errs, file+": warning: the page does not look like a chat page")
			if warned != tc.warn {
				t.Errorf("warning %v, want %v: %q", warned, tc.warn, errs)
			}
			if tc.warn && !strings.Contains(out, `"terminal":"incomplete"`) {
				t.Errorf("a page without chat markup must stay incomplete: %s", out)
			}
		})
	}
}

// TestClassifyText: --text prints the verdict, why, and the evidence.
func TestClassifyText(t *testing.T) {
	snap := fixture("snapshot", "example_completed")
	code, out, errs := runCLI(t, "classify", "--text", snap)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		snap + ": complete\n",
		"\n  why: surface_open\n",
		"\n  surface: open, composer usable: yes\n",
		"\n  provider terminal: none\n",
		"\n  activity: none\n",
		"\n  response: turn 6, message a4997012-2287-4506-8c44-32506e473c57, finished: yes, reasoning: none\n",
		"\n    \"A readiness probe decides",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("--text does not show %q:\n%s", want, out)
		}
	}
	// An unfinished page shows its activity evidence and why.
	busy := writeFile(t, "busy.html", []byte(`<div data-message-author-role="user" data-message-id="u1">q</div>`+
		`<div data-message-author-role="assistant" data-message-id="a1">partial</div>`+
		`<div id="thread-bottom"><form><div contenteditable="true" id="prompt-textarea"></div>`+
		`<button data-testid="stop-button" aria-label="Stop streaming"></button></form></div>`))
	_, out, _ = runCLI(t, "classify", "--text", busy)
	for _, want := range []string{": incomplete\n", "strong_activity", "  activity: strong\n    strong stop in "} {
		if !strings.Contains(out, want) {
			t.Errorf("--text of a busy page does not show %q:\n%s", want, out)
		}
	}
}
