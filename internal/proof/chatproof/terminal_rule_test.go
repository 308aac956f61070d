package chatproof_test

import (
	"slices"
	"testing"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/corpus"
	"github.com/chatproof/chatproof/internal/testflag"
)

// TestTerminalRuleNamesTheDecision: over every generated page state and
// every snapshot fixture, a complete verdict names RuleFinishedResponse
// and an incomplete one names a reason it carries, the first of classify's;
// the conditions of CompletionReasons a page fails are among its reasons.
// Four seeds of every state and every fixture with CHATPROOF_EXHAUSTIVE=1,
// as CI runs; in a plain go test one seed of every state, in turn, and one
// in 3 of the fixtures of every family, at least one of each.
func TestTerminalRuleNamesTheDecision(t *testing.T) {
	var pages [][]byte
	for si, state := range corpus.GenStates() {
		for seed := range int64(4) {
			if !testflag.Within(si, int(seed), 4, 4) {
				continue
			}
			pages = append(pages, corpus.Generate(corpus.GenOptions{Turns: 5, State: state, Seed: seed}))
		}
	}
	fixtures, err := corpus.Load(corpus.Default(), "snapshot")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, fx := range fixtures {
		names = append(names, fx.Name)
	}
	sampled := testflag.ByFamily(names, testflag.NameFamily, 3)
	for _, fx := range fixtures {
		if !sampled[fx.Name] {
			continue
		}
		page, _ := corpus.Section(fx.Archive, "page.html")
		pages = append(pages, page)
	}
	seen := map[string]bool{}
	for i, page := range pages {
		v, err := chatproof.ClassifyHTML(page, chatproof.Options{})
		if err != nil {
			t.Fatal(err)
		}
		seen[v.TerminalRule] = true
		// The completion rule the gate also judges by is the verdict's own:
		// each condition it finds failed is among the reasons, and a
		// complete verdict fails none.
		for _, c := range chatproof.CompletionReasons(v.Response, v.Activity.Level, v.ProviderTerminal) {
			if v.Terminal == chatproof.Complete || !slices.Contains(v.Reasons, c) {
				t.Errorf("page %d: the completion rule fails %s; verdict %s, reasons %v", i, c, v.Terminal, v.Reasons)
			}
		}
		switch {
		case v.Terminal == chatproof.Complete && v.TerminalRule != chatproof.RuleFinishedResponse:
			t.Errorf("page %d: complete with rule %q", i, v.TerminalRule)
		case v.Terminal == chatproof.Incomplete && (v.TerminalRule == chatproof.RuleFinishedResponse || !slices.Contains(v.Reasons, v.TerminalRule) || v.Reasons[0] != v.TerminalRule):
			t.Errorf("page %d: incomplete with rule %q, reasons %v", i, v.TerminalRule, v.Reasons)
		}
	}
	if len(seen) < 5 {
		t.Errorf("only %d distinct rules over %d pages: %v", len(seen), len(pages), seen)
	}
}
