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
			// HTML's own style: until-found skips the contents, any other
			// value is display:none.
			if strings.EqualFold(a.Val, "until-found") {
				v |= visSkipsContents
			} else {
				v |= visHeuristic
			}
		case "style":
			v |= styleVisibility(a.Val)
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
	return v
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
