package main

import (
	"strings"
	"testing"
)

// TestOneOutputVocabulary: every verb that prints reports takes --format
// text|json with --json and --text as its short forms, says its default in
// its help, prints the same for a short form as for its --format, and
// refuses two formats at once.
func TestOneOutputVocabulary(t *testing.T) {
	verbsWithInput := []struct {
		verb, def, input string
	}{
		{"classify", formatJSON, fixture("snapshot", "example_completed")},
		{"lint", formatText, fixture("snapshot", "example_completed")},
		{"replay", formatText, fixture("sequence", "binding_previous-turn-bar")},
		{"scan", formatJSON, fixture("scan", "absent_window-boundary")},
		{"recover", formatJSON, fixture("recover", "auto_429-outranks-retry")},
	}
	for i, v := range verbsWithInput {
		t.Run(v.verb, func(t *testing.T) {
			run := runVerb
			if i == 0 {
				run = runMain // the built binary, once; the others as runVerb
			}
			_, help, _ := run(t, nil, "help", v.verb)
			if !strings.Contains(help, "(default "+v.def+")") || !strings.Contains(help, "--json") || !strings.Contains(help, "--text") {
				t.Errorf("help does not give --format with its default %s and both short forms:\n%s", v.def, help)
			}
			outputs := map[string]string{}
			for _, args := range [][]string{{}, {"--format", "json"}, {"--json"}, {"--format", "text"}, {"--text"}} {
				// In process: the help of the first verb ran the built binary.
				code, out, errs := runCLI(t, append(append([]string{v.verb}, args...), v.input)...)
				if code != exitOK || out == "" {
					t.Fatalf("%v: exit %d, stdout %q, stderr %q", args, code, out, errs)
				}
				outputs[strings.Join(args, " ")] = out
			}
			if outputs["--json"] != outputs["--format json"] || outputs["--text"] != outputs["--format text"] {
				t.Errorf("a short form prints otherwise than its --format")
			}
			if outputs["--format json"] == outputs["--format text"] || !strings.HasPrefix(outputs["--format json"], "{") {
				t.Errorf("json and text are not told apart: %q", outputs["--format json"])
			}
			if outputs[""] != outputs["--format "+v.def] {
				t.Errorf("the default is not %s", v.def)
			}
			code, _, errs := runCLI(t, v.verb, "--json", "--text", v.input)
			if code != exitError || !strings.Contains(errs, "--json and --text conflict") {
				t.Errorf("--json --text: exit %d, %q", code, errs)
			}
			code, _, errs = runCLI(t, v.verb, "--format", "yaml", v.input)
			if code != exitError || !strings.Contains(errs, `unknown --format "yaml"`) {
				t.Errorf("--format yaml: exit %d, %q", code, errs)
			}
		})
	}
}

// TestLintGitHubSaysWhatPassed: lint --format github on a clean run prints
// a notice with the count, not nothing.
func TestLintGitHubSaysWhatPassed(t *testing.T) {
	code, out, errs := runMain(t, nil, "lint", "--format", "github", fixture("snapshot", "example_completed"))
	if code != exitOK || out != "::notice title=chatproof lint::1 passed, 0 failed\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
}
