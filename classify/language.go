package classify

import (
	"strings"

	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/grammar"
)

// wordingReasons gives the reasons why a present answer the grammar's
// wording does not read as a placeholder is still not proven an answer on
// the page's site: on a site whose profile applies the pending phrases of
// a Deep Think turn, when the response's language (responseLanguagesKnown)
// is one whose pending phrases the grammar lacks, a pending text in it
// could not be told from an answer (ReasonPendingWordingUnknown); on a site
// whose profile applies neither the placeholder nor the pending wording,
// no text is proven not to be the site's placeholder
// (ReasonPlaceholderWordingUnknown).
func (p *page) wordingReasons(tg *target) []string {
	w := p.m.w
	switch {
	case w.pending && !p.responseLanguagesKnown(tg):
		return []string{ReasonPendingWordingUnknown}
	case !w.pending && !w.placeholder:
		return []string{ReasonPlaceholderWordingUnknown}
	}
	return nil
}

// responseLanguagesKnown reports whether the language of every text of the
// response (the text inside the content blocks of its messages, or the
// messages, or the turn) has its pending phrases in the grammar
// (grammar.PendingLanguage). A text's language is its nearest lang
// attribute, on its element or an ancestor's up to the document element's;
// none, or an empty one, is no known language.
func (p *page) responseLanguagesKnown(tg *target) bool {
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
	for _, e := range els {
		if !textLanguagesKnown(p.d.Node(e)) {
			return false
		}
	}
	return true
}

// textLanguagesKnown reports whether every text below n that is not white
// space is in a language whose pending phrases the grammar has, in one
// walk that carries each element's language down to its children.
func textLanguagesKnown(n *html.Node) bool {
	type item struct {
		n    *html.Node
		lang string
	}
	stack := []item{{n, nearestLang(n)}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for c := it.n.FirstChild; c != nil; c = c.NextSibling {
			switch c.Type {
			case html.TextNode:
				if strings.TrimSpace(c.Data) != "" && !grammar.PendingLanguage(it.lang) {
					return false
				}
			case html.ElementNode:
				lang := it.lang
				if l, ok := ownLang(c); ok {
					lang = l
				}
				stack = append(stack, item{c, lang})
			}
		}
	}
	return true
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
// ancestor, "" when none has one.
func nearestLang(n *html.Node) string {
	for ; n != nil; n = n.Parent {
		if n.Type != html.ElementNode {
			continue
		}
		if lang, ok := ownLang(n); ok {
			return lang
		}
	}
	return ""
}
