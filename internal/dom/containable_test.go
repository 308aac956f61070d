package dom

import (
	"fmt"
	"strings"
	"testing"
)

// TestContentVisibilityOnBlockifiedBoxes generates an element under
// content-visibility:hidden in every kind of parent: an inline box (a
// phrasing element, a custom element, one whose style says inline) skips
// its contents exactly when the browser blockifies it, as an item of a
// flex or grid container, an absolutely positioned or fixed box or a
// float; display:contents and internal table boxes never do, whatever
// their parent; block boxes always do.
func TestContentVisibilityOnBlockifiedBoxes(t *testing.T) {
	parents := []struct {
		open       string
		blockifies bool
	}{
		{`<div>`, false},
		{`<div style="display:block">`, false},
		{`<div style="display:flex">`, true},
		{`<div style="display: inline-flex !important">`, true},
		{`<div style="display:grid">`, true},
		{`<div style="display:inline-grid">`, true},
		{`<div class="flex items-center">`, true},
		{`<div class="grid">`, true},
		{`<div class="flex" style="display:block">`, false},
		{`<div style="display:contents">`, false},
		{`<span>`, false},
	}
	type child struct {
		tag, attrs string
		inline     bool // an inline box unless blockified
		block      bool // containable wherever it is
	}
	children := []child{
		{"span", ``, true, false},
		{"code", ``, true, false},
		{"chat-reply", ``, true, false},
		{"span", `style="display:inline"`, true, false},
		{"div", `style="display:inline"`, true, false},
		{"span", `class="inline"`, true, false},
		{"div", ``, false, true},
		{"span", `style="display:inline-block"`, false, true},
		{"span", `class="flex"`, false, true},
		{"span", `style="display:contents"`, false, false},
		{"span", `class="contents"`, false, false},
		{"span", `style="display:table-cell"`, false, true}, // Chromium skips a cell's contents
		{"span", `style="display:table-row"`, false, false},
		{"span", `style="display:table-caption"`, false, false},
		{"span", `style="position:absolute"`, false, true},
		{"span", `style="position: fixed"`, false, true},
		{"span", `class="absolute"`, false, true},
		{"span", `style="float:left"`, false, true},
		{"span", `style="float:none"`, true, false},
	}
	n := 0
	for _, p := range parents {
		for _, c := range children {
			for _, how := range []string{`style="content-visibility:hidden"`, `hidden="until-found"`} {
				attrs := c.attrs
				if how == `hidden="until-found"` || !strings.Contains(attrs, "style=") {
					attrs = strings.TrimSpace(attrs + " " + how)
				} else {
					attrs = strings.Replace(attrs, `style="`, `style="content-visibility:hidden;`, 1)
				}
				closeTag := "</" + strings.Fields(strings.Trim(p.open, "<>"))[0] + ">"
				src := fmt.Sprintf(`<body>%s<%s %s><b id=t>x</b></%s>%s</body>`, p.open, c.tag, attrs, c.tag, closeTag)
				d := mustParse(t, src)
				want := c.block || c.inline && p.blockifies
				shown := true
				for i := 0; i < d.Len(); i++ {
					if Attr(d.Node(i), "id") == "t" {
						shown = d.Visible(i)
					}
				}
				if shown == want {
					t.Errorf("%s: the contents are shown %t, want %t", src, shown, !want)
				}
				n++
			}
		}
	}
	t.Logf("%d variants", n)
}
