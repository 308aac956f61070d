package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
)

// verbHelp is what a verb's help says. Every verb's help has the same
// layout: the usage line, what the verb does, its flags as the usage line
// spells them, and its exit statuses.
type verbHelp struct {
	// Usage is the usage line without "usage: ", e.g.
	// "chatproof classify [--min-turn N] FILE...".
	Usage string
	// About says what the verb does and prints: one or more paragraphs.
	About string
	// Exit lists the exit statuses, one "N  meaning" entry each.
	Exit []string
}

// argName is the name of the verb's arguments in its usage line ("FILE"
// for "… FILE..."), for the error that none was given.
func (h verbHelp) argName() string {
	f := strings.Fields(h.Usage)
	if len(f) == 0 {
		return "argument"
	}
	return strings.Trim(f[len(f)-1], "[].")
}

// printHelp writes a verb's help in the shared layout.
func printHelp(w io.Writer, h verbHelp, fs *flag.FlagSet) {
	var b strings.Builder
	fmt.Fprintf(&b, "usage: %s\n\n", h.Usage)
	b.WriteString(strings.TrimSpace(h.About))
	b.WriteString("\n")
	var flags strings.Builder
	fs.VisitAll(func(f *flag.Flag) { writeFlag(&flags, f) })
	if flags.Len() > 0 {
		b.WriteString("\nFlags:\n")
		b.WriteString(flags.String())
	}
	b.WriteString("\nExit status:\n")
	for _, e := range h.Exit {
		fmt.Fprintf(&b, "  %s\n", e)
	}
	io.WriteString(w, b.String())
}

// writeFlag writes one flag: its spelling (two dashes, one for a one-letter
// flag such as -o), its argument name, and its description with the default
// when that is not the zero value.
func writeFlag(b *strings.Builder, f *flag.Flag) {
	arg, usage := flag.UnquoteUsage(f)
	fmt.Fprintf(b, "  %s", flagSpelling(f.Name))
	if arg != "" {
		fmt.Fprintf(b, " %s", arg)
	}
	fmt.Fprintf(b, "\n      %s", usage)
	switch f.DefValue {
	case "", "0", "false", "0s":
	default:
		fmt.Fprintf(b, " (default %s)", f.DefValue)
	}
	b.WriteString("\n")
}

// flagSpelling is how help and messages spell a flag: --name, or -o for a
// one-letter name.
func flagSpelling(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}
