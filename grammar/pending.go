package grammar

import "strings"

// pendingPhrases are the texts a Gemini Deep Think turn shows in place of
// its answer while the answer is prepared, in folded form (reference:
// other-providers.md; both peers match them case-insensitively).
var pendingPhrases = []string{
	"generating your response",
	"check back later",
	"i'm on it",
	"responses with deep think can take some time",
}

// IsPendingPhrase reports whether the text holds one of the pending
// phrases of a Deep Think turn ("Generating your response", "Check back
// later", "I'm on it", "Responses with Deep Think can take some time"), in
// any case, with either apostrophe: the turn holds a placeholder, not an
// answer. Only the English phrases are known: a site profile whose
// "pending" wording is known applies them, and a pending phrase in another
// language is not recognised.
func IsPendingPhrase(text string) bool {
	f := strings.ReplaceAll(Fold(text), "\u2019", "'")
	for _, p := range pendingPhrases {
		if strings.Contains(f, p) {
			return true
		}
	}
	return false
}
