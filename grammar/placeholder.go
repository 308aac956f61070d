package grammar

import (
	"regexp"
	"strings"
)

// placeholderLabels are the chrome labels an answer may consist of and still
// be no answer at all, in folded form.
var placeholderLabels = []string{
	"chatgpt said",
	"answer now",
	"pro thinking",
	"deep thinking",
	"thinking",
	"reasoning",
	"finalizing answer",
	"stopped thinking",
	"file upload request",
	"instant",
	"searching...",
	"browsing...",
	"reading documents",
	"reading document",
	"analyzing files",
	"analyzing file",
	"edit",
}

// placeholderRe matches a folded text made only of chrome labels and
// completed-summary cores, each optionally followed by an ellipsis, with an
// optional separator (a space, or ":", "·", "•", "|" with optional spaces)
// between them. The empty text matches.
var placeholderRe = regexp.MustCompile(`^(?:(?:` + alternation(placeholderLabels) + `|` + summaryCore +
	`)(?: ?\.\.\.)?(?: ?[:·•|] ?| )?)*$`)

// IsPlaceholder reports whether the whole text is made only of chrome labels
// ("ChatGPT said:", "Answer now", "Pro thinking", "Thinking", "Reasoning",
// "Finalizing answer", "Stopped thinking", "File upload request",
// "Instant", "Deep thinking", "Searching…", "Browsing…", "Reading
// documents", "Analyzing files", a completed summary, "Edit") or is empty or
// white space. Such text is not an answer. "Pro thinking Answer now: use a
// mutex" is not a placeholder, nor is any real answer that merely starts or
// ends with such labels.
func IsPlaceholder(text string) bool {
	return placeholderRe.MatchString(Fold(text))
}

// placeholderControls are the controls a message shows before it holds any
// content, in folded form: the owner of the message is chrome too ("ChatGPT
// said:", often hidden), but these say the reply has started.
var placeholderControls = []string{"answer now", "file upload request"}

// IsPlaceholderControl reports whether text, made only of chrome labels
// (IsPlaceholder), names a placeholder control ("Answer now", "File upload
// request"): the chrome of a message that has started and holds nothing
// yet, as opposed to other chrome such as "Stopped thinking".
func IsPlaceholderControl(text string) bool {
	if !IsPlaceholder(text) {
		return false
	}
	f := Fold(text)
	for _, c := range placeholderControls {
		if strings.Contains(f, c) {
			return true
		}
	}
	return false
}
