package main

import (
	"context"
	"errors"
	"io/fs"
	"regexp"
	"strings"
	"syscall"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture"
)

// internalPrefixes are the package names the library prefixes its errors
// with; the command already says who speaks ("chatproof capture: …"), so
// they only repeat it.
var internalPrefixes = []string{"capture", "corpus", "dom", "gate", "recover", "recovery", "scan", "snapshot"}

// errorText renders err for a user: without the library's package
// prefixes, without the file name and operation an I/O error repeats when
// the message already starts with the file, and with the fix when one is
// known.
func errorText(err error, file string) string {
	var pe *fs.PathError
	if file != "" && errors.As(err, &pe) && pe.Path == file {
		err = pe.Err
	}
	msg := stripPrefixes(err.Error())
	if errors.Is(err, chatproof.ErrTooLarge) {
		// The library names its Go field; the command's user sets the flag.
		msg = strings.ReplaceAll(msg, "Limits.MaxBytes", "--max-bytes")
	}
	if errors.Is(err, context.DeadlineExceeded) && !errors.Is(err, capture.ErrNoAnswer) {
		msg = "gave up at the time limit: " + msg
	}
	if hint := errorHint(err); hint != "" && !strings.Contains(msg, hint) {
		msg += "\n" + hint
	}
	return msg
}

// stripPrefixes removes the library's package prefixes at the start of msg
// and after each ": " of its chain.
func stripPrefixes(msg string) string {
	parts := strings.Split(msg, ": ")
	out := parts[:0]
	for _, p := range parts {
		if isInternalPrefix(p) {
			continue
		}
		out = append(out, p)
	}
	if len(out) == 0 {
		return msg
	}
	return strings.Join(out, ": ")
}

func isInternalPrefix(s string) bool {
	for _, p := range internalPrefixes {
		if s == p {
			return true
		}
	}
	return false
}

// startChrome is how to start a browser capture and record can attach to.
const startChrome = "no browser is listening there; start Chrome or Chromium with --remote-debugging-port, e.g.\n" +
	"  chromium --remote-debugging-port=9222 --user-data-dir=$HOME/.chatproof-chrome\n" +
	"and pass --cdp http://127.0.0.1:9222 (or use --launch)"

// raiseMaxBytes is how to read an input over the size limit.
const raiseMaxBytes = "to read it, give a larger --max-bytes (it takes units: --max-bytes 64MiB)"

// errorHint returns the fix for a known error, or "".
func errorHint(err error) string {
	if errors.Is(err, chatproof.ErrTooLarge) {
		return raiseMaxBytes
	}
	if errors.Is(err, capture.ErrAmbiguousTab) {
		return "pick one by its id with --tab ID"
	}
	if errors.Is(err, syscall.ECONNREFUSED) || strings.Contains(err.Error(), "connection refused") {
		return startChrome
	}
	return ""
}

// flagName matches a flag named in the flag package's messages, which spell
// it with one dash.
var flagName = regexp.MustCompile(`(defined: |argument: |for flag |for )-([^\s:=]+)`)

// flagError respells the flags in a message of the flag package as help
// spells them (--name, -o).
func flagError(msg string) string {
	return flagName.ReplaceAllStringFunc(msg, func(m string) string {
		sub := flagName.FindStringSubmatch(m)
		return sub[1] + flagSpelling(sub[2])
	})
}
