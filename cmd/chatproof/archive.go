package main

import (
	"fmt"
	"strings"

	"golang.org/x/tools/txtar"
)

// archiveVerb names the kind of a txtar archive by its sections and the
// verb that reads it, or "" when no section says. It follows the corpus's
// kinds: a recovery case may also carry a page.html.
func archiveVerb(a *txtar.Archive) (kind, verb string) {
	has := func(match func(string) bool) bool {
		for _, f := range a.Files {
			if match(f.Name) {
				return true
			}
		}
		return false
	}
	switch {
	case has(func(n string) bool { return n == "state.json" || n == "server.json" }):
		return "recovery case", "recover"
	case has(func(n string) bool { return n == "request.json" }):
		return "scan case", "scan"
	case has(func(n string) bool { return strings.HasPrefix(n, "snap/") }):
		return "sequence", "replay"
	case has(func(n string) bool { return n == "page.html" }):
		return "snapshot fixture", "classify"
	}
	return "", ""
}

// wrongVerb adds to err, when the archive is read by another verb than
// this one, which verb that is.
func wrongVerb(err error, a *txtar.Archive, this string) error {
	kind, verb := archiveVerb(a)
	if verb == "" || verb == this {
		return err
	}
	return fmt.Errorf("%w; this is a %s: use chatproof %s", err, kind, verb)
}
