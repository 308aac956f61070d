package grammar

import (
	"os"
	"strings"
	"testing"
)

func TestRulesUniqueAndDocumented(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	seen := make(map[string]bool)
	for _, m := range Rules() {
		if m.Rule == "" || m.Kind == "" {
			t.Errorf("rule %+v has an empty name or kind", m)
		}
		if seen[m.Rule] {
			t.Errorf("rule %q listed twice", m.Rule)
		}
		seen[m.Rule] = true
		if !strings.Contains(string(doc), "//   - "+m.Rule+" ") && !strings.Contains(string(doc), "//   - "+m.Rule+":") {
			t.Errorf("rule %q is not listed under Rule names in doc.go", m.Rule)
		}
		if kindRank(m.Kind) == 0 {
			t.Errorf("rule %q has unknown kind %q", m.Rule, m.Kind)
		}
	}
}

// TestEveryRuleExercised fails when a rule has no table case producing it.
func TestEveryRuleExercised(t *testing.T) {
	hit := make(map[string]bool)
	for _, c := range wallCases {
		hit[c.rule] = true
	}
	for _, c := range quotaCases {
		hit[c.rule] = true
	}
	for _, c := range turnTerminalCases {
		hit[c.rule] = true
	}
	for _, c := range replyErrorCases {
		hit[c.rule] = true
	}
	for _, m := range Rules() {
		if !hit[m.Rule] {
			t.Errorf("rule %q has no table case", m.Rule)
		}
	}
}

func TestWallSentencesMatchThemselves(t *testing.T) {
	for _, w := range wallSentences {
		bare := strings.TrimSuffix(strings.TrimSuffix(w.sentence, "."), "。")
		for _, s := range []string{w.sentence, Normalize(w.sentence), strings.ToUpper(w.sentence), bare, bare + ".", bare + "。"} {
			m, ok := MatchWallSentence(s)
			if !ok || m.Rule != w.rule {
				t.Errorf("MatchWallSentence(%q) = %+v, %v; want %q", s, m, ok, w.rule)
			}
		}
	}
}
