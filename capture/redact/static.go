package redact

import (
	"errors"
	"fmt"

	"github.com/chatproof/chatproof/internal/dom"
)

// MaxFileBytes is the largest saved page SanitizeHTML accepts.
const MaxFileBytes = 32 << 20

// ErrFileTooLarge is returned by SanitizeHTML for input over MaxFileBytes.
var ErrFileTooLarge = errors.New("capture: page exceeds the size limit")

// SanitizeHTML sanitizes a saved page without a browser: parse, Sanitize,
// Render. It adds no visibility annotation and no provenance (it has no
// layout to read them from); annotations the page already carries, as a
// capture does, are kept, so sanitizing a capture again gives the same
// capture.
func SanitizeHTML(src []byte, opt Options) ([]byte, Stats, error) {
	if len(src) > MaxFileBytes {
		return nil, Stats{}, fmt.Errorf("%w: %d bytes, limit %d", ErrFileTooLarge, len(src), MaxFileBytes)
	}
	d, err := dom.Parse(src, dom.Limits{MaxBytes: MaxFileBytes})
	if err != nil {
		return nil, Stats{}, fmt.Errorf("capture: parsing: %w", err)
	}
	doc := d.Root()
	st := Sanitize(doc, opt)
	out, err := Render(doc)
	return out, st, err
}
