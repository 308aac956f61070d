package bound

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestCuts(t *testing.T) {
	cases := []struct {
		name string
		fn   func(string, int) string
		in   string
		n    int
		want string
	}{
		{"runes short", Runes, "short", 10, "short"},
		{"runes cut", Runes, "ééééé", 3, "ééé"},
		{"runes zero", Runes, "abc", 0, ""},
		{"runes invalid", Runes, "a\xffb", 2, "a\uFFFD"},
		{"runes marked whole", RunesMarked, "abc", 3, "abc"},
		{"runes marked cut", RunesMarked, "abcd", 3, "abc…"},
		{"bytes cut keeps runes whole", Bytes, "ééé", 5, "éé"},
		{"bytes short", Bytes, "ab", 5, "ab"},
		{"bytes marked", BytesMarked, strings.Repeat("a", 12), 10, "aaaaaaa…"},
		{"bytes marked runes", BytesMarked, "ééééééé", 10, "ééé…"},
		{"bytes marked invalid", BytesMarked, "\xff\xff", 10, "\uFFFD"},
	}
	for _, tc := range cases {
		got := tc.fn(tc.in, tc.n)
		if got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
		if !utf8.ValidString(got) {
			t.Errorf("%s: %q is not UTF-8", tc.name, got)
		}
	}
}

func FuzzCuts(f *testing.F) {
	f.Add("héllo wörld", 4)
	f.Add("\xff\xfe", 1)
	f.Fuzz(func(t *testing.T, s string, n int) {
		n %= 64
		for _, got := range []string{Runes(s, n), RunesMarked(s, n)} {
			if !utf8.ValidString(got) {
				t.Fatalf("%q is not UTF-8", got)
			}
		}
		if n >= 3 {
			if got := BytesMarked(s, n); len(got) > n || !utf8.ValidString(got) {
				t.Fatalf("BytesMarked(%q, %d) = %q", s, n, got)
			}
		}
		if got := Runes(s, n); utf8.RuneCountInString(got) > max(n, 0) {
			t.Fatalf("Runes(%q, %d) = %q", s, n, got)
		}
	})
}
