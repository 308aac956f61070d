package dom

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// visBits is what an element's own tag and attributes say about its
// visibility, read in one loop over them; once the document is indexed,
// visStructural also holds for the descendants of a structural element.
type visBits uint8

const (
	// visStructural: non-evidence whatever the styles (head, template,
	// script, style, noscript, aria-hidden="true").
	visStructural visBits = 1 << iota
	// visHeuristic: hidden by the static rules (attribute, inline style,
	// class token, hidden input).
	visHeuristic
	// visShown and visNotShown: the first data-chatproof-visible
	// attribute is "true" or "false".
	visShown
	visNotShown
	// visCovered: the first data-chatproof-covered attribute is "true";
	// once the document is indexed, it also holds for the descendants of a
	// covered element.
	visCovered
)

// readVisibility reads element n's own visibility attributes. Like Attr,
// it takes the first aria-hidden, data-chatproof-visible and
// data-chatproof-covered attribute; any hiding attribute, style or class
// makes the element heuristically hidden.
func readVisibility(n *html.Node) visBits {
	var v visBits
	switch n.DataAtom {
	case atom.Head, atom.Template, atom.Script, atom.Style, atom.Noscript:
		v |= visStructural
	}
	var ariaSeen, annotSeen, coverSeen bool
	for _, a := range n.Attr {
		if a.Namespace != "" {
			continue
		}
		switch a.Key {
		case "aria-hidden":
			if !ariaSeen {
				ariaSeen = true
				if strings.EqualFold(strings.TrimSpace(a.Val), "true") {
					v |= visStructural
				}
			}
		case "data-chatproof-visible":
			if !annotSeen {
				annotSeen = true
				switch a.Val {
				case "true":
					v |= visShown
				case "false":
					v |= visNotShown
				}
			}
		case "data-chatproof-covered":
			if !coverSeen {
				coverSeen = true
				if a.Val == "true" {
					v |= visCovered
				}
			}
		case "hidden":
			v |= visHeuristic
		case "style":
			if styleHides(a.Val) {
				v |= visHeuristic
			}
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

// styleHides reports whether an inline style hides its element:
// display:none, visibility:hidden or collapse, or opacity 0, names and
// values compared case-insensitively and !important ignored.
func styleHides(v string) bool {
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
			return true
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
