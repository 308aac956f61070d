package pageview

import (
	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/internal/dom"
)

// attrs holds the attributes the facts look at, read from an element in
// one loop over its attribute list.
type attrs struct {
	class, role string
	ariaBusy    string
	placeholder bool
}

// read fills a from n's attributes (no namespace; the tokenizer keeps
// the first of each key).
func (a *attrs) read(n *html.Node) {
	*a = attrs{}
	for _, at := range n.Attr {
		if at.Namespace != "" {
			continue
		}
		switch at.Key {
		case "class":
			a.class = at.Val
		case "role":
			a.role = at.Val
		case "aria-busy":
			a.ariaBusy = at.Val
		case "data-placeholder":
			a.placeholder = true
		}
	}
}

// isPlaceholder reports whether the element is an editor placeholder: a
// data-placeholder attribute or the class token "placeholder".
func (a *attrs) isPlaceholder() bool { return a.placeholder || dom.ClassHas(a.class, "placeholder") }
