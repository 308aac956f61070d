package classify

import (
	"github.com/chatproof/chatproof/grammar"
)

// noteReasoning folds one label of the turn's chrome (a button, thinking or
// reasoning chrome, shimmer, a status node; never message content) into the
// turn's reasoning state, read with the site's wording w: live wins over
// completed, completed over none.
func (f *scopeFacts) noteReasoning(w wording, label string) {
	if label == "" || f.reasoning == ReasoningLive {
		return
	}
	switch w.reasoningOf(label) {
	case grammar.ReasoningLive:
		f.reasoning = ReasoningLive
	case grammar.ReasoningCompleted:
		f.reasoning = ReasoningCompleted
	}
}

// noteTrace folds the trace of thinking chrome into the reasoning state.
func (f *scopeFacts) noteTrace(t trace) {
	switch {
	case t.live != "":
		f.reasoning = ReasoningLive
	case t.completed && f.reasoning != ReasoningLive:
		f.reasoning = ReasoningCompleted
	}
}

// reasoningOf returns the reasoning state of the facts.
func reasoningOf(f *scopeFacts) Reasoning {
	if f.reasoning == "" {
		return ReasoningNone
	}
	return f.reasoning
}

// reasoningOfLabel is grammar.ClassifyReasoning under both readings of
// zero-width spaces (see spacedVariant): live when either reading is live,
// else completed when either is completed.
func reasoningOfLabel(label string) grammar.Reasoning {
	r := grammar.ClassifyReasoning(label)
	v, ok := spacedVariant(label)
	if !ok || r == grammar.ReasoningLive {
		return r
	}
	if rv := grammar.ClassifyReasoning(v); rv != grammar.ReasoningNone {
		return rv
	}
	return r
}
