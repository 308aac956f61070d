// Package bound cuts text for reports: the one place that decides how a
// string is shortened to a rune or byte bound. A cut never splits a UTF-8
// sequence, and the result is always valid UTF-8 (a byte that is not UTF-8
// reads as U+FFFD). Bounds are for what is printed; decisions read whole
// values.
package bound

import (
	"strings"
	"unicode/utf8"
)

// Ellipsis marks a cut in the Marked variants.
const Ellipsis = "…"

// Runes returns the first n runes of s, with nothing appended. n <= 0 gives
// "". An invalid byte counts as one rune and reads as U+FFFD.
func Runes(s string, n int) string {
	cut, _ := runes(s, n)
	return cut
}

// RunesMarked returns s when it has at most n runes, otherwise its first n
// runes followed by Ellipsis.
func RunesMarked(s string, n int) string {
	cut, whole := runes(s, n)
	if whole {
		return cut
	}
	return cut + Ellipsis
}

// Bytes returns the longest prefix of s of at most n bytes that ends on a
// rune boundary, with nothing appended.
func Bytes(s string, n int) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	if n <= 0 {
		return ""
	}
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// BytesMarked returns s when it has at most n bytes, otherwise a prefix
// followed by Ellipsis, n bytes at most in all (n must leave room for the
// mark).
func BytesMarked(s string, n int) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	if len(s) <= n {
		return s
	}
	return Bytes(s, n-len(Ellipsis)) + Ellipsis
}

// runes returns the first n runes of s as valid UTF-8 and whether that is
// all of s.
func runes(s string, n int) (string, bool) {
	if n <= 0 {
		return "", s == ""
	}
	if utf8.ValidString(s) {
		count := 0
		for i := range s {
			if count == n {
				return s[:i], false
			}
			count++
		}
		return s, true
	}
	var b strings.Builder
	b.Grow(min(len(s), n*utf8.UTFMax))
	i := 0
	for count := 0; i < len(s) && count < n; count++ {
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		b.WriteRune(r)
	}
	return b.String(), i >= len(s)
}
