package main

import (
	"fmt"
	"io"
	"os"
	"sort"
)

// verb is one subcommand.
type verb struct {
	run     func(args []string, stdout, stderr io.Writer) int
	summary string
}

// verbs is filled by the files that implement each subcommand.
var verbs = map[string]verb{}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run dispatches to a verb and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return exitError
	}
	switch args[0] {
	case "-h", "-help", "--help":
		usage(stdout)
		return exitOK
	case "help":
		return runHelp(args[1:], stdout, stderr)
	case "version", "--version":
		fmt.Fprintln(stdout, versionLine())
		return exitOK
	}
	v, ok := verbs[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "chatproof: unknown command %q\n", args[0])
		fmt.Fprintln(stderr, "Run 'chatproof help' for the list of commands.")
		return exitError
	}
	return v.run(args[1:], stdout, stderr)
}

// runHelp is "chatproof help [VERB]": the command list, or a verb's help, on
// stdout.
func runHelp(args []string, stdout, stderr io.Writer) int {
	switch {
	case len(args) == 0:
		usage(stdout)
		return exitOK
	case len(args) > 1:
		fmt.Fprintln(stderr, "usage: chatproof help [COMMAND]")
		return exitError
	case args[0] == "reasons":
		writeReasons(stdout)
		return exitOK
	case args[0] == "version":
		fmt.Fprintln(stdout, "usage: chatproof version\n\nPrints the module version, the VCS revision the command was built from\n(with (modified) for a work tree with changes) and the Go version, from\nthe build info; every JSON report carries the same as its tool field.\n\nExit status:\n  0  always")
		return exitOK
	}
	v, ok := verbs[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "chatproof help: unknown command %q\n", args[0])
		fmt.Fprintln(stderr, "Run 'chatproof help' for the list of commands.")
		return exitError
	}
	return v.run([]string{"--help"}, stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: chatproof <command> [flags] [args]")
	fmt.Fprintln(w, "commands:")
	names := make([]string, 0, len(verbs))
	for n := range verbs {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-9s %s\n", n, verbs[n].summary)
	}
	fmt.Fprintf(w, "  %-9s %s\n", "version", "print the version")
	fmt.Fprintln(w, "Run 'chatproof help <command>' for a command's usage, flags and exit status,")
	fmt.Fprintln(w, "and 'chatproof help reasons' for every reason code and the rule that emits it.")
}

// exit statuses
const (
	exitOK     = 0
	exitError  = 1
	exitFailed = 3
)
