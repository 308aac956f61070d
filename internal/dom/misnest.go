package dom

import (
	"errors"
	"fmt"
	"io"
)

// ErrTooComplex is returned for markup whose misnested formatting elements
// would make the HTML parser rebuild more elements than the input size
// allows (see MaxClones), and for the rare markup whose tree construction
// the guard does not follow, so cannot bound: more than 1024 formatting
// elements active at once, a stack deeper than the parser accepts, or a
// table opened in a paragraph under a doctype whose quirks mode it does not
// decide.
var ErrTooComplex = errors.New("dom: misnested formatting elements would rebuild too many elements")

// Clone bound. The HTML parser reopens ("reconstructs") formatting elements
// (a, b, i, font, …) that were closed implicitly before each later text or
// tag, so misnested markup builds elements the input never wrote: about 700
// bytes of tree per byte of such input. A document may cause at most
// MaxClones such rebuilt elements plus one per CloneBytes bytes read; pages
// saved from a browser are serialised trees and cause none.
const (
	MaxClones  = 1 << 16
	CloneBytes = 16
)

// cloneCounter follows the bytes the parser reads with the guard's
// tokenizer and tree model and counts the elements the parser will clone.
type cloneCounter struct {
	tok  guardTokenizer
	tree treeModel
	read int64
}

// feed runs the model over p.
func (c *cloneCounter) feed(p []byte) {
	if c.tok.tree == nil {
		c.tok.tree = &c.tree
	}
	c.read += int64(len(p))
	c.tok.feed(p)
}

// finish ends the input: the last text is a token too.
func (c *cloneCounter) finish() {
	if c.tok.tree == nil {
		c.tok.tree = &c.tree
	}
	switch c.tok.state {
	case tsTagOpen, tsEndTagOpen:
		// A '<' or "</" at the end is text.
		c.tok.text.add('<')
		c.tok.flushText()
	case tsData:
		c.tok.flushText()
	}
}

// clones returns the elements counted so far.
func (c *cloneCounter) clones() int64 { return c.tree.clones }

// over reports whether the clones counted so far exceed the bound for the
// bytes read so far, or the model met markup it does not follow.
func (c *cloneCounter) over() bool {
	return c.tree.unfollowed != "" || c.tree.clones > MaxClones+c.read/CloneBytes
}

func isLetter(b byte) bool { return (b|0x20) >= 'a' && (b|0x20) <= 'z' }

func lower(b byte) byte {
	if b >= 'A' && b <= 'Z' {
		return b + 'a' - 'A'
	}
	return b
}

// cloneLimitReader feeds what the parser reads to a cloneCounter and fails
// the read once the counted clones exceed their bound, so the parser stops
// before it builds them.
type cloneLimitReader struct {
	r io.Reader
	c cloneCounter
}

// errTooComplex is the read error by which cloneLimitReader stops the parser.
type errTooComplex struct {
	clones, read int64
	unfollowed   string
}

func (e *errTooComplex) Error() string {
	if e.unfollowed != "" {
		return fmt.Sprintf("markup the guard does not follow after %d bytes: %s", e.read, e.unfollowed)
	}
	return fmt.Sprintf("%d formatting elements would be rebuilt after %d bytes", e.clones, e.read)
}

func (l *cloneLimitReader) Read(p []byte) (int, error) {
	n, err := l.r.Read(p)
	l.c.feed(p[:n])
	if err == io.EOF {
		l.c.finish()
	}
	if l.c.over() {
		return n, &errTooComplex{clones: l.c.clones(), read: l.c.read, unfollowed: l.c.tree.unfollowed}
	}
	return n, err
}

// capacity is the element table size for a parse of what the counter read:
// one element per start tag, one per reopened formatting element, and the
// few the parser adds on its own. The table still grows past it if the
// parser builds more.
func (c *cloneCounter) capacity() int {
	return c.tree.starts + int(min(c.tree.clones, MaxClones)) + impliedElements
}

// impliedElements is the number of elements the parser adds to most
// documents on its own (html, head, body, a tbody).
const impliedElements = 4
