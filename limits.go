package chatproof

import "github.com/chatproof/chatproof/internal/dom"

// Limits bounds what ClassifyHTML and ClassifyReader accept. The zero value
// means the defaults; its field MaxBytes is the largest snapshot accepted in
// bytes: 0 means DefaultMaxBytes, a negative value means no limit.
//
// Every other bound of a verdict is fixed, not a setting, and documented
// with its package: the number and length of activity signals
// (classify.MaxSignals, classify.MaxEvidenceRunes), of the response text and
// identities (classify.MaxTextRunes, classify.MaxIDRunes), of the label reads
// one snapshot may cost (classify.MaxLabelReads), and of the banners and
// actions read from the composer surface (surface.MaxBanners,
// surface.MaxBannerRunes, surface.MaxActions, surface.MaxActionRunes,
// surface.MaxScanBlocks, surface.MaxScanActions, surface.MaxScanRunes).
// Evidence past a bound is left out and, where that could hide a state, the
// verdict says so with a reason code instead of guessing.
//
// Memory: judging a page saved from the site peaks at about five times its
// size with ClassifyReader, six with ClassifyHTML (which also holds the
// source); the parsed tree is most of it. Markup that misnests formatting
// elements (b, i, font, a, …) would make the HTML parser build far more
// elements than the input holds (a few kilobytes can become hundreds of
// megabytes); such a snapshot is refused with ErrTooComplex before those
// elements are built. Pages saved from a browser rebuild few or none.
type Limits struct {
	// MaxBytes is the largest snapshot accepted, in bytes: 0 means
	// DefaultMaxBytes, a negative value means no limit.
	MaxBytes int
}

// dom returns the reader's limits for l.
func (l Limits) dom() dom.Limits {
	return dom.Limits{MaxBytes: l.MaxBytes}
}

// DefaultMaxBytes is the snapshot size limit used when Limits.MaxBytes is 0:
// 32 MiB, several times a 5000-turn conversation page.
const DefaultMaxBytes = dom.DefaultMaxBytes

// MaxDepth is the deepest element nesting a snapshot may have: its stack of
// open elements, html and body included, as the x/net/html parser counts
// it. A deeper snapshot is refused with ErrTooDeep: that parser cannot
// build its tree, so no verdict can be had. Pages saved from the site nest
// a few dozen elements deep.
const MaxDepth = dom.MaxDepth

// Errors of ClassifyHTML and ClassifyReader. A snapshot that cannot be read
// as a document gives one of these (wrapped, test with errors.Is) and no
// verdict; any document that can be read gets a verdict, however odd.
var (
	// ErrTooLarge is returned for a snapshot over Limits.MaxBytes. It is
	// refused before parsing (ClassifyReader stops reading one byte past
	// the limit).
	ErrTooLarge = dom.ErrTooLarge
	// ErrTooDeep is returned for a snapshot nested deeper than MaxDepth.
	ErrTooDeep = dom.ErrTooDeep
	// ErrTooComplex is returned for a snapshot whose misnested formatting
	// elements would make the parser rebuild more than 65 536 elements plus
	// one per 16 bytes of input.
	ErrTooComplex = dom.ErrTooComplex
)
