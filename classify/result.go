package classify

import (
	"slices"

	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/site"
	"github.com/chatproof/chatproof/snapshot"
)

// Options selects the response a snapshot is judged for. The zero value
// judges the newest response with no baseline and no expected identity.
type Options struct {
	// ExpectMessageID, when set, requires the current turn to hold an
	// assistant message with this data-message-id.
	ExpectMessageID string
	// MinTurn, when positive, requires the response's turn index to be at
	// least MinTurn (the baseline taken before Send). 0 means no baseline.
	MinTurn int
	// Limits bounds parsing where a page is parsed from bytes
	// (chatproof.ClassifyHTML and ClassifyReader, whose Options this is);
	// Classify judges a document already parsed and does not read it. The
	// zero value means the defaults.
	Limits snapshot.Limits
	// Site is the site profile the page is read with (package site: its
	// turn, message, content, finished, stop, progress, thinking, panel,
	// chrome, composer and error markers); nil chooses one by the page
	// (see ChooseSite), none (unknown_site) when nothing on the page names one. A profile is
	// compiled once, on first use, and must not be changed afterwards.
	// The profile of a page Classify reads is also what surface.ReadSite
	// is given.
	Site *site.Profile
	// Profiles are the site profiles SiteFor chooses a page's profile
	// from when Site is nil, beside the embedded ones: each replaces the
	// embedded profile of its name (a patch, site.Load), and one of a new
	// name adds a site (site.WithProfiles). A page is judged by the
	// profile of its own site, chosen by its URL's host, else by its
	// markers, else none (unknown_site): a
	// patch of one site's profile never judges another site's page. nil
	// is the embedded profiles alone. Like Site, a profile here must not
	// be changed once used.
	Profiles []*site.Profile
}

// Result is what one snapshot says about the current response: the
// activity, response, provider_terminal, terminal and reasons parts of the
// chatproof.snapshot/v1 verdict.
type Result struct {
	// ProviderTerminal is ProviderNone or one of the Provider* kinds.
	ProviderTerminal ProviderTerminal
	// ProviderRule names the wording rule that decided ProviderTerminal, ""
	// for ProviderNone.
	ProviderRule string
	// ProviderEvidence is the text of the chrome that decided
	// ProviderTerminal, normalised, at most MaxEvidenceRunes runes; "" for
	// ProviderNone or when the chrome has no text.
	ProviderEvidence string
	// Activity is the snapshot's model-activity evidence: stop controls
	// anywhere, and chrome of the current turn and of verified panels.
	Activity Activity
	// Response is the current response; Present is false when there is
	// none.
	Response Response
	// Terminal is TerminalComplete or TerminalIncomplete.
	Terminal Terminal
	// Reasons are the reason codes explaining an incomplete Terminal, in
	// the fixed order of the Reason* constants. Empty (never nil) when
	// Terminal is complete.
	Reasons []string
	// Site is the site profile the page was judged by and how it was
	// chosen (ChooseSite); the zero value from Classify's callers that
	// read a document with a profile of their own.
	Site SiteChoice
	// Unmatched names, as "list: id", the entries of the profile's marker
	// lists that matched nothing on a page that shows what they would
	// mark (a turn, the response's content, older replies' finished
	// controls): drift of the site's markup, told with
	// ReasonSiteMarkersUnmatched when the verdict is incomplete. Empty
	// (never nil) when nothing is unmatched.
	Unmatched []string
}

// Activity is the model-activity evidence of the snapshot.
type Activity struct {
	// Level is LevelStrong, LevelWeak or LevelNone: the strongest signal
	// found, counted before Signals is capped.
	Level Level `json:"level"`
	// Signals are at most MaxSignals signals in document order. Never nil.
	Signals []Signal `json:"signals"`
	// Found is the number of signals found when it is more than Signals
	// reports (the list is cut to MaxSignals); 0 when none was cut.
	Found int `json:"found,omitempty"`
	// Digest is "sha256:<hex>" of every signal found (kind, strength,
	// scope and digest of each, in document order), those cut from
	// Signals included, set only when the list is cut: a signal past the
	// bound that changes still changes what the gate compares. "" when
	// none was cut.
	Digest string `json:"digest,omitempty"`
}

// Signal is one piece of activity evidence.
type Signal struct {
	// Kind is one of the Kind* constants.
	Kind Kind `json:"kind"`
	// Strength is StrengthStrong or StrengthWeak.
	Strength Strength `json:"strength"`
	// Scope is ScopeDocument, ScopeComposer, ScopeTurn or ScopePanel.
	Scope Scope `json:"scope"`
	// Evidence describes the element, at most MaxEvidenceRunes runes.
	Evidence string `json:"evidence"`
	// Digest is "sha256:<hex>" of the whole evidence, before the bound: a
	// trace that changes past the report bound changes the digest.
	Digest string `json:"digest"`
}

// Response describes the current response: the newest assistant message
// that follows the latest user message.
type Response struct {
	// Present is true when the current response has visible text; false
	// when no response was found or its turn holds no content.
	Present bool `json:"present"`
	// Source is SourceTurn or SourceWrapperless, "" when not present.
	Source Source `json:"source"`
	// MessageID and TurnID are at most MaxIDRunes runes.
	MessageID string `json:"message_id"`
	// TurnID is the turn container's data-turn-id (or data-turn-key when
	// it has none), at most MaxIDRunes runes; "" when the turn carries
	// neither.
	TurnID string `json:"turn_id"`
	// TurnIndex is -1 when unknown.
	TurnIndex int `json:"turn_index"`
	// Text is the visible text, normalised line by line, at most
	// MaxTextRunes runes: the report of the text. A text longer than that
	// is cut and ends in "…" (its first MaxTextRunes-1 runes, then the
	// mark), so a cut report says it is cut; TextRunes then exceeds
	// Text's length. The whole text is FullText.
	Text string `json:"text"`
	// TextRunes is the length in runes of the whole text, before the
	// bound.
	TextRunes int `json:"text_runes"`
	// FullText is the whole answer as a reader sees it: the visible text,
	// normalised line by line, never cut (Text is its bounded report).
	// The library gives it to callers that use the answer; the verdict's
	// JSON leaves it out, because reports stay bounded. ContentDigest is
	// its digest, with the response's identity.
	FullText string `json:"-"`
	// ContentDigest is "sha256:<hex>" of the whole normalised text and the
	// response's identity (message id, turn id, turn index); "" when no
	// current turn was found. Compare it, not Text, to tell whether the
	// response changed.
	ContentDigest string `json:"content_digest"`
	// Placeholder is true when the text is only chrome labels
	// (grammar.IsPlaceholder); such a response never completes.
	Placeholder bool `json:"placeholder"`
	// Reasoning is ReasoningNone, ReasoningLive or ReasoningCompleted.
	Reasoning Reasoning `json:"reasoning"`
	// Finished is true when a visible finished-action control (copy, good
	// or bad response, Share) sits in the response's own turn container;
	// always false when Present is false.
	Finished bool `json:"finished"`
}

// Terminal is a snapshot's completion verdict: the value of Result.Terminal.
type Terminal string

// Values of Result.Terminal.
const (
	TerminalComplete   Terminal = "complete"
	TerminalIncomplete Terminal = "incomplete"
)

// Level is how strong the activity evidence of a snapshot is: the value of
// Activity.Level.
type Level string

// Values of Activity.Level.
const (
	LevelStrong Level = "strong"
	LevelWeak   Level = "weak"
	LevelNone   Level = "none"
)

// Strength is how strong one piece of activity evidence is: the value of
// Signal.Strength.
type Strength string

// Values of Signal.Strength.
const (
	StrengthStrong Strength = "strong"
	StrengthWeak   Strength = "weak"
)

// Kind is what a signal is: the value of Signal.Kind.
type Kind string

// Values of Signal.Kind.
const (
	KindStop     Kind = "stop"
	KindProgress Kind = "progress"
	KindShimmer  Kind = "shimmer"
	KindBusy     Kind = "busy"
	KindStatus   Kind = "status"
	KindSidecar  Kind = "sidecar"
)

// Scope is where a signal was found: the value of Signal.Scope.
type Scope string

// Values of Signal.Scope.
const (
	ScopeDocument Scope = "document"
	ScopeComposer Scope = "composer"
	ScopeTurn     Scope = "turn"
	ScopePanel    Scope = "panel"
)

// Source is how the current response was found: the value of
// Response.Source ("" when there is none).
type Source string

// Values of Response.Source.
const (
	SourceNone        Source = "" // no current response
	SourceTurn        Source = "turn"
	SourceWrapperless Source = "wrapperless"
)

// Reasoning is the reasoning state of the current turn: the value of
// Response.Reasoning.
type Reasoning string

// Values of Response.Reasoning.
const (
	ReasoningNone      Reasoning = "none"
	ReasoningLive      Reasoning = "live"
	ReasoningCompleted Reasoning = "completed"
)

// ProviderTerminal is how the provider ended the current turn, if it did:
// the value of Result.ProviderTerminal. Its values other than ProviderNone
// are the kinds of terminal wording package grammar matches, so that the
// wording and the verdict share one vocabulary.
type ProviderTerminal = grammar.Kind

// Values of Result.ProviderTerminal: ProviderNone, or one of grammar's
// kinds.
const (
	ProviderNone                  ProviderTerminal = "none"
	ProviderConversationExhausted                  = grammar.KindWall
	ProviderQuotaLimited                           = grammar.KindQuota
	ProviderError                                  = grammar.KindError
	ProviderStoppedThinking                        = grammar.KindStopped
	ProviderDeliveryTimeout                        = grammar.KindTimeout
)

// RuleThreadErrorButton is the ProviderRule of a turn whose only provider
// evidence is a visible regenerate-thread-error-button whose card wording no
// grammar rule knows: the button itself marks a failed turn.
const RuleThreadErrorButton = "thread_error_button"

// Evidence bounds.
const (
	// MaxSignals is the number of signals reported.
	MaxSignals = 16
	// MaxEvidenceRunes is the length of a signal's evidence.
	MaxEvidenceRunes = 160
	// MaxTextRunes is the length of Response.Text.
	MaxTextRunes = 4000
	// MaxIDRunes is the length of Response.MessageID and Response.TurnID.
	MaxIDRunes = 128
	// MaxLabelReads is the number of element labels one Classify call reads
	// for status, reasoning and provider chrome. Chrome beyond it is not
	// read, so a hostile page costs a bounded number of label walks.
	MaxLabelReads = 256
)

// Reason codes, in the order Result.Reasons lists them.
const (
	// ReasonNoResponse: no current response is present (always given with
	// Present false, followed by the more specific code when there is one).
	// Decided by CompletionReasons, and by (*page).selectTurn and
	// (*page).selectWrapperless through noTarget (go doc -u).
	ReasonNoResponse = "no_response"
	// ReasonNoUserMessage: the page shows no user message, so nothing can be
	// shown to follow the latest one.
	// Decided by (*page).selectTurn and (*page).selectWrapperless (go doc -u).
	ReasonNoUserMessage = "no_user_message"
	// ReasonBeforeBaseline: the newest response's turn index is below
	// Options.MinTurn, or unknown while MinTurn is set.
	// Decided by (*page).selectTurn and (*page).selectWrapperless (go doc -u).
	ReasonBeforeBaseline = "before_baseline"
	// ReasonTurnOrderConflict: on a page that numbers its turns
	// (conversation-turn-N), another turn is numbered at or after the
	// newest assistant turn without following it in the document, so which
	// turn is the newest is not proven.
	// Decided by (*page).selectTurn (go doc -u).
	ReasonTurnOrderConflict = "turn_order_conflict"
	// ReasonMessageIDMismatch: the current turn holds no assistant message
	// with Options.ExpectMessageID.
	// Decided by (*page).selectTurn and (*page).selectWrapperless (go doc -u).
	ReasonMessageIDMismatch = "message_id_mismatch"
	// ReasonResponseHidden: the current response's element is hidden.
	// Decided by (*page).selectTurn and (*page).selectWrapperless (go doc -u).
	ReasonResponseHidden = "response_hidden"
	// ReasonEmptyResponse: the current turn holds no visible content (for
	// example only a provider error card).
	// Decided by classifyDOM, from (*page).readContent (go doc -u).
	ReasonEmptyResponse = "empty_response"
	// ReasonPlaceholder: the response text is only chrome labels.
	// Decided by CompletionReasons, from (*page).readContent's placeholder (go doc -u).
	ReasonPlaceholder = "placeholder"
	// ReasonProviderTerminal: the current turn shows provider error chrome.
	// Decided by CompletionReasons, from providerOf (go doc -u).
	ReasonProviderTerminal = "provider_terminal"
	// ReasonStrongActivity: a strong activity signal is present.
	// Decided by CompletionReasons, from activity (go doc -u).
	ReasonStrongActivity = "strong_activity"
	// ReasonNotFinished: the response's turn shows no finished-action
	// control.
	// Decided by CompletionReasons, when (*scopeScan).finishedControl found none (go doc -u).
	ReasonNotFinished = "not_finished"
	// ReasonFinishedCovered: the only finished-action controls of the
	// response's turn are painted under an opaque cover (a capture's
	// data-chatproof-covered), so they prove nothing; always given with
	// ReasonNotFinished.
	// Decided by (*scopeScan).finishedControl (go doc -u).
	ReasonFinishedCovered = "finished_covered"
	// ReasonUnknownSite: Options.Site is nil and the page's URL (a
	// capture's, the MHTML Content-Location, the saved-from comment, the
	// canonical link, og:url or base href) names a host no site profile
	// serves, or the page has no URL and no profile's turn, message or
	// composer markers, so no profile's rules apply and nothing on the page
	// is recognised; never judged by another site's rules.
	// Decided by ChooseSite (go doc -u).
	ReasonUnknownSite = "unknown_site"
	// ReasonPlaceholderWordingUnknown: the site's profile applies neither
	// the grammar's placeholder wording nor its Deep Think pending
	// phrases, so no answer is proven not to be the site's placeholder.
	// Decided by (*page).wordingReasons (go doc -u).
	ReasonPlaceholderWordingUnknown = "placeholder_wording_unknown"
	// ReasonPendingWordingUnknown: on a site whose profile applies the
	// Deep Think pending phrases, the response's language (its nearest
	// lang attribute; without one, the UI language of the turn's reply
	// controls or a script only known languages write) is unknown, or one
	// whose pending phrases the grammar lacks, so a pending text could not
	// be told from an answer.
	// Decided by (*page).wordingReasons (go doc -u).
	ReasonPendingWordingUnknown = "pending_wording_unknown"
	// ReasonReplyIsError: the reply's whole text is one of its site's
	// reply-error sentences: the site drew its error as the reply, under
	// the reply's normal action row (given with provider_terminal).
	ReasonReplyIsError = "reply_is_error"
	// ReasonReplyErrorWordingUnknown: on a site whose profile does not
	// apply the reply-error wording, the reply's whole text is a sentence
	// some site draws as its reply to say it failed (grammar.MatchReplyError):
	// not proven an answer.
	// Decided by (*page).replyErrorUnread (go doc -u).
	ReasonReplyErrorWordingUnknown = "reply_error_wording_unknown"
	// ReasonSiteMarkersUnmatched: the page is of a known site and shows
	// what the profile's turn, content or finished markers would mark, but
	// every entry of such a list matched nothing (Result.Unmatched names
	// them): the site's markup has likely drifted from its profile, and
	// the wait it causes is told on the first page. Given only with an
	// incomplete verdict.
	// Decided by (*page).drift (go doc -u).
	ReasonSiteMarkersUnmatched = "site_markers_unmatched"
)

// ReasonCodes returns every reason code in the order Result.Reasons lists
// them.
func ReasonCodes() []string { return slices.Clone(reasonOrder) }

// reasonOrder lists every reason code in the order of Result.Reasons.
var reasonOrder = []string{
	ReasonNoResponse,
	ReasonNoUserMessage,
	ReasonBeforeBaseline,
	ReasonTurnOrderConflict,
	ReasonMessageIDMismatch,
	ReasonResponseHidden,
	ReasonEmptyResponse,
	ReasonPlaceholder,
	ReasonProviderTerminal,
	ReasonStrongActivity,
	ReasonNotFinished,
	ReasonFinishedCovered,
	ReasonUnknownSite,
	ReasonPlaceholderWordingUnknown,
	ReasonPendingWordingUnknown,
	ReasonReplyIsError,
	ReasonReplyErrorWordingUnknown,
	ReasonSiteMarkersUnmatched,
}
