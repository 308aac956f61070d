// Package pageview makes package recovery's page evidence (a
// recovery.View) from one parsed snapshot: what the verdict shows,
// completed with the facts it does not carry — the sent message's id, a
// draft, a busy composer, a running tool, a permission card, a rate-limit
// error — read from the same document with the same visibility.
//
// The page is judged once: classify.Read gives the verdict's parts and the
// classifier's reading of the page's turns (classify.Turns), and every
// fact is scoped by that reading, so "the current turn", "message
// content" and "the sent message" mean here exactly what they mean in the
// verdict.
//
// # From the verdict
//
// The current response's id, text, turn index and finished bar; activity
// that is not LevelNone or LevelWeak (strong, or a level not recognised)
// as Streaming; the ProviderDeliveryTimeout terminal as the thread error
// card; a disconnected-stream placeholder in the response text
// (grammar.IsInterruptedStream) as Interrupted; a rate-limit sentence among
// the composer banners (grammar.IsRateLimited) as RateLimitVisible.
//
// # From the page
//
// Each fact is read only in its own scope, and only from elements the
// reader decides are visible: hidden nodes are never evidence. The
// markup is the site profile's the page was judged with
// (classify.Turns.Site; package site): the composer region from its
// surface markers, the editor from its editor markers, error chrome from
// its error and status markers, and what only these facts read from the
// markers of its recovery object (site.RecoveryMarkers: tool, running,
// permission and error). ChatGPT's, in parentheses below, are its
// profile's; the ARIA states (aria-busy, role progressbar and button, the
// editor's disabled states) and the permission buttons' labels stay in
// code.
//
//   - UserID: the data-message-id of the latest user message, the sent one
//     (classify.Turns.SentID): "" when it has none.
//   - Draft: visible text in the editor (the contenteditable editor, or
//     its fallback textarea) other than its placeholder (an element with
//     data-placeholder or the class token placeholder).
//   - ComposerBusy: aria-busy="true" in the composer region
//     (the div below the thread), or an editor that refuses input by the
//     editor rule package surface reads for composer_usable (disabled,
//     readonly, aria-disabled or aria-readonly "true",
//     contenteditable="false"), or one inside an inert, aria-disabled or
//     disabled-fieldset element of the region. An editor whose markup
//     proves neither accepting nor refusing input is not busy here and
//     not usable there: each fact needs its own evidence.
//   - ToolRunning: a tool element of the current turn (a data-testid
//     naming a tool or connector, and what is inside it) that is busy:
//     aria-busy="true", role progressbar, or a running marker (a
//     data-state of running, in_progress, in-progress or pending).
//   - PermissionCard: a permission marker in the current turn or the
//     composer region (a data-testid naming a permission, approval or
//     consent card), or a button there labelled Allow, Allow once, Always
//     allow, Approve or Deny.
//   - RateLimitVisible, also: error chrome (role alert or status, a
//     text-token-text-error container, a data-testid naming an error) of
//     the current turn, or outside every turn (the composer surface, a
//     toast), reporting rate limiting. An older turn's error chrome is
//     history.
//
// Message content (classify.Turns.Content, and everything inside it) and
// older turns are never evidence of a tool, a permission card or an
// error. These facts only add evidence: none clears what the verdict
// showed. A page without its profile's composer region is not a
// conversation view: its View is not Known.
//
// A fact read by no marker cannot be shown absent, so the facts prove
// nothing on a page whose profile does not declare the composer region,
// the editor, error chrome and the recovery object's tool, running and
// permission markers: its View is not Known, as a page without a profile
// is, and no automatic action follows from it (recovery's view_unknown).
// Gemini's profile declares no recovery marker (the reference note knows
// none of its tool, permission or recovery chrome) and no composer
// region: a Gemini page's View is not Known until a profile (a patch of
// Gemini's) declares every list.
//
// # Cost
//
// The facts take one pass over the document's elements, reading each
// element's attributes once for its ARIA states and testing them against
// each of the profile's entries the facts read (sixteen for ChatGPT), with
// a stack of open scopes no deeper than the document. Text is read only in a few ranges, each element at most
// once per fact: the outermost visible parts of the composer editor, the
// outermost visible error chrome of each scope, and the label of each
// outermost button (at most MaxLabelRunes runes).
//
// # Reason codes
//
// None: the View is evidence for package recovery, which gives the reason
// codes.
package pageview
