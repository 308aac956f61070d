// Package classify judges one snapshot of a ChatGPT conversation page for
// its current response: which turn that is, what it says, whether the model
// is still working on it, whether it is finished, and whether the provider
// ended it with an error. It produces the activity, response,
// provider_terminal, terminal and reasons parts of the chatproof.snapshot/v1
// verdict.
//
// [Classify] judges a page parsed by package snapshot and returns those parts
// as a [Result]; chatproof.ClassifyHTML and chatproof.ClassifyReader parse
// and judge a page and return them inside a chatproof.Verdict. The package
// holds the values ([Result], [Activity], [Signal], [Response]), their typed
// values and bounds, the rules and their documentation: each reason code's
// constant names the function that decides it.
//
// Classification fails closed: a snapshot is complete only on positive evidence
// bound to the current response, never on quiet text alone. Time (debounce,
// stability across samples) belongs to package gate.
//
// # How a page is read
//
// The classifier makes one linear pass over the parsed document (its
// elements are numbered in preorder) and records the candidates the
// rules need: turn and message markers, stop controls, composer forms,
// verified panels and page chrome. Every later decision is an integer range
// check ("inside", "after") on those element numbers, plus one scan of the
// current turn container (and, for the wrapperless fallback, of the part of
// the page after the latest user node) and of each verified panel. Hidden
// elements are never evidence.
//
// # Where each rule is
//
// scan.go makes the one pass over the page that records turn and message
// markers, stop controls, composer forms, verified panels and page chrome
// (markers.go lists them, each with its CSS selector); turns.go assembles
// turns from the markers and response.go picks the current response
// (wrapperless.go without turn wrappers). scopescan.go is the pass over
// the current turn container and each verified panel: its loop only
// dispatches, and each rule it runs is one method in a file of its own:
//
//   - rule_progress.go: live progress, any element with a progress role;
//   - rule_shimmer.go: animated "working" chrome;
//   - rule_busy.go: aria-busy;
//   - rule_thinking.go: thinking and reasoning chrome and its trace;
//   - rule_finished.go: what makes response.finished true, and
//     finished_covered;
//   - rule_error.go: error cards, alerts and the thread error button;
//   - rule_labels.go: the reasoning state and "stopped thinking" labels.
//
// readertext.go reads the response text as a reader sees it;
// stop.go finds stop controls, panel.go reads verified panels,
// provider.go matches provider wording, terminal.go gives the terminal and
// its reason codes; classify.go runs them in that order.
//
// # Turns
//
// A turn marker is a conversation-turn test id (article, div or section
// with data-testid "conversation-turn" or "conversation-turn-…"), data-turn,
// data-turn-id or data-turn-key (turn containers), or
// data-message-author-role, data-conversation-role, data-user-message-bubble
// or data-message-id (messages). Markers inside page chrome (header, nav,
// aside, complementary and dialog elements, forms, #thread-bottom) are not
// the conversation: a search dialog's previews are never turns. A turn is
// an outermost marked element with every marker inside it, so an article
// and its inner role div count once;
// a marked element holding both user and assistant messages is a list of
// turns and its inner marks are assembled instead. A turn's index is N of
// its conversation-turn-N test id on pages that have such ids (-1 for a turn
// without one there), otherwise its 1-based position among the page's
// turns. Its turn id is data-turn-id (else data-turn-key); its message id is
// the data-message-id of its newest assistant message.
//
// # The current response
//
// On a page with turn wrappers (a turn-container marker or an assistant
// message marker) the current turn is the newest assistant turn after the
// latest user turn in document order. A user turn anchors even when hidden,
// so hiding a user turn can never promote an older answer; so does a newer
// turn container whose role cannot be read (no user or assistant marker):
// it may be the user's next turn. On a page that numbers its turns, another
// turn numbered at or after the current turn (one that does not follow it
// in the document, or a duplicate number) makes the order unproven
// (turn_order_conflict). A turn container nested
// inside the current turn with another conversation-turn-N or turn id is
// another turn: its messages, finished controls, reasoning and error chrome
// are not the response's (its activity still counts). With
// Options.MinTurn the turn's index must be at least MinTurn; with
// Options.ExpectMessageID the turn must hold a message with that id. A turn
// with only an inner message marker (no container) is widened to the
// wrapper the page draws around it, up to, not including, anything that
// holds another turn or page chrome.
//
// Without turn wrappers (the wrapperless fallback) the current response is
// the last content block (.markdown, [data-message-content]) that follows
// the latest user node (a user message marker) in document order, outside
// user nodes and page chrome; user echoes never count. Its turn index is
// unknown (-1), so it never passes a MinTurn baseline. Its container is the
// largest group around it holding no other content block, no user node and
// no page chrome.
//
// The response text is the visible text of the turn's assistant messages:
// their content blocks without buttons ("Copy code", "Show more"), or, for
// a message without content blocks, the message without buttons, error
// cards, status and alert nodes, thinking chrome and shimmer. It is read
// as a person reading the page sees it (readertext.go): hidden
// accessibility copies are left out (a KaTeX formula reads once, from the
// copy the page draws, .katex-html, not from its MathML copy,
// .katex-mathml, which the site's stylesheet moves off screen; a MathML
// annotation, the formula's TeX source, is never painted; a formula
// written as MathML alone reads from its MathML), and white space stands
// where the boxes meet: a line break at a block (by tag, by a display
// class token such as "block" or "flex", or by an inline display style),
// a word break at an atomic inline box (inline-block, inline-flex: a
// citation chip after a word is a word of its own), none inside inline
// markup ("un<em>believ</em>able" is one word). Each line is
// normalised with grammar.Normalize; empty lines are dropped. A message
// whose only content is images reads as their alt text ("[image]" without
// one), wherever the image sits inside the message (the button that opens
// the image viewer included), so an image answer is present but, like any
// answer, completes only with its finished controls. A response is
// present when this text is not empty; it is a placeholder when
// grammar.IsPlaceholder says the text is only chrome labels, or, on a site
// whose profile knows the "pending" wording (Gemini), when
// grammar.IsPendingPhrase says the whole text is a Deep Think pending
// phrase ("I'm on it"): a finished footer over it finishes the placeholder
// message, not the reply. A site whose pending wording in a language is
// unknown keeps such a turn open only by its other evidence (a pending
// text with no finished control never completes). A turn with
// neither text nor images whose visible text, controls included and
// thinking, status and error chrome left out, is placeholder chrome naming
// a placeholder control (the "Answer now" button under the hidden
// "ChatGPT said:" heading) is present and a placeholder, with that text:
// the reply has started and holds nothing yet.
//
// A current turn that holds no content at all (for example only a provider
// error card) is not a present response: Present is false, Source is "",
// but MessageID, TurnID, TurnIndex and Reasoning still describe that turn,
// the provider terminal is read from it, and the reasons are no_response,
// empty_response and, for an error card, provider_terminal.
//
// # Activity
//
// Strong signals: a visible stop control, by the profile's stop markers
// (ChatGPT: its two exact stop test ids) anywhere in the document, or a
// button inside a composer form (a form in #thread-bottom, a composer form
// by data-type, or the form holding #prompt-textarea), a button element or
// role=button, whose accessible label is a generation
// stop (grammar.IsGenerationStopLabel: never dictation, voice, read aloud);
// and, inside the current turn container or a verified panel only: live
// progress (progress or role=progressbar on any element, an SVG's
// included: image generation's progress ring; live when indeterminate or value
// below max, the ARIA max defaulting to 100 and the HTML max to 1; a
// progress element without a value attribute is indeterminate whatever its
// ARIA attributes say), a turn's own streaming flag (the profile's
// streaming markers: Claude's data-is-streaming="true", a busy signal),
// shimmer
// (a class containing loading-shimmer, or the streaming-animation and
// result-streaming tokens of a reply being written), aria-busy="true", and
// thinking/reasoning chrome (a test id naming thinking or reasoning) whose
// text shows live work (grammar.ClassifyChromeLabel: an active label of
// any known UI language, prefix forms allowed however long the step, a
// live trace, a line ending in an ellipsis, a running timer: a duration
// or clock in the digits of any script, or a line holding a <time>
// element, that is not part of a completed summary, whatever the
// language) and no
// completed summary (an expanded summary lists its finished steps under
// "Thought for 12s"), unless a running line ("Thinking…", "Thought for 2s:
// Searching", a timer) comes before that summary: the header of a phase
// still running. Thinking chrome whose text is neither live nor a
// completed summary (words no table knows) is weak status: recognise to
// pass. A
// verified panel is an aside, complementary or dialog element whose test
// id, aria-label or class names thinking, reasoning or sidecar. A weak
// sidecar signal is a verified panel with none of that chrome whose visible
// text is not a completed summary: its live lines, or else the lines the
// grammar does not know ("reasoning step headings"), joined with " | ", so
// a trace that changes under a static "Thinking" heading changes the
// evidence and its digest. The digest of a signal read from thinking
// chrome or a panel covers its whole visible text, every line, whatever
// lines its evidence shows: a step added under a line that reads live
// (a duration-looking "Estimating catch-up time for 2.3 TB") changes the
// digest, so the gate never takes a growing panel for a stale one.
// Chrome and panels are read whole, every line,
// in one walk; thinking chrome nested in chrome is also judged on its own
// lines (a live label in its own chrome under an older phase's summary is
// live), and nesting that would cost more than a small multiple of the
// text fails closed as strong. Only the evidence reported is bounded. Labels are read with zero-width
// spaces both dropped and taken as word breaks, and with element
// boundaries both glued (the page's text) and taken as word breaks
// ("Thinking" + "14s"); a line is live when any reading is, unless
// the other element-boundary reading of that line is a completed summary
// ("Nachgedacht für" + "14 s" is the one finished summary). Page
// chrome (sidebar, header, upload panels, model pickers, unverified
// dialogs) never counts. The level is the strongest signal.
//
// # Finished, reasoning and provider terminal
//
// The response is finished when a visible finished-action control (copy,
// good response, bad response by exact test id, or a button labelled
// Share) sits inside its own turn container, outside the message content
// and not before the newest message in document order (a bar between the
// blocks of a multi-block turn, or a control above the message, belongs to
// an earlier block).
// The container binds it to the response: by identity when
// ExpectMessageID is given, by index at or after MinTurn otherwise; a
// control of an older turn or of the page header is never in it.
// In a capture, a control annotated data-chatproof-covered="true" (itself
// or inside an element so annotated: the browser paints it under a
// certain opaque cover, a card or a sticky header) is not seen and proves
// nothing; when it is the only one the reasons add finished_covered.
// A stop control so annotated is not seen either, and is no activity
// (unseenStop): what the browser paints counts, what it does not paint
// does not. The capture annotates only on certainty (the whole control
// under a certainly opaque cover), so a stop partly covered or under a
// see-through cover still counts, and a saved page's markup never hides
// one. Progress, busy, thinking or error chrome under a cover still
// counts, and the response text and its digest are read as if no cover
// were there.
//
// The reasoning state comes from the turn's chrome outside message content:
// the traces of thinking chrome and the labels of buttons, shimmer and
// status nodes (grammar.ClassifyReasoning); live wins over completed.
//
// On a site whose profile applies the reply-error wording (DeepSeek,
// which draws "The server is busy. Please try again later." as the reply,
// under the reply's normal action row), a reply whose whole text is one of
// those sentences (grammar.MatchReplyError) is provider_error
// (rule_reply.go), whatever its action row says; a reply quoting the
// sentence inside a longer answer is an answer. A reasoning block is never
// the answer: content blocks and message markers inside thinking chrome or
// a reasoning text (DeepSeek's .ds-markdown in .ds-think-content) are left
// out of the text, and so is reasoning drawn inside a content block (z.ai's
// thinking chain and thinking block). A reasoning text (the profile's
// thinking_text markers: a reasoning block drawn as prose, apart from its
// header) is read whole as a verified panel's plain text is: a weak status
// signal of the turn whatever its words, its digest covering the whole
// text (rule_thinking.go); the label rules (active words, ellipses,
// running timers) are for the labels of thinking chrome.
//
// The provider terminal comes from error chrome of the current turn only,
// outside message content: status and alert nodes, text-token-text-error
// containers and the regenerate-thread-error-button's card, matched line by
// line and whole with grammar.MatchTurnTerminal and combined with
// grammar.PreferTurnTerminal; a button or thinking chrome counts only as
// "Stopped thinking". A regenerate-thread-error-button whose card no rule
// knows gives provider_error with RuleThreadErrorButton; an alert or
// text-token-text-error container whose text no rule knows gives
// provider_error with RuleUnknownErrorChrome (a status node's unknown
// notice does not: status nodes also carry progress and notices, so it is
// weak status activity instead, when the turn shows no provider terminal).
// Error chrome is read whole; ProviderEvidence carries its text, bounded. An error card is
// chrome, not content: it is never inside .markdown or
// [data-message-content], and prose quoting a wall sentence inside them is
// never provider evidence. A card in an older turn that a newer turn
// follows is outside the current turn.
//
// # Terminal
//
// Terminal is complete only when the response is present, not a
// placeholder, proven no placeholder by the wording the site's profile
// applies (see "Wording tables"), finished, activity is not strong and the
// provider terminal is none; otherwise incomplete, with the reasons of
// every failed condition.
//
// # Closed false-complete and hang classes
//
// Oracle's list (numbers as in its notes):
//
//   - 1, 2: "Thought for 2s: Searching…" live traces and ellipsis forms
//     ("Thinking…", "Searching...") in thinking chrome are strong status.
//   - 3: progress, shimmer and busy count in the whole turn container (the
//     article), not only in its inner role div.
//   - 4: weak sidecar evidence is reported as a weak signal carrying its
//     trace line, never dropped, so the gate can tell a changing trace from
//     a stale one; it does not veto a finished snapshot by itself.
//   - 5: a markdown that is exactly "Done" is an answer, never a finished
//     control.
//   - 6: a worded summary is completed only from a closed list of worded
//     durations; "Thought for a while about X" is live.
//   - 7: image answers get no shortcut: they need their finished controls
//     and no activity like any answer.
//   - 8: the text is read from the same turn the finished proof comes
//     from, and an older answer is never the response once a newer user
//     turn follows it.
//   - 9: no stop and no activity is not completion: the finished controls
//     are required.
//   - 10: an unknown turn index (the wrapperless fallback, or a turn
//     without conversation-turn-N on a page that numbers turns) never
//     passes a MinTurn baseline.
//   - 11: no finished proof names its cause (not_finished,
//     message_id_mismatch, before_baseline, no_response) instead of
//     waiting silently; a wrapperless answer's controls count inside its
//     own group, and a message-only turn is widened to its wrapper.
//   - 12: thinking chrome counts only in the current turn or a verified
//     panel, never the composer's effort picker
//     (composer-intelligence-pro-thinking-effort-trigger) or other page
//     chrome.
//   - 13: nothing is clicked; buttons inside content ("Show more", "Copy
//     code") are not part of the text, so toggles do not change it.
//
// agbrowse's list: quiet text without a stop control is not completion;
// stop controls by aria-label count only in the composer form and never
// read-aloud, voice or dictation; progress is scoped and determinate bars
// at their maximum are idle; a user turn's copy control never finishes the
// response; a copy control elsewhere in main never does either; several
// assistant blocks in one turn are read together, not only the last; turns
// are correlated by conversation-turn-N and message id, not by count.
//
// # Recognise to pass
//
// Inside the regions that carry state, what the grammar does not know
// counts against completion:
//
//   - thinking chrome whose text is neither a recognised completed summary
//     nor live is weak status; the known wording covers English and 13
//     other UI languages (package grammar), and a label drawn as adjacent
//     elements is read with its element boundaries as word breaks too;
//   - a verified panel's text that is not a completed summary is the weak
//     sidecar trace, read whole;
//   - any element with a progress role is progress, SVG included;
//   - alert and error-class chrome whose wording no rule knows is
//     provider_error, a status notice no rule knows is weak activity;
//   - images count as content wherever they sit in the message, and a turn
//     showing only placeholder controls is a present placeholder;
//   - the response and every piece of evidence are compared by digest,
//     never by their bounded reports, and a signal's digest covers the
//     whole container it was read from (all the visible text of the
//     thinking chrome, panel or status node), not only the lines its
//     evidence shows.
//
// # Bounds
//
// Bounds apply to what a Result reports, never to what is read or
// compared. At most MaxSignals signals (a cut list says how many were
// found, Activity.Found, and carries the digest of every signal found,
// Activity.Digest, so that one past the bound that changes still changes
// what the gate compares), each evidence at most
// MaxEvidenceRunes runes, each with the Digest ("sha256:<hex>") of its whole
// evidence; Response.Text at most MaxTextRunes runes, ending in "…" when
// it is cut, with TextRunes the length of the whole text, FullText the
// whole text itself (the answer a caller uses; the verdict's JSON leaves
// it out) and ContentDigest the digest of the whole text and the
// response's identity (message id, turn id, turn index); message
// and turn ids at most MaxIDRunes runes. At most MaxLabelReads labels are read per call; thinking
// chrome left unread once they are spent counts as strong status and error
// chrome left unread as provider_error (RuleErrorChromeUnread), so a hostile
// page fails closed. The classifier never panics on any document the reader
// accepts.
//
// # Site profiles
//
// What the rules look for is the site profile's (package site; see
// Options.Site and ChooseSite, which names the profile and how it was
// chosen in Result.Site: Options.Site, the page's URL from a capture,
// MHTML, the saved-from comment, the canonical link, og:url or base href,
// else the first marker of any profile, else none and unknown_site): the
// profile is compiled once into a matcher
// (profile.go) that sets, in the one loop over an element's attributes,
// the bits of the profile's conditions it satisfies; each marker list is
// then a few mask tests. A profile whose user turns carry no marker of
// their own (site.Roles.Unmarked, DeepSeek) makes every turn container
// stating no role the user's. On a Gemini page (site.ByName("gemini")) the
// same rules apply: finished only by .response-footer.complete together
// with the reply's own action row (the profile's finished_row: a finished
// marker and a row control, both in the last model-response outside its
// content; the footer, drawn empty, counts as a state where its parent is
// shown), with an answer that is neither a placeholder nor a Deep Think
// pending phrase. No content block inside thinking chrome is ever the
// answer, on any site (Gemini's model-thoughts hold a message-content). A stop control that is
// itself a composer marker (Gemini's send button, which turns into the
// stop button) is the composer's.
//
// # Wording tables
//
// The profile also says which of the grammar's wording tables apply to the
// site (site.Profile.Wording: "grammar" or "unknown" for each of
// site.WordingTables), compiled into the matcher with its markers
// (wording.go); every rule that reads wording asks it first. Where a table
// is unknown, its wording proves nothing about the site:
//
//   - wording that would let a page pass recognises nothing, and the text
//     counts as unknown in the regions that carry state, exactly as text
//     the grammar does not know: a completed summary (reasoning) or other
//     finished chrome (chrome) in thinking chrome or a panel is unknown,
//     weak activity, and no longer hides a live line after it; the
//     response's reasoning is never completed (reasoning); a status
//     node's known quiet lines (status, chrome, placeholder) are an
//     unknown notice; a composer-form button whose label holds the word
//     "stop" is a stop control whatever else it says, the exclusions
//     (dictation, voice, read aloud) recognising nothing (stop_labels);
//   - wording that would name a terminal names none, and the rule fails
//     closed: error chrome, a "Stopped thinking" line or label, and a
//     status notice no rule knows are provider_error with
//     RuleTerminalWordingUnknown when the terminal wording is unknown (the
//     wall and quota sentences when theirs is);
//   - recognising a placeholder only ever holds a page open, so the
//     grammar's placeholder labels still make a placeholder; but a
//     placeholder's absence is not proof either: on a site whose profile
//     applies neither the placeholder wording nor the Deep Think pending
//     phrases no answer is proven not to be the site's placeholder, and
//     the verdict is incomplete with placeholder_wording_unknown.
//
// ChatGPT's profile marks every table but "pending" known, so its verdicts
// are the grammar's; Gemini's marks only "pending" known (the reference
// note records no other Gemini wording), so no provider terminal is
// recognised on a Gemini page, its thinking chrome's wording is unknown
// (weak), and its composer surface is missing (package surface).
//
// The Deep Think pending phrases are known in English (the reference
// note's) and in every other language the grammar has (its own
// translations), and a text is matched against all of them
// (grammar.IsPendingPhrase): the UI's language may differ from the page's.
// A pending text in a language no table has would not be recognised and a
// finished footer would complete it (Oracle's English-only class), so on a
// site whose profile applies the pending phrases a present answer that is
// no placeholder completes only when the response's language is one whose
// phrases the grammar has (grammar.PendingLanguage): the nearest lang
// attribute of each element its text is read from (its content blocks, or
// its messages, or the turn), its own or an ancestor's up to the document
// element's. An empty lang attribute is no known language. A text with no
// lang attribute at all (most saved pages are fragments without one) is
// known when the turn's own reply controls, outside its content, are
// labelled in a UI language whose phrases the grammar has
// (grammar.ReplyControlLanguage: the pending text is the UI's), or when
// the whole answer holds a letter of a script only such languages write
// (grammar.PendingScriptKnown: no pending text of a missing language holds
// it). The verdict is otherwise incomplete with pending_wording_unknown.
// The phrases are recognised however they are joined, cased and
// punctuated (grammar.IsPendingPhrase).
//
// # Reason codes
//
// Result.Reasons lists these codes in this order:
//
//   - no_response (ReasonNoResponse): no current response is present
//     (decided by CompletionReasons and noTarget).
//   - no_user_message (ReasonNoUserMessage): the page shows no user message
//     to anchor the response on (decided by (*page).selectTurn and
//     (*page).selectWrapperless).
//   - before_baseline (ReasonBeforeBaseline): the newest response's turn
//     index is below MinTurn, or unknown while MinTurn is set (decided by
//     (*page).selectTurn and (*page).selectWrapperless).
//   - turn_order_conflict (ReasonTurnOrderConflict): on a page that numbers
//     its turns, another turn is numbered at or after the newest assistant
//     turn (conversation-turn-N) without following it in the document
//     (decided by (*page).selectTurn).
//   - message_id_mismatch (ReasonMessageIDMismatch): the current turn holds
//     no message with ExpectMessageID (decided by (*page).selectTurn and
//     (*page).selectWrapperless).
//   - response_hidden (ReasonResponseHidden): the current turn is hidden
//     (decided by (*page).selectTurn and (*page).selectWrapperless).
//   - empty_response (ReasonEmptyResponse): the current turn holds no
//     visible content (decided by (*page).judge).
//   - placeholder (ReasonPlaceholder): the response text is only chrome
//     labels (decided by CompletionReasons).
//   - provider_terminal (ReasonProviderTerminal): the current turn shows
//     provider error chrome (decided by CompletionReasons).
//   - strong_activity (ReasonStrongActivity): a strong activity signal is
//     present (decided by CompletionReasons).
//   - not_finished (ReasonNotFinished): the response's turn container shows
//     no finished-action control (decided by CompletionReasons).
//   - finished_covered (ReasonFinishedCovered): the turn's only
//     finished-action controls are painted under an opaque cover (given with
//     not_finished) (decided by (*page).judge).
//   - unknown_site (ReasonUnknownSite): Options.Site is unset and the page's
//     URL (capture meta, MHTML Content-Location, saved-from comment,
//     canonical link, og:url, base href) names a host no site profile
//     serves, or the page has no URL and shows no profile's turn, message
//     or composer markers: nothing on it is recognised, and it is never
//     judged by another site's rules (decided by ChooseSite).
//   - placeholder_wording_unknown (ReasonPlaceholderWordingUnknown): the
//     site's profile applies neither the placeholder wording nor the Deep
//     Think pending phrases, so no answer is proven not to be the site's
//     placeholder (decided by (*page).wordingReasons).
//   - pending_wording_unknown (ReasonPendingWordingUnknown): on a site whose
//     profile applies the Deep Think pending phrases, the response's
//     language (its nearest lang attribute; without one, the UI language of
//     the turn's reply controls or a script only known languages write) is
//     unknown, or one whose pending phrases the grammar lacks, so a pending
//     text in it could not be told from an answer (decided by
//     (*page).wordingReasons).
//   - reply_is_error (ReasonReplyIsError): on a site whose profile applies
//     the reply-error wording (DeepSeek), the reply's whole text is one of
//     the site's reply-error sentences, drawn as the reply under its normal
//     action row: the turn's provider terminal is a provider error, and
//     provider_terminal is given too (decided by (*page).replyError).
//   - reply_error_wording_unknown (ReasonReplyErrorWordingUnknown): on a
//     site whose profile does not apply the reply-error wording, the
//     reply's whole text is a sentence some site draws as its reply to say
//     it failed ("The server is busy. Please try again later."): not
//     proven an answer, and the turn's provider terminal fails closed as a
//     provider error with this code as its rule (decided by
//     (*page).replyErrorUnread).
//   - site_markers_unmatched (ReasonSiteMarkersUnmatched): the page is of a
//     known site and shows what its profile's turn, content or finished
//     markers would mark (text outside page chrome; a response read whole;
//     two or more replies), but every entry of such a list matched nothing
//     (Result.Unmatched names them): the site's markup has likely drifted,
//     and the verdict, incomplete, says so on the first page; never on a
//     scoped capture, whose older turns are shells (decided by
//     (*page).drift).
package classify
