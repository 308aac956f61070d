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
