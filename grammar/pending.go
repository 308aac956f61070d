package grammar

import (
	"regexp"
	"slices"
	"strings"
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
func IsPendingPhrase(text string) bool {
	f := foldPending(text)
	return f != "" && pendingRe.MatchString(f)
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
