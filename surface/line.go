package surface

import (
	"strings"
	"unicode"
)

// lineBuf accumulates the text of one text block with white space
// collapsed, up to MaxScanRunes runes; beyond that it only notes the
// overflow and stops reading.
type lineBuf struct {
	b        strings.Builder
	runes    int
	pendSp   bool // a space is owed before the next rune
	overflow bool // non-space text beyond MaxScanRunes was dropped
	alnum    bool // the text has a letter or digit
}

func (l *lineBuf) empty() bool { return l.runes == 0 }

// space owes a space before the next rune (a br inside a block).
func (l *lineBuf) space() {
	if l.runes > 0 {
		l.pendSp = true
	}
}

// add appends text. Invalid UTF-8 bytes become U+FFFD.
func (l *lineBuf) add(text string) {
	if l.overflow {
		return
	}
	for _, r := range text {
		if unicode.IsSpace(r) {
			l.space()
			continue
		}
		need := 1
		if l.pendSp {
			need = 2
		}
		if l.runes+need > MaxScanRunes {
			l.overflow = true
			return
		}
		if l.pendSp {
			l.b.WriteByte(' ')
			l.runes++
			l.pendSp = false
		}
		l.b.WriteRune(r)
		l.runes++
		if !l.alnum && (unicode.IsLetter(r) || unicode.IsNumber(r)) {
			l.alnum = true
		}
	}
}

func (l *lineBuf) String() string { return l.b.String() }

func (l *lineBuf) reset() { *l = lineBuf{} }
