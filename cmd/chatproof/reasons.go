package main

import (
	"fmt"
	"io"
	"strings"
)

// reasonEntry is one reason code of the index: the package and constant
// that define it and what its package doc says it means.
type reasonEntry struct {
	Code, Package, Const, Meaning string
}

// writeReasons is "chatproof help reasons": every reason code a report can
// carry, with the package and constant that emit it and its meaning, in
// package order. The index is generated from the packages' docs (go test
// ./cmd/chatproof -run TestReasonIndex -update) and a test keeps it equal
// to them.
func writeReasons(w io.Writer) {
	var b strings.Builder
	b.WriteString("Reason codes of chatproof's reports: CODE  PACKAGE.CONSTANT  meaning.\n")
	b.WriteString("A verdict's reasons come from classify and surface; replay's from gate;\n")
	b.WriteString("presend's stop codes from gate; scan's from scan; recover's from recovery;\n")
	b.WriteString("record's from capture. go doc PACKAGE has each package's rules.\n")
	pkg := ""
	for _, e := range reasonIndex {
		if e.Package != pkg {
			pkg = e.Package
			fmt.Fprintf(&b, "\n%s:\n", pkg)
		}
		fmt.Fprintf(&b, "  %-40s %s.%s\n      %s\n", e.Code, e.Package, e.Const, e.Meaning)
	}
	io.WriteString(w, b.String())
}
