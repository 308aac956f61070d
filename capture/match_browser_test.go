package capture_test

import (
	"context"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/capture/page"
	"github.com/chatproof/chatproof/internal/testflag"
	"github.com/chatproof/chatproof/site"
)

// formatOps are the operators of the profile format (site.Cond.Op).
var formatOps = []string{site.OpPresent, site.OpEquals, site.OpPrefix, site.OpContains, site.OpContainsI, site.OpToken, site.OpTokenI, site.OpEqualsLabel}

// genValues are the values of the generated markers: plain words, and
// letters whose case folding is not one to one (k and the Kelvin sign, s
// and the long s, the three sigmas, ß, the dotted and dotless i), lower
// case as a profile writes a folded value.
var genValues = []string{"stop", "k", "ks", "σ", "ßx", "i", "user", "a-b", "é"}

// genMarkers are a marker of every operator over every value of
// genValues, on an attribute of their own.
func genMarkers() []site.Entry {
	var out []site.Entry
	for _, op := range formatOps {
		for _, v := range genValues {
			c := site.Cond{Attr: "data-gen", Op: op, Value: v}
			if op == site.OpPresent {
				c.Value = ""
			}
			out = append(out, site.Entry{ID: "gen " + op + " " + v, Match: []site.Cond{c}})
		}
	}
	return out
}

// passing returns a value of an attribute that passes c.
func passing(c site.Cond) string {
	switch c.Op {
	case site.OpEquals:
		return c.Value
	case site.OpPrefix:
		return c.Value + "tail"
	case site.OpContains:
		return "x" + c.Value + "y"
	case site.OpContainsI:
		return "X" + strings.ToUpper(c.Value) + "y"
	case site.OpToken:
		return "a " + c.Value + " b"
	case site.OpTokenI:
		return "a " + strings.ToUpper(c.Value) + " b"
	case site.OpEqualsLabel:
		return " " + strings.ToUpper(c.Value) + " "
	}
	return ""
}

// swaps are code points put in place of others, where case folding, or a
// case mapping that is not folding, might take them as equal.
var swaps = map[rune][]rune{
	'k': {'K', '\u212a'}, 's': {'S', '\u017f'}, 'σ': {'ς', 'Σ'}, 'ß': {'ẞ', 'S'},
	'i': {'I', '\u0130', '\u0131'}, 'é': {'É', 'e'}, 'u': {'U'}, 't': {'T'},
}

// spaces are white space and characters that look like it, around and
// between words: what Go's fields and trimming split at and what they do
// not.
var spaces = []string{" ", "\t", "\n", "\v", "\f", "\r", "\u0085", "\u00a0", "\u1680", "\u2000", "\u2028", "\u202f", "\u3000", "\ufeff", "\u200b"}

// variants returns attribute values near v: v itself, with a code point
// swapped, upper and lower cased, cut, lengthened, wrapped in and joined by
// every kind of space.
func variants(v string) []string {
	out := []string{v, strings.ToUpper(v), strings.ToLower(v), strings.ToTitle(v), "", "x" + v, v + "x"}
	if n := len([]rune(v)); n > 0 {
		out = append(out, string([]rune(v)[:n-1]), string([]rune(v)[1:]))
	}
	rs := []rune(v)
	for k, r := range rs {
		for _, w := range swaps[r] {
			c := slices.Clone(rs)
			c[k] = w
			out = append(out, string(c))
		}
	}
	for _, sp := range spaces {
		out = append(out, sp+v+sp, "a"+sp+v, v+sp+"b", sp+strings.ToUpper(v))
	}
	return out
}

// matchElement is one element of the matcher's page: its tag and
// attributes, in order.
type matchElement struct {
	Tag   string      `json:"tag"`
	Attrs [][2]string `json:"attrs"`
}

// elementsFor returns elements near entry e: one passing every condition,
// then for each condition in turn the others passing and it given each
// variant of its passing value, or left out; the same with another tag
// when e names one, and with none.
func elementsFor(e site.Entry) []matchElement {
	tag := e.Tag
	if tag == "" {
		tag = "div"
	}
	build := func(tag string, k int, v string, drop bool) matchElement {
		el := matchElement{Tag: tag}
		vals := map[string]string{}
		var order []string
		for j, c := range e.Match {
			val := passing(c)
			if j == k {
				if drop {
					continue
				}
				val = v
			}
			if old, ok := vals[c.Attr]; ok {
				vals[c.Attr] = old + " " + val
				continue
			}
			vals[c.Attr] = val
			order = append(order, c.Attr)
		}
		for _, a := range order {
			el.Attrs = append(el.Attrs, [2]string{a, vals[a]})
		}
		return el
	}
	out := []matchElement{build(tag, -1, "", false)}
	if e.Tag != "" {
		out = append(out, build("span", -1, "", false))
	}
	for k, c := range e.Match {
		out = append(out, build(tag, k, "", true))
		for _, v := range variants(passing(c)) {
			out = append(out, build(tag, k, v, false))
		}
		for _, v := range variants(c.Value) {
			out = append(out, build(tag, k, v, false))
		}
	}
	return out
}

// sampledElements returns the elements near each of entries
// (elementsFor): about one in n of each entry's, at least one, on a plain
// run; all of them when CHATPROOF_EXHAUSTIVE=1.
func sampledElements(entries []site.Entry, n int) []matchElement {
	var els []matchElement
	for i, e := range entries {
		built := elementsFor(e)
		for j, el := range built {
			if testflag.Within(i, j, len(built), n) {
				els = append(els, el)
			}
		}
	}
	return els
}

// matcherPage writes a page whose script builds the elements, each with
// its index in data-k: built by the DOM, not the HTML parser, so that any
// tag a profile names (head, title, form) is an element where it is put.
func matcherPage(t *testing.T, els []matchElement) []byte {
	b, err := json.Marshal(els)
	if err != nil {
		t.Fatal(err)
	}
	js := strings.ReplaceAll(string(b), "<", `\u003c`)
	return []byte(`<!DOCTYPE html><html><head><title>matcher</title></head><body><div id="root"></div><script>
const els = ` + js + `;
const root = document.getElementById("root");
els.forEach((e, k) => {
  const el = document.createElement(e.tag);
  for (const [n, v] of e.attrs ?? []) el.setAttribute(n, v);
  el.setAttribute("data-k", String(k));
  root.appendChild(el);
});
</script></body></html>`)
}

// The in-page reader's matcher and Go's (site.Entry.Matches, the meaning
// the classifiers compile) give the same answer for every marker of every
// embedded profile and for generated markers over every operator of the
// profile format, on every element of one real-browser page: elements
// built to pass each marker and near misses of each of its conditions
// (case, folding that is not one to one, every kind of white space, cuts,
// a missing attribute). Go reads the page's attributes from the browser's
// own DOMSnapshot; the page runs match.js in the reader's isolated world.
// A plain run builds about one in three of each marker's elements (every
// element is still tested against every marker); CHATPROOF_EXHAUSTIVE=1
// builds them all.
func TestMatcherParity(t *testing.T) {
	var entries []site.Entry
	var names []string
	for _, p := range site.Embedded() {
		for _, l := range p.Markers.Lists() {
			for _, e := range l.Entries {
				entries = append(entries, e)
				names = append(names, p.Name+" "+l.Name+" "+e.ID)
			}
		}
		if p.Recovery != nil {
			for _, l := range p.Recovery.Markers.Lists() {
				for _, e := range l.Entries {
					entries = append(entries, e)
					names = append(names, p.Name+" recovery "+l.Name+" "+e.ID)
				}
			}
		}
	}
	profileMarkers := len(entries)
	for _, e := range genMarkers() {
		entries = append(entries, e)
		names = append(names, e.ID)
	}
	els := sampledElements(entries, 3)
	br := attach(t)
	srv := pageServer(t, map[string][]byte{"matcher": matcherPage(t, els)})
	tab := openPage(t, br, srv.URL+"/corpus/matcher/p")
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	inPage, err := tab.MatchEntries(ctx, entries)
	if err != nil {
		t.Fatal(err)
	}
	snap, _, err := tab.ReadBoth()
	if err != nil {
		t.Fatal(err)
	}
	seen, pairs, passes, bad := 0, 0, 0, 0
	for _, nd := range snap.Nodes {
		if nd.Type != page.ElementNode {
			continue
		}
		attr := func(name string) (string, bool) {
			for _, a := range nd.Attrs {
				if a.Name == name {
					return a.Value, true
				}
			}
			return "", false
		}
		k, ok := attr("data-k")
		if !ok {
			continue
		}
		seen++
		got, ok := inPage[k]
		if !ok || len(got) != len(entries) {
			t.Fatalf("element %s: the page answered %q for %d entries", k, got, len(entries))
		}
		tag := nd.Name
		if !strings.Contains(tag, ":") {
			tag = strings.ToLower(tag)
		}
		for j, e := range entries {
			pairs++
			want := e.Matches(tag, attr)
			if want {
				passes++
			}
			if (got[j] == '1') != want && bad < 40 {
				bad++
				i, _ := strconv.Atoi(k)
				t.Errorf("%s on <%s %q>: Go %t, page %t", names[j], els[i].Tag, els[i].Attrs, want, got[j] == '1')
			}
		}
	}
	if seen != len(els) {
		t.Fatalf("Go read %d of the %d elements", seen, len(els))
	}
	if passes == 0 || passes == pairs {
		t.Fatalf("%d of %d pairs pass: the page tests nothing", passes, pairs)
	}
	t.Logf("%d markers (%d of %d embedded profiles, %d generated over %d operators) × %d elements = %d pairs, %d passing", len(entries), profileMarkers, len(site.Embedded()), len(entries)-profileMarkers, len(formatOps), len(els), pairs, passes)
}

// The in-page matcher evaluates every operator of the profile format and
// refuses one it does not know, where it once answered false.
func TestMatcherOperators(t *testing.T) {
	for _, op := range formatOps {
		if op == site.OpPresent {
			op = ""
		}
		if !slices.Contains(capture.PageOps(), op) {
			t.Errorf("the in-page matcher does not evaluate %q", op)
		}
	}
	br := attach(t)
	srv := pageServer(t, nil)
	tab := openPage(t, br, srv.URL+"/corpus/blank/p")
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for _, op := range append(capture.PageOps(), "$=", "|=", "!=", "present") {
		if op == "has" || op == "in" {
			continue // the reader's own, over entries: TestScopedParity*
		}
		refused, err := tab.ReaderRefuses(ctx, op)
		if err != nil {
			t.Fatal(err)
		}
		if want := !slices.Contains(capture.PageOps(), op); refused != want {
			t.Errorf("op %q: refused %t, want %t", op, refused, want)
		}
	}
}
