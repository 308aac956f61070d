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
// page whose target id is given, or the one page whose URL matches a
// pattern, and attaches to it; closing the Tab detaches and leaves the page
// open. The package speaks the DevTools protocol itself rather than through
// a general automation client, because such clients enable domains and
// evaluate script in the page when they attach (a page can notice: a getter
// on window.self runs). Attaching sends Target.attachToTarget and nothing
// else. Tab.Capture makes one DOMSnapshot.captureSnapshot call (the DOM
// with layout boxes, scroll rectangles, paint order and the computed
// styles in page.StyleProperties) plus Page.getLayoutMetrics,
// Page.getFrameTree (which document it read: see page.Provenance.Document) and
// Browser.getVersion (once for all the tabs of a Browser). Nothing clicks, scrolls,
// focuses, navigates or runs page script.
//
// Every protocol call has a deadline (the caller's, else
// DefaultCallTimeout): a page behind an alert() dialog or in a script loop
// never answers, and Capture then fails with ErrNoAnswer. A connection
// that drops fails every call with ErrConnectionLost.
//
// # Scoped captures
//
// With CaptureOptions.Scoped (the default of chatproof capture and record,
// and of Watch) a capture reads only what the rules of packages classify
// and surface use, in one Runtime.evaluate in an isolated world created
// with Page.createIsolatedWorld: never the page's own world, so no page
// script, getter or prototype override runs. A Tab asks for the world in
// its main frame, whose id is the tab's own, beside the frame tree (which
// names the site), rather than after it. The reader is sent to the world
// once, without its comment lines and indentation (an evaluation's cost
// grows with its bytes), and kept there; a later poll sends only a call
// of it (and the reader again when the world lost it, as a navigation
// does). The reader
// writes the document skeleton; every element matching a rule marker the
// rules read anywhere (page chrome, stop controls by exact test id,
// composer forms, verified panels, #thread-bottom), with its ancestors; the
// turns from the latest user turn on, and everything after them such as
// #thread-bottom, in full; and, of the older turns, only those that bear on
// the current turn's index and order, as shells (their turn and message
// markers, without content): the turn just before, and on a page that
// numbers its turns (conversation-turn-N) every older turn numbered at or
// after the lowest number from the latest user turn on
// (turn_order_conflict), and the last numbered one when none from there on
// is. A page that does not number its turns has its index counted by
// position, so there every older turn is written as a shell. Markers the
// rules read only inside the current turn or a verified panel (progress,
// busy, thinking, reasoning, alert and status chrome, the error card's
// retry button) are not written for older turns. The markers are one table
// (markers.go). For every node written the reader returns what
// DOMSnapshot.captureSnapshot would (attributes, layout box, the computed
// styles in page.StyleProperties, each where the judge of a page without
// paint order reads it (page.StyleNeeds: clip only on a box absolute or
// fixed, say); for a shell with nothing written inside it, only the styles
// that judge its own box), in its layout, so the same
// page.Decode, page.Visibility, page.Build and redact.Sanitize run on both paths and a scoped
// capture judges like a full one.
//
// A poll's work does not grow with the number of older turns. The
// elements that may match a marker are found once per document and then
// kept, in the isolated world, by a
// MutationObserver that tells each read what was added, removed or
// changed since the last (past 20,000 changes without a read it stops, and
// the next read starts over; Tab.Close and ContextTab.Close stop it and
// drop the list). So is the choice of what to write: a read with no change
// reported writes the same elements again, and one with changes finds the
// latest user turn from the end of the kept list and reads the older
// turns' numbers again only after a change before that turn that can
// renumber one (nodes added or removed, attributes of a turn marker). An older turn that is left out has no box, style or
// attribute the rules read (its visibility is not evidence, and its place
// is in its markers), so only a change the observer reports can bring it
// in. Boxes and styles of what is written change without any DOM mutation,
// so they are read anew on every poll. The first poll of a page reads the
// styles of what it writes only, and on a page that numbers its turns
// (ChatGPT's conversation-turn-N) it does not test every element against
// every turn marker: it walks back from the end of the document to the
// latest user turn, gathers every candidate from there on, and asks the
// browser only for the numbered turn markers and the markers read
// anywhere, which are all the plan reads of the older turns besides the
// turn just before the latest user turn (found by walking back from it).
// A later read whose plan would need the other older candidates (the page
// stops numbering its turns, the latest user turn moves before the part
// the list was gathered whole from, that part's first element is moved or
// taken out, a walk passes 20,000 elements) finds
// every candidate with the document-wide queries instead, as the first
// poll of a page that does not number its turns does.
// What a script cannot see, the scoped reader does not either: closed
// shadow roots, markers inside shadow roots outside what it writes in
// full, an empty text box the browser keeps for collapsed white space, and
// the paint order; a page under a fixed layer over the whole layout
// viewport is therefore read whole. Such a layer is found among what the
// reader writes from the styles it reads, and elsewhere by hit-testing the
// middle of the viewport, which passes by a layer that takes no hits
// there, such as one with pointer-events:none. That hit test costs time in
// proportion to the page's boxes, so its answer is kept between polls and
// asked again on the first read; when the observer reports a change made
// outside what the read writes whole (attributes such as class and style,
// added and removed nodes); when the viewport, the window, the device
// pixel ratio or the scroll position changed; when a style sheet was
// added, removed, replaced, disabled, given other media or another number
// of rules; when the focused element changed; while an animation runs on
// anything outside what is written whole; and at least every 8th read,
// for what nothing tells (a style rule edited in place, hover, a selector
// such as :has() restyling an element outside the written part from a
// change inside it). Since a layer may come in by such a change in the
// reads between, the kept answer is taken only while every finished-action
// control written on screen is found topmost at every point its cover test
// probes; otherwise (a control under something, or with
// pointer-events:none) the browser is asked again on that read, so that a
// layer no record told of never lets a control it hides prove a reply. A
// control off screen (the page loaded at its top, the user reading an older
// turn) has no point to probe, and the hit test grows with the page
// (Chromium tests every positioned box: about as many as the turns), so
// for it the kept answer is taken as well, unless a pointer event (a
// hovered element restyled) came since it was asked, which passive
// listeners of the reader's world note; besides the changes above, only
// what nothing tells (a style rule edited in place, a change inside a
// shadow tree) can then bring in a layer unseen, for at most 8 reads: the
// one window the kept answer leaves (TestScopedKeptLayerOffScreen). So a
// poll of a page that did not change, or changed only in what it writes
// whole, costs the same at 5,000 turns as at 100. What the browser does
// for the page itself is not the reader's to save: a poll sent the
// instant the page's own rendering of a change ends can wait for the
// renderer to sweep the garbage that rendering left, which grows with the
// page, as a trivial evaluation waits then too (BenchmarkLive's -at-once
// variants). Nor is the rendering of a tab in the background: the
// browser lays out a hidden page's change only when something asks for a
// box, so there a poll after a change pays the page's layout, as any
// reader of boxes or innerText does (hundreds of milliseconds on a
// 1,000-turn conversation; see docs/performance.md).
// Without the paint order the reader finds covers by hit-testing, and only
// over the finished-action controls it writes in full, never by reading
// the page whole; it reports what it hit there (the styles and boxes of
// those elements and their ancestors) and Go judges them by page.Covered's own
// conditions (page.HitCovered), so the conditions are written once. Its hit
// test (document.elementsFromPoint) passes by a box with
// pointer-events:none, so Go confirms with the browser's paint-order hit
// test (DOM.getNodeForLocation, pointer-events:none boxes hit-tested, no
// domain enabled) what the verdict rests on: each finished control the
// reader probed and did not find covered and, beside one, each stop
// control written (rare: a streaming reply shows no finished bar, a
// finished one no stop control). It asks at the control's middle first,
// and only when something other than the control is hit there at its four
// other points; it resolves the nodes hit in the isolated world and reads
// them as the reader reads its own hits, in one callFunctionOn for all the
// controls (one more for those covered in the middle), and judges them by
// the same conditions (see paintCovers). That reading takes the very
// controls the reader probed, which the reader keeps in its world under
// the id of its answer: found again by their markup and box they would
// cost a query of the whole document, and a twin of the same markup and
// box (a hidden copy of the control) would make each ambiguous, proving
// nothing where a cover lies (TestCoverOverTwinControls). The objects of
// the nodes hit are kept in the world between polls (a backend node id
// names one node for the life of its document), at most 64 before they
// are released together, and all of them when the world is released
// (Close). A poll with a clear finished bar read anew costs one
// getNodeForLocation per finished control and one callFunctionOn, plus a
// resolveNode for each node hit that no earlier probe in the world hit;
// on a Tab the hit tests go to the browser together, and so do the
// resolutions, so that is two round trips whatever the number of
// controls, three when a node is new. A poll the reader answers
// unchanged, or that writes no finished control, costs nothing more. Any failure of that probe leaves the control as the
// reader judged it. Both hit tests reach only the topmost element at a
// point: when, at every point of a control not shown there, that element
// is a raised box (positioned or z-indexed) that is no certain cover, or
// is inside one, what lies under it over the control is not known (an
// opaque card beside a see-through toast, under it), and the control is
// neither proof nor its absence (page.HitUndecided): that poll reads the
// page whole, as under a layer, and the paint order decides
// (TestOverlayVariants' veils, TestCoveringLayerVariants). What is still
// missed: a cover over a control off
// screen or over one that takes no hits itself (neither is probed); and a
// poll the reader answers unchanged keeps the judgement of the snapshot it
// repeats.
//
// A scoped snapshot carries chatproof:scope=rules. ContextTab takes scoped captures of the
// tab of a caller's own chromedp context; CaptureURL takes one from a
// DevTools URL and a tab choice.
//
// # Watching
//
// Watch records a tab with Record, judging each snapshot with
// chatproof.ClassifyHTML and feeding the completion gate, until the gate
// fires, a limit is reached or the context ends, and returns the last
// verdict, the gate's decision, the recorded sequence and why it stopped.
//
// # The snapshot
//
// What a capture writes is package page's and package redact's: page
// decodes the protocol's answer (page.Decode), judges what the browser
// shows and covers (page.Visibility, page.Covered) and writes the
// annotated HTML with its provenance metas (page.Build); redact then takes
// out scripts, secrets and, with Options.RedactText, message text
// (redact.Sanitize) and writes the bytes (redact.Render). Both are pure
// and tested without a browser; this package's real-browser tests check
// their judgements against the browser's own hit-test and checkVisibility.
//
// # Recording
//
// Record captures a tab at a fixed interval into a timed sequence (a txtar
// archive with snap/NNNNNNms.html sections, as chatproof replay reads)
// until a Judge says done or a limit is reached; RecordOptions.Max bounds
// the whole recording, a capture that does not finish included. It
// writes nothing before the first snapshot is in hand. It keeps time with
// RecordOptions.Clock (real time when nil), so its schedule can be tested
// exactly.
//
// # Reason codes
//
// Record says why it stopped with one of:
//
//   - [ReasonGateFired] "gate_fired": the judge reported the sequence done
//     (decided by Record).
//   - [ReasonTimeLimit] "time_limit": RecordOptions.Max or the context's
//     deadline passed (decided by Record and stopReason).
//   - [ReasonSnapshotLimit] "snapshot_limit": RecordOptions.MaxSnapshots
//     snapshots were taken (decided by Record).
//   - [ReasonCanceled] "canceled": the context was canceled (decided by
//     Record and stopReason).
//   - [ReasonNavigated] "navigated": the tab navigated to another page (a
//     new document, not a URL the page set itself); the snapshot of the new
//     page is not written, and Result.NavigatedTo says where it went
//     (decided by Record).
//
// Every ending comes within RecordOptions.Max plus LimitGrace: a capture
// still running then is cut, and a tab whose page did not answer is
// closed without asking the page again.
//
// # Limits
//
// The page's own limits are package page's (page.MaxNodes, page.MaxDepth)
// and package redact's (redact.MaxFileBytes); a capture fails with their
// errors rather than write a partial snapshot.
package capture
