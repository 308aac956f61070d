package main

import (
	"fmt"
	"io"
	"os"
	"sort"
)

// version is the tool version written into captures and reports.
const version = "0.1.0"

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
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(stderr)
		if len(args) == 0 {
			return 1
		}
		return 0
	}
	if args[0] == "version" || args[0] == "--version" {
		fmt.Fprintln(stdout, "chatproof", version)
		return 0
	}
	v, ok := verbs[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "chatproof: unknown command %q\n", args[0])
		usage(stderr)
		return 1
	}
	return v.run(args[1:], stdout, stderr)
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
}

// exit statuses
const (
	exitOK     = 0
	exitError  = 1
	exitFailed = 3
)
