package page

// Hits is what a scoped capture's reader reports of hit-testing over
// the finished-action controls it writes (see hitFacts in the package
// capture's scoped_hits.js): the
// page only collects what script alone can see, and HitCovered judges it.
type Hits struct {
	// Controls are the finished-action controls hit-tested.
	Controls []HitControl `json:"controls"`
	// Facts are the elements hit and their ancestors, each once; a
	// parent's entry comes before its children's.
	Facts []HitFact `json:"facts"`
}

// HitControl is one control hit-tested.
type HitControl struct {
	// Node is the control's node in the page, -1 when it was not written.
	Node int `json:"node"`
	// Box is the control's box on screen, [x, y, w, h].
	Box [4]float64 `json:"box"`
	// Points holds, for each of the five points probed, the entries in
	// Hits.Facts of the elements hit, from the topmost one up to the first
	// that holds the control; nil when the topmost one is the control,
	// inside it or around it.
	Points [][]int `json:"points"`
}

// HitFact is one element hit or around one.
type HitFact struct {
	// Parent is the entry of the element's parent, -1 for none.
	Parent int `json:"parent"`
	// Styles are its computed styles, in StyleProperties order.
	Styles []string `json:"styles"`
	// Box is its box on screen, [x, y, w, h].
	Box [4]float64 `json:"box"`
}

// hitPoints is the number of points the reader probes on each control.
const hitPoints = 5

// HitCovered returns the nodes of the controls that are under a certain
// opaque cover as far as hit-testing can tell: at every point probed the
// topmost element hit is neither the control, inside it nor around it,
// and is, or is inside, an element that is a certain cover (certainCover,
// the conditions of Covered, with its own and its ancestors' styles),
// visible, more than 1 px wide and high, and holding the control's whole
// box on screen, with nothing positioned or z-indexed (raised) between
// them. Every doubt (a malformed report included) leaves a control
// uncovered, as Covered errs; HitUndecided names the controls whose doubt
// only the paint order settles.
func HitCovered(h Hits) []int {
	return controlsWhere(h, func(covered, unknown int) bool { return covered == hitPoints })
}

// HitUndecided returns the nodes of the controls that hit-testing neither
// shows under a certain cover nor shows at all: at no point probed is the
// control, or what lies over it, seen to leave it showing, and at one at
// least what is hit over it is raised (positioned or z-indexed) and not a
// certain cover, so that what lies under it, between it and the control,
// is not known: an opaque box there, beside the raised one and not inside
// it, hides the control. Such a control is neither proof nor its absence;
// only the browser's paint order (a full capture) tells.
func HitUndecided(h Hits) []int {
	return controlsWhere(h, func(covered, unknown int) bool { return unknown > 0 && covered+unknown == hitPoints })
}

// hitState is what one point probed tells of a control.
type hitState int

const (
	hitShown   hitState = iota // the control, or nothing covering it, is hit
	hitCovered                 // a certain cover lies over it
	hitUnknown                 // a raised box that is no certain cover, or a malformed chain
)

// controlsWhere returns the nodes of the controls of h, probed at every
// point, for which keep holds of the number of points covered and unknown.
func controlsWhere(h Hits, keep func(covered, unknown int) bool) []int {
	layouts := make([]*Layout, len(h.Facts))
	states := make([]visState, len(h.Facts))
	for k, f := range h.Facts {
		l := &Layout{Box: Rect{f.Box[0], f.Box[1], f.Box[2], f.Box[3]}, Opacity: 1}
		for j, prop := range styleProperties {
			if j < len(f.Styles) {
				l.setStyle(prop, f.Styles[j])
			}
		}
		var ps visState
		if f.Parent >= 0 && f.Parent < k {
			ps = states[f.Parent]
		}
		layouts[k], states[k] = l, paintState(ps, l, true)
	}
	// at walks one point's elements from the topmost one up.
	at := func(chain []int, b Rect) hitState {
		for _, k := range chain {
			if k < 0 || k >= len(layouts) {
				return hitUnknown
			}
			l := layouts[k]
			if area, ok := certainCover(l, states[k]); ok && l.Visibility == "visible" && !thin(l.Box) &&
				(within(b, area[0]) || within(b, area[1])) {
				return hitCovered
			}
			if raised(l) {
				return hitUnknown
			}
		}
		return hitShown
	}
	var out []int
	for _, c := range h.Controls {
		b := Rect{c.Box[0], c.Box[1], c.Box[2], c.Box[3]}
		if c.Node < 0 || len(c.Points) != hitPoints {
			continue
		}
		covered, unknown := 0, 0
		for _, chain := range c.Points {
			switch at(chain, b) {
			case hitCovered:
				covered++
			case hitUnknown:
				unknown++
			}
		}
		if keep(covered, unknown) {
			out = append(out, c.Node)
		}
	}
	return out
}

// raised reports a box positioned or z-indexed: it may be painted in a
// layer of its own, not with its parent, so what lies under it at a point
// is not known to be under its ancestors too.
func raised(l *Layout) bool {
	return l.Position != "static" || l.ZIndex != "auto" && l.ZIndex != ""
}
