package grammar

import (
	"strings"
	"testing"
	"unicode/utf8"
)

type stringCase struct {
	in, want, reason string
}

func TestNormalize(t *testing.T) {
	cases := []stringCase{
		{"", "", "empty stays empty"},
		{"Thinking", "Thinking", "canonical ASCII is returned as is"},
		{"  Thought   for\t12s \n", "Thought for 12s", "white space collapses and trims"},
		{"You\u2019ve reached", "You've reached", "curly apostrophe becomes '"},
		{"You\u2018ve \u201Cquoted\u201D", "You've \"quoted\"", "curly quotes become straight"},
		{"It\u02BCs", "It's", "modifier letter apostrophe becomes '"},
		{"Searching\u2026", "Searching...", "ellipsis becomes three dots"},
		{"\uFF34\uFF48\uFF49\uFF4E\uFF4B\uFF49\uFF4E\uFF47", "Thinking", "fullwidth ASCII becomes ASCII"},
		{"a\u00A0b", "a b", "NBSP is a space"},
		{"a\u3000b", "a b", "ideographic space is a space"},
		{"a\u202Fb\u2009c", "a b c", "narrow and thin spaces are spaces"},
		{"Thi\u200Bnk\u200Ding", "Thinking", "zero-width space and joiner are removed"},
		{"\uFEFFStop", "Stop", "byte order mark is removed"},
		{"soft\u00ADhyphen", "softhyphen", "soft hyphen is removed"},
		{"\u202Ertl\u202C", "rtl", "bidi controls are removed"},
		{"a \u200B b", "a b", "a removed rune between spaces leaves one space"},
		{"\uFB01le \uFB02ow", "file flow", "ligatures expand"},
		{"x\u00B2 H\u2082O", "x2 H2O", "superscript and subscript digits"},
		{"caf\u00E9", "caf\u00E9", "Normalize keeps precomposed letters"},
		{"Caf\u00C9", "Caf\u00C9", "Normalize preserves case"},
		{"a\xffb", "a\uFFFDb", "invalid byte becomes U+FFFD"},
		{"\xed\xa0\x80", "\uFFFD\uFFFD\uFFFD", "encoded surrogate is three invalid bytes"},
		{"a\x00b\x1Fc\x7Fd", "abcd", "control characters are removed"},
		{"line\r\nbreak", "line break", "CRLF is white space"},
		{"\u4F60\u5DF2\u8FBE\u5230\uFF0C", "\u4F60\u5DF2\u8FBE\u5230,", "fullwidth comma becomes ASCII"},
		{"\uFF61", "\u3002", "halfwidth ideographic full stop becomes full width"},
		{"non\u2011breaking", "non-breaking", "non-breaking hyphen becomes -"},
		{"Pro thinking \u00B7 Reading", "Pro thinking \u00B7 Reading", "middle dot is kept"},
		{"\u2122", "TM", "trade mark sign expands"},
	}
	checkCases(t, cases, func(c stringCase) (string, string) { return c.in, c.reason })
	for _, c := range cases {
		if got := Normalize(c.in); got != c.want {
			t.Errorf("Normalize(%q) = %q, want %q: %s", c.in, got, c.want, c.reason)
		}
	}
}

func TestFold(t *testing.T) {
	cases := []stringCase{
		{"Thought For 12S", "thought for 12s", "lower-cases"},
		{"conversaci\u00F3n m\u00E1xima", "conversacion maxima", "precomposed diacritics removed"},
		{"conversacio\u0301n", "conversacion", "combining marks dropped"},
		{"a \u0301 b", "a b", "a dropped mark between spaces leaves one space"},
		{"\u017D\u0160\u0106", "zsc", "Latin Extended-A upper case"},
		{"\u0130stanbul", "istanbul", "dotted capital I folds to i"},
		{"\u00C6SIR \u00D8L \u0141\u00F3d\u017A", "\u00E6sir \u00F8l \u0142odz", "letters without decomposition stay"},
		{"STRASSE Stra\u00DFe", "strasse stra\u00DFe", "sharp s stays"},
		{"\uFF21\uFF22\uFF23", "abc", "fullwidth capitals fold"},
		{"\u212A", "k", "Kelvin sign folds to k"},
		{"\u212B", "a", "Angstrom sign folds to a"},
		{"You\u2019VE \u2026", "you've ...", "apostrophe and ellipsis in the folded form"},
		{"\u0645\u0631\u062D\u0628\u0627", "\u0645\u0631\u062D\u0628\u0627", "scripts without case are unchanged"},
	}
	checkCases(t, cases, func(c stringCase) (string, string) { return c.in, c.reason })
	for _, c := range cases {
		if got := Fold(c.in); got != c.want {
			t.Errorf("Fold(%q) = %q, want %q: %s", c.in, got, c.want, c.reason)
		}
	}
}

func TestTruncate(t *testing.T) {
	cases := []struct {
		in     string
		max    int
		want   string
		reason string
	}{
		{"hello", 0, "", "zero gives empty"},
		{"hello", -3, "", "negative gives empty"},
		{"hello", 5, "hello", "exact length is unchanged"},
		{"hello", 10, "hello", "shorter is unchanged"},
		{"hello", 3, "hel", "cut to three runes"},
		{"h\u00E9llo", 2, "h\u00E9", "counts runes, not bytes"},
		{"\u4F60\u597D\u4E16\u754C", 3, "\u4F60\u597D\u4E16", "CJK runes"},
		{"a\xffbc", 2, "a\uFFFD", "invalid byte is one rune, replaced"},
		{"\xff\xfe", 5, "\uFFFD\uFFFD", "invalid input always valid out"},
		{"\U0001F600x", 1, "\U0001F600", "four-byte rune kept whole"},
	}
	for _, c := range cases {
		if c.reason == "" {
			t.Fatalf("case %q without reason", c.in)
		}
		got := Truncate(c.in, c.max)
		if got != c.want {
			t.Errorf("Truncate(%q, %d) = %q, want %q: %s", c.in, c.max, got, c.want, c.reason)
		}
		if !utf8.ValidString(got) {
			t.Errorf("Truncate(%q, %d) = %q is not valid UTF-8", c.in, c.max, got)
		}
	}
}

func TestFoldBoundedAgreesWithFold(t *testing.T) {
	inputs := []string{"", "Thinking", "  A  B  ", strings.Repeat("x", 70), "caf\u00E9 \u2026", strings.Repeat("\u200B", 100) + "ok"}
	for _, s := range inputs {
		for _, limit := range []int{0, 1, 5, 60, 200} {
			got, cut := foldBounded(s, limit)
			full := Fold(s)
			n := utf8.RuneCountInString(full)
			if cut != (n > limit) {
				t.Errorf("foldBounded(%q, %d) cut = %v, folded has %d runes", s, limit, cut, n)
			}
			if !cut && got != full {
				t.Errorf("foldBounded(%q, %d) = %q, Fold = %q", s, limit, got, full)
			}
		}
	}
}
