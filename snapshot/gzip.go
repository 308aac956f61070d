package snapshot

import (
	"bytes"
	"compress/gzip"
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
	if _, err := out.ReadFrom(r); err != nil {
		return nil, fmt.Errorf("%w: gzip: %v", ErrMalformed, err)
	}
	if max >= 0 && int64(out.Len()) > max {
		return nil, tooLargeUnknown("the page decoded from gzip is", max)
	}
	return out.Bytes(), nil
}
