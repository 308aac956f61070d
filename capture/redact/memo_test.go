package redact

import (
	"fmt"
	"strings"
	"testing"
)

// TestKeptAnswersAreTheAnswers asks every attribute and text of a mix of
// ordinary values and planted secrets (each shape of textSecrets, alone
// and in a sentence, short and past memoMaxLen) three times: the answers
// kept are the answers redactAttr and Secrets give, on the first asking
// and from the cache alike.
func TestKeptAnswersAreTheAnswers(t *testing.T) {
	values := []string{"", "flex items-center gap-2", "copy-turn-action-button", "Copy", "Stop streaming",
		"https://chatgpt.com/c/1?token=abcdefgh1234", "color: red", "access_token=abcd1234efgh", "Session: expired"}
	for _, s := range textSecrets {
		values = append(values, s.text, "see "+s.text+" here", strings.Repeat("long words ", memoMaxLen/11+1)+s.text)
	}
	keys := []string{"class", "style", "href", "title", "data-testid", "aria-label"}
	n := 0
	for round := range 3 {
		for _, v := range values {
			for _, k := range keys {
				wr, wh := redactAttr(k, v)
				if r, h := redactAttrKept(k, v); r != wr || h != wh {
					t.Errorf("round %d: %s=%q: kept answer %q %t, want %q %t", round, k, v, r, h, wr, wh)
				}
				n++
			}
			wr, wh := Secrets(v)
			if r, h := secretsKept(v); r != wr || h != wh {
				t.Errorf("round %d: text %q: kept answer %q %t, want %q %t", round, v, r, h, wr, wh)
			}
			n++
		}
	}
	t.Logf("%d questions", n)
}

// TestKeptAnswersBounded asks more distinct short values than the cache
// keeps: it holds at most memoEntries of each kind.
func TestKeptAnswersBounded(t *testing.T) {
	for i := range memoEntries + 500 {
		v := fmt.Sprintf("value-%d", i)
		redactAttrKept("title", v)
		secretsKept(v)
	}
	if a, x := attrMemo.Len(), textMemo.Len(); a > memoEntries || x > memoEntries {
		t.Errorf("the caches hold %d and %d answers, over %d", a, x, memoEntries)
	}
}
