package grammar

// Mapping tables behind Normalize and Fold. They cover the compatibility
// (NFKC) cases that occur in UI copy, not the whole of Unicode; the package
// documentation lists what is covered.

// compatString returns the multi-rune replacement of r, or "" when r has
// none. Every replacement is itself in normal form.
func compatString(r rune) string {
	switch r {
	case '\u2026': // horizontal ellipsis
		return "..."
	case '\u2025': // two dot leader
		return ".."
	case '\uFB00':
		return "ff"
	case '\uFB01':
		return "fi"
	case '\uFB02':
		return "fl"
	case '\uFB03':
		return "ffi"
	case '\uFB04':
		return "ffl"
	case '\uFB05', '\uFB06':
		return "st"
	case '\u0132':
		return "IJ"
	case '\u0133':
		return "ij"
	case '\u01C4':
		return "D\u017D"
	case '\u01C5':
		return "D\u017E"
	case '\u01C6':
		return "d\u017E"
	case '\u01C7':
		return "LJ"
	case '\u01C8':
		return "Lj"
	case '\u01C9':
		return "lj"
	case '\u01CA':
		return "NJ"
	case '\u01CB':
		return "Nj"
	case '\u01CC':
		return "nj"
	case '\u01F1':
		return "DZ"
	case '\u01F2':
		return "Dz"
	case '\u01F3':
		return "dz"
	case '\u2122': // trade mark sign
		return "TM"
	case '\u2120': // service mark
		return "SM"
	case '\u2116': // numero sign
		return "No"
	case '\u00BC':
		return "1\u20444"
	case '\u00BD':
		return "1\u20442"
	case '\u00BE':
		return "3\u20444"
	}
	return ""
}

// compatRune returns the single-rune replacement of r, or r itself. Every
// replacement is a fixed point of compatRune and compatString.
func compatRune(r rune) rune {
	switch {
	case r < 0x80:
		return r
	case 0xFF01 <= r && r <= 0xFF5E: // fullwidth ASCII
		return r - 0xFEE0
	}
	switch r {
	// Apostrophes and single quotes, unified to '.
	case '\u2018', '\u2019', '\u201A', '\u201B', '\u2032', '\u2035', '\u02BC':
		return '\''
	// Double quotes, unified to ".
	case '\u201C', '\u201D', '\u201E', '\u201F', '\u2033', '\u2036':
		return '"'
	// Hyphens (U+2011 is NFKC U+2010; both become ASCII).
	case '\u2010', '\u2011':
		return '-'
	case '\u2024': // one dot leader
		return '.'
	// Superscript and subscript digits.
	case '\u00B9':
		return '1'
	case '\u00B2':
		return '2'
	case '\u00B3':
		return '3'
	case '\u2070', '\u2080':
		return '0'
	case '\u00AA':
		return 'a'
	case '\u00BA':
		return 'o'
	case '\u00B5': // micro sign
		return '\u03BC'
	case '\u017F': // long s
		return 's'
	case '\u212A': // Kelvin sign
		return 'K'
	case '\u212B': // Angstrom sign
		return '\u00C5'
	// Halfwidth CJK punctuation.
	case '\uFF61':
		return '\u3002'
	case '\uFF62':
		return '\u300C'
	case '\uFF63':
		return '\u300D'
	case '\uFF64':
		return '\u3001'
	case '\uFF65':
		return '\u30FB'
	// Fullwidth symbols.
	case '\uFFE0':
		return '\u00A2'
	case '\uFFE1':
		return '\u00A3'
	case '\uFFE2':
		return '\u00AC'
	case '\uFFE4':
		return '\u00A6'
	case '\uFFE5':
		return '\u00A5'
	case '\uFFE6':
		return '\u20A9'
	// Small form variants.
	case '\uFE50':
		return ','
	case '\uFE52':
		return '.'
	case '\uFE54':
		return ';'
	case '\uFE55':
		return ':'
	case '\uFE56':
		return '?'
	case '\uFE57':
		return '!'
	}
	switch {
	case 0x2074 <= r && r <= 0x2079:
		return '4' + (r - 0x2074)
	case 0x2081 <= r && r <= 0x2089:
		return '1' + (r - 0x2081)
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
// drops.
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

// latinBaseTable maps U+00C0..U+017F to the base letter of its canonical
// decomposition; '.' marks letters without one (æ, ð, ø, ł, œ, ß, …) and
// the two signs × and ÷.
const latinBaseTable = "" +
	"AAAAAA.CEEEEIIII" + // U+00C0
	".NOOOOO..UUUUY.." + // U+00D0
	"aaaaaa.ceeeeiiii" + // U+00E0
	".nooooo..uuuuy.y" + // U+00F0
	"AaAaAaCcCcCcCcDd" + // U+0100
	"..EeEeEeEeEeGgGg" + // U+0110
	"GgGgHh..IiIiIiIi" + // U+0120
	"I...JjKk.LlLlLl." + // U+0130
	"...NnNnNn...OoOo" + // U+0140
	"Oo..RrRrRrSsSsSs" + // U+0150
	"SsTtTt..UuUuUuUu" + // U+0160
	"UuUuWwYyYZzZzZz." //   U+0170

// latinBase returns the base letter of a precomposed Latin-1 Supplement or
// Latin Extended-A letter, or 0.
func latinBase(r rune) rune {
	if r < 0xC0 || r > 0x17F {
		return 0
	}
	if c := latinBaseTable[r-0xC0]; c != '.' {
		return rune(c)
	}
	return 0
}
