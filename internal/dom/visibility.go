package dom

import (
	"math/bits"
	"strings"
	"unicode"
	"unicode/utf8"

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
)

// readVisibility reads element n's own visibility attributes. Like Attr,
// it takes the first aria-hidden and data-chatproof-visible attribute; any
// hiding attribute, style or class makes the element heuristically hidden.
func readVisibility(n *html.Node) visBits {
	var v visBits
	switch n.DataAtom {
	case atom.Head, atom.Template, atom.Script, atom.Style, atom.Noscript:
		v |= visStructural
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
// strings.Fields separates them. It reads v once and does not allocate.
func classHides(v string) bool {
	start := 0 // the current token's first byte
	for i := nextBreak(v, 0); i < len(v); i = nextBreak(v, i) {
		size := 1
		if c := v[i]; c >= utf8.RuneSelf {
			r, n := utf8.DecodeRuneInString(v[i:])
			size = n
			if !unicode.IsSpace(r) {
				i += size
				continue
			}
		} else if !asciiSpace(c) {
			i++
			continue
		}
		if hidingToken(v[start:i]) {
			return true
		}
		i += size
		start = i
	}
	return hidingToken(v[start:])
}

// nextBreak returns the index of the first byte of v at or after i that is
// not printable ASCII ('!' to DEL), the only bytes that can start white
// space, or len(v). It tests eight bytes at a time: a byte's high bit is
// set in m when the byte is below '!' (its subtraction borrows) or is 0x80
// or above. A borrow only changes the bytes above it, so the lowest set bit
// is exact.
func nextBreak(v string, i int) int {
	const ones = 0x0101010101010101
	for ; i+8 <= len(v); i += 8 {
		w := v[i : i+8]
		x := uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
			uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
		if m := (x - ones*'!' | x) & (ones * 0x80); m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
	}
	for ; i < len(v); i++ {
		if c := v[i]; c < '!' || c >= utf8.RuneSelf {
			return i
		}
	}
	return i
}

// hidingToken reports whether a class token hides its element.
func hidingToken(tok string) bool {
	switch tok {
	case "hidden", "invisible", "sr-only":
		return true
	}
	return false
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
