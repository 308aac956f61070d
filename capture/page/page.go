package page

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/chromedp/cdproto/domsnapshot"
)

// Node types, as the DOM numbers them.
const (
	ElementNode  = 1
	TextNode     = 3
	CommentNode  = 8
	DocumentNode = 9
	DoctypeNode  = 10
	FragmentNode = 11
)

// Limits of Decode. A page over a limit is an error, never a partial page:
// a snapshot that silently lost part of the document could lose the very
// control a verdict depends on.
const (
	// MaxNodes is the largest number of DOM nodes Decode accepts.
	MaxNodes = 1 << 20
	// MaxDepth is the deepest element nesting Decode accepts. It stays under
	// the 512 open elements that the HTML parser reading the snapshot accepts.
	MaxDepth = 480
)

var (
	// ErrEmptySnapshot is returned for a snapshot without a document.
	ErrEmptySnapshot = errors.New("capture: snapshot has no document")
	// ErrTooLarge is returned for a snapshot over MaxNodes.
	ErrTooLarge = errors.New("capture: snapshot exceeds the node limit")
	// ErrTooDeep is returned for a snapshot nested deeper than MaxDepth.
	ErrTooDeep = errors.New("capture: snapshot nested too deeply")
)

// StyleProperties returns the computed styles a capture asks the browser
// for, in the order Decode reads them (Layout.Styles): a new slice on
// each call.
func StyleProperties() []string { return slices.Clone(styleProperties) }

// styleProperties are the computed styles StyleProperties returns.
var styleProperties = []string{
	"display", "visibility", "opacity", "position",
	"overflow-x", "overflow-y", "transform", "content-visibility",
	"clip-path", "filter", "clip", "direction", "background-color",
	"z-index", "border-radius", "mix-blend-mode", "overflow-clip-margin",
	"contain", "mask-image",
}

// ShellStyles returns the computed styles a scoped capture reads a bare
// shell with (see shellStyles), a subset of StyleProperties.
func ShellStyles() []string { return slices.Clone(shellStyles) }

// shellStyles are the computed styles a bare shell (a shell with nothing
// written inside it) is read with: those Visibility judges an element's
// own box by. The others of StyleProperties (overflow, transform,
// content-visibility, direction, and background-color, z-index,
// border-radius and mix-blend-mode, which make a cover) bear only on what
// the element holds, on the root, or on the paint order a scoped capture
// does not have, so a bare shell leaves them empty and is judged as it would be
// with them (TestVisibilityOfBareShells).
var shellStyles = []string{"display", "visibility", "opacity", "position", "clip-path", "filter", "clip", "mask-image"}

// Need tells when the judge of a page read without the paint order (a
// scoped capture's) reads a computed style of an element written with all
// its styles (see StyleNeeds).
type Need string

// The needs of StyleNeeds.
const (
	// Always: on every element with a box.
	Always Need = ""
	// Positioned: on an absolutely positioned or fixed element (clip
	// applies to no other box).
	Positioned Need = "positioned"
	// Fixed: on a fixed element, where the scoped reader looks for a
	// covering layer (background-color); the judge itself reads it only
	// with the paint order.
	Fixed Need = "fixed"
	// ClipsBoth: on an element whose overflow clips on both axes (the
	// browser applies overflow-clip-margin only then).
	ClipsBoth Need = "clipsBoth"
	// Root: on the root element (direction: a document laid out right
	// to left scrolls left of x = 0).
	Root Need = "root"
	// PaintOrder: never; the judge reads it only with the paint order, to
	// tell a certain opaque cover (z-index, border-radius, mix-blend-mode).
	PaintOrder Need = "paintOrder"
)

// StyleNeeds returns, in StyleProperties order, when the judge of a page
// read without the paint order (a scoped capture's) reads each style of
// an element: a reader may leave a style empty on an element where its
// need does not hold, and the page is judged as it would be with it
// (TestVisibilityOfScopedStyles). Reading a computed style costs the
// browser about a microsecond, most of it writing the value out, and a
// scoped capture reads every style of each element it writes at every
// poll of a changing page. A new slice on each call.
func StyleNeeds() []Need {
	out := make([]Need, len(styleProperties))
	for k, p := range styleProperties {
		out[k] = styleNeeds[p]
	}
	return out
}

// Holds reports whether need n holds on an element laid out as l (the
// root element when root); a need this package does not know holds.
func (n Need) Holds(l *Layout, root bool) bool {
	switch n {
	case Positioned:
		return l.Position == "absolute" || l.Position == "fixed"
	case Fixed:
		return l.Position == "fixed"
	case ClipsBoth:
		return l.OverflowX == "clip" && l.OverflowY == "clip"
	case Root:
		return root
	case PaintOrder:
		return false
	}
	return true
}

// WithNeededStyles returns l with every style whose need (StyleNeeds)
// does not hold on it left empty, as a scoped capture writes an element
// laid out as l (the root element when root), and its text nodes.
func (l Layout) WithNeededStyles(root bool) Layout {
	out := l
	for _, p := range styleProperties {
		if !styleNeeds[p].Holds(&l, root) {
			out.setStyle(p, "")
		}
	}
	return out
}

// styleNeeds holds the needs of StyleNeeds other than Always.
var styleNeeds = map[string]Need{
	"clip":                 Positioned,
	"background-color":     Fixed,
	"overflow-clip-margin": ClipsBoth,
	"direction":            Root,
	"z-index":              PaintOrder,
	"border-radius":        PaintOrder,
	"mix-blend-mode":       PaintOrder,
}

// Page is one captured document: its DOM nodes in document order with the
// layout the browser gave them. Nodes[0] is the document node; every other
// node's Parent is a smaller index.
type Page struct {
	// URL is the document's URL as the browser reports it (not yet cleaned).
	URL string
	// Nodes are the document's nodes; node 0 is the document itself, and
	// Node.Parent and Node.Children index this slice.
	Nodes []Node
	// Viewport is the part of the document on screen, in the coordinates of
	// the layout boxes: X and Y are the document's scroll offsets, W and H
	// the layout viewport's size (0 when unknown).
	Viewport Rect
}

// Node is one DOM node of a Page.
type Node struct {
	// Type is the DOM nodeType: 1 element, 3 text, 8 comment, 9 document,
	// 10 doctype, 11 fragment (a flattened shadow root).
	Type  int
	Name  string // nodeName: "DIV", "svg", "#text", …
	Value string // text and comment data
	// Attrs are the element's attributes in the order the browser gives
	// them; nil for other nodes.
	Attrs    []Attr
	Parent   int   // index of the parent node, -1 for the document
	Children []int // indexes of the child nodes, in order
	// TextValue is a textarea's value as typed, when the browser reported
	// one; HasTextValue says whether it did.
	TextValue    string
	HasTextValue bool // the browser reported TextValue
	// Layout is nil when the node has no layout box (display:none on it or
	// an ancestor, display:contents, or never rendered like head content).
	Layout *Layout
	// HitCovered is set, for a scoped capture, on a finished-action control
	// that what the reader's hit-testing reached shows under a certain
	// opaque cover, and on a finished control the reader found clear or a
	// stop control beside one that the browser's paint-order hit test
	// shows so (paintCovers), judged in Go by Covered's conditions; a full
	// capture leaves it unset and reads the paint order.
	HitCovered bool
}

// Attr is one attribute.
type Attr struct {
	Name  string // the attribute's name as written, e.g. "data-testid"
	Value string // its value, "" for a bare attribute
}

// Layout is what the browser laid out for a node: its box and the computed
// styles in StyleProperties.
type Layout struct {
	Box Rect // the border box, in document coordinates
	// The computed styles Visibility and Covered read, as the browser
	// serialises them ("" when not reported): display, visibility, opacity
	// (1 when not reported), position, overflow-x, overflow-y, transform,
	// content-visibility, clip-path, filter, clip, direction,
	// background-color, z-index, border-radius, mix-blend-mode,
	// overflow-clip-margin, contain and mask-image.
	Display           string
	Visibility        string  // the computed visibility property
	Opacity           float64 // the computed opacity, 1 when not reported
	Position          string  // the computed position property
	OverflowX         string  // the computed overflow-x property
	OverflowY         string  // the computed overflow-y property
	Transform         string  // the computed transform property
	ContentVisibility string  // the computed content-visibility property
	ClipPath          string  // the computed clip-path property
	Filter            string  // the computed filter property
	Clip              string  // the computed clip property
	Direction         string  // the computed direction property
	Background        string  // background-color
	ZIndex            string  // the computed z-index property
	BorderRadius      string  // the computed border-radius shorthand
	BlendMode         string  // the computed mix-blend-mode property
	ClipMargin        string  // the computed overflow-clip-margin property
	Contain           string  // the computed contain property
	MaskImage         string  // the computed mask-image property
	// PaintOrder is the browser's global paint order of the box (larger is
	// painted later, on top); HasPaintOrder is false when it was not
	// reported.
	PaintOrder    int64
	HasPaintOrder bool // the browser reported PaintOrder
	// Scroll is the element's scroll rectangle: X and Y its scroll offsets,
	// W and H its scrollable size; HasScroll is false when the browser did
	// not report one.
	Scroll    Rect
	HasScroll bool // the browser reported Scroll
}

// Rect is a box in CSS pixels.
type Rect struct {
	X float64 // left edge
	Y float64 // top edge
	W float64 // width
	H float64 // height
}

// union returns the smallest rectangle holding r and s.
func (r Rect) union(s Rect) Rect {
	x0, y0 := min(r.X, s.X), min(r.Y, s.Y)
	x1, y1 := max(r.X+r.W, s.X+s.W), max(r.Y+r.H, s.Y+s.H)
	return Rect{x0, y0, x1 - x0, y1 - y0}
}

// Decode turns the result of DOMSnapshot.captureSnapshot, taken with
// StyleProperties as its computed styles, into a Page. Only the top
// document is read (frames' documents are not inlined). It checks every
// index the browser sent, so a malformed result gives an error, not a
// panic; pseudo-elements and nodes whose parent does not precede them are
// left out.
func Decode(res *domsnapshot.CaptureSnapshotResult) (*Page, error) {
	if res == nil || len(res.Documents) == 0 || res.Documents[0] == nil || res.Documents[0].Nodes == nil {
		return nil, ErrEmptySnapshot
	}
	d := decoder{strs: res.Strings}
	doc := res.Documents[0]
	nt := doc.Nodes
	n := len(nt.ParentIndex)
	if n == 0 {
		return nil, ErrEmptySnapshot
	}
	if n > MaxNodes {
		return nil, fmt.Errorf("%w: %d nodes, limit %d", ErrTooLarge, n, MaxNodes)
	}
	p := &Page{URL: d.str(int64(doc.DocumentURL)), Nodes: make([]Node, n),
		Viewport: Rect{X: doc.ScrollOffsetX, Y: doc.ScrollOffsetY}}
	pseudo := rareIndexes(nt.PseudoType)
	keep := make([]bool, n)
	depth := make([]int, n)
	for i := range n {
		nd := &p.Nodes[i]
		nd.Type = int(at(nt.NodeType, i))
		nd.Name = d.str(strIndex(nt.NodeName, i))
		nd.Value = d.str(strIndex(nt.NodeValue, i))
		nd.Parent = int(nt.ParentIndex[i])
		if i < len(nt.Attributes) {
			nd.Attrs = d.attrs(nt.Attributes[i])
		}
		switch {
		case i == 0:
			nd.Parent = -1
			keep[i] = true
		case nd.Parent < 0 || nd.Parent >= i || !keep[nd.Parent] || pseudo[i]:
			nd.Parent = -1
		default:
			keep[i] = true
			depth[i] = depth[nd.Parent] + 1
			if depth[i] > MaxDepth {
				return nil, fmt.Errorf("%w: depth over %d", ErrTooDeep, MaxDepth)
			}
			p.Nodes[nd.Parent].Children = append(p.Nodes[nd.Parent].Children, i)
		}
	}
	if tv := nt.TextValue; tv != nil {
		for k, i := range tv.Index {
			if i >= 0 && i < int64(n) && k < len(tv.Value) {
				p.Nodes[i].TextValue = d.str(int64(tv.Value[k]))
				p.Nodes[i].HasTextValue = true
			}
		}
	}
	if doc.Layout != nil {
		d.layout(p, doc.Layout)
	}
	return p, nil
}

type decoder struct{ strs []string }

// str returns string i of the table, "" for -1 or an index out of range.
func (d decoder) str(i int64) string {
	if i < 0 || i >= int64(len(d.strs)) {
		return ""
	}
	return d.strs[i]
}

func (d decoder) attrs(a domsnapshot.ArrayOfStrings) []Attr {
	if len(a) < 2 {
		return nil
	}
	out := make([]Attr, 0, len(a)/2)
	for k := 0; k+1 < len(a); k += 2 {
		out = append(out, Attr{Name: d.str(a[k]), Value: d.str(a[k+1])})
	}
	return out
}

// layout attaches the layout tree to the nodes. A node laid out in several
// pieces (an inline split by a block) gets the union of their boxes and the
// styles of the first piece.
func (d decoder) layout(p *Page, lt *domsnapshot.LayoutTreeSnapshot) {
	for k, ni := range lt.NodeIndex {
		if ni < 0 || ni >= int64(len(p.Nodes)) {
			continue
		}
		box := rect(at(lt.Bounds, k))
		nd := &p.Nodes[ni]
		if nd.Layout != nil {
			nd.Layout.Box = nd.Layout.Box.union(box)
			continue
		}
		l := &Layout{Box: box, Opacity: 1}
		if k < len(lt.ScrollRects) && len(lt.ScrollRects[k]) == 4 {
			l.Scroll, l.HasScroll = rect(lt.ScrollRects[k]), true
		}
		if k < len(lt.PaintOrders) {
			l.PaintOrder, l.HasPaintOrder = lt.PaintOrders[k], true
		}
		styles := at(lt.Styles, k)
		for j, prop := range styleProperties {
			if j >= len(styles) {
				break
			}
			l.setStyle(prop, d.str(styles[j]))
		}
		nd.Layout = l
	}
}

// setStyle sets the field of l that holds the computed style prop (one of
// StyleProperties) to v; an opacity that is not a number leaves it as it
// was.
func (l *Layout) setStyle(prop, v string) {
	switch prop {
	case "display":
		l.Display = v
	case "visibility":
		l.Visibility = v
	case "opacity":
		if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
			l.Opacity = f
		}
	case "position":
		l.Position = v
	case "overflow-x":
		l.OverflowX = v
	case "overflow-y":
		l.OverflowY = v
	case "transform":
		l.Transform = v
	case "content-visibility":
		l.ContentVisibility = v
	case "clip-path":
		l.ClipPath = v
	case "filter":
		l.Filter = v
	case "clip":
		l.Clip = v
	case "direction":
		l.Direction = v
	case "background-color":
		l.Background = v
	case "z-index":
		l.ZIndex = v
	case "border-radius":
		l.BorderRadius = v
	case "mix-blend-mode":
		l.BlendMode = v
	case "overflow-clip-margin":
		l.ClipMargin = v
	case "contain":
		l.Contain = v
	case "mask-image":
		l.MaskImage = v
	}
}

// rect converts a protocol rectangle [x, y, w, h]; anything else is an empty
// box.
func rect(r domsnapshot.Rectangle) Rect {
	if len(r) != 4 {
		return Rect{}
	}
	return Rect{r[0], r[1], r[2], r[3]}
}

// rareIndexes returns the set of node indexes present in rare string data.
func rareIndexes(r *domsnapshot.RareStringData) map[int]bool {
	m := map[int]bool{}
	if r != nil {
		for _, i := range r.Index {
			m[int(i)] = true
		}
	}
	return m
}

// strIndex returns s[i] as a string-table index, -1 when i is out of range.
func strIndex(s []domsnapshot.StringIndex, i int) int64 {
	if i < 0 || i >= len(s) {
		return -1
	}
	return int64(s[i])
}

// at returns s[i], or the zero value when i is out of range.
func at[T any](s []T, i int) T {
	var zero T
	if i < 0 || i >= len(s) {
		return zero
	}
	return s[i]
}
