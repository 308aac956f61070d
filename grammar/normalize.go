package grammar

import (
	"github.com/chatproof/chatproof/internal/bound"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Normalize returns s in the package's normal form, the form every label is
// compared in before case folding. It never panics and always returns valid
// UTF-8. See "Normalisation" in the package documentation for the exact
// mappings covered.
//
// Normalize is idempotent: Normalize(Normalize(s)) == Normalize(s).
func Normalize(s string) string {
	if isCanonicalASCII(s, false) {
		return s
	}
	out, _ := transform(s, false, -1)
	return out
}

// Fold returns the matching form of s: Normalize, then lower-case, with
// combining marks dropped, the diacritics of precomposed Latin letters
// removed and the decimal digits of every script made ASCII ("١٤" and
// "१४" fold to "14"). Every matcher in this package applies Fold to its input itself.
//
// Fold is idempotent and Fold(Normalize(s)) == Fold(s).
func Fold(s string) string {
	if isCanonicalASCII(s, true) {
		return s
	}
	out, _ := transform(s, true, -1)
	return out
}

// Truncate returns the first maxRunes runes of s, cut on a rune boundary,
// with nothing appended. maxRunes <= 0 gives "". Invalid UTF-8 bytes count
// as one rune each and are replaced by U+FFFD, so the result is always valid
// UTF-8.
func Truncate(s string, maxRunes int) string {
	return bound.Runes(s, maxRunes)
}

// foldBounded is Fold that gives up once the folded form would exceed limit
// runes; it then returns ("", true). Matchers whose grammar cannot match a
// longer label use it to avoid folding large text.
func foldBounded(s string, limit int) (string, bool) {
	if isCanonicalASCII(s, true) {
		if len(s) > limit {
			return "", true
		}
		return s, false
	}
	return transform(s, true, limit)
}

// isCanonicalASCII reports whether s is already in normal form (and, with
// lower, in folded form) without looking at any mapping table: printable
// ASCII, single spaces, no leading or trailing space.
func isCanonicalASCII(s string, lower bool) bool {
	if s == "" {
		return true
	}
	if s[0] == ' ' || s[len(s)-1] == ' ' {
		return false
	}
	prevSpace := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ':
			if prevSpace {
				return false
			}
			prevSpace = true
			continue
		case c < 0x21 || c > 0x7E:
			return false
		case lower && 'A' <= c && c <= 'Z':
			return false
		}
		prevSpace = false
	}
	return true
}

// folder accumulates the normal (or folded) form of a string.
type folder struct {
	b     strings.Builder
	fold  bool
	space bool // a space is pending before the next rune
	n     int  // runes written
	limit int  // maximum runes, < 0 for none
	cut   bool // the limit was exceeded
}

func transform(s string, fold bool, limit int) (string, bool) {
	t := folder{fold: fold, limit: limit}
	if limit >= 0 {
		t.b.Grow(min(len(s), limit*utf8.UTFMax))
	} else {
		t.b.Grow(len(s))
	}
	// NFKC one segment at a time, so that a bounded fold stops reading
	// once the limit is passed.
	var it norm.Iter
	it.InitString(norm.NFKC, s)
	for !it.Done() && !t.cut {
		seg := it.Next()
		for i := 0; i < len(seg) && !t.cut; {
			if c := seg[i]; c < utf8.RuneSelf {
				t.putASCII(c)
				i++
				continue
			}
			r, size := utf8.DecodeRune(seg[i:])
			i += size
			t.put(r, 0)
		}
	}
	if t.cut {
		return "", true
	}
	return t.b.String(), false
}

// putASCII is put for one ASCII byte.
func (t *folder) putASCII(c byte) {
	switch {
	case isASCIISpace(c):
		t.space = t.n > 0
		return
	case c < 0x20 || c == 0x7F:
		return
	case t.fold:
		c = lowerASCII(c)
	}
	if t.room() {
		t.b.WriteByte(c)
	}
}

// maxMapDepth bounds how often one input rune is re-mapped (lower-casing,
// then diacritic removal).
const maxMapDepth = 4

// put writes one rune of NFKC text: punctuation unified, white space and
// ignorable runes handled, and in folded form lower-cased without its
// diacritics.
func (t *folder) put(r rune, depth int) {
	if p := unifyPunctuation(r); p < utf8.RuneSelf {
		t.putASCII(byte(p))
		return
	}
	if unicode.IsSpace(r) {
		t.space = t.n > 0
		return
	}
	if isIgnorable(r) {
		return
	}
	if t.fold {
		if isCombining(r) {
			return
		}
		if d, ok := asciiDigit(r); ok {
			t.putASCII(d)
			return
		}
		if r == 'ς' {
			r = 'σ' // Greek final sigma: upper case has one sigma, Σ
		}
		if depth < maxMapDepth {
			if l := unicode.ToLower(r); l != r {
				t.put(l, depth+1)
				return
			}
			if b := baseLetter(r); b != 0 {
				t.put(b, depth+1)
				return
			}
		}
	}
	if t.room() {
		t.b.WriteRune(r)
	}
}

// room reports whether one more rune fits within the limit, counting it
// and writing the pending space first; when it does not fit, the output is
// marked cut.
func (t *folder) room() bool {
	need := 1
	if t.space {
		need = 2
	}
	if t.limit >= 0 && t.n+need > t.limit {
		t.cut = true
		return false
	}
	if t.space {
		t.b.WriteByte(' ')
		t.n++
		t.space = false
	}
	t.n++
	return true
}
