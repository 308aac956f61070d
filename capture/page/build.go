package page

import (
	"errors"
	"fmt"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/internal/entrymatch"
	"github.com/chatproof/chatproof/site"
)

// ErrUnrenderable is returned for a page holding an element whose name
// cannot be written as HTML. Such a page fails the capture rather than
// losing the element and whatever evidence it holds.
var ErrUnrenderable = errors.New("capture: element name cannot be written as HTML")

// Build turns a captured page into an annotated HTML document: every element
// carries data-chatproof-visible (from Visibility), every visible element
// under a certain opaque cover carries data-chatproof-covered="true" (from
// Covered), text the browser does not show inside an element it shows is
// wrapped in a hidden span (see HiddenTextAttr), and the head starts with
// the capture and provenance metas. Annotations and chatproof metas the page
// carried itself are dropped first, so a page cannot vouch for its own
// visibility. Comments are left out; shadow roots are flattened into their
// hosts; the composer textarea holds the value typed into it. The result
// still holds scripts and secrets: pass it through Sanitize.
func Build(p *Page, prov Provenance) (*html.Node, error) {
	if p == nil || len(p.Nodes) == 0 {
		return nil, ErrEmptySnapshot
	}
	j := judge(p)
	b := builder{p: p, vis: j.visible, covered: j.covered}
	doc := &html.Node{Type: html.DocumentNode}
	if err := b.children(doc, 0, ""); err != nil {
		return nil, err
	}
	addMetas(doc, prov)
	return doc, nil
}

type builder struct {
	p       *Page
	vis     []bool
	covered []bool
}

// children appends the converted children of node i to parent.
func (b *builder) children(parent *html.Node, i int, ns string) error {
	for _, c := range b.p.Nodes[i].Children {
		if err := b.node(parent, c, ns); err != nil {
			return err
		}
	}
	return nil
}

func (b *builder) node(parent *html.Node, i int, ns string) error {
	nd := &b.p.Nodes[i]
	switch nd.Type {
	case TextNode:
		text := &html.Node{Type: html.TextNode, Data: nd.Value}
		if b.hiddenText(parent, i) {
			span := &html.Node{Type: html.ElementNode, Data: "span", DataAtom: atom.Span,
				Attr: []html.Attribute{{Key: VisibleAttr, Val: "false"}, {Key: HiddenTextAttr}}}
			span.AppendChild(text)
			text = span
		}
		parent.AppendChild(text)
	case DoctypeNode:
		parent.AppendChild(&html.Node{Type: html.DoctypeNode, Data: strings.ToLower(nd.Name)})
	case FragmentNode:
		return b.children(parent, i, ns) // shadow root: flatten into the host
	case ElementNode:
		return b.element(parent, i, ns)
	}
	return nil // comments, processing instructions, CDATA
}

func (b *builder) element(parent *html.Node, i int, ns string) error {
	nd := &b.p.Nodes[i]
	if !validTagName(nd.Name) {
		return fmt.Errorf("%w: %q", ErrUnrenderable, nd.Name)
	}
	name := nd.Name
	switch {
	case ns == "" && strings.EqualFold(name, "svg"):
		ns, name = "svg", "svg"
	case ns == "" && strings.EqualFold(name, "math"):
		ns, name = "math", "math"
	case ns == "":
		name = strings.ToLower(name)
	}
	el := &html.Node{Type: html.ElementNode, Data: name, Namespace: ns}
	if ns == "" {
		el.DataAtom = atom.Lookup([]byte(name))
	}
	for _, a := range nd.Attrs {
		if !validAttrName(a.Name) || strings.HasPrefix(strings.ToLower(a.Name), "data-chatproof-") {
			continue
		}
		el.Attr = append(el.Attr, html.Attribute{Key: a.Name, Val: a.Value})
	}
	el.Attr = append(el.Attr, html.Attribute{Key: VisibleAttr, Val: fmt.Sprint(b.vis[i])})
	if b.vis[i] && b.covered[i] {
		el.Attr = append(el.Attr, html.Attribute{Key: CoveredAttr, Val: "true"})
	}
	if el.DataAtom == atom.Meta && isChatproofMeta(el) {
		return nil
	}
	parent.AppendChild(el)
	if ns == "svg" && name == "foreignObject" {
		ns = ""
	}
	if el.DataAtom == atom.Textarea && nd.HasTextValue && isComposer(el) {
		el.AppendChild(&html.Node{Type: html.TextNode, Data: nd.TextValue})
		return nil
	}
	if voidElement(el) {
		return nil // the DOM allows children here; HTML cannot write them
	}
	return b.children(el, i, ns)
}

// hiddenText reports a text node the browser does not show inside an
// element it shows (text-indent:-9999px, text clipped by its element, the
// fallback text of a canvas): text cannot carry the annotation and a
// reader gives it its element's, so Build wraps it in a span of its own.
// White space, text in foreign content and the content of elements whose
// text HTML does not parse as markup (style, textarea, title, …) are left.
func (b *builder) hiddenText(parent *html.Node, i int) bool {
	nd := &b.p.Nodes[i]
	if b.vis[i] || nd.Parent < 0 || !b.vis[nd.Parent] || parent.Type != html.ElementNode || parent.Namespace != "" {
		return false
	}
	switch parent.DataAtom {
	case atom.Style, atom.Script, atom.Textarea, atom.Title, atom.Xmp, atom.Iframe,
		atom.Noembed, atom.Noframes, atom.Noscript, atom.Plaintext, atom.Option, atom.Select:
		return false
	}
	return strings.TrimSpace(nd.Value) != ""
}

// addMetas writes the provenance metas at the start of the document's head,
// creating html and head elements when the page had none. Created elements
// were never laid out, so they are annotated not visible.
func addMetas(doc *html.Node, prov Provenance) {
	root := firstChildElement(doc, atom.Html)
	if root == nil {
		root = &html.Node{Type: html.ElementNode, Data: "html", DataAtom: atom.Html,
			Attr: []html.Attribute{{Key: VisibleAttr, Val: "false"}}}
		doc.AppendChild(root)
	}
	head := firstChildElement(root, atom.Head)
	if head == nil {
		head = &html.Node{Type: html.ElementNode, Data: "head", DataAtom: atom.Head,
			Attr: []html.Attribute{{Key: VisibleAttr, Val: "false"}}}
		root.InsertBefore(head, root.FirstChild)
	}
	metas := prov.metas()
	for k := len(metas) - 1; k >= 0; k-- {
		head.InsertBefore(&html.Node{Type: html.ElementNode, Data: "meta", DataAtom: atom.Meta,
			Attr: []html.Attribute{{Key: "name", Val: metas[k][0]}, {Key: "content", Val: metas[k][1]}, {Key: VisibleAttr, Val: "false"}},
		}, head.FirstChild)
	}
}

func firstChildElement(n *html.Node, a atom.Atom) *html.Node {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && c.DataAtom == a {
			return c
		}
	}
	return nil
}

// validTagName reports whether name can be written as a start tag that
// parses back to one element: an ASCII letter, then no white space, quote,
// slash, equals sign or angle bracket.
func validTagName(name string) bool {
	if name == "" || !isASCIILetter(name[0]) {
		return false
	}
	return !strings.ContainsAny(name, " \t\n\f\r/<>=\"'\x00")
}

// validAttrName reports whether name can be written as an attribute name.
func validAttrName(name string) bool {
	return name != "" && !strings.ContainsAny(name, " \t\n\f\r/<>=\"'\x00")
}

func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// voidElement reports an element that the HTML renderer writes without
// content, whatever its namespace.
func voidElement(n *html.Node) bool {
	switch n.Data {
	case "area", "base", "br", "col", "embed", "hr", "img", "input",
		"keygen", "link", "meta", "param", "source", "track", "wbr":
		return true
	}
	return false
}

// isChatproofMeta reports a meta named as the capture's own (chatproof:*).
func isChatproofMeta(n *html.Node) bool {
	return strings.HasPrefix(dom.Attr(n, "name"), "chatproof:")
}

// isComposer reports the composer's editor (the ChatGPT site profile's
// editor markers: #prompt-textarea, textarea[name=prompt-textarea]), whose
// content is the user's draft.
func isComposer(n *html.Node) bool { return entrymatch.Any(n, composerEditors) }

// composerEditors are the ChatGPT site profile's editor markers.
var composerEditors = site.ChatGPT().Markers.Editor
