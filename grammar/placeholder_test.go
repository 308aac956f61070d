package grammar

import (
	"strings"
	"testing"
)

func TestIsPlaceholder(t *testing.T) {
	runBool(t, "IsPlaceholder", IsPlaceholder, []boolCase{
		{"", true, "empty"},
		{" \n\t ", true, "white space"},
		{"ChatGPT said:", true, "owner label with colon"},
		{"ChatGPT said", true, "owner label bare"},
		{"ChatGPT said: Answer now", true, "owner and gate labels"},
		{"Pro thinking Answer now", true, "pro thinking and answer now"},
		{"Answer now", true, "gate label alone"},
		{"Thinking", true, "thinking"},
		{"Thinking\u2026", true, "thinking with ellipsis"},
		{"Reasoning", true, "reasoning"},
		{"Finalizing answer", true, "finalizing answer"},
		{"Stopped thinking", true, "stopped thinking"},
		{"File upload request", true, "file upload request"},
		{"Instant", true, "instant"},
		{"Deep thinking", true, "deep thinking"},
		{"Searching\u2026", true, "searching with ellipsis"},
		{"Browsing...", true, "browsing with dots"},
		{"Reading documents", true, "reading documents"},
		{"Analyzing files", true, "analyzing files"},
		{"Thought for 12s", true, "completed summary"},
		{"Reasoning Thought for 1m 5s Edit", true, "completed summary with chrome"},
		{"ReasoningThought for 12sChatGPT said:", true, "glued chrome from text extraction"},
		{"ChatGPT said: Thought for a few seconds Edit", true, "owner label and worded summary"},
		{"Pro thinking \u00B7 Answer now", true, "middle dot separator"},
		{"Edit", true, "edit alone"},
		{"Pro thinking Answer now: use a mutex", false, "a real answer after chrome"},
		{"Use a mutex. Pro thinking Answer now", false, "real answer ending with labels"},
		{"Thinking about the design, use Postgres.", false, "answer starting with a label word"},
		{"Thought for a while about X", false, "greedy worded form is not chrome"},
		{"Done", false, "a one-word answer"},
		{"Searching", false, "searching needs its ellipsis"},
		{"4", false, "a numeric answer"},
		{"ChatGPT said: " + strings.Repeat("x", 100), false, "long answer after chrome"},
	})
}
