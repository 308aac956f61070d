package chatproof_test

import (
	"encoding/json"
	"fmt"
	"html"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/classify"
)

// wholeAnswerWords are the words a long reply is made of, in several
// scripts, so that a cut through a multi-byte rune would show.
var wholeAnswerWords = []string{"replica", "lag", "stays", "under", "two", "seconds", "Größe", "переноса", "移行", "の", "検証", "تحقق", "सत्यापन", "42", "2.3", "TB"}

// longReply returns the paragraphs of a reply of n words, each paragraph
// twelve words, and the text a reader sees: one line per paragraph.
func longReply(n int) (paragraphs []string, text string) {
	var line []string
	for i := range n {
		line = append(line, wholeAnswerWords[(i*7+i/13)%len(wholeAnswerWords)])
		if len(line) == 12 || i == n-1 {
			paragraphs = append(paragraphs, strings.Join(line, " "))
			line = line[:0]
		}
	}
	return paragraphs, strings.Join(paragraphs, "\n")
}

// longReplyPage is a finished reply whose markdown holds the paragraphs.
func longReplyPage(paragraphs []string) []byte {
	var b strings.Builder
	b.WriteString(`<main><article data-testid="conversation-turn-1" data-turn="user"><div data-message-author-role="user" data-message-id="u1">Write the whole runbook.</div></article>`)
	b.WriteString(`<article data-testid="conversation-turn-2" data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a1"><div class="markdown prose">`)
	for _, p := range paragraphs {
		b.WriteString("<p>" + html.EscapeString(p) + "</p>\n")
	}
	b.WriteString(`</div></div><div><button data-testid="copy-turn-action-button" aria-label="Copy"></button></div></article></main>`)
	return []byte(b.String())
}

// TestWholeAnswer: the library gives the whole answer (Response.FullText)
// however long the reply, a 20,000-word reply included, while the report
// (Response.Text, the JSON's text) stays within its bound and ends in "…"
// exactly when it is cut. The lengths run around the bound and far past
// it.
func TestWholeAnswer(t *testing.T) {
	for _, words := range []int{1, 12, 300, 500, 650, 700, 3000, 20000} {
		paragraphs, want := longReply(words)
		v, err := chatproof.ClassifyHTML(longReplyPage(paragraphs), chatproof.Options{})
		if err != nil {
			t.Fatal(err)
		}
		r := v.Response
		if v.Terminal != chatproof.Complete {
			t.Fatalf("%d words: %s", words, v)
		}
		if r.FullText != want {
			t.Errorf("%d words: FullText is not the whole answer: %d runes, want %d", words, utf8.RuneCountInString(r.FullText), utf8.RuneCountInString(want))
		}
		whole := utf8.RuneCountInString(want)
		if r.TextRunes != whole {
			t.Errorf("%d words: TextRunes %d, want %d", words, r.TextRunes, whole)
		}
		checkReport(t, fmt.Sprintf("%d words", words), r.Text, want)

		data, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		var back struct {
			Response map[string]any `json:"response"`
		}
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatal(err)
		}
		if back.Response["text"] != r.Text {
			t.Errorf("%d words: the JSON's text is not the report", words)
		}
		if len(back.Response) != 11 {
			// present, source, message_id, turn_id, turn_index, text,
			// text_runes, content_digest, placeholder, reasoning, finished.
			t.Errorf("%d words: the JSON response has %d fields, want the 11 of the report (never the whole text)", words, len(back.Response))
		}
	}
}

// checkReport checks the report of a whole text: the whole text when it
// fits, otherwise MaxTextRunes runes, a prefix of the whole and "…".
func checkReport(t *testing.T, name, report, whole string) {
	t.Helper()
	n := utf8.RuneCountInString(report)
	switch {
	case utf8.RuneCountInString(whole) <= classify.MaxTextRunes:
		if report != whole {
			t.Errorf("%s: a text within the bound was cut: %d runes", name, n)
		}
	case n != classify.MaxTextRunes || !strings.HasSuffix(report, "…") || !strings.HasPrefix(whole, strings.TrimSuffix(report, "…")):
		t.Errorf("%s: a cut report must be the whole text's first %d runes and \"…\": %d runes, ends %q", name, classify.MaxTextRunes-1, n, report[max(0, len(report)-12):])
	}
}

// TestReportTextBound: around the bound, rune by rune, a text is reported
// whole up to MaxTextRunes runes and cut with "…" from one rune more, the
// whole text always in FullText; multi-byte runes are never split.
func TestReportTextBound(t *testing.T) {
	for _, unit := range []string{"a", "é", "移", "😀"} {
		for _, n := range []int{classify.MaxTextRunes - 2, classify.MaxTextRunes - 1, classify.MaxTextRunes, classify.MaxTextRunes + 1, classify.MaxTextRunes + 2} {
			text := "Answer: " + strings.Repeat(unit, n-len("Answer: "))
			v, err := chatproof.ClassifyHTML(longReplyPage([]string{text}), chatproof.Options{})
			if err != nil {
				t.Fatal(err)
			}
			name := fmt.Sprintf("%d runes of %q", n, unit)
			if v.Response.FullText != text || v.Response.TextRunes != n {
				t.Errorf("%s: FullText %d runes, TextRunes %d", name, utf8.RuneCountInString(v.Response.FullText), v.Response.TextRunes)
			}
			checkReport(t, name, v.Response.Text, text)
			if !utf8.ValidString(v.Response.Text) {
				t.Errorf("%s: the report is not valid UTF-8", name)
			}
		}
	}
}

// The whole answer is Response.FullText; Response.Text, the report in the
// verdict's JSON, is bounded and ends in "…" when it is cut.
func ExampleResponse_fullText() {
	paragraphs, _ := longReply(20000)
	v, err := chatproof.ClassifyHTML(longReplyPage(paragraphs), chatproof.Options{})
	if err != nil {
		panic(err)
	}
	r := v.Response
	fmt.Println(v.Terminal, len(strings.Fields(r.FullText)), "words")
	fmt.Println(r.TextRunes == utf8.RuneCountInString(r.FullText), utf8.RuneCountInString(r.Text), strings.HasSuffix(r.Text, "…"))
	// Output:
	// complete 20000 words
	// true 4000 true
}
