package dom

import (
	"errors"
	"fmt"
	"io"
	"strings"
)

// DefaultMaxBytes is the input size limit used when Limits.MaxBytes is 0.
const DefaultMaxBytes = 32 << 20

// MaxDepth is the deepest element nesting a document may have: the HTML
// parser refuses a document whose stack of open elements (html and body
// included) grows past it, and Parse reports ErrTooDeep. It is the parser's
// limit, not a setting: 510 nested elements inside body parse, 511 do not.
const MaxDepth = 512

// Limits bounds what Parse and ParseReader accept. The zero value means the
// defaults.
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
	// ErrTooDeep is returned for markup nested deeper than MaxDepth, which
	// the HTML parser does not accept.
	ErrTooDeep = errors.New("dom: markup nested too deeply")
)

// isDepthError reports whether err is the HTML parser's refusal of a too
// deep document. The parser has no sentinel for it; its message names the
// stack of open elements.
func isDepthError(err error) bool {
	return strings.Contains(err.Error(), "open stack of elements exceeds")
}

// limitReader reads from r and fails with a *tooLargeError once more than
// max bytes have come; left is what may still be read.
type limitReader struct {
	r         io.Reader
	left, max int64
}

func (l *limitReader) Read(p []byte) (int, error) {
	if l.left < 0 {
		return 0, &tooLargeError{max: l.max}
	}
	if int64(len(p)) > l.left+1 {
		p = p[:l.left+1]
	}
	n, err := l.r.Read(p)
	l.left -= int64(n)
	if l.left < 0 {
		return n, &tooLargeError{max: l.max}
	}
	return n, err
}

// tooLargeError is the read error by which limitReader stops the parser.
type tooLargeError struct{ max int64 }

func (e *tooLargeError) Error() string {
	return fmt.Sprintf("input exceeds %d bytes", e.max)
}
