package classify

import (
	"slices"
	"strings"
	"sync"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/internal/dom"
	"github.com/chatproof/chatproof/internal/lru"
	"github.com/chatproof/chatproof/site"
)

// markerList names one marker list of a site profile (site.Markers).
type markerList uint8

// The marker lists the rules read, in the order of compile's lists.
const (
	listTurn markerList = iota
	listMessage
	listContent
	listFinished
	listStop
	listProgress
	listBusy
	listThinking
	listPanel
	listPanelName
	listShimmer
	listChrome
	listComposer
	listEditor
	listComposerForm
	listError
	listStatus
	listRetry
	listStreaming
	listThinkingText
	listFinishedRow
	numLists
)

// condBits is the set of a profile's conditions an element satisfies, one
// bit per distinct condition (site.MaxConds of them at most).
type condBits [site.MaxConds / 64]uint64

func (b *condBits) set(i int)                { b[i/64] |= 1 << (i % 64) }
func (b *condBits) holdsAll(m condBits) bool { return b[0]&m[0] == m[0] && b[1]&m[1] == m[1] }

// matcher is a site profile compiled for the pass over the page: for each
// attribute name the profile tests, the tests of its value, each setting
// one condition bit; for each marker list its entries as a tag and the
// condition bits they need. Reading an element is then one loop over its
// attributes (attrs.read), and "is it a marker of list L" a few mask tests,
// without allocating.
type matcher struct {
	profile *site.Profile
	// byAttr maps an attribute name to its tests.
	byAttr map[string][]condTest
	// scanByAttr is byAttr without the tests only lists outside scanLists
	// need: what the pass over the page (scanPage) reads an element with.
	// Gemini's class tests are mostly of content, finished and thinking
	// markers, which the pass never asks about; an element read with them
	// left out is read again in full when a rule asks about such a list
	// (attrs.ensure). scanPartial reports that scanByAttr leaves any out.
	scanByAttr  map[string][]condTest
	scanPartial bool
	lists       [numLists][]compiledEntry
	// scanKeys, scanTags and scanNames (the names of tag-only markers
	// the parser does not know, such as Gemini's model-response) are what
	// the pass over the page looks at (see isCandidate); scanAll when the
	// profile has a tag-only marker of any element or tests an attribute the
	// document index does not record, so every element is read.
	scanKeys  dom.Keys
	scanTags  []atom.Atom
	scanNames []string
	scanAll   bool
	// firsts are, by the bit of an indexed attribute, the first tests of
	// the entries of scanCandidates' lists whose first condition is on
	// that attribute (see mayMatch).
	firsts [16][]firstTest
	// w is which wording tables of the grammar the profile applies
	// (wording.go); with w.pending an answer made of the pending phrases
	// of a Deep Think turn (grammar.IsPendingPhrase) is a placeholder.
	w wording
	// slots are the attributes whose values the turn and message markers
	// read (role and identity), by slot.
	slots []string
	// unmarkedUser: a turn container stating no role is the user's
	// (site.Roles.Unmarked).
	unmarkedUser bool
}

// maxSlots bounds matcher.slots.
const maxSlots = site.MaxValueAttrs

// firstTest is an entry's tag and first condition.
type firstTest struct {
	tag             atom.Atom
	tagName         string
	attr, op, value string
}

type condTest struct {
	op    string
	value string
	bit   int
}

type compiledEntry struct {
	tag     atom.Atom // 0 with tagName "" for any tag
	tagName string
	need    condBits
	// Turn and message markers: the slots of the role and identity
	// attributes (-1 for none), the role stated, the numbered prefix.
	roleSlot, idSlot, numSlot int
	role                      role
	numbered                  string
	// value is the first condition's value (the shimmer token named in
	// evidence).
	value string
}

// compile compiles a validated profile.
func compile(p *site.Profile) *matcher {
	m := &matcher{profile: p, byAttr: map[string][]condTest{}, w: wordingOf(p), unmarkedUser: p.Roles.Unmarked == "user"}
	bits := map[site.Cond]int{}
	var bitLists []listSet // by bit: the lists whose entries test it
	slot := func(attr string) int {
		if attr == "" {
			return -1
		}
		for i, s := range m.slots {
			if s == attr {
				return i
			}
		}
		if len(m.slots) == maxSlots {
			return -1 // site.Validate bounds them to site.MaxValueAttrs
		}
		m.slots = append(m.slots, attr)
		m.byAttr[attr] = append(m.byAttr[attr], condTest{op: site.OpPresent, bit: -1})
		return len(m.slots) - 1
	}
	mk := &p.Markers
	lists := [numLists][]site.Entry{
		mk.Turn, mk.Message, mk.Content, mk.Finished, mk.Stop, mk.Progress, mk.Busy,
		mk.Thinking, mk.Panel, mk.PanelName, mk.Shimmer, mk.Chrome, mk.Composer,
		mk.Editor, mk.ComposerForm, mk.Error, mk.Status, mk.Retry, mk.Streaming, mk.ThinkingText, mk.FinishedRow,
	}
	for l, entries := range lists {
		for _, e := range entries {
			ce := compiledEntry{tagName: e.Tag, tag: atom.Lookup([]byte(e.Tag)), roleSlot: -1, idSlot: -1}
			for _, c := range e.Match {
				bit, ok := bits[c]
				if !ok {
					bit = len(bits)
					bits[c] = bit
					bitLists = append(bitLists, 0)
					m.byAttr[c.Attr] = append(m.byAttr[c.Attr], condTest{c.Op, c.Value, bit})
				}
				bitLists[bit] |= listSet(1) << l
				ce.need.set(bit)
			}
			if len(e.Match) > 0 {
				ce.value = e.Match[0].Value
			}
			if markerList(l) == listTurn || markerList(l) == listMessage {
				ce.roleSlot, ce.idSlot = slot(e.RoleAttr), slot(e.IDAttr)
				switch e.Role {
				case "user":
					ce.role = roleUser
				case "assistant":
					ce.role = roleAssistant
				}
				if e.Numbered && len(e.Match) > 0 {
					ce.numbered, ce.numSlot = e.Match[0].Value, slot(e.Match[0].Attr)
				}
			}
			m.lists[l] = append(m.lists[l], ce)
		}
	}
	for _, l := range candidateLists {
		for i, e := range lists[l] {
			if len(e.Match) == 0 {
				switch tag := m.lists[l][i].tag; {
				case tag != 0:
					if !slices.Contains(m.scanTags, tag) {
						m.scanTags = append(m.scanTags, tag)
					}
				case e.Tag != "":
					if !slices.Contains(m.scanNames, e.Tag) {
						m.scanNames = append(m.scanNames, e.Tag)
					}
				default:
					m.scanAll = true
				}
				continue
			}
			// One condition on an attribute the index records is
			// enough for the element to be a candidate.
			k := dom.KeyOf(e.Match[0].Attr)
			if k == 0 {
				m.scanAll = true
				continue
			}
			m.scanKeys |= k
			c := e.Match[0]
			b := keyIndex(k)
			m.firsts[b] = append(m.firsts[b], firstTest{tag: m.lists[l][i].tag, tagName: e.Tag, attr: c.Attr, op: c.Op, value: c.Value})
		}
	}
	m.scanByAttr, m.scanPartial = testsOf(m.byAttr, bitLists, scanLists)
	return m
}

// candidateLists are the marker lists whose markers make an element a
// candidate of the pass over the page (see isCandidate).
var candidateLists = []markerList{listTurn, listMessage, listStop, listComposer, listEditor, listChrome, listPanel}

// listSet is a set of marker lists, one bit each.
type listSet uint32

// has reports whether l is in the set.
func (s listSet) has(l markerList) bool { return s&(1<<l) != 0 }

// scanLists are the marker lists scanPage asks about of every element it
// reads.
const scanLists listSet = 1<<listTurn | 1<<listMessage | 1<<listStop | 1<<listComposer |
	1<<listEditor | 1<<listChrome | 1<<listPanel | 1<<listPanelName | 1<<listComposerForm

// testsOf returns the tests of byAttr that some list of want needs, with
// the slot reads (bit -1), and whether any test was left out.
func testsOf(byAttr map[string][]condTest, bitLists []listSet, want listSet) (map[string][]condTest, bool) {
	out := make(map[string][]condTest, len(byAttr))
	partial := false
	for attr, tests := range byAttr {
		var kept []condTest
		for _, t := range tests {
			if t.bit < 0 || bitLists[t.bit]&want != 0 {
				kept = append(kept, t)
			} else {
				partial = true
			}
		}
		if len(kept) > 0 {
			out[attr] = kept
		}
	}
	return out, partial
}

// chatgptMatcher is the ChatGPT profile compiled, the default.
var chatgptMatcher = sync.OnceValue(func() *matcher { return compile(site.ChatGPT()) })

// maxCompiled is how many profiles besides ChatGPT's stay compiled: those
// used last. A program that loads a profile per request compiles each
// anew, and holds at most this many.
const maxCompiled = 64

// compiled holds the profiles compiled last, by pointer (Options.Site).
var compiled = lru.New[*site.Profile, *matcher](maxCompiled)

// matcherFor returns the compiled profile p, compiling it on first use;
// nil is the ChatGPT profile. A profile site.Validate refuses is compiled
// as one without markers: nothing on the page is recognised, so every
// verdict fails closed.
func matcherFor(p *site.Profile) *matcher {
	if p == nil || p == site.ChatGPT() {
		return chatgptMatcher()
	}
	return compiled.Get(p, func(p *site.Profile) *matcher {
		if site.Validate(p) != nil {
			return compile(&site.Profile{})
		}
		return compile(p)
	})
}

// readMarkers sets a's condition bits and slot values from one attribute.
func (m *matcher) readMarkers(a *attrs, at *html.Attribute, byAttr map[string][]condTest) {
	tests, ok := byAttr[at.Key]
	if !ok {
		return
	}
	for _, t := range tests {
		if t.bit < 0 {
			for i, s := range m.slots {
				if s == at.Key {
					a.slot[i], a.hasSlot[i] = at.Val, true
				}
			}
			continue
		}
		if holds(t.op, t.value, at.Val) {
			a.bits.set(t.bit)
		}
	}
}

// holds reports whether the attribute value v passes the test op value
// (site.Cond.Holds, without its allocation-free but slower token loop for
// the case-sensitive class token, which uses dom.ClassHas).
func holds(op, value, v string) bool {
	switch op {
	case site.OpToken:
		return strings.Contains(v, value) && dom.ClassHas(v, value)
	case site.OpContainsI:
		return site.ContainsFold(v, value)
	}
	return site.Cond{Op: op, Value: value}.Holds(v)
}

// matches reports whether the element a was read from matches e.
func (a *attrs) matches(e *compiledEntry) bool {
	return tagMatches(e.tag, e.tagName, a.tag, a.tagName) && a.bits.holdsAll(e.need)
}

// tagMatches reports whether an element named name (atom tag) is of an
// entry's element name want (atom wantTag, 0 for a name the parser does
// not know), any element when want is "".
func tagMatches(wantTag atom.Atom, want string, tag atom.Atom, name string) bool {
	return want == "" || (wantTag != 0 && wantTag == tag) || (wantTag == 0 && want == name)
}

// valueOf returns the value of a numbered marker's attribute.
func (a *attrs) valueOf(e *compiledEntry) string {
	if e.numSlot < 0 {
		return ""
	}
	return a.slot[e.numSlot]
}

// in reports whether the element a was read from is a marker of list l.
func (a *attrs) in(l markerList) bool {
	return a.entry(l) >= 0
}

// entry returns the index of the first entry of list l the element
// matches, or -1.
func (a *attrs) entry(l markerList) int {
	a.ensure(l)
	for i := range a.m.lists[l] {
		if a.matches(&a.m.lists[l][i]) {
			return i
		}
	}
	return -1
}
