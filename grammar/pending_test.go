package grammar

import (
	"strings"
	"testing"

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
