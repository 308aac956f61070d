package chatproof

// Schema is the value of Verdict.Schema.
const Schema = "chatproof.snapshot/v1"

// Verdict is the complete judgement of one snapshot, serialised as the
// chatproof.snapshot/v1 JSON object. Every field is always present.
type Verdict struct {
	Schema           string   `json:"schema"`
	Source           string   `json:"source"`
	Surface          Surface  `json:"surface"`
	ProviderTerminal string   `json:"provider_terminal"`
	Activity         Activity `json:"activity"`
	Response         Response `json:"response"`
	Terminal         string   `json:"terminal"`
	Reasons          []string `json:"reasons"`
}

// Surface is the composer-surface state read from div#thread-bottom.
type Surface struct {
	State               string   `json:"state"`
	ContinuationOffered bool     `json:"continuation_offered"`
	ComposerUsable      bool     `json:"composer_usable"`
	Banners             []string `json:"banners"`
	Actions             []string `json:"actions"`
	// Rule names the wording rule that decided State ("" when none did).
	Rule string `json:"rule"`
}

// Activity is the model-activity evidence of the snapshot.
type Activity struct {
	Level   string   `json:"level"`
	Signals []Signal `json:"signals"`
}

// Signal is one piece of activity evidence.
type Signal struct {
	Kind     string `json:"kind"`
	Strength string `json:"strength"`
	Scope    string `json:"scope"`
	Evidence string `json:"evidence"`
}

// Response describes the current response: the newest assistant message that
// follows the latest user message.
type Response struct {
	Present     bool   `json:"present"`
	Source      string `json:"source"`
	MessageID   string `json:"message_id"`
	TurnID      string `json:"turn_id"`
	TurnIndex   int    `json:"turn_index"`
	Text        string `json:"text"`
	Placeholder bool   `json:"placeholder"`
	Reasoning   string `json:"reasoning"`
	Finished    bool   `json:"finished"`
}
