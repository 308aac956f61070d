package corpus_test

import (
	"bytes"
	"slices"
	"strings"
	"unicode"

	"github.com/PuerkitoBio/goquery"
	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/grammar"
)

// Judges of Gemini pages written in the tests from the reference note
// alone, so that the Gemini fixtures and variants can be checked before the
// site profile exists: chatproof's rules as the fixtures state them (the
// oracle), and the two peers' rules as the note describes them (to show
// that the variants catch the classes those rules fall into).

// geminiJudge says whether a Gemini page is complete.
type geminiJudge func(doc *goquery.Document) bool

func parseGemini(page []byte) (*goquery.Document, error) {
	return goquery.NewDocumentFromReader(bytes.NewReader(page))
}

// geminiPendingPhrases are the Deep Think pending phrases of the note, in
// folded form: the English ones Oracle matches.
var geminiPendingPhrases = []string{"generating your response", "check back later", "i'm on it", "responses with deep think can take some time"}

// pendingPhrasesAll are the pending phrases of every language the grammar
// has them for (the note's English and the grammar's own translations),
// lower case, as written and upper-cased first, longest first.
var pendingPhrasesAll = func() []string {
	var out []string
	for _, tag := range append([]string{"en"}, grammar.Languages()...) {
		ws, _ := grammar.PendingWording(tag)
		for _, w := range ws {
			for _, v := range []string{strings.ToLower(w.Text), strings.ToLower(strings.ToUpper(w.Text))} {
				if v = strings.ReplaceAll(v, "’", "'"); !slices.Contains(out, v) {
					out = append(out, v)
				}
			}
		}
	}
	slices.SortFunc(out, func(a, b string) int { return len(b) - len(a) })
	return out
}()

// geminiOracle is chatproof's rule for Gemini as the fixtures state it:
// the newest turn is a model-response (no user-query after it) holding a
// visible .response-footer.complete, a non-empty answer in its
// message-content outside the thoughts panel that is not only pending
// phrases of any language and is in a language whose pending phrases are
// known (its nearest lang attribute), no visible progress bar, and the
// page shows no visible stop control.
func geminiOracle(doc *goquery.Document) bool {
	mr := newestModelResponse(doc)
	if mr == nil {
		return false
	}
	// The footer's complete state (not hidden by markup) and, beside it,
	// a visible control of the reply's action row.
	if mr.Find(".response-footer.complete").FilterFunction(func(_ int, s *goquery.Selection) bool { return !hiddenByMarkup(s) }).Length() == 0 ||
		!anyVisible(mr.Find(`copy-button, thumb-up-button, thumb-down-button, [data-test-id="copy-button"]`)) ||
		anyVisible(mr.Find(`[role="progressbar"], [aria-busy="true"], [role="alert"]`)) {
		return false
	}
	if anyVisible(doc.Find("button.send-button").FilterFunction(func(_ int, s *goquery.Selection) bool {
		return strings.Contains(strings.ToLower(s.AttrOr("aria-label", "")), "stop")
	})) {
		return false
	}
	text := answerText(mr)
	return strings.TrimSpace(text) != "" && !isPendingOnly(text) && answerLanguageKnown(mr, text)
}

// hiddenByMarkup reports a footer hidden by the hidden attribute or an
// inline display:none on it or an ancestor.
func hiddenByMarkup(s *goquery.Selection) bool {
	for n := s.Get(0); n != nil; n = n.Parent {
		for _, a := range n.Attr {
			if a.Key == "hidden" || a.Key == "style" && strings.Contains(strings.ReplaceAll(a.Val, " ", ""), "display:none") {
				return true
			}
		}
	}
	return false
}

// answerLanguageKnown reports whether every text of a model-response's
// answer (its message-content outside the thoughts panel) with a lang
// attribute has, by the nearest one, a language whose pending phrases are
// known; a text with none is known when a reply control of the turn is
// labelled in such a UI language, or when the answer holds a letter of a
// script only such languages write.
func answerLanguageKnown(mr *goquery.Selection, text string) bool {
	known, none := true, false
	mr.Find("message-content").Each(func(_ int, s *goquery.Selection) {
		if s.Closest("model-thoughts").Length() > 0 {
			return
		}
		eachTextNode(s.Get(0), func(t *html.Node) {
			if strings.TrimSpace(t.Data) == "" {
				return
			}
			lang, ok := langOf(t.Parent)
			if !ok {
				none = true
				return
			}
			known = known && grammar.PendingLanguage(lang)
		})
	})
	if !known || !none {
		return known
	}
	controls := mr.Find("button").FilterFunction(func(_ int, s *goquery.Selection) bool {
		_, ok := grammar.ReplyControlLanguage(s.AttrOr("aria-label", ""))
		return ok && s.Closest("message-content").Length() == 0
	})
	return anyVisible(controls) || grammar.PendingScriptKnown(text)
}

// eachTextNode calls fn on every text node below n.
func eachTextNode(n *html.Node, fn func(*html.Node)) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.TextNode {
			fn(c)
		}
		eachTextNode(c, fn)
	}
}

// langOf is the lang attribute of n or its nearest ancestor that has one,
// and whether one has.
func langOf(n *html.Node) (string, bool) {
	for ; n != nil; n = n.Parent {
		for _, a := range n.Attr {
			if a.Key == "lang" {
				return a.Val, true
			}
		}
	}
	return "", false
}

// agbrowseRule is agbrowse's "done" as the note describes it: a completion
// marker anywhere in the document, or no progress bar anywhere.
func agbrowseRule(doc *goquery.Document) bool {
	if doc.Find(`.response-footer.complete, message-actions, button[data-test-id="copy-button"]`).Length() > 0 {
		return true
	}
	return doc.Find(`[role="progressbar"]`).Length() == 0
}

// oracleRule is Oracle's "done" as the note describes it: the last
// model-response has .response-footer.complete and non-empty text that
// does not contain an English pending phrase.
func oracleRule(doc *goquery.Document) bool {
	all := doc.Find("model-response")
	if all.Length() == 0 {
		return false
	}
	last := all.Last()
	if last.Find(".response-footer.complete").Length() == 0 {
		return false
	}
	text := strings.ToLower(last.Find("message-content").Text())
	if strings.TrimSpace(text) == "" {
		return false
	}
	for _, p := range geminiPendingPhrases {
		if strings.Contains(text, p) {
			return false
		}
	}
	return true
}

// newestModelResponse is the last model-response when no user-query
// follows it, or nil.
func newestModelResponse(doc *goquery.Document) *goquery.Selection {
	turns := doc.Find("user-query, model-response")
	if turns.Length() == 0 {
		return nil
	}
	last := turns.Last()
	if goquery.NodeName(last) != "model-response" {
		return nil
	}
	return last
}

// answerText is the visible text of a model-response's message-content
// outside its model-thoughts panel.
func answerText(mr *goquery.Selection) string {
	var b strings.Builder
	mr.Find("message-content").Each(func(_ int, s *goquery.Selection) {
		if s.Closest("model-thoughts").Length() > 0 || !visibleNode(s.Get(0)) {
			return
		}
		visibleText(s.Get(0), &b)
	})
	return b.String()
}

func visibleText(n *html.Node, b *strings.Builder) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			b.WriteString(c.Data)
		case c.Type == html.ElementNode && !hiddenHere(c):
			visibleText(c, b)
		}
	}
}

// isPendingOnly reports whether text is made only of pending phrases of
// any language, case-insensitively, with nothing but punctuation and
// spaces around them.
func isPendingOnly(text string) bool {
	rest := strings.ToLower(strings.ReplaceAll(text, "’", "'"))
	found := false
	for _, p := range pendingPhrasesAll {
		if strings.Contains(rest, p) {
			found = true
			rest = strings.ReplaceAll(rest, p, " ")
		}
	}
	return found && strings.IndexFunc(rest, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) < 0
}

func anyVisible(s *goquery.Selection) bool {
	for _, n := range s.Nodes {
		if visibleNode(n) {
			return true
		}
	}
	return false
}

// visibleNode applies the snapshot model's visibility heuristics to n and
// its ancestors.
func visibleNode(n *html.Node) bool {
	for ; n != nil; n = n.Parent {
		if n.Type == html.ElementNode && hiddenHere(n) {
			return false
		}
	}
	return true
}

func hiddenHere(n *html.Node) bool {
	switch n.Data {
	case "template", "script", "style", "noscript":
		return true
	}
	if hasAttr(n, "hidden") || strings.EqualFold(attr(n, "aria-hidden"), "true") {
		return true
	}
	style := strings.ReplaceAll(strings.ToLower(attr(n, "style")), " ", "")
	if strings.Contains(style, "display:none") || strings.Contains(style, "visibility:hidden") || strings.Contains(style, "opacity:0") {
		return true
	}
	for tok := range strings.FieldsSeq(attr(n, "class")) {
		switch tok {
		case "hidden", "invisible", "sr-only":
			return true
		}
	}
	return false
}
