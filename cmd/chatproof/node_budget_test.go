package main

import (
	"strings"
	"testing"
)

// A page denser in nodes than its node budget allows is refused by classify
// and by capture --from-file alike: exit 1, the file named with the cause
// and the budget, and the other files still judged.
func TestNodeBudgetRefusal(t *testing.T) {
	dense := writeFile(t, "dense.html", []byte(strings.Repeat("<p>x</p>", 1<<17))) // 1 MiB, 29 bytes of tree per byte
	page := writeFile(t, "page.html", []byte(`<div id="thread-bottom"><form><div id="prompt-textarea" contenteditable="true"></div></form></div>`))
	for _, args := range [][]string{
		{"classify", dense, page},
		{"capture", "--from-file", dense},
	} {
		code, out, errs := runCLI(t, args...)
		if code != exitError || !strings.Contains(errs, dense) || !strings.Contains(errs, "too many nodes for its size") || !strings.Contains(errs, "4 per byte and 16 MiB") {
			t.Errorf("%s: exit %d, stderr %q", args[0], code, errs)
		}
		if args[0] == "classify" && strings.Count(out, "\n") != 1 {
			t.Errorf("classify: the page within its budget was not judged: stdout %q", out)
		}
	}
}
