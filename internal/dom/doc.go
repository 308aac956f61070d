// Package dom is chatproof's snapshot model: one serialized HTML document
// read literally in one pass, with every element numbered in document
// order and its visibility decided once, so that classifiers can scope,
// order and filter evidence in constant time per element.
//
// # Reading
//
// A snapshot is a serialization of a live DOM (a saved page, outerHTML,
// chatproof capture): its markup already writes the tree the browser had.
// Parse reads it as written, in one pass, and does not replay HTML's repair
// rules for broken markup. It reads the tokens x/net/html's tokenizer reads,
// as it reads them: text and plain tags straight from the source, any other
// token (comment, doctype, CDATA, raw text, a NUL, a tag with a value whose
// character references an attribute reads unlike text) by a tokenizer
// started at it. A start tag opens an element as a child of the current
// one, an end tag closes the nearest open element of its name (and the
// elements open inside it), and an end tag with no open element of its
// name is ignored, as is one HTML reads by its "any other end tag" rule (a
// name neither special nor formatting: span, label, a custom element, …)
// when a special element (div, p, li, table, an SVG foreignObject, …) is
// open inside that element: "<x><div></x>y" keeps y in the div, and the
// div and x open. Void elements (br, img, input, meta, …) never open;
// script, style, textarea, title and the other raw-text elements hold
// the text the tokenizer reads; in SVG and MathML a self-closing tag
// closes itself, names get their mixed case back (foreignObject, viewBox)
// and namespaced attributes their namespace, CDATA is text, and
// foreignObject, desc, title and MathML's text and annotation points hold
// HTML again; template contents are the template's children, never evidence.
//
// The reader supplies only what a page written by hand relies on, each
// as HTML defines it: the html, head and body elements when the markup
// leaves them out (head content before the first other content goes in
// head; white space before body where HTML puts it); the end tag of a p
// before the next p, of an li before the next li, of a dt or dd before
// the next dt or dd, of a cell before the next cell or row, of a tr
// before the next tr, of an option right before the next option, each
// within its scope (a p is not closed across a button or a table, an li
// not across a list, and so on); no newline right after <pre>, <listing>
// or <textarea>; no NUL bytes in HTML text (U+FFFD in foreign content).
//
// So on a serialized page, and on the pages chatproof's corpus holds, the
// tree is the one html.Parse builds (tests check it on the corpus, pages
// Chromium serialized and random trees html.Render wrote, and a fuzz
// target checks the tokens read against the tokenizer's). It deviates from
// html.Parse only on markup a serializer does not write, and there it
// keeps the nesting the markup writes:
//
//   - formatting elements (a, b, i, font, …) are never reopened after
//     they close, nor moved by the adoption agency: "<b>x<p>y</b>z" keeps
//     z outside b, and no input builds more elements than it writes;
//   - no element closes another implicitly except as listed above: a div
//     in a p stays in the p (as script can make it), an HTML element in
//     SVG stays in the SVG, and a table gets no tbody it does not write;
//     text and elements inside a table stay where they are (no foster
//     parenting);
//   - content in a head the markup writes stays in head (so it is never
//     evidence) until </head> or <body>;
//   - an end tag without an open element of its name does nothing (</p>
//     adds no empty paragraph, </br> no line break); a second html or
//     body tag adds no attributes; image is not renamed img.
//
// # Elements
//
// Elements are numbered in preorder. An element's descendants are exactly
// the elements numbered after it and before its End, so "is inside" and
// "comes after" are integer comparisons. Classifiers refer to elements by
// these numbers.
//
// # Visibility
//
// Hidden nodes are never evidence. Without a capture annotation an element is
// hidden when it or an ancestor has the hidden attribute, aria-hidden="true",
// an inline style display:none, visibility:hidden|collapse or opacity:0, a
// class token hidden, invisible or sr-only, is an input of type hidden, or is
// (inside) head, template, script, style or noscript. The browser renders an
// element with content-visibility:hidden or hidden="until-found" (any case)
// and a details without open, but not their contents: their own text and
// their descendants (but for a closed details' first summary child) are
// hidden. content-visibility counts only on a box it applies to, as the
// markup shows the box: a block, an atomic inline or a table cell, by its
// inline style, a utility class naming a display, or its tag's own display;
// an inline box (a span, a custom element) only where the browser makes it
// a block, as the item of a flex or grid container, an absolutely positioned
// or fixed box, or a float.
//
// A snapshot written by chatproof capture carries
// <meta name="chatproof:capture" content="v1"> and, on every element,
// data-chatproof-visible="true" or "false": the browser's effective computed
// visibility. There the annotation replaces the other heuristics: it is not
// inherited (a visibility:visible child of a visibility:hidden parent is
// painted, and so that walks skipping hidden subtrees find it, its hidden
// ancestors are visible, their own text not), and an element without it
// takes its parent's. aria-hidden subtrees, head, template, script, style and
// noscript, and skipped contents without an annotation of their own are
// non-evidence in both modes.
//
// Such a snapshot may also carry data-chatproof-covered="true" on a visible
// element the browser paints under a certain opaque cover (a card, a sticky
// header). Covered reports it for the element and everything inside it. It
// does not change visibility: the rules only refuse a covered element as
// positive evidence. Without the capture meta the attribute is ignored.
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
// before reading it (package snapshot reads a page from a reader within
// the same limit). Markup nested deeper than MaxDepth (512 open
// elements, html and body included) is refused with ErrTooDeep, an error
// and never a partial document: attaching the deeper elements elsewhere
// would change which ancestors hide them, and so could make hidden markup
// evidence. Markup whose tree would outgrow its node budget (see
// NodeBudget: 4 bytes of tree per byte of input and 16 MiB, counted as the
// tree is built) is refused with ErrTooManyNodes as soon as it is over,
// again an error and never a partial document. Any other input — malformed
// markup, bytes that are not UTF-8, NUL bytes — gives a Document. Text and Label always return valid UTF-8:
// a byte that is not UTF-8 reads as U+FFFD.
//
// # Cost
//
// Reading is linear in the input by construction: text and plain tags are
// read looking at each byte a bounded number of times, and a token handed
// to a tokenizer costs about its length; no element is built that the
// markup does not write; an end tag costs a check of the count of open
// elements of its name and, when one is open, of the nearest one and the
// nearest special element (each open element records both), then a walk
// down to it that closes everything it passes; the optional end tags
// above are found in constant time from what each open element records
// of its scope. The element table (tag, recorded attribute keys, own
// visibility) is built while reading, sized before it from the count of
// '<' followed by a letter (no more elements can open), so it never
// grows. The tree keeps one
// copy of the source and slices text, raw text (script, style, …) and
// attribute values from it (decoded ones are copies); nodes and attributes
// are allocated in chunks, names once per distinct name, a decoded value
// once per distinct value, and a list of attributes equal to one stored
// shortly before (a table of recent lists by hash) is not stored again: the
// elements share it. No one may change an attribute list in place (a
// change is a new list).
//
// Memory is bounded by the node budget: a document holds at most
// NodeBudget(size) bytes of tree besides its source, whatever the markup.
// A generated conversation page, an element per 100 to 120 bytes, holds
// about 1.6 times its size in tree (2.6 times with its source); the saved
// pages of chat sites 1 to 2 times; markup of tiny elements ("<p>x</p>"
// again and again, 232 bytes of tree per 8 bytes) reaches the budget from
// about 600 KiB and is refused.
//
// # Reason codes
//
// None: dom reports errors (ErrTooLarge, ErrTooDeep, ErrTooManyNodes),
// never verdicts.
package dom
