package dom

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Foreign content: SVG and MathML. The tokenizer lower-cases every tag and
// attribute name; SVG and MathML spell some of theirs in mixed case, and
// HTML's rules give them back their spelling. These are the names those
// rules list.
var (
	svgTagNames = caseTable(`altGlyph altGlyphDef altGlyphItem animateColor
		animateMotion animateTransform clipPath feBlend feColorMatrix
		feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting
		feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB
		feFuncG feFuncR feGaussianBlur feImage feMerge feMergeNode
		feMorphology feOffset fePointLight feSpecularLighting feSpotLight
		feTile feTurbulence foreignObject glyphRef linearGradient
		radialGradient textPath`)
	svgAttrNames = caseTable(`attributeName attributeType baseFrequency
		baseProfile calcMode clipPathUnits diffuseConstant edgeMode
		filterUnits glyphRef gradientTransform gradientUnits kernelMatrix
		kernelUnitLength keyPoints keySplines keyTimes lengthAdjust
		limitingConeAngle markerHeight markerUnits markerWidth
		maskContentUnits maskUnits numOctaves pathLength patternContentUnits
		patternTransform patternUnits pointsAtX pointsAtY pointsAtZ
		preserveAlpha preserveAspectRatio primitiveUnits refX refY
		repeatCount repeatDur requiredExtensions requiredFeatures
		specularConstant specularExponent spreadMethod startOffset
		stdDeviation stitchTiles surfaceScale systemLanguage tableValues
		targetX targetY textLength viewBox viewTarget xChannelSelector
		yChannelSelector zoomAndPan`)
	mathAttrNames = caseTable(`definitionURL`)
)

// caseTable maps the lower-case form of each name in the list to the name.
func caseTable(list string) map[string]string {
	m := map[string]string{}
	for _, name := range strings.Fields(list) {
		m[strings.ToLower(name)] = name
	}
	return m
}

// namespaceOf returns the namespace of an element named a opened as a
// child of parent: foreign content stays foreign
// except below an integration point, and svg and math open their own.
func namespaceOf(parent *html.Node, a atom.Atom) string {
	if parent != nil && parent.Type == html.ElementNode && parent.Namespace != "" {
		switch {
		case parent.Namespace == "math" && parent.Data == "annotation-xml" && a == atom.Svg:
			return "svg"
		case isMathText(parent) && a != atom.Mglyph && a != atom.Malignmark:
		case !isHTMLIntegration(parent):
			return parent.Namespace
		}
	}
	switch a {
	case atom.Svg:
		return "svg"
	case atom.Math:
		return "math"
	}
	return ""
}

// isMathText reports whether n is a MathML text integration point, whose
// element children are HTML.
func isMathText(n *html.Node) bool {
	if n.Namespace != "math" {
		return false
	}
	switch n.DataAtom {
	case atom.Mi, atom.Mo, atom.Mn, atom.Ms, atom.Mtext:
		return true
	}
	return false
}

// isHTMLIntegration reports whether n is an HTML integration point, whose
// children are HTML.
func isHTMLIntegration(n *html.Node) bool {
	switch n.Namespace {
	case "svg":
		return n.Data == "foreignObject" || n.DataAtom == atom.Desc || n.DataAtom == atom.Title
	case "math":
		if n.Data != "annotation-xml" {
			return false
		}
		enc := Attr(n, "encoding")
		return strings.EqualFold(enc, "text/html") || strings.EqualFold(enc, "application/xhtml+xml")
	}
	return false
}

// adjustForeign gives a foreign element in namespace ns its mixed-case name
// and its attributes, attrs, their mixed-case names and namespaces. It
// changes attrs in place, before they are stored: a stored list may be
// shared by several elements (see allocator.attributes).
func adjustForeign(ns string, name string, attrs []html.Attribute) string {
	if ns == "svg" {
		if mixed, ok := svgTagNames[name]; ok {
			name = mixed
		}
	}
	names := svgAttrNames
	if ns == "math" {
		names = mathAttrNames
	}
	for i := range attrs {
		a := &attrs[i]
		if name, ok := names[a.Key]; ok {
			a.Key = name
			continue
		}
		prefix, key, ok := strings.Cut(a.Key, ":")
		if !ok || !isForeignAttr(prefix, key) {
			continue
		}
		a.Namespace, a.Key = prefix, key
	}
	return name
}

// isForeignAttr reports whether prefix:key is one of the namespaced
// attributes HTML's rules split.
func isForeignAttr(prefix, key string) bool {
	switch prefix {
	case "xlink":
		switch key {
		case "actuate", "arcrole", "href", "role", "show", "title", "type":
			return true
		}
	case "xml":
		return key == "lang" || key == "space"
	case "xmlns":
		return key == "xlink"
	}
	return false
}
