package dom

import (
	"strings"

	"golang.org/x/net/html"
)

// Attr returns the value of n's attribute key (no namespace), or "".
func Attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key && a.Namespace == "" {
			return a.Val
		}
	}
	return ""
}

// HasAttr reports whether n has attribute key.
func HasAttr(n *html.Node, key string) bool {
	for _, a := range n.Attr {
		if a.Key == key && a.Namespace == "" {
			return true
		}
	}
	return false
}

// HasClass reports whether n's class attribute has the token cls.
func HasClass(n *html.Node, cls string) bool { return ClassHas(Attr(n, "class"), cls) }

// ClassHas reports whether the class attribute value class has the token
// tok, tokens being separated by ASCII white space.
func ClassHas(class, tok string) bool {
	for {
		i := strings.Index(class, tok)
		if i < 0 {
			return false
		}
		end := i + len(tok)
		if (i == 0 || isSpace(class[i-1])) && (end == len(class) || isSpace(class[end])) {
			return true
		}
		class = class[i+1:]
	}
}
