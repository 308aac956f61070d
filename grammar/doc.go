// Package grammar holds the pure string grammars every chatproof classifier
// uses: text normalisation, reasoning summaries and active status labels,
// composer-surface wall and quota sentences, provider terminal wording in the
// latest turn, stop-control labels, placeholder answers and recovery wording.
//
// Every function takes strings and returns values. Nothing reads files, the
// network, the environment or the clock; all regular expressions are
// compiled once when the package is initialised; every function is safe for
// concurrent use and never panics, whatever the input (huge, malformed,
// non-UTF-8). Matchers fold their input themselves, so callers pass labels
// as read from the page.
//
// Files by concern: normalize.go and normalize_tables.go (Normalize, Fold,
// Truncate), prefilter.go (allocation-free pre-checks), reasoning.go
// (completed summaries, live traces, reasoning chrome), status.go (active
// status labels), surface.go (wall and quota sentences, closed and continue
// actions, the disclaimer), terminal.go (turn terminals and their
// precedence), match.go (Kind, Match, Rules), stop.go (stop controls),
// placeholder.go (chrome-only answers), recovery.go (interrupted stream,
// rate limiting).
//
// # Normalisation
//
// Normalize is NFKC (golang.org/x/text/unicode/norm) plus the project's
// own choices for matching UI copy:
//
//   - invalid UTF-8: each invalid byte becomes U+FFFD;
//   - white space: every Unicode White_Space rune (ASCII white space, NEL,
//     NBSP, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, the
//     ideographic space U+3000) is a space; runs of spaces collapse to one;
//     the result is trimmed;
//   - removed runes: C0 and C1 control characters other than white space,
//     zero-width space, non-joiner and joiner (U+200B–U+200D), LRM and RLM,
//     bidirectional embeddings and isolates, word joiner and invisible
//     operators (U+2060–U+2064), U+206A–U+206F, the soft hyphen, the
//     combining grapheme joiner, the Arabic letter mark, the Mongolian vowel
//     separator and the byte order mark;
//   - beyond NFKC: curly and other apostrophes (‘ ’ ‚ ‛ ′ ‵ ʼ) to ' and double
//     quotes (“ ” „ ‟ ″ ‶) to ", the hyphens U+2010 and U+2011 to "-".
//
// NFKC maps fullwidth ASCII to ASCII, expands ligatures and the ellipsis
// ("…" to "..."), flattens superscripts, subscripts and compatibility
// signs, and composes a letter with its combining marks. Normalize
// preserves case.
//
// Fold is the matching form: Normalize, then Unicode lower case, then
// combining marks (U+0300–U+036F, U+1AB0–U+1AFF, U+1DC0–U+1DFF,
// U+20D0–U+20FF, U+FE20–U+FE2F) dropped and every precomposed letter whose
// canonical decomposition adds only such marks reduced to its base letter
// ("é" → "e", "Ž" → "z", "й" → "и"); letters without one (æ, ø, ł, ß, œ)
// and marks that change a letter rather than accent it (the kana voicing
// marks) stay; and every decimal digit of any script (Unicode Nd:
// Arabic-Indic, Persian, Devanagari, Bengali, Thai, Myanmar, …) becomes
// its ASCII digit, so every grammar reads durations written in the UI
// language's own digits ("١٤ ثانية" folds to "14 ثانية"). Both Normalize
// and Fold are idempotent and Fold(Normalize(s)) == Fold(s).
//
// ComparableLen and ComparablePrefix compare a page's rendered text with a
// server's markdown source of it: on their letters and digits only, lower
// cased, since punctuation, markup and spacing differ between the two.
//
// # Reasoning summaries
//
// A completed summary is the whole folded label:
//
//	[reasoning|pro thinking][ ]thought for DURATION[[ ]edit]
//
// where the prefix may be glued to "thought" ("ReasoningThought for 12s"),
// the trailing "Edit" may be glued to the duration ("Thought for 1m
// 5sEdit": text extraction joins the duration span and the Edit control's
// span without a space, so the finished chrome must not read as live), and
// DURATION is either one or more numeric durations separated by single
// spaces, each \d+(\.\d+)? with an optional space and one of the units s,
// sec, secs, second, seconds, m, min, mins, minute, minutes, h, hr, hrs,
// hour, hours ("12s", "1m 5s", "3.5s", "12 seconds"), or one worded
// duration from the closed list WordedDurations ("a few seconds", "a
// moment", "a while", "an hour", …). Labels longer than MaxSummaryRunes are
// never completed. Not completed: "Thought for 2s: Searching…", "Thought
// for 1h2m" (glued), "Thought for 1m, 5s", "Thought for 12s." (trailing
// period).
//
// Decisions, each failing closed (when unsure, not completed):
//
//   - The worded branch is a closed list matched to the end of the label,
//     never "a" or "an" followed by any words: "Thought for a while about
//     X" is not completed. It contains "thought for", so it is a live
//     trace.
//   - "Thought for about 5 minutes" is not completed. An approximate
//     numeric duration is not a form the completed summary is known to
//     take, and the grammar this package replaces rejected it too. Being
//     a "thought for" label, it counts as a live trace: a wrong "live"
//     costs a wait that ends in a visible timeout, while a wrong
//     "completed" would silently finish an unfinished reply.
//
// A live trace is any folded label containing "thought for" that is not a
// completed summary, or an active status label followed by an ellipsis
// ("Thinking…", "Thinking...", "Searching…"), optionally followed by a space
// and more text. ClassifyReasoning applies ActiveStatus with prefixes
// allowed: it is meant for the text of reasoning chrome, not for answers.
//
// Reasoning chrome (IsReasoningChrome) is a label that is nothing but
// chrome: empty, "Edit", a completed summary, or "Reasoning", "Pro
// thinking", "Stopped thinking", "Reasoning Stopped thinking", "Pro
// thinking Stopped thinking", each optionally followed by "Edit"; the
// prefix and "Edit" may be glued to "Stopped thinking"
// ("ReasoningStopped thinkingEdit").
//
// # Active status labels
//
// ActiveStatus accepts a folded label of at most MaxActiveRunes runes equal
// to one of ActiveLabels, optionally followed by an ellipsis ("..." or
// " ..."); with allowPrefix, also followed by a space and anything, which
// covers "Pro thinking · Reading sources". A completed summary is never
// active, even when it starts with "reasoning"; neither is other reasoning
// chrome ("Reasoning Stopped thinking", "Pro thinking Edit") unless it is
// exactly an active label ("Reasoning", "Pro thinking").
//
// # Thinking chrome and UI languages
//
// ClassifyChromeLabel classifies one line of thinking/reasoning chrome as
// empty, completed (a whole-line completed summary, English or localised),
// finished (other finished reasoning chrome: "Stopped thinking Edit"),
// active (an active label of any known language, alone, with an ellipsis,
// or followed by a space or a separator and a step of any length; a live
// trace; any line ending in an ellipsis; a running timer: a duration or
// clock alone, a line ending in a clock, or any other line with a decimal
// digit of any script that is not a completed summary, so that a timer in
// a language the tables lack, "Meddwl ١٤ eiliad" or "Kufanya kazi 1 dk 5 s", is
// running, never unknown) or unknown (anything else).
// Callers count unknown text in thinking chrome as weak activity, never as
// idle, so a wording this package lacks costs a wait, never a false
// completion. IsRunningLabel picks out the active lines that are not bare
// labels (live traces, ellipses, timers); IsUnknownTimer the lines active
// only for their digits (words no table knows and a duration), which
// outside thinking chrome are still wording the grammar does not know.
//
// The wording of the UI languages other than English is data: one table
// per language (lang_de.go, lang_fr.go, …, lang_zh_hk.go; Languages,
// LanguageWording; the 61 languages ChatGPT's settings offer besides
// English), each with its active labels, completed-summary templates
// ("Nachgedacht für {d}", {d} a numeric duration in the language's units
// or in English ones, in the digits of any script), worded summaries
// matched whole ("Nachgedacht für ein paar Sekunden"), duration units, the
// Edit control's labels and, for the first 13, disclaimer openings, each
// entry saying where it comes from: seen above replies in ChatGPT
// conversations copied as text into public repositories, or the project's
// own translation of the English UI, marked so, until a saved page
// confirms them. A summary worded in a way no table knows is not
// completed: with a duration it is a running timer (strong), without one
// unknown text (weak), so a missing or wrong entry costs a wait, never a
// false completion.
//
// # Composer surface
//
// MatchWallSentence is an exact whole-label match, after Fold and with one
// final "." or "。" ignored on both sides, against the known wall
// sentences. "This conversation is too long." alone and its French
// counterpart "Cette conversation est trop longue." are deliberately
// absent: they do not say the conversation has ended. MatchQuotaSentence
// uses anchored regular expressions (^…$ over the folded label) whose only
// free parts are a model name or a bounded tail. IsClosedAction,
// IsContinueAction and IsDisclaimer recognise the composer's actions and
// its disclaimer's wording; the new-chat calls to action of every UI
// language the grammar knows are data too (newchat.go, NewChatActions),
// each entry saying where it comes from.
//
// # Turn terminals
//
// MatchTurnTerminal is for error chrome inside the latest assistant turn. It
// tries the wall and quota sentences, then token pairs, then phrases, in
// precedence order, so one label that matches several rules reports the
// kind PreferTurnTerminal would prefer: conversation_exhausted >
// quota_limited > delivery_timeout > provider_error > stopped_thinking.
//
// # Stop controls
//
// Stop controls by their test ids are markup, not wording: they are the
// site profiles' stop markers (package site), not this package's.
// IsGenerationStopLabel needs the word "stop" and rejects labels with a
// word starting with dictat, voice, read, audio, listen, record, speak,
// speech, shar or microphone: those stop dictation, voice mode, read
// aloud, playback, recording or sharing, not
// the model.
//
// # Placeholders
//
// IsPlaceholder is true when the whole folded text is a sequence of chrome
// labels (see IsPlaceholder) and completed-summary cores ("thought for
// 12s"), each optionally followed by an ellipsis, separated by nothing, a
// space, or one of ":", "·", "•", "|" with optional spaces. The empty text
// is a placeholder.
//
// # Deep Think pending phrases
//
// IsPendingPhrase is true when the whole folded text is made only of the
// pending phrases of a Gemini Deep Think turn ("Generating your response",
// "Check back later", "I'm on it", "Responses with Deep Think can take some
// time", as reference/other-providers.md records them in English) in any
// language the grammar has them for, in any case, each optionally followed
// by an ellipsis, a full stop or an exclamation mark and separated by
// spaces or a separator. A text is matched against every language's
// phrases, since the UI's language may differ from the page's. The English
// phrases are in pending.go; every other language's are in its table
// (Language.Pending), each the project's own translation of the English
// ones, not checked against a saved page. PendingLanguage tells whether a
// language (a lang attribute's tag) has its phrases here: a caller fails
// closed on a response in any other language, whose pending text the
// grammar could not tell from an answer.
//
// # Recovery wording
//
// IsInterruptedStream and IsRateLimited are the interrupted-stream and
// HTTP 429 wordings of a browser-side recovery controller (package
// recovery and its page view), matched anywhere in the folded text;
// StripInterruptedStream removes the placeholders, so that they never
// count as reply text. IsRateLimited requires "rate" to start a word, so
// "accurate limit" and "separate limits" are not rate limiting. The
// English wording is in recovery.go, other languages' in their tables
// (Language.Interrupted, Language.RateLimited).
//
// # Rule names
//
// Every Match names the rule that produced it; Rules lists them all. Wall
// sentences (kind conversation_exhausted):
//
//   - wall_2026_keep_talking: "You've reached the maximum length for this
//     conversation, but you can keep talking by starting a new chat."
//   - wall_keep_talking: "You’ve reached the maximum length for this
//     conversation. Keep talking by starting a new chat."
//   - wall_please_start_new_chat: "You've reached the maximum length for
//     this conversation. Please start a new chat to continue."
//   - wall_maximum_length: "You have reached the maximum length for this
//     conversation."
//   - wall_reached_its_maximum_length: "This conversation has reached its
//     maximum length."
//   - wall_too_long_start_new_one: "This conversation is too long, please
//     start a new one."
//   - wall_zh_cn: "你已达到此对话的长度上限，你可以开始新聊天以继续对话。"
//   - wall_zh_cn_maximum_length: "此对话已达到最大长度，请开始新对话。"
//   - wall_es: "Has alcanzado la longitud máxima de esta conversación.
//     Inicia un nuevo chat."
//   - wall_fr: "Vous avez atteint la longueur maximale de cette
//     conversation."
//   - wall_fr_reached_its_maximum_length: "Cette conversation a atteint sa
//     longueur maximale."
//   - wall_ja: "この会話は最大長さに達しました。新しいチャットを開始してください。"
//   - wall_ko: "현재 대화가 최대 길이에 도달했습니다. 새 채팅을 시작하세요."
//   - wall_claude_maximum_length: "Claude hit the maximum length for this
//     conversation. Please start a new conversation to continue chatting
//     with Claude." (users' reports quoted in reference/other-sites.md:
//     pixelsock/directus-mcp#9, 199-mcp/mcp-limitless#2,
//     lgazo/drawio-mcp-server#12, 2025)
//
// Quota sentences (kind quota_limited; "you've" may be "you have"):
//
//   - quota_messages_per_hour: "You've reached our limit of messages per
//     hour[. Please try again later.]"
//   - quota_messages_per_hours: the same "per N hours"
//   - quota_message_limit: "You have reached your message limit [for
//     now][. …]"
//   - quota_usage_cap: "You've reached the current usage cap for …"
//   - quota_model_limit: "You've reached your GPT-4o limit[. …]" (gpt-… or
//     o… model names)
//   - quota_plan_limit: "You've hit the Free|Plus|Pro|Team plan limit [for
//     …][. …]"
//   - quota_too_many_requests_per_hour: "Too many requests in 1 hour[. Try
//     again later.]"
//   - quota_image_limit_de: "Du kannst vorerst keine weiteren Bilder
//     erstellen[. Upgrade dein Abo.]"
//   - quota_claude_free_messages: "You are out of free messages until …"
//     (Claude, KoushikNavuluri/Claude-API#72, 2023)
//   - quota_claude_messages_limit: "You've hit your limit for Claude
//     messages[. …]" (Claude, anthropics/claude-code#80062 and #50989,
//     2026)
//   - quota_claude_extra_usage: "You're out of extra usage[. …]" (Claude,
//     ex-machina-co/opencode-anthropic-auth#50, 2026)
//   - quota_grok_come_back_later: "You've reached your limit, come back
//     later." (Grok's rateLimitMessage, in the config of its real pages
//     2026-01/02, reference/other-sites.md)
//   - quota_usage_limit_de: a German sentence naming the
//     "Nutzungsobergrenze" (usage limit) and that it was reached
//     ("erreicht"), in either order ("Du hast die Nutzungsobergrenze für
//     GPT-5 erreicht. …")
//
// Turn-terminal rules (MatchTurnTerminal also reports the rules above):
//
//   - exhausted_token_pair (conversation_exhausted): "too long" or "maximum
//     length", with "new chat" or "start a new"
//   - quota_token_pair (quota_limited): "message limit", "usage limit" or
//     "reached your limit", with "try again"
//   - delivery_timeout (delivery_timeout): "message delivery timed out"
//   - delivery_timeout_ja (delivery_timeout): メッセージ(の)?(配信|送信),
//     at most 20 runes, タイムアウト
//   - provider_error_something_went_wrong (provider_error): "something went
//     wrong"
//   - provider_error_generating_response (provider_error): "there was an
//     error generating a response"
//   - provider_error_occurred (provider_error): "error occurred" ("An error
//     occurred")
//   - provider_error_network_lost (provider_error): "network connection
//     lost"
//   - provider_error_reconnecting (provider_error): "attempting to
//     reconnect"
//   - provider_error_ja (provider_error): (問題|エラー)が発生しました, then
//     (もう一度|再試行)
//   - stopped_thinking (stopped_thinking): the whole label "Stopped
//     thinking", optionally after "Reasoning" or "Pro thinking" and before
//     "Edit", with or without a space ("Stopped thinkingEdit")
//   - stopped_thinking_zh_cn (stopped_thinking): the whole label 已停止思考,
//     optionally followed by "Edit"
//
// Reply-error sentences (kind provider_error; MatchReplyError, the whole
// text of a reply, never a sentence inside a longer one; ReplyErrors gives
// each with its source):
//
//   - reply_error_server_busy: "The server is busy. Please try again
//     later." (DeepSeek, drawn as the reply under its normal action row)
//   - reply_error_search_busy: "Sorry, DeepSeek's search service is busy.
//     Please disable search or try again in a few minutes."
//   - reply_error_server_busy_zh_cn: "服务器繁忙，请稍后再试。" (own
//     translation)
//
// # Reason codes
//
// This package defines no reason codes: it reports Kind values and rule
// names, and the packages that build verdicts map them to reason codes.
//
// # Limits
//
// MaxSummaryRunes (96) bounds a completed summary, MaxActiveRunes (60) an
// active status label, MaxSentenceRunes (512) the labels MatchWallSentence
// and MatchQuotaSentence look at; longer labels do not match. Closed and
// continue actions are at most 64 runes. The other matchers read the whole
// input in linear time.
package grammar
