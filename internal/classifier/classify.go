package classifier

import (
	"unicode/utf8"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/internal/dom"
)

// Classify judges one parsed snapshot for the current response. It never
// fails: any document gets a Result, and evidence that does not prove
// completion gives TerminalIncomplete with the reasons.
func Classify(d *dom.Document, opts classify.Options) classify.Result {
	p := scanPage(d)
	p.buildTurns()

	var tg target
	if p.wrapped() {
		tg = p.selectTurn(opts)
	} else {
		tg = p.selectWrapperless(opts)
	}

	r := classify.Result{
		ProviderTerminal: classify.ProviderNone,
		Response:         classify.Response{TurnIndex: -1, Reasoning: classify.ReasoningNone},
	}
	var facts scopeFacts
	if tg.found {
		p.scanScope(tg.scope, classify.ScopeTurn, -1, -1, &tg, &facts)
		c := p.readContent(&tg, facts.cards)
		r.Response = classify.Response{
			Present:       c.text != "",
			MessageID:     boundID(tg.messageID),
			TurnID:        boundID(tg.turnID),
			TurnIndex:     tg.index,
			Text:          grammar.Truncate(c.text, classify.MaxTextRunes),
			TextRunes:     utf8.RuneCountInString(c.text),
			ContentDigest: contentDigest(tg.messageID, tg.turnID, tg.index, c.text),
			Placeholder:   c.placeholder,
			Reasoning:     reasoningOf(&facts),
		}
		if r.Response.Present {
			r.Response.Source = tg.source
			r.Response.Finished = facts.finished
			if !facts.finished && facts.covered {
				tg.reasons = append(tg.reasons, classify.ReasonFinishedCovered)
			}
		} else {
			tg.reasons = append(tg.reasons, classify.ReasonEmptyResponse)
		}
		r.ProviderTerminal, r.ProviderRule = providerOf(&facts)
		if r.ProviderTerminal != classify.ProviderNone {
			r.ProviderEvidence = facts.providerEvidence
		} else {
			facts.signals = append(facts.signals, facts.notices...)
		}
	}
	signals := facts.signals
	signals = append(signals, p.stopSignals(tg.scope)...)
	signals = append(signals, p.panelSignals(tg.scope)...)
	r.Activity = activity(signals)
	terminal(&r, tg.reasons)
	return r
}
