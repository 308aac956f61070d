package dom

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// visBits is what an element's own tag and attributes say about its
// visibility and, once the document is indexed, what is decided of it.
type visBits uint16

const (
	// visStructural: non-evidence whatever the styles (head, template,
	// script, style, noscript, aria-hidden="true", or inside one).
	visStructural visBits = 1 << iota
	// visHeuristic: hidden by the static rules (attribute, style, class).
	visHeuristic
	// visShown, visNotShown: data-chatproof-visible is "true", "false".
	visShown
	visNotShown
	// visCovered: data-chatproof-covered is "true" here or above.
	visCovered
	// visSkipsContents: the browser skips the element's contents;
	// visClosedDetails: but for its first summary child (visSummarySeen:
	// numbered).
	visSkipsContents
	visClosedDetails
	visSummarySeen
	// visUnpainted: once indexed, the element is not painted; visHidden:
	// neither is anything inside it.
	visUnpainted
	visHidden
)

// readVisibility reads element n's own visibility attributes (the
// tokenizer keeps the first of repeated keys); any hiding attribute,
// style or class makes the element heuristically hidden.
func readVisibility(n *html.Node) visBits {
	var v visBits
	cvHidden := false // content-visibility:hidden, by style or until-found
	switch n.DataAtom {
	case atom.Head, atom.Template, atom.Script, atom.Style, atom.Noscript:
		v |= visStructural
	case atom.Details:
		if n.Namespace == "" && !HasAttr(n, "open") {
			v |= visSkipsContents | visClosedDetails
		}
	}
	for _, a := range n.Attr {
		if a.Namespace != "" {
			continue
		}
		switch a.Key {
		case "aria-hidden":
			if strings.EqualFold(strings.TrimSpace(a.Val), "true") {
				v |= visStructural
			}
		case "data-chatproof-visible":
			switch a.Val {
			case "true":
				v |= visShown
			case "false":
				v |= visNotShown
			}
		case "data-chatproof-covered":
			if a.Val == "true" {
				v |= visCovered
			}
		case "hidden":
			// HTML's own style: until-found skips the contents (by
			// content-visibility:hidden), any other value is display:none.
			if strings.EqualFold(a.Val, "until-found") {
				cvHidden = true
			} else {
				v |= visHeuristic
			}
		case "style":
			sv := styleVisibility(a.Val)
			cvHidden = cvHidden || sv&visSkipsContents != 0
			v |= sv &^ visSkipsContents
		case "class":
			if classHides(a.Val) {
				v |= visHeuristic
			}
		case "type":
			if n.DataAtom == atom.Input && strings.EqualFold(a.Val, "hidden") {
				v |= visHeuristic
			}
		}
	}
	if cvHidden && sizeContainable(n) {
		v |= visSkipsContents
	}
	return v
}

// sizeContainable reports an element whose box, as its markup shows it,
// is one content-visibility applies to (CSS applies it only where size
// containment can: not to a non-atomic inline box, an element without a
// box of its own, display:contents, or an internal table or ruby box;
// Chromium, whose answer is the truth here, applies it to a table cell).
// Its display is the one its inline style sets, else the one a utility
// class token names, else its tag's own (div, p, section, li, …; span, a,
// code, a custom element and the other phrasing elements are inline; a
// table, whose content Chromium does not skip, is not one). An inline box
// the browser blockifies (see blockified) is a block. Where the markup
// says neither, it is not taken to apply: the contents then count as
// shown.
func sizeContainable(n *html.Node) bool {
	if n.Namespace != "" {
		return false
	}
	d, stated := markupDisplay(n)
	if !stated {
		if blockByDefault[n.DataAtom] {
			return true
		}
		if !inlineByDefault(n) {
			return false
		}
		d = "inline"
	}
	if (d == "inline" || d == "inline flow") && blockified(n) {
		return true
	}
	return containableDisplay(d)
}

// markupDisplay returns the display element n's markup states: its inline
// style's when it sets one, else a utility class token's that names a
// display.
func markupDisplay(n *html.Node) (string, bool) {
	if d, ok := styleDisplay(Attr(n, "style")); ok {
		return d, true
	}
	display, ok := "", false
	for tok := range strings.FieldsSeq(Attr(n, "class")) {
		if classDisplays[tok] {
			display, ok = tok, true
		}
	}
	return display, ok
}

// classDisplays are the utility class tokens that name a display.
var classDisplays = map[string]bool{
	"block": true, "inline-block": true, "inline": true, "flex": true, "inline-flex": true,
	"grid": true, "inline-grid": true, "flow-root": true, "list-item": true, "contents": true,
	"table": true, "inline-table": true, "table-row": true, "table-cell": true, "table-row-group": true,
	"table-header-group": true, "table-footer-group": true, "table-column": true,
	"table-column-group": true, "table-caption": true,
}

// blockified reports an element whose inline box the browser lays out as
// a block, as its markup shows it: an item of a flex or grid container
// (its parent element's display is flex, inline-flex, grid or
// inline-grid), an absolutely positioned or fixed box, or a float.
func blockified(n *html.Node) bool {
	if p := n.Parent; p != nil && p.Type == html.ElementNode && p.Namespace == "" {
		switch d, _ := markupDisplay(p); d {
		case "flex", "inline-flex", "grid", "inline-grid":
			return true
		}
	}
	for tok := range strings.FieldsSeq(Attr(n, "class")) {
		if tok == "absolute" || tok == "fixed" {
			return true
		}
	}
	position, float := styleValue(Attr(n, "style"), "position"), styleValue(Attr(n, "style"), "float")
	return position == "absolute" || position == "fixed" || float != "" && float != "none"
}

// inlineByDefault reports an HTML element a browser lays out as an inline
// box by its own style: the phrasing elements, and a custom or unknown
// element.
func inlineByDefault(n *html.Node) bool {
	return n.DataAtom == 0 || inlineElements[n.DataAtom]
}

// inlineElements are the HTML elements laid out as inline boxes by the
// browser's own style.
var inlineElements = map[atom.Atom]bool{
	atom.Span: true, atom.A: true, atom.Em: true, atom.Strong: true, atom.B: true, atom.I: true,
	atom.U: true, atom.S: true, atom.Small: true, atom.Mark: true, atom.Abbr: true, atom.Cite: true,
	atom.Q: true, atom.Sub: true, atom.Sup: true, atom.Time: true, atom.Label: true, atom.Kbd: true,
	atom.Samp: true, atom.Var: true, atom.Bdi: true, atom.Bdo: true, atom.Data: true, atom.Code: true,
	atom.Dfn: true, atom.Del: true, atom.Ins: true, atom.Font: true, atom.Big: true, atom.Tt: true,
	atom.Strike: true, atom.Nobr: true,
}

// styleDisplay returns the display an inline style sets last, lower case.
func styleDisplay(style string) (string, bool) {
	return styleDeclared(style, "display")
}

// styleValue returns the value an inline style sets last for prop, lower
// case, "" when it sets none.
func styleValue(style, prop string) string {
	v, _ := styleDeclared(style, prop)
	return v
}

// styleDeclared returns the value an inline style sets last for prop,
// lower case, its words separated by one space, and whether it sets one.
func styleDeclared(style, prop string) (string, bool) {
	value, ok := "", false
	for decl := range strings.SplitSeq(strings.ToLower(style), ";") {
		name, val, found := strings.Cut(decl, ":")
		if found && strings.TrimSpace(name) == prop {
			value, ok = strings.Join(strings.Fields(strings.TrimSuffix(strings.TrimSpace(val), "!important")), " "), true
		}
	}
	return value, ok
}

// containableDisplay reports a display value content-visibility applies
// to in Chromium: block containers and atomic inlines, and a table cell
// (which Chromium skips the contents of, as it does a block's), but not
// a table, a row or a caption.
func containableDisplay(d string) bool {
	switch d {
	case "block", "inline-block", "flex", "inline-flex", "grid", "inline-grid", "flow-root", "list-item", "table-cell":
		return true
	}
	f := strings.Fields(d)
	return len(f) >= 2 && (f[0] == "block" || f[0] == "inline" && f[1] != "flow") && !strings.HasPrefix(f[1], "ruby") && f[1] != "table"
}

// blockByDefault are the HTML elements a browser lays out as boxes
// content-visibility applies to by its own style: blocks, list items,
// flow roots and table cells.
var blockByDefault = map[atom.Atom]bool{
	atom.Div: true, atom.P: true, atom.Section: true, atom.Article: true, atom.Aside: true, atom.Nav: true,
	atom.Main: true, atom.Header: true, atom.Footer: true, atom.Ul: true, atom.Ol: true, atom.Li: true,
	atom.Dl: true, atom.Dt: true, atom.Dd: true, atom.Pre: true, atom.Blockquote: true, atom.Figure: true,
	atom.Figcaption: true, atom.Form: true, atom.Fieldset: true, atom.Details: true, atom.Summary: true,
	atom.H1: true, atom.H2: true, atom.H3: true, atom.H4: true, atom.H5: true, atom.H6: true,
	atom.Address: true, atom.Dialog: true, atom.Body: true, atom.Html: true,
	atom.Hr: true, atom.Menu: true, atom.Legend: true, atom.Search: true,
	atom.Td: true, atom.Th: true,
}

// classHides reports whether a class attribute has a hiding token (hidden,
// invisible or sr-only), tokens being separated by white space as
// strings.Fields separates them.
func classHides(v string) bool {
	if !strings.Contains(v, "hidden") && !strings.Contains(v, "invisible") && !strings.Contains(v, "sr-only") {
		return false // no token can be one of them
	}
	for tok := range strings.FieldsSeq(v) {
		switch tok {
		case "hidden", "invisible", "sr-only":
			return true
		}
	}
	return false
}

// styleVisibility reads an inline style: display:none, visibility:hidden
// or collapse, or opacity 0 hide the element, content-visibility:hidden
// skips its contents; names and values compared case-insensitively and
// !important ignored.
func styleVisibility(v string) visBits {
	var bits visBits
	for decl := range strings.SplitSeq(strings.ToLower(v), ";") {
		prop, val, ok := strings.Cut(decl, ":")
		if !ok {
			continue
		}
		prop = strings.TrimSpace(prop)
		val = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(val), "!important"))
		switch {
		case prop == "display" && val == "none",
			prop == "visibility" && (val == "hidden" || val == "collapse"),
			prop == "opacity" && isZeroNumber(val):
			bits |= visHeuristic
		case prop == "content-visibility" && val == "hidden":
			bits |= visSkipsContents
		}
	}
	return bits
}

// isZeroNumber reports whether a CSS number or percentage is zero: an
// optional sign, then zeros and dots, at least one zero.
func isZeroNumber(v string) bool {
	v = strings.TrimSuffix(v, "%")
	if v != "" && (v[0] == '+' || v[0] == '-') {
		v = v[1:]
	}
	return strings.Trim(v, "0.") == "" && strings.Contains(v, "0")
}
