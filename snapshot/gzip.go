package snapshot

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"io"
)

// isGzip reports whether src starts with gzip's magic bytes.
func isGzip(src []byte) bool {
	return len(src) >= 2 && src[0] == 0x1f && src[1] == 0x8b
}

// gunzip decompresses a gzip stream through a limited reader: it stops,
// with ErrTooLarge, one byte past max decoded bytes (max negative: no
// limit), so a stream that would expand without bound costs no more than
// the limit.
func gunzip(src []byte, max int64) ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(src))
	if err != nil {
		return nil, fmt.Errorf("%w: gzip: %v", ErrMalformed, err)
	}
	var r io.Reader = zr
	if max >= 0 {
		r = io.LimitReader(zr, max+1)
	}
	var out bytes.Buffer
	out.Grow(gzipSize(src, max) + bytes.MinRead) // ReadFrom wants MinRead free to see the end
	if _, err := out.ReadFrom(r); err != nil {
		return nil, fmt.Errorf("%w: gzip: %v", ErrMalformed, err)
	}
	if max >= 0 && int64(out.Len()) > max {
		return nil, tooLargeUnknown("the page decoded from gzip is", max)
	}
	return out.Bytes(), nil
}

// maxDeflateRatio bounds how many bytes one byte of a deflate stream can
// decode to (a 258-byte match per bit pair of a fixed code, about 1032).
const maxDeflateRatio = 1032

// gzipSize is the decoded size a gzip stream's trailer records (ISIZE, the
// size modulo 2^32 of its last member), as a hint to size the buffer: never
// more than max (max negative: no limit) nor than the stream could decode
// to, so a trailer that lies costs no more than the limit, and a stream
// that decodes longer than told only grows the buffer.
func gzipSize(src []byte, max int64) int {
	if len(src) < 18 { // header 10, trailer 8
		return 0
	}
	size := int64(binary.LittleEndian.Uint32(src[len(src)-4:]))
	size = min(size, int64(len(src))*maxDeflateRatio)
	if max >= 0 {
		size = min(size, max)
	}
	return int(size)
}
