package grammar

import (
	"strings"
	"testing"
	"unicode"

	"github.com/chatproof/chatproof/internal/testflag"
)

// TestIsPendingPhrase: each phrase of every language in any case, with
// the typographic apostrophe and its punctuation, alone or with the other
// phrases, is pending; an answer that holds one is not.
// pendingSample is the share of each language's pending texts a plain go
// test checks in TestIsPendingPhrase: one in pendingSample.
const pendingSample = 4

func TestIsPendingPhrase(t *testing.T) {
	n := 0
	for ti, tag := range append([]string{"en"}, Languages()...) {
		ws, ok := PendingWording(tag)
		if !ok || len(ws) != len(pendingEnglish) {
			t.Errorf("%s: %d pending phrases, want %d", tag, len(ws), len(pendingEnglish))
			continue
		}
		for wi, w := range ws {
			p := w.Text
			vs := []string{p, "  " + p + "…", p + "!", p + ". " + p, strings.ToUpper(p), strings.ToLower(p), p + "。", ws[0].Text + "… " + ws[1].Text}
			for vi, v := range vs {
				// A plain go test checks one in pendingSample of each
				// language's phrases in their forms, at least one;
				// CHATPROOF_EXHAUSTIVE=1, as CI runs, every one.
				if !testflag.Within(ti, wi*len(vs)+vi, len(ws)*len(vs), pendingSample) {
					continue
				}
				n++
				if !IsPendingPhrase(v) {
					t.Errorf("%s: IsPendingPhrase(%q) = false", tag, v)
				}
			}
			for _, v := range []string{"Okay. " + p + "!", p + ": first, check the probe's timeout"} {
				// A plain go test: for one phrase in two of each
				// language.
				if !testflag.Within(ti, wi, len(ws), 2) {
					continue
				}
				if IsPendingPhrase(v) {
					t.Errorf("%s: IsPendingPhrase(%q) = true: an answer that holds a phrase is not pending", tag, v)
				}
			}
			if tag != "en" && !strings.Contains(w.Source, "own translation") {
				t.Errorf("%s: %q: source %q, want the project's own translation", tag, p, w.Source)
			}
		}
	}
	t.Logf("%d pending texts checked", n)
	for text, want := range map[string]bool{
		"I’M ON IT": true, "GENERATING YOUR RESPONSE": true, "i'm on it.": true,
		"Generating your response… Check back later.": true,
		"Ich bin dran": true, "Deine Antwort wird generiert … schau später noch einmal vorbei": true,
		"回答を生成しています。後でもう一度ご確認ください": true, "¡Estoy en ello!": true,
		"4.": false, "": false, "  ": false, "Check back": false, "I am on it": false,
		"check back later today for the results": false, "Ich bin dran, hier ist die Antwort": false,
	} {
		if got := IsPendingPhrase(text); got != want {
			t.Errorf("IsPendingPhrase(%q) = %v, want %v", text, got, want)
		}
	}
}

// TestPendingLanguage: English and every table's language, by its whole
// tag or its primary subtag, in any case; no other language, and no tag.
func TestPendingLanguage(t *testing.T) {
	for tag, want := range map[string]bool{
		"en": true, "en-GB": true, "EN_us": true, "de": true, "de-AT": true, "ja": true,
		"zh": true, "zh-Hant": true, "zh-HK": true, "pt-BR": true, "sr-Latn": true,
		"eu": false, "cy": false, "ga": false, "": false, " ": false, "-": false, "x-klingon": false,
	} {
		if got := PendingLanguage(tag); got != want {
			t.Errorf("PendingLanguage(%q) = %v, want %v", tag, got, want)
		}
	}
	for _, tag := range Languages() {
		if !PendingLanguage(tag) {
			t.Errorf("PendingLanguage(%q) = false for a language of the grammar", tag)
		}
	}
}

// TestPendingJoinedAnyhow: every language's pending phrases, two or three
// of them joined by any of many separators (an em dash, an en dash, a
// typographic ellipsis, quotes, a slash, a line break, nothing at all),
// in upper, lower or title case and with any end punctuation, are
// pending; the same text with one word of an answer added is not.
// Variants: every language × 12 joints × 3 cases × 2 orders.
func TestPendingJoinedAnyhow(t *testing.T) {
	joints := []string{" — ", "—", " – ", "… ", "...", " / ", "\n", "", " « ", "\u00a0", " ・ ", " | "}
	cases := []func(string) string{strings.ToUpper, strings.ToLower, func(s string) string { return s }}
	sets := [][]Wording{pendingEnglish}
	for _, l := range languages {
		if len(l.Pending) > 0 {
			sets = append(sets, l.Pending)
		}
	}
	n := 0
	for _, set := range sets {
		for _, j := range joints {
			for _, c := range cases {
				for order := range 2 {
					a, b := set[0].Text, set[1].Text
					if order == 1 {
						a, b = set[3].Text, set[2].Text
					}
					text := c(`"` + a + j + b + "!\"")
					n++
					if !IsPendingPhrase(text) {
						t.Errorf("not pending: %q", text)
					}
					if answer := text + " 42 apples"; IsPendingPhrase(answer) {
						t.Errorf("pending with an answer's words: %q", answer)
					}
				}
			}
		}
	}
	if n < 60*12*3*2 {
		t.Errorf("only %d variants", n)
	}
}

// TestPendingScriptsHaveTheirLanguages: each script PendingScriptKnown
// reads is written by some language whose pending phrases the grammar has
// (a letter of it in one of its tables' wording), so the table names no script
// the grammar cannot read; a Latin, Cyrillic or Arabic text, and one with
// no letter at all, tells nothing.
func TestPendingScriptsHaveTheirLanguages(t *testing.T) {
	for _, sc := range pendingScripts {
		found := false
		for _, l := range languages {
			if len(l.Pending) == 0 {
				continue
			}
			for _, ws := range [][]Wording{l.Pending, l.Active, l.Completed, l.Worded, l.Edit, l.Disclaimer} {
				for _, w := range ws {
					for _, r := range w.Text {
						if unicode.Is(sc, r) {
							found = true
						}
					}
				}
			}
		}
		if !found {
			t.Errorf("no language's pending phrases are written in script %v", sc.R16[:1])
		}
	}
	for _, text := range []string{"Erantzuna 4 da.", "Ответ: 4", "الجواب 4", "उत्तर 4 है", "4 + 4 = 8", ""} {
		if PendingScriptKnown(text) {
			t.Errorf("PendingScriptKnown(%q)", text)
		}
	}
	for _, text := range []string{"答えは4です。", "答案是4", "답은 4입니다", "คำตอบคือ 4", "The area is πr²"} {
		if !PendingScriptKnown(text) {
			t.Errorf("!PendingScriptKnown(%q)", text)
		}
	}
}

// TestReplyControlLanguage: the labels of the reply controls the saved
// pages show name their UI language, in any case and with white space
// around; an unknown label names none.
func TestReplyControlLanguage(t *testing.T) {
	for label, want := range map[string]string{"Copy": "en", " good RESPONSE ": "en", "コピー": "ja", "良い回答": "ja", "答得好": "zh-CN", "重做": "zh-CN"} {
		if got, ok := ReplyControlLanguage(label); !ok || got != want {
			t.Errorf("ReplyControlLanguage(%q) = %q %v, want %q", label, got, ok, want)
		}
	}
	for _, label := range []string{"Kopiatu", "", "Copy code", "Stop"} {
		if _, ok := ReplyControlLanguage(label); ok {
			t.Errorf("ReplyControlLanguage(%q) names a language", label)
		}
	}
}
