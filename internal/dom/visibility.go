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
// box of its own, display:contents, or an internal table or ruby box):
// its inline style's display when it sets one, else a utility class
// token naming a display, else its tag's own display (div, p, section,
// li, …; span, a, code and the other phrasing elements are inline; a
// table, whose content Chromium does not skip, is not one). Where the markup says neither, it is not taken to apply: the
// contents then count as shown.
func sizeContainable(n *html.Node) bool {
	if n.Namespace != "" {
		return false
	}
	if d, ok := styleDisplay(Attr(n, "style")); ok {
		return containableDisplay(d)
	}
	known, containable := false, false
	for tok := range strings.FieldsSeq(Attr(n, "class")) {
		switch tok {
		case "block", "inline-block", "flex", "inline-flex", "grid", "inline-grid", "flow-root", "list-item":
			known, containable = true, true
		case "inline", "contents", "table", "inline-table", "table-row", "table-cell", "table-row-group", "table-header-group",
			"table-footer-group", "table-column", "table-column-group", "table-caption":
			return false
		}
	}
	if known {
		return containable
	}
	return blockByDefault[n.DataAtom]
}

// styleDisplay returns the display an inline style sets last, lower case.
func styleDisplay(style string) (string, bool) {
	display, ok := "", false
	for decl := range strings.SplitSeq(strings.ToLower(style), ";") {
		prop, val, found := strings.Cut(decl, ":")
		if found && strings.TrimSpace(prop) == "display" {
			display, ok = strings.Join(strings.Fields(strings.TrimSuffix(strings.TrimSpace(val), "!important")), " "), true
		}
	}
	return display, ok
}

// containableDisplay reports a display value size containment applies to.
func containableDisplay(d string) bool {
	switch d {
	case "block", "inline-block", "flex", "inline-flex", "grid", "inline-grid", "flow-root", "list-item":
		return true
	}
	f := strings.Fields(d)
	return len(f) >= 2 && (f[0] == "block" || f[0] == "inline" && f[1] != "flow") && !strings.HasPrefix(f[1], "ruby") && f[1] != "table"
}

// blockByDefault are the HTML elements a browser lays out as blocks (or
// tables, list items, flow roots) by its own style.
var blockByDefault = map[atom.Atom]bool{
	atom.Div: true, atom.P: true, atom.Section: true, atom.Article: true, atom.Aside: true, atom.Nav: true,
	atom.Main: true, atom.Header: true, atom.Footer: true, atom.Ul: true, atom.Ol: true, atom.Li: true,
	atom.Dl: true, atom.Dt: true, atom.Dd: true, atom.Pre: true, atom.Blockquote: true, atom.Figure: true,
	atom.Figcaption: true, atom.Form: true, atom.Fieldset: true, atom.Details: true, atom.Summary: true,
	atom.H1: true, atom.H2: true, atom.H3: true, atom.H4: true, atom.H5: true, atom.H6: true,
	atom.Address: true, atom.Dialog: true, atom.Body: true, atom.Html: true,
	atom.Hr: true, atom.Menu: true, atom.Legend: true, atom.Search: true,
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
