package page

import (
	"slices"
	"strconv"
	"strings"
)

// filterHides reports a computed filter that makes its element and
// subtree fully transparent: one of its functions is opacity(0).
func filterHides(filter string) bool {
	for rest := filter; ; {
		i := strings.Index(rest, "opacity(")
		if i < 0 {
			return false
		}
		rest = rest[i+len("opacity("):]
		end := strings.IndexByte(rest, ')')
		if end < 0 {
			return false
		}
		if v, ok := amount(rest[:end]); ok && v <= 0 {
			return true
		}
		rest = rest[end:]
	}
}

// amount parses a number or percentage as a fraction (50% is 0.5).
func amount(s string) (float64, bool) {
	s = strings.TrimSpace(s)
	pct := strings.HasSuffix(s, "%")
	v, err := strconv.ParseFloat(strings.TrimSuffix(s, "%"), 64)
	if err != nil {
		return 0, false
	}
	if pct {
		v /= 100
	}
	return v, true
}

// clipPathHides reports a computed clip-path that leaves nothing of a box
// the size of b: inset() whose opposite sides meet (inset(50%) is the
// modern sr-only), circle() or ellipse() with a zero radius, or a
// polygon() enclosing no area (see polygonEmpty). Other shapes are taken
// to show something.
func clipPathHides(clipPath string, b Rect) bool {
	name, args, ok := cssFunction(clipPath)
	if !ok {
		return false
	}
	switch name {
	case "inset":
		if i := strings.Index(args, " round "); i >= 0 {
			args = args[:i]
		}
		f := strings.Fields(args)
		if len(f) == 0 || len(f) > 4 {
			return false
		}
		pick := [4]int{0, 0, 0, 0} // top, right, bottom, left, as margin expands
		if len(f) >= 2 {
			pick[1], pick[3] = 1, 1
		}
		if len(f) >= 3 {
			pick[2] = 2
		}
		if len(f) == 4 {
			pick[3] = 3
		}
		var v [4]float64
		for k, src := range pick {
			ref := b.H
			if k%2 == 1 {
				ref = b.W
			}
			px, ok := cssLength(f[src], ref)
			if !ok {
				return false
			}
			v[k] = px
		}
		return v[0]+v[2] >= b.H-1 || v[1]+v[3] >= b.W-1
	case "polygon":
		return polygonEmpty(args, b)
	case "circle", "ellipse":
		if i := strings.Index(args, " at "); i >= 0 {
			args = args[:i]
		}
		for _, r := range strings.Fields(args) {
			if px, ok := cssLength(r, max(b.W, b.H)); ok && px <= 0 {
				return true
			}
		}
	}
	return false
}

// maskHides reports a computed mask-image that leaves nothing of its
// element painted: one or more gradients, each of whose color stops has
// alpha 0 (a transparent mask layer hides what it covers whatever the
// mask mode: transparent black has no luminance either). An image or any
// other value is taken to show something.
func maskHides(mask string) bool {
	mask = strings.TrimSpace(mask)
	if mask == "" || mask == "none" {
		return false
	}
	layers := splitTop(mask, ',')
	for _, layer := range layers {
		name, args, ok := cssFunction(layer)
		if !ok || !strings.HasSuffix(name, "gradient") {
			return false
		}
		stops := 0
		for _, arg := range splitTop(args, ',') {
			arg = strings.TrimSpace(arg)
			color, ok := leadingColor(arg)
			if !ok {
				continue // the direction, the shape, a position
			}
			if !transparentColor(color) {
				return false
			}
			stops++
		}
		if stops == 0 {
			return false
		}
	}
	return true
}

// splitTop splits s at sep outside parentheses.
func splitTop(s string, sep byte) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
		case sep:
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

// leadingColor returns the color a gradient argument starts with (a color
// function or a keyword), and false for an argument that is no color stop.
func leadingColor(arg string) (string, bool) {
	if arg == "" {
		return "", false
	}
	if i := strings.IndexByte(arg, '('); i > 0 && !strings.ContainsAny(arg[:i], " ") {
		end := strings.IndexByte(arg, ')')
		if end < 0 {
			return "", false
		}
		name := arg[:i]
		switch name {
		case "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color":
			return arg[:end+1], true
		}
		return "", false
	}
	word, _, _ := strings.Cut(arg, " ")
	switch word {
	case "transparent":
		return word, true
	}
	if word != "" && (word[0] >= 'a' && word[0] <= 'z') && !strings.HasPrefix(word, "to") && word != "circle" && word != "ellipse" && word != "at" && !strings.HasSuffix(word, "deg") && !strings.HasPrefix(word, "from") && !strings.HasPrefix(word, "in") && !strings.HasPrefix(word, "closest") && !strings.HasPrefix(word, "farthest") {
		return word, true // a named color: not transparent
	}
	return "", false
}

// transparentColor reports a color with alpha 0.
func transparentColor(c string) bool {
	if c == "transparent" {
		return true
	}
	name, args, ok := cssFunction(c)
	if !ok {
		return false
	}
	if i := strings.LastIndexByte(args, '/'); i >= 0 {
		a, ok := amount(args[i+1:])
		return ok && a <= 0
	}
	switch name {
	case "rgba", "hsla", "rgb", "hsl":
		parts := strings.Split(args, ",")
		if len(parts) == 4 {
			a, ok := amount(parts[3])
			return ok && a <= 0
		}
	}
	return false
}

// polygonEmpty reports polygon() points (after an optional fill rule)
// that enclose nothing of a box the size of b: all on one point or one
// line. Points it cannot read show something.
func polygonEmpty(args string, b Rect) bool {
	pts := splitTop(args, ',')
	if len(pts) > 0 {
		if f := strings.Fields(pts[0]); len(f) == 1 && (f[0] == "nonzero" || f[0] == "evenodd") {
			pts = pts[1:]
		}
	}
	if len(pts) == 0 || len(pts) > 1000 {
		return false
	}
	xs, ys := make([]float64, len(pts)), make([]float64, len(pts))
	for k, pt := range pts {
		f := strings.Fields(pt)
		if len(f) != 2 {
			return false
		}
		x, okX := cssLength(f[0], b.W)
		y, okY := cssLength(f[1], b.H)
		if !okX || !okY {
			return false
		}
		xs[k], ys[k] = x, y
	}
	// All on one line through the first point and the one farthest from
	// it: the triangle each other point makes with them has no area.
	far, d := 0, 0.0
	for k := range xs {
		if dk := (xs[k]-xs[0])*(xs[k]-xs[0]) + (ys[k]-ys[0])*(ys[k]-ys[0]); dk > d {
			far, d = k, dk
		}
	}
	for k := range xs {
		cross := (xs[far]-xs[0])*(ys[k]-ys[0]) - (ys[far]-ys[0])*(xs[k]-xs[0])
		if cross > 1e-6 || cross < -1e-6 {
			return false
		}
	}
	return true
}

// clipRectHides reports a clip:rect() on an absolutely positioned box (the
// only boxes clip applies to) that leaves at most 1 px of width or height.
func clipRectHides(l *Layout) bool {
	if l.Position != "absolute" && l.Position != "fixed" {
		return false
	}
	name, args, ok := cssFunction(l.Clip)
	if !ok || name != "rect" {
		return false
	}
	f := strings.FieldsFunc(args, func(r rune) bool { return r == ',' || r == ' ' })
	if len(f) != 4 {
		return false
	}
	edge := func(s string, auto float64) (float64, bool) {
		if s == "auto" {
			return auto, true
		}
		return cssLength(s, 0)
	}
	top, ok1 := edge(f[0], 0)
	right, ok2 := edge(f[1], l.Box.W)
	bottom, ok3 := edge(f[2], l.Box.H)
	left, ok4 := edge(f[3], 0)
	return ok1 && ok2 && ok3 && ok4 && (right-left <= 1 || bottom-top <= 1)
}

// cssFunction splits a computed value "name(args)".
func cssFunction(v string) (name, args string, ok bool) {
	v = strings.TrimSpace(v)
	open := strings.IndexByte(v, '(')
	if open <= 0 || !strings.HasSuffix(v, ")") {
		return "", "", false
	}
	return v[:open], v[open+1 : len(v)-1], true
}

// cssLength parses a computed length in px or a percentage of ref.
func cssLength(s string, ref float64) (float64, bool) {
	switch {
	case strings.HasSuffix(s, "%"):
		v, ok := amount(s)
		return v * ref, ok
	case strings.HasSuffix(s, "px"):
		v, err := strconv.ParseFloat(strings.TrimSuffix(s, "px"), 64)
		return v, err == nil
	case s == "0":
		return 0, true
	}
	return 0, false
}

// staticHidden reports an element that the static rules a saved page is
// read with call hidden: the hidden attribute, an inline style with
// display:none, visibility:hidden or opacity:0, or a class token hidden,
// invisible or sr-only. It judges subtrees the browser gave no boxes for.
func staticHidden(nd *Node) bool {
	for _, a := range nd.Attrs {
		switch strings.ToLower(a.Name) {
		case "hidden":
			return true
		case "style":
			for _, decl := range styleDecls(a.Value) {
				switch decl {
				case "display:none", "visibility:hidden", "visibility:collapse", "opacity:0":
					return true
				}
			}
		case "class":
			for _, c := range strings.Fields(a.Value) {
				if c == "hidden" || c == "invisible" || c == "sr-only" {
					return true
				}
			}
		}
	}
	return false
}

// inlineContentHidden reports an element whose inline style sets
// content-visibility:hidden: the browser skips its contents. It judges
// subtrees the browser gave no boxes for, as staticHidden does.
func inlineContentHidden(nd *Node) bool {
	for _, a := range nd.Attrs {
		if strings.EqualFold(a.Name, "style") && slices.Contains(styleDecls(a.Value), "content-visibility:hidden") {
			return true
		}
	}
	return false
}

// styleDecls splits an inline style into its declarations, lower-cased and
// without white space ("display:none").
func styleDecls(style string) []string {
	return strings.Split(strings.ToLower(strings.Join(strings.Fields(style), "")), ";")
}

// hasAttr reports whether element nd carries attribute name.
func hasAttr(nd *Node, name string) bool {
	for _, a := range nd.Attrs {
		if strings.EqualFold(a.Name, name) {
			return true
		}
	}
	return false
}

// opaque reports a computed color with full alpha: rgb() with three
// components, a color function without a "/ alpha" part, or one whose
// alpha is 1. Anything unrecognised counts as see-through.
func opaque(color string) bool {
	name, args, ok := cssFunction(color)
	if !ok {
		return false
	}
	if i := strings.LastIndexByte(args, '/'); i >= 0 {
		a, ok := amount(args[i+1:])
		return ok && a >= 1
	}
	switch name {
	case "rgb", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "color":
		parts := strings.Split(args, ",")
		if len(parts) == 4 {
			a, ok := amount(parts[3])
			return ok && a >= 1
		}
		return true
	case "rgba", "hsla":
		parts := strings.Split(args, ",")
		if len(parts) != 4 {
			return len(parts) == 3
		}
		a, ok := amount(parts[3])
		return ok && a >= 1
	}
	return false
}
