package capture_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chatproof/chatproof/capture/page"
)

// editorVariant is one empty editor laid out in a real browser: its
// contenteditable value, the box that sizes it, what it holds, and its own
// overflow.
type editorVariant struct {
	editable, sizing, holds, overflow string
}

// want is whether the editor is painted: an editing host whose overflow
// lets the caret and what is typed out, however thin its box; an editor
// that clips its overflow on its thin axis shows nothing.
func (v editorVariant) want() bool {
	if v.editable == `contenteditable="false"` {
		return false // no editing host: an empty box paints nothing
	}
	return v.overflow == ""
}

// editorVariants are every contenteditable value, in a flex row, an
// inline-flex row, a grid's auto column, a float and an absolutely placed
// box, each sizing the editor by its (empty) content, holding the
// placeholder paragraph a rich editor keeps, a bare line break or nothing,
// with and without a clipping overflow of its own.
func editorVariants() []editorVariant {
	var out []editorVariant
	for _, editable := range []string{`contenteditable="true"`, `contenteditable=""`, `contenteditable="plaintext-only"`, `contenteditable="TRUE"`, `contenteditable="false"`} {
		for _, sizing := range []string{"flex", "inline-flex", "grid", "float", "absolute"} {
			for _, holds := range []string{`<p class="placeholder"><br></p>`, `<br>`, ``} {
				for _, overflow := range []string{"", "overflow:hidden", "overflow:clip"} {
					out = append(out, editorVariant{editable, sizing, holds, overflow})
				}
			}
		}
	}
	return out
}

// markup writes variant k in a cell of its own.
func (v editorVariant) markup(k int) string {
	ed := fmt.Sprintf(`<div id="ed%d" %s style="%s">%s</div>`, k, v.editable, v.overflow, v.holds)
	switch v.sizing {
	case "flex":
		return `<div style="display:flex">` + ed + `<button>+</button></div>`
	case "inline-flex":
		return `<div style="display:inline-flex">` + ed + `</div>`
	case "grid":
		return `<div style="display:grid;grid-template-columns:auto 1fr">` + ed + `<span>x</span></div>`
	case "float":
		return strings.Replace(ed, `style="`, `style="float:left;`, 1)
	}
	return `<div style="position:relative;height:30px">` + strings.Replace(ed, `style="`, `style="position:absolute;`, 1) + `</div>`
}

// An empty editor that its row sizes by its content has no width (or, with
// nothing in it, no height) in a real browser, yet takes input and paints
// the caret and what is typed beyond its box: the capture calls it painted,
// whole and by the scoped reader alike, so a live page's composer reads as
// usable as the saved page does; an editor clipping its overflow, and an
// element that is no editing host, stay unpainted.
func TestEmptyEditorPainted(t *testing.T) {
	vs := editorVariants()
	var b strings.Builder
	b.WriteString(`<!DOCTYPE html><html><body style="margin:0">`)
	for k, v := range vs {
		fmt.Fprintf(&b, "<div style=\"margin:4px\">%s</div>\n", v.markup(k))
	}
	b.WriteString(`</body></html>`)
	br := attach(t)
	srv := pageServer(t, map[string][]byte{"editors": []byte(b.String())})
	tab := openPage(t, br, srv.URL+"/corpus/editors/p")
	full, reader, err := tab.ReadBoth()
	if err != nil {
		t.Fatal(err)
	}
	thin := 0
	for name, p := range map[string]*page.Page{"whole": full, "scoped": reader} {
		vis := page.Visibility(p)
		ids := idIndex(p)
		for k, v := range vs {
			i, ok := ids[fmt.Sprintf("ed%d", k)]
			if !ok {
				t.Fatalf("%s: ed%d not read", name, k)
			}
			l := p.Nodes[i].Layout
			if l == nil {
				t.Fatalf("%s: ed%d has no box", name, k)
			}
			if l.Box.W <= 1 || l.Box.H <= 1 {
				thin++
			}
			if vis[i] != v.want() {
				t.Errorf("%s: %+v (box %v): painted %t, want %t", name, v, l.Box, vis[i], v.want())
			}
		}
	}
	if thin != 2*len(vs) {
		t.Errorf("%d of %d editor reads were laid out thin: every variant should be, or it no longer tests the rule", thin, 2*len(vs))
	}
	t.Logf("%d variants, whole and scoped", len(vs))
}

// idIndex maps the id attribute of every element of p to its node.
func idIndex(p *page.Page) map[string]int {
	out := map[string]int{}
	for i, nd := range p.Nodes {
		for _, a := range nd.Attrs {
			if a.Name == "id" {
				out[a.Value] = i
			}
		}
	}
	return out
}
