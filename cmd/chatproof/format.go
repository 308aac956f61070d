package main

import (
	"fmt"
	"slices"
	"strings"
)

// Output formats of the verbs that print reports.
const (
	formatText   = "text"
	formatJSON   = "json"
	formatGitHub = "github"
)

// outputFlags are --format and its short forms --json and --text, the one
// output vocabulary of every verb that prints reports.
type outputFlags struct {
	def     string
	allowed []string
	format  string
	json    bool
	text    bool
}

// withFormats defines --format (one of allowed, def when not given) and
// the short forms --json and --text on the command; parse resolves them
// into c.format.
func (c *command) withFormats(def string, allowed ...string) {
	o := &outputFlags{def: def, allowed: allowed}
	c.flags.StringVar(&o.format, "format", "", "output `FORMAT`: "+strings.Join(allowed, ", ")+" (default "+def+")")
	c.flags.BoolVar(&o.json, "json", false, "the same as --format json")
	c.flags.BoolVar(&o.text, "text", false, "the same as --format text")
	c.output = o
}

// resolve returns the one format the flags ask for; flags that ask for
// different formats are an error naming them as given.
func (o *outputFlags) resolve() (string, error) {
	if o.format != "" && !slices.Contains(o.allowed, o.format) {
		return "", fmt.Errorf("unknown --format %q: want %s", o.format, strings.Join(o.allowed, ", "))
	}
	var formats, spelled []string
	for _, f := range []struct {
		given    bool
		format   string
		spelling string
	}{
		{o.json, formatJSON, "--json"},
		{o.text, formatText, "--text"},
		{o.format != "", o.format, "--format " + o.format},
	} {
		if f.given && !slices.Contains(formats, f.format) {
			formats, spelled = append(formats, f.format), append(spelled, f.spelling)
		}
	}
	switch len(formats) {
	case 0:
		return o.def, nil
	case 1:
		return formats[0], nil
	}
	return "", fmt.Errorf("%s conflict: give one", strings.Join(spelled, " and "))
}
