package main

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestTopLevelUsage: no command is a usage error on stderr that lists every
// verb; --help and help list them on stdout and succeed.
func TestTopLevelUsage(t *testing.T) {
	code, out, errs := runCLI(t)
	if code != exitError || out != "" {
		t.Errorf("no command: exit %d, stdout %q", code, out)
	}
	for _, v := range []string{"bench", "capture", "classify", "lint", "record", "recover", "replay", "scan", "version"} {
		if !strings.Contains(errs, "\n  "+v+" ") {
			t.Errorf("usage does not list %s:\n%s", v, errs)
		}
	}
	for _, args := range [][]string{{"-h"}, {"--help"}, {"help"}} {
		code, out, errs := runCLI(t, args...)
		if code != exitOK || errs != "" || !strings.HasPrefix(out, "usage: chatproof") || !strings.Contains(out, "\n  classify ") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, firstLine(out), errs)
		}
	}
	for _, args := range [][]string{{"frobnicate"}, {"help", "frobnicate"}, {"help", "lint", "scan"}} {
		if code, out, errs := runCLI(t, args...); code != exitError || out != "" || errs == "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errs)
		}
	}
}

// helpFlagLine matches a flag line of a help: two dashes, or one for a
// one-letter flag.
var helpFlagLine = regexp.MustCompile(`^  (--[a-z][a-z-]+|-[a-z])( [^ ]+)?$`)

// TestVerbHelp: -h, --help and help VERB print the verb's help on stdout,
// nothing on stderr, and exit 0; every help has the same layout (the usage
// line, what the verb does, the flags spelt as the usage line spells them,
// the exit statuses). A verb that needs arguments and got none prints its
// usage line on stderr and exits 1.
func TestVerbHelp(t *testing.T) {
	tests := []struct {
		verb     string
		needArgs bool // no arguments at all is a usage error
		exits    []string
		mentions []string
	}{
		{"bench", false, []string{"0", "1"}, []string{"--turns", "--state", "--save"}},
		{"capture", true, []string{"0", "1"}, []string{"--cdp", "--tab", "--redact-text", "-o", "--remote-debugging-port"}},
		{"classify", true, []string{"0", "1"}, []string{"--expect-message-id", "--min-turn", "--text", "chatproof.snapshot/v1", ".txtar"}},
		{"diff", true, []string{"0", "1", "3"}, []string{"--json", "--text", "chatproof.diff/v1", "terminal, reasons or surface"}},
		{"mcp", true, []string{"0", "1"}, []string{"--cdp", "list_chat_tabs", "read_tab", "wait_for_reply", "presend_check", "--remote-debugging-port"}},
		{"lint", false, []string{"0", "1", "3"}, []string{"--json", "--format", "text, json, github", "chatproof.lint/v2"}},
		{"profile", true, []string{"0", "1", "3"}, []string{"--fixtures", "--strict", "chatproof.site/v1", "--profile FILE"}},
		{"presend", true, []string{"0", "1"}, []string{"--gap", "--json", "chatproof.presend/v1", "gate.PreSendCheck", "chatproof capture"}},
		{"record", true, []string{"0", "1", "3"}, []string{"--cdp", "--interval", "--until", "--max", "-o", "--remote-debugging-port"}},
		{"recover", true, []string{"0", "1"}, []string{"--text", "state.json", "page.html", "server.json", "chatproof.recover/v1"}},
		{"replay", true, []string{"0", "1"}, []string{"--json", "chatproof.replay/v1", "snap/NNNNNNms.html"}},
		{"scan", true, []string{"0", "1"}, []string{"--text", "chatproof.scan/v1", "request.json"}},
		{"watch", true, []string{"0", "1", "3", "4", "5"}, []string{"--cdp", "--tab", "--interval", "--max", "--expect-message-id", "chatproof.watch/v1", "--remote-debugging-port", "tab_gone"}},
	}
	verbNames := make([]string, 0, len(verbs))
	for n := range verbs {
		verbNames = append(verbNames, n)
	}
	for _, tc := range tests {
		if !slices.Contains(verbNames, tc.verb) {
			t.Errorf("no verb %s", tc.verb)
		}
	}
	if len(tests) != len(verbs) {
		t.Errorf("%d verbs, %d in this test: every verb's help is checked", len(verbs), len(tests))
	}
	for _, tc := range tests {
		t.Run(tc.verb, func(t *testing.T) {
			var first string
			for _, args := range [][]string{{tc.verb, "-h"}, {tc.verb, "--help"}, {tc.verb, "-help"}, {"help", tc.verb}} {
				code, out, errs := runCLI(t, args...)
				if code != exitOK || errs != "" {
					t.Errorf("%v: exit %d, stderr %q", args, code, errs)
				}
				if first == "" {
					first = out
					checkHelpLayout(t, tc.verb, out, tc.exits, tc.mentions)
				} else if out != first {
					t.Errorf("%v prints another help than %s -h:\n%s", args, tc.verb, out)
				}
			}
			if !tc.needArgs {
				return
			}
			code, out, errs := runCLI(t, tc.verb)
			if code != exitError || out != "" || !strings.Contains(errs, "\nusage: chatproof "+tc.verb+" ") ||
				!strings.Contains(errs, "Run 'chatproof help "+tc.verb+"'") {
				t.Errorf("%s without arguments: exit %d, stdout %q, stderr %q", tc.verb, code, out, errs)
			}
		})
	}
}

// checkHelpLayout checks the shared layout of a verb's help.
func checkHelpLayout(t *testing.T, verb, help string, exits, mentions []string) {
	t.Helper()
	usage, rest, _ := strings.Cut(help, "\n\n")
	if !strings.HasPrefix(usage, "usage: chatproof "+verb+" ") || strings.Contains(usage, "\n") {
		t.Errorf("the help does not start with one usage line: %q", usage)
	}
	about, rest, _ := strings.Cut(rest, "\n\nFlags:\n")
	if strings.TrimSpace(about) == "" {
		t.Errorf("the help does not say what %s does", verb)
	}
	flags, exitPart, ok := strings.Cut(rest, "\n\nExit status:\n")
	if !ok {
		t.Fatalf("no Flags or Exit status section:\n%s", help)
	}
	for _, l := range strings.Split(flags, "\n") {
		if strings.HasPrefix(l, "      ") {
			continue // a description
		}
		if !helpFlagLine.MatchString(l) {
			t.Errorf("flag line %q is not spelt --name (or -x)", l)
		}
		name, _, _ := strings.Cut(strings.TrimSpace(l), " ")
		// The usage line spells the flag the same way, when it names it.
		if strings.Contains(usage, strings.TrimLeft(name, "-")+" ") && !strings.Contains(usage, name) {
			t.Errorf("usage line spells %s otherwise: %s", name, usage)
		}
	}
	for _, code := range exits {
		if !strings.Contains(exitPart, "  "+code+"  ") {
			t.Errorf("exit status %s is not described:\n%s", code, exitPart)
		}
	}
	for _, m := range mentions {
		if !strings.Contains(help, m) {
			t.Errorf("the help does not mention %s:\n%s", m, help)
		}
	}
}
