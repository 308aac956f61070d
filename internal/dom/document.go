package dom

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

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
	// Atom is the node's DataAtom.
	Atom atom.Atom
	// Keys is the set of recorded attribute keys the element carries.
	Keys Keys
	// Hidden reports that the element or an ancestor is hidden.
	Hidden bool
	// structural reports that the element or an ancestor is structural
	// non-evidence.
	structural bool
}

// Document is a parsed snapshot.
type Document struct {
	root      *html.Node
	els       []Element
	annotated bool
	meta      map[string]string
	// warmed is the sum Warm returned while indexing, kept so that its
	// loads are not compiled away.
	warmed int
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
	d.number(root, -1)
	d.readElements(len(d.els)-len(d.els)%WarmBatch, len(d.els))
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

// number appends n's element subtree to the table in preorder, with each
// element's parent, tag and end. Every WarmBatch elements it reads the
// attributes of the ones just numbered (readElements), while their nodes
// are still in cache; index reads the last, shorter batch.
func (d *Document) number(n *html.Node, parent int32) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode {
			continue
		}
		i := int32(len(d.els))
		d.els = append(d.els, Element{Node: c, Parent: parent, Atom: c.DataAtom})
		if n := len(d.els); n%WarmBatch == 0 {
			d.readElements(n-WarmBatch, n)
		}
		d.number(c, i)
		d.els[i].End = int32(len(d.els))
	}
}

// readElements reads the attributes of elements lo to hi-1, in table
// order, after warming them: their recorded keys and their visibility,
// which a parent, numbered and read before its children, passes on to them.
// Structural non-evidence (aria-hidden, head, template, script, style,
// noscript) hides in both modes.
func (d *Document) readElements(lo, hi int) {
	var batch [WarmBatch]int
	is := batch[:0]
	for j := lo; j < hi; j++ {
		is = append(is, j)
	}
	d.warmed += d.Warm(is)
	for i := lo; i < hi; i++ {
		e := &d.els[i]
		var hidden, structural bool
		if e.Parent >= 0 {
			p := &d.els[e.Parent]
			hidden, structural = p.Hidden, p.structural
		}
		v := readVisibility(e.Node)
		e.structural = structural || v.structural
		switch {
		case e.structural:
			e.Hidden = true
		case d.annotated:
			// The capture annotation is each element's effective computed
			// visibility: it already accounts for ancestors, and a
			// visibility:visible child of a visibility:hidden parent is
			// visible. An element without it inherits its parent's.
			switch v.annotation {
			case "true":
				e.Hidden = false
			case "false":
				e.Hidden = true
			default:
				e.Hidden = hidden
			}
		default:
			e.Hidden = hidden || v.heuristic
		}
		e.Keys = readKeys(e.Node)
	}
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
