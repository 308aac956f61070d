// Package capture reads a live ChatGPT page from a browser over the Chrome
// DevTools protocol and writes snapshots the classifiers can trust: the
// page's structure and attributes, the browser's own verdict on what is
// visible, and nothing secret. It backs chatproof capture and chatproof
// record, and is the only package that talks to a browser.
//
// # Reading without touching
//
// A Browser is attached to (Attach, a running browser's remote debugging
// endpoint) or launched (Launch, headless, for tests). Browser.Tab picks the
// one page whose URL matches a pattern and attaches to it; closing the Tab
// detaches and leaves the page open. Tab.Capture makes one
// DOMSnapshot.captureSnapshot call (the DOM with layout boxes and the
// computed styles in StyleProperties) plus Page.getLayoutMetrics and
// Browser.getVersion. Nothing clicks, scrolls, focuses, navigates or runs
// page script.
//
// # The snapshot
//
// Decode turns the protocol result into a Page, Visibility decides each
// element's effective visibility from its box and computed styles, and
// Build writes the document with data-chatproof-visible="true"/"false" on
// every element and, at the start of the head, the metas
// chatproof:capture (v1), chatproof:url (scheme, host and path: see
// CleanURL), chatproof:time (RFC 3339, UTC), chatproof:viewport (WxH),
// chatproof:browser and chatproof:tool. A reader that sees
// chatproof:capture uses the annotations instead of guessing visibility
// from classes and inline styles.
//
// # Safety
//
// Sanitize removes scripts (JSON state included), inline event handlers,
// javascript: URLs, comments and metas, drops every input value and every
// textarea content but the composer's, and replaces values and text spans
// that look like secrets (JWTs, bearer credentials, sk- keys, token /
// session / cookie key=value pairs) with [redacted]. With
// Options.RedactText, message content becomes same-length filler while UI
// chrome (buttons, status and alert nodes, error containers, reasoning
// chrome, the composer surface's banners) stays verbatim, so a capture can
// go into a public corpus and still classify like the page. SanitizeHTML
// applies the same to a saved file, without a browser and so without
// visibility annotations.
//
// # Recording
//
// Record captures a tab at a fixed interval into a timed sequence (a txtar
// archive with snap/NNNNNNms.html sections, as chatproof replay reads)
// until a Judge says done or a limit is reached. It keeps time with
// RecordOptions.Clock (real time when nil), so its schedule can be tested
// exactly.
//
// # Reason codes
//
// Record says why it stopped with one of:
//
//   - [ReasonGateFired] "gate_fired": the judge reported the sequence done.
//   - [ReasonTimeLimit] "time_limit": RecordOptions.Max elapsed.
//   - [ReasonSnapshotLimit] "snapshot_limit": RecordOptions.MaxSnapshots
//     snapshots were taken.
//   - [ReasonCanceled] "canceled": the context ended.
//
// # Limits
//
// Decode rejects more than MaxNodes nodes (ErrTooLarge) and nesting deeper
// than MaxDepth (ErrTooDeep); Build rejects an element name HTML cannot
// write (ErrUnrenderable); SanitizeHTML rejects input over MaxFileBytes.
// Each is an error rather than a partial snapshot, since a snapshot that
// lost part of the page could lose the one control a verdict rests on.
// Frames are not inlined; shadow roots are flattened into their hosts.
// Markup that the DOM allows but HTML cannot express (a div inside a p
// built by script) is written as is and re-parsed as HTML would.
package capture
