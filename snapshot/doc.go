// Package snapshot reads saved pages in the formats people save them in and
// parses the page they hold into a Document (Parse, ParseReader,
// ParsePage), the one reading of a page that packages classify and surface
// judge: its elements in document order with their visibility, read in one
// linear pass within Limits. Decode and DecodeReader stop before parsing
// and hand back the page's HTML: a plain HTML file (a saved page, outerHTML, or
// the output of chatproof capture), the same gzip-compressed, or an MHTML
// archive as Chrome's "Save page as… Webpage, Single File" writes it (a MIME
// multipart/related message whose first text/html part is the page,
// quoted-printable, base64, 7bit, 8bit or binary). They return a Page: the HTML, the page's URL when the format
// carries one (the HTML part's Content-Location in MHTML) and the Format
// read. They read nothing else: no files, network or clock.
//
// Detection goes by content, never by file name: gzip by its magic bytes,
// MHTML by a MIME header block with a multipart Content-Type at the start.
// A gzip stream may hold HTML or MHTML, one layer deep. Everything else is
// HTML to be judged — markup, odd text, bytes that are not UTF-8 — except
// input that is positively something else: an image, PDF, archive or
// compressed stream of another kind, an executable, UTF-16 or UTF-32 text
// (with its byte-order mark), data with control bytes that no text has
// before any markup, or a MIME message that holds no HTML page. Those are
// ErrNotHTML, the error naming what was found; a gzip stream or MHTML
// archive that does not decode is ErrMalformed.
//
// # Limits
//
// Limits.MaxBytes bounds the input as read and the HTML decoded from it
// alike (0 means DefaultMaxBytes, negative no limit). A reader that tells
// its size is refused from it before being read; a gzip stream is
// decompressed through a limited reader and refused (ErrTooLarge) as soon
// as its decoded size passes the limit, so a small gzip bomb costs no more
// than the limit. Errors wrap the sentinels: test with errors.Is.
//
// # Memory
//
// Parse and ParseReader hold the page once: the parsed tree slices the
// buffer the page was read or decoded into (a reader that tells its size,
// and a gzip stream by its recorded size, are read into a buffer of that
// size). ParsePage, and Parse of a plain HTML page, copy the caller's
// bytes, which the caller may go on using. chatproof.ClassifyHTML, which
// keeps no Document, judges a plain HTML page in the caller's bytes
// without that copy and copies out of its verdict what it holds of them.
//
// The tree has a node budget (NodeBudgetPerByte bytes per byte of the
// page and NodeBudgetBase more, see ErrTooManyNodes): a page whose tree
// would outgrow it is refused while it is read, before it grows further,
// so a Document never holds more than about 4 times its page and 16 MiB
// besides the page itself.
package snapshot
