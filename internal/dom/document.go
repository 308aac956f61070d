package dom

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// DefaultMaxBytes is the input size limit used when Limits.MaxBytes is 0.
const DefaultMaxBytes = 32 << 20

// Limits bounds what Parse accepts. The zero value means the defaults.
type Limits struct {
	// MaxBytes is the largest input accepted; 0 means DefaultMaxBytes and a
	// negative value means no limit.
	MaxBytes int
}

var (
	// ErrTooLarge is returned for input over Limits.MaxBytes.
	ErrTooLarge = errors.New("dom: input exceeds the size limit")
	// ErrTooDeep is returned for markup nested deeper than the HTML parser
	// accepts.
	ErrTooDeep = errors.New("dom: markup nested too deeply")
)

// Element is one element of a parsed document.
type Element struct {
	Node *html.Node
	// Parent is the number of the parent element, -1 at the top.
	Parent int32
	// End is one past the number of the element's last descendant.
	End int32
	// Hidden reports that the element or an ancestor is hidden.
	Hidden bool
}

// Document is a parsed snapshot.
type Document struct {
	root      *html.Node
	els       []Element
	annotated bool
	meta      map[string]string
}

// Parse parses src as one HTML document (UTF-8) and indexes it.
func Parse(src []byte, lim Limits) (*Document, error) {
	max := lim.MaxBytes
	if max == 0 {
		max = DefaultMaxBytes
	}
	if max > 0 && len(src) > max {
		return nil, fmt.Errorf("%w: %d bytes, limit %d", ErrTooLarge, len(src), max)
	}
	root, err := html.Parse(bytes.NewReader(src))
	if err != nil {
		if strings.Contains(err.Error(), "exceeds 512") {
			return nil, fmt.Errorf("%w: %v", ErrTooDeep, err)
		}
		return nil, fmt.Errorf("dom: %w", err)
	}
	return FromNode(root), nil
}

// FromNode indexes an already parsed tree.
func FromNode(root *html.Node) *Document {
	d := &Document{root: root}
	d.readMeta()
	d.els = make([]Element, 0, 256)
	d.index(root, -1, false, false)
	return d
}

// Root returns the document node.
func (d *Document) Root() *html.Node { return d.root }

// Len returns the number of elements.
func (d *Document) Len() int { return len(d.els) }

// El returns element i.
func (d *Document) El(i int) *Element { return &d.els[i] }

// Node returns the node of element i.
func (d *Document) Node(i int) *html.Node { return d.els[i].Node }

// Visible reports whether element i is visible.
func (d *Document) Visible(i int) bool { return !d.els[i].Hidden }

// Contains reports whether element b is a descendant of element a (a != b).
// A negative a stands for the whole document.
func (d *Document) Contains(a, b int) bool {
	if a < 0 {
		return b >= 0
	}
	return b > a && b < int(d.els[a].End)
}

// Parent returns the parent element number of i, or -1.
func (d *Document) Parent(i int) int { return int(d.els[i].Parent) }

// End returns one past the last descendant of element i; for a negative i,
// the number of elements.
func (d *Document) End(i int) int {
	if i < 0 {
		return len(d.els)
	}
	return int(d.els[i].End)
}

// Closest returns the nearest ancestor-or-self of i for which match is true,
// or -1.
func (d *Document) Closest(i int, match func(int) bool) int {
	for ; i >= 0; i = int(d.els[i].Parent) {
		if match(i) {
			return i
		}
	}
	return -1
}

// Annotated reports whether the snapshot carries capture visibility.
func (d *Document) Annotated() bool { return d.annotated }

// Meta returns the content of <meta name="chatproof:NAME">, or "".
func (d *Document) Meta(name string) string { return d.meta[name] }

// index numbers n's element subtree in preorder. hidden is the parent's
// visibility; structural is whether the parent is inside non-evidence
// (aria-hidden, head, template, script, style, noscript), which hides in
// both modes.
func (d *Document) index(n *html.Node, parent int32, hidden, structural bool) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode {
			continue
		}
		i := int32(len(d.els))
		s := structural || structurallyHidden(c)
		var h bool
		switch {
		case s:
			h = true
		case d.annotated:
			// The capture annotation is each element's effective computed
			// visibility: it already accounts for ancestors, and a
			// visibility:visible child of a visibility:hidden parent is
			// visible. An element without it inherits its parent's.
			switch Attr(c, "data-chatproof-visible") {
			case "true":
				h = false
			case "false":
				h = true
			default:
				h = hidden
			}
		default:
			h = hidden || heuristicallyHidden(c)
		}
		d.els = append(d.els, Element{Node: c, Parent: parent, Hidden: h})
		d.index(c, i, h, s)
		d.els[i].End = int32(len(d.els))
	}
}

// structurallyHidden reports whether n is non-evidence whatever the styles.
func structurallyHidden(n *html.Node) bool {
	switch n.DataAtom {
	case atom.Head, atom.Template, atom.Script, atom.Style, atom.Noscript:
		return true
	}
	return strings.EqualFold(strings.TrimSpace(Attr(n, "aria-hidden")), "true")
}

// heuristicallyHidden reports whether element n hides itself by the static
// rules (attribute, inline style, class token, hidden input).
func heuristicallyHidden(n *html.Node) bool {
	for _, a := range n.Attr {
		if a.Namespace != "" {
			continue
		}
		switch a.Key {
		case "hidden":
			return true
		case "style":
			if styleHides(a.Val) {
				return true
			}
		case "class":
			if classHides(a.Val) {
				return true
			}
		case "type":
			if n.DataAtom == atom.Input && strings.EqualFold(a.Val, "hidden") {
				return true
			}
		}
	}
	return false
}

// classHides reports whether a class attribute has a hiding token.
func classHides(v string) bool {
	for _, tok := range strings.Fields(v) {
		switch tok {
		case "hidden", "invisible", "sr-only":
			return true
		}
	}
	return false
}

// styleHides reports whether an inline style hides its element.
func styleHides(v string) bool {
	for decl := range strings.SplitSeq(v, ";") {
		prop, val, ok := strings.Cut(decl, ":")
		if !ok {
			continue
		}
		prop = strings.ToLower(strings.TrimSpace(prop))
		val = strings.ToLower(strings.TrimSpace(val))
		val = strings.TrimSpace(strings.TrimSuffix(val, "!important"))
		switch prop {
		case "display":
			if val == "none" {
				return true
			}
		case "visibility":
			if val == "hidden" || val == "collapse" {
				return true
			}
		case "opacity":
			if isZeroNumber(val) {
				return true
			}
		}
	}
	return false
}

// isZeroNumber reports whether a CSS number or percentage is zero.
func isZeroNumber(v string) bool {
	v = strings.TrimSuffix(v, "%")
	if v == "" {
		return false
	}
	seenDigit := false
	for i, r := range v {
		switch {
		case r == '0':
			seenDigit = true
		case r == '.' || (i == 0 && (r == '+' || r == '-')):
		default:
			return false
		}
	}
	return seenDigit
}

// readMeta reads the capture annotation and provenance from head.
func (d *Document) readMeta() {
	var walk func(*html.Node, int)
	walk = func(n *html.Node, depth int) {
		if depth > 4 {
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			if c.DataAtom == atom.Meta {
				name := Attr(c, "name")
				if rest, ok := strings.CutPrefix(name, "chatproof:"); ok {
					if d.meta == nil {
						d.meta = map[string]string{}
					}
					d.meta[rest] = Attr(c, "content")
				}
				continue
			}
			if c.DataAtom == atom.Html || c.DataAtom == atom.Head {
				walk(c, depth+1)
			}
		}
	}
	walk(d.root, 0)
	d.annotated = d.meta["capture"] == "v1"
}
