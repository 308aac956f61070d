// Package dom is chatproof's snapshot model: one HTML document parsed once,
// with every element numbered in document order and its visibility decided
// once, so that classifiers can scope, order and filter evidence in constant
// time per element.
//
// # Elements
//
// Parse numbers the elements of the document in preorder. An element's
// descendants are exactly the elements numbered after it and before its End,
// so "is inside" and "comes after" are integer comparisons. Classifiers refer
// to elements by these numbers.
//
// # Visibility
//
// Hidden nodes are never evidence. Without a capture annotation an element is
// hidden when it or an ancestor has the hidden attribute, aria-hidden="true",
// an inline style display:none, visibility:hidden|collapse or opacity:0, a
// class token hidden, invisible or sr-only, is an input of type hidden, or is
// (inside) head, template, script, style or noscript.
//
// A snapshot written by chatproof capture carries
// <meta name="chatproof:capture" content="v1"> and, on every element,
// data-chatproof-visible="true" or "false": the browser's effective computed
// visibility. In such a snapshot the annotation replaces the static style and
// class heuristics: it is each element's effective visibility, so it is not
// inherited (a visibility:visible child of a visibility:hidden parent is
// visible), and an element without it takes its parent's. aria-hidden
// subtrees and head, template, script, style and noscript stay non-evidence
// in both modes.
//
// # Text
//
// Text returns the visible text of an element with one line per block (p, div,
// li, headings, …), each line's white space collapsed; Label returns it on one
// line. Both stop reading once they hold the requested number of runes, so a
// megabyte text node costs no more than the cap.
//
// # Limits
//
// Parse rejects input larger than Limits.MaxBytes (default DefaultMaxBytes,
// 32 MiB; 0 means the default, a negative value no limit) with ErrTooLarge
// before parsing; ParseReader stops reading one byte past the limit. Markup
// nested deeper than MaxDepth (512 open elements, html and body included:
// the x/net/html parser's own limit) is refused with ErrTooDeep, an error
// and never a partial document. Any other input — malformed markup, bytes
// that are not UTF-8, NUL bytes — gives a Document: the HTML parser repairs
// it as a browser would. Text and Label always return valid UTF-8: a byte
// that is not UTF-8 reads as U+FFFD.
//
// # Cost
//
// Indexing is one walk over the parsed tree with one read of each element's
// attributes; the element table is allocated once at its final size, and
// neither indexing nor Text allocates per element. The table records each
// element's tag and which of a few attribute keys it carries (Keys), so that
// a later pass over the whole document loads only the nodes it reads. A
// large tree is mostly out of cache: indexing loads the attributes of a
// batch of elements together before reading them (Warm), so that the waits
// for memory overlap instead of following one another. The parse itself is
// most of the time and memory: a 5000-turn page saved from the site
// (19.5 MB) parses into a 48 MB tree, and the index adds 24 bytes per
// element. ParseReader spares holding the source beside the tree.
//
// The tree x/net/html builds is not bounded by the input size alone: for
// markup that misnests formatting elements (b, i, font, a, …) the parser
// reopens the ones closed implicitly before each later text or tag, so a
// few kilobytes of adversarial markup can build a tree of hundreds of
// megabytes. Parse therefore follows the bytes the parser reads with a
// guard and stops the parse with ErrTooComplex once the elements the parser
// would clone exceed MaxClones plus one per CloneBytes bytes read, before
// they are built.
//
// The guard is a second reading of the markup, not a heuristic: its
// tokenizer (guardtok.go) splits bytes into tags, text, comments and raw
// text exactly as x/net/html's tokenizer does (attribute quoting, abrupt
// comments, script escapes, CDATA and raw text in foreign content), and its
// tree model (guardtree.go, guardrules.go, guardend.go) runs the parser's
// insertion-mode rules on a stack of names: reconstruction of formatting
// elements, implied end tags, scopes, the table modes, templates, foreign
// content, the adoption agency and the three-per-family rule. The rare
// markup it does not follow (more than 1024 active formatting elements, a
// table opened in a paragraph under a doctype whose quirks mode it does not
// decide) is refused with ErrTooComplex too: an untrusted count bounds
// nothing. FuzzCloneCounter and FuzzGuardTokens check that the parser never
// builds more elements than the guard accounts for. Pages saved from a browser are serialised trees
// and reopen none; the guard reads about 620 MB/s, a ninth of the parse.
//
// # Reason codes
//
// None: dom reports errors (ErrTooLarge, ErrTooDeep, ErrTooComplex), never
// verdicts.
package dom
