package chatproof

import "github.com/chatproof/chatproof/snapshot"

// Limits bounds what ClassifyHTML and ClassifyReader accept: the type
// snapshot.Limits, whose one field MaxBytes is the largest snapshot
// accepted in bytes (0 means DefaultMaxBytes, a negative value means no
// limit). The zero value means the defaults.
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
// Memory: a snapshot is read literally, one node per node the markup
// writes, so the tree grows linearly with the input whatever the markup
// (misnested formatting elements rebuild nothing); the tree is most of
// the memory a judgement takes. It has a node budget, fixed and not a
// setting: a page of n bytes may build at most 4n bytes of tree and 16 MiB
// more (snapshot.NodeBudgetPerByte, snapshot.NodeBudgetBase), counted as
// it is built: 104 bytes per node (element, text, comment), 24 more per
// element, 48 per attribute stored (a list of attributes equal to one
// stored shortly before is stored once), 128 per distinct tag or
// attribute name, and the bytes of text that is not a slice of the page
// (decoded references, joined pieces). A page over it is refused with
// ErrTooManyNodes as soon as its tree is over, before it grows further.
// So judging a page from a reader takes at most about 8 times its size and
// 20 MiB, whatever the markup (the page, its tree, the judgement); a page
// saved from a chat site builds 1 to 2 bytes of tree per byte (a
// generated 5000-turn conversation, 19.5 MB, is judged in 2.6 times its
// size, its copy included), while markup of tiny elements such as
// "<p>x</p>" again and again (29 bytes of tree per byte) is refused from
// about 600 KiB.
type Limits = snapshot.Limits

// DefaultMaxBytes is the snapshot size limit used when Limits.MaxBytes is 0:
// 32 MiB, several times a 5000-turn conversation page.
const DefaultMaxBytes = snapshot.DefaultMaxBytes

// MaxDepth is the deepest element nesting a snapshot may have: its stack of
// open elements, html and body included. A deeper snapshot is refused with
// ErrTooDeep rather than read with its deep elements moved, so no verdict
// can rest on a changed nesting. Pages saved from the site nest a few
// dozen elements deep.
const MaxDepth = snapshot.MaxDepth

// Errors of ClassifyHTML and ClassifyReader. A snapshot that cannot be read
// as a document gives one of these (wrapped, test with errors.Is) and no
// verdict; any document that can be read gets a verdict, however odd.
var (
	// ErrTooLarge is returned for a snapshot, or the page decoded from a
	// compressed or archived one, over Limits.MaxBytes. It is refused before it is read when its size is known (ClassifyHTML, or
	// ClassifyReader on a file or a reader with a Len method); otherwise
	// ClassifyReader stops reading one byte past the limit.
	ErrTooLarge = snapshot.ErrTooLarge
	// ErrTooDeep is returned for a snapshot nested deeper than MaxDepth.
	ErrTooDeep = snapshot.ErrTooDeep
	// ErrTooManyNodes is returned for a snapshot whose tree would outgrow
	// its node budget (see Limits): markup far denser in elements,
	// attributes or nodes than any page a site serves.
	ErrTooManyNodes = snapshot.ErrTooManyNodes
	// ErrNotHTML is returned for input that is positively not a page: an
	// image, a PDF, another archive, binary data, UTF-16 text, a MIME
	// message without an HTML part. The message names what was found. It
	// is snapshot.ErrNotHTML.
	ErrNotHTML = snapshot.ErrNotHTML
	// ErrMalformed is returned for a gzip stream or an MHTML archive that
	// does not decode. It is snapshot.ErrMalformed.
	ErrMalformed = snapshot.ErrMalformed
)
