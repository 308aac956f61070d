package pagefacts

import (
	"golang.org/x/net/html"

	"github.com/chatproof/chatproof/internal/dom"
)

// attrs holds the attributes the facts look at, read from an element in
// one loop over its attribute list.
type attrs struct {
	id, class, role, testid, turn, state    string
	authorRole, messageID                   string
	ariaBusy, ariaDisabled, contentEditable string
	disabled, placeholder                   bool
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
		case "id":
			a.id = at.Val
		case "class":
			a.class = at.Val
		case "role":
			a.role = at.Val
		case "data-testid":
			a.testid = at.Val
		case "data-turn":
			a.turn = at.Val
		case "data-state":
			a.state = at.Val
		case "data-message-author-role":
			a.authorRole = at.Val
		case "data-message-id":
			a.messageID = at.Val
		case "aria-busy":
			a.ariaBusy = at.Val
		case "aria-disabled":
			a.ariaDisabled = at.Val
		case "contenteditable":
			a.contentEditable = at.Val
		case "disabled":
			a.disabled = true
		case "data-placeholder":
			a.placeholder = true
		}
	}
}

// isContent reports whether the element is message content: the class
// token "markdown".
func (a *attrs) isContent() bool { return dom.ClassHas(a.class, "markdown") }

// isPlaceholder reports whether the element is an editor placeholder: a
// data-placeholder attribute or the class token "placeholder".
func (a *attrs) isPlaceholder() bool { return a.placeholder || dom.ClassHas(a.class, "placeholder") }
