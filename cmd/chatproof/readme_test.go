package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadmeProfileWalkthrough runs the walk-through of patching a site
// profile (docs/profiles.md) as written: each "$ " line is a command (sed s/A/B/g with a
// redirect, cat with a here-document, or chatproof, run in process) and
// the lines under it are output that must appear, in order, in what it
// printed (stdout and stderr).
func TestReadmeProfileWalkthrough(t *testing.T) {
	block := docBlock(t, filepath.Join("docs", "profiles.md"), "profile-walkthrough")
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.Symlink(filepath.Join(root, "corpus"), filepath.Join(dir, "corpus")); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	lines := strings.Split(strings.TrimRight(block, "\n"), "\n")
	commands := 0
	for i := 0; i < len(lines); {
		line := strings.TrimPrefix(lines[i], "    ")
		i++
		cmd, ok := strings.CutPrefix(line, "$ ")
		if !ok {
			t.Fatalf("output without a command: %q", line)
		}
		commands++
		if file, ok := heredoc(cmd); ok {
			var body []string
			for ; i < len(lines) && strings.TrimPrefix(lines[i], "    ") != "EOF"; i++ {
				body = append(body, strings.TrimPrefix(lines[i], "    "))
			}
			i++ // EOF
			if err := os.WriteFile(file, []byte(strings.Join(body, "\n")+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		var want []string
		for ; i < len(lines) && !strings.HasPrefix(strings.TrimPrefix(lines[i], "    "), "$ "); i++ {
			want = append(want, strings.TrimPrefix(lines[i], "    "))
		}
		got := runWalkthroughCommand(t, cmd)
		at := 0
		for _, w := range want {
			k := strings.Index(got[at:], w)
			if k < 0 {
				t.Fatalf("$ %s\nprinted\n%s\nwithout (in order) %q", cmd, got, w)
			}
			at += k + len(w)
		}
	}
	if commands < 5 {
		t.Fatalf("only %d commands in the walk-through", commands)
	}
}

// docBlock returns the lines between "<!-- name -->" and "<!-- end name -->"
// in the file at path, relative to the module root.
func docBlock(t *testing.T, path, name string) string {
	t.Helper()
	doc, err := os.ReadFile(filepath.Join("..", "..", path))
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(doc), "<!-- "+name+" -->\n")
	block, _, ok2 := strings.Cut(rest, "<!-- end "+name+" -->")
	if !ok || !ok2 {
		t.Fatalf("%s has no %s block", path, name)
	}
	return block
}

// TestReadmeFixtureExample lints the README's example fixture as written:
// the fixture a newcomer copies must load and its want must hold.
func TestReadmeFixtureExample(t *testing.T) {
	block := docBlock(t, "README.md", "fixture-example")
	var fixture strings.Builder
	for _, line := range strings.Split(strings.TrimRight(block, "\n"), "\n") {
		fixture.WriteString(strings.TrimPrefix(line, "    ") + "\n")
	}
	path := filepath.Join(t.TempDir(), "finished.txtar")
	if err := os.WriteFile(path, []byte(fixture.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"lint", path}, &stdout, &stderr); code != 0 {
		t.Fatalf("lint of the README's fixture exited %d:\n%s%s", code, stdout.String(), stderr.String())
	}
	if !strings.Contains(stdout.String(), "1 passed, 0 failed") {
		t.Fatalf("lint of the README's fixture printed %q", stdout.String())
	}
}

// TestReadmeIsShort holds the README to what a newcomer reads in two
// minutes: measured figures and internals belong in docs/.
func TestReadmeIsShort(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	const max = 10 << 10
	if len(readme) > max {
		t.Fatalf("README.md is %d bytes, more than %d: move details to docs/", len(readme), max)
	}
}

// heredoc reports the file of "cat > FILE <<'EOF'".
func heredoc(cmd string) (string, bool) {
	f := strings.Fields(cmd)
	if len(f) == 4 && f[0] == "cat" && f[1] == ">" && f[3] == "<<'EOF'" {
		return f[2], true
	}
	return "", false
}

// runWalkthroughCommand runs one command of the walk-through and returns
// what it printed.
func runWalkthroughCommand(t *testing.T, cmd string) string {
	t.Helper()
	if script, ok := strings.CutPrefix(cmd, "sed "); ok {
		sed(t, script)
		return ""
	}
	args, ok := strings.CutPrefix(cmd, "chatproof ")
	if !ok {
		t.Fatalf("unsupported command: %s", cmd)
	}
	var stdout, stderr bytes.Buffer
	run(strings.Fields(args), &stdout, &stderr)
	return stdout.String() + stderr.String()
}

// sed runs "-e 's/A/B/g' [-e ...] IN > OUT": literal replacements, in
// order, of a file into another.
func sed(t *testing.T, script string) {
	t.Helper()
	exprs, redirect, ok := strings.Cut(script, "' ")
	for ok && strings.HasPrefix(redirect, "-e '") {
		var more string
		more, redirect, ok = strings.Cut(redirect, "' ")
		exprs += "' " + more
	}
	in, out, ok2 := strings.Cut(redirect, " > ")
	if !ok || !ok2 {
		t.Fatalf("unsupported sed: %s", script)
	}
	data, err := os.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range strings.Split(exprs, "' ") {
		parts := strings.Split(strings.TrimPrefix(e, "-e '"), "/")
		if len(parts) != 4 || parts[0] != "s" || parts[3] != "g" {
			t.Fatalf("unsupported sed expression: %s", e)
		}
		data = bytes.ReplaceAll(data, []byte(parts[1]), []byte(parts[2]))
	}
	if err := os.WriteFile(out, data, 0o644); err != nil {
		t.Fatal(err)
	}
}
