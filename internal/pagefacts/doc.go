// Package pagefacts reads, from a snapshot the reader (internal/dom) has
// parsed, the facts of a page that the recovery decisions need and a
// snapshot verdict does not carry: the id of the sent user message, a draft
// in the composer, a busy composer, a running tool, a permission card and a
// rate-limit error.
//
// # Scopes
//
// Each fact is read only in its own scope, and only from elements dom
// decides are visible: hidden nodes are never evidence.
//
//   - The latest user message: the last visible element whose
//     data-message-author-role is "user" gives UserID, with or without an id.
//   - The composer: #prompt-textarea (Draft, ComposerBusy) and
//     div#thread-bottom (ComposerBusy, PermissionCard, RateLimitError).
//   - The current turn: the last conversation turn of the page in document
//     order (ToolRunning, PermissionCard, RateLimitError). A turn is an
//     element with a non-empty data-turn or a data-testid starting with
//     "conversation-turn-"; on a page without such wrappers, each element
//     with a data-message-author-role outside every turn is its own turn.
//     Hidden turns are turns: a hidden last turn still makes the turns
//     before it history.
//   - The page outside every turn (a toast): RateLimitError.
//
// Message content (an element with the class token "markdown" and
// everything inside it) and older turns are never evidence of a tool, a
// permission card or an error.
//
// # Cost
//
// Read makes one pass over the element table, reading each element's
// attributes once, with a stack of open scopes no deeper than the
// document. Text is read only in a few ranges, each element at most once
// per fact: the outermost visible parts of the composer editor, the
// outermost visible error chrome of each turn, and the label of each
// outermost button (at most MaxLabelRunes runes).
//
// # Reason codes
//
// None: the facts are evidence for package recovery, which gives the
// reason codes.
package pagefacts
