package dom

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
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

// Parse parses src as one HTML document (UTF-8) and indexes it. Input over
// the size limit is refused before parsing (ErrTooLarge); markup nested
// deeper than MaxDepth gives ErrTooDeep. Any other input, however
// malformed or not UTF-8, gives a Document.
func Parse(src []byte, lim Limits) (*Document, error) {
	if max := lim.maxBytes(); max > 0 && len(src) > max {
		return nil, fmt.Errorf("%w: %d bytes, limit %d", ErrTooLarge, len(src), max)
	}
	return parse(bytes.NewReader(src))
}

// ParseReader is Parse reading the document from r, so that the source
// need not be held in memory besides the tree. It reads at most the size
// limit and one byte more: a longer input gives ErrTooLarge without being
// read to its end. A read error other than io.EOF is returned.
func ParseReader(r io.Reader, lim Limits) (*Document, error) {
	if max := lim.maxBytes(); max > 0 {
		r = &limitReader{r: r, left: int64(max), max: int64(max)}
	}
	return parse(r)
}

// parse parses and indexes one document, turning the HTML parser's depth
// refusal into ErrTooDeep.
func parse(r io.Reader) (*Document, error) {
	guard := &cloneLimitReader{r: r}
	root, err := html.Parse(guard)
	if err != nil {
		var tl *tooLargeError
		var tc *errTooComplex
		switch {
		case errors.As(err, &tl):
			return nil, fmt.Errorf("%w: limit %d", ErrTooLarge, tl.max)
		case errors.As(err, &tc):
			return nil, fmt.Errorf("%w: %v", ErrTooComplex, tc)
		case isDepthError(err):
			return nil, fmt.Errorf("%w: more than %d open elements", ErrTooDeep, MaxDepth)
		}
		return nil, fmt.Errorf("dom: %w", err)
	}
	return index(root, guard.c.capacity()), nil
}

// FromNode indexes an already parsed tree.
func FromNode(root *html.Node) *Document {
	return index(root, countElements(root))
}

// index indexes a parsed tree into an element table of the given initial
// capacity.
func index(root *html.Node, capacity int) *Document {
	d := &Document{root: root}
	d.readMeta()
	d.els = make([]Element, 0, capacity)
	d.index(root, -1, false, false)
	return d
}

// countElements returns the number of elements below n, so that the element
// table is allocated once at its final size. It walks the tree without
// recursion and without allocating.
func countElements(n *html.Node) int {
	count := 0
	c := n.FirstChild
	for c != nil {
		if c.Type == html.ElementNode {
			count++
		}
		if c.FirstChild != nil {
			c = c.FirstChild
			continue
		}
		for c != nil && c.NextSibling == nil {
			c = c.Parent
			if c == n {
				return count
			}
		}
		if c != nil {
			c = c.NextSibling
		}
	}
	return count
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
		v := readVisibility(c)
		s := structural || v.structural
		var h bool
		switch {
		case s:
			h = true
		case d.annotated:
			// The capture annotation is each element's effective computed
			// visibility: it already accounts for ancestors, and a
			// visibility:visible child of a visibility:hidden parent is
			// visible. An element without it inherits its parent's.
			switch v.annotation {
			case "true":
				h = false
			case "false":
				h = true
			default:
				h = hidden
			}
		default:
			h = hidden || v.heuristic
		}
		d.els = append(d.els, Element{Node: c, Parent: parent, Hidden: h})
		d.index(c, i, h, s)
		d.els[i].End = int32(len(d.els))
	}
}

// visibility is what one element's own attributes say about its
// visibility, read in one loop over them.
type visibility struct {
	// structural: non-evidence whatever the styles (head, template,
	// script, style, noscript, aria-hidden="true").
	structural bool
	// heuristic: hidden by the static rules (attribute, inline style,
	// class token, hidden input).
	heuristic bool
	// annotation is the value of the first data-chatproof-visible
	// attribute.
	annotation string
}

// readVisibility reads element n's own visibility attributes. Like Attr,
// it takes the first aria-hidden and data-chatproof-visible attribute; any
// hiding attribute, style or class makes the element heuristically hidden.
func readVisibility(n *html.Node) visibility {
	var v visibility
	switch n.DataAtom {
	case atom.Head, atom.Template, atom.Script, atom.Style, atom.Noscript:
		v.structural = true
	}
	var ariaSeen, annotSeen bool
	for _, a := range n.Attr {
		if a.Namespace != "" {
			continue
		}
		switch a.Key {
		case "aria-hidden":
			if !ariaSeen {
				ariaSeen = true
				v.structural = v.structural || strings.EqualFold(strings.TrimSpace(a.Val), "true")
			}
		case "data-chatproof-visible":
			if !annotSeen {
				annotSeen = true
				v.annotation = a.Val
			}
		case "hidden":
			v.heuristic = true
		case "style":
			v.heuristic = v.heuristic || styleHides(a.Val)
		case "class":
			v.heuristic = v.heuristic || classHides(a.Val)
		case "type":
			v.heuristic = v.heuristic || n.DataAtom == atom.Input && strings.EqualFold(a.Val, "hidden")
		}
	}
	return v
}

// classHides reports whether a class attribute has a hiding token, tokens
// being separated by white space as strings.Fields separates them. It does
// not allocate.
func classHides(v string) bool {
	return hasToken(v, "hidden") || hasToken(v, "invisible") || hasToken(v, "sr-only")
}

// hasToken reports whether tok occurs in v between white space (or the
// ends of v).
func hasToken(v, tok string) bool {
	for off := 0; ; {
		i := strings.Index(v[off:], tok)
		if i < 0 {
			return false
		}
		i += off
		if spaceBefore(v, i) && spaceAt(v, i+len(tok)) {
			return true
		}
		off = i + 1
	}
}

// spaceBefore reports whether v[:i] is empty or ends in white space.
func spaceBefore(v string, i int) bool {
	if i == 0 {
		return true
	}
	if c := v[i-1]; c < utf8.RuneSelf {
		return asciiSpace(c)
	}
	r, _ := utf8.DecodeLastRuneInString(v[:i])
	return unicode.IsSpace(r)
}

// spaceAt reports whether v[i:] is empty or starts with white space.
func spaceAt(v string, i int) bool {
	if i == len(v) {
		return true
	}
	if c := v[i]; c < utf8.RuneSelf {
		return asciiSpace(c)
	}
	r, _ := utf8.DecodeRuneInString(v[i:])
	return unicode.IsSpace(r)
}

// asciiSpace reports whether c is an ASCII white-space byte as
// unicode.IsSpace defines them.
func asciiSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// styleHides reports whether an inline style hides its element. Property
// names and values compare case-insensitively (as if lower-cased with
// strings.ToLower); only a style with bytes outside ASCII is copied to
// lower-case it.
func styleHides(v string) bool {
	if !isASCII(v) {
		v = strings.ToLower(v)
	}
	for decl := range strings.SplitSeq(v, ";") {
		prop, val, ok := strings.Cut(decl, ":")
		if !ok {
			continue
		}
		prop = strings.TrimSpace(prop)
		val = strings.TrimSpace(val)
		if n := len(val) - len("!important"); n >= 0 && asciiEqualFold(val[n:], "!important") {
			val = strings.TrimSpace(val[:n])
		}
		switch {
		case asciiEqualFold(prop, "display"):
			if asciiEqualFold(val, "none") {
				return true
			}
		case asciiEqualFold(prop, "visibility"):
			if asciiEqualFold(val, "hidden") || asciiEqualFold(val, "collapse") {
				return true
			}
		case asciiEqualFold(prop, "opacity"):
			if isZeroNumber(val) {
				return true
			}
		}
	}
	return false
}

// isASCII reports whether s has only ASCII bytes.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// asciiEqualFold reports whether s equals the lower-case ASCII word lower,
// ignoring ASCII case.
func asciiEqualFold(s, lower string) bool {
	if len(s) != len(lower) {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lower[i] {
			return false
		}
	}
	return true
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
