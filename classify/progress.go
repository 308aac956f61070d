package classify

import (
	"math"
	"strconv"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// isProgress reports whether the element is a genuine progress bar: a
// progress element or any element, SVG included, with role=progressbar.
// Sliders, spin buttons and elements that merely carry aria-valuenow or a
// progress test id are not.
func isProgress(_ *html.Node, a *attrs) bool { return a.in(listProgress) }

// scanSVGProgress adds a strong progress signal for every visible element
// with an ARIA progress role in the SVG subtree of element svg, svg itself
// included: image generation draws its progress ring as an <svg
// role="progressbar" aria-valuenow=…>. Nothing else in an SVG is evidence:
// the rest is icons.
func (p *page) scanSVGProgress(svg int, scope Scope, f *scopeFacts) {
	a := attrs{m: p.m}
	for j, end := svg, p.d.End(svg); j < end; j++ {
		if !p.d.Visible(j) {
			j = p.d.End(j) - 1
			continue
		}
		n := p.d.Node(j)
		if len(n.Attr) == 0 {
			continue
		}
		a.read(n)
		if !isProgress(n, &a) {
			continue
		}
		if live, detail := liveProgress(n, &a); live {
			f.add(j, KindProgress, StrengthStrong, scope, p.describe(j, &a, "", detail))
		}
	}
}

// liveProgress reports whether a progress bar is live, with the evidence
// detail. A bar is live while indeterminate (no value, or a value that is
// not a number; a progress element without a value attribute is
// indeterminate even with aria-valuenow) or while its value is below its
// maximum. A progress
// element's maximum defaults to 1 (the HTML default), an ARIA bar's to 100;
// a maximum that is not a positive number takes the default.
func liveProgress(n *html.Node, a *attrs) (bool, string) {
	if n.DataAtom == atom.Progress {
		// The element's own value decides what the browser draws: without
		// one it is an indeterminate (animated) bar, whatever ARIA
		// attributes it also carries.
		if !a.hasValue {
			return true, "indeterminate"
		}
		return compareProgress(a.value, a.max, a.hasMax, 1)
	}
	if a.hasValueNow {
		return compareProgress(a.valueNow, a.valueMax, a.hasValueMax, 100)
	}
	return true, "indeterminate"
}

func compareProgress(value, maxV string, hasMax bool, defMax float64) (bool, string) {
	v, ok := parseNumber(value)
	if !ok {
		return true, "indeterminate"
	}
	m := defMax
	if hasMax {
		if x, ok := parseNumber(maxV); ok && x > 0 {
			m = x
		}
	}
	detail := "value=" + strconv.FormatFloat(v, 'g', 6, 64) + " max=" + strconv.FormatFloat(m, 'g', 6, 64)
	return v < m, detail
}

// parseNumber parses a finite decimal number.
func parseNumber(s string) (float64, bool) {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 32 {
		return 0, false
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, false
	}
	return v, true
}
