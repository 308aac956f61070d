package grammar

import (
	"strings"
	"unicode"
)

// Texts rendered by a page and kept as markdown source by a server are
// compared on their comparable runes: letters and digits, lower cased.
// Punctuation, markup and spacing differ between the two; letters and
// digits do not.

func isComparable(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// ComparableLen counts the comparable runes of s: its letters and digits.
func ComparableLen(s string) int {
	n := 0
	for _, r := range s {
		if isComparable(r) {
			n++
		}
	}
	return n
}

// ComparablePrefix returns the first n comparable runes of s (letters and
// digits), lower cased: two texts whose prefixes agree say the same thing
// as far as n, whatever their markup.
func ComparablePrefix(s string, n int) string {
	var b strings.Builder
	for _, r := range s {
		if n == 0 {
			break
		}
		if isComparable(r) {
			b.WriteRune(unicode.ToLower(r))
			n--
		}
	}
	return b.String()
}
