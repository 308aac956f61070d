package capture_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture/page"
)

// paintTarget is what a paint variant hides or shows: the composer's Stop
// button, or a progress bar.
type paintTarget struct {
	name, markup string // markup holds %s for the element's id and %s for its style
}

var paintTargets = []paintTarget{
	{"stop", `<button id="%s" data-testid="stop-button" aria-label="Stop streaming" style="width:40px;height:40px;background:#36c;border:0;%s"></button>`},
	{"bar", `<div id="%s" role="progressbar" style="width:60px;height:6px;background:#09f;%s"></div>`},
}

// paintVariant is one way of painting, or not, a target: markup around it
// (%s for the target), the target's own extra style, and whether the
// browser paints it.
type paintVariant struct {
	name    string
	wrap    string
	own     string
	painted bool
}

// paintVariants are the mechanisms that clip or hide what a box holds, or
// only seem to: paint containment (contain: paint, strict, content) on a
// sized box with the target inside it, moved out of it in flow, placed
// out of it absolutely and fixed, beside layout and size containment that
// clip nothing and paint containment on an inline box, where it does not
// apply; clip-path shapes that leave nothing (inset, a zero circle, a
// polygon on one line) and ones that leave something; mask-image
// gradients that are wholly transparent (keyword, rgba, several layers, a
// radial one) and ones that are not.
func paintVariants() []paintVariant {
	var out []paintVariant
	box := func(contain, display string) string {
		return `<div style="contain:` + contain + `;display:` + display + `;width:100px;height:50px;position:static">%s</div>`
	}
	places := []struct {
		name, own string
		inside    bool
	}{
		{"inside", "", true},
		{"moved below in flow", "position:relative;top:120px", false},
		{"absolute beside", "position:absolute;left:260px;top:0", false},
		{"fixed below", "position:fixed;left:0;top:300px", false},
	}
	for _, contain := range []string{"paint", "strict", "content", "layout", "size", "none", "layout paint"} {
		clips := contain == "paint" || contain == "strict" || contain == "content" || contain == "layout paint"
		for _, pl := range places {
			out = append(out, paintVariant{"contain:" + contain + " " + pl.name, box(contain, "block"), pl.own, pl.inside || !clips})
		}
	}
	for _, pl := range places[1:3] {
		out = append(out, paintVariant{"contain:paint on an inline box, " + pl.name,
			`<span style="contain:paint;position:static">%s</span>`, pl.own, true})
	}
	for _, cp := range []struct {
		v       string
		painted bool
	}{
		{"inset(50%)", false}, {"circle(0px)", false}, {"polygon(0 0, 50% 50%, 100% 100%)", false}, {"polygon(0 0, 0 0, 0 0)", false},
		{"inset(1px)", true}, {"circle(40%)", true}, {"polygon(0 0, 100% 0, 0 100%)", true}, {"polygon(0 0, 100% 100%, 100% 0, 0 100%)", true},
	} {
		out = append(out,
			paintVariant{"clip-path:" + cp.v + " on the parent", `<div style="clip-path:` + cp.v + `">%s</div>`, "", cp.painted},
			paintVariant{"clip-path:" + cp.v + " on it", `%s`, "clip-path:" + cp.v, cp.painted})
	}
	for _, m := range []struct {
		v       string
		painted bool
	}{
		{"linear-gradient(transparent, transparent)", false},
		{"linear-gradient(to right, rgba(0,0,0,0) 10%, rgba(255,0,0,0) 90%)", false},
		{"radial-gradient(circle, transparent, transparent)", false},
		{"linear-gradient(transparent, transparent), linear-gradient(90deg, rgba(0,0,0,0), transparent)", false},
		{"linear-gradient(black, black)", true},
		{"linear-gradient(to right, black 33%, transparent 66%)", true},
		{"none", true},
	} {
		out = append(out,
			paintVariant{"mask-image:" + m.v + " on the parent", `<div style="mask-image:` + m.v + `;-webkit-mask-image:` + m.v + `">%s</div>`, "", m.painted},
			paintVariant{"mask-image:" + m.v + " on it", `%s`, "mask-image:" + m.v + ";-webkit-mask-image:" + m.v, m.painted})
	}
	return out
}

// Every paint mechanism of paintVariants, on a Stop button and on a
// progress bar, in a real browser: a full capture and the scoped reader's
// read of the same page call the target painted exactly when the browser
// paints it.
func TestPaintVariants(t *testing.T) {
	vs := paintVariants()
	var b strings.Builder
	b.WriteString(`<!DOCTYPE html><html><body style="margin:0">`)
	type want struct {
		id, name string
		painted  bool
	}
	var wants []want
	for _, tg := range paintTargets {
		for k, v := range vs {
			id := fmt.Sprintf("%s-%d", tg.name, k)
			target := fmt.Sprintf(tg.markup, id, v.own)
			fmt.Fprintf(&b, "<div style=\"position:relative;height:60px;margin:4px\">%s</div>\n", strings.Replace(v.wrap, "%s", target, 1))
			wants = append(wants, want{id, tg.name + ": " + v.name, v.painted})
		}
	}
	b.WriteString(`</body></html>`)
	br := attach(t)
	srv := pageServer(t, map[string][]byte{"paint": []byte(b.String())})
	tab := openPage(t, br, srv.URL+"/corpus/paint/p")
	full, reader, err := tab.ReadBoth()
	if err != nil {
		t.Fatal(err)
	}
	for how, p := range map[string]*page.Page{"whole": full, "scoped": reader} {
		vis := page.Visibility(p)
		ids := idIndex(p)
		for _, w := range wants {
			i, ok := ids[w.id]
			if !ok {
				t.Fatalf("%s: %s not read", how, w.id)
			}
			if vis[i] != w.painted {
				t.Errorf("%s: %s: painted %t, want %t", how, w.name, vis[i], w.painted)
			}
		}
	}
	t.Logf("%d variants × %d targets, whole and scoped", len(vs), len(paintTargets))
}

// cvDisplays are the displays of the content-visibility:hidden ancestor:
// block boxes and atomic inlines, where it applies, and inline boxes,
// display:contents and internal table boxes, where it does not.
var cvDisplays = []string{"block", "inline", "inline-block", "flex", "inline-flex", "grid", "flow-root", "list-item",
	"contents", "table", "table-cell", "table-row", "table-caption"}

// content-visibility:hidden on an ancestor of a Stop button and of a
// progress bar, for every display of cvDisplays, by inline style and by
// hidden="until-found": the capture, whole and scoped, calls the target
// painted exactly when the browser's checkVisibility says it is, and a
// saved page without the capture's annotation judges the Stop as the
// browser shows it where its markup shows the display (the inline style,
// or the tag's own display), an inline box that a flex or grid container,
// a position or a float blockifies included.
func TestContentVisibilityByDisplay(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<!DOCTYPE html><html><body style="margin:0">`)
	// parent is the style of the element around the content-visibility
	// ancestor: a flex or grid container blockifies an inline child.
	type cvCase struct{ id, how, display, tag, cv, parent string }
	var cases []cvCase
	add := func(tg paintTarget, id, how, display, tag, style, parent string) {
		cv := `style="content-visibility:hidden;` + style + `"`
		if how == "until-found" {
			cv = `hidden="until-found" style="` + style + `"`
		}
		fmt.Fprintf(&b, "<div style=\"margin:4px;%s\"><%s %s>%s</%s></div>\n", parent, tag, cv, fmt.Sprintf(tg.markup, id, ""), tag)
		cases = append(cases, cvCase{id, how, display, tag, cv, parent})
	}
	for _, tg := range paintTargets {
		for _, how := range []string{"style", "until-found"} {
			for _, d := range cvDisplays {
				tag := "div"
				if d == "table-cell" || d == "table-row" || d == "table-caption" {
					tag = "span" // any element: the display makes the box
				}
				add(tg, fmt.Sprintf("%s-%s-%s", tg.name, d, how), how, d, tag, "display:"+d, "")
			}
			// Inline boxes by their tag's own display, in a block, a flex and
			// a grid container, and blockified by position or float.
			for k, parent := range []string{"", "display:flex", "display:inline-grid"} {
				for j, tag := range []string{"span", "chat-part"} {
					add(tg, fmt.Sprintf("%s-inline%d%d-%s", tg.name, k, j, how), how, "inline in "+parent, tag, "", parent)
				}
			}
			for k, style := range []string{"position:absolute", "float:left", "display:inline"} {
				add(tg, fmt.Sprintf("%s-blockified%d-%s", tg.name, k, how), how, style, "span", style, "")
			}
		}
	}
	b.WriteString(`</body></html>`)
	markup := b.String()
	br := attach(t)
	srv := pageServer(t, map[string][]byte{"cv": []byte(markup)})
	tab := openPage(t, br, srv.URL+"/corpus/cv/p")
	ctx := pageContext(t, "/corpus/cv/p")
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	truth, err := chromedp.Run(ctx, chromedp.Evaluate[map[string]bool](`Object.fromEntries(Array.from(document.querySelectorAll("[id]"), (el) => [el.id, el.checkVisibility()]))`))
	if err != nil {
		t.Fatal(err)
	}
	full, reader, err := tab.ReadBoth()
	if err != nil {
		t.Fatal(err)
	}
	applies, not := 0, 0
	for how, p := range map[string]*page.Page{"whole": full, "scoped": reader} {
		vis := page.Visibility(p)
		ids := idIndex(p)
		for _, c := range cases {
			want, ok := truth[c.id]
			if !ok {
				t.Fatalf("no checkVisibility for %s", c.id)
			}
			if how == "whole" {
				if want {
					not++
				} else {
					applies++
				}
			}
			if got := vis[ids[c.id]]; got != want {
				t.Errorf("%s: %s under content-visibility:hidden (%s) on display:%s: painted %t, the browser says %t", how, c.id, c.how, c.display, got, want)
			}
		}
	}
	if applies == 0 || not == 0 {
		t.Fatalf("content-visibility hid %d targets and left %d: the variants test one side only", applies, not)
	}
	// The markup heuristics: each Stop alone in a composer form, saved.
	for _, c := range cases {
		if !strings.HasPrefix(c.id, "stop-") {
			continue
		}
		saved := `<html><body><div id="thread-bottom"><form><div contenteditable="true" id="prompt-textarea"></div>` +
			fmt.Sprintf(`<div style="%s"><%s %s>%s</%s></div>`, c.parent, c.tag, c.cv, fmt.Sprintf(paintTargets[0].markup, c.id, ""), c.tag) + `</form></div></body></html>`
		v, err := chatproof.ClassifyHTML([]byte(saved), chatproof.Options{})
		if err != nil {
			t.Fatal(err)
		}
		stop := false
		for _, s := range v.Activity.Signals {
			stop = stop || s.Kind == "stop"
		}
		if want := truth[c.id]; stop != want {
			t.Errorf("saved: %s under content-visibility:hidden (%s) on display:%s: stop read %t, the browser paints it %t", c.id, c.how, c.display, stop, want)
		}
	}
	t.Logf("%d targets hidden, %d shown by the browser", applies, not)
}
