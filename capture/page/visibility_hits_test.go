package page

import (
	"slices"
	"strconv"
	"testing"
)

// styleVector renders l's computed styles in StyleProperties order, as the
// scoped reader reports them (the browser's "none", "auto" and "normal"
// where l leaves a style empty).
func styleVector(l *Layout) []string {
	or := func(v, def string) string {
		if v == "" {
			return def
		}
		return v
	}
	byProp := map[string]string{
		"display": l.Display, "visibility": l.Visibility, "opacity": strconv.FormatFloat(l.Opacity, 'g', -1, 64),
		"position": l.Position, "overflow-x": l.OverflowX, "overflow-y": l.OverflowY, "transform": or(l.Transform, "none"),
		"content-visibility": l.ContentVisibility, "clip-path": or(l.ClipPath, "none"), "filter": or(l.Filter, "none"),
		"clip": or(l.Clip, "auto"), "direction": or(l.Direction, "ltr"), "background-color": or(l.Background, "rgba(0, 0, 0, 0)"),
		"z-index": or(l.ZIndex, "auto"), "border-radius": l.BorderRadius, "mix-blend-mode": or(l.BlendMode, "normal"),
		"overflow-clip-margin": or(l.ClipMargin, "0px"),
	}
	out := make([]string, len(styleProperties))
	for j, p := range styleProperties {
		out[j] = byProp[p]
	}
	return out
}

// hitCard reports hit-testing over a 36 px control at (500, 500) whose
// every probe reaches first a static paragraph inside the card, then the
// card (the layout of coverVariants' card), both under a static body.
func hitCard(card *Layout) Hits {
	fact := func(parent int, l *Layout) HitFact {
		return HitFact{Parent: parent, Styles: styleVector(l), Box: [4]float64{l.Box.X, l.Box.Y, l.Box.W, l.Box.H}}
	}
	body := box(1440, 900)
	inner := with(box(300, 20), func(l *Layout) { l.Box.X, l.Box.Y = 400, 500 })
	chain := []int{2, 1}
	return Hits{
		Facts: []HitFact{fact(-1, body), fact(0, card), fact(1, inner)},
		Controls: []HitControl{{Node: 7, Box: [4]float64{500, 500, 36, 36},
			Points: [][]int{chain, chain, chain, chain, chain}}},
	}
}

// TestHitCoveredVariants: the scoped capture's judgement of what
// hit-testing showed follows the conditions of Covered, variant by variant
// (coverVariants, less those about paint order, which hit-testing answers
// itself).
func TestHitCoveredVariants(t *testing.T) {
	paintOrder := []string{"painted-earlier", "same-layer", "no-paint-order"}
	for _, v := range coverVariants {
		if slices.Contains(paintOrder, v.name) {
			continue
		}
		t.Run(v.name, func(t *testing.T) {
			card := with(box(300, 300), func(l *Layout) {
				opaqueCard(l)
				if v.change != nil {
					v.change(l)
				}
			})
			got := len(HitCovered(hitCard(card))) == 1
			if got != v.covered {
				t.Errorf("covered = %v, want %v (%s)", got, v.covered, v.reason)
			}
		})
	}
}

// TestHitCoveredDoubts: whatever leaves a doubt leaves the control
// uncovered: one probe reaching the control itself, a raised box between
// the topmost element and the card, an ancestor of the card made
// see-through, a control not written, a report with too few probes or an
// entry out of range.
func TestHitCoveredDoubts(t *testing.T) {
	card := with(box(300, 300), opaqueCard)
	if got := HitCovered(hitCard(card)); !slices.Equal(got, []int{7}) {
		t.Fatalf("the plain card: covered %v, want [7]", got)
	}
	doubts := []struct {
		name   string
		change func(h *Hits)
	}{
		{"one probe reaches the control", func(h *Hits) { h.Controls[0].Points[3] = nil }},
		{"a raised box between", func(h *Hits) {
			h.Facts[2].Styles[slices.Index(styleProperties, "position")] = "relative"
		}},
		{"a see-through ancestor", func(h *Hits) {
			h.Facts[0].Styles[slices.Index(styleProperties, "opacity")] = "0.5"
		}},
		{"a filtered ancestor", func(h *Hits) {
			h.Facts[0].Styles[slices.Index(styleProperties, "filter")] = "blur(1px)"
		}},
		{"an ancestor with a negative z-index", func(h *Hits) {
			h.Facts[0].Styles[slices.Index(styleProperties, "z-index")] = "-1"
		}},
		{"not written", func(h *Hits) { h.Controls[0].Node = -1 }},
		{"four probes", func(h *Hits) { h.Controls[0].Points = h.Controls[0].Points[:4] }},
		{"an entry out of range", func(h *Hits) { h.Controls[0].Points[0] = []int{2, 9} }},
		{"a card thinner than the control", func(h *Hits) { h.Facts[1].Box[3] = 1 }},
	}
	for _, d := range doubts {
		h := hitCard(card)
		for k := range h.Controls[0].Points {
			h.Controls[0].Points[k] = slices.Clone(h.Controls[0].Points[k])
		}
		d.change(&h)
		if got := HitCovered(h); len(got) != 0 {
			t.Errorf("%s: covered %v, want none", d.name, got)
		}
	}
}

// TestHitUndecidedVariants: every combination of what the five probes of
// a control reach (the control itself, a certain cover, a raised box that
// is no cover, a static see-through box, a malformed chain) is judged by
// the rule: covered when every probe reaches a certain cover (HitCovered),
// undecided when none shows the control and at least one reaches a
// raised box that is no cover or is malformed (HitUndecided), neither
// otherwise; never both.
func TestHitUndecidedVariants(t *testing.T) {
	card := with(box(300, 300), opaqueCard)
	h := hitCard(card)
	raisedVeil := with(box(600, 600), func(l *Layout) { l.Position, l.ZIndex, l.Background = "fixed", "60", "rgba(0, 0, 0, 0.05)" })
	staticVeil := with(box(600, 600), func(l *Layout) { l.Background = "rgba(0, 0, 0, 0.05)" })
	for _, l := range []*Layout{raisedVeil, staticVeil} {
		h.Facts = append(h.Facts, HitFact{Parent: 0, Styles: styleVector(l), Box: [4]float64{l.Box.X, l.Box.Y, l.Box.W, l.Box.H}})
	}
	type reach struct {
		name  string
		chain []int
		state hitState
	}
	reaches := []reach{
		{"control", nil, hitShown},
		{"cover", []int{2, 1}, hitCovered},
		{"raised veil", []int{3}, hitUnknown},
		{"static veil", []int{4}, hitShown},
		{"malformed", []int{9}, hitUnknown},
	}
	idx := make([]int, hitPoints)
	for {
		c := h
		c.Controls = []HitControl{{Node: 7, Box: h.Controls[0].Box, Points: make([][]int, hitPoints)}}
		covered, unknown := 0, 0
		var names []string
		for k, r := range idx {
			c.Controls[0].Points[k] = reaches[r].chain
			names = append(names, reaches[r].name)
			switch reaches[r].state {
			case hitCovered:
				covered++
			case hitUnknown:
				unknown++
			}
		}
		wantCovered := covered == hitPoints
		wantUndecided := unknown > 0 && covered+unknown == hitPoints
		gotCovered, gotUndecided := len(HitCovered(c)) == 1, len(HitUndecided(c)) == 1
		if gotCovered != wantCovered || gotUndecided != wantUndecided {
			t.Errorf("%v: covered %v undecided %v, want %v and %v", names, gotCovered, gotUndecided, wantCovered, wantUndecided)
		}
		if gotCovered && gotUndecided {
			t.Errorf("%v: both covered and undecided", names)
		}
		// The next combination, as an odometer.
		k := 0
		for k < hitPoints {
			idx[k]++
			if idx[k] < len(reaches) {
				break
			}
			idx[k] = 0
			k++
		}
		if k == hitPoints {
			break
		}
	}
}

// TestHitUndecidedUnderRaisedChild: a probe that reaches a raised element
// inside an opaque card does not show the card over the control (the
// raised element may be painted apart from it), so a control every probe
// reaches so is undecided, not covered.
func TestHitUndecidedUnderRaisedChild(t *testing.T) {
	h := hitCard(with(box(300, 300), opaqueCard))
	h.Facts[2].Styles[slices.Index(styleProperties, "position")] = "relative"
	if got := HitCovered(h); len(got) != 0 {
		t.Errorf("covered %v, want none", got)
	}
	if got := HitUndecided(h); !slices.Equal(got, []int{7}) {
		t.Errorf("undecided %v, want [7]", got)
	}
}
