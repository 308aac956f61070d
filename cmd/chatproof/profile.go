package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/site"
)

func init() {
	verbs["profile"] = verb{runProfile, "print an embedded site profile, or check a profile and list the fixtures exercising each entry"}
}

var profileHelp = verbHelp{
	Usage: "chatproof profile show [NAME] | chatproof profile check [--fixtures PATH]... [--strict] FILE | chatproof profile check --pages DIR [--strict] [FILE]",
	About: `
A site profile (chatproof.site/v1, package site) is the markup knowledge of a
chat UI as data: its turn, message, content, finished, stop, progress,
thinking, panel, composer and error markers, its hosts and which wording
tables apply. Every command that reads a page takes --profile FILE
(repeatable): the profile in FILE replaces the embedded profile of its name
(a patch, with "extends") or adds a site (a whole profile of a new name) in
the set each page's profile is chosen from: the page's --site NAME (which
forces one), else its URL's host, else its markers, else none (unknown_site). So each
page is judged by its own site's profile: a patch of ChatGPT's never judges
a Gemini page.

show prints the embedded profile NAME (default chatgpt) as JSON: the start
of a patch. check reads FILE (a whole profile, or a patch with "extends"),
refuses it when it is malformed or contradicts itself, naming the entry and
the reason, and lists each marker entry with the fixtures whose page holds
an element it matches: the embedded corpus, or the fixtures under each
--fixtures PATH. An entry no fixture exercises is reported; --strict makes
that a failure.

check --pages DIR reads the user's own saved pages under DIR (every page
format classify reads), judges each to learn its site (its URL, else its
markers), and reports, for each entry of FILE's profile (or, without FILE,
of every embedded profile), how many of that site's pages hold an element it
matches; then the pages of a site where no turn marker or no finished marker
of its profile matched, and those of no known site: after a site renames a
marker, this names the entries that went dead. --strict makes such a page a
failure.`,
	Exit: []string{
		"0  show printed the profile; check found the profile valid",
		"1  a usage error, a file that could not be read, or a profile refused",
		"3  with --strict, some entry no fixture exercises, or (--pages) some page of a site where no turn or finished marker matched",
	},
}

// runProfile is "chatproof profile show|check ...".
func runProfile(args []string, stdout, stderr io.Writer) int {
	c := newCommand("profile", profileHelp, stdout, stderr)
	var fixtures multiFlag
	c.flags.Var(&fixtures, "fixtures", "a fixture or folder of fixtures exercising the profile (repeatable; default: the embedded corpus)")
	strict := c.flags.Bool("strict", false, "fail when an entry is exercised by no fixture (with --pages: when a page of a site matches no turn or finished marker)")
	pagesDir := c.flags.String("pages", "", "check the profile against the saved pages under `DIR` instead of fixtures")
	rest, status, ok := c.parse(args)
	if !ok {
		return status
	}
	if len(rest) == 0 {
		return c.usageError("show or check?")
	}
	switch rest[0] {
	case "show":
		if len(rest) > 2 {
			return c.usageError("show takes one profile name")
		}
		name := "chatgpt"
		if len(rest) == 2 {
			name = rest[1]
		}
		return showProfile(c, name)
	case "check":
		if *pagesDir != "" {
			if len(rest) > 2 || len(fixtures) > 0 {
				return c.usageError("check --pages takes at most one profile file and no --fixtures")
			}
			file := ""
			if len(rest) == 2 {
				file = rest[1]
			}
			return checkPages(c, *pagesDir, file, *strict)
		}
		if len(rest) != 2 {
			return c.usageError("check takes one profile file")
		}
		return checkProfile(c, rest[1], fixtures, *strict)
	}
	return c.usageError("unknown subcommand %q: show or check", rest[0])
}

// showProfile prints the embedded profile name.
func showProfile(c *command, name string) int {
	p, ok := site.ByName(name)
	if !ok {
		return c.fail("", fmt.Errorf("no embedded profile %q (embedded: %s)", name, embeddedNames()))
	}
	data, err := json.MarshalIndent(p, "", " ")
	if err != nil {
		return c.fail("", err)
	}
	if _, err := fmt.Fprintf(c.stdout, "%s\n", data); err != nil {
		return c.fail("", err)
	}
	return exitOK
}

// embeddedNames lists the embedded profiles' names.
func embeddedNames() string {
	var names []string
	for _, p := range site.Embedded() {
		names = append(names, p.Name)
	}
	return strings.Join(names, ", ")
}

// checkProfile validates the profile in file and prints each entry with
// the fixtures that exercise it.
func checkProfile(c *command, file string, paths []string, strict bool) int {
	p, err := readProfile(file)
	if err != nil {
		return c.fail(file, err)
	}
	loaded, status := loadFixtures(c, paths)
	if status != exitOK {
		return status
	}
	var fxs []*corpus.Fixture
	for _, l := range loaded {
		if l.Fixture != nil {
			fxs = append(fxs, l.Fixture)
		}
	}
	unexercised := 0
	for _, e := range corpus.Coverage(p, fxs) {
		line := fmt.Sprintf("%s/%s: %d fixtures", e.List, e.ID, len(e.Fixtures))
		if len(e.Fixtures) == 0 {
			unexercised++
			line = fmt.Sprintf("%s/%s: no fixture exercises it", e.List, e.ID)
		} else {
			line += " (" + strings.Join(firstN(e.Fixtures, 3), ", ")
			if len(e.Fixtures) > 3 {
				line += ", …"
			}
			line += ")"
		}
		if _, err := fmt.Fprintln(c.stdout, line); err != nil {
			return c.fail("", err)
		}
	}
	fmt.Fprintf(c.stderr, "chatproof profile: %s: profile %s is valid; %d entries exercised by no fixture\n", inputName(file), p.Name, unexercised)
	if strict && unexercised > 0 {
		return exitFailed
	}
	return exitOK
}

// firstN returns the first n elements of s, or all of them.
func firstN(s []string, n int) []string { return s[:min(n, len(s))] }

// maxProfileBytes bounds a profile file.
const maxProfileBytes = 4 << 20

// readProfile reads and loads the profile in file (- for standard input):
// a whole profile, or a patch over an embedded one.
func readProfile(file string) (*site.Profile, error) {
	var r io.Reader = stdin
	if file != stdinName {
		f, err := os.Open(file)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r = f
	}
	data, err := io.ReadAll(io.LimitReader(r, maxProfileBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxProfileBytes {
		return nil, errors.New("profile larger than 4 MiB")
	}
	return site.Load(data)
}

// multiFlag is a flag that may be given more than once.
type multiFlag []string

func (m *multiFlag) String() string { return strings.Join(*m, ",") }

func (m *multiFlag) Set(v string) error {
	*m = append(*m, v)
	return nil
}

// profileFlag defines --profile FILE on a verb's flags: repeatable, each
// a whole profile or a patch of an embedded one.
func profileFlag(fs *flag.FlagSet) *multiFlag {
	var files multiFlag
	fs.Var(&files, "profile", "judge each page with its own site's profile from the embedded ones with the profile in `FILE` in place of the one of its name, or added (a whole profile, or a patch of an embedded one; repeatable; see chatproof profile)")
	return &files
}

// loadProfileFlag loads the --profile files, none when none was given; a
// profile that cannot be read or is refused ends the verb (ok false, with
// its exit status).
func loadProfileFlag(c *command, files *multiFlag) (ps []*site.Profile, status int, ok bool) {
	for _, file := range *files {
		p, err := readProfile(file)
		if err != nil {
			return nil, c.fail(file, err), false
		}
		ps = append(ps, p)
	}
	return ps, exitOK, true
}

// runOptions are the fixtures' run options for the --profile files.
func runOptions(ps []*site.Profile) corpus.RunOptions { return corpus.RunOptions{Profiles: ps} }
