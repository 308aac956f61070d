// Package site holds site profiles: the markup knowledge of a chat UI as
// data. A profile maps a site's markup onto chatproof's evidence
// vocabulary — turn and message markers, the role and identity attributes,
// answer content, finished and stop controls, progress and busy chrome,
// thinking chrome and verified panels, page chrome, the composer surface
// (its region, editor, forms, banners, new-chat and continue actions),
// error chrome and placeholders — together with the site's hosts and the
// grammar tables (package grammar) whose wording applies to it. The rules
// of evidence stay in code (packages classify and surface); what they look
// for on a page is read from the profile.
//
// # Format
//
// A profile is a JSON document of schema "chatproof.site/v1":
//
//	{
//	  "schema": "chatproof.site/v1",
//	  "name": "chatgpt",
//	  "hosts": ["chatgpt.com", "chat.openai.com"],
//	  "wording": {"wall": "grammar", "quota": "grammar", ...},
//	  "roles": {"user": ["user"], "assistant": ["assistant"], "source": "..."},
//	  "markers": {
//	    "busy": [
//	      {"id": "aria-busy", "match": [{"attr": "aria-busy", "op": "present"}],
//	        "source": "reference/oracle.md"},
//	      ...
//	    ],
//	    ...
//	  }
//	}
//
// Each marker list (see Markers for the lists and what reads them) holds
// entries; an element is a marker of a list when it matches any entry. An
// entry matches an element whose tag is Tag (any tag when empty) and whose
// attributes satisfy every condition of Match. A condition's op is one of
//
//	present  the attribute is present (value unused)
//	=        its value equals value
//	^=       its value starts with value
//	*=       its value contains value
//	*=i      its value contains value, ignoring ASCII case
//	~=       its value has value as a white-space separated token
//	~=i      its value has value as a white-space separated token, ignoring ASCII case
//	=i       its value, trimmed of white space, equals value ignoring case (labels)
//
// which are the CSS attribute selectors of the same names, so an entry is
// also a CSS selector (Entry.Selector) and the in-page reader evaluates the
// same table. Every entry names its Source: the saved page, reference note
// or peer source where the marker was observed. An entry's ID is unique in
// its list; a patch replaces or drops entries by it.
//
// What a reader indexes follows the profiles too: the document index
// records, per element, which of the attributes the embedded profiles'
// page markers test first (Profile.IndexAttrs) it carries, so that a
// whole-page pass skips the elements carrying none (the reader, below this
// package, lists them; a test holds its list to the profiles); a profile loaded from
// a file whose markers test another attribute first is read by visiting
// every element, slower but the same verdict.
//
// The wording object names, for each grammar table (WordingTables), whether
// the grammar's wording applies to the site ("grammar") or the site's
// wording is unknown ("unknown", the default). A verdict that needs an
// unknown table fails closed: a wall or quota sentence is never recognised
// on a site whose wall or quota wording is unknown.
//
// Fields added to chatproof.site/v1, all optional, so that a profile
// written without them still loads: the marker lists user_content (a
// user message's content block: never evidence; the composer surface skips
// it), message_text (inside a message, a block of its own text) and
// private (page chrome whose text is the user's: chat history, account
// name), the last two read only by a redacted capture; and the recovery
// object. The composer_form entries are matched on any element (ChatGPT's
// composer is sometimes drawn as a div with the composer's data-type); the
// classifier reads them on form elements only.
//
// The optional recovery object (Recovery) is what package recovery's
// decisions know of the site: its capabilities (the operation names of
// RecoveryCapabilities), the URL paths of its root, Project home and
// conversation pages ("/c/{id}", "/g/{project}/c/{id}") and the binding
// scopes a manual handoff starts from, and its markers
// (RecoveryMarkers: tool, running, permission and error), the marker
// lists only recovery's page facts read, entries as in any marker list.
// Without one, the site supports no operation and none of its pages is of
// a known kind. Package recovery/pageview turns the profiles into
// recovery's table of sites and reads the page facts by them; a profile
// that leaves one of the tool, running and permission lists empty gets no
// page facts, since they would prove nothing. A patch's recovery object
// replaces the base's whole, its marker lists with it.
//
// Why JSON: a profile is patched by users the day a site renames a test id,
// without a rebuild, so it must be a format every language and editor
// reads and writes without a dependency; the module's rules allow no YAML
// or TOML parser, and JSON is already the format of every other chatproof
// contract (verdicts, recorded cases), decoded by the one strict decoder
// that refuses unknown, repeated and case-folded keys. Its lack of
// comments is met by each entry's "source" and optional "note".
//
// # Loading and patching
//
// Load decodes and validates a profile; it refuses a malformed or
// self-contradictory one with the entry's path and the reason, as in
// "markers.finished[2].match[0].op: unknown op \"==\"". A profile with
// "extends" names an embedded profile and is a patch over it: Merge
// applies it (an entry with the ID of a base entry replaces it, or with
// "drop" removes it; a new ID extends the list; hosts are added; each
// wording table and the roles given override), and the result is
// validated as a whole.
//
// Fields added with the six sites below, optional too: the marker list
// streaming (a turn's own "being written" flag, Claude's
// data-is-streaming="true": strong activity of the current turn), the
// marker list thinking_text (a reasoning block drawn as prose inside a
// turn, DeepSeek's .ds-think-content and z.ai's thinking-block: never the
// answer, its whole text a weak trace whatever its words), the
// roles' unmarked ("user": a turn container stating no role is the user's,
// for a site that marks only its own turns, DeepSeek), and the wording
// table reply_error (the error sentences a site draws as the reply itself,
// under the reply's normal action row: DeepSeek).
//
// Embedded profiles: ChatGPT (name "chatgpt") and Gemini ("gemini", built
// from what two peers observed of gemini.google.com's markup and rebuilt on
// the pages saved from it, reference/realpages: every entry cites the note
// or the real pages, and its wording is unknown but for the Deep Think
// pending phrases), then six sites built from reference/other-sites.md and
// the real pages of reference/realpages/:
//
//   - Claude ("claude", claude.ai): data-test-render-count turns, the
//     user-message test id and the data-is-streaming reply, answers in
//     font-claude-response (font-claude-message before 2026), finished by
//     the action-bar-copy test id of the reply's own row, the streaming
//     flag and the "Stop response" control live; its wall and quota
//     sentences known, its surface missing (no markup recorded);
//   - DeepSeek ("deepseek", chat.deepseek.com): ds-message turns told
//     apart by what they hold (an answer or a reasoning block: the
//     model's; neither: the user's), ds-markdown answers, the
//     ds-icon-button row, .ds-think-content reasoning (its header, drawn
//     with hashed classes only, is not read), reply-error wording;
//   - Grok ("grok", grok.com): response-<uuid> turns (items-start Grok's,
//     items-end the user's), .response-content-markdown, the
//     .action-buttons row, .thinking-container, its rate-limit sentence;
//   - Perplexity ("perplexity", www.perplexity.ai): one tabpanel per
//     exchange, the group/query block, markdown-content-N answers, the
//     answer's Copy and Helpful buttons by English label only (their
//     icon names sit inside SVG, which no rule reads): another UI
//     language reads not_finished; no stop, error or wall observed;
//   - Copilot ("copilot", copilot.microsoft.com): data-content turns,
//     finished by the reactions' test ids, the stop-button test id;
//   - z.ai ("zai", chat.z.ai): Open WebUI's markup (div#message-<id>,
//     .chat-assistant, copy-response-button, #continue-response-button,
//     the Tooltip wrapper labelled "Stop", the error card), every entry
//     resting on Open WebUI's source saying so (inference: z.ai's class
//     names match that project's).
//
// Of the six, only Claude's terminal, wall and quota wording, Grok's
// quota wording and DeepSeek's reply errors are known; every other table
// is "unknown" and fails closed. ByName and ByHost look them up.
//
// The optional marker list finished_row is the reply's own action row: a
// profile that lists it proves a turn finished by a Finished marker and a
// row control together (Gemini's footer complete state and the copy and
// feedback buttons beside it), never by one alone.
package site
