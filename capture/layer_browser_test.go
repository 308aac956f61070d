package capture_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/chatproof/chatproof"

	"github.com/chatproof/chatproof/internal/testflag"
)

// TestCoveringLayerVariants: a fixed box over the whole viewport that may
// be opaque and takes hits at the middle is the layer that makes a poll
// read the page whole, whatever lies over the middle: nothing, a dialog
// beside the backdrop (its sibling, as dialog libraries render it) or
// inside it, a fixed toast, or a raised box of the page's own. The last
// is why the reader hit-tests everything stacked at the middle and not
// only the topmost element there, which costs far less on a long page:
// the topmost element is then the page's own content, and a reply under
// the backdrop, its finished controls under the transparent raised box,
// read as finished. Every combination of a backdrop (none, opaque,
// see-through, transparent; taking hits or not) and what lies over the
// middle must give the layer that rule names, and the scoped capture the
// full capture's verdict: whole where the backdrop takes hits or there is
// none, and its terminal state where an opaque one takes no hits, which
// hit-testing cannot find (the paint-order probe of the finished
// controls then finds them covered, or, under the raised box, the reader
// cannot tell what lies under it over them and the poll reads the page
// whole, so the reply is not proved finished).
func TestCoveringLayerVariants(t *testing.T) {
	backdrops := []struct{ name, bg string }{
		{"none", ""}, {"opaque", "#fff"}, {"see-through", "rgba(0, 0, 0, 0.5)"}, {"transparent", "transparent"},
	}
	events := []string{"auto", "none"}
	const dialogBox = "position:fixed;left:35%;top:35%;width:30%;height:30%;z-index:60;background:#fff"
	// What lies over the middle, before the thread (so that the reader
	// does not write it: what it writes it judges itself).
	overs := []struct {
		name, html string
		inside     bool // it goes inside the backdrop
	}{
		{"nothing", "", false},
		{"dialog beside", `<div style="` + dialogBox + `"><p>Dialog</p></div>`, false},
		{"dialog inside", `<div style="margin:30vh auto;width:30%;height:30%;background:#fff"><p>Dialog</p></div>`, true},
		{"fixed toast", `<div style="position:fixed;left:0;right:0;top:45%;height:10%;z-index:70;background:#eee">Saved</div>`, false},
		{"raised box", `<div style="position:absolute;left:0;top:0;width:100%;height:100vh;z-index:100"></div>`, false},
	}
	type variant struct {
		path, name string
		layer      bool // the reader answers a layer
		seen       bool // no backdrop, or one that takes hits
	}
	pages := map[string]string{}
	var variants []variant
	for bi, bd := range backdrops {
		for ei, pe := range events {
			if bd.bg == "" && ei > 0 {
				continue
			}
			for oi, over := range overs {
				if over.inside && bd.bg == "" {
					continue
				}
				extra := over.html
				if bd.bg != "" {
					in := ""
					if over.inside {
						in, extra = over.html, ""
					}
					extra = `<div id="backdrop" style="position:fixed;inset:0;z-index:50;pointer-events:` + pe + `;background:` + bd.bg + `">` + in + `</div>` + extra
				}
				v := variant{path: fmt.Sprintf("/layer-%d-%d-%d", bi, ei, oi), name: fmt.Sprintf("%s backdrop, pointer-events %s, %s over the middle", bd.name, pe, over.name)}
				v.layer = bd.bg != "" && bd.bg != "transparent" && pe == "auto"
				v.seen = bd.bg == "" || pe == "auto"
				pages[v.path] = strings.Replace(oddPage(oddTurns(1, 6)), "<body>", "<body>"+extra, 1)
				variants = append(variants, v)
			}
		}
	}
	srv := serve(t, pages)
	b := attach(t)
	for k, v := range variants {
		// A plain go test reads every other variant; CI
		// (CHATPROOF_EXHAUSTIVE=1) every one.
		if !testflag.Spread(2, k) {
			continue
		}
		t.Run(v.name, func(t *testing.T) {
			tab := openPage(t, b, srv.URL+v.path)
			defer tab.Close()
			settle(t, v.path)
			layer, _, err := tab.ReadLayer(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if layer != v.layer {
				t.Errorf("layer %v, want %v", layer, v.layer)
			}
			full, scoped := bothVerdicts(t, tab, chatproof.Options{})
			if !v.seen {
				if full.Terminal != scoped.Terminal {
					t.Errorf("scoped terminal %s, full %s", scoped.Terminal, full.Terminal)
				}
				return
			}
			if d := cmp.Diff(full, scoped); d != "" {
				t.Errorf("scoped verdict differs from the full one (-full +scoped):\n%s", d)
			}
		})
	}
}
