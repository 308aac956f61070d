package snapshot

import (
	"bytes"
	"io"
	"unsafe"

	"github.com/chatproof/chatproof/internal/borrowed"
	"github.com/chatproof/chatproof/internal/dom"
)

// Document is one parsed snapshot: the page's elements in document order
// with their visibility, read once in one linear pass. It is opaque; the
// packages that judge it (classify, surface, recovery/pageview) read it,
// and one Document may be judged by all of them. A nil *Document reads as
// an empty page.
type Document struct {
	tree   // the parsed page, which dom.Of reads
	url    string
	format Format
}

// tree is the parsed page a Document holds, embedded under an unexported
// name so that it adds nothing to the Document's API.
type tree = dom.Tree

// URL is the page's URL when its saved format carries one (see Page.URL).
func (d *Document) URL() string { return d.url }

// Format is the format the page was read from.
func (d *Document) Format() Format { return d.format }

// Annotated reports whether the page carries a capture's computed
// visibility (chatproof capture writes it); without it, visibility is
// judged from the markup and its inline styles alone.
func (d *Document) Annotated() bool { return dom.Of(d).Annotated() }

// Elements is the number of elements the document holds.
func (d *Document) Elements() int { return dom.Of(d).Len() }

// MaxDepth is the deepest element nesting a snapshot may have: its stack of
// open elements, html and body included. A deeper snapshot is refused with
// ErrTooDeep rather than read with its deep elements moved, so no verdict
// can rest on a changed nesting. Pages saved from the site nest a few
// dozen elements deep.
const MaxDepth = dom.MaxDepth

// ErrTooDeep is returned by Parse and ParseReader for a snapshot nested
// deeper than MaxDepth.
var ErrTooDeep = dom.ErrTooDeep

// ErrTooManyNodes is returned by Parse and ParseReader for a snapshot
// whose tree would outgrow its node budget: NodeBudgetPerByte bytes per
// byte of the page and NodeBudgetBase more, counted as the tree is built
// (104 bytes per node, 24 more per element, 48 per stored attribute, and
// the names, decoded values and copied text it keeps). The page is
// refused as soon as its tree is over, before it grows further.
var ErrTooManyNodes = dom.ErrTooManyNodes

// The node budget of a page of n bytes: NodeBudgetPerByte*n +
// NodeBudgetBase bytes of tree. A page saved from a chat site builds 1 to
// 2 bytes of tree per byte, markup of tiny elements ("<p>x</p>" again and
// again) 29, so it is refused from about 600 KiB.
const (
	NodeBudgetPerByte = dom.NodeBudgetPerByte
	NodeBudgetBase    = dom.NodeBudgetBase
)

// Parse decodes src in any format the package reads (Decode) and parses
// the page it holds. Errors are reserved for input that cannot be read as
// a page: ErrTooLarge, ErrNotHTML, ErrMalformed, ErrTooDeep and
// ErrTooManyNodes (wrapped:
// test with errors.Is). Any other document, however odd, parses.
func Parse(src []byte, lim Limits) (*Document, error) {
	if borrowed.Requested(lim.mode) {
		// The root package's ClassifyHTML, which keeps no Document.
		return decodeAndParse(src, lim, parseInPlace)
	}
	return decodeAndParse(src, lim, ParsePage) // ParsePage copies the caller's src
}

// decodeAndParse decodes src and parses the page it holds: a plain HTML
// page, whose HTML is src itself, with plain; a page decoded into a buffer
// of the package's own with parseOwned.
func decodeAndParse(src []byte, lim Limits, plain func(Page, Limits) (*Document, error)) (*Document, error) {
	p, err := Decode(src, lim)
	if err != nil {
		return nil, err
	}
	if p.Format == FormatHTML {
		return plain(p, lim)
	}
	return parseOwned(p, lim)
}

// ParseReader is Parse reading the input from r, within the same limits
// as DecodeReader.
func ParseReader(r io.Reader, lim Limits) (*Document, error) {
	p, err := DecodeReader(r, lim)
	if err != nil {
		return nil, err
	}
	return parseOwned(p, lim)
}

// ParsePage parses a page already decoded, keeping its URL and format.
// The tree keeps a copy of p.HTML, which the caller may go on using.
func ParsePage(p Page, lim Limits) (*Document, error) {
	return parseWith(p, lim, string(p.HTML))
}

// parseInPlace is ParsePage with the tree slicing p.HTML itself.
func parseInPlace(p Page, lim Limits) (*Document, error) {
	return parseWith(p, lim, inPlace(p.HTML))
}

// inPlace is b read as a string without a copy: b must not change while
// the string is used.
func inPlace(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }

// parseOwned is ParsePage for a page whose HTML this package read or
// decoded into a buffer of its own and hands to no one else: the tree
// slices that buffer instead of a copy, so the page is held once. A
// buffer with much more room than the page (one grown while reading an
// input of unknown size) is copied instead, as the tree would hold the
// room too, and left to the collector while the copy is read.
func parseOwned(p Page, lim Limits) (*Document, error) {
	html := inPlace(p.HTML)
	if cap(p.HTML)-len(p.HTML) > len(p.HTML)/8+2*bytes.MinRead {
		html = string(p.HTML)
	}
	p.HTML = nil
	return parseWith(p, lim, html)
}

// parseWith parses html, p's HTML, keeping p's URL and format.
func parseWith(p Page, lim Limits, html string) (*Document, error) {
	d, err := dom.Parse(html, dom.Limits{MaxBytes: lim.MaxBytes})
	if err != nil {
		return nil, err
	}
	return &Document{tree: dom.NewTree(d), url: p.URL, format: p.Format}, nil
}
