package capture

import (
	_ "embed"
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/chatproof/chatproof/site"
)

// matchJS is the in-page reader's one matcher of profile conditions: the
// meaning of every operator of the profile format (site.Cond.Holds), over
// what pageCond compiles. The reader is given it, and tests run it alone
// on the same page as site.Entry.Matches.
//
//go:embed match.js
var matchJS string

// matchWire is matchJS as the page is sent it (see compactJS).
var matchWire = compactJS(matchJS)

// pageOps are the condition operators match.js evaluates: every operator
// of the profile format ("" stands for site.OpPresent), and the reader's
// own "has" and "in". It refuses any other.
var pageOps = []string{"", site.OpEquals, site.OpPrefix, site.OpContains, site.OpContainsI, site.OpToken, site.OpTokenI, site.OpEqualsLabel, "has", "in"}

// pageCond writes condition c as match.js takes it: [attr, op, value],
// and for a Unicode-folded operator ("~=i", "=i", as strings.EqualFold)
// the orbits of value's code points, each the code points Unicode simple
// folding takes as equal to it ("*=i" folds ASCII letters only, as
// site.ContainsFold, which the page does without them). A "has" or "in" condition
// carries its entries, compiled the same way, and a selector finding
// every element that may pass one. An operator the page cannot evaluate
// panics: no profile that site.Load accepts has one.
func pageCond(c cond) []any {
	switch c.op {
	case "has", "in":
		return []any{"", c.op, pageEntriesOf(c.entries)}
	case site.OpTokenI, site.OpEqualsLabel:
		return []any{c.attr, c.op, c.value, orbits(c.value, foldOrbit)}
	}
	if !slices.Contains(pageOps, c.op) {
		panic(fmt.Sprintf("capture: a condition operator the in-page reader cannot evaluate: %q", c.op))
	}
	return []any{c.attr, c.op, c.value}
}

// pageEntries are entries as match.js takes them for "has" and "in":
// Select finds every element that may pass one (for "has"), and each
// entry's conditions decide.
type pageEntries struct {
	Select  string      `json:"select"`
	Entries []pageEntry `json:"entries"`
}

// pageEntry is one profile entry as match.js takes it.
type pageEntry struct {
	Tag   string  `json:"tag"`
	Conds [][]any `json:"conds"`
}

// pageEntriesOf compiles entries for match.js.
func pageEntriesOf(entries []site.Entry) pageEntries {
	out := pageEntries{Entries: []pageEntry{}}
	var sels []string
	for _, e := range entries {
		out.Entries = append(out.Entries, pageEntryOf(e))
		sels = append(sels, broadSelector(e))
	}
	out.Select = strings.Join(sels, ",")
	if out.Select == "" {
		out.Select = ":not(*)"
	}
	return out
}

// pageEntryOf compiles one entry for match.js.
func pageEntryOf(e site.Entry) pageEntry {
	pe := pageEntry{Tag: e.Tag, Conds: [][]any{}}
	for _, c := range condsOf(e.Match) {
		pe.Conds = append(pe.Conds, pageCond(c))
	}
	return pe
}

// broadSelector writes a CSS selector that every element passing entry e
// matches: its tag, and for each condition its attribute's presence (its
// exact value for "="); match.js decides the rest.
func broadSelector(e site.Entry) string {
	var b strings.Builder
	b.WriteString(e.Tag)
	for _, c := range e.Match {
		if c.Op == site.OpEquals {
			b.WriteString(c.Selector())
		} else {
			b.WriteString("[" + c.Attr + "]")
		}
	}
	if b.Len() == 0 {
		return "*"
	}
	return b.String()
}

// orbits returns, for each code point of v, the code points orbit gives
// it.
func orbits(v string, orbit func(rune) []string) [][]string {
	out := [][]string{}
	for _, r := range v {
		out = append(out, orbit(r))
	}
	return out
}

// foldOrbit is every code point Unicode simple case folding takes as
// equal to r, r first: what strings.EqualFold takes as equal to it.
func foldOrbit(r rune) []string {
	out := []string{string(r)}
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		out = append(out, string(f))
	}
	return out
}

// pageSpace is the character class (for a JavaScript regular expression
// with the u flag) of the white space strings.Fields and strings.TrimSpace
// split and trim at: unicode.IsSpace, which is the White_Space table.
var pageSpace = sync.OnceValue(func() string {
	var b strings.Builder
	esc := func(r rune) string { return fmt.Sprintf(`\u{%x}`, r) }
	for _, r16 := range unicode.White_Space.R16 {
		for lo := rune(r16.Lo); lo <= rune(r16.Hi); lo += rune(r16.Stride) {
			b.WriteString(esc(lo))
			if r16.Stride == 1 {
				if r16.Hi > r16.Lo {
					b.WriteString("-" + esc(rune(r16.Hi)))
				}
				break
			}
		}
	}
	for _, r32 := range unicode.White_Space.R32 {
		for lo := rune(r32.Lo); lo <= rune(r32.Hi); lo += rune(r32.Stride) {
			b.WriteString(esc(lo))
		}
	}
	return b.String()
})
