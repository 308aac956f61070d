package chatproof

import (
	"github.com/chatproof/chatproof/internal/dom"
)

// Options selects the response a snapshot is judged for.
type Options struct {
	// ExpectMessageID, when set, requires the response to carry this
	// data-message-id.
	ExpectMessageID string
	// MinTurn, when positive, requires the response's turn index to be at
	// least MinTurn (the baseline taken before Send).
	MinTurn int
	// Limits bounds parsing; the zero value means the defaults.
	Limits dom.Limits
}

// ClassifyHTML parses one snapshot and judges it. Errors are reserved for
// input that cannot be read as a document (too large, nested too deeply); any
// document, however odd, gets a verdict.
func ClassifyHTML(src []byte, opts Options) (Verdict, error) {
	d, err := dom.Parse(src, opts.Limits)
	if err != nil {
		return Verdict{}, err
	}
	return classifyDocument(d, opts), nil
}

// classifyDocument is being replaced by the assembly of classify and surface.
func classifyDocument(d *dom.Document, opts Options) Verdict {
	_ = d
	_ = opts
	return Verdict{
		Schema:           Schema,
		Surface:          Surface{State: "missing", Banners: []string{}, Actions: []string{}},
		ProviderTerminal: "none",
		Activity:         Activity{Level: "none", Signals: []Signal{}},
		Response:         Response{TurnIndex: -1, Reasoning: "none"},
		Terminal:         "incomplete",
		Reasons:          []string{"not_classified"},
	}
}

// DefaultMaxBytes is the snapshot size limit used when Options.Limits is zero.
const DefaultMaxBytes = dom.DefaultMaxBytes
