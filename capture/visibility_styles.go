package capture

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
// modern sr-only), or circle() or ellipse() with a zero radius. Other
// shapes are taken to show something.
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
