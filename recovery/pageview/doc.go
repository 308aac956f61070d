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
// reader decides are visible: hidden nodes are never evidence.
//
//   - UserID: the data-message-id of the latest user message, the sent one
//     (classify.Turns.SentID): "" when it has none.
//   - Draft: visible text in #prompt-textarea other than its placeholder
//     (an element with data-placeholder or the class token placeholder).
//   - ComposerBusy: aria-busy="true" in div#thread-bottom, or an editor
//     that cannot be edited (contenteditable="false", disabled,
//     aria-disabled="true").
//   - ToolRunning: a tool or connector element of the current turn (a
//     data-testid naming a tool or connector, and what is inside it) that
//     is busy: aria-busy="true", role progressbar, or a data-state of
//     running, in_progress, in-progress or pending.
//   - PermissionCard: an element of the current turn or of the composer
//     surface whose data-testid names a permission, approval or consent
//     card, or a button labelled Allow, Allow once, Always allow, Approve
//     or Deny.
//   - RateLimitVisible, also: error chrome (role alert or status, a
//     text-token-text-error container, a data-testid naming an error) of
//     the current turn, or outside every turn (the composer surface, a
//     toast), reporting rate limiting. An older turn's error chrome is
//     history.
//
// Message content (classify.Turns.Content, and everything inside it) and
// older turns are never evidence of a tool, a permission card or an
// error. These facts only add evidence: none clears what the verdict
// showed. A page without div#thread-bottom is not a conversation view:
// its View is not Known.
//
// # Cost
//
// The facts take one pass over the document's elements, reading each
// element's attributes once, with a stack of open scopes no deeper than
// the document. Text is read only in a few ranges, each element at most
// once per fact: the outermost visible parts of the composer editor, the
// outermost visible error chrome of each scope, and the label of each
// outermost button (at most MaxLabelRunes runes).
//
// # Reason codes
//
// None: the View is evidence for package recovery, which gives the reason
// codes.
package pageview
