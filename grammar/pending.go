package grammar

import (
	"regexp"
	"strings"
)

// pendingPhrases are the texts a Gemini Deep Think turn shows in place of
// its answer while the answer is prepared, in folded form (reference:
// other-providers.md, Deep Think pending text: Oracle v0.18
// geminiDeepThinkDomProvider.ts and agbrowse v0.1.22; both peers match them
// case-insensitively). English only: the note records no other language,
// and none is invented here.
var pendingPhrases = []string{
	"generating your response",
	"check back later",
	"i'm on it",
	"responses with deep think can take some time",
}

// pendingRe matches a folded, trimmed text made only of pending phrases,
// each optionally followed by an ellipsis, a full stop or an exclamation
// mark, separated by spaces or a separator (":", "·", "•", "|", ",", ";",
// "-").
var pendingRe = regexp.MustCompile(`^(?:(?:` + alternation(pendingPhrases) +
	`)(?: ?\.\.\.| ?[.!])?(?: ?[:·•|,;-] ?| )?)+$`)

// IsPendingPhrase reports whether the whole text is made of the pending
// phrases of a Deep Think turn ("Generating your response… check back
// later", "I'm on it", "Responses with Deep Think can take some time"), in
// any case, with either apostrophe: the turn holds a placeholder, not an
// answer. An answer that merely holds a phrase ("I'm on it: first, …") is
// not pending, nor is the empty text: Oracle's rule is that the turn's text
// is a pending phrase, and a substring rule would hold a real answer open
// forever. Only the English phrases are known: a site profile whose
// "pending" wording is known applies them, and a pending phrase in another
// language is not recognised.
func IsPendingPhrase(text string) bool {
	f := strings.TrimSpace(strings.ReplaceAll(Fold(text), "\u2019", "'"))
	return f != "" && pendingRe.MatchString(f)
}
