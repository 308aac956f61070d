// Package page is the captured page: the page model a DOMSnapshot capture
// decodes into, the browser's visibility and covers judged on it, and the
// annotated HTML written from it. It is pure: it reads no browser and does
// no I/O, so everything here is testable from a page built in Go. Package
// capture reads the page from a browser, full or scoped, and hands it
// here; package redact then takes the secrets out of the written
// document.
//
// Entry points: Decode (a DOMSnapshot.captureSnapshot result to a Page),
// Visibility and Covered (per node, the browser's verdict on what shows
// and what it paints under a certain opaque cover), HitCovered (the same
// judgement from what a scoped capture's reader hit-tested, see Hits),
// and Build (the Page to an annotated HTML document, with the Provenance
// metas). StyleProperties are the computed styles a capture asks for;
// ShellStyles, those a scoped capture reads a bare shell with; StyleNeeds,
// on which elements the judge of a page without the paint order reads
// each (a scoped capture leaves it empty elsewhere; Need.Holds and
// Layout.WithNeededStyles apply them).
//
// # The page
//
// Decode turns the protocol result into a Page, and Visibility decides
// each element's effective visibility from its box, its scroll rectangle,
// its paint order and its computed styles (display, visibility, opacity,
// filter, clip-path, clip, position, overflow, overflow-clip-margin,
// transform, content-visibility, direction, background-color, contain,
// mask-image) the way the browser paints (paint containment clips what a
// box holds, a wholly transparent mask hides it, content-visibility does
// nothing on an inline box), content it skips (content-visibility:hidden,
// hidden="until-found", a closed details beyond its summary) left
// unpainted as Element.checkVisibility says, even where the browser still
// holds layout for it (once a script measured it); the scoped reader of package
// capture asks checkVisibility itself and gives skipped content no box. Covered
// decides which visible elements it paints under a certain opaque cover (a
// card, a sticky header: also z-index, border-radius and mix-blend-mode);
// real-browser tests check both against the browser's own hit-test and
// checkVisibility. A page style that shows a closed details' content
// (::details-content) is not seen: that content counts as skipped.
// Build writes the document with data-chatproof-visible="true"/"false" on every element,
// data-chatproof-covered="true" on every covered one (a cover never
// changes visibility: the rules read a covered finished-action control as
// no evidence and a covered stop control as no activity; what the browser
// paints counts, what it does not paint does not) and, at the start
// of the head, the metas chatproof:capture (v1), chatproof:url (scheme,
// host and path), chatproof:time (RFC 3339, UTC),
// chatproof:viewport (WxH), chatproof:browser and chatproof:tool. Text
// cannot carry the annotation: text the browser does not show inside an
// element it shows is wrapped in <span data-chatproof-visible="false"
// data-chatproof-hidden-text>. A reader that sees chatproof:capture uses
// the annotations instead of guessing visibility from classes and inline
// styles.
//
// # Errors and limits
//
// Decode rejects more than MaxNodes nodes (ErrTooLarge) and nesting deeper
// than MaxDepth (ErrTooDeep), and a result without a document
// (ErrEmptySnapshot); Build rejects an element name HTML cannot write
// (ErrUnrenderable). Each is an error rather than a partial page, since a
// page that lost part of the document could lose the one control a verdict
// rests on. Frames are not inlined; shadow roots are flattened into their
// hosts. Covered weighs at most 32 covers against each element, the ones
// painted last, and only covers it knows to be opaque (an opaque background
// colour, nothing see-through on them): what only another box covers is
// not annotated covered. Markup that the DOM allows but HTML cannot
// express (a div inside a p built by script) is written as is: chatproof's
// snapshot reader reads it as written, as the browser had it, where an
// HTML parser would move it.
package page
