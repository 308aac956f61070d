package textblock

import (
	"testing"

	"golang.org/x/net/html/atom"
)

func TestIs(t *testing.T) {
	for _, a := range []atom.Atom{atom.P, atom.Div, atom.Li, atom.Td, atom.Pre, atom.Dialog} {
		if !Is(a) {
			t.Errorf("%s is not a block", a)
		}
	}
	for _, a := range []atom.Atom{atom.Span, atom.A, atom.Code, atom.B, atom.Br, atom.Button, 0} {
		if Is(a) {
			t.Errorf("%s is a block", a)
		}
	}
}
