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
	Schema           string  `json:"schema"`
	Source           string  `json:"source"`
	Surface          Surface `json:"surface"`
	ProviderTerminal string  `json:"provider_terminal"`
	// ProviderRule names the wording rule behind ProviderTerminal ("" for
	// none).
	ProviderRule string `json:"provider_rule"`
	// ProviderEvidence is the text of the error chrome behind
	// ProviderTerminal, normalised and bounded ("" for none).
	ProviderEvidence string   `json:"provider_evidence"`
	Activity         Activity `json:"activity"`
	Response         Response `json:"response"`
	Terminal         string   `json:"terminal"`
	Reasons          []string `json:"reasons"`
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
