package classify

import (
	"unicode/utf8"

	"github.com/chatproof/chatproof/grammar"
	"github.com/chatproof/chatproof/internal/bound"
	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/snapshot"
)

// Classify judges one parsed snapshot for the current response. It never
// fails: any document gets a Result, and evidence that does not prove
// completion gives TerminalIncomplete with the reasons.
func Classify(doc *snapshot.Document, opts Options) Result {
	r, _ := Read(doc, opts)
	return r
}

// classifyDOM is Classify on the reader's document, with the profile of
// opts.Site (ChatGPT's when nil), for tests that build the document
// themselves.
func classifyDOM(d *dom.Document, opts Options) Result {
	p := scanPage(d, matcherFor(opts.Site))
	p.buildTurns()
	return p.judge(p.selectTarget(opts))
}

// reportText bounds the response text for the report: the whole text
// when it has at most MaxTextRunes runes, otherwise its first
// MaxTextRunes-1 runes and "…", so that the report says it is cut and
// stays within its bound.
func reportText(text string) string {
	if utf8.RuneCountInString(text) <= MaxTextRunes {
		return text
	}
	return bound.RunesMarked(text, MaxTextRunes-1)
}

// selectTarget finds the current turn: with turn wrappers, or without.
func (p *page) selectTarget(opts Options) target {
	if p.wrapped() {
		return p.selectTurn(opts)
	}
	return p.selectWrapperless(opts)
}

// judge reads the current turn tg and the page around it into the Result.
func (p *page) judge(tg target) Result {
	r := Result{
		ProviderTerminal: ProviderNone,
		Response:         Response{TurnIndex: -1, Reasoning: ReasoningNone},
	}
	var facts scopeFacts
	if tg.found {
		p.scanScope(tg.scope, ScopeTurn, -1, -1, &tg, &facts)
		c := p.readContent(&tg, facts.cards)
		r.Response = Response{
			Present:       c.text != "",
			MessageID:     boundID(tg.messageID),
			TurnID:        boundID(tg.turnID),
			TurnIndex:     tg.index,
			Text:          reportText(c.text),
			TextRunes:     utf8.RuneCountInString(c.text),
			FullText:      c.text,
			ContentDigest: contentDigest(tg.messageID, tg.turnID, tg.index, c.text),
			Placeholder:   c.placeholder,
			Reasoning:     reasoningOf(&facts),
		}
		if r.Response.Present {
			r.Response.Source = tg.source
			r.Response.Finished = facts.finished
			if !facts.finished && facts.covered {
				tg.reasons = append(tg.reasons, ReasonFinishedCovered)
			}
			if !c.placeholder {
				tg.reasons = append(tg.reasons, p.wordingReasons(&tg, c.text)...)
			}
		} else {
			tg.reasons = append(tg.reasons, ReasonEmptyResponse)
		}
		r.ProviderTerminal, r.ProviderRule = providerOf(&facts)
		if r.ProviderTerminal == ProviderNone && r.Response.Present && !c.placeholder {
			if rule, ok := p.replyError(c.text); ok {
				r.ProviderTerminal, r.ProviderRule = ProviderError, rule
				facts.providerEvidence = grammar.Truncate(grammar.Normalize(c.text), MaxEvidenceRunes)
				tg.reasons = append(tg.reasons, ReasonReplyIsError)
			} else if p.replyErrorUnread(c.text) {
				r.ProviderTerminal, r.ProviderRule = ProviderError, RuleReplyErrorWordingUnknown
				facts.providerEvidence = grammar.Truncate(grammar.Normalize(c.text), MaxEvidenceRunes)
				tg.reasons = append(tg.reasons, ReasonReplyErrorWordingUnknown)
			}
		}
		if r.ProviderTerminal != ProviderNone {
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
