package classify

import (
	"slices"

	"golang.org/x/net/html/atom"
)

// widen returns the outermost ancestor-or-self of element el whose subtree
// holds, apart from el's own subtree, no element of any avoid list (sorted)
// and no page chrome, and which is not html, body or main. It gives a turn
// that has only an inner message marker (no turn container) the wrapper the
// page draws around it, and a wrapperless answer the group it sits in, so
// that its action bar and its activity chrome are in scope; it never takes
// in another turn, another answer, a user message or page-global UI.
func (p *page) widen(el int, avoid ...[]int) int {
	d := p.d
	cur := el
	for {
		par := d.Parent(cur)
		if par < 0 {
			return cur
		}
		switch d.Node(par).DataAtom {
		case atom.Html, atom.Body, atom.Main:
			return cur
		}
		if _, isChrome := slices.BinarySearch(p.chrome, par); isChrome {
			return cur
		}
		lo, hi := par+1, d.End(par)
		ownLo, ownHi := cur, d.End(cur)
		for _, list := range append(avoid, p.chrome) {
			if anyIn(list, lo, ownLo) || anyIn(list, ownHi, hi) {
				return cur
			}
		}
		cur = par
	}
}
