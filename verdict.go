package chatproof

import (
	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/surface"
)

// Schema is the value of Verdict.Schema.
const Schema = "chatproof.snapshot/v1"

// Verdict is the complete judgement of one snapshot, serialised as the
// chatproof.snapshot/v1 JSON object. Every field is always present.
type Verdict struct {
	// Schema is always Schema, "chatproof.snapshot/v1".
	Schema string `json:"schema"`
	// Source names the snapshot (a file path); "" from ClassifyHTML and
	// ClassifyReader, for the caller to set.
	Source string `json:"source"`
	// URL is the page's URL when its saved format carries one (the
	// Content-Location of an MHTML archive's page); "" otherwise.
	URL string `json:"url"`
	// Format is the format the snapshot was read from: "html", "mhtml",
	// "gzip+html" or "gzip+mhtml" (snapshot.Format).
	Format string `json:"format"`
	// Surface is the composer-surface state read from div#thread-bottom.
	Surface Surface `json:"surface"`
	// ProviderTerminal is ProviderNone ("none") or the provider terminal
	// shown by the current response's turn, one of the Provider* values.
	ProviderTerminal ProviderTerminal `json:"provider_terminal"`
	// ProviderRule names the wording rule behind ProviderTerminal ("" for
	// none).
	ProviderRule string `json:"provider_rule"`
	// ProviderEvidence is the text of the error chrome behind
	// ProviderTerminal, normalised and bounded ("" for none).
	ProviderEvidence string `json:"provider_evidence"`
	// Activity is the snapshot's model-activity evidence.
	Activity Activity `json:"activity"`
	// Response is the current response; Response.Present is false when
	// there is none.
	Response Response `json:"response"`
	// Terminal is Complete only when the response is present, not a
	// placeholder, finished, without strong activity and without a
	// provider terminal, and the site profile's wording proves it (see
	// classify's "Wording tables": on Gemini, the answer's language is one
	// whose Deep Think pending phrases are known); otherwise Incomplete.
	Terminal Terminal `json:"terminal"`
	// TerminalRule names the rule that decided Terminal, as Surface.Rule
	// and ProviderRule name theirs: RuleFinishedResponse for Complete; for
	// Incomplete the classify reason code of the first check of the
	// completion rule that failed (no_response, before_baseline,
	// message_id_mismatch, placeholder, provider_terminal,
	// strong_activity, not_finished, …, in package classify's order).
	TerminalRule string `json:"terminal_rule"`
	// Reasons are the classify reason codes followed by the surface reason
	// codes; never empty, since the surface always gives its state's code.
	Reasons []string `json:"reasons"`
	// Site is the site profile that judged the page and how it was chosen:
	// the type classify.SiteChoice, with the fields Name (the profile's
	// name, "" when no profile applies: reason unknown_site) and From
	// ("option" for Options.Site; "capture", "mhtml", "saved_from_url",
	// "canonical", "og_url" or "base_href" for the record whose URL's host
	// chose it; "markers" for the profile's own markup; "none" when nothing
	// did). go doc classify.ChooseSite documents the order.
	Site SiteChoice `json:"site"`
	// Unmatched names the site profile's marker entries ("finished:
	// response-footer-complete") that matched nothing on a page that shows
	// what they would mark: drift of the site's markup (reason
	// site_markers_unmatched when the verdict is incomplete). Empty when
	// none.
	Unmatched []string `json:"unmatched"`
}

// SiteChoice is the value of Verdict.Site: the type classify.SiteChoice.
type SiteChoice = classify.SiteChoice

// Surface is the composer-surface state read from div#thread-bottom: the
// type surface.Surface, with the fields State (SurfaceOpen, …),
// ContinuationOffered, ComposerUsable, Banners and Actions (bounded), Rule
// (the rule that decided State) and Reasons. go doc surface.Surface
// documents each.
type Surface = surface.Surface

// Activity is the model-activity evidence of the snapshot: the type
// classify.Activity, with the fields Level (LevelStrong, LevelWeak,
// LevelNone), Signals (bounded, each a Signal), and, when the list is
// cut, Found (how many signals were found) and Digest (of them all). go
// doc classify.Activity documents each.
type Activity = classify.Activity

// Signal is one piece of activity evidence: the type classify.Signal, with
// the fields Kind (KindStop, …), Strength, Scope, Evidence (bounded) and
// Digest ("sha256:<hex>" of the whole evidence).
type Signal = classify.Signal

// Response describes the current response, the newest assistant message
// that follows the latest user message: the type classify.Response, with
// the fields Present, Source (SourceTurn, SourceWrapperless, SourceNone),
// MessageID, TurnID, TurnIndex (-1 when unknown), Text (visible,
// normalised, bounded, ending in "…" when cut), TextRunes (the whole
// text's length), FullText (the whole answer, never cut; not in the JSON),
// ContentDigest ("sha256:<hex>" of the whole text and identity),
// Placeholder, Reasoning (ReasoningNone, ReasoningLive,
// ReasoningCompleted) and Finished (its own finished-action bar). go doc
// classify.Response documents each.
type Response = classify.Response

// The typed values of a verdict, with their constants, so that a caller
// compares v.Terminal == chatproof.Complete rather than strings. Each is
// the type of package classify or surface that documents it.
type (
	// Terminal is the value of Verdict.Terminal.
	Terminal = classify.Terminal
	// ProviderTerminal is the value of Verdict.ProviderTerminal.
	ProviderTerminal = classify.ProviderTerminal
	// Level is the value of Activity.Level.
	Level = classify.Level
	// Strength is the value of Signal.Strength.
	Strength = classify.Strength
	// Kind is the value of Signal.Kind.
	Kind = classify.Kind
	// Scope is the value of Signal.Scope.
	Scope = classify.Scope
	// Source is the value of Response.Source.
	Source = classify.Source
	// Reasoning is the value of Response.Reasoning.
	Reasoning = classify.Reasoning
	// SurfaceState is the value of Surface.State.
	SurfaceState = surface.State
)

// Values of Verdict.Terminal.
const (
	Complete   = classify.TerminalComplete
	Incomplete = classify.TerminalIncomplete
)

// Values of Verdict.ProviderTerminal.
const (
	ProviderNone                  = classify.ProviderNone
	ProviderConversationExhausted = classify.ProviderConversationExhausted
	ProviderQuotaLimited          = classify.ProviderQuotaLimited
	ProviderError                 = classify.ProviderError
	ProviderStoppedThinking       = classify.ProviderStoppedThinking
	ProviderDeliveryTimeout       = classify.ProviderDeliveryTimeout
)

// Values of Activity.Level.
const (
	LevelStrong = classify.LevelStrong
	LevelWeak   = classify.LevelWeak
	LevelNone   = classify.LevelNone
)

// Values of Signal.Strength.
const (
	StrengthStrong = classify.StrengthStrong
	StrengthWeak   = classify.StrengthWeak
)

// Values of Signal.Kind.
const (
	KindStop     = classify.KindStop
	KindProgress = classify.KindProgress
	KindShimmer  = classify.KindShimmer
	KindBusy     = classify.KindBusy
	KindStatus   = classify.KindStatus
	KindSidecar  = classify.KindSidecar
)

// Values of Signal.Scope.
const (
	ScopeDocument = classify.ScopeDocument
	ScopeComposer = classify.ScopeComposer
	ScopeTurn     = classify.ScopeTurn
	ScopePanel    = classify.ScopePanel
)

// Values of Response.Source.
const (
	SourceNone        = classify.SourceNone
	SourceTurn        = classify.SourceTurn
	SourceWrapperless = classify.SourceWrapperless
)

// Values of Response.Reasoning.
const (
	ReasoningNone      = classify.ReasoningNone
	ReasoningLive      = classify.ReasoningLive
	ReasoningCompleted = classify.ReasoningCompleted
)

// Values of Surface.State.
const (
	SurfaceOpen      = surface.StateOpen
	SurfaceExhausted = surface.StateExhausted
	SurfaceQuota     = surface.StateQuota
	SurfaceClosed    = surface.StateClosed
	SurfaceMissing   = surface.StateMissing
)
