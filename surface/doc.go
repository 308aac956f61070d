// Package surface reads the composer surface of a ChatGPT snapshot: the
// conversation-length wall, usage limits and closed chats that ChatGPT shows
// around the composer, not in the reply.
//
// [Read] reads the composer-surface part of a verdict ([Surface]) from a
// page parsed by package snapshot; chatproof.ClassifyHTML returns it as
// chatproof.Verdict.Surface. The package holds the values and bounds, the
// rules and their documentation: each reason code's constant names the
// function that decides it. read.go finds div#thread-bottom, scan.go walks
// it (element.go classifies each element, line.go assembles text blocks),
// and (*scanner).decide gives the state and its reasons.
//
// The reader looks only at the first div#thread-bottom of the document. It has
// no page-wide fallback: a page without that element is [StateMissing] and
// nothing else is inferred from it.
//
// # Evidence
//
// Inside #thread-bottom, the reader skips hidden elements (they neither add text
// nor split it), message content (anything inside an element matching the
// site profile's turn, message, content or user-content markers: for
// ChatGPT an element with data-message-author-role, data-message-id,
// data-conversation-role, data-user-message-bubble, data-turn,
// data-turn-id or data-turn-key, a conversation-turn test id, a collapsed
// user message, the class markdown or data-message-content), editing
// controls (textarea, input, select, any element with a contenteditable
// attribute, and the profile's editor markers, ChatGPT's #prompt-textarea:
// their text is the user's draft), and media (svg, img, …). What is site
// markup the reader takes from the profile it is given (ReadSite); what
// is HTML (tags, contenteditable, disabled, role=button) stays here.
//
// Banners are the visible text blocks that remain. A text block is the text
// between two block boundaries, white space collapsed: block elements (div,
// p, li, headings, form, …, or a block, flex, grid, table, flow-root or
// list-item utility class), actions and skipped elements start and end a
// block; inline elements (span, b, a without href, …) do not, and a br is a
// space. So a sentence split across inline elements is one banner, and a
// banner and its "Start new chat" link are a banner and an action. An
// inline action (a link or button not laid out as a block) splits the
// banners but not the sentence: the block is also matched against the wall
// and quota sentences with the action's visible words in place ("… keep
// talking by <a>starting a new chat</a>."), and that joined text is never
// reported as a banner. A block
// without a letter or digit is not a banner. The disclaimer is not a banner
// and actions inside it are not actions. It is known by its place first:
// the element whose class has the token
// "[view-transition-name:var(--vt-disclaimer)]", where ChatGPT draws it,
// whatever its words and language (a Hebrew, Hungarian or Indonesian
// disclaimer with its cookie-preferences link); and by its wording second
// ("ChatGPT can make mistakes…" and its openings in the known UI
// languages), wherever it is drawn. A wall or usage-limit sentence in the
// disclaimer's place still counts.
//
// Actions are the visible button, a[href] and [role=button] elements in
// #thread-bottom; their label is the accessible label (aria-label, else
// visible text, else title). Inside a form (a form element or any element
// whose data-type names the composer, data-type "unified-composer" on a
// div) only the new-chat calls to action (grammar.IsClosedAction and
// grammar.IsContinueAction: "New chat", "Start new chat", "Continue in a
// new chat", in English and every UI language the grammar knows) are
// actions, wherever in the form they are drawn, its header row included;
// the form's own controls (send, stop, dictate, plus, voice, model pickers)
// never are.
//
// The composer is usable when #thread-bottom holds an editor that is
// visible, accepts typing and is not disabled. Editors are the elements
// matching the profile's editor markers (ChatGPT: id or name
// "prompt-textarea") and any textarea or contenteditable element inside a
// form (a form element, or an element the profile's composer-form markers
// match). An editor accepts typing when it is a textarea (or a text
// input), or has contenteditable "", "true" or "plaintext-only", and
// nothing of its own refuses it: disabled, readonly, aria-disabled="true"
// or aria-readonly="true"; it is disabled by inert, aria-disabled="true"
// or a disabled fieldset on an ancestor up to #thread-bottom. This editor
// rule is the one package recovery/pageview reads for a busy composer;
// where it takes an editor whose markup proves neither for not busy, the
// surface takes it for not usable. One usable editor
// suffices: on the real pages the fallback textarea is display:none and the
// contenteditable div#prompt-textarea is the editor, so the composer is
// usable; if only the textarea is shown and enabled, it is usable too; when
// every editor is hidden or disabled, it is not.
//
// # States
//
// In order of precedence:
//
//  1. [StateExhausted]: a banner equals, after grammar normalisation, a known
//     conversation-length wall sentence (grammar.MatchWallSentence). Rule
//     is the grammar rule, e.g. "wall_2026_keep_talking".
//  2. [StateQuota]: a banner is a usage-limit sentence
//     (grammar.MatchQuotaSentence); Rule is its grammar rule.
//  3. [StateClosed]: the composer is not usable and an action is "New chat",
//     "Start new chat" or "Start a new chat" (in English or a UI language
//     the grammar knows), anywhere in #thread-bottom but the disclaimer;
//     Rule is [RuleClosedAction].
//  4. [StateOpen]: none of these, proven with the site's wording (see
//     "Site profiles and wording tables": where that wording is unknown
//     the state is [StateMissing]).
//
// ContinuationOffered is advisory and independent of the state: a "Continue
// in a new chat" action (in any known UI language, the form's header row
// included) while the composer is usable.
//
// The reader fails closed. With two div#thread-bottom elements the surface is
// ambiguous and the state is open. When the scan bound is exceeded only a
// wall seen within the bound is reported; anything below exhausted could be
// outranked by what was not read, so the state is open.
//
// # Site profiles and wording tables
//
// ReadSite reads the surface with a site profile (package site): its
// surface markers give the element read (ChatGPT's div#thread-bottom; a
// profile without any reads every page as missing), its banner markers the
// disclaimer's place, and its wording tables (site.Profile.Wording) which
// of the grammar's surface wording applies to the site (wording.go): wall
// (the wall sentences), quota (the usage-limit sentences), closed and
// continue (the English new-chat calls to action), new_chat (the other
// languages' calls to action), disclaimer (the disclaimer's openings).
// Where a table is unknown, its wording proves nothing about the site:
//
//   - a disclaimer of unknown wording is not recognised by its words (its
//     place still is), so its text is a banner and is matched like any;
//   - a wall, usage-limit sentence or call to action of unknown wording
//     names no state, and no state below the one it would outrank is
//     proven: with text on the surface (a block matched, or too long to
//     be) and the wall wording unknown the state is missing, not open or
//     quota; with the quota wording unknown, missing, not closed or open;
//     with an unusable composer and the closed or new_chat wording
//     unknown, missing, not open. The reason is surface_wording_unknown.
//     A continue action of unknown wording is no continuation offered.
//
// ChatGPT's profile marks every table known, so its reads are the
// grammar's. A surface is never open on a site whose wording it cannot
// read: open means that no wall, limit or closed chat is shown, which only
// known wording can prove.
//
// # Bounds
//
// Reported evidence: at most [MaxBanners] banners of [MaxBannerRunes] runes
// and [MaxActions] actions of [MaxActionRunes] runes, in document order,
// never nil. Classification considers every visible text block and action,
// not only the reported ones, up to [MaxScanBlocks] blocks and
// [MaxScanActions] actions; each block is read up to [MaxScanRunes] runes
// and a longer one is never matched. A megabyte text node costs no more than
// the bound; the only document-wide work is one pass over the element
// table to find #thread-bottom, which reads the attributes of the elements
// that have an id.
//
// # Reason codes
//
// State.Reasons lists the state's own code first, then the others that
// apply, in this order:
//
//   - [ReasonWallBanner] "wall_banner": a banner is a wall sentence
//     (exhausted) (decided by (*scanner).decide).
//   - [ReasonQuotaBanner] "quota_banner": a banner is a usage-limit sentence
//     (quota) (decided by (*scanner).decide).
//   - [ReasonClosedChat] "closed_chat": unusable composer next to a new-chat
//     action (closed) (decided by (*scanner).decide).
//   - [ReasonSurfaceOpen] "surface_open": no wall, limit or closed chat is
//     proven (open) (decided by (*scanner).decide).
//   - [ReasonThreadBottomMissing] "thread_bottom_missing": the page has no
//     div#thread-bottom (missing); no other code follows (decided by read).
//   - [ReasonComposerMissing] "composer_missing": no editor element at all
//     (decided by (*scanner).decide).
//   - [ReasonComposerUnusable] "composer_unusable": editors exist but none
//     is visible, editable and enabled (decided by (*scanner).decide).
//   - [ReasonContinuationOffered] "continuation_offered": a "Continue in a
//     new chat" action with a usable composer (decided by
//     (*scanner).decide).
//   - [ReasonThreadBottomHidden] "thread_bottom_hidden": #thread-bottom
//     itself is hidden, so nothing in it is evidence (decided by
//     (*scanner).decide).
//   - [ReasonThreadBottomDuplicate] "thread_bottom_duplicate": more than one
//     div#thread-bottom; the first was read and nothing is proven (decided
//     by (*scanner).decide).
//   - [ReasonScanTruncated] "surface_scan_truncated": more than
//     MaxScanBlocks text blocks or MaxScanActions actions (decided by
//     (*scanner).decide).
//   - [ReasonLongLabelSkipped] "long_label_skipped": a text block longer
//     than MaxScanRunes was reported but not matched (decided by
//     (*scanner).decide).
//   - [ReasonSurfaceWordingUnknown] "surface_wording_unknown": the surface
//     shows text or an unusable composer that the site's wall, quota or
//     closed-chat wording would have to read, and the profile says that
//     wording is unknown (missing) (decided by (*scanner).decide).
package surface
