package main

import (
	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/gate"
)

// The reports of a live read: chatproof watch's JSON lines and the MCP
// tools' structured output share them, so a field means the same in both.

// readReport is one read's verdict in brief.
type readReport struct {
	Terminal         string         `json:"terminal" jsonschema:"complete or incomplete: complete only for a present, finished reply with no strong activity and no provider terminal"`
	TerminalRule     string         `json:"terminal_rule" jsonschema:"the rule that decided terminal"`
	Reasons          []string       `json:"reasons" jsonschema:"reason codes (chatproof help reasons lists them)"`
	ProviderTerminal string         `json:"provider_terminal" jsonschema:"none, or what ended the turn: provider_error, conversation_exhausted, quota_limited, stopped_thinking, delivery_timeout"`
	ProviderEvidence string         `json:"provider_evidence,omitempty" jsonschema:"the error chrome's text behind provider_terminal"`
	Activity         string         `json:"activity" jsonschema:"strong, weak or none: strong is a stop control or live progress of the current turn"`
	Surface          surfaceReport  `json:"surface" jsonschema:"the composer surface"`
	Response         responseReport `json:"response" jsonschema:"the current reply, the newest assistant message after the latest user message"`
}

// surfaceReport is the composer surface in brief.
type surfaceReport struct {
	State               string   `json:"state" jsonschema:"open, exhausted (the length wall), quota, closed or missing"`
	ComposerUsable      bool     `json:"composer_usable"`
	ContinuationOffered bool     `json:"continuation_offered"`
	Banners             []string `json:"banners" jsonschema:"visible banners of the composer surface, bounded"`
}

// responseReport is the current reply of a read.
type responseReport struct {
	Present       bool   `json:"present"`
	MessageID     string `json:"message_id"`
	TurnID        string `json:"turn_id"`
	TurnIndex     int    `json:"turn_index" jsonschema:"the turn's index, -1 when unknown"`
	Finished      bool   `json:"finished" jsonschema:"the reply's own finished-action bar is shown"`
	Reasoning     string `json:"reasoning" jsonschema:"none, live or completed"`
	Text          string `json:"text" jsonschema:"the reply's visible text"`
	TextRunes     int    `json:"text_runes" jsonschema:"length of the whole text in runes"`
	TextWhole     bool   `json:"text_whole" jsonschema:"text holds the whole reply; false when it was cut at the verdict's bound"`
	ContentDigest string `json:"content_digest" jsonschema:"sha256 of the whole text and the reply's identity: compare it to tell whether the reply changed"`
}

// gateReport is the completion gate's decision on one read.
type gateReport struct {
	Decision      string   `json:"decision"`
	Fire          bool     `json:"fire" jsonschema:"the gate fired: the reply is final"`
	Level         string   `json:"level"`
	Finished      bool     `json:"finished"`
	StableSamples int      `json:"stable_samples"`
	StableMS      int64    `json:"stable_ms"`
	Reasons       []string `json:"reasons"`
}

// answerReport is the final answer of a turn, bound to its message.
type answerReport struct {
	MessageID     string `json:"message_id"`
	TurnID        string `json:"turn_id"`
	TurnIndex     int    `json:"turn_index"`
	Text          string `json:"text"`
	TextRunes     int    `json:"text_runes"`
	TextWhole     bool   `json:"text_whole" jsonschema:"text holds the whole answer; false when it was cut at the verdict's bound"`
	ContentDigest string `json:"content_digest"`
}

// readOf is the brief of verdict v.
func readOf(v chatproof.Verdict) readReport {
	r := v.Response
	text, whole := replyText(v)
	return readReport{
		Terminal: string(v.Terminal), TerminalRule: v.TerminalRule, Reasons: nonNil(v.Reasons),
		ProviderTerminal: string(v.ProviderTerminal), ProviderEvidence: v.ProviderEvidence,
		Activity: string(v.Activity.Level),
		Surface: surfaceReport{
			State: string(v.Surface.State), ComposerUsable: v.Surface.ComposerUsable,
			ContinuationOffered: v.Surface.ContinuationOffered, Banners: nonNil(v.Surface.Banners),
		},
		Response: responseReport{
			Present: r.Present, MessageID: r.MessageID, TurnID: r.TurnID, TurnIndex: r.TurnIndex,
			Finished: r.Finished, Reasoning: string(r.Reasoning),
			Text: text, TextRunes: r.TextRunes, TextWhole: whole, ContentDigest: r.ContentDigest,
		},
	}
}

// gateOf is the report of the gate's step.
func gateOf(st gate.Step) gateReport {
	return gateReport{
		Decision: st.Decision, Fire: st.Fire, Level: st.Level, Finished: st.Finished,
		StableSamples: st.StableSamples, StableMS: st.StableFor.Milliseconds(), Reasons: nonNil(st.Reasons),
	}
}

// answerOf is the answer of a follow that fired, nil otherwise: a reply
// the gate did not prove final is never reported as the answer.
func answerOf(res followResult) *answerReport {
	if res.Outcome != outcomeFired {
		return nil
	}
	r := res.Verdict.Response
	text, whole := replyText(res.Verdict)
	return &answerReport{
		MessageID: r.MessageID, TurnID: r.TurnID, TurnIndex: r.TurnIndex,
		Text: text, TextRunes: r.TextRunes, TextWhole: whole, ContentDigest: r.ContentDigest,
	}
}

// replyText is the reply's whole text (Response.FullText, never cut) and
// whether it is whole, which it always is; a verdict decoded from JSON,
// which leaves the whole text out, gives its bounded text instead.
func replyText(v chatproof.Verdict) (string, bool) {
	r := v.Response
	if r.FullText != "" || r.TextRunes == 0 {
		return r.FullText, true
	}
	return r.Text, len([]rune(r.Text)) >= r.TextRunes
}

// nonNil is s, or an empty slice for nil, so that JSON says [] and not
// null.
func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
