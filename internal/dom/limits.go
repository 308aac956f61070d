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
)

// tooLarge is the ErrTooLarge of an input of size bytes.
func tooLarge(size int64, max int) error {
	return fmt.Errorf("%w: %d bytes, limit %d", ErrTooLarge, size, max)
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
