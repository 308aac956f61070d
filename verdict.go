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
	// Surface is the composer-surface state read from div#thread-bottom.
	Surface Surface `json:"surface"`
	// ProviderTerminal is classify.ProviderNone ("none") or the provider
	// terminal shown by the current response's turn, one of the
	// classify.Provider* values.
	ProviderTerminal string `json:"provider_terminal"`
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
	// Terminal is classify.TerminalComplete ("complete") only when the
	// response is present, not a placeholder, finished, without strong
	// activity and without a provider terminal; otherwise
	// classify.TerminalIncomplete ("incomplete").
	Terminal string `json:"terminal"`
	// Reasons are the classify reason codes followed by the surface reason
	// codes; never empty, since the surface always gives its state's code.
	Reasons []string `json:"reasons"`
}

// Surface is the composer-surface state read from div#thread-bottom.
type Surface = surface.State

// Activity is the model-activity evidence of the snapshot.
type Activity = classify.Activity

// Signal is one piece of activity evidence.
type Signal = classify.Signal

// Response describes the current response: the newest assistant message that
// follows the latest user message.
type Response = classify.Response
