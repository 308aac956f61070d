package capture_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/chatproof/chatproof"
	"github.com/chatproof/chatproof/capture"
	"github.com/chatproof/chatproof/internal/testflag"
)

// overlayCase is a fixed overlay drawn over the composer's stop control
// (beside a finished reply) or over the reply's finished bar (no stop
// control), and the verdict each capture path must give.
type overlayCase struct {
	name    string
	stop    bool   // the page holds a stop control, and the overlay lies over it
	overlay string // the overlay's markup
	// covered: the browser paints the target wholly under a certainly
	// opaque cover.
	covered bool
	// at is the case's index along each axis of the sweep (target, paint,
	// pointer events, extent, veil), for testflag.Spread.
	at []int
}

// overlayCases generates overlays over a stop control and over a finished
// bar: opaque, see-through (a semi-transparent background) or faded
// (opacity under 1); taking pointer events or letting them through; over
// the whole target or only part of it. Only an opaque overlay over the
// whole target covers it.
func overlayCases() []overlayCase {
	var out []overlayCase
	paints := []struct{ name, style string }{
		{"opaque", "background:#fff"},
		{"see-through", "background:rgba(255,255,255,0.6)"},
		{"faded", "background:#fff;opacity:0.9"},
	}
	// A veil is a see-through raised box over the overlay and the target,
	// taking hits or letting them through: hit-testing then reaches the
	// veil and not what lies under it.
	veils := []struct{ name, html string }{
		{"", ""},
		{"/under-veil", `<div style="position:fixed;z-index:60;left:80px;top:80px;width:300px;height:380px;background:rgba(0,0,0,0.05)"></div>`},
		{"/under-click-through-veil", `<div style="position:fixed;z-index:60;left:80px;top:80px;width:300px;height:380px;background:rgba(0,0,0,0.05);pointer-events:none"></div>`},
	}
	for si, stop := range []bool{true, false} {
		// The stop control is at (100, 400), 36 px square; the bar at
		// (100, 100), four 36 px controls 8 px apart.
		whole, part := "left:90px;top:390px;width:56px;height:56px", "left:90px;top:390px;width:28px;height:56px"
		target := "stop"
		if !stop {
			whole, part, target = "left:90px;top:90px;width:200px;height:56px", "left:90px;top:90px;width:60px;height:56px", "bar"
		}
		for pi, paint := range paints {
			for ei, pe := range []string{"auto", "none"} {
				for xi, extent := range []string{"whole", "part"} {
					box := whole
					if extent == "part" {
						box = part
					}
					for vi, veil := range veils {
						out = append(out, overlayCase{
							name:    fmt.Sprintf("%s/%s/pointer-events-%s/%s%s", target, paint.name, pe, extent, veil.name),
							stop:    stop,
							overlay: `<div style="position:fixed;z-index:50;` + box + `;` + paint.style + `;pointer-events:` + pe + `">Rate this answer</div>` + veil.html,
							covered: paint.name == "opaque" && extent == "whole",
							at:      []int{si, pi, ei, xi, vi},
						})
					}
				}
			}
		}
	}
	return out
}

// want is the verdict both capture paths must give: a stop control the
// user sees keeps the reply incomplete, one wholly under an opaque overlay
// does not (the visible bar completes the reply); a bar wholly under one
// proves nothing, whether or not the overlay lets clicks through (the
// scoped capture asks the browser's paint-order hit test where its reader
// cannot see such an overlay, see paintCovers).
func (c overlayCase) want() chatproof.Terminal {
	if c.stop == c.covered {
		return chatproof.Complete
	}
	return chatproof.Incomplete
}

// TestOverlayVariants: what the browser paints counts, what it does not
// paint does not, on the full and the scoped capture alike: a stop control
// or a finished bar wholly under a certainly opaque overlay, whether or
// not the overlay lets clicks through, is covered (a covered stop control
// is no activity, a covered bar proves nothing); under a see-through or
// faded overlay, or only partly covered, it still counts. A plain run
// takes about one case in three, every value of every axis among them (a
// tab a case is most of the test's time); CHATPROOF_EXHAUSTIVE=1 takes
// all 72.
func TestOverlayVariants(t *testing.T) {
	var cases []overlayCase
	for _, c := range overlayCases() {
		if testflag.Spread(3, c.at...) {
			cases = append(cases, c)
		}
	}
	pages := map[string]string{}
	for k, c := range cases {
		pages[fmt.Sprintf("/o%d", k)] = coverPage(c.overlay, c.stop)
	}
	srv := serve(t, pages)
	ctx := context.Background()
	b := attach(t)
	for k, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tab := openPage(t, b, srv.URL+fmt.Sprintf("/o%d", k))
			for _, scoped := range []bool{false, true} {
				t.Run(map[bool]string{false: "full", true: "scoped"}[scoped], func(t *testing.T) {
					snap, err := tab.Capture(ctx, capture.CaptureOptions{Scoped: scoped})
					if err != nil {
						t.Fatal(err)
					}
					v, err := chatproof.ClassifyHTML(snap.HTML, chatproof.Options{})
					if err != nil {
						t.Fatal(err)
					}
					if want := c.want(); v.Terminal != want {
						t.Errorf("terminal %s %v (activity %s), want %s", v.Terminal, v.Reasons, v.Activity.Level, want)
					}
					if c.stop && coveredIDs(t, snap.HTML)["stop"] != c.covered {
						t.Errorf("#stop covered %v, want %v", !c.covered, c.covered)
					}
					if !c.stop && c.covered && !coveredIDs(t, snap.HTML)["copy"] {
						t.Errorf("#copy not covered under the opaque overlay")
					}
				})
			}
		})
	}
}
