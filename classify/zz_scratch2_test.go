package classify_test

import (
	"testing"

	"github.com/chatproof/chatproof/classify"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/dom"
)

func TestScratchGen(t *testing.T) {
	for _, st := range corpus.GenStates {
		src := corpus.Generate(corpus.GenOptions{Turns: 6, State: st, Seed: 1})
		d, _ := dom.Parse(src, dom.Limits{})
		r := classify.Classify(d, classify.Options{})
		t.Logf("%s: %d bytes %s %v prov=%s/%s level=%s sig=%v present=%v fin=%v reas=%s text=%.60q", st, len(src), r.Terminal, r.Reasons, r.ProviderTerminal, r.ProviderRule, r.Activity.Level, r.Activity.Signals, r.Response.Present, r.Response.Finished, r.Response.Reasoning, r.Response.Text)
	}
}
