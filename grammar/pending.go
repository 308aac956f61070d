package grammar

import (
	"regexp"
	"strings"
)

// pendingPhrases are the pending texts of a Gemini Deep Think turn, in
// folded form: the turn holds a placeholder, not an answer, while it shows
// them. English only: they are the phrases both peers match
// case-insensitively (reference/other-providers.md: Deep Think pending text;
// Oracle v0.18 geminiDeepThinkDomProvider.ts, agbrowse v0.1.22).
// The note records no other language, and none is
// invented here.
var pendingPhrases = []string{
	"generating your response",
	"check back later",
	"i'm on it",
	"responses with deep think can take some time",
}

// pendingRe matches a folded text made only of pending phrases, each
// optionally followed by an ellipsis or a full stop, separated by spaces or
// a separator (":", "·", "•", "|", ",", ";", "-").
var pendingRe = regexp.MustCompile(`^(?:(?:` + alternation(pendingPhrases) +
	`)(?: ?\.\.\.| ?[.!])?(?: ?[:·•|,;-] ?| )?)+$`)

// IsPendingPhrase reports whether the whole text, folded (Fold) and
// trimmed, is made only of Deep Think pending phrases ("Generating your
// response… check back later", "I'm on it", "Responses with Deep Think can
// take some time"), in any case. An answer that merely contains one ("I'm
// on it: here is the plan …") is not pending, nor is the empty text.
func IsPendingPhrase(text string) bool {
	f := strings.TrimSpace(Fold(text))
	return f != "" && pendingRe.MatchString(f)
}
