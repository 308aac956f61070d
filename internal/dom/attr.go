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
func HasClass(n *html.Node, cls string) bool {
	v := Attr(n, "class")
	for v != "" {
		i := strings.IndexAny(v, " \t\n\f\r")
		tok := v
		if i >= 0 {
			tok, v = v[:i], v[i+1:]
		} else {
			v = ""
		}
		if tok == cls {
			return true
		}
	}
	return false
}

// ClassContains reports whether some class token of n contains sub.
func ClassContains(n *html.Node, sub string) bool {
	return strings.Contains(Attr(n, "class"), sub)
}
