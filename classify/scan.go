package classify

import (
	"math/bits"
	"slices"
	"strings"

	"golang.org/x/net/html/atom"

	"github.com/chatproof/chatproof/internal/dom"
)

// page is what one linear pass over a document records: the candidates
// every rule needs, as element numbers in document order. Rules then decide
// with integer range checks instead of scanning the document again.
type page struct {
	d *dom.Document
	// m is the site profile the page is read with, compiled.
	m *matcher
	// marks are the elements carrying a turn or message marker.
	marks []mark
	// stops are the elements with an exact stop-control test id.
	stops []int
	// forms are the composer forms.
	forms []int
	// chrome are page-global UI elements, in document order: header, nav,
	// aside, complementary and dialog elements (verified panels included),
	// form, #thread-bottom and #thread-bottom-container. A turn container
	// never widens into them and no turn or answer is read inside them.
	chrome []int
	// bottoms are #thread-bottom and #thread-bottom-container.
	bottoms []int
	// prompts are the composer editors (#prompt-textarea).
	prompts []int
	// panels are the outermost verified thinking/reasoning/sidecar panels.
	panels []int
	// turns are the turns assembled from marks.
	turns []turn
	// numbered reports that the page numbers its turns (conversation-turn-N):
	// turn indexes are then those numbers, not positions.
	numbered bool
	// labels is the number of label reads left (MaxLabelReads).
	labels int
	// warmed is the sum dom's Warm returned, kept so that its loads are
	// not compiled away.
	warmed int
}

// scanPage makes the one pass over d. Turn markers inside page chrome (a
// search dialog's previews, a sidebar) are not the conversation and are not
// recorded. Content blocks are found later, only in the ranges that need
// them (blocksIn), so the pass never reads class strings.
func scanPage(d *dom.Document, m *matcher) *page {
	p := &page{d: d, m: m, labels: MaxLabelReads}
	a := attrs{m: p.m}
	var allForms []int
	var formComposer []bool // by allForms position: data-type names a composer
	chromeEnd := -1
	var batch [dom.WarmBatch]int
	for next := 0; next < d.Len(); {
		var cands []int
		cands, next = p.m.scanCandidates(d, next, batch[:0])
		p.warmed += d.Warm(cands)
		for _, i := range cands {
			node := d.Node(i)
			a.readScan(node)
			tag := node.DataAtom
			if stopMarker.is(tag, &a) {
				p.stops = append(p.stops, i)
			}
			if bottomMarker.is(tag, &a) {
				p.bottoms = append(p.bottoms, i)
			}
			if promptMarker.is(tag, &a) {
				p.prompts = append(p.prompts, i)
			}
			if chromeMarker.is(tag, &a) {
				p.chrome = append(p.chrome, i)
				chromeEnd = max(chromeEnd, d.End(i))
				switch {
				case tag == atom.Form:
					allForms = append(allForms, i)
					formComposer = append(formComposer, a.in(listComposerForm))
				case tag != atom.Header && tag != atom.Nav && a.in(listPanel):
					p.addPanel(i, &a)
				}
				continue
			}
			if i < chromeEnd {
				continue
			}
			if m, ok := markOf(i, d.End(i), &a); ok {
				if len(p.marks) == cap(p.marks) {
					// Double: append grows a long slice by about a quarter,
					// which would copy a long page's marks many times.
					p.marks = slices.Grow(p.marks, max(len(p.marks), 16))
				}
				p.marks = append(p.marks, m)
			}
		}
	}
	for k, f := range allForms {
		if formComposer[k] || anyIn(p.prompts, f+1, d.End(f)) || p.inside(p.bottoms, f) {
			p.forms = append(p.forms, f)
		}
	}
	return p
}

// scanCandidates appends to dst, up to its capacity, the elements from
// element i on that the pass over the page reads: those carrying an
// attribute key of the profile's page markers (matcher.scanKeys: an
// element with none of them is neither a marker, a stop control, a
// composer editor, a composer region nor chrome, and its node is not
// loaded) and the elements of its tag-only markers (ChatGPT: header, nav,
// form and aside), outside svg (icons: nothing in an svg is a marker or
// control). It returns them and the element the next call starts from.
func (m *matcher) scanCandidates(d *dom.Document, i int, dst []int) ([]int, int) {
	for ; i < d.Len() && len(dst) < cap(dst); i++ {
		if d.El(i).Atom == atom.Svg {
			i = d.End(i) - 1
			continue
		}
		if m.isCandidate(d, i) {
			dst = append(dst, i)
		}
	}
	return dst, i
}

// isCandidate reports whether the pass over the page reads element i: it
// may be a marker of one of the lists the pass records (see
// scanCandidates). An element of a tag-only marker's name is one; one
// carrying no attribute key of the lists' markers is not, and neither is
// one whose value of its only such key passes none of the first
// conditions on it (mayMatch).
func (m *matcher) isCandidate(d *dom.Document, i int) bool {
	e := d.El(i)
	switch {
	case m.scanAll || e.Atom != 0 && slices.Contains(m.scanTags, e.Atom):
		return true
	case e.Atom == 0 && len(m.scanNames) > 0 && slices.Contains(m.scanNames, d.Node(i).Data):
		return true
	case e.Keys&m.scanKeys != 0:
		return m.mayMatch(d, i, e.Keys&m.scanKeys)
	}
	return false
}

// mayMatch reports whether element i, carrying the attribute keys keys of
// the profile's scanned markers, may match an entry of scanCandidates'
// lists that has conditions. Such an entry's first condition is on one
// of those keys; with one key, the element is read for its value and
// tested against those first conditions only (Gemini: most elements carry
// a class and no other scanned key, and only the send button's and the
// editor's class tokens make one a candidate by it).
func (m *matcher) mayMatch(d *dom.Document, i int, keys dom.Keys) bool {
	if keys&(keys-1) != 0 {
		return true
	}
	firsts := m.firsts[keyIndex(keys)]
	n := d.Node(i)
	for _, f := range firsts {
		if !tagMatches(f.tag, f.tagName, n.DataAtom, n.Data) {
			continue
		}
		for k := range n.Attr {
			if at := &n.Attr[k]; at.Namespace == "" && at.Key == f.attr && holds(f.op, f.value, at.Val) {
				return true
			}
		}
	}
	return false
}

// keyIndex is the position of the lowest bit of k.
func keyIndex(k dom.Keys) int { return bits.TrailingZeros16(uint16(k)) }

// blocksIn returns the outermost message content blocks (.markdown,
// [data-message-content]) among the elements lo to hi-1, lo included,
// outside page chrome and outside thinking and reasoning chrome, in
// document order: a content block inside the thoughts (Gemini's
// model-thoughts holds a message-content of its own) is never the answer,
// whatever the site.
func (p *page) blocksIn(lo, hi int) []int {
	d := p.d
	var out []int
	a := attrs{m: p.m}
	k, _ := slices.BinarySearch(p.chrome, lo)
	for i := lo; i < hi; i++ {
		for k < len(p.chrome) && p.chrome[k] < i {
			k++
		}
		n := d.Node(i)
		if (k < len(p.chrome) && p.chrome[k] == i) || n.DataAtom == atom.Svg {
			i = d.End(i) - 1
			continue
		}
		if len(n.Attr) == 0 {
			continue
		}
		a.read(n)
		if isReasoning(&a) {
			// A reasoning block is never the answer, though the site
			// draws its text with the answer's markup (DeepSeek's
			// .ds-markdown inside .ds-think-content, Gemini's
			// message-content inside model-thoughts).
			i = d.End(i) - 1
			continue
		}
		if a.isContent() {
			out = append(out, i)
			i = d.End(i) - 1
		}
	}
	return out
}

// addPanel records an aside, complementary or dialog element as a verified
// panel when its test id, aria-label or class names thinking, reasoning or
// sidecar (the outermost of nested ones).
func (p *page) addPanel(i int, a *attrs) {
	if !verifiedPanel(a) {
		return
	}
	if k := len(p.panels); k > 0 && p.d.Contains(p.panels[k-1], i) {
		return
	}
	p.panels = append(p.panels, i)
}

// verifiedPanel reports whether panel metadata names thinking, reasoning or
// sidecar.
func verifiedPanel(a *attrs) bool { return a.in(listPanelName) }

// anyIn reports whether the sorted list has an element x with lo <= x < hi.
func anyIn(list []int, lo, hi int) bool {
	if lo >= hi {
		return false
	}
	k, _ := slices.BinarySearch(list, lo)
	return k < len(list) && list[k] < hi
}

// inside reports whether element i is a descendant of some element of the
// sorted list.
func (p *page) inside(list []int, i int) bool {
	if len(list) == 0 || i < 0 {
		return false
	}
	return p.closestIn(list, p.d.Parent(i)) >= 0
}

// closestIn returns the nearest ancestor-or-self of i that is in the sorted
// list, or -1.
func (p *page) closestIn(list []int, i int) int {
	if len(list) == 0 || i < 0 {
		return -1
	}
	return p.d.Closest(i, func(j int) bool {
		_, ok := slices.BinarySearch(list, j)
		return ok
	})
}

// label reads the one-line label of element i, at most max runes, while the
// label budget lasts; "" once it is spent.
func (p *page) label(i, max int) string {
	if p.labels <= 0 {
		return ""
	}
	p.labels--
	return strings.TrimSpace(p.d.Label(i, max))
}
