package dom

import (
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
	End  int32
	Atom atom.Atom // the node's DataAtom
	// Keys is the set of recorded attribute keys the element carries.
	Keys Keys
	// vis is what the element's own tag and attributes say about its
	// visibility and, once indexed, what is decided (see Visible).
	vis visBits
}

// Document is a parsed snapshot.
type Document struct {
	root      *html.Node
	els       []Element
	annotated bool
	meta      map[string]string
}

// Parse reads src as one serialized HTML document (UTF-8) and indexes it,
// the tree slicing a string src and a copy of bytes. Input over the size
// limit is refused before reading (ErrTooLarge); markup nested deeper than
// MaxDepth gives ErrTooDeep. Any other input, however malformed or not
// UTF-8, gives a Document.
func Parse[T string | []byte](src T, lim Limits) (*Document, error) {
	if max := lim.maxBytes(); max > 0 && len(src) > max {
		return nil, tooLarge(int64(len(src)), max)
	}
	return parse(string(src))
}

// parse reads and indexes one document, the tree slicing src.
func parse(src string) (*Document, error) {
	d := &Document{}
	if err := read(src, d); err != nil {
		return nil, err
	}
	d.finish()
	return d, nil
}

// add numbers element n, a child of element parent, and reads its own
// attributes; its visibility is decided when the document is complete.
func (d *Document) add(n *html.Node, parent int32) int32 {
	i := int32(len(d.els))
	d.els = append(d.els, Element{Node: n, Parent: parent, Atom: n.DataAtom, Keys: readKeys(n), vis: readVisibility(n)})
	return i
}

// close records that element i's descendants are the elements numbered
// before the next one.
func (d *Document) close(i int32) { d.els[i].End = int32(len(d.els)) }

// finish reads the capture annotation and decides each element's
// visibility and cover, as the package doc says, from its own and its
// parent's (numbered before it).
func (d *Document) finish() {
	d.readMeta()
	for i := range d.els {
		e := &d.els[i]
		var unpainted bool
		if e.Parent >= 0 {
			p := &d.els[e.Parent]
			unpainted = p.vis&visUnpainted != 0 || p.vis&visSkipsContents != 0 && !p.firstSummary(e)
			e.vis |= p.vis & (visStructural | visCovered)
		}
		if d.annotated {
			unpainted = e.vis&visNotShown != 0 || unpainted && e.vis&visShown == 0
		} else {
			unpainted = unpainted || e.vis&visHeuristic != 0
		}
		switch {
		case unpainted:
			e.vis |= visUnpainted | visHidden
		case e.vis&visStructural != 0:
			e.vis |= visHidden
		default:
			for p := e.Parent; p >= 0 && d.els[p].vis&visHidden != 0; p = d.els[p].Parent {
				d.els[p].vis &^= visHidden
			}
		}
	}
}

// firstSummary reports whether e is the first summary child of the closed
// details p, the one child the browser renders, and notes it.
func (p *Element) firstSummary(e *Element) bool {
	if p.vis&(visClosedDetails|visSummarySeen) != visClosedDetails || e.Atom != atom.Summary || e.Node.Namespace != "" {
		return false
	}
	p.vis |= visSummarySeen
	return true
}

// OwnTextHidden reports whether the text directly inside element i is unpainted.
func (d *Document) OwnTextHidden(i int) bool {
	return d.els[i].vis&(visHidden|visUnpainted|visSkipsContents) != 0
}

// Root returns the document node.
func (d *Document) Root() *html.Node { return d.root }

// Len returns the number of elements.
func (d *Document) Len() int { return len(d.els) }

// El returns element i.
func (d *Document) El(i int) *Element { return &d.els[i] }

// Node returns the node of element i.
func (d *Document) Node(i int) *html.Node { return d.els[i].Node }

// Visible reports whether element i is visible: it is painted, or (in a
// captured page) an element inside it is; a hidden element's descendants
// are all hidden.
func (d *Document) Visible(i int) bool { return d.els[i].vis&visHidden == 0 }

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

// Covered reports whether element i, or an ancestor, carries the capture
// annotation data-chatproof-covered="true": the browser paints it under a
// certain opaque cover. Only an annotated snapshot is read so; a covered
// element is still visible, and is no positive evidence.
func (d *Document) Covered(i int) bool { return d.annotated && d.els[i].vis&visCovered != 0 }

// Annotated reports whether the snapshot carries capture visibility.
func (d *Document) Annotated() bool { return d.annotated }

// Meta returns the content of <meta name="chatproof:NAME">, or "".
func (d *Document) Meta(name string) string { return d.meta[name] }

// readMeta reads the capture annotation and provenance: the chatproof
// meta elements of html and head, all numbered before body.
func (d *Document) readMeta() {
	for i := range d.els {
		e := &d.els[i]
		if e.Atom == atom.Body {
			break
		}
		if e.Atom != atom.Meta || e.Parent >= 0 && d.els[e.Parent].Atom != atom.Head && d.els[e.Parent].Atom != atom.Html {
			continue
		}
		if rest, ok := strings.CutPrefix(Attr(e.Node, "name"), "chatproof:"); ok {
			if d.meta == nil {
				d.meta = map[string]string{}
			}
			d.meta[rest] = Attr(e.Node, "content")
		}
	}
	d.annotated = d.meta["capture"] == "v1"
}

// Tree holds the parsed Document of a *snapshot.Document, which embeds it
// under an unexported name. Of reads it through the unexported method the
// embedding promotes, so the packages that judge a snapshot reach its tree
// without package snapshot exporting it or registering anything.
type Tree struct{ d *Document }

// NewTree holds d for a snapshot.Document.
func NewTree(d *Document) Tree { return Tree{d} }

// held is the method a snapshot.Document gets from its Tree.
func (t *Tree) held() *Document { return t.d }

// holder is what embeds a Tree: a *snapshot.Document.
type holder interface{ held() *Document }

// emptyDoc is what a nil *snapshot.Document reads as: a page with nothing
// on it.
var emptyDoc, _ = Parse("", Limits{})

// Of returns the parsed document a *snapshot.Document holds, for the
// packages that judge it; a nil one reads as an empty page.
func Of[T any, P interface {
	*T
	holder
}](doc P) *Document {
	if doc == nil {
		return emptyDoc
	}
	if d := doc.held(); d != nil {
		return d
	}
	return emptyDoc
}
