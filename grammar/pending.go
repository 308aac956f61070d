package grammar

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// fromPendingReference marks the English pending phrases: the reference
// records them as both peers match them.
const fromPendingReference = "reference/other-providers.md: Deep Think pending text, matched case-insensitively by Oracle v0.18 geminiDeepThinkDomProvider.ts and agbrowse v0.1.22"

// pendingEnglish are the texts a Gemini Deep Think turn shows in place of
// its answer while the answer is prepared. Every other language's are in
// its table (Language.Pending), the project's own translations of these.
var pendingEnglish = []Wording{
	{Text: "Generating your response", Source: fromPendingReference},
	{Text: "Check back later", Source: fromPendingReference},
	{Text: "I'm on it", Source: fromPendingReference},
	{Text: "Responses with Deep Think can take some time", Source: fromPendingReference},
}

// pendingRe matches a folded, trimmed text made only of pending phrases of
// any language, each optionally opened by "¡" and followed by an ellipsis,
// a full stop ("." "。" "।") or an exclamation mark, separated by spaces
// or a separator (":", "·", "•", "|", ",", ";", "-", "、", "،").
var pendingRe = regexp.MustCompile(`^(?:¡?(?:` + alternation(pendingForms()) +
	`)(?: ?\.\.\.| ?[.!。।])?(?: ?[:·•|,;\-、،] ?| )?)+$`)

// pendingForms returns the folded forms of every language's pending
// phrases, longest first: each phrase folded as written, upper-cased and
// lower-cased, since case mappings that Fold alone does not undo (the
// Turkish dotless i, the Greek final sigma) change a phrase a page shows in
// capitals.
func pendingForms() []string {
	var out []string
	add := func(ws []Wording) {
		for _, w := range ws {
			for _, v := range []string{w.Text, strings.ToUpper(w.Text), strings.ToLower(w.Text)} {
				if f := foldPending(v); !slices.Contains(out, f) {
					out = append(out, f)
				}
			}
		}
	}
	add(pendingEnglish)
	for _, l := range languages {
		add(l.Pending)
	}
	return sortedLongestFirst(out)
}

// foldPending is Fold with either apostrophe read as "'".
func foldPending(s string) string {
	return strings.TrimSpace(strings.ReplaceAll(Fold(s), "\u2019", "'"))
}

// IsPendingPhrase reports whether the whole text is made of the pending
// phrases of a Deep Think turn ("Generating your response… check back
// later", "I'm on it", "Responses with Deep Think can take some time"), in
// any language the grammar has them for (PendingLanguage), in any case,
// with either apostrophe: the turn holds a placeholder, not an answer. The
// text is matched against every language's phrases, since the UI's
// language may differ from the page's. An answer that merely holds a
// phrase ("I'm on it: first, …") is not pending, nor is the empty text:
// Oracle's rule is that the turn's text is a pending phrase, and a
// substring rule would hold a real answer open forever. A site profile
// whose "pending" wording is known applies them; a response in a language
// the grammar has no phrases for cannot be told from a pending text, which
// is the caller's to fail closed on (PendingLanguage).
//
// However the phrases are joined, cased and punctuated (an em dash, a
// typographic ellipsis, quotes, no space at all between phrases in a
// script written without spaces), the text is pending when, with every
// rune that is not a letter, mark or digit left out, it is a sequence of
// phrases so squeezed (squeezedPending): the words decide, never what
// stands between them.
func IsPendingPhrase(text string) bool {
	f := foldPending(text)
	if f == "" {
		return false
	}
	return pendingRe.MatchString(f) || squeezedPending(squeezePending(f))
}

// squeezePending keeps the letters, marks and digits of a folded text.
func squeezePending(f string) string {
	var b strings.Builder
	for _, r := range f {
		if unicode.IsLetter(r) || unicode.IsMark(r) || unicode.IsNumber(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// pendingKeys are the squeezed forms of every language's pending phrases
// (pendingForms squeezed), by their first byte.
var pendingKeys = func() map[byte][]string {
	keys := map[byte][]string{}
	for _, f := range pendingForms() {
		if k := squeezePending(f); k != "" && !slices.Contains(keys[k[0]], k) {
			keys[k[0]] = append(keys[k[0]], k)
		}
	}
	return keys
}()

// squeezedPending reports whether the squeezed text s is one or more
// squeezed pending phrases in a row. Positions are reached only at the
// end of a phrase, and each is tried against the phrases of its first
// byte, so the cost is linear in s.
func squeezedPending(s string) bool {
	if s == "" {
		return false
	}
	reach := make([]bool, len(s)+1)
	reach[0] = true
	for i := 0; i < len(s); i++ {
		if !reach[i] {
			continue
		}
		for _, k := range pendingKeys[s[i]] {
			if strings.HasPrefix(s[i:], k) {
				reach[i+len(k)] = true
			}
		}
	}
	return reach[len(s)]
}

// PendingLanguage reports whether the grammar has the pending phrases of
// the language with the BCP 47 tag (the page's lang attribute): English or
// a language whose table has them, compared ignoring case, "_" read as
// "-", by the whole tag or its primary subtag ("en-GB", "pt-BR", "zh").
// The empty tag is no language.
func PendingLanguage(tag string) bool {
	tag = strings.ToLower(strings.ReplaceAll(strings.TrimSpace(tag), "_", "-"))
	primary, _, _ := strings.Cut(tag, "-")
	if primary == "" {
		return false
	}
	if primary == "en" {
		return true
	}
	for _, l := range languages {
		if len(l.Pending) == 0 {
			continue
		}
		t := strings.ToLower(l.Tag)
		if p, _, _ := strings.Cut(t, "-"); t == tag || p == primary {
			return true
		}
	}
	return false
}

// PendingWording returns a copy of the pending phrases of the language with
// the given tag ("en" for English), and whether the grammar has them.
func PendingWording(tag string) ([]Wording, bool) {
	if tag == "en" {
		return slices.Clone(pendingEnglish), true
	}
	l, ok := LanguageWording(tag)
	if !ok || len(l.Pending) == 0 {
		return nil, false
	}
	return l.Pending, true
}

// PendingScriptKnown reports whether text holds a letter of a script that
// only UI languages whose pending phrases the grammar has are written in
// (pendingScripts): such a text is no pending text of a language the
// grammar lacks, whose phrases hold no letter of that script. A caller
// that knows no language for a text (no lang attribute) may read the text
// so; a Latin, Cyrillic, Arabic or Devanagari text tells nothing, since
// languages the grammar lacks are written in them.
func PendingScriptKnown(text string) bool {
	for _, r := range text {
		if unicode.IsLetter(r) && unicode.In(r, pendingScripts...) {
			return true
		}
	}
	return false
}

// pendingScripts are the scripts of UI languages that all have their
// pending phrases here: Han (zh-CN, zh-TW, zh-HK, ja), Hiragana and
// Katakana (ja), Hangul (ko), Thai (th), Georgian (ka), Armenian (hy),
// Greek (el), Kannada (kn), Malayalam (ml), Tamil (ta), Telugu (te),
// Gujarati (gu). TestPendingScriptsHaveTheirLanguages holds each to the
// language tables.
var pendingScripts = []*unicode.RangeTable{
	unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul, unicode.Thai,
	unicode.Georgian, unicode.Armenian, unicode.Greek, unicode.Kannada, unicode.Malayalam,
	unicode.Tamil, unicode.Telugu, unicode.Gujarati,
}

// ReplyControlLanguage returns the UI language whose Gemini reply controls
// (the action row's copy, feedback, redo and more buttons, the read-aloud
// button) carry label, compared as Fold does, and whether the grammar
// has that language's pending phrases: the labels are the UI's, so a
// pending text of the turn would be in that language. The labels are as
// the saved pages show them (geminiReplyLabels).
func ReplyControlLanguage(label string) (string, bool) {
	f := Fold(strings.TrimSpace(label))
	if f == "" {
		return "", false
	}
	for _, l := range geminiReplyLabels {
		for _, w := range l.labels {
			if Fold(w.Text) == f {
				return l.tag, PendingLanguage(l.tag)
			}
		}
	}
	return "", false
}

// Sources of the reply-control labels.
const (
	fromRealPageEN = "reference/realpages/MANIFEST.md: gemini/noosphere-gemini-dom-2026-01-07.html (English UI)"
	fromRealPageJA = "reference/realpages/MANIFEST.md: gemini/obsidianaiexp-chat-simple-2026-02-27.html and -2026-01-29.html (Japanese UI)"
	fromNoteZH     = "reference/other-sites.md: Gemini locale (the AI-RoundTable pages' Chinese UI)"
)

// geminiReplyLabels are the labels of Gemini's reply controls by UI
// language, each with its source.
var geminiReplyLabels = []struct {
	tag    string
	labels []Wording
}{
	{"en", words(fromRealPageEN, "Copy", "Good response", "Bad response", "Redo", "Show more options", "Listen", "Share & export")},
	{"ja", words(fromRealPageJA, "コピー", "良い回答", "悪い回答", "やり直す", "他のオプションを表示", "読み上げる", "回答をコピー")},
	{"zh-CN", words(fromNoteZH, "答得好", "重做")},
}
