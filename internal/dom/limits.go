package dom

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
)

// DefaultMaxBytes is the input size limit used when Limits.MaxBytes is 0.
const DefaultMaxBytes = 32 << 20

// MaxDepth is the deepest element nesting a document may have: its stack
// of open elements, html and body included (the bound x/net/html's parser
// has too, kept so that the same pages are accepted). Deeper markup is
// refused with ErrTooDeep: 510 nested elements inside body read, 511 do
// not.
const MaxDepth = 512

// The node budget: a document read from size bytes may build a tree of
// at most NodeBudget(size) bytes, NodeBudgetPerByte per byte of input and
// NodeBudgetBase more. The budget counts what the tree holds: 104 bytes
// per node (element, text, comment, doctype), 24 per element the markup
// may open (its entry in the element table, reserved as reading starts),
// 48 per attribute stored (a list equal to one stored shortly before is
// not stored again), 128 per distinct tag or attribute name, 64 per
// distinct attribute value with character references, and the bytes of
// every text or value that is not a slice of the input (decoded, joined,
// read by a tokenizer). Markup that would build more is refused with
// ErrTooManyNodes as soon as its tree outgrows the budget, before it
// grows further: so a document never holds more than about
// 4 bytes per byte of input and 16 MiB besides, whatever the markup.
//
// A page saved from a chat site builds about 1 to 2 bytes of tree per
// byte of input, so the budget leaves it room twice over. Markup of tiny
// elements builds far more: "<p>x</p>" (8 bytes) builds 232 bytes of
// tree, so such markup is refused from about 600 KiB.
const (
	NodeBudgetPerByte = 4
	NodeBudgetBase    = 16 << 20
)

// NodeBudget returns the node budget of an input of size bytes.
func NodeBudget(size int) int { return NodeBudgetPerByte*size + NodeBudgetBase }

// Limits bounds what Parse accepts. The zero value means the defaults.
type Limits struct {
	// MaxBytes is the largest input accepted; 0 means DefaultMaxBytes and a
	// negative value means no limit.
	MaxBytes int
}

// maxBytes returns the effective size limit, or a negative value for none.
func (l Limits) maxBytes() int {
	if l.MaxBytes == 0 {
		return DefaultMaxBytes
	}
	return l.MaxBytes
}

var (
	// ErrTooLarge is returned for input over Limits.MaxBytes.
	ErrTooLarge = errors.New("dom: input exceeds the size limit")
	// ErrTooDeep is returned for markup nested deeper than MaxDepth.
	ErrTooDeep = errors.New("dom: markup nested too deeply")
	// ErrTooManyNodes is returned for markup whose tree outgrows its node
	// budget (see NodeBudget).
	ErrTooManyNodes = errors.New("dom: markup makes too many nodes for its size")
)

// tooLarge is the ErrTooLarge of an input of size bytes.
func tooLarge(size int64, max int) error {
	return fmt.Errorf("%w: %d bytes, limit %d", ErrTooLarge, size, max)
}

// tooManyNodes is the ErrTooManyNodes of an input of size bytes.
func tooManyNodes(size int) error {
	return fmt.Errorf("%w: the tree of a %d-byte page would take more than %d bytes (%d per byte and %d MiB)",
		ErrTooManyNodes, size, NodeBudget(size), NodeBudgetPerByte, NodeBudgetBase>>20)
}

// SizeOf returns what is left to read of r when r can tell without being
// read: a Len method (bytes.Reader, strings.Reader, bytes.Buffer) or the
// Stat of a regular file.
func SizeOf(r io.Reader) (int64, bool) {
	switch r := r.(type) {
	case interface{ Len() int }:
		return int64(r.Len()), true
	case interface{ Stat() (fs.FileInfo, error) }:
		fi, err := r.Stat()
		if err != nil || !fi.Mode().IsRegular() {
			return 0, false
		}
		if s, ok := r.(io.Seeker); ok {
			if pos, err := s.Seek(0, io.SeekCurrent); err == nil {
				return fi.Size() - pos, true
			}
		}
		return fi.Size(), true
	}
	return 0, false
}
