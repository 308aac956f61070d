package classify

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/grammar"
)

// wordingReasons gives the reasons why a present answer the grammar's
// wording does not read as a placeholder is still not proven an answer on
// the page's site: on a site whose profile applies the pending phrases of
// a Deep Think turn, when the response's language (responseLanguagesKnown)
// is not one whose pending phrases the grammar has, a pending text in it
// could not be told from an answer (ReasonPendingWordingUnknown); on a site
// whose profile applies neither the placeholder nor the pending wording,
// no text is proven not to be the site's placeholder
// (ReasonPlaceholderWordingUnknown).
func (p *page) wordingReasons(tg *target, text string) []string {
	w := p.m.w
	switch {
	case w.pending && !p.responseLanguagesKnown(tg, text):
		return []string{ReasonPendingWordingUnknown}
	case !w.pending && !w.placeholder:
		return []string{ReasonPlaceholderWordingUnknown}
	}
	return nil
}

// responseLanguagesKnown reports whether the response (the text inside the
// content blocks of its messages, or the messages, or the turn) is known
// to be in languages whose pending phrases the grammar has
// (grammar.PendingLanguage). A text's language is its nearest lang
// attribute, on its element or an ancestor's up to the document
// element's; one whose language is not in the grammar (or empty) is not
// known. A text with no lang attribute at all (a page saved as a fragment)
// is known when the turn's own reply controls are labelled in a UI
// language whose pending phrases the grammar has
// (grammar.ReplyControlLanguage: a pending text is the UI's, so it would be
// in that language), or when the whole text holds a letter of a script no
// language the grammar lacks is written in (grammar.PendingScriptKnown);
// otherwise it is not known.
func (p *page) responseLanguagesKnown(tg *target, text string) bool {
	els := []int{tg.scope}
	if len(tg.msgs) > 0 {
		els = els[:0]
		for _, msg := range tg.msgs {
			if blocks := p.blocksIn(msg, p.d.End(msg)); len(blocks) > 0 {
				els = append(els, blocks...)
			} else {
				els = append(els, msg)
			}
		}
	}
	unlabelled := false
	for _, e := range els {
		known, none := textLanguages(p.d.Node(e))
		if !known {
			return false
		}
		unlabelled = unlabelled || none
	}
	return !unlabelled || p.replyControlsKnown(tg) || grammar.PendingScriptKnown(text)
}

// replyControlsKnown reports whether a visible button of the current turn,
// outside its message content, is labelled in a UI language whose pending
// phrases the grammar has (grammar.ReplyControlLanguage).
func (p *page) replyControlsKnown(tg *target) bool {
	d := p.d
	contentEnd := -1
	a := attrs{m: p.m}
	for j, end := tg.scope, d.End(tg.scope); j < end; j++ {
		if !d.Visible(j) || tg.inForeign(j) {
			j = d.End(j) - 1
			continue
		}
		n := d.Node(j)
		if j >= contentEnd && len(n.Attr) > 0 {
			a.read(n)
			if a.isContent() {
				contentEnd = d.End(j)
			}
		}
		if j < contentEnd || n.DataAtom != atom.Button {
			continue
		}
		if _, ok := grammar.ReplyControlLanguage(d.ControlLabel(j, 80)); ok {
			return true
		}
	}
	return false
}

// textLanguages reports, of every text below n that is not white space,
// whether each with a language is in one whose pending phrases the grammar
// has (known), and whether some has no language at all (none), in one walk
// that carries each element's language down to its children. An empty
// lang attribute is a language the grammar lacks.
func textLanguages(n *html.Node) (known, none bool) {
	type item struct {
		n       *html.Node
		lang    string
		hasLang bool
	}
	lang, has := nearestLang(n)
	stack := []item{{n, lang, has}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for c := it.n.FirstChild; c != nil; c = c.NextSibling {
			switch c.Type {
			case html.TextNode:
				if strings.TrimSpace(c.Data) == "" {
					continue
				}
				if !it.hasLang {
					none = true
				} else if !grammar.PendingLanguage(it.lang) {
					return false, none
				}
			case html.ElementNode:
				next := it
				next.n = c
				if l, ok := ownLang(c); ok {
					next.lang, next.hasLang = l, true
				}
				stack = append(stack, next)
			}
		}
	}
	return true, none
}

// ownLang returns the value of n's own lang attribute, and whether it has
// one.
func ownLang(n *html.Node) (string, bool) {
	for _, a := range n.Attr {
		if a.Namespace == "" && a.Key == "lang" {
			return a.Val, true
		}
	}
	return "", false
}

// nearestLang returns the value of the nearest lang attribute of n or an
// ancestor, and whether one has it.
func nearestLang(n *html.Node) (string, bool) {
	for ; n != nil; n = n.Parent {
		if n.Type != html.ElementNode {
			continue
		}
		if lang, ok := ownLang(n); ok {
			return lang, true
		}
	}
	return "", false
}
