package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
)

// command is one run of a verb: its flag set, its help, and where it
// writes. Every verb parses its arguments through it, so that all of them
// take flags anywhere, print help the same way and report usage errors the
// same way.
type command struct {
	name   string
	help   verbHelp
	flags  *flag.FlagSet
	stdout io.Writer
	stderr io.Writer
	// output is the verb's --format flags, when it prints reports
	// (withFormats); format is the format they resolve to.
	output *outputFlags
	format string
}

// newCommand returns the command of verb name; its flags are defined on
// c.flags before parse.
func newCommand(name string, help verbHelp, stdout, stderr io.Writer) *command {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	// The flag package's own messages and usage are not used: parse reports
	// errors, and help goes to stdout in the shared layout.
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return &command{name: name, help: help, flags: fs, stdout: stdout, stderr: stderr}
}

// parse parses the verb's arguments, flags anywhere among them: before, after
// or between the files, as with go vet. "--" ends the flags; "-" is an
// argument (standard input), which can be given once. It returns the
// arguments that are not flags.
// When the verb must stop, ok is false and status is its exit status: 0
// after printing the help that -h, -help or --help asked for, 1 after a
// usage error.
func (c *command) parse(args []string) (rest []string, status int, ok bool) {
	rest, err := parseAnywhere(c.flags, args)
	if errors.Is(err, flag.ErrHelp) {
		printHelp(c.stdout, c.help, c.flags)
		return nil, exitOK, false
	}
	if err != nil {
		return nil, c.usageError("%s", flagError(err.Error())), false
	}
	if c.output != nil {
		if c.format, err = c.output.resolve(); err != nil {
			return nil, c.usageError("%v", err), false
		}
	}
	if countStdin(rest) > 1 {
		return nil, c.usageError("standard input (-) can be read only once"), false
	}
	return rest, exitOK, true
}

// parseFiles is parse for a verb that reads at least one file.
func (c *command) parseFiles(args []string) (files []string, status int, ok bool) {
	files, status, ok = c.parse(args)
	if !ok {
		return nil, status, false
	}
	if len(files) == 0 {
		return nil, c.usageError("no %s given", c.help.argName()), false
	}
	return files, exitOK, true
}

// parseAnywhere parses fs from args, taking each argument that is not a flag
// aside and going on after it, until "--" (after which everything is an
// argument) or the end.
func parseAnywhere(fs *flag.FlagSet, args []string) ([]string, error) {
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		left := fs.Args()
		if len(left) == 0 {
			return positional, nil
		}
		if consumed := args[:len(args)-len(left)]; len(consumed) > 0 && consumed[len(consumed)-1] == "--" {
			return append(positional, left...), nil
		}
		positional = append(positional, left[0])
		args = left[1:]
	}
}

// usageError prints a usage error, the usage line and where the help is on
// stderr, and returns exitError.
func (c *command) usageError(format string, a ...any) int {
	fmt.Fprintf(c.stderr, "chatproof %s: %s\n", c.name, fmt.Sprintf(format, a...))
	fmt.Fprintf(c.stderr, "usage: %s\n", c.help.Usage)
	fmt.Fprintf(c.stderr, "Run 'chatproof help %s' for details.\n", c.name)
	return exitError
}

// fail prints an error of the verb, about file when it is not "", and
// returns exitError.
func (c *command) fail(file string, err error) int {
	if file == "" {
		fmt.Fprintf(c.stderr, "chatproof %s: %s\n", c.name, errorText(err, ""))
	} else {
		fmt.Fprintf(c.stderr, "chatproof %s: %s: %s\n", c.name, inputName(file), errorText(err, file))
	}
	return exitError
}

// warn prints a warning about file; it does not change the exit status.
func (c *command) warn(file, msg string) {
	fmt.Fprintf(c.stderr, "chatproof %s: %s: warning: %s\n", c.name, inputName(file), msg)
}
