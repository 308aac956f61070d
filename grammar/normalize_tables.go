package grammar

import (
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// What Normalize and Fold add to NFKC (golang.org/x/text/unicode/norm):
// the project's own choices for matching UI copy, not Unicode data.

// unifyPunctuation maps the apostrophes, quotes and hyphens that UI copy
// writes in several ways to their ASCII form, and returns r itself
// otherwise.
func unifyPunctuation(r rune) rune {
	switch r {
	case '\u2018', '\u2019', '\u201A', '\u201B', '\u2032', '\u2035', '\u02BC':
		return '\''
	case '\u201C', '\u201D', '\u201E', '\u201F', '\u2033', '\u2036':
		return '"'
	case '\u2010', '\u2011':
		return '-'
	}
	return r
}

// isIgnorable reports whether r is dropped from the normal form: control
// characters (other than white space, handled before), zero-width spaces and
// joiners, the soft hyphen, the byte order mark and bidirectional controls.
func isIgnorable(r rune) bool {
	switch {
	case r < 0x20, r == 0x7F, 0x80 <= r && r < 0xA0:
		return true
	case r == 0x00AD, r == 0x034F, r == 0x061C, r == 0x180E, r == 0xFEFF:
		return true
	case 0x200B <= r && r <= 0x200F:
		return true
	case 0x202A <= r && r <= 0x202E:
		return true
	case 0x2060 <= r && r <= 0x2064:
		return true
	case 0x2066 <= r && r <= 0x206F:
		return true
	}
	return false
}

// isCombining reports whether r is a combining diacritical mark that Fold
// drops. Marks outside these blocks (the kana voicing marks, for example)
// change a letter rather than accent it, and are kept.
func isCombining(r rune) bool {
	switch {
	case 0x0300 <= r && r <= 0x036F,
		0x1AB0 <= r && r <= 0x1AFF,
		0x1DC0 <= r && r <= 0x1DFF,
		0x20D0 <= r && r <= 0x20FF,
		0xFE20 <= r && r <= 0xFE2F:
		return true
	}
	return false
}

// baseLetter returns the letter a precomposed letter decomposes to when
// everything else in its canonical decomposition is a combining mark Fold
// drops (é → e, й → и), or 0.
func baseLetter(r rune) rune {
	var buf [utf8.UTFMax]byte
	d := norm.NFD.Properties(buf[:utf8.EncodeRune(buf[:], r)]).Decomposition()
	if d == nil {
		return 0
	}
	base, size := utf8.DecodeRune(d)
	for rest := d[size:]; len(rest) > 0; rest = rest[size:] {
		var m rune
		m, size = utf8.DecodeRune(rest)
		if !isCombining(m) {
			return 0
		}
	}
	return base
}

// asciiDigit returns the ASCII digit of a decimal digit of any script
// (Unicode Nd: Arabic-Indic "٤", Devanagari "४", Thai "๔" → '4'), and
// whether r is one. Unicode lays out every script's digits as runs of ten
// in order from zero, and the Nd table's ranges are whole runs, so a
// digit's value is its distance from the start of its range, modulo ten.
func asciiDigit(r rune) (byte, bool) {
	if r < utf8.RuneSelf {
		if '0' <= r && r <= '9' {
			return byte(r), true
		}
		return 0, false
	}
	if !unicode.Is(unicode.Nd, r) {
		return 0, false
	}
	for _, rg := range unicode.Nd.R16 {
		if rune(rg.Lo) <= r && r <= rune(rg.Hi) {
			return byte('0' + (r-rune(rg.Lo))%10), true
		}
	}
	for _, rg := range unicode.Nd.R32 {
		if rune(rg.Lo) <= r && r <= rune(rg.Hi) {
			return byte('0' + (r-rune(rg.Lo))%10), true
		}
	}
	return 0, false
}
