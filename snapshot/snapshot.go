package snapshot

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/chatproof/chatproof/internal/borrowed"
	"github.com/chatproof/chatproof/internal/bytesize"
	"github.com/chatproof/chatproof/internal/dom"
)

// Format is how a saved page was stored.
type Format string

// Values of Page.Format.
const (
	// FormatHTML is a plain HTML document.
	FormatHTML Format = "html"
	// FormatMHTML is an MHTML archive (Chrome's "Webpage, Single File").
	FormatMHTML Format = "mhtml"
	// FormatGzipHTML is a gzip-compressed HTML document.
	FormatGzipHTML Format = "gzip+html"
	// FormatGzipMHTML is a gzip-compressed MHTML archive.
	FormatGzipMHTML Format = "gzip+mhtml"
)

// Page is a saved page decoded from the format it was stored in.
type Page struct {
	// HTML is the page's HTML document. For FormatHTML it is the input
	// itself (Decode does not copy it).
	HTML []byte
	// URL is the page's URL when the format carries one: the
	// Content-Location of an MHTML archive's HTML part (or the archive's
	// Snapshot-Content-Location); "" otherwise.
	URL string
	// Format is the format the page was read from.
	Format Format
}

// Limits bounds what Decode and DecodeReader accept. The zero value means
// the defaults.
type Limits struct {
	// MaxBytes is the largest input, and the largest decoded HTML,
	// accepted in bytes: 0 means DefaultMaxBytes, a negative value means no
	// limit.
	MaxBytes int

	mode // how the root package reads a page in place (see Parse)
}

// mode is the root package's mark for reading a page in place, embedded
// under an unexported name so that it adds nothing to Limits' API.
type mode = borrowed.Mode

// DefaultMaxBytes is the size limit used when Limits.MaxBytes is 0: 32 MiB.
const DefaultMaxBytes = dom.DefaultMaxBytes

// maxBytes is the effective limit, negative for none.
func (l Limits) maxBytes() int64 {
	if l.MaxBytes == 0 {
		return DefaultMaxBytes
	}
	return int64(l.MaxBytes)
}

// Errors of Decode and DecodeReader, wrapped with what was found: test
// with errors.Is.
var (
	// ErrTooLarge is returned for an input, or decoded HTML, over
	// Limits.MaxBytes. It is the error chatproof.ErrTooLarge.
	ErrTooLarge = dom.ErrTooLarge
	// ErrNotHTML is returned for input that is positively not an HTML page
	// (an image, a PDF, another archive, binary data, a MIME message
	// without an HTML part); the message names what was found.
	ErrNotHTML = errors.New("snapshot: not an HTML page")
	// ErrMalformed is returned for a gzip stream or an MHTML archive that
	// does not decode.
	ErrMalformed = errors.New("snapshot: malformed saved page")
)

// Decode returns the HTML page held by src, in any format the package
// reads (see the package doc).
func Decode(src []byte, lim Limits) (Page, error) {
	max := lim.maxBytes()
	if max >= 0 && int64(len(src)) > max {
		return Page{}, tooLarge(int64(len(src)), max)
	}
	if isGzip(src) {
		html, err := gunzip(src, max)
		if err != nil {
			return Page{}, err
		}
		if isGzip(html) {
			return Page{}, fmt.Errorf("%w: found gzip data inside gzip data", ErrNotHTML)
		}
		p, err := decodePlain(html, max)
		p.Format = gzipped(p.Format)
		return p, err
	}
	return decodePlain(src, max)
}

// DecodeReader is Decode reading the input from r. A reader that tells its
// size (a Len method, or the Stat of a regular file) is refused from its
// size when over the limit, before any of it is read; any other is read up
// to the limit and one byte more. A read error is returned wrapped.
func DecodeReader(r io.Reader, lim Limits) (Page, error) {
	max := lim.maxBytes()
	size, known := dom.SizeOf(r)
	if known && max >= 0 && size > max {
		return Page{}, tooLarge(size, max)
	}
	src, err := readAtMost(r, max, size)
	if err != nil {
		return Page{}, err
	}
	return Decode(src, lim)
}

// decodePlain decodes input that is not compressed: MHTML, HTML, or
// something positively else.
func decodePlain(src []byte, max int64) (Page, error) {
	if p, ok, err := decodeMHTML(src, max); ok || err != nil {
		return p, err
	}
	if what := notHTML(src); what != "" {
		return Page{}, fmt.Errorf("%w: found %s", ErrNotHTML, what)
	}
	return Page{HTML: src, Format: FormatHTML}, nil
}

// gzipped is the format of a page of format f read from a gzip stream.
func gzipped(f Format) Format {
	if f == FormatMHTML {
		return FormatGzipMHTML
	}
	return FormatGzipHTML
}

// tooLarge is the ErrTooLarge of an input of size bytes over the limit.
func tooLarge(size, max int64) error {
	return fmt.Errorf("%w: %s, larger than Limits.MaxBytes (%s)", ErrTooLarge, bytesize.Format(size), bytesize.Short(max))
}

// tooLargeUnknown is the ErrTooLarge of what was read past the limit
// ("the input is").
func tooLargeUnknown(what string, max int64) error {
	return fmt.Errorf("%w: %s larger than Limits.MaxBytes (%s)", ErrTooLarge, what, bytesize.Short(max))
}

// readAtMost reads r to its end, failing with ErrTooLarge once more than
// max bytes have come (max negative: no limit); size, when known, sizes
// the buffer.
func readAtMost(r io.Reader, max, size int64) ([]byte, error) {
	var buf bytes.Buffer
	if max >= 0 {
		r = io.LimitReader(r, max+1)
		size = min(size, max)
	}
	buf.Grow(int(size) + bytes.MinRead) // ReadFrom wants MinRead free to see the end
	if _, err := buf.ReadFrom(r); err != nil {
		return nil, fmt.Errorf("snapshot: reading: %w", err)
	}
	if max >= 0 && int64(buf.Len()) > max {
		return nil, tooLargeUnknown("the input is", max)
	}
	return buf.Bytes(), nil
}
